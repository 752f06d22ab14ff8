"""The passes that read a message's time mentions against each other, in order: an offset
from the date named before it, a clock time on the day named before it, a range of weekdays in
the week named after it, a part of the month, ... Each pass lives in its own module and takes
the mentions kept so far; the order is the one the time sets were measured with
(`benchmarks.timeexpr`), as a later pass reads what an earlier one joined.
`timeexpr.TimeResolver` asks `read_together` once a text piece."""

from __future__ import annotations

from datetime import datetime

from memstream.encoders.times import (
    timeagotoday,
    timebeforeclock,
    timeclockdays,
    timeclocknext,
    timeclockonday,
    timedateoffset,
    timedaylist,
    timeeventday,
    timejoinedhour,
    timejoins,
    timelater,
    timemeals,
    timemeridiem,
    timemessageday,
    timemonthdays,
    timemonthparts,
    timenextdate,
    timenightend,
    timenowclock,
    timenumbered,
    timeoffsets,
    timeslang,
    timethatday,
    timethatweek,
    timethenafter,
    timetheweekday,
    timethispart,
    timetonightgone,
    timeweekdayafter,
    timeweekend,
    timeweekheading,
    timeweekof,
    timeyearmonth,
)
from memstream.encoders.times.timemention import Mention


def read_together(text: str, wall: datetime, kept: list[Mention]) -> list[Mention]:
    """The mentions with those read against another beside them: an offset, a clock time on
    the day named before it, a range of weekdays in the week named after it, ..."""
    kept = timethispart.on_this_part(text, kept, wall)  # "this arvo at 2:15": today's
    # "the 3rd, ping me a day before", "friday morning before our 2pm ferry": read
    # against the date named before them
    kept = timeclockonday.on_named_day(text, kept)
    kept = timeclockdays.ranges_on_day(text, timeclockdays.joined_clocks(text, kept))
    kept = timejoinedhour.joined_hours(text, kept)  # "sun 9:30 and 11?": Sunday's 11:00
    kept = timeoffsets.from_weekday(kept, wall)  # "a week from friday": the friday after
    kept = timeoffsets.week_on(text, kept, wall)  # "a fortnight on friday"
    kept = timeweekdayafter.weekday_after(text, kept)  # "the 14th, the cleaners the tuesday after"
    kept = timejoins.alternatives(text, kept)  # "june 26? or the 19th": that June's
    kept = timemonthdays.in_named_month(text, kept)  # "rota for april, got the 10th off"
    kept = timemonthdays.around_range(text, kept, wall)  # "8-10 may, we drive down on the 6th"
    kept = timemonthdays.in_holiday_month(text, kept)  # "diwali is on the 8th": november's
    kept = timelater.later_on_day(text, kept)  # "on sunday, kick off at 2:30"
    kept = timelater.weekday_beside(text, kept)  # "sat 9am before christmas"
    kept = timeclocknext.after_clock(text, kept)  # "leaves at 9:40, home at 6": 18:00
    kept = timelater.week_ranges(kept, wall)  # "from monday to wednesday next week"
    kept = timejoins.since_before(text, kept)  # "since the weekend"
    kept = timeweekend.weekends(text, kept)  # "the weekend of the 23rd", "easter weekend"
    kept = timedaylist.day_lists(text, kept)  # "mon tues weds next week"
    kept = timeweekheading.in_heading_week(text, kept)  # "next week i'm off mon and tue"
    kept = timemeals.lunch_days(kept)  # "tmrw at lunch": tomorrow
    kept = timeslang.chat_parts(text, kept)  # "thurs arvo", "sunday nite"
    kept = timeweekof.week_of(text, kept)  # "week of june 16": its week
    kept = timemonthparts.month_parts(text, kept)  # "the end of next month": its last third
    kept = timetonightgone.gone_tonight(text, kept, wall)  # "tonight was unreal", at 01:20
    kept = timenextdate.next_month_days(text, kept)  # "next march 3rd": that day
    kept = timeyearmonth.month_of_year(text, kept)  # "4 years ago in october"
    kept = timeagotoday.ago_today(text, kept)  # "3 years ago today": that day
    kept = timemessageday.on_message_day(text, kept, wall)  # "gig friday 🎸 doors at 7pm"
    kept = timeeventday.on_event_day(text, kept, wall)  # "on the 26th!! ... come from 2"
    kept = timethenafter.then_after(text, kept)  # "fri at 10pm then kebab at 2am": Saturday's
    kept = timenightend.night_end(text, kept, wall)  # "last night, -2 inside by 6am"
    kept = timethatday.that_day(text, kept)  # "the 13th ... at 8am that day"
    kept = timethatweek.that_week(text, kept)  # "the show on the 21st ... that weekend"
    kept = timetheweekday.the_weekday(text, kept)  # "finals are march 6-7 ... on the friday"
    kept = sorted(kept + timedateoffset.offsets(text, kept), key=lambda m: m.start)
    kept = timemeridiem.marked_after(text, kept)  # "at 7? pm obviously"
    kept = timenowclock.present_clocks(text, kept, wall)  # "it's 2am", said at 02:10
    kept = timebeforeclock.within_day(kept)  # "lanes are free before 9"
    return [m for m in kept if not timenumbered.numbered(text, m.start, m.end)]  # "0.5 ppm"
