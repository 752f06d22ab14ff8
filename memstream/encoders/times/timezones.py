"""A zone's abbreviation right after a clock time ("the call is at 3pm GMT", "next fri 10am
IST"): the time is in that zone, not in the speaker's offset, and is written down in the
speaker's local time, as every interval is (tests/data/timeexpr.md, `said_at`): "3pm GMT"
said at +02:00 is 17:00 there. Duckling would move the time from the zone into its
reference's, which is no zone of the speaker's, so the abbreviation is blanked before
Duckling reads the text (`without_zones`) and the mention is moved afterwards (`in_zones`).
Each abbreviation is one fixed offset, its commonest reading ("IST" India, "CST" US Central);
"ET", "CT", "MT", "PT" are the US zones on the day's clock (daylight saving or not), and so
are the regions' words before "time" or the clause's end ("9am mountain?", "6pm pacific
time"; not "at 5 central station"), where the speaker is not in eastern or central Australia
(+09:30 to +11:00), whose own zones the words name ("footy at 7.30pm eastern" said in Sydney
is 19:30 there); "central" alone is a place ("meet at 7 central", the station) outside the
Americas, a zone there only before "time". A zone of a region with a summer clock, named by its
standard or its summer abbreviation, is the speaker's own clock where the speaker's offset is
that region's on the day: "6:30 pst" said at -07:00 in March, "pst" loosely for Pacific time,
is 18:30 there, not 19:30. Those
that are also words ("VET", "CAT", "WEST", "ART", "PET", "EAT") are zones only in capitals:
"jabs tmrw at 4 vet said bring the card" is 16:00 tomorrow, "meet sat at 6 west entrance"
18:00 (and "at 4 vet appointment" reads as "at 4 appointment" does). Every other name
Duckling takes for a zone after a number is blanked as well, since Duckling moves the time
by it the wrong way and to the minute ("at 4 vet" read as 08:30): a zone it alone knows
("YEKT") leaves the time as said.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from memstream.encoders.times.timemention import Mention
from memstream.encoders.times.timerules import FINE, Occurrence

#: Hours east of UTC of each abbreviation.
_OFFSETS = {
    "GMT": 0.0,
    "UTC": 0.0,
    "BST": 1.0,
    "CET": 1.0,
    "CEST": 2.0,
    "IST": 5.5,
    "SGT": 8.0,
    "HKT": 8.0,
    "JST": 9.0,
    "AEST": 10.0,
    "AEDT": 11.0,
    "NZST": 12.0,
    "NZDT": 13.0,
    "EST": -5.0,
    "EDT": -4.0,
    "CST": -6.0,
    "CDT": -5.0,
    "MST": -7.0,
    "MDT": -6.0,
    "PST": -8.0,
    "PDT": -7.0,
    "HST": -10.0,
    "AKST": -9.0,
    "AKDT": -8.0,
    "KST": 9.0,
    "MSK": 3.0,
    "EET": 2.0,
    "EEST": 3.0,
    "SAST": 2.0,
    "PKT": 5.0,
    "NPT": 5.75,
    "WIB": 7.0,
    "WITA": 8.0,
    "PHT": 8.0,
    "MYT": 8.0,
    "AWST": 8.0,
    "ACST": 9.5,
    "ACDT": 10.5,
    "IRST": 3.5,
    "BRT": -3.0,
    "UYT": -3.0,
    "CLT": -4.0,
    "CLST": -3.0,
}
#: Zones whose abbreviation is also a word: a zone only when written in capitals.
_CAPITALS = {
    "WET": 0.0,
    "WEST": 1.0,
    "WAT": 1.0,
    "CAT": 2.0,
    "EAT": 3.0,
    "IDT": 3.0,
    "GST": 4.0,
    "ICT": 7.0,
    "ART": -3.0,
    "ADT": -3.0,
    "NDT": -2.5,
    "NST": -3.5,
    "AST": -4.0,
    "VET": -4.0,
    "PET": -5.0,
    "COT": -5.0,
}
#: The other abbreviations Duckling reads as a zone after a number (and moves the time by,
#: wrongly): blanked, no zone of ours.
_DUCKLING_ONLY = (
    "YEKT|YEKST|YAKT|YAKST|WIT|WGT|WGST|WFT|WAST|VUT|VLAT|VLAST|UZT|UYST|ULAT|TVT|TMT|TLT|"
    "TKT|TJT|TFT|TAHT|SST|SRT|SCT|SBT|SAMT|RET|PYT|PYST|PWT|PONT|PMST|PMDT|PHOT|PGT|PETT|"
    "PETST|OMST|OMSST|NUT|NOVT|NOVST|NFT|NCT|MVT|MUT|MSD|MMT|MHT|MAWT|MART|MAGT|MAGST|LINT|"
    "LHST|LHDT|KUYT|KRAT|KRAST|KGT|IRKT|IRKST|IRDT|IOT|HOVT|GYT|GILT|GFT|GET|GAMT|GALT|FNT|"
    "FKT|FKST|FJT|FJST|EGT|EGST|ECT|EAST|EASST|DAVT|CXT|CVT|CKT|CHAST|CHADT|CCT|CAST|BTT|"
    "BRST|BOT|BNT|AZT|AZST|AZOT|AZOST|AWDT|AQTT|ANAT|ANAST|AMT|AMST|ALMT|AFT"
)
#: The US zones named by region ("3pm ET"), on the clock of the day (daylight saving or not).
_REGIONS = {
    "ET": "America/New_York",
    "CT": "America/Chicago",
    "MT": "America/Denver",
    "PT": "America/Los_Angeles",
}
#: The regions of the zones with a summer clock, by either abbreviation (each offset above).
_SEASONAL = {
    **dict.fromkeys(("EST", "EDT"), "America/New_York"),
    **dict.fromkeys(("CST", "CDT"), "America/Chicago"),
    **dict.fromkeys(("MST", "MDT"), "America/Denver"),
    **dict.fromkeys(("PST", "PDT"), "America/Los_Angeles"),
    **dict.fromkeys(("AKST", "AKDT"), "America/Anchorage"),
    **dict.fromkeys(("AEST", "AEDT"), "Australia/Sydney"),
    **dict.fromkeys(("ACST", "ACDT"), "Australia/Adelaide"),
    **dict.fromkeys(("NZST", "NZDT"), "Pacific/Auckland"),
    **dict.fromkeys(("CET", "CEST"), "Europe/Paris"),
    **dict.fromkeys(("EET", "EEST"), "Europe/Athens"),
    "BST": "Europe/London",
}
#: The US regions' words ("9am mountain?", "6pm pacific time").
_WORDS = {
    "eastern": "America/New_York",
    "central": "America/Chicago",
    "mountain": "America/Denver",
    "pacific": "America/Los_Angeles",
}
#: What may follow a spaced "zulu" that is the zone: the end of a clause or a word that is
#: no noun ("1600 zulu tmrw", "0300 zulu and 0500 zulu").
_NO_NOUN = (
    r"\s*([?.!,;:)\n]|$)|\s+(?i:time|on|at|and|or|then|so|to|for|today|tonight|tomorrow|tmrw|"
    r"pls|please|ok|if|but|is|was|which|with|we|i|you|they|it|sharp|latest)\b"
)
#: A zone's abbreviation right after a clock time ("next fri 10am IST", "9:30 gmt", "3pm
#: ET"); the two-letter ones only in capitals ("at 5 et" is no zone); "z" or "zulu" glued to
#: a clock's minutes ("2330z", the aviation's UTC), or "zulu" right after them with no noun
#: after it ("ops at 1600 zulu, brief at 1500 zulu"; not "my 3pm zulu lesson", the language).
_ZONE = re.compile(
    rf"(?<=\d)(\s*(?i:[ap]\.?m\.?)?)(\s+"
    rf"(?P<zone>(?i:{'|'.join([*_OFFSETS, *_CAPITALS])}|{_DUCKLING_ONLY})|{'|'.join(_REGIONS)}|"
    rf"(?i:{'|'.join(_WORDS)})(?=\s+(?i:time)\b|\s*([?.!,;:)\n]|$)))"
    rf"|(?:(?<=[0-2]\d[0-5]\d)|(?<=[0-2]\d:[0-5]\d))(?P<zulu>(?i:z|zulu|\s+zulu(?={_NO_NOUN}))))\b"
)


def without_zones(text: str) -> str:
    """`text` with a zone's abbreviation after a clock time blanked out, for Duckling."""
    return _ZONE.sub(lambda m: m.group(1) + " " * (len(m.group(0)) - len(m.group(1))), text)


