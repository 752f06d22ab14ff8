"""Time expressions read whole (`resolve_times`, the product's path): years, decades and
centuries named as times that Duckling does not read, the kind of case of blind batches
86-88's misses (round 54 part a; tests/data/timeexpr.md: a year is the whole calendar year, a
decade its ten years, "the 1600s" its hundred). New sentences, not the batches', and
neighbours that keep their reading: model years, amounts, ages, a decade as a noun's
attribute, readings of a measure and chat's clock times. Said on 10 March 2026, 10:00 UTC."""

from __future__ import annotations

import pytest

SAID = "2026-03-10T10:00"


def years(first: int, last: int) -> tuple[str, str]:
    """The interval from the start of `first` to the end of `last`."""
    return (f"{first}-01-01T00:00", f"{last + 1}-01-01T00:00")


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("grandma grew up in the 1950s, lots of stories", [("the 1950s", *years(1950, 1959))]),
        ("we lived in leeds during the 90s and loved it", [("the 90s", *years(1990, 1999))]),
        (
            "he lived in berlin from the 60s until the 80s",
            [("the 60s", *years(1960, 1969)), ("the 80s", *years(1980, 1989))],
        ),
        ("my uncle bought the farm back in the 70s", [("the 70s", *years(1970, 1979))]),
        # the subject of the clause the decade heads
        ("back in the 70s my dad had a mullet", [("the 70s", *years(1970, 1979))]),
        ("back in the 1880s our town was tiny", [("the 1880s", *years(1880, 1889))]),
        ("back in '85 my mum worked there", [("'85", *years(1985, 1985))]),
        ("this record is from the 1960s i think", [("the 1960s", *years(1960, 1969))]),
        ("the castle was built in the 1400s", [("the 1400s", *years(1400, 1499))]),
        ("the valuer reckons 1920s 🤔", [("1920s", *years(1920, 1929))]),
        # neighbours: a noun's attribute, an age, a measure, "the 2000s"
        ("found a 1970s lamp at the thrift store", []),
        ("she loves 80s music", []),
        ("songs from the 80s playlist", []),
        ("he's in his 40s now", []),
        ("highs in the 90s so stay hydrated", []),
        ("my bp was in the 90s", []),
        ("the car hit the 90s on the motorway", []),
        # a reading's range after a bare "in the": temperature, sugar, golf, odds, numbers
        ("ugh it's in the 40s and raining again", []),
        ("my sugar was in the 50s when i woke up, had juice", []),
        ("my glucose was in the 60s at lunch 😬", []),
        ("shot in the 70s at the golf course, best round ever", []),
        ("the odds were in the 40s on that horse lol", []),
        ("the room numbers in the 40s are upstairs", []),
        ("temps went from the 60s to the 80s", []),
        ("pop punk from the 2000s", []),
    ],
)
def test_a_decade_or_century_named_as_a_time(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "they married 1962, divorced 1970",
            [("1962", *years(1962, 1962)), ("1970", *years(1970, 1970))],
        ),
        ("the deed is dated 1887", [("1887", *years(1887, 1887))]),
        ("the church was rebuilt 1874, after the fire", [("1874", *years(1874, 1874))]),
        (
            "admitted 1903, discharged 1911",
            [("1903", *years(1903, 1903)), ("1911", *years(1911, 1911))],
        ),
        ("she graduated 2011 and moved to leeds", [("2011", *years(2011, 2011))]),
        ("selling my watch, box and papers, serviced 2024", [("2024", *years(2024, 2024))]),
        ("the church records go back to 1790", [("1790", *years(1790, 1790))]),
        ("moving the launch to 2028, funding fell through", [("2028", *years(2028, 2028))]),
        ("the last time we went was 2018", [("2018", *years(2018, 2018))]),
        ("pushed the launch to 2027, budget cuts", [("2027", *years(2027, 2027))]),
        ("the family tree goes way back to 1720", [("1720", *years(1720, 1720))]),
        # neighbours: amounts, counts, chat's clock
        ("paid 1950 for the car", []),
        ("we raised 2000 for the charity", []),
        ("hit 1950 followers!!", []),
        ("built 1950 housing units in the town", []),
        ("we moved to 2019 prices", []),
        ("last time i checked it was 2000 bucks", []),
        # an amount back to or after a verb of a day's act; a title
        ("got my chess rating back to 1900 🎉", []),
        ("just finished 1984, loved it", []),
        ("i burned 1850 and ate 2100 lol", []),
        ("we crossed 1999 🎉 almost 2k", []),
        ("deposited 1975, rent is covered", []),
        ("packed 1850 so far, 150 to go", []),
    ],
)
def test_a_year_that_dates_an_event(read, text, want) -> None:
    assert read(text, said=SAID) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("he left in '85 and never came back", [("'85", *years(1985, 1985))]),
        ("back in '85 we had a pub", [("'85", *years(1985, 1985))]),
        ("143 ppl turned up in '20", [("'20", *years(2020, 2020))]),
        # planned, future or a deadline: the next such year
        ("we'll be debt free by '30", [("'30", *years(2030, 2030))]),
        ("i'm retiring in '35 if all goes well", [("'35", *years(2035, 2035))]),
        ("hoping to buy a house by '29", [("'29", *years(2029, 2029))]),
        ("the world cup in '30 will be huge", [("'30", *years(2030, 2030))]),
        ("we plan to marry in '31", [("'31", *years(2031, 2031))]),
        ("the loan ends in '40", [("'40", *years(2040, 2040))]),
        ("by '85 we had moved to leeds", [("'85", *years(1985, 1985))]),
        # a plan or a hope told as past, a "by" of no deadline, an "-ing" of another clause
        ("btw my nan came over by boat in '49", [("'49", *years(1949, 1949))]),
        ("they hoped to marry in '41 but the war came", [("'41", *years(1941, 1941))]),
        ("she wanted to emigrate in '47", [("'47", *years(1947, 1947))]),
        ("grandpa moved here in '39, he's amazing", [("'39", *years(1939, 1939))]),
        ("we're moving back in '30, can't wait", [("'30", *years(2030, 2030))]),
        ("1990-92 were rough years for us", [("1990-92", *years(1990, 1992))]),
        ("the 1999-00 season was our best", [("1999-00", *years(1999, 2000))]),
        ("he sailed between 1921 and 1934", [("between 1921 and 1934", *years(1921, 1934))]),
        ("ugh, 2026 off to a rough start", [("2026", *years(2026, 2026))]),
        # neighbours: model years, heights, codes, prices, amounts
        ("a '67 mustang for sale", []),
        ("she's 5'9 in heels", []),
        ("invoice #2024-031 is overdue", []),
        ("claim 2025/00317 still open", []),
        ("priced between 1800 and 1950 at the auction", []),
        ("2000 off to a new home, said the charity", []),
        ("the 1914-18 war memorial is being cleaned", [("1914-18", *years(1914, 1918))]),
        ("grandad (1914-18) served in france", [("1914-18", *years(1914, 1918))]),
        (
            "sometime between 1910 and 1920, great-grandma arrived",
            [("between 1910 and 1920", *years(1910, 1920))],
        ),
        # a code's number cut like a range
        ("item 2019-22 is out of stock", []),
        ("ref 2024-25 attached", []),
        ("room 1920-22 is the conference suite", []),
        ("ticket 2021-25 still open, any update?", []),
        ("flat 1920-21 has a leak", []),
    ],
)
def test_a_year_cut_short_a_range_of_years_and_a_year_as_subject(read, text, want) -> None:
    assert read(text, said=SAID) == want


