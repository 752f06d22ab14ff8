"""Rebuilding stores from the log: at a node's start when stores were lost, and on demand.

A node that finds lost stores at its start (`memstream.flows.lost.find_lost`: a store missing
or emptied while the flow's saved offsets say it was written) logs it at ERROR, re-reads the
events topic from its start (the path a lost log takes: the recovery store is reset, every
write is an idempotent upsert and tombstones replay) and answers `/ready` 503 with the stores
check's detail ``rebuilding the stores from the log ...: N of M records re-read`` until the
flow has read everything the log held when the rebuild began; then it logs
``stores rebuilt from the log`` and records the stores in the manifest. `StoreRebuild` is that
progress.

`rebuild_data_dir` does the same for a stopped node's data dir (`memstream rebuild`): it moves
the store files aside (nothing is deleted: the folder is named in the report), resets the
saved offsets and runs the flow to the log's end into new stores.
"""

from __future__ import annotations

import logging
import shutil
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from memstream.connectors.kafka.identity import LogIdentity, topic_id
from memstream.connectors.kafka.offsets import log_end_offsets
from memstream.connectors.stores import TOKENS_FILE, Stores, open_stores
from memstream.encoders import Enricher
from memstream.errors import BrokerError, ConfigError, MemstreamError, StoreUnavailable
from memstream.flows.lost import LostStores, StoreManifest, find_lost, held, manifest_path
from memstream.flows.runner import log_identity, run_ingest
from memstream.settings import Settings

log = logging.getLogger(__name__)


