"""The LI-LSR arm (inference-free learned sparse): model-free query, stored SPLADE documents.

The query vector (`EncodedQuery.li_sparse`) is built by `memstream.query.li_table.LiTable` from the
SPLADE tokenizer and the bank's IDF table; no model runs at query time. The documents are the
stored SPLADE vectors, so this arm adds SPLADE's document expansion to a keyword query.
"""

from __future__ import annotations

from memstream.query.arms.splade import SpladeArm


class LiLsrArm(SpladeArm):
    """The SPLADE search with the model-free query vector (`li_sparse`); IDF-weighted scores."""

    name = "li_lsr"
    encoding = "li_sparse"
    needs = frozenset({encoding})
