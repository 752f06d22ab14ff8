"""Faces and hands, which chat puts where a stop would be ("went from 9 to 5 🙌 next check
in 2 weeks": two sentences), for a regular expression's character class. A leaf module."""

#: Faces, hands and gestures (their Unicode ranges), inside a character class.
FACES = "\U0001f600-\U0001f64f\U0001f910-\U0001f92f\U0001f970-\U0001f97f\U0001fae0-\U0001faef"
