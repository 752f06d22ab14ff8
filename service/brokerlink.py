"""The node's broker: the configured Kafka, a running `memstream broker`, or one it starts.

`BrokerLink.connect` finds the broker in that order and, for the last, starts the embedded
Tansu broker with its log under the data dir and writes `<data_dir>/broker.json` so that the
other commands find it; `ensure_topics` creates the topics, retrying while a broker that just
started drops the first requests; `stop` stops a broker the node started.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memstream.connectors.kafka.broker import EmbeddedBroker, tansu_env
from memstream.connectors.kafka.state import await_orphan, resolve_bootstrap
from memstream.errors import BrokerError
from memstream.settings import Settings

log = logging.getLogger(__name__)

#: How long the node retries creating its topics at start.
STARTUP_RETRY_S = 30.0


class BrokerLink:
    """Where the node's broker is (`bootstrap`), and the embedded one it started, if any."""

    def __init__(self, settings: Settings, status: Callable[[str], None]) -> None:
        self.settings = settings
        self.bootstrap = ""
        self._status = status
        self._embedded: EmbeddedBroker | None = None

    @property
    def state_file(self) -> Path:
        return self.settings.store.data_dir / "broker.json"

    def connect(self) -> bool:
        """Use the configured Kafka or a running `memstream broker`, else start one.

        Returns True when the broker was started here with in-memory storage: its topic is
        new, so offsets saved by an earlier run mean nothing and ingestion starts over.
        """
        state = self.state_file
        try:
            self.bootstrap = resolve_bootstrap(self.settings.kafka, state)
            return False
        except BrokerError:
            await_orphan(state)  # the broker of a node killed with -9 is still going
        self._status("starting the embedded Kafka broker (Tansu)")
        self._embedded = EmbeddedBroker(
            self.settings.broker,
            env=tansu_env(os.environ),
            log_dir=self.settings.store.data_dir / "log",
        ).start()
        self.bootstrap = self._embedded.bootstrap
        self.settings.store.data_dir.mkdir(parents=True, exist_ok=True)
        self._embedded.write_state(state)
        return self.settings.broker.storage_engine.startswith("memory:")

    def ensure_topics(self, ensure: Callable[[str, Any], object]) -> None:
        """Create the topics, retrying for a while: a broker that just started (or a busy
        one) may drop the first metadata requests ("Broker transport failure")."""
        deadline = time.monotonic() + STARTUP_RETRY_S
        while True:
            try:
                ensure(self.bootstrap, self.settings.kafka)
                return
            except BrokerError as e:
                if time.monotonic() > deadline:
                    raise
                log.warning("topics not ready yet, retrying: %s", e)
                time.sleep(1.0)

    def stop(self) -> None:
        """Stop the embedded broker the node started (nothing otherwise)."""
        if self._embedded is not None:
            self._embedded.stop()
            self.state_file.unlink(missing_ok=True)
            self._embedded = None
