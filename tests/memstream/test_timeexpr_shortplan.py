"""Time expressions read whole (`resolve_times`, the product's path): a weekday, cut short
or not, in a plan's line with no verb, the kind of case a review of round 37's rules found
(tests/data/timeexpr.md: a recurring mention planned is the next one): a question with
no verb that proposes ("brunch sun?"), whose nouns in small letters the tagger may read as
names, and a day right after "back" or "again" ("back sat for the late shift", "footy
training again sun"). New sentences and the review's, and neighbours that keep their reading.
Said on Tuesday 9 March 2027, 14:00 UTC, where the nearest Saturday and Sunday lie behind."""

from __future__ import annotations

import pytest

SAID = "2027-03-09T14:00"
SAT = ("2027-03-13T00:00", "2027-03-14T00:00")
SUN = ("2027-03-14T00:00", "2027-03-15T00:00")
LAST_SAT = ("2027-03-06T00:00", "2027-03-07T00:00")
LAST_SUN = ("2027-03-07T00:00", "2027-03-08T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a question with no verb that proposes: the coming day
        ("brunch sun?", [("sun", *SUN)]),
        ("brunch sunday?", [("sunday", *SUN)]),
        ("paintball + pizza sat? 🎯", [("sat", *SAT)]),
        ("laser tag sat?", [("sat", *SAT)]),
        ("roast at my mum's sun?", [("sun", *SUN)]),
        # after "back" or "again" with no verb: the coming day
        ("back sat for the late shift", [("sat", *SAT)]),
        ("back saturday for the late shift", [("saturday", *SAT)]),
        ("footy training again sun", [("sun", *SUN)]),
        ("footy training again sunday", [("sunday", *SUN)]),
        ("choir again on sat", [("on sat", *SAT)]),
        # with a verb, the verb tells; a question of how it went asks
        ("was back sat", [("sat", *LAST_SAT)]),
        ("we trained again sunday", [("sunday", *LAST_SUN)]),
        ("good game on sat?", [("on sat", *LAST_SAT)]),
    ],
)
def test_a_plans_line_is_the_coming_day(read, text, want) -> None:
    assert read(text, said=SAID) == want
