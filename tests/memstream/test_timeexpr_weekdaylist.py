"""Time expressions read whole (`resolve_times`, the product's path): weekdays cut short in a
list that ends its sentence with a full stop glued to the last ("shifts are tues, sat and
mon. the rest ..."): each a day, as a list ending its part (`timeabbrev.joined`); the kind
of case of blind batch 72's misses (round 49 part D). New sentences, not the batch's, and
neighbours that keep their reading (the verb "sat"). Said on Wednesday 3 March 2027, 09:00
UTC."""

from __future__ import annotations

SAID = "2027-03-03T09:00"


def test_a_list_of_weekdays_ending_with_a_full_stop(read) -> None:
    assert read("my next shifts fri, sat and mon. the rota is up", said=SAID) == [
        ("fri", "2027-03-05T00:00", "2027-03-06T00:00"),
        ("sat", "2027-03-06T00:00", "2027-03-07T00:00"),
        ("mon", "2027-03-08T00:00", "2027-03-09T00:00"),
    ]


def test_the_verb_sat_before_and_stays_none(read) -> None:
    assert read("we sat and talked. it was nice", said=SAID) == []
