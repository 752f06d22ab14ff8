"""Generated chat (numbers, clock times, days, months, feasts and filler words in any order, said
at any moment an event may carry, at any offset) is read without a failure no rule foresaw, and
every reference it gives is well formed. A failure would cost a real message its times (the
guard in `resolve_times` logs `NOT_READ`); "price down from 1230 last night" was one, found by
hand. `python -m research.time_fuzz --examples N --seed S` runs the same grammar longer."""

from __future__ import annotations

import logging
from datetime import datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstream.encoders import EntityExtractor, TimeResolver
from memstream.encoders.times.tenseresolve import resolve_times
from research.time_fuzz import GRID_AT, Failures, chat_messages, faults, grid, said_ats


@pytest.fixture(scope="module")
def times() -> TimeResolver:
    return TimeResolver()


@pytest.fixture(scope="module")
def tagger() -> EntityExtractor:
    return EntityExtractor()


@pytest.fixture(scope="module")
def caught():
    handler = Failures()
    logger = logging.getLogger("memstream")
    logger.addHandler(handler)
    yield handler
    logger.removeHandler(handler)


@settings(
    max_examples=300,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
@given(text=chat_messages(), at=said_ats())
def test_generated_chat_is_read_without_a_fault(times, tagger, caught, text, at) -> None:
    before = len(caught.records)
    assert faults(lambda t, a: list(resolve_times(times, tagger, [(t, a)])[0]), text, at) == []
    assert faults(lambda t, a: list(times.resolve(t, a, prefer_past=True)), text, at) == []
    assert caught.records[before:] == []


@settings(
    max_examples=300,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
# deferred: the sweep's texts are built when this test runs, not when the module is collected
@given(
    text=st.deferred(lambda: st.sampled_from(grid())),
    at=st.one_of(st.sampled_from(GRID_AT), said_ats()),
)
def test_the_grid_is_read_without_a_fault(times, tagger, caught, text, at) -> None:
    """Texts of the grid's sweep (`python -m research.time_fuzz --grid`, every preposition,
    number form and day phrase in three orders), which reaches narrow paths random messages
    rarely do: in the code before faadd40 it finds "from 1230h that night" and 17 more."""
    before = len(caught.records)
    assert faults(lambda t, a: list(resolve_times(times, tagger, [(t, a)])[0]), text, at) == []
    assert caught.records[before:] == []


@pytest.mark.parametrize(
    ("text", "at"),
    [
        # a question's reference may be any time: timehalfday had no day before 2 January 1
        ("at midnight about 1230h", "0001-01-02T12:00:00+00:00"),
    ],
)
def test_readings_at_the_edges_of_time_found_by_the_sweep(times, tagger, caught, text, at) -> None:
    said = datetime.fromisoformat(at)
    before = len(caught.records)
    (refs,) = resolve_times(times, tagger, [(text, said)])
    assert caught.records[before:] == []
    assert [r.text for r in refs] == ["at midnight", "about 1230h"]


def test_a_year_at_the_end_of_time_before_a_month_is_read(times, tagger, caught) -> None:
    """The sweep's four faults on the code of round 39: "in 9999 in dec" (said on 31 December
    2025) put December in the year 9999, whose month ends past time (timeyearmonth)."""
    said = datetime.fromisoformat("2025-12-31T23:59:59.999+14:00")
    before = len(caught.records)
    for text in ("in 9999 in dec", "until 9999 in dec", "sold 9999 in dec"):
        (refs,) = resolve_times(times, tagger, [(text, said)])
        assert "in dec" in [r.text for r in refs]
    assert caught.records[before:] == []


def test_the_fuzz_reports_a_failure_the_guard_hides(times, tagger, caught, monkeypatch) -> None:
    """The check above would see a crash: the guard turns it into a logged `NOT_READ`."""
    import memstream.encoders.times.tenseresolve as tenseresolve

    def broken(*_args, **_kwargs):
        raise OverflowError("date value out of range")

    monkeypatch.setattr(tenseresolve, "_settled", broken)
    before = len(caught.records)
    at = datetime.fromisoformat("2026-03-03T10:00:00+00:00")
    assert faults(lambda t, a: list(resolve_times(times, tagger, [(t, a)])[0]), "at 5", at) == []
    assert len(caught.records) == before + 1
    assert isinstance(caught.records[-1].exc_info[1], OverflowError)