def _region_offset(region: str, at: datetime) -> timedelta | None:
    """The UTC offset of the IANA zone `region` at the wall-clock time `at` there."""
    try:
        return at.replace(tzinfo=ZoneInfo(region)).utcoffset()
    except (ZoneInfoNotFoundError, ValueError, OverflowError):
        return None


def _zone_offset(name: str, at: datetime, own: timedelta) -> timedelta | None:
    """The UTC offset of the zone `name` at the wall-clock time `at` there, for a speaker
    at the offset `own` (the speaker's own region, by either of its abbreviations: `own`)."""
    if name.lower() in _WORDS:
        return _region_offset(_WORDS[name.lower()], at)
    region = _SEASONAL.get(name.upper())
    if region is not None and _region_offset(region, at) == own:
        return own
    if name.upper() in _OFFSETS:
        return timedelta(hours=_OFFSETS[name.upper()])
    if name in _CAPITALS:
        return timedelta(hours=_CAPITALS[name])
    if name not in _REGIONS:  # a word ("vet") or a zone Duckling alone knows
        return None
    return _region_offset(_REGIONS[name], at)


def _word_is_zone(name: str, timed: bool, own: timedelta) -> bool:
    """Whether the region's word `name` ("eastern", "central") names the US zone for a
    speaker at the offset `own`, `timed` where "time" follows it."""
    if timedelta(hours=9.5) <= own <= timedelta(hours=11):  # Australia's own eastern, central
        return False
    return name.lower() != "central" or timed or own <= timedelta(hours=-3)


