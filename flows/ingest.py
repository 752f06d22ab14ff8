"""The ingestion dataflow: Kafka -> decode/validate -> enrich in micro-batches -> three stores.

```
events topic ─► decode ─┬─ oks ─► enrich (per micro-batch) ─┬─► vector store (dense + SPLADE)
                        │                                   ├─► Tantivy (BM25)
                        │                                   ├─► graph (entities, chain, episodes)
                        │                                   └─► token store (rerank vectors)
                        └─ errs ─► dead-letter topic (original bytes + reason + source offset)
```
The flow is built from its parts (a source, the stores, the enricher, a dead-letter sink) so
tests can run it on Bytewax's testing source and sink against real embedded stores, and
production runs it on Kafka with recovery. Nothing here reads settings.
"""

from __future__ import annotations

import bytewax.operators as op
from bytewax.connectors.kafka import KafkaSinkMessage
from bytewax.dataflow import Dataflow
from bytewax.inputs import Source
from bytewax.outputs import Sink

from memstream.connectors.kafka.dlq import DeadLetter
from memstream.connectors.stores import Stores
from memstream.encoders import Enricher
from memstream.events import MemoryEvent
from memstream.flows.decode import Decoded, RawRecord, decode_record
from memstream.flows.sinks import RECALL_STORES, StoreSink, WriteHook
from memstream.records import EnrichedMemory

FLOW_ID = "memstream-ingest"


def to_kafka_message(dl: DeadLetter) -> KafkaSinkMessage[bytes | None, bytes | None]:
    """A dead letter as it is published: original key and bytes, the why in headers."""
    return KafkaSinkMessage(key=dl.key, value=dl.value, headers=dl.headers())


def build_flow(
    source: Source[RawRecord],
    stores: Stores,
    enricher: Enricher,
    dlq_sink: Sink[KafkaSinkMessage[bytes | None, bytes | None]],
    *,
    max_text_chars: int,
    hook: WriteHook | None = None,
) -> Dataflow:
    flow = Dataflow(FLOW_ID)
    raw = op.input("events", flow, source)
    decoded = op.map("decode", raw, lambda r: decode_record(r, max_text_chars))
    split = op.branch("valid?", decoded, lambda d: d.event is not None)

    events = op.map("event", split.trues, _event_of)
    enriched = op.flat_map_batch("enrich", events, enricher.enrich)
    keyed = op.key_on("one-writer", enriched, _single_key)
    for name in RECALL_STORES:  # step ids "vector-store", ...: recovery state is keyed by them
        op.output(f"{name}-store", keyed, StoreSink(name, getattr(stores, name).upsert, hook))
    if stores.tokens is not None:
        op.output("token-store", keyed, StoreSink("tokens", stores.tokens.upsert, hook))

    dead = op.map("dead-letter", split.falses, _dead_of)
    op.output("dlq", op.map("dlq-message", dead, to_kafka_message), dlq_sink)
    return flow


def _event_of(d: Decoded) -> MemoryEvent:
    assert d.event is not None
    return d.event


def _dead_of(d: Decoded) -> DeadLetter:
    assert d.dead is not None
    return d.dead


def _single_key(_: EnrichedMemory) -> str:
    return "all"
