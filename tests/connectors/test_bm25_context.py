"""The BM25 index's context field: its text, and that arrival order does not change it."""

from __future__ import annotations

import logging
import random
from datetime import UTC, datetime, timedelta

import pytest

from memstream.connectors.bm25 import Bm25Index
from memstream.connectors.bm25_context import (
    ChainDoc,
    ContextWindow,
    Stretch,
    context_text,
    date_words,
    plan,
)
from memstream.connectors.bm25_schema import BankText
from memstream.records import EnrichedMemory, SparseVec
from tests.chat import BANK, chat_events
from tests.fakes import T0, memory


def enriched(events) -> list[EnrichedMemory]:
    return [EnrichedMemory(event=e, dense=(0.0,), sparse=SparseVec((), ())) for e in events]


def contexts(index: Bm25Index, memories: list[EnrichedMemory]) -> dict[str, str]:
    out = {}
    for m in memories:
        doc = index.get(m.id)
        assert doc is not None
        out[m.event.event_id] = doc["context"]
    return out


@pytest.fixture(scope="module")
def chat() -> list[EnrichedMemory]:
    return enriched(chat_events())


def test_context_text_holds_date_neighbours_and_own_text() -> None:
    at = datetime(2024, 3, 9, 23, 30, tzinfo=UTC)
    doc, a, b, c = (ChainDoc(x, "b", "c", x, at, f"text {x}") for x in "dabc")
    text = context_text(doc, [a, b], [c], ContextWindow(before=2, after=1))
    assert text == "9 March 2024\ntext a\ntext b\ntext d\ntext c"
    assert context_text(doc, [], [], ContextWindow(date=False)) == "text d"
    late = datetime(2024, 3, 10, 1, 0, tzinfo=UTC) - timedelta(hours=2)
    assert date_words(late) == "9 March 2024"
    with pytest.raises(ValueError):
        ContextWindow(before=-1)


def test_in_order_contexts_follow_the_conversation(tmp_path, chat) -> None:
    with Bm25Index(tmp_path / "ix", context=ContextWindow(before=1, after=1)) as ix:
        ix.upsert(chat[:40])
        ix.upsert(chat[40:])
        got = contexts(ix, chat)
    first, second, third = chat[0].event, chat[1].event, chat[2].event
    assert got[second.event_id] == "\n".join(
        [date_words(second.occurred_at), first.text, second.text, third.text]
    )
    # the first turn has nothing before it, the last nothing after it
    assert got[first.event_id].split("\n")[1:] == [first.text, second.text]
    assert got[chat[-1].event.event_id].endswith(chat[-2].event.text + "\n" + chat[-1].event.text)


@pytest.mark.parametrize("seed", [1, 2])
def test_out_of_order_arrival_ends_with_the_in_order_contexts(tmp_path, chat, seed) -> None:
    window = ContextWindow(before=2, after=1)
    with Bm25Index(tmp_path / "in-order", context=window) as ix:
        ix.upsert(chat)
        expected = contexts(ix, chat)
    shuffled = list(chat)
    random.Random(seed).shuffle(shuffled)
    with Bm25Index(tmp_path / "shuffled", context=window) as ix:
        at = 0
        rng = random.Random(seed)
        while at < len(shuffled):  # micro-batches of 1..17 events in random order
            n = rng.randint(1, 17)
            ix.upsert(shuffled[at : at + n])
            at += n
        ix.upsert(shuffled[:5])  # a replay changes nothing
        assert contexts(ix, chat) == expected
        assert ix.count(BANK) == len(chat)


def test_a_moved_memory_leaves_its_old_neighbours_right(tmp_path) -> None:
    window = ContextWindow(before=1, after=1, date=False)
    with Bm25Index(tmp_path / "ix", context=window) as ix:
        ms = [memory(i, text=f"turn {i}") for i in range(1, 6)]
        ix.upsert(ms)
        assert ix.get(ms[2].id)["context"] == "turn 2\nturn 3\nturn 4"
        # turn 3 is re-sent with a later time: it now follows turn 5
        late = memory(3, text="turn 3", occurred_at=ms[4].event.occurred_at + timedelta(minutes=1))
        ix.upsert([late])
        assert ix.get(ms[1].id)["context"] == "turn 1\nturn 2\nturn 4"
        assert ix.get(ms[3].id)["context"] == "turn 2\nturn 4\nturn 5"
        assert ix.get(ms[4].id)["context"] == "turn 4\nturn 5\nturn 3"
        assert ix.get(late.id)["context"] == "turn 5\nturn 3"
        # a neighbour's new text reaches the contexts around it
        ix.upsert([memory(4, text="turn four")])
        assert ix.get(ms[1].id)["context"] == "turn 1\nturn 2\nturn four"


