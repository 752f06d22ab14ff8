"""The learned occurrence chooser of the research spike (research/time_occurrence*.py): the
periods read from an expression's words, its alternatives on the other side of the speaking
time, their labelling against a label, and θ chosen without the batch it is used on; on
sentences and labels written here."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta, timezone

import pytest

from benchmarks.timeexpr_set import Label
from research.time_occurrence import Pick, choose_theta, gain, held_out
from research.time_occurrence_rows import alternatives, hits, length, periods

SAID = datetime(2026, 3, 4, 12, 0, 30, tzinfo=UTC)  # a Wednesday, just after noon
DAY = timedelta(days=1)


def at(day: int, hour: int = 0, month: int = 3, tz: timezone = UTC) -> datetime:
    return datetime(2026, month, day, hour, tzinfo=tz)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("next fri", ("week",)),
        ("Thurs.", ("week",)),
        ("in june", ("year",)),
        ("xmas", ("year",)),
        ("diwali", ("year",)),
        ("summer", ("year",)),
        ("june 2025", ()),  # a written year: no other year is meant
        ("the 5th", ("month",)),
        ("june 5th", ("year",)),  # the month is written: the month does not repeat
        ("at 3", ("half-day", "day")),
        ("3pm", ("half-day", "day")),
        ("15:00", ("half-day", "day")),
        ("fri at 3", ("week", "half-day")),  # the day is named: no day's move
        ("tmrw at 3pm", ("half-day",)),
        ("tomorrow", ()),
        ("3 weeks", ()),
    ],
)
def test_periods_are_read_from_the_words_alone(text: str, want: tuple[str, ...]) -> None:
    assert periods(text) == want


def test_a_weekday_moves_to_the_other_side_of_the_speaking_time_only() -> None:
    # read as the coming Friday (after the speaking time): only last Friday is an alternative
    alts = alternatives("friday", at(6), at(7), SAID)
    assert [(a.period, a.step, a.start, a.end) for a in alts] == [
        ("week", -1, at(27, month=2), at(28, month=2))
    ]
    # read as last Friday: only the coming one
    alts = alternatives("friday", at(27, month=2), at(28, month=2), SAID)
    assert [(a.step, a.start) for a in alts] == [(1, at(6))]


def test_a_clock_time_moves_twelve_hours_both_ways_and_a_day_across_the_speaking_time() -> None:
    alts = alternatives("at 3", at(4, 3), at(4, 4), SAID)  # 03:00 today, before noon
    got = {(a.period, a.step): a.start for a in alts}
    assert got == {
        ("half-day", -1): at(3, 15),  # yesterday 15:00, also before: kept, 12 hours go both ways
        ("half-day", 1): at(4, 15),
        ("day", 1): at(5, 3),  # tomorrow 03:00; yesterday's 03:00 is on the same side: not kept
    }


def test_moves_are_made_on_the_speakers_calendar() -> None:
    east = timezone(timedelta(hours=5))
    said = SAID.astimezone(east)
    # the reading in UTC, as references are written: local Friday 6 March at +05:00
    start = at(6, tz=east).astimezone(UTC)
    alts = alternatives("fri", start, start + DAY, said)
    assert [a.start for a in alts] == [at(27, month=2, tz=east)]
    assert alts[0].start.utcoffset() == timedelta(hours=5)


def test_an_alternative_is_right_when_it_is_the_labels_interval_to_the_minute() -> None:
    alt = alternatives("friday", at(6), at(7), SAID)[0]
    assert hits(alt, Label("friday", at(27, month=2), at(28, month=2), "day"))
    assert not hits(alt, Label("friday", at(6), at(7), "day"))  # the rules' own reading
    assert not hits(alt, Label("friday", at(27, month=2), at(27, 18, month=2), "interval"))
    clock = alternatives("at 3", at(4, 3) + timedelta(seconds=20), at(4, 4), SAID)
    label = Label("at 3", at(4, 15), at(4, 16), "hour")
    assert [a.period for a in clock if hits(a, label)] == ["half-day"]


def pick(p: float, right: bool, resolved: bool) -> Pick:
    return Pick(0, p, right, resolved, "week", None if resolved else "which occurrence", 0)


def test_theta_weighs_fixed_against_broken() -> None:
    picks = [pick(0.9, True, False), pick(0.6, False, True), pick(0.55, True, False)]
    assert gain(picks, 0.5) == 1 and gain(picks, 0.7) == 1 and gain(picks, 0.95) == 0
    assert choose_theta(picks) == 0.85  # the larger θ of those that fix one and break none
    assert choose_theta([pick(0.9, False, True)]) == 1.0  # nothing to gain: replace nothing


def test_theta_is_chosen_without_the_batch_it_is_used_on() -> None:
    # every other batch: one fix at 0.8 and one break at 0.4 -> θ 0.4 or above; batch 9 alone
    # would call for θ 0.05 (three fixes at 0.1): it must not be asked for, nor trained on
    table = {b: [pick(0.8, True, False), pick(0.4, False, True)] for b in (1, 2, 3, 4, 5, 6, 7, 8)}
    table[9] = [pick(0.1, True, False)] * 3
    calls: list[tuple[Sequence[int], Sequence[int]]] = []

    def fit_picks(train: Sequence[int], read: Sequence[int]) -> dict[int, list[Pick]]:
        calls.append((list(train), list(read)))
        return {b: table[b] for b in read}

    theta, picks = held_out(9, list(range(1, 9)), fit_picks)
    assert theta == 0.75
    assert picks == table[9]
    assert all(9 not in train for train, _ in calls)
    assert [read for _, read in calls if 9 in read] == [[9]]  # only its own final reading
    with pytest.raises(ValueError, match="held out"):
        held_out(9, list(range(1, 10)), fit_picks)


def test_the_grain_is_read_from_the_interval_alone() -> None:
    summer = (datetime(2026, 6, 1, tzinfo=UTC), datetime(2026, 9, 1, tzinfo=UTC))
    assert length(*summer) == "season"  # whether a label calls it "season" or "interval"
    assert length(at(4), at(5)) == "day" and length(at(4, 3), at(4, 4)) == "hour"
    assert length(at(4), datetime(9999, 12, 31, tzinfo=UTC)) == "open"
