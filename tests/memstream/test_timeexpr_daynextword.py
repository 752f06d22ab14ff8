"""Time expressions read whole (`resolve_times`, the product's path): a day of the month with
a word after it that is no noun the ordinal would modify (`timedaynextword`): a preposition of
lacking ("without"), a focusing adverb ("especially"), an adverb in "-ly" that ends its clause,
an absolute phrase of a condition ("weather permitting"); and a day written in figures right
after a verb with a conjunction after it that goes on with the clause ("but my ...", "and
then", "for a ..."): the kind of case of blind batches 71-73's misses (round 49 part D). New
sentences, not the batch's, and neighbours that keep their reading (an ordinal that counts a
thing). Said on Wednesday 3 March 2027, 09:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2027-03-03T09:00"


def _day(text: str, day: int) -> list[tuple[str, str, str]]:
    return [(text, f"2027-03-{day:02d}T00:00", f"2027-03-{day + 1:02d}T00:00")]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("the gym won't let me in on the 19th without a pass", _day("on the 19th", 19)),
        ("we need drivers on the 27th particularly", _day("on the 27th", 27)),
        ("the ferry leaves on the 22nd tide permitting", _day("on the 22nd", 22)),
        ("i'll sit the exam on the 16th hopefully, then relax", _day("on the 16th", 16)),
        ("can we do the review on the 12th virtually, the office is shut", _day("on the 12th", 12)),
        ("the landlord says the 18th for a new boiler", _day("the 18th", 18)),
        ("rehearsals start the 24th and then we tour", _day("the 24th", 24)),
        ("my cousin gets the 15th but my aunt wants it too", _day("the 15th", 15)),
        ("the trial begins the 9th and runs for six weeks", _day("the 9th", 9)),
    ],
)
def test_a_day_of_the_month_before_a_word_that_is_no_noun(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    "text",
    [
        "we live on the 3rd floor without a lift",  # the ordinal counts a floor
        "loved the 1st book, i read the 2nd and then gave up",  # a book, counted before
        "she's the 4th family on the list",  # a noun in "-ly"
        "it's the 2nd daily standup i've missed",  # an adjective before a noun
        "down 10 in the 4th and then we lost it",  # a game's part
        "they won the 2nd and then lost the final",  # a game of a series (round 49 D review)
        "i took the 5th and my lawyer did the talking",  # the amendment
        "finished the 8th and then started book 9",  # a book of a series
        "we watched the 6th and the kids loved it",  # a film of a series
    ],
)
def test_an_ordinal_that_counts_a_thing_stays_none(read, text) -> None:
    assert read(text, said=SAID) == []
