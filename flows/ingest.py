"""The ingestion dataflow: Kafka -> decode/validate -> enrich in micro-batches -> the stores.

```
events topic ─► decode ─┬─ oks ─► enrich (per micro-batch; ─┬─► stores, one writer, in log order:
                        │         tombstones pass through)  │   vector (dense + SPLADE), Tantivy
                        │                                   │   (BM25), graph, tokens (rerank);
                        │                                   │   a tombstone deletes from all
                        │                                   │          │ refused
                        └─ errs ────────────────────────────┴─ errs ───┴─► dead-letter topic
                                                    (original bytes + reason + source offset)
```
Whatever fails for one record (decoding, enrichment, a store refusing it) dead-letters that
record and the flow goes on; only an unavailable store or broker stops it. The flow is built
from its parts (a source, the stores, the enricher, a dead-letter sink) so tests can run it on
Bytewax's testing source and sink against real embedded stores, and production runs it on
Kafka with recovery. Nothing here reads settings.
"""

from __future__ import annotations

import bytewax.operators as op
from bytewax.connectors.kafka import KafkaSinkMessage
from bytewax.dataflow import Dataflow, Stream
from bytewax.inputs import Source
from bytewax.outputs import Sink

from memstream.connectors.kafka.dlq import DeadLetter
from memstream.connectors.stores import Stores
from memstream.encoders import Enricher
from memstream.flows.decode import Decoded, RawRecord, decode_record
from memstream.flows.progress import Progress
from memstream.flows.sinks import ForgetHook, StoreWriter, WriteHook
from memstream.flows.staging import Staged, stage

FLOW_ID = "memstream-ingest"


def to_kafka_message(dl: DeadLetter) -> KafkaSinkMessage[bytes | None, bytes | None]:
    """A dead letter as it is published: original key and bytes (cut only if they would not
    fit one message, see `DeadLetter.fitted`), the why in headers."""
    dl = dl.fitted()
    return KafkaSinkMessage(key=dl.key, value=dl.value, headers=dl.headers())


def build_flow(
    source: Source[RawRecord],
    stores: Stores,
    enricher: Enricher,
    dlq_sink: Sink[KafkaSinkMessage[bytes | None, bytes | None]],
    *,
    max_text_chars: int,
    hook: WriteHook | None = None,
    on_forget: ForgetHook | None = None,
    progress: Progress | None = None,
    log_id: str | None = None,
) -> Dataflow:
    """`log_id`: the events topic's unique id (where each record was read, for co-recalls)."""
    flow = Dataflow(FLOW_ID)
    raw = op.input("events", flow, source)
    decoded = op.map("decode", raw, lambda r: decode_record(r, max_text_chars))
    split = op.branch("valid?", decoded, lambda d: d.dead is None)

    enriched = op.flat_map_batch(
        "enrich", split.trues, lambda batch: stage(enricher, batch, log_id)
    )
    staged: Stream[Staged] = op.filter_map("enriched", enriched, _staged)
    keyed = op.key_on("one-writer", staged, _single_key)
    written = op.stateful_batch(
        "stores", keyed, lambda _: StoreWriter(stores, hook, on_forget, progress)
    )
    refused = op.key_rm("refused", written)

    undecoded = op.map("dead-letter", split.falses, _dead_of)
    unenriched = op.filter_map("enrich-refused", enriched, _letter)
    dead = op.merge("dead", undecoded, unenriched, refused)
    if progress is not None:  # a dead letter's record is finished too
        dead = op.inspect("dead-finished", dead, lambda _, d: _finished(progress, d))
    op.output("dlq", op.map("dlq-message", dead, to_kafka_message), dlq_sink)
    return flow


def _staged(x: Staged | DeadLetter) -> Staged | None:
    return None if isinstance(x, DeadLetter) else x


def _letter(x: Staged | DeadLetter) -> DeadLetter | None:
    return x if isinstance(x, DeadLetter) else None


def _dead_of(d: Decoded) -> DeadLetter:
    assert d.dead is not None
    return d.dead


def _finished(progress: Progress, d: DeadLetter) -> None:
    progress.finished(d.source_partition, d.source_offset)


def _single_key(_: Staged) -> str:
    return "all"