def zone_after(written: str, m: Mention) -> bool:
    """Whether a zone's abbreviation or a region's word follows the clock time of `m` ("game
    starts at 7pm est", "the 9am pst standup")."""
    zone = _ZONE.search(written[: m.end + 24], m.start)
    return zone is not None and zone.start() <= m.end


def in_zones(written: str, kept: list[Mention], offset: timedelta) -> list[Mention]:
    """The mentions with each clock time before a zone's abbreviation in `written` moved
    from that zone into the speaker's `offset` (each reading by its own day's offset)."""
    out = []
    for m in kept:
        zone = _ZONE.search(written[: m.end + 24], m.start)  # in it or right after it
        if zone is None or zone.start() > m.end or m.chosen.unit not in FINE:
            out.append(m)
            continue
        name = zone.group("zone") or "UTC"  # "2330z": zulu, UTC
        timed = re.match(r"\s+time\b", written[zone.end() :], re.I) is not None
        if name.lower() in _WORDS and not _word_is_zone(name, timed, offset):
            out.append(m)
            continue

        def moved(o: Occurrence, name: str = name) -> Occurrence:
            there = _zone_offset(name, o.start, offset)
            shift = offset - there if there is not None else timedelta(0)
            return replace(o, start=o.start + shift, end=o.end + shift)

        occurrences = tuple(moved(o) for o in m.occurrences)
        m = replace(m, chosen=moved(m.chosen), occurrences=occurrences)
        if zone.group("zulu") and zone.start() == m.end:  # "at 2330z": its "z" with it
            m = replace(m, text=written[m.start : zone.end()], end=zone.end())
        out.append(m)
    return out
