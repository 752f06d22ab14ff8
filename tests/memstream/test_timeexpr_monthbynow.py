"""Time expressions read whole (`resolve_times`, the product's path): a month alone after
"it's" and an adverb of how far the year has got ("it's only october", "its already
october", "it is nearly november") is the month it now is or is about to be (issue 21,
round 49). Such a month was dropped as the month as such; "my favourite month is october"
and "a december thing" still are."""

from __future__ import annotations

import pytest

SAID = "2025-10-14T09:10:00+01:00"


@pytest.mark.parametrize(
    ("text", "want"),
    [
        (
            "third cold this term and it's only october",
            [("october", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        (
            "cant believe its already october",
            [("october", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        (
            "it is nearly november, where did the year go",
            [("november", "2025-11-01T00:00", "2025-12-01T00:00")],
        ),
        (  # "now it's" as before
            "now it's october apparently",
            [("october", "2025-10-01T00:00", "2025-11-01T00:00")],
        ),
        # the month as such, or a kind: no time
        ("my favourite month is october", []),
        ("it's only a december thing", []),
    ],
)
def test_a_month_the_year_has_got_to(local, text, want) -> None:
    assert local(text, SAID) == want
