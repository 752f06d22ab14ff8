"""The embedded log's storage server honours If-Match, atomically (connectors.kafka.conditional).

Tansu rewrites its state objects (producer ids and sequences, watermarks) read-modify-write
with ``If-Match``; a server that ignores it loses updates when the broker serves two requests
at once (issue 23: clashing producer ids, then fatal OUT_OF_ORDER_SEQUENCE_NUMBER).
"""

from __future__ import annotations

import hashlib
import http.client
import threading
from pathlib import Path

import pytest

from memstream.connectors.kafka.bucket import BUCKET, LocalBucket
from memstream.connectors.kafka.conditional import KeyLocks

KEY = f"/{BUCKET}/clusters/c/meta.json"


def _request(
    port: int, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None
) -> tuple[int, bytes, str | None]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request(method, path, body=body, headers={**(headers or {})})
        resp = conn.getresponse()
        return resp.status, resp.read(), resp.getheader("ETag")
    finally:
        conn.close()


@pytest.fixture()
def port(tmp_path: Path):
    with LocalBucket(tmp_path / "s3") as b:
        yield int(b.endpoint.rsplit(":", 1)[1])


def test_key_locks_are_stable_and_bounded() -> None:
    locks = KeyLocks(4)
    assert locks.of(Path("/a/b")) is locks.of(Path("/a/b"))
    assert len({id(locks.of(Path(f"/k{i}"))) for i in range(100)}) <= 4
    with pytest.raises(ValueError, match="stripes"):
        KeyLocks(0)


@pytest.mark.integration
def test_a_put_with_a_stale_if_match_is_refused(port: int) -> None:
    status, _, first = _request(port, "PUT", KEY, b'{"v": 1}')
    assert status == 200 and first
    status, _, second = _request(port, "PUT", KEY, b'{"v": 2}', {"If-Match": first})
    assert status == 200 and second and second != first
    # The writer that still holds the first version must read again: 412, nothing written.
    status, body, _ = _request(port, "PUT", KEY, b'{"v": 3}', {"If-Match": first})
    assert status == 412, body
    assert b"PreconditionFailed" in body
    assert _request(port, "GET", KEY)[1] == b'{"v": 2}'
    # If-Match on an object that is not there fails too (the writer read one that is gone).
    assert _request(port, "PUT", KEY + ".gone", b"x", {"If-Match": first})[0] == 412
    # Creation (If-None-Match: *) still works as localbucket's.
    assert _request(port, "PUT", KEY, b"x", {"If-None-Match": "*"})[0] == 412


@pytest.mark.integration
def test_a_get_answers_the_etag_of_the_bytes_it_sends(port: int) -> None:
    _request(port, "PUT", KEY, b"0")
    stop = threading.Event()

    def rewrite() -> None:
        n = 0
        while not stop.is_set():
            n += 1
            _request(port, "PUT", KEY, str(n).encode())

    writer = threading.Thread(target=rewrite)
    writer.start()
    try:
        for _ in range(300):
            status, body, etag = _request(port, "GET", KEY)
            assert status == 200
            assert etag == f'"{hashlib.md5(body).hexdigest()}"', body
    finally:
        stop.set()
        writer.join()


@pytest.mark.integration
def test_concurrent_read_modify_writes_lose_no_update(port: int) -> None:
    """Tansu's OptiCon in miniature: read, add one, PUT If-Match, on 412 read again.

    With localbucket's own handler (If-Match ignored) this ends far below 4 x 50."""
    _request(port, "PUT", KEY, b"0")
    writers, increments = 4, 50

    def add() -> None:
        done = 0
        while done < increments:
            _, body, etag = _request(port, "GET", KEY)
            assert etag is not None
            value = str(int(body) + 1).encode()
            status, _, _ = _request(port, "PUT", KEY, value, {"If-Match": etag})
            if status == 200:
                done += 1
            else:
                assert status == 412

    threads = [threading.Thread(target=add) for _ in range(writers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert int(_request(port, "GET", KEY)[1]) == writers * increments
