"""LoCoMo conversion: one memory per turn, the session's date, evidence cleaning."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from memstream.service.locomo import (
    clean_evidence,
    locomo_events,
    parse_session_date,
    sample_events,
)

DEV = (
    Path(__file__).resolve().parents[2].parent / "shared" / "bench" / "locomo" / "locomo10-dev.json"
)

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


def test_dev_file_has_2760_turns_in_5_banks() -> None:
    evs = list(locomo_events(DEV))
    assert len(evs) == 2760
    assert len({e.bank for e in evs}) == 5
    assert len({e.memory_id for e in evs}) == 2760
