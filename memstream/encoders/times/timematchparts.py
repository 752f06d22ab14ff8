"""The parts of one of Duckling's matches that are times: none (a figure that only looks
like one: "lap 1:12.408"), the match itself, or narrower parts to read again ("jan 3, 8am
pickup": the day and the clock time; "sat 9am | before xmas"; "for june | on the 3rd at
10am"; "monday | at 214" in a message of trade; "quiz night | the 9th"; "thu-sat |
now"; "$12.50 | by thursday"; "01632 960 123 | by 5pm"; "her SAT | on may 2"; "in 9 |
today"; "the next one | late june"; "the | june | one | next week"; "since 6 | bc of ...";
"coat 1 | sat morning"; "the 8 | from last tuesday"; "mod 2 | tmrw at 11:06"; "£40 a |
night from sept 1st"; "duty 318 | tmrw"; "from | the 20th, 9-5 mon to fri"; "aug 2, | aug
16"; "none | today"; "7:45 | by end of the month"), none for a rate's unit, a
share, a week's working hours or a kind of shift ("8 hrs a week", "after the 10% off", "9-5
every weekday", "on 5am starts"), for a count in a row or a prank ("the 3rd night in a
row", "an april fool").
`TimeResolver` asks `parts` first."""

from __future__ import annotations

from typing import Any

from memstream.encoders.times import (
    timeacronyms,
    timeagoverb,
    timebecause,
    timebyend,
    timecommatail,
    timecountday,
    timedaytook,
    timeeverypart,
    timefigurehead,
    timefigures,
    timeforready,
    timegamecalendar,
    timehowabout,
    timeinarow,
    timeinhead,
    timelater,
    timemonthlist,
    timemonthone,
    timemonths,
    timemonthstop,
    timenone,
    timenumberdayclock,
    timenumberfrom,
    timenumberlooks,
    timeonin,
    timeordinalthing,
    timephonehead,
    timeprank,
    timepricehead,
    timepronoun,
    timeracetarget,
    timeracetime,
    timerateunit,
    timeroomnumber,
    timeseasonword,
    timeunitcompound,
    timeweekdaystop,
    timeweekof,
    timeworkhours,
)
from memstream.encoders.times.timefilter import check
from memstream.encoders.times.timenightnoun import night_kind, night_noun
from memstream.encoders.times.timenowtail import now_glued

#: Rates, numbers and routines that look like times: "£40 a | night from sept 1st", "after
#: the 10% off", "duty 318 | tmrw", "9-5 mon to fri", "on 5am starts".
_RATES_AND_ROUTINES = (
    timerateunit.rate_from,
    timenumberlooks.number_parts,
    timeworkhours.routine_parts,
)

#: A match's part, (start, end) in the text.
Span = tuple[int, int]


def parts(text: str, start: int, stop: int, value: dict[str, Any], clock: bool) -> list[Span]:
    """The parts of the match text[start:stop] that are times; `value`: Duckling's value,
    `clock`: read as a time of day."""
    figures = timefigures.spans(text, start, stop)  # "lap 1:12.408", "monday at 214"
    if figures is None:  # "39.1 | this morning", "5h left", "odds of 7/2"
        figures = timefigurehead.figure_head(text, start, stop)
    if figures is not None:
        return figures
    if timeinarow.counted_in_row(text, start, stop) or timeprank.prank(text, start, stop):
        return []  # "the 2nd night in a row": a count; "an april fools": the prank
    if timeagoverb.in_before_ago(text, start, stop) or timegamecalendar.game_season(
        text, start, stop
    ):
        return []  # "went in | 3 days ago": the verb's "in"; "year 3 spring": a game's season
    if timeracetarget.target(text, start, stop):
        return []  # "doing the half sunday, her goal is 1:55": a race time
    if timeordinalthing.elided(text, start, stop) or timeseasonword.no_season(text, start, stop):
        return []  # "the 2nd croissant was better than the 1st", "tryouts for next season"
    if (noun := timeseasonword.noun_season(text, start, stop)) is not None:
        return noun  # "last job was a fall | at 22:30": the tumble, then the clock time
    for rule in _RATES_AND_ROUTINES:  # "£40 a | night from sept 1st", "9-5 mon to fri"
        found = rule(text, start, stop)
        if found is not None:
            return found
    kind = night_kind(text, start, stop)  # "this night bus": the bus
    if kind is not None:
        return kind
    own = (
        night_noun(text, start, stop)
        or timecommatail.comma_tail(text, start, stop)  # "at 8, 1.5k sold": the clock time
        or now_glued(text, start, stop)
        or timedaytook.day_then_length(text, start, stop)  # "this morning | in 1:12:40"
        or timepricehead.after_price(text, start, stop)
        or timephonehead.after_phone(text, start, stop)  # "01632 960 123 | by 5pm"
        or timeacronyms.after_acronym(text, start, stop)
        or timepronoun.after_pronoun(text, start, stop)  # "the last one | early may"
        or timemonthone.month_one(text, start, stop)  # "the | june | one | next week"
        or timepronoun.object_before(text, start, stop)  # "this | since easter"
        or timemonthstop.month_parts(text, start, stop)  # "end of jan. | lunch tmrw"
        or timeweekdaystop.weekday_stop(text, start, stop)  # "6:45 thurs | . 58 ppl"
        or timemonthlist.listed_months(text, start, stop)  # "aug 2, | aug 16"
        or timebecause.before_because(text, start, stop)  # "since 6 | bc of ...": no era
        or timebecause.since_because(text, start, stop)  # "since | this week's a mess"
        or timeweekof.day_of_week(text, start, stop)
        or timeunitcompound.compound_unit(text, start, stop)  # "month-to-|month after sept 30"
        or timeinhead.day_after_count(text, start, stop)
        or timeonin.on_before_in(text, start, stop)  # "goes on | in 7 days"
        or timenone.none_head(text, start, stop)  # "none | today": no noon
        or timebyend.figure_by_end(text, start, stop)  # "3.12 | by end of june"
        or timeeverypart.span_after_every(text, start, stop)  # "every evening | this week"
        or timeforready.day_arranged(text, start, stop)  # "the cake for the 14th is ready"
        or timehowabout.after_how_about(text, start, stop)  # "how about | the 21st"
        or timecountday.count_before_day(text, start, stop)  # "coat 1 | sat morning"
        or timenumberfrom.count_from_day(text, start, stop)  # "the 8 | from last tuesday"
        or timenumberdayclock.number_before_day(text, start, stop)  # "mod 2 | tmrw at 11:06"
        or timeracetime.pace_tail(text, start, stop)  # "last sunday | at 5:52/km"
        or timeracetime.race_head(text, start, stop)  # "ran 3:41 | in may"
        or timeroomnumber.room_tail(text, start, stop)  # "monday at 3:30 | in 412"
    )
    if own is not None:  # "quiz night | the 9th", "thu-sat | now", "$12.50 | by thursday"
        return own
    return (  # "jan 3, 8am pickup": the day and the clock time, as two
        timelater.comma_clock(text, start, stop)
        or timelater.beside_day(text, start, stop, value)  # "sat 9am | before xmas"
        or timemonths.for_month_on_day(text, start, stop)  # "for april | on the 15th at 9am"
        or check(text, start, stop, clock=clock)
    )