def test_conversations_and_banks_keep_apart(tmp_path) -> None:
    window = ContextWindow(before=1, after=1, date=False)
    with Bm25Index(tmp_path / "ix", context=window) as ix:
        a = [memory(i, text=f"a {i}", conversation_id="ca") for i in (1, 3)]
        b = [memory(i, text=f"b {i}", conversation_id="cb") for i in (2, 4)]
        other = [memory(i, "bank-b", text=f"o {i}", conversation_id="ca") for i in (2,)]
        ix.upsert([*a, *b, *other])
        assert ix.get(a[0].id)["context"] == "a 1\na 3"
        assert ix.get(b[1].id)["context"] == "b 2\nb 4"
        assert ix.get(other[0].id)["context"] == "o 2"


def test_context_field_finds_a_reply_by_its_question(tmp_path) -> None:
    with Bm25Index(tmp_path / "ix") as ix:
        ms = [
            memory(1, text="Did you go to the pottery class on Saturday?"),
            memory(2, text="Yes, and I loved it."),
            memory(3, text="The weather was nice."),
        ]
        ix.upsert(ms)
        assert ms[1].id not in {h.id for h in ix.search("bank-a", "pottery class", 5)}
        found = [h.id for h in ix.search("bank-a", "pottery class", 5, field="context")]
        assert ms[1].id in found
        with pytest.raises(ValueError):
            ix.search("bank-a", "pottery", 5, field="speaker")


def test_deleting_a_memory_closes_the_gap_in_its_neighbours_contexts(tmp_path) -> None:
    window = ContextWindow(before=1, after=1, date=False)
    with Bm25Index(tmp_path / "ix", context=window) as ix:
        ms = [memory(i, text=f"turn {i}") for i in range(1, 5)]
        ix.upsert(ms)
        ix.delete("bank-a", [ms[1].id])
        assert ix.get(ms[1].id) is None
        assert ix.get(ms[0].id)["context"] == "turn 1\nturn 3"
        assert ix.get(ms[2].id)["context"] == "turn 1\nturn 3\nturn 4"
        ix.delete("bank-b", [ms[2].id])  # another bank's delete touches nothing here
        assert ix.get(ms[2].id)["context"] == "turn 1\nturn 3\nturn 4"


def test_sub_second_turns_arriving_late_get_the_in_order_contexts(tmp_path) -> None:
    """Turns milliseconds apart (Tantivy indexes dates at whole seconds) sent one by one,
    each late one after turns that happened after it, within its second and across seconds."""
    window = ContextWindow(before=2, after=1, date=False)
    t = T0.replace(second=0)
    ms = [
        memory(i, text=f"turn {i}", occurred_at=t + timedelta(milliseconds=45 * i + 300 * (i // 4)))
        for i in range(12)
    ]
    with Bm25Index(tmp_path / "in-order", context=window) as ix:
        ix.upsert(ms)
        expected = contexts(ix, ms)
    arrival = [ms[k] for k in (1, 2, 3, 0, 5, 6, 4, 9, 10, 11, 7, 8)]
    with Bm25Index(tmp_path / "late", context=window) as ix:
        for m in arrival:
            ix.upsert([m])
        assert contexts(ix, ms) == expected


class _Gappy:
    """A reader whose stretches leave out the stored docs before the batch (the bug that
    second-precision dates caused), while claiming not to reach the conversation's start."""

    def __init__(self, inner) -> None:
        self._inner = inner

    def current(self, ids):
        return self._inner.current(ids)

    def stretch(self, bank, conversation, lo, hi, margin):
        run = self._inner.stretch(bank, conversation, lo, hi, margin)
        if margin == 0:  # the whole conversation: honest
            return run
        return Stretch([d for d in run.docs if d.occurred_at >= lo], False, run.at_end)


def test_a_stretch_with_a_gap_is_logged_and_replanned_from_the_whole_conversation(
    tmp_path, caplog
) -> None:
    window = ContextWindow(before=1, after=1, date=False)
    with Bm25Index(tmp_path / "ix", context=window) as ix:
        ms = [memory(i, text=f"turn {i}") for i in range(1, 6)]
        ix.upsert(ms)
        batch = [ChainDoc(ms[2].id, "bank-a", "c1", ms[2].sort_key(), ms[2].event.occurred_at, "3")]
        with caplog.at_level(logging.ERROR):
            planned = {d.id: d.context for d in plan(batch, _Gappy(ix._chain()), window)}
        assert planned[ms[2].id] == "turn 2\n3\nturn 4"
        assert "re-planning the whole conversation" in caplog.text


def test_a_plan_reads_back_from_the_snapshot_it_planned_on(tmp_path, chat) -> None:
    """The context upkeep plans on one searcher and re-reads the neighbours it rewrites
    through the same one: a commit (or a reload after a merge) between the two cannot make
    a neighbour the plan found unreadable. Here the neighbour is deleted in between."""
    with Bm25Index(tmp_path / "ix", context=ContextWindow(before=1, after=1)) as ix:
        ix.upsert(chat[:10])
        chain = ix._chain()
        neighbour = chain.current([chat[4].id])[chat[4].id]
        ix.delete(BANK, [chat[4].id])  # committed and reloaded: newer searchers lack it
        assert ix.get(chat[4].id) is None
        doc = ix._redocument(neighbour, BankText(ix._analyzer), chain)
        assert doc.to_dict()["text"] == [chat[4].event.text]
