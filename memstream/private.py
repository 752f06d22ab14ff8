"""Private files: the data directory is 0700 and every file memstream keeps in it 0600.

The data directory holds every bank's text, vectors and entities, the API keys' hashes and the
broker's state: no other user of the machine may read them. The stores' own libraries
(qdrant-edge, Tantivy, Ladybug/Kùzu, SQLite) create files whenever they like, with modes from
the process umask, so the process that opens the stores sets umask 077 for the rest of its
life (`make_private`). Files left readable by an older version are tightened when it opens.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

log = logging.getLogger(__name__)

#: New files 0600 and directories 0700.
PRIVATE_UMASK = 0o077


def make_private(data_dir: Path) -> Path:
    """Create `data_dir` (0700), tighten what it already holds, set the process umask to 077."""
    os.umask(PRIVATE_UMASK)
    data_dir.mkdir(mode=0o700, parents=True, exist_ok=True)
    changed = tighten(data_dir)
    if changed:
        log.info("data dir made private path=%s tightened=%d", data_dir, changed)
    return data_dir


def tighten(root: Path) -> int:
    """Remove group and other permissions from `root` and everything below it (symlinks are
    left alone); return how many entries changed."""
    changed = 0
    for path in [root, *root.rglob("*")]:
        try:
            st = path.lstat()
        except FileNotFoundError:  # a store removed it meanwhile
            continue
        if stat.S_ISLNK(st.st_mode) or not st.st_mode & 0o077:
            continue
        os.chmod(path, stat.S_IMODE(st.st_mode) & ~0o077)
        changed += 1
    return changed
