"""Rate-limited logging: one line per kind per interval passes, the rest are counted."""

from __future__ import annotations

import logging

import pytest

from memstream.service.lograte import RateLimitFilter, install, uninstall


class _Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def logged() -> tuple[logging.Logger, list[str], RateLimitFilter, _Clock]:
    logger = logging.getLogger("tests.lograte")
    logger.propagate = False
    logger.setLevel(logging.INFO)
    lines: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(record.getMessage())

    handler = Keep()
    logger.addHandler(handler)
    clock = _Clock()
    flt = RateLimitFilter(30.0, clock=clock)
    install(flt, [logger.name])
    yield logger, lines, flt, clock
    uninstall(flt, [logger.name])
    logger.removeHandler(handler)


def test_a_flood_of_one_kind_is_one_line_then_a_count(logged) -> None:
    logger, lines, flt, clock = logged
    for i in range(500):  # librdkafka's shape: facility, client name, text
        logger.error("%s [%s] %s", "FAIL", f"rdkafka#producer-{i % 3}", f"refused {i}")
    assert lines == ["FAIL [rdkafka#producer-0] refused 0"]
    assert flt.suppressed == 499
    clock.now += 31
    assert flt.flush() == 1  # the interval is over: one line says how many were held back
    assert lines[-1].startswith("FAIL [rdkafka#producer-1] refused 499 (repeated 499 times")
    logger.error("%s [%s] %s", "FAIL", "rdkafka#producer-0", "refused again")
    assert lines[-1] == "FAIL [rdkafka#producer-0] refused again"


def test_kinds_are_limited_apart_and_the_next_line_carries_the_count(logged) -> None:
    logger, lines, _, clock = logged
    for _ in range(3):
        logger.warning("hebbian observation dropped bank=%s dropped=%d", "b", 1)
        logger.error("%s [%s] %s", "FAIL", "c", "refused")
        logger.error("%s [%s] %s", "ERROR", "c", "all brokers down")
    assert len(lines) == 3  # one per kind: the template, and librdkafka's facility
    clock.now += 31
    logger.warning("hebbian observation dropped bank=%s dropped=%d", "b", 9)
    assert lines[-1] == (
        "hebbian observation dropped bank=b dropped=9 (and 2 more like this in the last 30 s)"
    )


def test_burst_and_bad_arguments() -> None:
    flt = RateLimitFilter(10.0, burst=3, clock=lambda: 0.0)
    record = logging.makeLogRecord({"msg": "x %s", "args": (1,), "name": "n"})
    assert [flt.filter(record) for _ in range(5)] == [True, True, True, False, False]
    with pytest.raises(ValueError):
        RateLimitFilter(0)
    with pytest.raises(ValueError):
        RateLimitFilter(1, burst=0)
