"""Conditional writes for the embedded log's storage server: ``If-Match`` honoured, atomically.

Tansu keeps its shared state on S3 as a few JSON objects it rewrites in place: one per
cluster with every idempotent producer's id and per-partition sequence numbers, one per
partition with its high watermark. Each rewrite is optimistic (Tansu's ``OptiCon``): read the
object and its ETag, change a copy, ``PUT`` it with ``If-Match: <etag>``, and on ``412``
read again and retry. localbucket 1.2.1 honours ``If-None-Match: *`` but ignores ``If-Match``
on ``PUT``, so two requests the broker serves at once both "win" and one update is lost.
Measured (three producers bursting at once, durable log; memory:// never failed):

- two ``InitProducerId`` at once hand out the same producer id; the producers' sequence
  numbers then clash and librdkafka fails fatally with ``OUT_OF_ORDER_SEQUENCE_NUMBER``
  ("sequence desynchronization", both on ``PID{Id:1}``): how the flow's dead-letter producer
  and the node's co-recall producer crash when they start beside another producer;
- two appends to one partition at once read the same watermark, so both batches claim one
  offset; the second ``PUT`` (``If-None-Match: *``) is refused and the producer hears
  "Unknown broker error".

`ConditionalWrites` puts the check and the write under one lock per key (striped: a bounded
set of locks), so a ``PUT`` whose ``If-Match`` names another ETag (or an object that is not
there) is answered ``412 PreconditionFailed``, as S3 does, and Tansu retries on fresh state.
A delete takes the same lock, so it cannot fall between a check and its write.

The ETag a ``GET`` answers must be the ETag of the bytes it sends: localbucket opens the file,
then computes the ETag from the path, so a write between the two paired the old bytes with the
new ETag, and Tansu's next conditional write "succeeded" on stale state (a lost update again,
measured: out-of-order sequences after a few hundred batches). `Handler._send_file` checks
the open file is still the one at the path (the same inode: an open file's inode is not
reused) and otherwise sends the ETag of the open file's own bytes.
"""

from __future__ import annotations

import hashlib
import os
import threading
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: Locks shared by all keys (a key always maps to the same one).
LOCK_STRIPES = 64


class KeyLocks:
    """A fixed set of locks; `of(path)` is the one that guards `path`."""

    def __init__(self, stripes: int = LOCK_STRIPES) -> None:
        if stripes < 1:
            raise ValueError(f"stripes must be >= 1, got {stripes}")
        self._locks = [threading.Lock() for _ in range(stripes)]

    def of(self, path: Path) -> threading.Lock:
        return self._locks[zlib.crc32(str(path).encode()) % len(self._locks)]


def if_match_holds(
    header: str | None,
    target: Path,
    etag: Callable[[Path], str],
    matches: Callable[[str, str], bool],
) -> bool:
    """Whether a ``PUT`` with ``If-Match: header`` may replace `target` (no header: yes).

    An ``If-Match`` on an object that is not there fails, as on S3 (the writer read an
    object that has since gone: it must read again).
    """
    if header is None:
        return True
    if not target.is_file():
        return False
    return matches(header, etag(target))


def file_etag(file: Any) -> str:
    """The MD5 ETag (localbucket's) of an open file's whole content; its position is kept."""
    at = file.tell()
    file.seek(0)
    digest = hashlib.md5()
    while block := file.read(1 << 20):
        digest.update(block)
    file.seek(at)
    return digest.hexdigest()


def still_at(path: Path, file: Any) -> bool:
    """Whether the open `file` is still the file at `path` (not replaced since it opened)."""
    try:
        now = os.stat(path)
    except FileNotFoundError:
        return False
    opened = os.fstat(file.fileno())
    return (now.st_dev, now.st_ino) == (opened.st_dev, opened.st_ino)


def conditional_writes(base: Any, etag: Callable[[Path], str]) -> Any:
    """localbucket's handler class `base`, its object writes and deletes made atomic with
    their ``If-Match`` check (see the module's docstring). Taken as an argument: only the
    server's child process imports localbucket."""
    import localbucket  # the child's own dependency; this runs only there

    locks = KeyLocks()

    class Handler(base):  # type: ignore[misc, valid-type]
        def _write_object(self, bucket: str, key: str, write: Callable[[Any], str]) -> str:
            target = self._object_path(bucket, key)
            with locks.of(target):
                header = self.headers.get("If-Match")
                if not if_match_holds(header, target, etag, localbucket.etag_matches):
                    raise self._precondition_failed_error()
                result: str = super()._write_object(bucket, key, write)
                return result

        def _delete_object(self, bucket: str, key: str) -> None:
            with locks.of(self._object_path(bucket, key)):
                super()._delete_object(bucket, key)

        #: The object a GET is answering, for `_send_file`.
        _reading: tuple[str, str] | None = None

        def _get(self, bucket: str, key: str, include_body: bool) -> None:
            self._reading = (bucket, key)
            try:
                super()._get(bucket, key, include_body)
            finally:
                self._reading = None

        def _send_file(
            self,
            status: Any,
            file: Any,
            start: int,
            length: int,
            headers: dict[str, str],
            include_body: bool,
        ) -> None:
            reading = self._reading
            stale = reading is not None and not still_at(self._object_path(*reading), file)
            if stale and "ETag" in headers:
                headers = {**headers, "ETag": f'"{file_etag(file)}"'}
            super()._send_file(status, file, start, length, headers, include_body)

    return Handler
