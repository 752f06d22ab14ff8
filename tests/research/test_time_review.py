"""A probe review's sentences re-read with the rules now (research/time_review.py), with a
reader written here: which "worse" readings are still there, which gains are lost."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime, timedelta
from pathlib import Path

from memstream.records import TimeRef
from research.time_review import main, review, shown, state

SAID = "2026-03-10T09:00:00+01:00"  # a Tuesday


def day(text: str, start: str) -> TimeRef:
    at = datetime.fromisoformat(start)
    return TimeRef(text, at, at + timedelta(days=1), "day")


SAT = day("sat", "2026-03-14T00:00:00+01:00")
LAST_SAT = day("sat", "2026-03-07T00:00:00+01:00")


def reader(answers: dict[str, tuple[TimeRef, ...]]):
    def read(items: Sequence[tuple[str, datetime]]) -> list[tuple[TimeRef, ...]]:
        return [answers.get(text, ()) for text, _ in items]

    return read


def probe(text: str, old: list[TimeRef], new: list[TimeRef], verdict: str) -> dict[str, object]:
    zone = datetime.fromisoformat(SAID).tzinfo
    return {
        "said_at": SAID,
        "text": text,
        "old": [shown(r, zone) for r in old],
        "new": [shown(r, zone) for r in new],
        "verdict": verdict,
    }


def test_a_reference_is_shown_in_the_speakers_time() -> None:
    ref = TimeRef("sat", datetime.fromisoformat("2026-03-13T23:00:00+00:00"), SAT.end, "day")
    assert shown(ref, datetime.fromisoformat(SAID).tzinfo) == (
        "'sat' [Sat 2026-03-14 00:00, Sun 2026-03-15 00:00) day"
    )


def test_the_reading_now_is_placed_against_the_old_and_the_new() -> None:
    p = probe("lost sat", [LAST_SAT], [SAT], "worse")
    assert state(p, p["old"]) == "as before the round"  # type: ignore[arg-type]
    assert state(p, p["new"]) == "as the round read it"  # type: ignore[arg-type]
    assert state(p, []) == "another reading"
    same = probe("sat?", [SAT], [SAT], "same")
    assert state(same, same["old"]) == "unchanged"  # type: ignore[arg-type]


def test_a_regression_still_there_and_a_gain_lost_need_a_look(tmp_path: Path) -> None:
    probes = [
        probe("we lost sat", [LAST_SAT], [SAT], "worse"),  # fixed since: read as before
        probe("3-1 win sat", [LAST_SAT], [SAT], "worse"),  # still as the round read it
        probe("library trip sat", [LAST_SAT], [SAT], "better"),  # the gain kept
        probe("bowling sat!", [], [SAT], "better"),  # the gain lost
        probe("sat down", [], [], "same, right"),
    ]
    path = tmp_path / "probes.json"
    path.write_text(json.dumps(probes), encoding="utf-8")
    read = reader({"we lost sat": (LAST_SAT,), "3-1 win sat": (SAT,), "library trip sat": (SAT,)})
    row = review(path, read)
    counts = {v: {s: n for s, n in c.items() if n} for v, c in row["by_verdict"].items()}
    assert counts == {
        "better": {"as the round read it": 1, "as before the round": 1, "all": 2},
        "both wrong": {},
        "same": {"unchanged": 1, "all": 1},
        "unclear": {},
        "worse": {"as before the round": 1, "as the round read it": 1, "all": 2},
    }
    assert row["by_verdict"]["unclear"]["another reading"] == 0  # every state, for the docs
    assert [x["text"] for x in row["look"]] == ["3-1 win sat", "bowling sat!"]
    out = tmp_path / "review.json"
    doc = main([str(path), "--out", str(out)], read=read)
    assert json.loads(out.read_text(encoding="utf-8"))["pooled"] == doc["pooled"]
    assert doc["pooled"]["worse"]["as the round read it"] == 1
    assert doc["pooled"]["worse"]["all"] == 2
