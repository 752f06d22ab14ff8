"""The token the tense rules read, and the tags and stops several of them share.

A leaf module: it imports nothing of the resolver, so every tense module (tense.py,
tenseclues.py and the rules they call, which cannot import those two without a cycle) can take
its vocabulary from here instead of keeping a copy.
"""

from __future__ import annotations

#: (character offset, text, Penn Treebank tag) of one token.
Token = tuple[int, str, str]

#: The Penn tags of a finite verb: past, present (third person and other) and a modal.
FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})

#: Tokens that end a sentence as the tense rules read one.
SENTENCE_ENDS = frozenset({".", "!", "?", "\n"})

#: Marks that end a clause or a sentence.
CLAUSE_MARKS = frozenset(",.;:!?")

#: The modals of the future ("will", "'ll" either apostrophe, "shall", the "wo" of "won't").
FUTURE_MODALS = frozenset({"will", "'ll", "’ll", "shall", "wo"})

#: The words of "until", lowercase; the tagger splits "'til" into an apostrophe and "til".
UNTIL_WORDS = frozenset({"till", "til", "until"})

#: The present of "have", which with a participle makes the present perfect ("'ve" either
#: apostrophe, chat's "hav"), lowercase.
HAVE_NOW = frozenset({"have", "has", "'ve", "’ve", "hav"})

#: Words that deny a verb ("hasn't" as "has" and "n't", either apostrophe; chat's "hasnt"),
#: lowercase.
NOT_WORDS = frozenset({"n't", "n’t", "nt", "not", "never", "hasnt", "havent"})
