"""Time expressions read whole (`resolve_times`, the product's path): a weekday cut short
that is also a word ("sat", "wed", "sun") ending a clause after its verb's phrase ("going
home sat,", "parts arrive from leeds wed"): the day, the kind of case of blind batches
53-55's misses (round 43 part D; tests/data/timeexpr.md, "not dates": a weekday cut short
that is a word, unless it is a day). New sentences, not the batch's, and neighbours that
keep their reading. Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"
SAT = ("2027-03-06T00:00", "2027-03-07T00:00")
SUN = ("2027-03-07T00:00", "2027-03-08T00:00")
WED = ("2027-03-10T00:00", "2027-03-11T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the refund should hit my card wed. then i can pay rent", [("wed", *WED)]),
        ("moving to the cheaper broadband deal sat if the router comes", [("sat", *SAT)]),
        ("the chairs come from the warehouse wed, 40 of them", [("wed", *WED)]),
        ("driving to my aunt's place sun", [("sun", *SUN)]),
        ("heading back to uni sat, lectures start after", [("sat", *SAT)]),
        # neighbours: the verb, seated, or the weather
        ("when we got home the dog sat.", []),
        ("the kids are all sat", []),
        ("my nan was sat", []),
        ("we had a picnic in the sun", []),
        ("we went to the beach and lay in glorious sun", []),
        ("got loads of sun", []),
    ],
)
def test_a_weekday_cut_short_ending_a_clause(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("they are leaving sun", [("sun", *SUN)]),
        # "sun" right after a verb that takes it is its object (round 43 part D review)
        ("the chickens are getting sun", []),
        ("the tomatoes are finally getting sun 🍅", []),
        ("we were soaking sun", []),
    ],
)
def test_sun_after_a_verb_that_takes_it(read, text, want) -> None:
    assert read(text, said=SAID) == want
