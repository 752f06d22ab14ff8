"""The miss sorter of research/time_miss_kinds.py reads each kind from the label and the
references over its words (readings written as a results file writes them)."""

from __future__ import annotations

import json

import pytest

from research.time_miss_kinds import KINDS, RESULTS, kind, pooled, reading, sort_batch

TEXT = "dentist fri at 2, then drinks tmrw night"


@pytest.mark.parametrize(
    ("label", "got", "want"),
    [
        (  # nothing over the label's words
            "'tmrw night' [2026-03-04T18:00:00+00:00, 2026-03-05T00:00:00+00:00) interval",
            ["'fri at 2' [2026-03-06T14:00:00+00:00, 2026-03-06T15:00:00+00:00) hour"],
            "not found",
        ),
        (  # last Friday's 14:00, not the coming one
            "'fri at 2' [2026-03-06T14:00:00+00:00, 2026-03-06T15:00:00+00:00) hour",
            ["'fri at 2' [2026-02-27T14:00:00+00:00, 2026-02-27T15:00:00+00:00) hour"],
            "which occurrence",
        ),
        (  # 02:00 where the label has 14:00
            "'fri at 2' [2026-03-06T14:00:00+00:00, 2026-03-06T15:00:00+00:00) hour",
            ["'fri at 2' [2026-03-06T02:00:00+00:00, 2026-03-06T03:00:00+00:00) hour"],
            "clock time",
        ),
        (  # the whole day where the label has its hour... of a longer span
            "'tmrw night' [2026-03-04T18:00:00+00:00, 2026-03-05T00:00:00+00:00) interval",
            ["'tmrw' [2026-03-04T00:00:00+00:00, 2026-03-05T00:00:00+00:00) day"],
            "span or grain",
        ),
    ],
)
def test_each_kind_of_miss_is_told_apart(label, got, want) -> None:
    assert kind(TEXT, label, got) == want


def test_a_month_day_a_year_off_is_another_occurrence() -> None:
    label = "'may 18' [2024-05-18T00:00:00+12:00, 2024-05-19T00:00:00+12:00) day"
    got = ["'on may 18' [2023-05-17T12:00:00+00:00, 2023-05-18T12:00:00+00:00) day"]
    assert kind("i'll miss the 100th one on may 18", label, got) == "which occurrence"


def test_readings_keep_quotes_and_non_ascii_text() -> None:
    assert reading('"new year\'s eve" [2026-12-31T00:00:00+08:00, 2027-01-01T00:00:00+08:00) day')[
        0
    ] == ("new year's eve")
    assert (
        reading("'8 月 3 日' [2026-08-03T00:00:00+09:00, 2026-08-04T00:00:00+09:00) day")[0]
        == "8 月 3 日"
    )


def test_every_miss_of_a_first_score_is_sorted_once() -> None:
    run = json.loads((RESULTS / "timeexpr-batch41-first.json").read_text())
    out = sort_batch(41)
    assert sum(out["misses"].values()) == len(run["misses"]["current"])
    assert out["expressions"] - out["resolved"] == sum(
        out["misses"][k] for k in KINDS if k != "tagged"
    )
    assert pooled({"b": out})["accuracy"] == out["resolved"] / out["expressions"]
