"""Time expressions read whole (`resolve_times`, the product's path), by kind (issue 21, round
37 part G): "bakri eid", "bakra eid", "bakrid" and "eid ul zuha" are Eid al-Adha, as "eid ul
adha" is, not the nearer of the two Eids that "eid" alone is. New sentences, not the
reviewer's, and neighbours that keep their reading. Said in UTC at the time each case
gives."""

from __future__ import annotations

import pytest


# Kind: the spellings of Eid al-Adha, said before Eid al-Fitr (9 March 2027)
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("going home for bakrid", [("bakrid", "2027-05-16T00:00", "2027-05-17T00:00")]),
        ("any bakri-eid plans?", [("bakri-eid", "2027-05-16T00:00", "2027-05-17T00:00")]),
        (
            "bakra eid at nani's this year",
            [
                ("bakra eid", "2027-05-16T00:00", "2027-05-17T00:00"),
                ("this year", "2027-01-01T00:00", "2028-01-01T00:00"),
            ],
        ),
    ],
)
def test_the_spellings_of_eid_al_adha(read, text, want) -> None:
    assert read(text, said="2027-03-01T08:00") == want


# Near misses: Eid al-Fitr by name, "eid" alone (the nearer), a goat that is no feast
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("eid ul fitr is soon", [("eid ul fitr", "2027-03-09T00:00", "2027-03-10T00:00")]),
        ("eid is soon", [("eid", "2027-03-09T00:00", "2027-03-10T00:00")]),
        ("the bakri ate my flowers", []),
    ],
)
def test_other_eids_keep_their_reading(read, text, want) -> None:
    assert read(text, said="2027-03-01T08:00") == want
