"""Faces and hands, which chat puts where a stop would be ("went from 9 to 5 🙌 next check
in 2 weeks": two sentences), and other pictographs, a stop where a word follows them, for a
regular expression's character class. A leaf module."""

#: Faces, hands and gestures (their Unicode ranges), inside a character class.
FACES = "\U0001f600-\U0001f64f\U0001f910-\U0001f92f\U0001f970-\U0001f97f\U0001fae0-\U0001faef"
#: Other pictographs (animals, food, things, symbols, dingbats), inside a character class.
OBJECTS = (
    "\U0001f300-\U0001f5ff\U0001f680-\U0001f6ff\U0001f900-\U0001f90f\U0001f930-\U0001f96f"
    "\U0001f980-\U0001f9ff\U0001fa70-\U0001fadf\u2600-\u27bf"
)
#: What ends a clause before a time as a stop does: "!", "?", ";", a new line, a face, or
#: another pictograph where a word of coming back follows it, up to two words on, right
#: before the time ("5 had foot rot 🦶 back in 6 weeks", "fixed the tap 🔧 plumber coming in
#: 2 weeks": the past tense stays before it). Elsewhere the clause runs on ("sold 40 pies 🥧
#: in 2 hours", "drove 🚗 all the way in 3 hrs", "did the kitchen 🔨 start to finish in 4
#: days": how long it took).
_COMING_BACK = r"(back|coming|due|returning|arriving)"
CLAUSE_STOPS = rf"[!?;\n{FACES}]|[{OBJECTS}](?=\s*([a-z]+\s+){{0,2}}{_COMING_BACK}\s+$)"
