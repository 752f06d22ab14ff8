"""Inference-free learned sparse (LI-LSR) query vectors: a tokenizer and a per-bank IDF table.

The document side is the stored SPLADE vector; the query side runs no model. The query is
cut into BERT wordpiece ids by the SPLADE model's own tokenizer (so ids line up with the
stored vectors' vocabulary), stopwords and punctuation are dropped, and each remaining id is
weighted by its IDF over the bank's texts (tokenised the same way):

    idf(t) = ln(1 + (N - df(t) + 0.5) / (df(t) + 0.5))

the BM25/Qdrant form, so a token in nearly every memory weighs ~0 and is dropped below
`min_idf`. The store then scores `sum_t idf(t) * idf_store(t) * doc(t)`, where `idf_store` is
the store's own IDF modifier over the SPLADE vectors: the text IDF sharpens it (SPLADE's
expansion terms make the store's IDF flat on common expansions).

Tables are built lazily per bank by scrolling the bank's texts, cached, and refreshed when the
bank's size changes (see `BankCache`). Thread-safe: the tokenizer is a private copy that is
never reconfigured after construction.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from spacy.lang.en.stop_words import STOP_WORDS
from tokenizers import Tokenizer

from memstream.connectors.vector import VectorStore
from memstream.encoders.sparse import SpladeEncoder, default_sparse_model
from memstream.query.bankcache import BankCache
from memstream.records import SparseVec

log = logging.getLogger(__name__)

_PAGE = 2_000
#: Tokens whose IDF is below this (in ~80 % of the bank's memories or more) are dropped.
DEFAULT_MIN_IDF = 0.25
MAX_QUERY_TOKENS = 64


def load_splade_tokenizer(source: SpladeEncoder | str | Path | None = None) -> Tokenizer:
    """A private copy of the SPLADE tokenizer: from a loaded encoder, a model folder, or the
    packaged SPLADE-tiny folder (no model weights are read)."""
    if source is None or isinstance(source, str | Path):
        folder = Path(source) if source is not None else Path(default_sparse_model())
        tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
    else:  # a loaded SpladeEncoder (or a wrapper of one): copy its fast tokenizer
        tok = Tokenizer.from_str(source.tokenizer.backend_tokenizer.to_str())
    tok.no_truncation()
    tok.no_padding()
    return tok


def bm25_idf(n_docs: int, df: np.ndarray) -> np.ndarray:
    return np.log1p((n_docs - df + 0.5) / (df + 0.5))


@dataclass(frozen=True, slots=True)
class IdfTable:
    """Document frequencies of token ids over one bank's texts."""

    n_docs: int
    df: np.ndarray  # int32, one per vocabulary id

    def idf(self, ids: list[int]) -> np.ndarray:
        return bm25_idf(self.n_docs, self.df[np.asarray(ids, dtype=np.int64)].astype(np.float64))


class LiTable:
    """Builds LI-LSR query vectors for a bank; `encode` runs no model."""

    def __init__(
        self,
        tokenizer: Tokenizer,
        vector: VectorStore,
        *,
        min_idf: float = DEFAULT_MIN_IDF,
        weighting: str = "idf",
        cache_options: dict[str, Any] | None = None,
    ) -> None:
        if weighting not in ("idf", "binary"):
            raise ValueError(f"weighting must be 'idf' or 'binary', got {weighting!r}")
        if min_idf < 0:
            raise ValueError(f"min_idf must be >= 0, got {min_idf}")
        self._tok = tokenizer
        self._vector = vector
        self._min_idf = min_idf
        self._weighting = weighting
        self.vocab_size = tokenizer.get_vocab_size()
        self._skip = self._skip_ids(tokenizer)
        self._cache: BankCache[IdfTable] = BankCache(
            "li_idf", self._build, vector.count_estimate, **(cache_options or {})
        )

    @staticmethod
    def _skip_ids(tok: Tokenizer) -> np.ndarray:
        """True for special tokens, punctuation-only pieces and stopwords."""
        skip = np.zeros(tok.get_vocab_size(), dtype=bool)
        for piece, i in tok.get_vocab().items():
            word = piece.removeprefix("##")
            if (
                (piece.startswith("[") and piece.endswith("]"))
                or not any(c.isalnum() for c in word)
                or (not piece.startswith("##") and piece in STOP_WORDS)
            ):
                skip[i] = True
        return skip

    @property
    def tokenizer(self) -> Tokenizer:
        return self._tok

    def token_ids(self, text: str) -> list[int]:
        """The content token ids of `text`, deduplicated, in order."""
        ids = self._tok.encode(text, add_special_tokens=False).ids
        return [i for i in dict.fromkeys(ids) if not self._skip[i]][:MAX_QUERY_TOKENS]

    def table(self, bank: str) -> IdfTable:
        return self._cache.get(bank)

    def encode(self, text: str, bank: str) -> SparseVec:
        """The query's LI-LSR vector in `bank` (empty when no content token survives)."""
        ids = self.token_ids(text)
        if not ids:
            return SparseVec((), ())
        weights = self.table(bank).idf(ids)
        keep = weights >= self._min_idf
        if self._weighting == "binary":
            weights = np.ones_like(weights)
        idx = tuple(int(i) for i, k in zip(ids, keep, strict=True) if k)
        val = tuple(float(w) for w, k in zip(weights, keep, strict=True) if k)
        return SparseVec(idx, val)

    def _build(self, bank: str) -> IdfTable:
        df = np.zeros(self.vocab_size, dtype=np.int32)
        n = 0
        offset: str | None = None
        while True:
            page, offset = self._vector.scroll(bank, _PAGE, offset)
            texts = [m.text for m in page]
            if texts:
                encs = self._tok.encode_batch(texts, add_special_tokens=False)
                uniq = [np.unique(np.asarray(e.ids, dtype=np.int64)) for e in encs]
                flat = np.concatenate(uniq) if uniq else np.zeros(0, dtype=np.int64)
                df += np.bincount(flat, minlength=self.vocab_size).astype(np.int32)
                n += len(texts)
            if offset is None:
                break
        log.debug("li table built bank=%s docs=%d", bank, n)
        return IdfTable(n_docs=n, df=df)
