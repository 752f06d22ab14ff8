"""LoCoMo conversion: one memory per turn, the session's date, evidence cleaning.

A tiny hand-made sample in LoCoMo's shape, and the project's test chat (tests/data/chat.json),
which is in the same shape; the benchmark's own file is never read by tests.
"""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from benchmarks.locomo_data import (
    clean_evidence,
    load_samples,
    locomo_events,
    parse_session_date,
    sample_events,
)
from memstream.events import MemoryEvent
from memstream.service.cli.broker import raw_lines
from tests.chat import BANK, CHAT_FILE, SESSIONS, TURNS, chat_sample, with_filler

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = {
    "sample_id": "conv-x",
    "conversation": {
        "speaker_a": "Ann",
        "speaker_b": "Bob",
        "session_2_date_time": "9:00 am on 9 May, 2023",
        "session_2": [{"speaker": "Bob", "dia_id": "D2:1", "text": "Later."}],
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Ann", "dia_id": "D1:1", "text": "Hi!"},
            {
                "speaker": "Bob",
                "dia_id": "D1:2",
                "text": "Look",
                "img_url": ["http://x/y.jpg"],
                "blip_caption": "a photo of a cat",
            },
        ],
    },
    "qa": [],
}


def test_session_date() -> None:
    assert parse_session_date("1:56 pm on 8 May, 2023") == datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
    assert parse_session_date("10:37 am on  27 June, 2023").hour == 10


def test_turns_become_events_in_order() -> None:
    evs = list(sample_events(SAMPLE))
    assert [e.event_id for e in evs] == ["D1:1", "D1:2", "D2:1"]
    assert [e.sequence for e in evs] == [0, 1, 2]
    a, b, c = evs
    assert a.text == 'Ann said, "Hi!"' and a.speaker == "Ann" and a.bank == "conv-x"
    assert b.text == 'Bob said, "Look" and shared a photo of a cat'
    assert b.metadata["dia_id"] == "D1:2" and b.session_id == "session_1"
    assert c.occurred_at == datetime(2023, 5, 9, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("raw", "ids", "bad"),
    [
        (["D1:3"], ("D1:3",), ()),
        (["D8:6; D9:17"], ("D8:6", "D9:17"), ()),
        (["D1:18", "D", "D1:20"], ("D1:18", "D1:20"), ("D",)),
        (["D:11:26", "D20:21"], ("D20:21",), ("D:11:26",)),
        (["D1:3", "D1:3"], ("D1:3",), ()),
        ([], (), ()),
    ],
)
def test_clean_evidence(raw, ids, bad) -> None:
    ev = clean_evidence(raw)
    assert ev.ids == ids and ev.malformed == bad


def test_load_samples_picks_by_id_and_names_the_missing(tmp_path: Path) -> None:
    path = tmp_path / "two.json"
    path.write_text(json.dumps([SAMPLE, {**SAMPLE, "sample_id": "conv-y"}]))
    assert [s["sample_id"] for s in load_samples(path)] == ["conv-x", "conv-y"]
    assert [e.bank for e in locomo_events(path, ["conv-y"])] == ["conv-y"] * 3
    with pytest.raises(ValueError, match="conv-z"):
        load_samples(path, ["conv-x", "conv-z"])


def test_the_test_chat_is_one_bank_of_nine_sessions_in_time_order() -> None:
    evs = list(locomo_events(CHAT_FILE))
    assert len(evs) == TURNS and {e.bank for e in evs} == {BANK}
    assert len({e.memory_id for e in evs}) == TURNS
    assert len({e.session_id for e in evs}) == SESSIONS
    assert [e.sequence for e in evs] == list(range(TURNS))
    times = [e.occurred_at for e in evs]
    assert times == sorted(times) and times[0] == datetime(2024, 3, 4, 18, 30, tzinfo=UTC)
    assert {e.speaker for e in evs} == {"Noor", "Emeka"}


def test_every_question_of_the_test_chat_has_evidence_that_names_a_turn() -> None:
    sample = chat_sample()
    turns = {e.event_id: e.text for e in sample_events(sample)}
    for qa in sample["qa"]:
        ev = clean_evidence(qa["evidence"])
        assert ev.ids and not ev.malformed, qa
        assert set(ev.ids) <= set(turns), qa


def test_filler_follows_each_session_and_leaves_the_written_turns_alone() -> None:
    plain = list(sample_events(chat_sample()))
    big = list(sample_events(with_filler(chat_sample(), 10)))
    assert len(big) == TURNS + 10 * SESSIONS
    by_id = {e.event_id: e for e in big}
    assert all(by_id[e.event_id].text == e.text for e in plain)
    first = by_id["D1:14"]  # session 1 has 13 written turns
    assert first.sequence == by_id["D1:13"].sequence + 1  # type: ignore[operator]
    assert first.session_id == "session_1" and first.occurred_at == plain[0].occurred_at
    assert first.text not in {e.text for e in plain}
    assert big == list(sample_events(with_filler(chat_sample(), 10)))  # deterministic


def test_the_jsonl_it_writes_is_what_memstream_publish_reads(tmp_path: Path) -> None:
    """`python -m benchmarks.locomo_data PATH > f.jsonl` then `memstream publish f.jsonl`:
    every line parses back to the same event, keyed by its bank."""
    out = subprocess.run(
        [sys.executable, "-m", "benchmarks.locomo_data", str(CHAT_FILE)],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout
    jsonl = tmp_path / "chat.jsonl"
    jsonl.write_bytes(out)
    records = raw_lines(jsonl)
    events = list(locomo_events(CHAT_FILE))
    assert [MemoryEvent.model_validate_json(v) for _, v in records] == events
    assert [k for k, _ in records] == [e.kafka_key() for e in events]
    missing = subprocess.run(
        [sys.executable, "-m", "benchmarks.locomo_data", str(tmp_path / "none.json")],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert missing.returncode == 1 and "no LoCoMo file at" in missing.stderr
