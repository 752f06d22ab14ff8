"""Settings: one frozen pydantic-settings class per subsystem, read only in entry points.

Every field can be set by an environment variable (`MEMSTREAM_<SECTION>__<FIELD>`, e.g.
`MEMSTREAM_KAFKA__BOOTSTRAP_SERVERS`) or in an optional `.env` / `memstream.toml`-free dotenv file.
Nothing below the entry points reads the environment: they receive these objects.
"""

from __future__ import annotations

from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict

from memstream.settings.sections import (
    DURABLE,
    MEMORY,
    BrokerSettings,
    FlowSettings,
    KafkaSettings,
    ModelSettings,
    RecallSettings,
    StoreSettings,
)
from memstream.settings.serve import ApiSettings, ClusterSettings, NodeSettings

__all__ = [
    "DURABLE",
    "MEMORY",
    "ApiSettings",
    "BrokerSettings",
    "ClusterSettings",
    "FlowSettings",
    "KafkaSettings",
    "ModelSettings",
    "NodeSettings",
    "RecallSettings",
    "Settings",
    "StoreSettings",
]


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
