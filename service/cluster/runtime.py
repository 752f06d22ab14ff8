"""The cluster inside a node: membership, the flow that follows the assignment, the facade.

`ClusterRuntime` is what a node starts when `cluster.enabled` (the default): it joins the
replica set's group (`Membership`), wraps the node's local service in `ClusterMemoryService`,
and runs ingestion over the node's own partitions:

1. wait until the group assigned this node at least one partition;
2. run the flow over exactly those (`run_ingest(partitions=...)`), resuming from recovery;
3. when the assignment changes, stop the run after its batch in flight and go to 1.

Banks and API keys are cluster-wide (`ClusterMetadata`: compacted topics read before the
node serves). A partition lost for longer than `cluster.grace_s` has its banks deleted from
the stores, and is remembered in `<data_dir>/cluster-rewind.json` so that, if it ever comes
back, it is replayed from the log's beginning rather than resumed from an offset whose data
is gone.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from typing import TYPE_CHECKING

from memstream.connectors.kafka.admin import admin_client
from memstream.connectors.kafka.client import topic_partitions
from memstream.contract.cluster import ClusterView
from memstream.errors import ConfigError
from memstream.flows.progress import Progress
from memstream.flows.sinks import ForgetHook, WriteHook
from memstream.placement import partition_of
from memstream.service.cluster.forwarding import ClusterMemoryService
from memstream.service.cluster.membership import Membership
from memstream.service.cluster.metadata import ClusterMetadata

if TYPE_CHECKING:
    from memstream.service.node import Node

log = logging.getLogger(__name__)


class ClusterRuntime:
    """Membership + assignment-following ingestion + forwarding facade of one node."""

    def __init__(self, node: Node) -> None:
        s = node.settings
        self._node = node
        self.settings = s.cluster
        self.url = s.cluster.advertised_url or s.api.public_url
        counts = topic_partitions(admin_client(node.bootstrap, s.kafka), s.kafka.topic)
        if counts is None:
            raise ConfigError(f"the events topic {s.kafka.topic!r} does not exist")
        self.partitions = len(counts)
        self._rewind_file = s.store.data_dir / "cluster-rewind.json"
        self._rewind = self._load_rewind()
        #: How far the flow has finished each partition: readiness is measured on it.
        self.progress = Progress()
        self._changed = threading.Condition()
        self._run_stop: threading.Event | None = None
        self._running: frozenset[int] = frozenset()
        self.runs = 0
        self.membership = Membership(
            s.cluster,
            s.kafka,
            node.bootstrap,
            self.url,
            self.progress,
            on_assignment=self._assigned,
            on_expired=self._expired,
        )
        self.metadata = ClusterMetadata(s.cluster, s.kafka, node.bootstrap, node.banks, node.keys)
        self.service = ClusterMemoryService(
            node.service,
            self.membership,
            s.cluster,
            self.partitions,
            metadata=self.metadata,
            max_wait_s=s.api.max_wait_s,
        )

    def start(self) -> ClusterRuntime:
        # The banks and keys first: a node answers only once it knows the cluster's.
        self.metadata.start()
        self.membership.start()
        log.info(
            "cluster member started node=%s group=%s url=%s partitions=%d",
            self.membership.node_id,
            self.settings.group(),
            self.url,
            self.partitions,
        )
        return self

    def close(self) -> None:
        self.membership.close()
        self.metadata.close()
        self.service.close()

    def view(self) -> ClusterView:
        return self.membership.table.view(
            self.settings.name,
            self.membership.node_id,
            self._node.settings.kafka.topic,
            self.partitions,
        )

    # -- the assignment-following flow -----------------------------------------------------
    def _assigned(self, owned: frozenset[int]) -> None:
        with self._changed:
            if self._run_stop is not None and owned != self._running:
                self._run_stop.set()  # the run ends after its batch in flight
            self._changed.notify_all()

    def ingest(
        self,
        from_beginning: bool,
        hook: WriteHook,
        on_forget: ForgetHook,
        stop: threading.Event,
    ) -> None:
        """Run the flow over this node's partitions until `stop`, following the assignment."""
        from memstream.flows.runner import run_ingest

        node = self._node
        while not stop.is_set():
            owned = self._wait_for_partitions(stop)
            if owned is None:
                return
            run_stop = threading.Event()
            with self._changed:
                self._run_stop, self._running = run_stop, owned
            relay = threading.Thread(target=_relay, args=(stop, run_stop), daemon=True)
            relay.start()
            rewind = frozenset(self._rewind & owned)
            self.runs += 1
            if not from_beginning:
                node.flow.check_new_log()
            log.info("cluster flow run partitions=%s rewind=%s", sorted(owned), sorted(rewind))
            try:
                run_ingest(
                    node.settings,
                    node.bootstrap,
                    node.stores,
                    node.enricher,
                    until_eof=False,
                    from_beginning=from_beginning,
                    hook=hook,
                    stop=run_stop,
                    offsets=node.flow.offsets,
                    on_forget=on_forget,
                    partitions=owned,
                    rewind=rewind,
                    progress=self.progress,
                )
            finally:
                run_stop.set()
                with self._changed:
                    self._run_stop = None
            from_beginning = False
            self._forget_rewound(rewind)

    def _wait_for_partitions(self, stop: threading.Event) -> frozenset[int] | None:
        with self._changed:
            while not stop.is_set():
                owned = self.membership.partitions.owned
                if owned:
                    return owned
                self._changed.wait(0.5)
        return None

    # -- dropping lost partitions ----------------------------------------------------------
    def _expired(self, partitions: list[int]) -> None:
        node = self._node
        lost = set(partitions)
        banks = [b for b in node.banks.names() if partition_of(b, self.partitions) in lost]
        for bank in banks:
            node.stores.delete_bank(bank)
            info = node.banks.get(bank)
            if info is not None and not info.explicit:
                # Known only from this node's flow: gone with the data. A bank created in the
                # cluster stays known (the banks topic's row): other owners serve it.
                node.banks.delete(bank)
        for p in lost:
            node.flow.offsets.pop(p, None)
            self.progress.forget(p)
        self._rewind |= lost
        self._save_rewind()
        log.info("lost partitions dropped partitions=%s banks=%d", sorted(lost), len(banks))

    def _forget_rewound(self, rewound: frozenset[int]) -> None:
        # A rewound partition that became ready again has its data back: resume it normally.
        done = {p for p in rewound if self.membership.is_ready(p)}
        if done:
            self._rewind -= done
            self._save_rewind()

    def _load_rewind(self) -> set[int]:
        try:
            return set(json.loads(self._rewind_file.read_text()))
        except FileNotFoundError:
            return set()

    def _save_rewind(self) -> None:
        tmp = self._rewind_file.with_suffix(".tmp")
        tmp.write_text(json.dumps(sorted(self._rewind)))
        os.replace(tmp, self._rewind_file)


def _relay(stop: threading.Event, run_stop: threading.Event) -> None:
    """Stop the run when the node stops; ends with the run."""
    while not run_stop.wait(0.5):
        if stop.is_set():
            run_stop.set()
