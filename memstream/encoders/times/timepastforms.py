"""Past forms of verbs that do not end in "-ed", for `timeinphrases`' reading of "in <duration>"
told in the past: how long something took ("we sold out in 20 minutes", "rang the full peal
in 3 hours yesterday", "drank the lot in 10 minutes"), no time. The regular past ("walked",
"baked") is read from its ending; these are the common strong and irregular ones, left out
where the form is as often a noun or an adjective in chat ("saw", "rose", "lent", "bent",
"stuck": "the saw arrives in 3 hours", "lent starts in 2 weeks").
"""

from __future__ import annotations

#: Alternatives for a regular expression, each matched as a whole word by its user.
IRREGULAR_PAST = (
    "got|did|made|ran|sold|went|came|drove|flew|took|won|lost|ate|wrote|built|found|fell|had|"
    "left|beat|swam|rode|broke|hit|read|was|were|sent|spent|sat|sang|grew|knew|threw|caught|"
    "bought|brought|taught|fought|rang|drank|sank|swung|began|drew|wore|tore|shook|stood|"
    "kept|slept|felt|met|paid|heard|held|led|dug|spun|struck|froze|chose|woke|spoke|stole|"
    "gave|forgot|dealt|crept|swept|wept|leapt"
)
