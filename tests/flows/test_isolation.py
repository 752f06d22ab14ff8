"""One record's failure costs that record only: decoding, enrichment and every store write.

Each test runs the ingestion flow on Bytewax's testing source against real embedded stores,
single-worker and two-worker, with good records around the bad ones: the bad ones are
dead-lettered once with their reason and original bytes, and every good one is stored.
"""

from __future__ import annotations

import json

import pytest
from bytewax.testing import TestingSink, TestingSource

from memstream.bounds import MAX_EVENT_BYTES
from memstream.connectors.stores import Stores, open_stores
from memstream.errors import StoreUnavailable
from memstream.flows.ingest import build_flow
from memstream.settings import StoreSettings
from tests.fakes import Refusing, event
from tests.flows.harness import partition0, run_flow

pytestmark = pytest.mark.models

POISON = "POISON"


def _flow(stores: Stores, enricher, payloads, dlq_out, batch_size: int = 4):
    source = TestingSource(partition0(payloads), batch_size=batch_size)
    return build_flow(source, stores, enricher, TestingSink(dlq_out), max_text_chars=1000)


@pytest.fixture
def stores(tmp_path, graph_engine):
    s = open_stores(StoreSettings(data_dir=tmp_path, graph_engine=graph_engine))
    yield s
    s.close()


GOOD = [event(i, text=f"Ann told Bob about her trip number {i}.") for i in range(6)]
BAD_IDS = {2, 4}  # positions of GOOD replaced by the poison twin below


def _payloads() -> list[bytes | None]:
    out = []
    for i, e in enumerate(GOOD):
        if i in BAD_IDS:
            e = event(i, text=f"{POISON} record {i}")
        out.append(e.to_json_bytes())
    return out


def _good_ids() -> list[str]:
    return sorted(e.memory_id for i, e in enumerate(GOOD) if i not in BAD_IDS)


def _kinds(dlq) -> list[tuple[str, bytes]]:
    """(kind, source offset) of each dead letter, sorted."""
    heads = [dict(m.headers) for m in dlq]
    return sorted((h["memstream-error-kind"].decode(), h["memstream-source-offset"]) for h in heads)


@pytest.mark.parametrize("workers", [1, 2])
@pytest.mark.parametrize("store", ["vector", "bm25", "graph"])
def test_a_store_refusing_one_record_dead_letters_it_and_the_rest_are_stored(
    stores, enricher, workers, store
) -> None:
    refusing = Refusing(getattr(stores, store), "upsert", POISON, ValueError("cannot hold it"))
    setattr(stores, store, refusing)
    payloads = _payloads()
    dlq: list = []
    run_flow(_flow(stores, enricher, payloads, dlq), workers)

    assert _kinds(dlq) == [("store", b"2"), ("store", b"4")]
    for m in dlq:
        headers = dict(m.headers)
        assert m.value == payloads[int(headers["memstream-source-offset"])]
        assert f"the {store} store refused it".encode() in headers["memstream-error-reason"]
        assert headers["memstream-bank"] == b"bank-a"
    # every store lacks the poison: the stores before the refusing one took it, then let it go
    for name, ids in _held(stores).items():
        assert ids == _good_ids(), name


def _held(stores: Stores) -> dict[str, list[str]]:
    """The memory ids of bank-a in each store."""
    fp = stores.fingerprint("bank-a")
    tokens = stores.tokens.get([e.memory_id for e in GOOD], bank="bank-a") if stores.tokens else {}
    return {
        "vector": [p[0] for p in fp["vector"]],
        "bm25": fp["bm25"],
        "graph": sorted(m["id"] for m in fp["graph"]["memories"]),
        "tokens": sorted(tokens),
    }


