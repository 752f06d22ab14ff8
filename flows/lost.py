"""Stores lost while the flow's saved offsets remain: how a start finds them.

The stores are views of the log, and the flow's recovery store (Bytewax, `<data_dir>/recovery`)
says how far into the log they are. Lose or empty a store's files while `recovery/` stays and a
start resumes at the saved offsets: everything below them is never read again, and the node
serves empty banks. So a start compares the two, before the flow runs:

- `saved_offsets`: where the flow would resume, read from the recovery store. Nothing past the
  start of every partition: the flow reads from the beginning anyway, nothing to compare.
- a manifest the writer keeps beside the recovery store (`<recovery>-stores.json`,
  `StoreManifest`): which stores held memories. A store is marked the first time the flow writes
  to it in a process, and the whole manifest is written from the stores themselves when a node
  stops and when a rebuild finishes (so a store that forgets emptied is not "lost").
- `find_lost`: a store the manifest says held memories that now holds none is lost; so is a
  recall store (vector, BM25, graph: every memory goes to all three) that holds none while
  another holds some, manifest or not (a data dir from before the manifest).

A lost store is rebuilt by reading the log from its start (`run_ingest(from_beginning=True)`,
the path a lost log takes too): every write is an idempotent upsert, and tombstones replay.
A kill -9 right after forgets emptied a store can make one needless rebuild; it ends equal.
"""

from __future__ import annotations

import json
import logging
import pickle
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

from memstream.connectors.stores import Stores
from memstream.flows.ingest import FLOW_ID
from memstream.flows.sinks import RECALL_STORES
from memstream.settings import Settings

__all__ = [
    "STORES",
    "LostStores",
    "StoreManifest",
    "find_lost",
    "held",
    "manifest_path",
    "saved_offsets",
]

log = logging.getLogger(__name__)

#: Every store the flow writes, as its write hook names them.
STORES = (*RECALL_STORES, "tokens")
#: Beside the recovery store: which stores held memories.
MANIFEST_SUFFIX = "-stores.json"
#: The flow's input step, whose state in the recovery store is each partition's next offset.
INPUT_STEP = f"{FLOW_ID}.events"


def manifest_path(settings: Settings) -> Path:
    recovery = settings.recovery_dir
    return recovery.with_name(recovery.name + MANIFEST_SUFFIX)


def saved_offsets(recovery_dir: Path) -> dict[str, int]:
    """Each partition's next offset as the recovery store holds it ("<partition>-<topic>" ->
    offset, the latest snapshot of each); empty when there is no store or nothing was saved.

    Read-only. A store that cannot be read is reported and taken as empty: the check must
    never stop a start (the flow itself then says what is wrong with the store)."""
    offsets: dict[str, int] = {}
    for part in sorted(recovery_dir.glob("part-*.sqlite3")):
        try:
            with sqlite3.connect(f"{part.as_uri()}?mode=ro", uri=True) as db:
                rows = db.execute(
                    "SELECT state_key, ser_change FROM snaps WHERE step_id = ? ORDER BY snap_epoch",
                    (INPUT_STEP,),
                ).fetchall()
        except sqlite3.Error as e:
            log.warning("cannot read the recovery store path=%s error=%s", part, e)
            continue
        for key, blob in rows:
            # Bytewax pickles each snapshot; ours are ints (None: the partition's state was
            # discarded). The file is the flow's own, under the private data dir.
            state = pickle.loads(blob) if blob is not None else None
            if isinstance(state, int):
                offsets[str(key)] = state
            else:
                offsets.pop(str(key), None)
    return offsets


def held(stores: Stores) -> dict[str, bool]:
    """Which stores hold at least one memory now."""
    return {
        "vector": stores.vector.count() > 0,
        "bm25": stores.bm25.count() > 0,
        "graph": bool(stores.graph.banks()),
        "tokens": stores.tokens is not None and bool(stores.tokens.banks()),
    }


class StoreManifest:
    """Which stores held memories, kept by the writer in a small JSON file (see the module)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._marked: set[str] = set()
        # The flow's thread marks, the health monitor's and a stopping node's record.
        self._lock = threading.Lock()

    def recorded(self) -> dict[str, bool] | None:
        """The stores as last recorded; None when there is no readable manifest."""
        try:
            raw = json.loads(self.path.read_text())
            return {name: bool(raw["held"].get(name, False)) for name in STORES}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None

    def record(self, now: dict[str, bool]) -> None:
        """Write the whole manifest (atomically: temp file, then rename)."""
        with self._lock:
            self._write(now)

    def _write(self, now: dict[str, bool]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps({"held": {name: bool(now.get(name)) for name in STORES}}))
        tmp.replace(self.path)
        self._marked = {name for name, has in now.items() if has}

    def written(self, store: str) -> None:
        """The flow wrote memories to `store`: mark it, once per process (cheap after that).
        A manifest that cannot be written is reported, never an error of the write."""
        if store in self._marked:
            return
        with self._lock:
            now = self.recorded() or {}
            try:
                if not now.get(store):
                    now[store] = True
                    self._write(now)
            except OSError as e:
                log.warning("cannot write the store manifest path=%s error=%s", self.path, e)
            self._marked.add(store)


@dataclass(frozen=True, slots=True)
class LostStores:
    """Stores found lost at a start, and the saved offsets they fall behind."""

    stores: tuple[str, ...]
    offsets: dict[str, int]

    def describe(self) -> str:
        return (
            f"store(s) {', '.join(self.stores)} hold no memory while the flow's saved offsets "
            f"{dict(sorted(self.offsets.items()))} say they were written"
        )


def find_lost(settings: Settings, stores: Stores) -> LostStores | None:
    """The stores lost while the recovery store's offsets remain (see the module); None when
    all is well or the flow reads from the log's start anyway."""
    offsets = {k: v for k, v in saved_offsets(settings.recovery_dir).items() if v > 0}
    if not offsets:
        return None
    now = held(stores)
    recorded = StoreManifest(manifest_path(settings)).recorded() or {}
    lost = [name for name in STORES if recorded.get(name) and not now[name]]
    if any(now[name] for name in RECALL_STORES):
        lost += [name for name in RECALL_STORES if not now[name] and name not in lost]
    if not lost:
        return None
    return LostStores(tuple(name for name in STORES if name in lost), offsets)
