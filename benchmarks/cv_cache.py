"""What the cross-validation needs from a LoCoMo run, read once: arm lists and token maxima.

Tuning fusion weights, context weights and depths by leave-one-conversation-out would cost a
full benchmark run per candidate value if every candidate went through the engine. Almost
none of them change what the stores return, only how it is combined, so this module asks the
stores once per question and keeps:

- per bank: every memory's dia_id, session, speaker and its neighbours in the graph's NEXT
  chain (`BankTable`);
- per question: each arm's ranked list at the engine's depth (ids as indices into the bank
  table, with the arms' raw scores), the speakers the question names, and `maxsim`, the
  late-interaction matrix ``[query token, memory]`` = max over the memory's stored token
  vectors of the cosine with the query token, for every memory of the bank. MaxSim of a
  memory is a column sum; with its context (the turn before it, or after it) a query token
  may take the neighbour's column at a discount, so every context weight is a numpy
  expression over this one matrix.

`benchmarks.cv_replay` runs the engine's stages over this cache; `benchmarks.locomo_cv` checks
the replay against the engine and runs the protocol.
"""

from __future__ import annotations

import pickle
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from memstream.connectors.stores import Stores
from memstream.contract.recall import RecallRequest
from memstream.query.model import ArmHit, EncodedQuery

#: An arm as the cache calls it: the encoded query and a depth, best first.
Retrieve = Callable[[EncodedQuery, int], list[ArmHit]]


@dataclass(slots=True)
class BankTable:
    """One bank's memories (by event id), with what the replay needs of each."""

    bank: str
    ids: list[str]
    dia: list[str]
    session: np.ndarray  # int32 session number (LoCoMo's D<session>:<turn>)
    speaker: list[str]
    prev: np.ndarray  # int32 index of the memory before (NEXT chain), -1 for none
    next: np.ndarray  # int32 index of the memory after, -1 for none
    index: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.index = {m: i for i, m in enumerate(self.ids)}


@dataclass(slots=True)
class QuestionCache:
    """One question: its evidence, each arm's list (bank-table indices, scores), and maxsim."""

    bank: str
    text: str
    reference_time: datetime
    category: int
    evidence: list[str]
    arms: dict[str, tuple[np.ndarray, np.ndarray]]
    named: frozenset[str]
    maxsim: np.ndarray  # float32 [query tokens, memories of the bank]
    #: The bank idf of each query token (query/token_idf.py); None when they do not line up.
    token_idf: np.ndarray | None = None


@dataclass(slots=True)
class Cache:
    banks: dict[str, BankTable]
    questions: list[QuestionCache]
    depth: int
    meta: dict[str, Any] = field(default_factory=dict)

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            pickle.dump(self, f, protocol=pickle.HIGHEST_PROTOCOL)

    @staticmethod
    def load(path: Path) -> Cache:
        with path.open("rb") as f:
            cache = pickle.load(f)
        assert isinstance(cache, Cache)
        return cache


def bank_table(stores: Stores, bank: str) -> BankTable:
    """The bank's memories from the vector store, ordered and linked by the graph's chain."""
    payloads: dict[str, dict[str, Any]] = {}
    offset: str | None = None
    while True:
        page, offset = stores.vector.scroll(bank, 1000, offset)
        payloads.update({m.id: m.payload for m in page})
        if offset is None:
            break
    ids = sorted(payloads, key=lambda i: str(payloads[i].get("event_id")))
    links = stores.graph.memory_links(bank, ids)
    index = {m: i for i, m in enumerate(ids)}

    def at(other: str | None) -> int:
        return index.get(other, -1) if other else -1

    dia = [
        str((payloads[i].get("metadata") or {}).get("dia_id", payloads[i]["event_id"])) for i in ids
    ]
    return BankTable(
        bank=bank,
        ids=ids,
        dia=dia,
        session=np.asarray([_session(d) for d in dia], dtype=np.int32),
        speaker=[str(payloads[i].get("speaker") or "") for i in ids],
        prev=np.asarray([at(links[i].prev if i in links else None) for i in ids], np.int32),
        next=np.asarray([at(links[i].next if i in links else None) for i in ids], np.int32),
    )


def _session(dia: str) -> int:
    try:
        return int(dia[1:].split(":")[0])
    except (ValueError, IndexError):
        return -1


@dataclass(slots=True)
class TokenMatrix:
    """Every memory's stored token vectors of one bank, concatenated, and where each starts."""

    vectors: np.ndarray  # float32 [tokens, dim], unit rows (float16 precision, as the rerank)
    starts: np.ndarray  # int64 start row per memory that has tokens
    owners: np.ndarray  # int64 bank-table index of each of those memories
    size: int  # memories in the bank

    def maxsim(self, query: np.ndarray) -> np.ndarray:
        """[query tokens, memories]: max cosine of each query token within each memory."""
        out = np.zeros((len(query), self.size), dtype=np.float32)
        if len(self.owners) and len(query):
            sims = query.astype(np.float32) @ self.vectors.T
            out[:, self.owners] = np.maximum.reduceat(sims, self.starts, axis=1)
        return out


def token_matrix(stores: Stores, table: BankTable, model: str) -> TokenMatrix:
    assert stores.tokens is not None, "the cache reads the token store"
    rows = stores.tokens.get(table.ids, bank=table.bank)
    parts, starts, owners, at = [], [], [], 0
    for i, mid in enumerate(table.ids):
        row = rows.get(mid)
        if row is None or row.model != model or not len(row.vectors):
            continue
        parts.append(row.vectors.astype(np.float16).astype(np.float32))
        starts.append(at)
        owners.append(i)
        at += len(row.vectors)
    dim = parts[0].shape[1] if parts else 1
    return TokenMatrix(
        np.concatenate(parts) if parts else np.zeros((0, dim), np.float32),
        np.asarray(starts, dtype=np.int64),
        np.asarray(owners, dtype=np.int64),
        len(table.ids),
    )


def ranked(hits: Sequence[ArmHit], table: BankTable) -> tuple[np.ndarray, np.ndarray]:
    """An arm's hits as bank-table indices (first occurrence kept) and scores."""
    seen: set[int] = set()
    idx, scores = [], []
    for h in hits:
        i = table.index.get(h.id)
        if i is not None and i not in seen:
            seen.add(i)
            idx.append(i)
            scores.append(h.score)
    return np.asarray(idx, dtype=np.int32), np.asarray(scores, dtype=np.float32)


def question_cache(
    q: Mapping[str, Any],
    table: BankTable,
    tokens: TokenMatrix,
    encode: Callable[[RecallRequest], EncodedQuery],
    arms: Mapping[str, Retrieve],
    named: Callable[[str, str], frozenset[str]],
    token_idf: Callable[[str, str, int], np.ndarray | None],
    depth: int,
) -> QuestionCache:
    request = RecallRequest(
        text=q["question"],
        bank=q["bank"],
        limit=50,
        max_tokens=100_000,
        reference_time=q["reference_time"],
    )
    query = encode(request)
    assert query.dense_tokens is not None, "encode with needs including dense_tokens"
    return QuestionCache(
        bank=q["bank"],
        text=q["question"],
        reference_time=q["reference_time"],
        category=int(q["category"]),
        evidence=list(q["evidence"]),
        arms={name: ranked(arm(query, depth), table) for name, arm in arms.items()},
        named=named(q["bank"], q["question"]),
        maxsim=tokens.maxsim(query.dense_tokens),
        token_idf=token_idf(q["question"], q["bank"], len(query.dense_tokens)),
    )