@pytest.mark.parametrize("store", ["vector", "bm25", "graph"])
def test_a_refused_new_version_removes_the_memory_from_every_store(stores, enricher, store) -> None:
    """An event re-sent with its id and a text a store refuses: the memory's latest event is
    dead-lettered, so no store keeps either version (not the new text in the stores before
    the refusing one and the old one after it); a later good version in the same batch
    stays."""
    setattr(stores, store, Refusing(getattr(stores, store), "upsert", POISON, ValueError("no")))
    first = [e.to_json_bytes() for e in GOOD]
    dlq: list = []
    run_flow(_flow(stores, enricher, first, dlq), 1)
    assert dlq == [] and _held(stores)["graph"] == sorted(e.memory_id for e in GOOD)
    resent = [
        event(1, text=f"{POISON} again"),  # refused: memory 1 goes
        event(3, text=f"{POISON} first"),  # refused, then taken in its next version
        event(3, text="Ann told Bob about her new trip."),
    ]
    run_flow(_flow(stores, enricher, [e.to_json_bytes() for e in resent], dlq, 8), 1)
    assert len(dlq) == 2
    want = sorted(e.memory_id for i, e in enumerate(GOOD) if i != 1)
    for name, ids in _held(stores).items():
        assert ids == want, name
    texts = {p[0]: p[1] for p in stores.fingerprint("bank-a")["vector"]}
    assert texts[GOOD[3].memory_id] == "Ann told Bob about her new trip."


@pytest.mark.parametrize("fault", ["record", "store"])
def test_deleting_a_refused_memory_is_isolated_like_its_writes(
    stores, enricher, monkeypatch, caplog, fault
) -> None:
    """The graph refuses the poison, so the stores before it, which took it, delete it. The
    BM25 store failing on that delete for the record (a bug on those ids) no longer stops the
    flow: the other stores delete it, the failure is logged with the memory's id, and the
    good records are stored; failing for the store (unavailable) still stops the flow."""
    stores.graph = Refusing(stores.graph, "upsert", POISON, ValueError("cannot hold it"))
    poison = {event(i).memory_id for i in BAD_IDS}  # the twins share their ids
    delete = stores.bm25.delete
    error = KeyError("a bug") if fault == "record" else StoreUnavailable("disk busy")

    def failing(bank: str, ids) -> None:
        if poison & set(ids):
            raise error
        delete(bank, ids)

    monkeypatch.setattr(stores.bm25, "delete", failing)
    dlq: list = []
    if fault == "store":
        with pytest.raises(Exception, match=r"memstream-ingest\.stores") as info:
            run_flow(_flow(stores, enricher, _payloads(), dlq), 1)
        assert isinstance(info.value.__cause__, StoreUnavailable)
        return
    run_flow(_flow(stores, enricher, _payloads(), dlq), 1)  # before: the KeyError stopped it
    assert _kinds(dlq) == [("store", b"2"), ("store", b"4")]
    held = _held(stores)
    assert held["vector"] == held["graph"] == _good_ids()
    assert set(held["bm25"]) - set(_good_ids()) == poison  # where the delete failed
    failed = [r for r in caplog.records if "cannot delete a refused memory" in r.getMessage()]
    assert {r.levelname for r in failed} == {"ERROR"} and len(failed) == len(poison)


@pytest.mark.parametrize("workers", [1, 2])
def test_enrichment_failing_for_one_record_dead_letters_it(stores, enricher, workers) -> None:
    refusing = Refusing(enricher, "enrich", POISON, RuntimeError("model choked"))
    dlq: list = []
    run_flow(_flow(stores, refusing, _payloads(), dlq), workers)
    assert _kinds(dlq) == [("enrich", b"2"), ("enrich", b"4")]
    assert b"model choked" in dict(dlq[0].headers)["memstream-error-reason"]
    assert stores.fingerprint("bank-a")["bm25"] == _good_ids()


def test_the_token_store_refusing_keeps_the_memory(stores, enricher) -> None:
    stores.tokens = Refusing(stores.tokens, "upsert", POISON, ValueError("no"))  # type: ignore[assignment]
    dlq: list = []
    run_flow(_flow(stores, enricher, _payloads(), dlq), 1)
    assert dlq == []
    assert len(stores.fingerprint("bank-a")["bm25"]) == len(GOOD)


