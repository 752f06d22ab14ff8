"""The bank fields (connectors/bm25_schema.py): a search of one bank asks for the bank's own
terms, with no bank filter, and must answer exactly what the bank-filtered search of the
unprefixed field answers: the same memories, in the same order, with the same scores. Checked
on several banks of chat-like text sharing words, written in several commits, with late
turns, redeliveries that change a text, and deletions (so Tantivy's statistics count old
versions), for both fields, both idf scopes, and with fact-type and time filters."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest

from memstream.connectors.bm25 import FIELDS, Bm25Index
from memstream.connectors.bm25_idf import IDF_SCOPES
from memstream.connectors.bm25_search import Bm25Reader
from memstream.events import FactType
from tests.fakes import T0, memory

_SENTENCE = "ferry harbour lantern violin garden tomato recital bakery marathon landlord rent"
WORDS = (*_SENTENCE.split(), "choir", "puppy", "vet", "invoice", "deadline", "flight")
#: One bank's name is the start of another's: their keys must still differ.
BANKS = ("bank-a", "bank-b", "Bank.c_9-x", "bank-a.2", "L" * 64)


def _text(rng: random.Random) -> str:
    words = rng.choices(WORDS, k=rng.randint(2, 9))
    return " ".join(words) + rng.choice(("", "!", " ok", " haha"))


def _memories(rng: random.Random, n: int) -> list:
    out = []
    for i in range(n):
        bank = rng.choices(BANKS, weights=(6, 3, 1, 2, 2))[0]
        out.append(
            memory(
                i,
                bank,
                text=_text(rng),
                # sub-second and out of order within each conversation
                occurred_at=T0 + timedelta(seconds=rng.uniform(0, 600)),
                conversation_id=f"c{rng.randint(1, 3)}",
                fact_type=rng.choice(list(FactType)).value,
            )
        )
    return out


def _fill(index: Bm25Index, seed: int) -> None:
    rng = random.Random(seed)
    ms = _memories(rng, 120)
    for i in range(0, len(ms), 17):  # several commits: several segments
        index.upsert(ms[i : i + 17])
    again = rng.sample(ms, 15)  # redeliveries, some with a new text
    index.upsert([m if rng.random() < 0.5 else _retext(m, _text(rng)) for m in again])
    for bank in BANKS:
        gone = [m.id for m in ms if m.bank == bank][:3]
        index.delete(bank, gone)


def _retext(m, text: str):
    return replace(m, event=m.event.model_copy(update={"text": text}))


def _queries(rng: random.Random) -> list[dict[str, float]]:
    qs = [dict.fromkeys(rng.sample(WORDS, rng.randint(1, 5)), 1.0) for _ in range(12)]
    # the context arm's second round: feedback terms below 1
    qs += [{w: rng.choice((1.0, 0.3, 0.07)) for w in rng.sample(WORDS, 8)} for _ in range(4)]
    return [*qs, {"unheardof": 1.0}, {"ferry": 1.0, "unheardof": 1.0}]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_bank_fields_answer_what_the_bank_filter_answers(tmp_path: Path, seed: int) -> None:
    rng = random.Random(100 + seed)
    with Bm25Index(tmp_path / "bm25") as index:
        assert index.layout.bank_fields
        _fill(index, seed)
        filtered = Bm25Reader(replace(index.layout, bank_fields=False))
        windows = [(None, None), (T0 + timedelta(seconds=100), T0 + timedelta(seconds=400))]
        compared = 0
        for bank in BANKS:
            own = set(index.ids(bank))
            for field in FIELDS:
                for scope in IDF_SCOPES:
                    for terms in _queries(rng):
                        start, end = rng.choice(windows)
                        kinds = rng.choice([None, ("world", "experience"), ()])
                        ask = dict(start=start, end=end, fact_types=kinds, field=field, idf=scope)
                        got = index.search_terms(bank, terms, 20, **ask)
                        want = filtered.search_terms(bank, terms, 20, **ask)
                        assert [h.id for h in got] == [h.id for h in want], (bank, terms, ask)
                        assert [h.score for h in got] == pytest.approx(
                            [h.score for h in want], rel=1e-5
                        )
                        assert {h.id for h in got} <= own
                        compared += bool(got)
        assert compared >= 100  # not a comparison of empty answers


def test_a_bank_never_reads_another_banks_memories(tmp_path: Path) -> None:
    """The same words in two banks: each bank's search finds only its own, and deleting one
    bank leaves the other's scores as they were."""
    with Bm25Index(tmp_path / "bm25") as index:
        a = [memory(i, "bank-a", text=f"ferry lantern {i}") for i in range(5)]
        b = [memory(10 + i, "bank-b", text=f"ferry ferry lantern {i}") for i in range(5)]
        index.upsert(a + b)
        hits_a = index.search("bank-a", "ferry lantern", 20)
        assert {h.id for h in hits_a} == {m.id for m in a}
        assert {h.id for h in index.search("bank-b", "ferry", 20)} == {m.id for m in b}
        assert index.search("bank-c", "ferry", 20) == []
        index.delete_bank("bank-b")
        assert index.search("bank-b", "ferry", 20) == []
        assert [h.id for h in index.search("bank-a", "ferry lantern", 20)] == [h.id for h in hits_a]
