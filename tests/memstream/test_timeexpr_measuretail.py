"""Time expressions read whole (`resolve_times`, the product's path): a day that runs into
"at" and a measure glued to its unit ("listed yesterday at 450k"): the day alone, which the
measure took down with it; the kind of case of blind batch 71's misses (round 49 part D). New
sentences, not the batch's, and neighbours that keep their reading (a measure alone, no
time). Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "the house got relisted yesterday at 450k",
            [("yesterday", "2027-03-02T00:00", "2027-03-03T00:00")],
        ),
        ("sold the van on monday at 12k", [("on monday", "2027-03-01T00:00", "2027-03-02T00:00")]),
    ],
)
def test_a_day_before_a_measure(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize("text", ["the drill bit is at 2mm", "streaming at 720p all night"])
def test_a_measure_alone_stays_none(read, text) -> None:
    assert read(text, said=SAID) == []
