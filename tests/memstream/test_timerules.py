"""The pure parts of time resolution, without Duckling or spaCy: the precision filter
(`timefilter`), the careful reader's calendar and the choice of occurrence (`timerules`), the
tense around a mention from tagged tokens (`tense`)."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from types import ModuleType

import pytest

from memstream.encoders.times import timeexpr, timefilter, timewords
from memstream.encoders.times.tense import tense_at
from memstream.encoders.times.timefilter import check
from memstream.encoders.times.timehabits import habitual
from memstream.encoders.times.timemention import latest_start
from memstream.encoders.times.timerules import (
    HIGH,
    LOW,
    Occurrence,
    Tense,
    add_grain,
    normalise,
    relative_units,
    settle,
)

REF = datetime(2024, 3, 12, 15, 20)  # a Tuesday, wall-clock time


def _check(sentence: str, match: str, clock: bool = False) -> list[str]:
    start = sentence.index(match)
    return [sentence[a:b] for a, b in check(sentence, start, start + len(match), clock)]


@pytest.mark.parametrize(
    ("sentence", "match", "clock"),
    [
        ("We are keeping the second hive near the fence.", "the second", False),
        ("I live on the fourth floor.", "on the fourth", False),
        ("She's the 1st in her class.", "the 1st", False),
        ("It's a boy!", "boy", False),
        ("The boss is away.", "boss", False),
        ("I just sat there.", "sat", False),
        ("My friend April is coming over.", "April", False),
        ("I got a Christmas sweater.", "Christmas", False),
        ("On Mondays I work from home.", "On Mondays", False),
        ("The store closes at 9 pm on Saturdays.", "at 9 pm on Saturdays", True),
        ("Friday nights are for pizza.", "Friday", False),
        ("I love autumn.", "autumn", False),
        ("That was the day I met her.", "the day", False),
        ("My daughter invited up to eighteen friends.", "up to eighteen", True),
        ("About 12 people came.", "About 12", True),
        ("At 5 I was already reading.", "At 5", True),
        ("At sixteen I moved out.", "At sixteen", True),
        ("We need seats for 5 to 10 guests.", "5 to 10", True),
        ("We won 3 to 1.", "3 to 1", True),
        ("Up to 30 kids can join.", "Up to 30", False),
        ("I ate 3/4 of the cake.", "3/4", False),
        ("The score was 3-1.", "3-1", False),
        ("Mix 1/2 cup of sugar.", "1/2", False),
        ("My number ends in 0415.", "in 0415", False),
    ],
)
def test_what_only_looks_like_a_time_is_dropped(sentence, match, clock) -> None:
    assert _check(sentence, match, clock) == []


@pytest.mark.parametrize(
    ("sentence", "match", "clock"),
    [
        ("I got my braces off on the 2nd and I can't stop smiling.", "on the 2nd", False),
        ("See you the 15th!", "the 15th", False),
        ("Her birthday is 4/12, so I need a cake.", "4/12", False),
        ("Call me at 9 if you're still up.", "at 9", True),
        ("We met at eight for coffee.", "at eight", True),
        ("Dinner's at 7:30, don't be late.", "at 7:30", True),
        ("See you Friday!", "Friday", False),
        ("They postponed the wedding to June.", "June", False),
        ("We repainted the kitchen in the spring.", "spring", False),
        ("This week has been exhausting.", "This week", False),
        ("My brother will be home in a month.", "in a month", False),
        ("In 2019 I quit my job.", "In 2019", False),
        ("tmrw is the big interview", "tmrw", False),
    ],
)
def test_times_are_kept(sentence, match, clock) -> None:
    assert _check(sentence, match, clock) == [match]


@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        ("We're hoping to finish by next spring.", "by next spring", ["next spring"]),
        ("We march on Saturday for the climate.", "march on Saturday", ["on Saturday"]),
        ("My brother turned 21 on Saturday.", "21 on Saturday", ["on Saturday"]),
        ("Let's do lunch next Tuesday.", "lunch next Tuesday", ["next Tuesday"]),
        ("We host it this year for the first time.", "this year for the first", ["this year"]),
        (
            "We're away the 22nd to the 26th for Thanksgiving.",
            "the 22nd to the 26th for Thanksgiving",
            ["the 22nd to the 26th", "Thanksgiving"],
        ),
    ],
)
def test_what_wraps_a_time_is_cut_off(sentence, match, kept) -> None:
    assert _check(sentence, match) == kept


@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("Every other weekend I visit my dad.", "weekend"),
        ("Every second weekend she has the kids.", "weekend"),
        ("Every second Tuesday we have book club.", "second Tuesday"),
        ("The club meets every 3rd Sunday.", "3rd Sunday"),
        ("Every alternate Friday is payday.", "Friday"),
        ("We meet every other week.", "week"),
        ("I run every Monday morning.", "Monday morning"),
        ("Each summer we go camping.", "summer"),
    ],
)
def test_alternating_and_every_day_habits_are_no_dates(sentence, match) -> None:
    assert _check(sentence, match) == []


@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("We saw each other last weekend.", "last weekend"),
        ("We paid ten dollars each last week.", "last week"),
        ("Every other kid left on Friday.", "on Friday"),
    ],
)
def test_every_and_each_before_an_introduced_time_leave_it(sentence, match) -> None:
    assert _check(sentence, match) == [match]


def test_habits_are_told_by_their_clause() -> None:
    text = "I usually run in the morning, but tomorrow I'm off."
    assert habitual(text, text.index("in the morning"), text.index(","))
    assert not habitual(text, text.index("tomorrow"), text.index(" I'm"))


def occ(start: str, end: str, grain: str = "day", unit: str = "day") -> Occurrence:
    return Occurrence(datetime.fromisoformat(start), datetime.fromisoformat(end), grain, unit)


def test_seasons_weekends_and_units_read_as_a_careful_reader_would() -> None:
    spring = normalise(occ("2023-03-20", "2023-06-22", "interval"), "last spring", REF)
    assert (spring.start, spring.end, spring.grain) == (
        datetime(2023, 3, 1),
        datetime(2023, 6, 1),
        "season",
    )
    weekend = normalise(
        occ("2024-03-08T18:00", "2024-03-11", "interval", "hour"), "last weekend", REF
    )
    assert (weekend.start, weekend.end) == (datetime(2024, 3, 9), datetime(2024, 3, 11))
    nxt = normalise(occ("2024-03-15T18:00", "2024-03-18", "interval", "hour"), "next weekend", REF)
    assert nxt.start == datetime(2024, 3, 23)  # the weekend of next week
    ago = normalise(occ("2024-02-27", "2024-02-28"), "two weeks ago", REF)
    assert (ago.start, ago.end, ago.grain) == (datetime(2024, 2, 26), datetime(2024, 3, 4), "week")
    fortnight = normalise(
        occ("2024-02-27T15:00", "2024-02-27T16:00", "hour", "hour"), "a fortnight ago", REF
    )
    assert (fortnight.start, fortnight.grain) == (datetime(2024, 2, 26), "week")
    years = normalise(occ("2019-03-01", "2019-04-01", "month", "month"), "five years ago", REF)
    assert (years.start, years.end) == (datetime(2019, 1, 1), datetime(2020, 1, 1))
    first = normalise(
        occ("2024-03-04", "2024-03-11", "week", "week"), "the first week of March", REF
    )
    assert (first.start, first.end) == (datetime(2024, 3, 1), datetime(2024, 3, 8))
    last = normalise(
        occ("2024-08-26", "2024-09-02", "week", "week"), "the last week of August", REF
    )
    assert (last.start, last.end) == (datetime(2024, 8, 25), datetime(2024, 9, 1))


@pytest.mark.parametrize(
    ("body", "said", "duckling", "season"),
    [
        # Duckling's astronomical seasons (a season behind from the 1st to about the 21st of
        # March, June, September and December), read as meteorological ones
        ("last summer", "2025-09-01T12:00", ("2024-06-21", "2024-09-23"), "2025-06-01"),
        ("last spring", "2025-06-05T12:00", ("2024-03-20", "2024-06-21"), "2025-03-01"),
        ("last autumn", "2025-12-05T12:00", ("2024-09-23", "2024-12-21"), "2025-09-01"),
        ("last winter", "2025-03-05T12:00", ("2023-12-21", "2024-03-20"), "2024-12-01"),
        ("next summer", "2025-06-05T12:00", ("2025-06-21", "2025-09-23"), "2026-06-01"),
        ("next fall", "2025-09-10T12:00", ("2025-09-23", "2025-12-21"), "2026-09-01"),
        ("next winter", "2025-12-05T12:00", ("2025-12-21", "2026-03-20"), "2026-12-01"),
        ("next spring", "2025-03-05T12:00", ("2025-03-20", "2025-06-21"), "2026-03-01"),
        # where both calendars agree, as Duckling has it
        ("last summer", "2025-07-15T12:00", ("2024-06-21", "2024-09-23"), "2024-06-01"),
        ("next summer", "2025-05-10T12:00", ("2025-06-21", "2025-09-23"), "2025-06-01"),
    ],
)
def test_last_and_next_season_are_meteorological(body, said, duckling, season) -> None:
    o = normalise(occ(*duckling, "interval"), body, datetime.fromisoformat(said))
    start = datetime.fromisoformat(season)
    assert (o.start, o.end, o.grain) == (start, add_grain(start, "season"), "season")


def test_open_ended_last_and_next_season_are_meteorological() -> None:
    said = datetime(2025, 9, 1, 12)
    duckling = Occurrence(datetime(2024, 6, 21), HIGH, "interval", "day")
    since = normalise(duckling, "since last summer", said)
    assert (since.start, since.end) == (datetime(2025, 6, 1), HIGH)
    said = datetime(2025, 12, 5, 12)
    until = normalise(
        Occurrence(LOW, datetime(2025, 12, 21), "interval", "day"), "until next winter", said
    )
    assert (until.start, until.end) == (LOW, datetime(2026, 12, 1))
    with_year = normalise(occ("2019-06-21", "2019-09-23", "interval"), "last summer 2019", said)
    assert with_year.start == datetime(2019, 6, 1)


def test_a_bare_season_told_as_past_or_planned_is_a_meteorological_one() -> None:
    said = datetime(2025, 9, 1, 12)
    summers = [
        normalise(occ(f"{y}-06-21", f"{y}-09-23", "interval"), "in the summer", said)
        for y in (2024, 2025, 2026)
    ]
    past = settle(summers[2], summers, said, Tense.PAST)
    future = settle(summers[2], summers, said, Tense.FUTURE)
    assert (past.start, future.start) == (datetime(2025, 6, 1), datetime(2026, 6, 1))


def test_weeks_after_next_and_before_last() -> None:
    text = "The week after next I'm off, and the weekend before last we hiked."
    (a, b, week), (c, d, weekend) = relative_units(text, REF)
    assert text[a:b] == "The week after next" and text[c:d] == "the weekend before last"
    assert (week.start, week.end) == (datetime(2024, 3, 25), datetime(2024, 4, 1))
    assert (weekend.start, weekend.end) == (datetime(2024, 3, 2), datetime(2024, 3, 4))


def _tuesdays() -> list[Occurrence]:
    days = [datetime(2024, 3, 5) + timedelta(days=7 * k) for k in range(3)]
    return [Occurrence(d, d + timedelta(days=1), "day", "day") for d in days]


def test_a_recurring_mention_follows_its_tense_and_never_names_today() -> None:
    tuesdays = _tuesdays()  # 5, 12 (the reference's own day) and 19 March
    past = settle(tuesdays[2], tuesdays, REF, Tense.PAST)
    future = settle(tuesdays[2], tuesdays, REF, Tense.FUTURE)
    nearest = settle(tuesdays[2], tuesdays, REF, Tense.NEAREST)
    assert (past.start.day, future.start.day, nearest.start.day) == (5, 19, 19)
    holiday = settle(tuesdays[2], tuesdays, REF, Tense.FUTURE, today_counts=True)
    assert holiday.start.day == 12
    # a holiday told as past on its own day ("Halloween was wild this year") is that day
    told = settle(tuesdays[2], tuesdays, REF, Tense.PAST, today_counts=True)
    assert told.start.day == 12


def test_since_runs_to_the_moment_it_was_said() -> None:
    mondays = [
        Occurrence(datetime(2024, 3, 4) + timedelta(days=7 * k), HIGH, "interval", "day")
        for k in range(3)
    ]
    since = settle(mondays[2], mondays, REF, Tense.FUTURE, since=True)
    assert (since.start, since.end) == (datetime(2024, 3, 11), REF)


def tokens(tagged: str) -> list[tuple[int, str, str]]:
    """ "I/PRP met/VBD ..." as (offset, text, tag), offsets in the text joined by spaces."""
    out, at = [], 0
    for item in tagged.split():
        word, tag = item.rsplit("/", 1)
        out.append((at, word, tag))
        at += len(word) + 1
    return out


def _tense(tagged: str, mention: str) -> Tense:
    toks = tokens(tagged)
    text = " ".join(t[1] for t in toks)
    m = re.search(re.escape(mention), text)
    assert m is not None
    return tense_at(toks, m.start(), m.end())


@pytest.mark.parametrize(
    ("tagged", "mention", "tense"),
    [
        (
            "I/PRP met/VBD Sam/NNP in/IN June/NNP and/CC we/PRP 're/VBP getting/VBG married/VBN "
            "in/IN April/NNP ./.",
            "in June",
            Tense.PAST,
        ),
        (
            "I/PRP met/VBD Sam/NNP in/IN June/NNP and/CC we/PRP 're/VBP getting/VBG married/VBN "
            "in/IN April/NNP ./.",
            "in April",
            Tense.FUTURE,
        ),
        (
            "We/PRP booked/VBD a/DT cabin/NN for/IN the/DT first/JJ week/NN of/IN April/NNP ./.",
            "the first week of April",
            Tense.FUTURE,
        ),
        (
            "We/PRP moved/VBD into/IN this/DT flat/NN in/IN mid/JJ -/HYPH March/NNP ./.",
            "mid - March",
            Tense.PAST,
        ),
        (
            "The/DT clinic/NN moved/VBD my/PRP$ appointment/NN to/IN March/NNP 2/CD ./.",
            "March 2",
            Tense.FUTURE,
        ),
        ("Did/VBD you/PRP see/VB the/DT game/NN on/IN Sunday/NNP ?/.", "on Sunday", Tense.PAST),
        (
            "Mom/NN said/VBD she/PRP was/VBD coming/VBG for/IN Christmas/NNP ./.",
            "Christmas",
            Tense.NEAREST,
        ),
        ("I/PRP quit/VBP sugar/NN in/IN November/NNP ./.", "in November", Tense.NEAREST),
        (
            "We/PRP went/VBD apple/NN picking/VBG at/IN the/DT end/NN of/IN September/NNP ./.",
            "the end of September",
            Tense.PAST,
        ),
        ("See/VB you/PRP Friday/NNP !/.", "Friday", Tense.FUTURE),
        # a date before a verb of planning dates the planning, not the plan
        ("On/IN May/NNP 2/CD we/PRP signed/VBD the/DT lease/NN ./.", "May 2", Tense.PAST),
        (
            "In/IN March/NNP I/PRP booked/VBD the/DT flights/NNS ./.",
            "March",
            Tense.PAST,
        ),
        ("Christmas/NNP with/IN the/DT kids/NNS !/.", "Christmas", Tense.NEAREST),
        # after a simple past of planning, "in"/"on" date the act, "for"/"to" the plan
        (
            "I/PRP arranged/VBD the/DT flights/NNS in/IN November/NNP ./.",
            "in November",
            Tense.PAST,
        ),
        ("I/PRP signed/VBD the/DT lease/NN on/IN Tuesday/NNP ./.", "on Tuesday", Tense.PAST),
        (
            "She/PRP invited/VBD us/PRP to/IN her/PRP$ wedding/NN in/IN May/NNP ./.",
            "in May",
            Tense.FUTURE,
        ),
        (
            "We/PRP decided/VBD to/TO repaint/VB the/DT house/NN in/IN October/NNP ./.",
            "in October",
            Tense.FUTURE,
        ),
        (
            "We/PRP 've/VBP booked/VBN a/DT holiday/NN in/IN August/NNP ./.",
            "in August",
            Tense.FUTURE,
        ),
    ],
)
def test_the_tense_is_read_around_each_mention(tagged, mention, tense) -> None:
    assert _tense(tagged, mention) is tense


# "from X" with no end names X, the origin of something; a range or "from X on" runs on
def _origin(sentence: str, match: str) -> str | None:
    start = sentence.index(match)
    cut = timefilter.origin(sentence, start, start + len(match))
    return None if cut is None else sentence[cut : start + len(match)]


@pytest.mark.parametrize(
    ("sentence", "match", "date"),
    [
        ("Still stuffed from Thanksgiving.", "from Thanksgiving", "Thanksgiving"),
        ("We're all still recovering from Christmas.", "from Christmas", "Christmas"),
        ("The photos from last summer are great.", "from last summer", "last summer"),
        ("I'm still sore from this morning's run.", "from this morning", "this morning"),
        ("Leftovers from yesterday are in the fridge.", "from yesterday", "yesterday"),
        ("From Monday I'm on leave.", "From Monday", "Monday"),
        ("I've worked here from 2019.", "from 2019", "2019"),
    ],
)
def test_from_a_date_with_no_end_names_the_date(sentence, match, date) -> None:
    assert _origin(sentence, match) == date


@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("From Monday to Wednesday I'm off.", "From Monday to Wednesday"),
        ("We're away from the 22nd until the 26th.", "from the 22nd until the 26th"),
        (
            "The office is closed from December 24 through January 2.",
            "from December 24 through January 2",
        ),
        ("I'm off from Monday - Friday.", "from Monday - Friday"),
        ("I'm off from Monday until further notice.", "from Monday"),
        ("From now on I'm vegan.", "From now"),
        ("From Monday onwards the gym opens at 6.", "From Monday"),
        ("Starting from tomorrow I'm vegan.", "from tomorrow"),
        ("Since Thanksgiving I've gained 3 pounds.", "Since Thanksgiving"),
        ("Two years from now I want to be debt free.", "Two years from now"),
    ],
)
def test_ranges_and_open_starts_are_no_origin(sentence, match) -> None:
    assert _origin(sentence, match) is None


def test_an_origin_duckling_reads_as_an_open_interval_is_one_unit_of_its_grain() -> None:
    start = {"value": "2019-01-01T00:00:00.000+00:00", "grain": "year"}
    value = {"type": "interval", "from": start, "values": [{"type": "interval", "from": start}]}
    o = timeexpr.occurrence(timeexpr.as_origin(value))
    assert o is not None and (o.start, o.end, o.grain) == (
        datetime(2019, 1, 1),
        datetime(2020, 1, 1),
        "year",
    )
    ranged = {**value, "to": {"value": "2020-01-01T00:00:00.000+00:00", "grain": "year"}}
    assert timeexpr.as_origin(ranged) == ranged


# a clock-looking number that is a race time, a pace, a lap or a split is no time of day
@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("my 3:45 marathon pace feels like a sprint now", "3:45"),
        ("I ran a 3:45 marathon.", "3:45"),
        ("I ran at a 4:30 pace.", "4:30"),
        ("My pace was 5:10/km on the hills.", "5:10"),
        ("She did a 6:50 mile today.", "6:50"),
        ("Two 1:32 laps and I was done.", "1:32"),
        ("My marathon time was 3:45.", "3:45"),
        ("New PR: 22:30!", "22:30"),
        ("My 5k PB is 22:30 now.", "22:30"),
        ("Half marathon done, finished in 1:52!", "in 1:52"),
        ("Finish time 4:10 for the half.", "4:10"),
    ],
)
def test_race_times_and_paces_are_no_times_of_day(sentence, match) -> None:
    assert _check(sentence, match, clock=True) == []


@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("Meet at 3:45 at the track.", "at 3:45"),
        ("The race starts at 7:30, marathon day!", "at 7:30"),
        ("I woke up at 4:45 because of the thunder.", "at 4:45"),
        ("I ran out the door at 7:15 and still missed it.", "at 7:15"),
        ("Dinner's at 7:30, don't be late.", "at 7:30"),
    ],
)
def test_clock_times_near_running_words_are_kept(sentence, match) -> None:
    assert _check(sentence, match, clock=True) == [match]


# "in" and a bare number: no unit, no time ("N in M" is a ratio); a year is one
@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("a while back I read that 1 in 4 people skip breakfast", "in 4"),
        ("One in five kids skip breakfast.", "in five"),
        ("3 in 10 people agree.", "in 10"),
        ("It's a 1 in 1000 chance.", "in 1000"),
        ("Did my long run in 1 go.", "in 1"),
        ("we were done in 5", "in 5"),
        ("I'll be there in 5 people", "in 5"),
    ],
)
def test_in_a_bare_number_is_no_time(sentence, match) -> None:
    assert _check(sentence, match, clock=True) == []


@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("He was born in 1987.", "in 1987"),
        ("In 2019 I quit my job.", "In 2019"),
        ("I'll be there in 5 minutes.", "in 5 minutes"),
        ("We moved in 2 weeks ago.", "2 weeks ago"),
    ],
)
def test_years_and_numbers_with_a_unit_are_kept(sentence, match) -> None:
    assert _check(sentence, match) == [match]


# a weekday as a noun's attribute or the end of a name is no day (from the tagger's tags)
def _weekday_as_word(tagged: str, mention: str) -> bool:
    toks = tokens(tagged)
    text = " ".join(t[1] for t in toks)
    m = re.search(re.escape(mention), text)
    assert m is not None
    return timewords.weekday_as_word(toks, m.start(), m.end())


@pytest.mark.parametrize(
    ("tagged", "mention"),
    [
        ("Monday/NNP blues/NNS are/VBP real/JJ ./.", "Monday"),
        ("the/DT Saturday/NNP market/NN is/VBZ taking/VBG over/RP", "Saturday"),
        ("The/DT Friday/NNP meeting/NN got/VBD cancelled/VBN ./.", "Friday"),
        ("That/DT Friday/NNP feeling/NN !/.", "Friday"),
        ("I/PRP have/VBP a/DT Monday/NNP deadline/NN ./.", "Monday"),
        ("We/PRP had/VBD a/DT lovely/JJ Sunday/NNP roast/NN ./.", "Sunday"),
        ("Ruby/NNP Tuesday/NNP closed/VBD down/RB near/IN us/PRP", "Tuesday"),
        ("We/PRP ate/VBD at/IN Ruby/NNP Tuesday/NNP last/JJ night/NN ./.", "Tuesday"),
    ],
)
def test_weekdays_as_attributes_or_in_names_are_no_days(tagged, mention) -> None:
    assert _weekday_as_word(tagged, mention)


@pytest.mark.parametrize(
    ("tagged", "mention"),
    [
        ("See/VB you/PRP Saturday/NNP morning/NN ./.", "Saturday morning"),
        ("Saturday/NNP at/IN 5/CD works/VBZ ./.", "Saturday at 5"),
        ("On/IN Saturday/NNP we/PRP went/VBD hiking/VBG ./.", "On Saturday"),
        ("Saturday/NNP works/VBZ for/IN me/PRP ./.", "Saturday"),
        ("Friday/NNP went/VBD well/RB ./.", "Friday"),
        ("Sunday/NNP brunch/NN was/VBD amazing/JJ ./.", "Sunday"),
        ("Friday/NNP mom/NN called/VBD me/PRP ./.", "Friday"),
        ("Thursday/NNP Sam/NNP called/VBD me/PRP ./.", "Thursday"),
        ("I/PRP 'm/VBP seeing/VBG Mike/NNP Friday/NNP ./.", "Friday"),
        ("Maybe/RB Tuesday/NNP ?/.", "Tuesday"),
        ("Easter/NNP Sunday/NNP we/PRP went/VBD to/IN church/NN", "Sunday"),
        ("Last/JJ Tuesday/NNP the/DT kids/NNS stayed/VBD home/RB ./.", "Last Tuesday"),
    ],
)
def test_weekdays_as_days_are_kept(tagged, mention) -> None:
    assert not _weekday_as_word(tagged, mention)


# a holiday as a noun's attribute, a weekday and a part of the day in a title, "march" or
# "may" the verb: words, not times (from the tagger's tags)
def _as_word(tagged: str, mention: str) -> bool:
    toks = tokens(tagged)
    text = " ".join(t[1] for t in toks)
    m = re.search(re.escape(mention), text)
    assert m is not None
    return timewords.as_word(toks, m.start(), m.end())


@pytest.mark.parametrize(
    ("tagged", "mention"),
    [
        ("Easter/NNP eggs/NNS are/VBP half/JJ price/NN now/RB", "Easter"),
        ("She/PRP made/VBD a/DT Halloween/NNP costume/NN for/IN the/DT dog/NN", "Halloween"),
        ("Cyber/NNP Monday/NNP sales/NNS are/VBP a/DT scam/NN", "Cyber Monday"),
        ("I/PRP still/RB have/VBP to/TO write/VB the/DT Christmas/NNP cards/NNS", "Christmas"),
        ("Xmas/NNP music/NN in/IN the/DT shops/NNS already/RB", "Xmas"),
        ("Christmas/NNP lunch/NN is/VBZ my/PRP$ favourite/JJ thing/NN", "Christmas"),
        ("I/PRP love/VBP Monday/NNP Night/NNP Football/NNP", "Monday Night"),
        ("Sunday/NNP Night/NNP Baseball/NNP is/VBZ on/IN", "Sunday Night"),
        ("they/PRP march/VBP every/DT spring/NN", "march"),
        ("we/PRP had/VBD to/TO march/VB for/IN miles/NNS", "march"),
        ("you/PRP may/MD want/VB to/TO check/VB", "may"),
    ],
)
def test_holidays_as_attributes_titles_and_verbs_are_no_times(tagged, mention) -> None:
    assert _as_word(tagged, mention)


@pytest.mark.parametrize(
    ("tagged", "mention"),
    [
        ("Christmas/NNP morning/NN was/VBD chaos/NN", "Christmas morning"),
        ("Christmas/NNP dinner/NN was/VBD lovely/JJ ./.", "Christmas"),
        (
            "We/PRP 're/VBP having/VBG Thanksgiving/NNP dinner/NN at/IN mum/NN 's/POS",
            "Thanksgiving",
        ),
        ("I/PRP 'm/VBP flying/VBG home/RB for/IN Christmas/NNP break/NN", "Christmas"),
        ("Easter/NNP weekend/NN we/PRP 're/VBP away/RB", "Easter"),
        ("On/IN Thanksgiving/NNP we/PRP ate/VBD too/RB much/JJ", "On Thanksgiving"),
        ("Black/NNP Friday/NNP is/VBZ next/JJ week/NN", "Black Friday"),
        ("See/VB you/PRP Friday/NNP night/NN Mike/NNP", "Friday night"),
        ("Friday/NNP Night/NNP Mom/NNP called/VBD me/PRP", "Friday Night"),
        ("Saturday/NNP Night/NNP ,/, at/IN Sam/NNP 's/POS", "Saturday Night"),
        ("see/VB you/PRP in/IN march/NN", "in march"),
        ("March/NNP was/VBD cold/JJ", "March"),
        ("The/DT Saturday/NNP market/NN is/VBZ back/RB", "Saturday"),  # the weekday rule
    ],
)
def test_holidays_weekdays_and_months_as_times_are_kept(tagged, mention) -> None:
    assert _as_word(tagged, mention) is (mention == "Saturday")


# ratings out of 5 or 10 are no dates; a date written the same way still is
@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("Rated it 9/10, great pho.", "9/10"),
        ("Gave the hotel a 4/5.", "4/5"),
        ("Would recommend, 5/5", "5/5"),
        ("The new album is a solid 8/10 for me", "8/10"),
        ("the ramen place downtown, 10/10", "10/10"),
    ],
)
def test_ratings_are_no_dates(sentence, match) -> None:
    assert _check(sentence, match) == []


@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("The party is on 10/10.", "on 10/10"),
        ("Rent is due 5/10, don't forget", "5/10"),
        ("See you 10/10 at the gate", "10/10"),
        ("Her birthday is 3/5.", "3/5"),
        ("The exam moved to 12/14", "12/14"),
    ],
)
def test_dates_written_like_ratings_are_kept(sentence, match) -> None:
    assert _check(sentence, match) == [match]


# "after" a duration with no anchor is a duration, not a time that far ahead
@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("We broke up after 9 years.", "after 9 years"),
        ("After 20 minutes it finally boiled.", "After 20 minutes"),
        ("after a few weeks she called back", "after a few weeks"),
        ("The rash went away after two days.", "after two days"),
    ],
)
def test_after_a_duration_is_no_time(sentence, match) -> None:
    assert _check(sentence, match) == []


@pytest.mark.parametrize(
    ("sentence", "match", "clock"),
    [
        ("Call me after 5 pm.", "after 5 pm", True),
        ("I'm free after Tuesday.", "after Tuesday", False),
        ("After 2020 things changed.", "After 2020", False),
        ("I'll be back in 2 weeks.", "in 2 weeks", False),
    ],
)
def test_after_a_time_is_kept(sentence, match, clock) -> None:
    assert _check(sentence, match, clock) == [match]


# a date beside a habit survives; the habit goes
@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        (
            "Piano starts on the 3rd of March, Mondays at 5.",
            "on the 3rd of March, Mondays at 5",
            ["on the 3rd of March"],
        ),
        ("Yoga starts March 3, Tuesdays and Thursdays", "March 3, Tuesdays", ["March 3"]),
        ("Mondays, 5 pm, at the pool", "Mondays, 5 pm", []),
        ("At 9 on Saturdays we swim", "At 9 on Saturdays", []),
    ],
)
def test_a_date_beside_a_habit_is_kept(sentence, match, kept) -> None:
    assert _check(sentence, match, clock=True) == kept


# verbs of moving name the new date, ahead, even in the past tense
@pytest.mark.parametrize(
    ("tagged", "mention", "tense"),
    [
        (
            "The/DT launch/NN got/VBD moved/VBN to/IN the/DT start/NN of/IN May/NNP ./.",
            "start of May",
            Tense.FUTURE,
        ),
        (
            "The/DT match/NN was/VBD rescheduled/VBN for/IN Saturday/NNP ./.",
            "Saturday",
            Tense.FUTURE,
        ),
        (
            "The/DT concert/NN got/VBD flexed/VBN to/IN Sunday/NNP afternoon/NN",
            "Sunday afternoon",
            Tense.FUTURE,
        ),
        (
            "My/PRP$ appointment/NN got/VBD postponed/VBN to/IN the/DT 14th/NN",
            "14th",
            Tense.FUTURE,
        ),
        ("We/PRP moved/VBD to/IN Denver/NNP in/IN June/NNP ./.", "in June", Tense.PAST),
        (
            "I/PRP drove/VBD to/IN the/DT coast/NN at/IN the/DT end/NN of/IN June/NNP",
            "end of June",
            Tense.PAST,
        ),
        ("We/PRP went/VBD to/IN the/DT beach/NN on/IN Sunday/NNP", "on Sunday", Tense.PAST),
    ],
)
def test_verbs_of_moving_name_the_next_occurrence(tagged, mention, tense) -> None:
    assert _tense(tagged, mention) is tense


# batch 7's kinds. (1) "from X" after a word of aftermath is told as past unless planned
@pytest.mark.parametrize(
    ("tagged", "mention", "tense"),
    [
        (
            "Still/RB recovering/VBG from/IN Easter/NNP at/IN my/PRP$ mum/NN 's/POS",
            "Easter",
            Tense.PAST,
        ),
        ("We/PRP 're/VBP just/RB back/RB from/IN Christmas/NNP", "Christmas", Tense.PAST),
        ("I/PRP 'm/VBP so/RB tired/JJ from/IN Saturday/NNP", "Saturday", Tense.PAST),
        ("The/DT photos/NNS from/IN Halloween/NNP are/VBP up/RB", "Halloween", Tense.PAST),
        ("I/PRP 'll/MD be/VB exhausted/JJ from/IN Thanksgiving/NNP", "Thanksgiving", Tense.FUTURE),
        ("We/PRP 're/VBP closed/JJ from/IN Monday/NNP", "Monday", Tense.FUTURE),
        ("I/PRP 'm/VBP working/VBG from/IN Monday/NNP", "Monday", Tense.FUTURE),
    ],
)
def test_an_origin_after_a_word_of_aftermath_is_past(tagged, mention, tense) -> None:
    assert _tense(tagged, mention) is tense


def _phrases() -> ModuleType:
    from memstream.encoders.times import timephrases  # the module of batch 7's kinds

    return timephrases


# (2) a price is no clock time; a month after "for" in a clause of planning is a time
@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("everything in Lisbon is €150 a night", "150 a"),
        ("The flat is $1200 a month, bills included", "1200 a"),
        ("rooms go for £90 a night in August", "90 a"),
        ("Parking is 20 per day", "20 per day"),
    ],
)
def test_a_price_is_no_clock_time(sentence, match) -> None:
    assert _check(sentence, match, clock=True) == []


@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("Meet me at 9 a.m. tomorrow", "at 9 a.m"),
        ("It was $5 but we left at 5 pm", "at 5 pm"),
        ("Rooms are €80, check-in at 3 pm", "at 3 pm"),
    ],
)
def test_clock_times_near_prices_are_kept(sentence, match) -> None:
    assert _check(sentence, match, clock=True) == [match]


@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        ("We haven't booked anything for June yet", "June", ["June"]),
        ("Any plans for October?", "October", ["October"]),
        ("The flights for March are cheap", "March", ["March"]),
        ("I bought a gift for April", "April", []),
        ("This card is for June, she'll love it", "June", []),
    ],
)
def test_a_month_after_for_is_a_time_in_a_clause_of_planning(sentence, match, kept) -> None:
    assert _check(sentence, match) == kept


# (3) a season that is here, coming or over is the current one; alone otherwise general
@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        ("ugh winter is finally here", "winter", ["winter"]),
        ("Autumn's basically over already", "Autumn", ["Autumn"]),
        ("Summer is coming and I have no plans", "Summer", ["Summer"]),
        ("spring has arrived in the garden", "spring", ["spring"]),
        ("I love autumn.", "autumn", []),
        ("Winter is my favourite season", "Winter", []),
        ("Summer is the best time for camping", "Summer", []),
    ],
)
def test_a_season_that_is_here_or_over_is_the_current_one(sentence, match, kept) -> None:
    assert _check(sentence, match) == kept


@pytest.mark.parametrize(
    ("tagged", "mention", "tense"),
    [
        ("winter/NN is/VBZ basically/RB over/RB", "winter", Tense.PAST),
        ("Summer/NN 's/VBZ done/VBN ,/, back/RB to/IN school/NN", "Summer", Tense.PAST),
        ("Spring/NN is/VBZ here/RB apparently/RB", "Spring", Tense.FUTURE),
        ("winter/NN is/VBZ coming/VBG", "winter", Tense.FUTURE),
    ],
)
def test_a_season_that_is_over_is_the_latest_begun(tagged, mention, tense) -> None:
    assert _tense(tagged, mention) is tense


# (4) "until X" names X, whether the thing happens then or a stretch ends there
def _until(sentence: str, match: str) -> str | None:
    start = sentence.index(match)
    cut = _phrases().until_day(sentence, start, start + len(match))
    return None if cut is None else sentence[cut : start + len(match)]


@pytest.mark.parametrize(
    ("sentence", "match", "day"),
    [
        ("the exam isn't until the 20th", "until the 20th", "the 20th"),
        ("My refund won't arrive until Friday", "until Friday", "Friday"),
        ("Not until next week, sorry", "until next week", "next week"),
        ("3 sleeps till Christmas!!", "till Christmas", "Christmas"),
        ("10 minutes till 2027 here", "till 2027", "2027"),
        ("I'm away until Monday", "until Monday", "Monday"),
        ("The shop is open till 9", "till 9", "9"),
        ("We danced up until midnight", "up until midnight", "midnight"),
        ("I'll be at Jo's from June 28 until July 3.", "from June 28 until July 3", None),
        ("I didn't know until now", "until now", None),
    ],
)
def test_until_names_the_day(sentence, match, day) -> None:
    assert _until(sentence, match) == day


def test_until_a_year_duckling_reads_as_an_open_interval_is_the_year() -> None:
    value = {"type": "interval", "to": {"value": "2027-01-01T00:00:00.000+00:00", "grain": "year"}}
    assert timeexpr.as_until(value) == {
        "type": "value",
        "value": "2027-01-01T00:00:00.000+00:00",
        "grain": "year",
    }


# (5) "in" a duration told in the past, "last minute" the idiom, a season as an attribute
@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("we sold out in 20 minutes", "in 20 minutes"),
        ("Finished the puzzle in two hours!", "in two hours"),
        ("The parcel arrived in 3 days, not bad", "in 3 days"),
        ("a last minute goal won it", "last minute"),
        ("sorry for the last minute change", "the last minute"),
        ("we booked it at the last minute", "the last minute"),
        ("left it until the last minute again", "the last minute"),
    ],
)
def test_past_durations_and_last_minute_are_no_times(sentence, match) -> None:
    assert _check(sentence, match, clock=True) == []


@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("I'll be there in 20 minutes", "in 20 minutes"),
        ("She said she'd call in 20 minutes", "in 20 minutes"),
        ("The bus comes in 10 minutes", "in 10 minutes"),
        ("He texted he's leaving in 5 minutes", "in 5 minutes"),
        ("Prices spiked in the last minute", "the last minute"),
    ],
)
def test_times_ahead_and_the_previous_minute_are_kept(sentence, match) -> None:
    assert _check(sentence, match, clock=True) == [match]


@pytest.mark.parametrize(
    ("tagged", "mention", "word"),
    [
        ("We/PRP need/VBP help/NN at/IN the/DT summer/NN fair/JJ", "summer", True),
        ("The/DT kids/NNS loved/VBD summer/NN camp/NN", "summer", True),
        ("Time/NN to/TO get/VB winter/NN tires/NNS", "winter", True),
        ("autumn/NN leaves/NNS everywhere/RB", "autumn", True),
        ("the/DT summer/NN holidays/NNS are/VBP long/JJ", "summer", False),
        ("spring/NN break/NN is/VBZ next/JJ week/NN", "spring", False),
        ("the/DT summer/NN term/NN starts/VBZ", "summer", False),
        ("in/IN summer/NN we/PRP swim/VBP", "in summer", False),
        ("last/JJ winter/NN was/VBD cold/JJ", "last winter", False),
    ],
)
def test_a_season_as_a_nouns_attribute_is_its_kind(tagged, mention, word) -> None:
    assert _as_word(tagged, mention) is word


# batch 8's kinds. (1) a month as a subject that is here, almost done or over is the current
# one (or the one just ended); alone otherwise a name or the month in general
@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        ("can't believe February is nearly over", "February", ["February"]),
        ("October's basically done, where did it go", "October", ["October"]),
        ("December is finally here!!", "December", ["December"]),
        ("ok March has arrived and it's still snowing", "March", ["March"]),
        ("January is my favourite month", "January", []),
        ("April is coming over tonight", "April", []),
        ("June is back from Spain", "June", []),
        ("May's here with the kids", "May", []),
    ],
)
def test_a_month_that_is_here_or_over_is_the_current_one(sentence, match, kept) -> None:
    assert _check(sentence, match) == kept


@pytest.mark.parametrize(
    ("tagged", "mention", "tense"),
    [
        ("February/NNP is/VBZ nearly/RB over/RB", "February", Tense.PAST),
        ("October/NNP 's/VBZ done/VBN", "October", Tense.PAST),
        ("December/NNP is/VBZ here/RB", "December", Tense.FUTURE),
    ],
)
def test_a_month_that_is_over_is_the_latest_begun(tagged, mention, tense) -> None:
    assert _tense(tagged, mention) is tense


# (2) "next up", "up next", "coming up" announce the future, after a past sentence
@pytest.mark.parametrize(
    ("tagged", "mention", "tense"),
    [
        (
            "We/PRP lost/VBD 2/CD -/SYM 0/CD yesterday/NN !/. up/RB next/JJ Leeds/NNP on/IN "
            "Sunday/NNP",
            "on Sunday",
            Tense.FUTURE,
        ),
        (
            "The/DT season/NN was/VBD over/RB ./. coming/VBG up/RP :/: the/DT derby/NN on/IN "
            "Friday/NNP",
            "on Friday",
            Tense.FUTURE,
        ),
        (
            "Finals/NNS done/VBN ,/, next/RB up/RB the/DT party/NN on/IN Saturday/NNP",
            "on Saturday",
            Tense.FUTURE,
        ),
        ("We/PRP lost/VBD on/IN Saturday/NNP ./.", "on Saturday", Tense.PAST),
        (
            "Next/JJ up/RB was/VBD the/DT final/NN ./. We/PRP won/VBD it/PRP on/IN Sunday/NNP",
            "on Sunday",
            Tense.PAST,
        ),
    ],
)
def test_next_up_announces_the_future(tagged, mention, tense) -> None:
    assert _tense(tagged, mention) is tense


# (3) "Valentine's" is a holiday; before a meal told as one occasion it is the day
@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        ("Valentine's lunch was so cute", "Valentine's", ["Valentine's"]),
        ("any plans for valentines?", "valentines", ["valentines"]),
        ("we stayed in on Valentine’s", "on Valentine’s", ["on Valentine’s"]),
        ("I got a Valentine's card", "Valentine's", []),
    ],
)
def test_valentines_is_a_holiday(sentence, match, kept) -> None:
    assert _check(sentence, match) == kept


@pytest.mark.parametrize(
    ("tagged", "mention", "word"),
    [
        ("Valentine/NNP 's/POS dinner/NN was/VBD lovely/JJ", "Valentine 's", False),
        ("we/PRP had/VBD Valentine/NNP 's/POS brunch/NN", "Valentine 's", False),
        ("Valentine/NNP 's/POS gifts/NNS are/VBP overpriced/JJ", "Valentine 's", True),
        ("Valentine/NNP 's/POS dinner/NN is/VBZ overrated/JJ", "Valentine 's", True),
    ],
)
def test_valentines_as_a_nouns_attribute_is_its_kind(tagged, mention, word) -> None:
    assert _as_word(tagged, mention) is word


# (4) "within" a duration with no anchor, "after"/"through" a count, a weekday range that is
# a noun's attribute: no times
@pytest.mark.parametrize(
    ("sentence", "match", "clock"),
    [
        ("refunds are processed within 5 days", "within 5 days", False),
        ("I'll get back to you within a week", "within a week", False),
        ("the team replies within 24 hours", "within 24 hours", True),
        ("we were top of the league after 6 matches", "after 6", True),
        ("he was sick after 3 pints", "after 3", True),
        ("I went through 2 bottles of shampoo", "through 2", True),
        ("we got thru 4 episodes last night", "thru 4", True),
    ],
)
def test_windows_and_counts_are_no_times(sentence, match, clock) -> None:
    assert _check(sentence, match, clock) == []


@pytest.mark.parametrize(
    ("sentence", "match", "clock"),
    [
        ("results come within the next 48 hours", "the next 48 hours", False),
        ("I'm free after 4 tomorrow", "after 4 tomorrow", True),
        ("call me after 4 thanks", "after 4", True),
        ("the office is open through 3 today", "through 3 today", True),
        ("After 2020 things changed.", "After 2020", False),
    ],
)
def test_times_beside_windows_and_counts_are_kept(sentence, match, clock) -> None:
    assert _check(sentence, match, clock) == [match]


def _glued(sentence: str, tagged: str) -> list[tuple[int, str, str]]:
    """Tokens of `sentence` with their real offsets, so that "Mon-Fri" stays glued."""
    out, at = [], 0
    for item in tagged.split():
        word, tag = item.rsplit("/", 1)
        at = sentence.index(word, at)
        out.append((at, word, tag))
        at += len(word)
    return out


@pytest.mark.parametrize(
    ("sentence", "tagged", "mention", "word"),
    [
        (
            "my Monday-to-Friday commute",
            "my/PRP$ Monday/NNP -/HYPH to/IN -/HYPH Friday/NNP commute/NN",
            "Monday",
            True,
        ),
        ("a Mon-Fri job", "a/DT Mon/NNP -/HYPH Fri/NNP job/NN", "Mon-Fri", True),
        (
            "the Saturday-Sunday shift",
            "the/DT Saturday/NNP -/HYPH Sunday/NNP shift/NN",
            "Saturday-Sunday",
            True,
        ),
        (
            "I work Monday-Friday next week",
            "I/PRP work/VBP Monday/NNP -/HYPH Friday/NNP next/JJ week/NN",
            "Monday-Friday",
            False,
        ),
        (
            "open Monday - Friday hours",
            "open/JJ Monday/NNP -/HYPH Friday/NNP hours/NNS",
            "Monday - Friday",
            False,
        ),
        ("she's away Mon-Wed", "she/PRP 's/VBZ away/RB Mon/NNP -/HYPH Wed/NNP", "Mon-Wed", False),
    ],
)
def test_a_weekday_range_as_a_nouns_attribute_is_its_kind(sentence, tagged, mention, word) -> None:
    start = sentence.index(mention)
    toks = _glued(sentence, tagged)
    assert timewords.as_word(toks, start, start + len(mention)) is word


# Batch 9's kinds. (1) The tense of a clock time comes from its own part of the sentence:
# "have got" is the present of "have", and a part with no verb headed by "next" and a noun
# names what is ahead; a clock time later than the moment, told in the present, is today
@pytest.mark.parametrize(
    ("tagged", "mention", "tense"),
    [
        (
            "I/PRP 've/VBP got/VBN a/DT dentist/NN appointment/NN on/IN Friday/NNP",
            "on Friday",
            Tense.FUTURE,
        ),
        ("She/PRP has/VBZ got/VBN her/PRP$ exam/NN in/IN June/NNP", "in June", Tense.FUTURE),
        ("I/PRP 've/VBP got/VBN to/TO leave/VB at/IN 5/CD", "at 5", Tense.FUTURE),
        (
            "We/PRP have/VBP n't/RB got/VBN anything/NN on/IN Sunday/NNP",
            "on Sunday",
            Tense.FUTURE,
        ),
        (
            "Sent/VBD the/DT invoice/NN at/IN 8:15/CD ,/, next/JJ call/NN at/IN 2/CD pm/NN",
            "at 2 pm",
            Tense.FUTURE,
        ),
        (
            "Finished/VBN the/DT audit/NN ,/, our/PRP$ next/JJ review/NN on/IN Friday/NNP",
            "on Friday",
            Tense.FUTURE,
        ),
        (
            "I/PRP 've/VBP just/RB got/VBN back/RB from/IN Lisbon/NNP on/IN Sunday/NNP",
            "on Sunday",
            Tense.PAST,
        ),
        ("I/PRP had/VBD got/VBN there/RB at/IN 9/CD", "at 9", Tense.PAST),
        ("Next/JJ time/NN we/PRP met/VBD was/VBD on/IN Friday/NNP", "on Friday", Tense.PAST),
        (
            "Sent/VBD the/DT invoice/NN at/IN 8:15/CD ,/, then/RB lunch/NN at/IN 1/CD",
            "at 8:15",
            Tense.PAST,
        ),
    ],
)
def test_a_clock_time_takes_the_tense_of_its_own_part(tagged, mention, tense) -> None:
    assert _tense(tagged, mention) is tense


def test_a_clock_time_later_today_told_in_the_present_is_today() -> None:
    options = [
        Occurrence(datetime(2024, 3, d, 18), datetime(2024, 3, d, 19), "hour", "hour")
        for d in (11, 12, 13)
    ]
    assert settle(options[2], options, REF, Tense.FUTURE).start == datetime(2024, 3, 12, 18)
    assert settle(options[2], options, REF, Tense.PAST).start == datetime(2024, 3, 11, 18)


# (2) A date told as past: the ground of a comparison ("than in March"), and a past verb
# after a verb of seeing whose object is its subject ("I can see it left on March 4")
@pytest.mark.parametrize(
    ("tagged", "mention", "tense"),
    [
        (
            "The/DT garden/NN looks/VBZ way/RB greener/JJR than/IN in/IN February/NNP",
            "in February",
            Tense.PAST,
        ),
        (
            "Rent/NN is/VBZ cheaper/JJR than/IN at/IN Christmas/NNP ,/, weirdly/RB",
            "at Christmas",
            Tense.PAST,
        ),
        (
            "I/PRP can/MD tell/VB it/PRP shipped/VBD on/IN Monday/NNP",
            "on Monday",
            Tense.PAST,
        ),
        (
            "You/PRP 'll/MD see/VB she/PRP signed/VBD it/PRP on/IN April/NNP 2/CD",
            "on April 2",
            Tense.PAST,
        ),
        ("Send/VB it/PRP no/RB later/RB than/IN March/NNP 4/CD", "March 4", Tense.FUTURE),
        (
            "Let/VB 's/PRP go/VB in/IN June/NNP rather/RB than/IN in/IN May/NNP",
            "in May",
            Tense.FUTURE,
        ),
        ("Can/MD you/PRP come/VB on/IN Friday/NNP ?/.", "on Friday", Tense.FUTURE),
        ("Did/VBD you/PRP see/VB the/DT game/NN on/IN Sunday/NNP ?/.", "on Sunday", Tense.PAST),
    ],
)
def test_a_date_told_as_past_is_the_latest(tagged, mention, tense) -> None:
    assert _tense(tagged, mention) is tense


# (3) A date that runs into a number after a comma stops at the date: the number is a count
# (Duckling reads it as a two-digit year), not a year or a clock time
@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        ("Party on June 3, 30 guests so far", "on June 3, 30", ["on June 3"]),
        ("the audit is on the 9th, 14 pages to go", "on the 9th, 14", ["on the 9th"]),
        (
            "closed July 4 to July 6, up to 20 staff off",
            "July 4 to July 6, up to 20",
            ["July 4 to July 6"],
        ),
        ("we ship on Monday, 10% off everything", "on Monday, 10", ["on Monday"]),
        ("see you on the 5th, 8 sharp", "on the 5th, 8 sharp", ["on the 5th, 8 sharp"]),
        ("see you Friday, 7 ok?", "Friday, 7", ["Friday, 7"]),
        ("born on March 3, 1990", "on March 3, 1990", ["on March 3, 1990"]),
    ],
)
def test_a_date_stops_before_a_count_after_a_comma(sentence, match, kept) -> None:
    assert _check(sentence, match, clock=False) == kept


# (4) No times: "in" a duration after a measure or a negated perfect (how long, not when),
# "now" alone (the moment it is said), a part of the day in a routine of these days, the
# weekend as a noun's attribute
@pytest.mark.parametrize(
    ("sentence", "match", "clock"),
    [
        ("lunchtime swim, 40 lengths in 30 minutes", "in 30 minutes", True),
        ("new PB: 12km in 58 minutes!", "in 58 minutes", True),
        ("I haven't seen my brother in 4 years", "in 4 years", False),
        ("I haven't slept properly in 2 days", "in 2 days", False),
        ("first decent sleep in 3 weeks", "in 3 weeks", False),
        ("hottest May in 20 years apparently", "in 20 years", False),
        ("brb, rebooting now", "now", True),
        ("I replied to her just now", "just now", True),
        ("sorry, busy right now", "right now", True),
    ],
)
def test_durations_and_now_are_no_times(sentence, match, clock) -> None:
    assert _check(sentence, match, clock) == []


@pytest.mark.parametrize(
    ("sentence", "match", "clock"),
    [
        ("I'll be there in 20 minutes", "in 20 minutes", True),
        ("table for 2 in 20 minutes please", "in 20 minutes", True),
        ("we've got a call in 10 minutes", "in 10 minutes", True),
        ("from now on we split the bill", "from now on", True),
        ("my best friend arrives in 2 weeks", "in 2 weeks", False),
        ("the first bus comes in 20 minutes", "in 20 minutes", True),
    ],
)
def test_times_beside_durations_and_now_are_kept(sentence, match, clock) -> None:
    assert _check(sentence, match, clock) == [match]


@pytest.mark.parametrize(
    ("sentence", "match", "habit"),
    [
        ("I take 1 tablet in the evening and 2 at lunch now", "in the evening", True),
        ("We walk the dog in the afternoon nowadays.", "in the afternoon", True),
        ("I'm flying out in the morning, exhausted now", "in the morning", False),
        ("half a tablet in the morning and 1 at bedtime", "in the morning", True),
        ("give him 5ml in the evening, 5ml at lunch", "in the evening", True),
        ("I have 1 meeting in the morning", "in the morning", False),
        ("can't talk right now, call me in the evening", "in the evening", False),
        ("call me in the evening, busy right now", "in the evening", False),
    ],
)
def test_a_part_of_the_day_in_a_routine_of_these_days_is_a_habit(sentence, match, habit) -> None:
    start = sentence.index(match)
    assert habitual(sentence, start, start + len(match)) is habit


@pytest.mark.parametrize(
    ("tagged", "mention", "word"),
    [
        ("we/PRP need/VBP weekend/NN support/NN", "weekend", True),
        ("who/WP is/VBZ on/IN the/DT weekend/NN rota/NN ?/.", "weekend", True),
        ("any/DT weekend/NN plans/NNS ?/.", "weekend", False),
        ("a/DT weekend/NN trip/NN to/IN Rome/NNP", "weekend", False),
        ("see/VB you/PRP this/DT weekend/NN", "this weekend", False),
    ],
)
def test_the_weekend_as_a_nouns_attribute_is_its_kind(tagged, mention, word) -> None:
    assert _as_word(tagged, mention) is word


# (1, widened) A time of day that ends a part of its own after a comma, a noun before it and
# no verb, is a line of a schedule: not in the tense of the clause before it, the nearest
@pytest.mark.parametrize(
    ("tagged", "mention", "clock", "tense"),
    [
        (
            "Ran/VBD errands/NNS all/DT morning/NN ,/, pickup/NN at/IN 3:15/CD",
            "at 3:15",
            True,
            Tense.NEAREST,
        ),
        (
            "Finished/VBD the/DT report/NN ,/, standup/NN at/IN 10:30/CD",
            "at 10:30",
            True,
            Tense.NEAREST,
        ),
        ("At/IN 6/CD pm/NN ,/, we/PRP left/VBD", "At 6 pm", True, Tense.PAST),
        ("We/PRP left/VBD ,/, at/IN 6/CD pm/NN", "at 6 pm", True, Tense.PAST),
        (
            "We/PRP went/VBD to/IN Paris/NNP ,/, London/NNP in/IN June/NNP",
            "in June",
            False,
            Tense.PAST,
        ),
    ],
)
def test_a_time_of_day_in_a_line_of_its_own_is_the_nearest(tagged, mention, clock, tense) -> None:
    toks = tokens(tagged)
    text = " ".join(t[1] for t in toks)
    start = text.index(mention)
    assert tense_at(toks, start, start + len(mention), clock) is tense


# Batch 10 kind 2: a move "X to Y" is two dates; a day of the month listed with another by
# "and" is a date; "march" before a count of miles is the verb, before a day the month
@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        (
            "could we shift the review on friday to next tuesday?",
            "on friday to next tuesday",
            ["on friday", "next tuesday"],
        ),
        (
            "they bumped my slot from the 3rd to the 8th",
            "from the 3rd to the 8th",
            ["the 3rd", "the 8th"],
        ),
        (
            "I'm away from friday to next tuesday",
            "from friday to next tuesday",
            ["from friday to next tuesday"],
        ),
        ("we arrive the 3rd and fly home the 9th", "the 3rd", ["the 3rd"]),
        ("the 1st and the 2nd floor", "the 1st", []),
        ("we had to march 10 miles", "march 10", []),
        ("the fair is may 9", "may 9", ["may 9"]),
    ],
)
def test_moves_and_lists_of_dates(sentence, match, kept) -> None:
    assert _check(sentence, match) == kept


def test_a_range_from_a_day_of_the_month_to_a_fixed_end_starts_at_the_latest() -> None:
    end = datetime(2027, 1, 2)
    values = [Occurrence(datetime(2026, m, 23), end, "interval", "day") for m in (11, 10, 9)]
    o = latest_start(values)
    assert o is not None and (o.start, o.end) == (datetime(2026, 12, 23), end)
    months = [
        Occurrence(datetime(2019, m, 1), datetime(2019, 10, 1), "interval", "month") for m in (5, 6)
    ]
    assert latest_start(months) is None  # "from May to September of 2019"


# Batch 10 kind 3: a weekday cut short ("sat", "wed") is a day after a word that introduces
# one ("on", "by", "this", "see you"); else a word ("I sat", "the SAT", "the sun", "we wed")
@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        ("pay the rent by fri pls", "fri", ["fri"]),
        ("this tues works for me", "this tues", ["this tues"]),
        ("cya on thurs", "on thurs", ["on thurs"]),
        ("see ya sun!", "sun", ["sun"]),
        ("the SAT is in june", "SAT", []),
        ("we lay in the sun", "sun", []),
        ("they wed in may", "wed in may", ["in may"]),
        ("she sat on monday's train", "sat", []),
        ("I'm in the office thru fri", "fri", ["fri"]),
        ("table booked for sat", "sat", ["sat"]),
        ("hoping for sun this weekend", "sun", []),
    ],
)
def test_a_weekday_cut_short_is_a_day_only_when_introduced(sentence, match, kept) -> None:
    assert _check(sentence, match) == kept


# Batch 10 kind 5: no times. A match across a comma into a time of its own is two; idioms
# ("sunday best", "march in place"); a future told from the past ("said they'd be done in a
# week"); a clock time in a rule about days in the plural; a weekday and a part of the day
# before a plural noun (a title or a kind)
@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        (
            "we host before easter, next year it's my sister's turn",
            "before easter, next year",
            ["before easter", "next year"],
        ),
        (
            "the recital is the 2nd week of june, friday probably",
            "the 2nd week of june, friday",
            ["the 2nd week of june", "friday"],
        ),
        ("see you Monday, March 3", "Monday, March 3", ["Monday, March 3"]),
        ("put on your sunday best", "sunday", []),
        ("we were told to march along the river", "march", []),
        ("the plumber told us he'd be done in 2 days, still waiting", "in 2 days", []),
        ("the plumber told us he'd be done in 2 days", "in 2 days", ["in 2 days"]),
        ("he'll be done in 2 days", "in 2 days", ["in 2 days"]),
    ],
)
def test_merged_idioms_and_reported_durations_are_no_times(sentence, match, kept) -> None:
    assert _check(sentence, match) == kept


@pytest.mark.parametrize(
    ("sentence", "match", "habit"),
    [
        ("the gym opens at 6:30 on saturdays not 7", "7", True),
        ("swim club is 5:45 every thursday", "5:45", True),
        ("meet me at 3:30, I walk the dog every morning", "at 3:30", False),
        ("the gym opens at 6:30 tomorrow", "at 6:30", False),
    ],
)
def test_a_clock_time_in_a_rule_about_days_is_a_habit(sentence, match, habit) -> None:
    start = sentence.rindex(match)
    assert habitual(sentence, start, start + len(match)) is habit


@pytest.mark.parametrize(
    ("tagged", "mention", "word"),
    [
        ("saturday/NNP morning/NN cartoons/NNS are/VBP the/DT best/JJS", "saturday morning", True),
        ("sunday/NNP night/NN games/NNS are/VBP back/RB", "sunday night", True),
        ("friday/NNP night/NN drinks/NNS ?/.", "friday night", False),
        ("see/VB you/PRP friday/NNP night/NN", "friday night", False),
    ],
)
def test_a_weekday_and_part_of_the_day_before_a_plural_noun_is_its_kind(
    tagged, mention, word
) -> None:
    assert _as_word(tagged, mention) is word


# Batch 10 kind 4: "in" a bare count after a word of coming or being ready is minutes, as
# chat says them (this was no time before: "I'll be there in 5")
@pytest.mark.parametrize(
    ("sentence", "match"),
    [
        ("I'll be there in 5.", "in 5"),
        ("omw, be there in 20", "in 20"),
        ("brb, back in 15", "in 15"),
        ("give me a sec, ready in ten", "in ten"),
    ],
)
def test_in_a_bare_count_after_a_word_of_coming_is_minutes(sentence, match) -> None:
    assert _check(sentence, match, clock=True) == [match]


def _glued_as_word(tagged: str, mention: str) -> bool:
    """`as_word` on `tagged`, its words joined by spaces but a hyphen glued ("drop-in")."""
    sentence = " ".join(item.rsplit("/", 1)[0] for item in tagged.split()).replace(" - ", "-")
    toks = _glued(sentence, tagged)
    m = re.search(rf"\b{re.escape(mention)}\b", sentence)
    assert m is not None
    return timewords.as_word(toks, m.start(), m.end())


@pytest.mark.parametrize(
    ("tagged", "mention", "word"),
    [
        ("is/VBZ the/DT sunday/NNP drop/VB -/HYPH in/RP session/NN still/RB on/IN", "sunday", True),
        ("we/PRP got/VBD the/DT monday/NNP check/VB -/HYPH in/RP email/NN", "monday", True),
        ("she/PRP bought/VBD the/DT friday/NNP feeling/VBG bundle/NN", "friday", True),
        ("on/IN the/DT saturday/NNP leaving/VBG work/NN i/PRP saw/VBD her/PRP", "saturday", False),
        ("see/VB you/PRP saturday/NNP at/IN the/DT clinic/NN", "saturday", False),
        ("the/DT friday/NNP mid/JJ -/HYPH morning/NN slot/NN", "friday", False),
        ("we/PRP 're/VBP reading/VBG the/DT october/NNP country/NN", "october", True),
        ("have/VBP you/PRP seen/VBN the/DT march/NNP issue/NN", "march", True),
        ("we/PRP missed/VBD the/DT june/NNP deadline/NN", "june", False),
        ("it/PRP 's/VBZ due/JJ by/IN the/DT june/NNP recital/NN", "june", False),
        ("in/IN october/NNP country/NN music/NN is/VBZ big/JJ", "october", False),
        ("how/WRB do/VBP you/PRP say/VB to/IN march/NNP in/IN french/JJ", "march", True),
        ("how/WRB to/IN march/NNP in/IN step/NN", "march", True),
        ("it/PRP got/VBD pushed/VBN to/IN march/NNP", "march", False),
        ("the/DT deadline/NN was/VBD extended/VBN to/IN march/NNP", "march", False),
        ("from/IN jan/NNP to/IN march/NNP we/PRP were/VBD away/RB", "march", False),
    ],
)
def test_weekdays_and_months_as_attributes_or_march_the_verb(tagged, mention, word) -> None:
    assert _glued_as_word(tagged, mention) is word


# Batch 11, the precision filter by kind: counts "N of M", a number cut off before its unit,
# a clock-looking length, a part of the day before "sun", "the day" after a preposition
@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        ("chapter 2 of 12 done, only ten to go", "2 of 12", []),
        ("we're on game 3 of 7 tonight", "3 of 7 tonight", ["tonight"]),
        ("be there at 10 of 5", "10 of 5", ["10 of 5"]),
        ("the booster comes after 6 weeks", "after 6", []),
        (
            "do kittens need the third one after 8 weeks or 12?",
            "the third one after 8",
            ["the third one"],
        ),
        ("see you after 4 tomorrow", "after 4 tomorrow", ["after 4 tomorrow"]),
        ("is the second one after 6 weeks or 8?", "one after 6 weeks", ["after 6 weeks"]),
        ("meet me at ten after 6", "ten after 6", ["ten after 6"]),
        ("the podcast is 48:10, can you trim it down to 40:00", "40:00", []),
        ("the video is 3:15 long, too long for the feed", "3:15", []),
        ("let's meet at 2:30 to cut the cake", "at 2:30", ["at 2:30"]),
        ("can we move it to 2:30", "2:30", ["2:30"]),
        ("my tomatoes get morning sun but the basil is in shade", "morning sun", []),
        ("we lay in the afternoon sunshine", "in the afternoon", []),
        ("tomorrow afternoon sun is forecast", "tomorrow afternoon sun", ["tomorrow"]),
        ("in the morning i'll call you", "in the morning", ["in the morning"]),
        ("pay the deposit now and the rest on the day", "on the day", []),
        ("back in the day we had no phones", "in the day", []),
        ("this week is packed", "this week", ["this week"]),
    ],
)
def test_counts_lengths_and_words_that_look_like_times(sentence, match, kept) -> None:
    assert _check(sentence, match, clock=True) == kept


@pytest.mark.parametrize(
    ("sentence", "match", "habit"),
    [
        ("he takes 3 drops in his left ear in the morning and 2 at night", "in the morning", True),
        ("the cafe opens at 7:30 on weekdays and 9 on sundays", "7:30", True),
        ("in the morning i'll call you", "in the morning", False),
        ("at 5:30 tomorrow works for me, i'm free on weekdays after that", "at 5:30", False),
    ],
)
def test_doses_and_clock_times_on_weekdays_are_habits(sentence, match, habit) -> None:
    start = sentence.index(match)
    assert habitual(sentence, start, start + len(match)) is habit


@pytest.mark.parametrize(
    ("sentence", "match", "kept"),
    [
        ("the plumber said he would be here in 2 hours and that was yesterday", "in 2 hours", []),
        ("she promised it would ship in 5 days, that was 2 weeks ago", "in 5 days", []),
        ("she said she'd call in 20 minutes", "in 20 minutes", ["in 20 minutes"]),
    ],
)
def test_a_reported_future_whose_time_is_past_is_no_time(sentence, match, kept) -> None:
    assert _check(sentence, match) == kept
