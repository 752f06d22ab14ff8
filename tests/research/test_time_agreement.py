"""Two labellings of the same sentences compared with the benchmark's scorer
(research/time_agreement.py), on sentences written here."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.timeexpr_set import Resolve, load_set, score
from memstream.records import TimeRef
from research.time_agreement import (
    agreed,
    as_refs,
    compare,
    figures,
    main,
    replay,
    same_sentences,
)

SAID = "2026-03-10T09:00:00.250+00:00"  # a Tuesday
DENTIST = "dentist thurs at 4, bring the £20"


def write(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text(json.dumps({"sentences": rows}), encoding="utf-8")
    return path


def row(i: str, text: str, times: list[dict[str, str]], not_times: list[str]) -> dict[str, object]:
    return {"id": i, "said_at": SAID, "text": text, "times": times, "not_times": not_times}


@pytest.fixture
def pair(tmp_path: Path) -> tuple[Path, Path]:
    first = write(
        tmp_path / "a.json",
        [
            row("a1", DENTIST, [{"text": "thurs at 4", "hour": "2026-03-12T16"}], ["£20"]),
            row("a2", "we met up on sat", [{"text": "sat", "day": "2026-03-07"}], []),
            row("a3", "table for 6 please", [], ["6"]),
            row("a4", "sounds good to me", [], []),
        ],
    )  # fmt: skip
    second = write(
        tmp_path / "b.json",
        [
            # the same interval over a longer span: agreed
            row("a1", DENTIST, [{"text": "dentist thurs at 4", "hour": "2026-03-12T16"}], []),
            # another day: not agreed
            row("a2", "we met up on sat", [{"text": "sat", "day": "2026-03-14"}], []),
            # tags the non-date: not agreed
            row("a3", "table for 6 please", [{"text": "6", "hour": "2026-03-10T18"}], []),
            row("a4", "sounds good to me", [], []),
        ],
    )  # fmt: skip
    return first, second


def test_one_labelling_scored_as_the_other_resolver(pair: tuple[Path, Path]) -> None:
    a, b = (load_set(p) for p in pair)
    f = figures(a, replay(as_refs(b), a))
    assert (f["resolved"], f["expressions"]) == (1, 2)
    # "£20" untouched, "6" tagged, the sentence with nothing counts its whole text, untouched
    assert (f["tagged"], f["non_date_phrases"]) == (1, 3)
    # a labelling always agrees with itself
    g = figures(a, replay(as_refs(a), a))
    assert (g["resolved"], g["tagged"]) == (2, 0)


def test_agreed_keeps_only_what_both_say(pair: tuple[Path, Path]) -> None:
    a, b = (load_set(p) for p in pair)
    both = {s.id: s for s in agreed(a, b)}
    assert [t.text for t in both["a1"].times] == ["thurs at 4"]
    assert both["a1"].not_times == ("£20",)
    assert "a2" not in both  # its one expression is disputed, it has no phrase
    assert "a3" not in both  # its one phrase is tagged by the second
    assert both["a4"].times == () and both["a4"].not_times == ()


def test_labellings_of_other_sentences_are_refused(tmp_path: Path, pair: tuple[Path, Path]) -> None:
    other = write(tmp_path / "c.json", [row("a1", "another text", [], [])] * 4)
    with pytest.raises(ValueError, match="not of the same sentence"):
        same_sentences(load_set(pair[0]), load_set(other))


def first_run(folder: Path, labels: Path, resolve: Resolve) -> None:
    """A first-score results file of the shape benchmarks/timeexpr.py writes."""
    scored = score(load_set(labels), resolve)
    doc = {
        "resolvers": {"current": {"all": scored.figures()["all"]}},
        "misses": {"current": scored.misses},
    }
    (folder / f"{labels.stem}-first.json").write_text(json.dumps(doc), encoding="utf-8")


def test_the_study_writes_what_the_docs_read(tmp_path: Path, pair: tuple[Path, Path]) -> None:
    a = load_set(pair[0])
    # the rules' first run: right on "thurs at 4", wrong on "sat", tags "6"
    at = a[0].said_at
    rules = {
        "a1": (TimeRef("thurs at 4", a[0].times[0].start, a[0].times[0].end, "hour"),),
        "a2": (TimeRef("sat", at, at, "day"),),
        "a3": (TimeRef("6", at, at, "hour"),),
        "a4": (),
    }
    first_run(tmp_path, pair[0], replay(rules, a))
    out = tmp_path / "agreement.json"
    main([f"{pair[0]}:{pair[1]}", "--out", str(out), "--results", str(tmp_path)])
    pooled = json.loads(out.read_text(encoding="utf-8"))["pooled"]
    assert pooled["annotators"]["second_on_first"]["resolved"] == 1
    assert pooled["annotators"]["first_on_second"]["expressions"] == 3
    first = pooled["rules"]["first_score"]
    assert (first["resolved"], first["expressions"]) == (1, 2)
    assert (first["tagged"], first["non_date_phrases"]) == (1, 3)
    # on what both agree: "thurs at 4" (hit), "£20" and the sentence with nothing (untagged)
    both = pooled["agreed"]["rules"]
    assert (both["resolved"], both["expressions"]) == (1, 1)
    assert (both["tagged"], both["non_date_phrases"]) == (0, 2)


def test_a_batch_without_a_first_score_is_refused(tmp_path: Path, pair: tuple[Path, Path]) -> None:
    with pytest.raises(FileNotFoundError, match="no first score"):
        compare(pair[0], pair[1], tmp_path)


def test_a_grain_corrected_after_the_first_run_keeps_its_first_score(
    tmp_path: Path, pair: tuple[Path, Path]
) -> None:
    """A label whose grain was corrected after the first run (a clock written with its
    minutes is a minute) is the expression that run missed: its first score does not move."""
    a = load_set(pair[0])
    at = a[0].said_at
    rules = {"a1": (), "a2": (TimeRef("sat", at, at, "day"),), "a3": (), "a4": ()}
    first_run(tmp_path, pair[0], replay(rules, a))  # misses "thurs at 4" (an hour) and "sat"
    rows = json.loads(pair[0].read_text(encoding="utf-8"))["sentences"]
    rows[0]["times"] = [{"text": "thurs at 4", "minute": "2026-03-12T16:00"}]
    corrected = write(tmp_path / "a.json", rows)
    first = compare(corrected, pair[1], tmp_path)["rules"]["first_score"]
    assert (first["resolved"], first["expressions"]) == (0, 2)
    rows[0]["times"] = [{"text": "thurs at 4", "hour": "2026-03-12T17"}]  # another start: not it
    with pytest.raises(ValueError, match="do not give its figures"):
        compare(write(tmp_path / "a.json", rows), pair[1], tmp_path)
