"""Matching the entities a query names to the entities a bank knows.

A query's entities are worth something only if they lead to memories, so every name the query
carries is mapped onto the bank's entity norms (the graph's `Entity.norm`), tolerantly:

- names: spaCy's entities, plus capitalised words and runs spaCy missed (it often leaves the
  "Caroline" of "What did Caroline do" untagged); loose words: every other content word
  (not a stopword, three letters or more), so "what did caroline do" still finds "caroline";
- a name or loose word whose norm is a bank norm matches it exactly;
- a one-word name also matches multi-word bank entities it is the first word of
  ("John" -> "john smith", PERSON) or, failing that, any word of ("Tahoe" -> "lake tahoe");
  and, failing both, a PERSON name it is a prefix of ("Mel" -> "melanie");
- loose words get the same first-word / any-word tolerance (never the prefix one) only when
  the whole query is lowercase: in a cased query a lowercase word is rarely a name;
- a multi-word name that is not a bank norm falls back to its words.

Exact matches come first, in query order. Everything here is pure and model-free.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from spacy.lang.en.stop_words import STOP_WORDS

from memstream.encoders.entities import normalise_entity

#: Most tolerant matches one candidate may add (most-mentioned entities first).
MAX_TOLERANT_PER_CANDIDATE = 3
#: Most entities a query carries into the fan-out.
MAX_QUERY_ENTITIES = 12
_MIN_TOKEN = 3

_CAPITALISED_RUN = re.compile(r"\b[A-Z][\w'’.&-]*(?:\s+(?:of|the|de|van|von)?\s*[A-Z][\w'’.&-]*)*")
_WORD = re.compile(r"[\w'’-]+")
_UPPER = re.compile(r"[A-Z]")


def _content_word(token: str) -> bool:
    return len(token) >= _MIN_TOKEN and token not in STOP_WORDS and not token.isdigit()


@dataclass(frozen=True, slots=True)
class BankEntities:
    """A bank's entity norms, indexed for tolerant lookup."""

    labels: dict[str, str] = field(default_factory=dict)  # norm -> label
    mentions: dict[str, int] = field(default_factory=dict)  # norm -> how many memories
    first_word: dict[str, tuple[str, ...]] = field(default_factory=dict)  # PERSON multi-word
    any_word: dict[str, tuple[str, ...]] = field(default_factory=dict)  # every multi-word
    persons: tuple[str, ...] = ()  # one-word PERSON norms, sorted

    @classmethod
    def from_rows(cls, rows: Iterable[dict[str, Any]]) -> BankEntities:
        """From `GraphStore.entities` rows (norm, label, mentions)."""
        labels: dict[str, str] = {}
        mentions: dict[str, int] = {}
        for r in rows:
            norm = str(r["norm"])
            labels[norm] = str(r.get("label") or "")
            mentions[norm] = int(r.get("mentions") or 0)
        by_rank = sorted(labels, key=lambda n: (-mentions[n], n))
        first: dict[str, list[str]] = {}
        anyw: dict[str, list[str]] = {}
        persons: list[str] = []
        for norm in by_rank:
            words = norm.split()
            if len(words) == 1:
                if labels[norm] == "PERSON":
                    persons.append(norm)
                continue
            if labels[norm] == "PERSON" and _content_word(words[0]):
                first.setdefault(words[0], []).append(norm)
            for w in dict.fromkeys(words):
                if _content_word(w):
                    anyw.setdefault(w, []).append(norm)
        return cls(
            labels=labels,
            mentions=mentions,
            first_word={k: tuple(v) for k, v in first.items()},
            any_word={k: tuple(v) for k, v in anyw.items()},
            persons=tuple(sorted(persons)),
        )

    def __len__(self) -> int:
        return len(self.labels)

    def _by_mentions(self, norms: Iterable[str]) -> list[str]:
        return sorted(norms, key=lambda n: (-self.mentions.get(n, 0), n))

    def tolerant(self, word: str, *, prefix: bool) -> list[str]:
        """Bank norms a one-word candidate that is not itself a norm may stand for."""
        if not _content_word(word):
            return []
        if word in self.first_word:
            return list(self.first_word[word][:MAX_TOLERANT_PER_CANDIDATE])
        if word in self.any_word:
            return list(self.any_word[word][:MAX_TOLERANT_PER_CANDIDATE])
        if prefix:
            found = [p for p in self.persons if p.startswith(word) and p != word]
            return self._by_mentions(found)[:MAX_TOLERANT_PER_CANDIDATE]
        return []


def query_candidates(text: str, ner_names: Sequence[str]) -> tuple[list[str], list[str]]:
    """(names, loose words): normalised names the query may mean, and its other content words."""
    names: list[str] = []
    for raw in ner_names:
        names.append(normalise_entity(raw))
    for m in _CAPITALISED_RUN.finditer(text):
        run = m.group(0)
        names.append(normalise_entity(run))
        words = run.split()
        if len(words) > 1:
            names.extend(normalise_entity(w) for w in words)
    # the words of a multi-word name, so "Caroline Smith" can fall back to "caroline"
    names.extend(w for n in list(names) if " " in n for w in n.split())
    loose = [normalise_entity(w) for w in _WORD.findall(text)]
    names = [n for n in dict.fromkeys(names) if len(n) >= 2 and n not in STOP_WORDS]
    loose = [w for w in dict.fromkeys(loose) if _content_word(w) and w not in names]
    return names, loose


def match_entities(text: str, ner_names: Sequence[str], bank: BankEntities) -> tuple[str, ...]:
    """The bank norms the query names: exact matches first (query order), then tolerant ones."""
    if not len(bank):
        return ()
    names, loose = query_candidates(text, ner_names)
    exact = [n for n in (*names, *loose) if n in bank.labels]
    tolerant: list[str] = []
    for n in names:
        if n not in bank.labels and " " not in n:
            tolerant.extend(bank.tolerant(n, prefix=True))
    if not _UPPER.search(text):
        for w in loose:
            if w not in bank.labels:
                tolerant.extend(bank.tolerant(w, prefix=False))
    out = list(dict.fromkeys([*exact, *tolerant]))
    return tuple(out[:MAX_QUERY_ENTITIES])
