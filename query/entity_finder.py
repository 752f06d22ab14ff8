"""`EntityFinder`: the bank entities a query names, for the encoder's "entities" need.

spaCy's NER runs over the query text and its names are matched tolerantly (see
entity_match.py) to the bank's entities. Those are read from the graph, page by page, and kept
per bank in a `BankCache` that rebuilds them as the bank's memory count moves (see
bankcache.py), so a query pays for NER only.
"""

from __future__ import annotations

from typing import Any

from memstream.connectors.stores import Stores
from memstream.encoders import EntityExtractor
from memstream.errors import ConfigError
from memstream.query.bankcache import BankCache
from memstream.query.entity_match import BankEntities, match_entities

#: Entities read from the graph per page when a bank's table is built.
_ENTITY_PAGE = 5_000


class EntityFinder:
    """Matches query text to bank entities; without stores or NER it serves no entities."""

    def __init__(
        self,
        stores: Stores | None,
        ner: EntityExtractor | None,
        cache_options: dict[str, Any] | None = None,
    ) -> None:
        self._stores = stores
        self._ner = ner
        self._cache: BankCache[BankEntities] | None = None
        if stores is not None:
            self._cache = BankCache(
                "entities", self._load, stores.vector.count_estimate, **(cache_options or {})
            )

    @property
    def available(self) -> bool:
        """Whether `entities` can run: an `EntityExtractor` and the stores to match against."""
        return self._ner is not None and self._cache is not None

    def warm(self, bank: str) -> None:
        """Build the bank's entity table now, when entities can be found at all."""
        if self.available:
            self.bank_entities(bank)

    def bank_entities(self, bank: str) -> BankEntities:
        """The bank's entities, from the cache (built from the graph on first use)."""
        if self._cache is None:
            raise ConfigError("the query encoder has no stores: cannot match bank entities")
        return self._cache.get(bank)

    def entities(self, text: str, bank: str) -> tuple[str, ...]:
        """The bank entity norms the text names (NER + capitalised words, matched tolerantly)."""
        if self._ner is None:
            raise ConfigError("no EntityExtractor: the query encoder cannot find entities")
        known = self.bank_entities(bank)
        if not len(known):
            return ()
        names = [e.name for e in self._ner.entities(text)]
        return match_entities(text, names, known)

    def _load(self, bank: str) -> BankEntities:
        assert self._stores is not None
        rows: list[dict[str, Any]] = []
        while True:
            page = self._stores.graph.entities(bank, _ENTITY_PAGE, len(rows))
            rows.extend(page)
            if len(page) < _ENTITY_PAGE:
                break
        return BankEntities.from_rows(rows)