def test_an_unavailable_store_stops_the_flow_instead_of_dead_lettering(stores, enricher) -> None:
    stores.graph = Refusing(stores.graph, "upsert", POISON, StoreUnavailable("disk busy"))  # type: ignore[assignment]
    dlq: list = []
    with pytest.raises(Exception, match=r"memstream-ingest\.stores") as info:
        run_flow(_flow(stores, enricher, _payloads(), dlq), 1)
    assert isinstance(info.value.__cause__, StoreUnavailable)
    assert dlq == []


def _deep(n: int) -> dict:
    x: object = 1
    for _ in range(n):
        x = {"a": x}
    return x  # type: ignore[return-value]


def _raw(i: int, tail: str) -> bytes:
    """Event i's JSON with `tail` (raw JSON text, e.g. a "metadata" member) spliced in."""
    body = event(i).model_dump_json(exclude_none=True)
    return (body[:-1] + ", " + tail + "}").encode()


#: Records no store could hold or Python's json reads wrongly; each used to stop the flow or
#: poison its bank. (kind expected, bytes)
POISONS: list[tuple[str, bytes]] = [
    ("json", _raw(100, '"metadata": ' + '{"a": ' * 10_000 + "1" + "}" * 10_000)),
    ("json", _raw(101, '"metadata": {"x": NaN}')),
    ("json", _raw(102, '"metadata": {"x": -Infinity}')),
    ("json", _raw(103, '"metadata": {"x": 1e400}')),
    ("json", _raw(104, '"metadata": {"x": ' + "9" * 5000 + "}")),
    ("json", _raw(105, '"metadata": ' + json.dumps(_deep(127)))),  # record depth over 64
    ("schema", _raw(111, '"metadata": ' + json.dumps(_deep(40)))),  # metadata depth over 32
    ("schema", _raw(106, '"metadata": {"x": 18446744073709551616}')),
    ("schema", _raw(107, '"sequence": 1000000000000000000000000000000')),
    ("schema", _raw(108, '"metadata": {"\\udc80": "lone surrogate key"}')),
    ("schema", _raw(109, '"speaker": "\\ud800"')),
    ("too_large", _raw(110, '"metadata": {"pad": "' + "x" * MAX_EVENT_BYTES + '"}')),
]


@pytest.mark.parametrize("workers", [1, 2])
def test_poison_records_are_dead_lettered_and_the_good_ones_after_them_stored(
    stores, enricher, workers
) -> None:
    good = [event(i, text=f"Ann visited city number {i}.") for i in range(len(POISONS))]
    payloads: list[bytes | None] = []
    for g, (_, bad) in zip(good, POISONS, strict=True):
        payloads += [bad, g.to_json_bytes()]
    dlq: list = []
    run_flow(_flow(stores, enricher, payloads, dlq, batch_size=3), workers)

    letters = sorted(dlq, key=lambda m: int(dict(m.headers)["memstream-source-offset"]))
    assert [dict(m.headers)["memstream-error-kind"].decode() for m in letters] == [
        k for k, _ in POISONS
    ]
    assert [m.value for m in letters] == [b for _, b in POISONS]
    fp = stores.fingerprint("bank-a")
    assert fp["bm25"] == sorted(g.memory_id for g in good)
    assert len(stores.vector.scroll("bank-a", 100)[0]) == len(good)  # the bank reads back


def test_a_bug_in_a_store_adapter_is_dead_lettered_as_internal_and_logged(
    stores, enricher, caplog
) -> None:
    """A KeyError is memstream's fault, not the record's: its own kind, a traceback in the log."""
    stores.bm25 = Refusing(stores.bm25, "upsert", POISON, KeyError("lost neighbour"))  # type: ignore[assignment]
    dlq: list = []
    run_flow(_flow(stores, enricher, _payloads(), dlq), 1)
    heads = [dict(m.headers) for m in dlq]
    assert [h["memstream-error-kind"] for h in heads] == [b"internal", b"internal"]
    assert b"a bug, not a fault of the record" in heads[0]["memstream-error-reason"]
    assert "memstream bug" in caplog.text and "Traceback" in caplog.text
    assert stores.fingerprint("bank-a")["bm25"] == _good_ids()
