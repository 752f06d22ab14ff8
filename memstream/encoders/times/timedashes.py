"""Ranges written with a typographic dash (tests/data/timeexpr.md, ranges): "4–9 august",
"mon—fri", "2–4pm" are the ranges "4-9 august", "mon-fri", "2-4pm". Phones and word
processors turn a typed hyphen into an en dash ("–") or an em dash ("—"); Duckling reads
only the hyphen, and took the end alone ("9 august"). A dash between two numbers, spaces
allowed around it, or an en dash glued between two words is read as a hyphen: the same
length, so every offset holds; the mention keeps the dash as written. A spaced dash between
words ("busy – tomorrow works", "done—finally") is punctuation and stays.

`timeexpr.TimeResolver.mentions` asks `as_hyphens` before Duckling reads the text.
"""

from __future__ import annotations

import re

#: An en or em dash between two numbers (a space allowed on either side), or an en dash
#: glued between two words.
_DASH = re.compile(r"(?<=\d)(\s?)[\u2013\u2014](?=\s?\d)|(?<=\w)()\u2013(?=\w)")


def as_hyphens(text: str) -> str:
    """`text` with each dash of a range written as a hyphen."""
    return _DASH.sub(lambda m: (m.group(1) or "") + "-", text)