class StoreUpkeep:
    """A node's side of lost stores: the manifest its writer keeps (`written` on every store
    write, `record` at stop), and the check at its start (`find_lost`)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.manifest = StoreManifest(manifest_path(settings))

    def find_lost(self, stores: Stores, report: Callable[[StoreRebuild], None]) -> bool:
        """Whether stores were lost (then `report`ed: the first flow run must re-read the log
        from its start to rebuild them)."""
        lost = find_lost(self.settings, stores)
        if lost is not None:
            report(StoreRebuild(lost, self))
        return lost is not None

    def written(self, store: str) -> None:
        self.manifest.written(store)

    def record(self, stores: Stores) -> None:
        self.manifest.record(held(stores))


class StoreRebuild:
    """A node's rebuild of lost stores: what was lost, since when, how far it got.

    `aim` takes the log's end once (the first read after the rebuild began); `finished` is
    true once the flow's committed offsets reach it on every partition this node reads;
    `done` then logs it and records the stores.
    """

    def __init__(self, lost: LostStores, upkeep: StoreUpkeep) -> None:
        self.lost = lost
        self.upkeep = upkeep
        self.started = time.monotonic()
        self.target: dict[int, int] | None = None

    def done(self, stores: Stores) -> None:
        seconds = time.monotonic() - self.started
        log.info(
            "stores rebuilt from the log stores=%s seconds=%.1f",
            ",".join(self.lost.stores),
            seconds,
        )
        self.upkeep.record(stores)

    def aim(self, ends: Mapping[int, int]) -> None:
        if self.target is None:
            self.target = dict(ends)

    def _scoped(self, scope: Collection[int] | None) -> dict[int, int]:
        target = self.target or {}
        return {p: e for p, e in target.items() if scope is None or p in scope}

    def finished(self, committed: Mapping[int, int], scope: Collection[int] | None) -> bool:
        """`scope`: the partitions this node reads (a cluster member's; None: all). A member
        not yet given its partitions has not begun."""
        if self.target is None or (scope is not None and not scope):
            return False
        return all(committed.get(p, 0) >= end for p, end in self._scoped(scope).items())

    def detail(self, committed: Mapping[int, int], scope: Collection[int] | None) -> str:
        head = f"rebuilding the stores from the log ({self.lost.describe()})"
        if self.target is None:
            return f"{head}: reading the log's end"
        if scope is not None and not scope:
            return f"{head}: waiting for this node's partitions"
        target = self._scoped(scope)
        done = sum(min(committed.get(p, 0), end) for p, end in target.items())
        return f"{head}: {done} of {sum(target.values())} records re-read"


# -- on demand: `memstream rebuild` ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RebuildReport:
    records: int  # the log's records (every partition) the rebuild read
    written: dict[str, int]  # memories each store made visible
    moved_to: Path | None  # where the old store files went
    seconds: float


def store_paths(settings: Settings) -> list[Path]:
    """The embedded stores' files under the data dir (those that exist)."""
    s = settings.store
    paths = [s.bm25_dir, s.graph_path, s.data_dir / TOKENS_FILE]
    if s.vector_backend == "edge" and s.qdrant_path is None:
        paths.insert(0, s.vector_dir)
    siblings = [p.with_name(p.name + x) for p in paths for x in (".wal", "-wal", "-shm")]
    return [p for p in [*paths, *siblings] if p.exists()]


def move_stores_aside(settings: Settings) -> Path | None:
    """Move the store files into ``<data_dir>/stores-before-rebuild-<UTC time>``; None when
    there were none."""
    found = store_paths(settings)
    if not found:
        return None
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    aside = settings.store.data_dir / f"stores-before-rebuild-{stamp}"
    aside.mkdir(mode=0o700)
    for path in found:
        shutil.move(str(path), aside / path.name)
    return aside


def not_in_use(settings: Settings) -> None:
    """StoreUnavailable when another opener (a running node) holds the stores: each store
    admits one. Stores that fail to open for another reason (damaged files) are what a
    rebuild is for: reported, not refused."""
    try:
        open_stores(settings.store).close()
    except (StoreUnavailable, ConfigError) as e:
        raise StoreUnavailable(
            f"the stores in {settings.store.data_dir} do not open ({e}): stop the node first "
            "(if none runs, they are damaged: --force moves them aside all the same)"
        ) from e
    except Exception as e:
        log.warning("the stores do not open (rebuilding them): %s: %s", type(e).__name__, e)


def check_log(settings: Settings, bootstrap: str) -> int:
    """How many records the events topic holds; MemstreamError when it cannot be the log the
    stores were built from (missing, empty, or a new log under the same name)."""
    kafka = settings.kafka
    current = topic_id(bootstrap, kafka)
    if current is None:
        raise MemstreamError(f"the events topic {kafka.topic!r} does not exist on {bootstrap}")
    recorded = LogIdentity(log_identity(settings)).recorded()
    if recorded is not None and recorded != current:
        raise MemstreamError(
            f"the events topic {kafka.topic!r} is a new log (topic id {recorded} -> {current}): "
            "the broker lost the log the stores were built from; rebuilding would lose them"
        )
    records = sum(log_end_offsets(bootstrap, kafka.topic, kafka, 60.0).values())
    if records == 0:
        raise MemstreamError(f"the events topic {kafka.topic!r} on {bootstrap} is empty")
    return records


def rebuild_data_dir(
    settings: Settings,
    bootstrap: str,
    enricher: Enricher,
    *,
    force: bool = False,
    on_write: Callable[[str, Sequence[object], float], None] | None = None,
) -> RebuildReport:
    """Rebuild a stopped node's stores from the log (see the module). `force` goes on with
    stores that do not open and with a log that `check_log` refuses (the stores then hold
    what that log holds)."""
    t0 = time.monotonic()
    if not force:
        not_in_use(settings)
    try:
        records = check_log(settings, bootstrap)
    except BrokerError:
        raise
    except MemstreamError as e:
        if not force:
            raise MemstreamError(f"{e} (--force rebuilds from it all the same)") from e
        log.warning("rebuilding from a log that does not look right: %s", e)
        records = 0
    moved = move_stores_aside(settings)
    written: dict[str, int] = {}

    def count(store: str, memories: Sequence[object], spent: float) -> None:
        written[store] = written.get(store, 0) + len(memories)
        if on_write is not None:
            on_write(store, memories, spent)

    log.warning("rebuilding the stores from the log topic=%s aside=%s", settings.kafka.topic, moved)
    with open_stores(settings.store) as stores:
        run_ingest(
            settings, bootstrap, stores, enricher, until_eof=True, from_beginning=True, hook=count
        )
        StoreManifest(manifest_path(settings)).record(held(stores))
    return RebuildReport(records, written, moved, time.monotonic() - t0)
