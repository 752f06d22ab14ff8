"""A text whose reading fails in a way no rule foresaw (a bug, not the text's fault) costs
that text its time expressions, never its memory: `resolve_times` (ingestion) and
`TimeResolver.resolve` (a question's window) answer no times for it, log the failure, and
read the other texts of the batch as usual. The failure a review found ("price down from
1230 last night": twelve hours moved past the year 9999) is read now."""

from __future__ import annotations

import logging
from datetime import datetime

import pytest

from memstream.encoders import EntityExtractor, TimeResolver
from memstream.encoders.times.tenseresolve import resolve_times

SAID = datetime.fromisoformat("2027-03-03T15:00:00+00:00")  # a Wednesday


@pytest.fixture(scope="module")
def times() -> TimeResolver:
    return TimeResolver()


@pytest.fixture(scope="module")
def tagger() -> EntityExtractor:
    return EntityExtractor()


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("price down from 1230 last night", "last night"),
        ("it dropped from 1230 this morning", "this morning"),
    ],
)
def test_a_figure_after_from_near_the_edge_of_time_is_read(times, tagger, text, day) -> None:
    (refs,) = resolve_times(times, tagger, [(text, SAID)])
    assert day in [r.text for r in refs]
    assert day in [r.text for r in times.resolve(text, SAID, prefer_past=True)]


def test_a_failed_reading_costs_the_text_its_times_not_the_batch(
    times, tagger, monkeypatch, caplog
) -> None:
    broken = "the dentist moved to friday at 3"
    real = TimeResolver._mentions

    def failing(self, text, reference, *, deadlines):
        if text == broken:
            raise RuntimeError("a rule nobody foresaw")
        return real(self, text, reference, deadlines=deadlines)

    monkeypatch.setattr(TimeResolver, "_mentions", failing)
    with caplog.at_level(logging.WARNING, logger="memstream.encoders.times.timeexpr"):
        out = resolve_times(times, tagger, [("lunch tomorrow?", SAID), (broken, SAID)])
        asked = times.resolve(broken, SAID, prefer_past=True)
    assert [r.text for r in out[0]] == ["tomorrow"]
    assert out[1] == () and asked == ()
    assert "time expressions of a 32-character text not read" in caplog.text
    assert "a rule nobody foresaw" in caplog.text  # the traceback is kept


def test_a_failed_settling_costs_the_text_its_times(times, tagger, monkeypatch, caplog) -> None:
    def failing(self, mentions, reference, tenses):
        raise IndexError("a tense for a mention that is gone")

    monkeypatch.setattr(TimeResolver, "settle", failing)
    with caplog.at_level(logging.WARNING, logger="memstream.encoders.times.tenseresolve"):
        out = resolve_times(times, tagger, [("lunch tomorrow?", SAID)])
    assert out == [()]
    assert "not read" in caplog.text
