"""Time expressions read whole (`resolve_times`), round 39 part B's kind of "since" as
"because": the time after it is the subject of a verb ("since this week's been chaos"),
read alone, no span from it to now; a possessive ("since last week's bug") and a time
after a clause ("rained since monday") stay spans. Said on Wednesday 4 November 2026,
09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-11-04T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "can't go out since this week's been chaos at work",
            [("this week", "2026-11-02T00:00", "2026-11-09T00:00")],
        ),
        (
            "let's push it since next week's a write-off",
            [("next week", "2026-11-09T00:00", "2026-11-16T00:00")],
        ),
        # kept: "since" a time
        (
            "been off my food since last week's bug",
            [("since last week", "2026-10-26T00:00", "2026-11-04T09:00")],
        ),
        ("it's rained since monday", [("since monday", "2026-11-02T00:00", "2026-11-04T09:00")]),
        # kept: a helper alone after the time, or a perfect before "since": chat's new clause
        (
            "been waiting since 3 can someone help",
            [("since 3", "2026-11-04T03:00", "2026-11-04T09:00")],
        ),
        (
            "haven't slept since monday will try tonight",
            [
                ("since monday", "2026-11-02T00:00", "2026-11-04T09:00"),
                ("tonight", "2026-11-04T18:00", "2026-11-05T00:00"),
            ],
        ),
        (
            "been up since 5 was a rough night",
            [("since 5", "2026-11-04T05:00", "2026-11-04T09:00")],
        ),
        # "since" as "because" with a helper and "be"
        (
            "we'll go sunday since saturday will be packed",
            [
                ("sunday", "2026-11-08T00:00", "2026-11-09T00:00"),
                ("saturday", "2026-11-07T00:00", "2026-11-08T00:00"),
            ],
        ),
    ],
)
def test_since_as_because(read, text, want) -> None:
    assert read(text, said=SAID) == want
