"""Query token weights for late interaction: each query token counts by its rarity in the bank.

MaxSim sums one best match per query token, so "what", "did" and "the" count as much as
"pottery". A ColBERT checkpoint learns to make such tokens weak; the dense model's token
vectors (MiniLM) were not trained for it. Weighting each query token by its idf in the bank,

    w_i = idf(t_i) ** power / mean_j idf(t_j) ** power          (mean 1: scores keep their scale)

and scaling the query's token vectors by it gives exactly the weighted MaxSim
``Σ_i w_i · max_j q_i·d_j`` (and, with context, ``Σ_i w_i · max(...)``) with no change to the
reranker: the weights are >= 0 and factor out of every max.

The idf is the LI-LSR table's (query/li_table.py: BM25 idf over the bank's texts, the same BERT
wordpiece vocabulary as MiniLM). Token ids are cut like the dense model cuts its token vectors
(no [CLS]/[SEP]/[PAD], no punctuation pieces); when the counts do not line up (a query over
the model's length limit), the tokens stay unweighted.
"""

from __future__ import annotations

import string

import numpy as np
from tokenizers import Tokenizer

from memstream.query.li_table import IdfTable


class TokenIdf:
    """Aligned idf weights for a query's token vectors; thread-safe (the tokenizer is private)."""

    def __init__(self, tokenizer: Tokenizer, power: float) -> None:
        if power < 0:
            raise ValueError(f"token idf power must be >= 0, got {power}")
        self._tok = tokenizer
        self.power = power
        skip = {tokenizer.token_to_id(t) for t in ("[CLS]", "[SEP]", "[PAD]")}
        skip |= {tokenizer.token_to_id(c) for c in string.punctuation}
        self._skip = frozenset(i for i in skip if i is not None)

    def ids(self, text: str) -> list[int]:
        """The ids of the token vectors the dense model keeps for `text`, in order."""
        ids = self._tok.encode(text, add_special_tokens=False).ids
        return [i for i in ids if i not in self._skip]

    def idf(self, text: str, table: IdfTable, rows: int) -> np.ndarray | None:
        """The idf of each kept token of `text`; None when they are not `rows` many."""
        ids = self.ids(text)
        if len(ids) != rows or not ids:
            return None
        return table.idf(ids)

    def weights(self, text: str, table: IdfTable, rows: int) -> np.ndarray | None:
        """Mean-1 weights (see the module docstring); None: leave the tokens as they are."""
        if self.power <= 0:
            return None
        idf = self.idf(text, table, rows)
        return None if idf is None else idf_weights(idf, self.power)


def idf_weights(idf: np.ndarray, power: float) -> np.ndarray | None:
    """``idf ** power`` over its mean (negative idf counts as 0); None when all are 0."""
    w = np.maximum(idf, 0.0) ** power
    mean = float(w.mean())
    return (w / mean).astype(np.float32) if mean > 0 else None
