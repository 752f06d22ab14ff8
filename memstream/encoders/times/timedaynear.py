"""The half of the day a later clock time has after a day with a clock time or hours of its own
(`timeeventday.py`; tests/data/timeexpr.md, "read against a date named before it"): the twelve
hours around the day's own clock time ("mon at 6am, ... he wants them penned by 5:45": 05:45),
and after hours of its own the reading nearest those hours, before their start or after their
end ("wed between 2 and 4 ... by 1:45": 13:45; "sat 10-4 is the fair. gazebos down by 5":
17:00, not 05:00; "shift is fri 9-5. need to be home by 6": 18:00; "interview fri 10-11. need
the suit ironed by 9": 09:00). Also the measures that tell no count of a plan's things
(`MEASURES`).
"""

from __future__ import annotations

from memstream.encoders.times.timemention import Mention

#: Measures other than time after a figure ("95 degrees", "20 percent", "5 quid", "3 kg"): a
#: measure of the moment, no count of a plan's things (`timeeventday._COUNT`).
MEASURES = (
    r"(degrees?|deg|percent|pc|per\s+cent|k|km|kms|miles?|mph|kph|kg|kgs|kilos?|lbs?|pounds?|"
    r"quid|bucks|dollars?|euros?|grand|pts|points)"
)


def _near(hour: int) -> tuple[int, int]:
    """The twelve hours around `hour`: a later clock time's nearest half."""
    return (max(0, hour - 6), min(24, hour + 6))


def near_hours(day: Mention, clock: Mention) -> tuple[int, int]:
    """The window of hours the clock time is read in after the day's own clock time or hours:
    around the clock time (a single hour), else around the reading of the clock time nearest
    the day's hours (before their start or after their end)."""
    o = day.chosen
    if o.grain != "interval":
        return _near(o.start.hour)
    begin = o.start.hour + o.start.minute / 60
    finish = begin + (o.end - o.start).total_seconds() / 3600
    at = clock.chosen.start
    base = at.hour % 12 + at.minute / 60
    best = min((base, base + 12), key=lambda h: max(begin - h, h - finish, 0.0))
    return _near(int(best))