def test_a_past_year_leaves_a_later_clock_time_on_the_event_day(read) -> None:
    text = (
        "museum trip this sat. he enlisted 1940, came home 1945 weighing like 50 kg. leaving at 7"
    )
    assert read(text, said=SAID) == [
        ("this sat", "2026-03-14T00:00", "2026-03-15T00:00"),
        ("1940", *years(1940, 1940)),
        ("1945", *years(1945, 1945)),
        ("at 7", "2026-03-14T07:00", "2026-03-14T08:00"),
    ]


@pytest.mark.parametrize(
    ("text", "day", "clock"),
    [
        ("monday's lecture: europe between 1918 and 1939. starts at 2", "2026-03-16", "14:00"),
        ("sunday's film is set between 1939 and 1945, starts at 7", "2026-03-15", "19:00"),
        ("monday: history club, between 1914 and 1918. begins at 3", "2026-03-16", "15:00"),
    ],
)
def test_a_range_of_years_gone_by_leaves_a_later_clock_time_on_the_event_day(
    read, text, day, clock
) -> None:
    assert read(text, said=SAID)[-1][1] == f"{day}T{clock}"


@pytest.mark.parametrize(
    "text",
    [
        "can we push the call back to 1930?",
        "the meeting got moved to 2030",
        "standup pushed to 2030 🙄",
        "bumped my flight to 2030, arriving late",
        "shift started 1630 and ended 2015 😩",
        "called 1745 but no answer, trying again",
        "he texted 2015, said he'd be late",
        "departed 1730, arriving in leeds around 9",
        "finished 1845, so tired",
        "arrived 1945, taxi now",
        "table booked 1930 🍝",
        "shop closed 1730, so annoying",
        "joined 1915, nobody there",
        "submitted 1955, five mins before the deadline",
        "delivery slot is between 1500 and 1600",
        "pick up between 1630 and 1700 pls",
        "can you come between 1845 and 1900 pls",
        "gates open between 1700 and 1730",
    ],
)
def test_chat_24_hour_clock_times_are_no_years(read, text) -> None:
    """After a verb of a day's act, moved or pushed back "to", "between" round clock times:
    whatever is read lies on the day said, no year."""
    assert all(start.startswith("2026-03") for _, start, _ in read(text, said=SAID))
