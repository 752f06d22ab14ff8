"""The log server's listing (connectors/kafka/listing.py) answers as localbucket does.

localbucket walked the whole bucket for every listing; memstream's child walks only the
prefix's folder and keeps each object's XML until the object is written again. These tests
compare both answers on the same folders, and check that a write or delete is seen at once.
"""

from __future__ import annotations

import http.client
import threading
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import localbucket
import pytest

from memstream.connectors.kafka.bucket import BUCKET, LocalBucket
from memstream.connectors.kafka.listing import handler_class, list_entries

KEYS = [
    "clusters/c/topics/t/partitions/0000000000/records/00000000000000000000.batch",
    "clusters/c/topics/t/partitions/0000000000/records/00000000000000000001.batch",
    "clusters/c/topics/t/partitions/0000000000/records/00000000000000000010.batch",
    "clusters/c/topics/t/partitions/0000000000/watermark.json",
    "clusters/c/topics/t/partitions/0000000001/records/00000000000000000000.batch",
    "clusters/c/topics/u/partitions/0000000000/records/00000000000000000000.batch",
    "clusters/c/meta.json",
    "a-b/x",
    "a/b",
    "a/é",
    "top",
]
QUERIES = [
    ("", "", "", False, 1000),
    ("", "/", "", False, 1000),
    ("clusters/", "/", "", False, 1000),
    ("clusters/c/topics/t/partitions/0000000000/records/", "", "", False, 1000),
    ("clusters/c/topics/t/partitions/0000000000/records/", "", "", False, 2),
    (
        "clusters/c/topics/t/partitions/0000000000/records/",
        "",
        "clusters/c/topics/t/partitions/0000000000/records/00000000000000000001.batch",
        False,
        1000,
    ),
    ("clusters/c/topics/t/partitions/00", "/", "", False, 1000),
    ("clusters/c/topics/", "/", "clusters/c/topics/t/", True, 1000),
    ("clusters/c/topics/t/partitions/0000000000/rec", "", "", False, 1000),
    ("a", "", "", False, 1000),
    ("a/", "", "", False, 0),
    ("missing/", "", "", False, 1000),
    ("../", "", "", False, 1000),
]


@pytest.fixture
def bucket_dir(tmp_path: Path) -> Path:
    root = tmp_path / BUCKET
    for key in KEYS:
        path = root / key
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(key.encode())
    (root / "clusters/c" / ".localbucket-tmp-1").write_bytes(b"being written")
    return root


@pytest.mark.parametrize("query", QUERIES)
def test_list_entries_answers_as_localbucket(bucket_dir: Path, query: tuple[Any, ...]) -> None:
    theirs = localbucket.S3Handler._list_entries(None, bucket_dir, *query)
    assert list_entries(bucket_dir, *query) == theirs


@contextmanager
def _serve(root: Path, handler: Any) -> Iterator[int]:
    server = localbucket.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def _get(port: int, path: str, method: str = "GET", body: bytes = b"") -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        conn.request(method, path, body=body, headers={"Content-Length": str(len(body))})
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()


def _tree(xml: bytes) -> list[tuple[str, str | None]]:
    return [(e.tag, (e.text or "").strip() or None) for e in ET.fromstring(xml).iter()]


LISTINGS = [
    "/tansu?list-type=2",
    "/tansu?list-type=2&delimiter=/",
    "/tansu?list-type=2&prefix=clusters/c/topics/t/partitions/0000000000/records/&max-keys=2",
    "/tansu?list-type=2&prefix=a&encoding-type=url",
    "/tansu?list-type=2&prefix=clusters/&start-after=clusters/c/meta.json",
    "/tansu?list-type=2&continuation-token=bad",
    "/tansu?prefix=clusters/&delimiter=/",
]


def test_listing_pages_answer_as_localbucket(bucket_dir: Path) -> None:
    """Every listing (v2 and v1, pages, tokens, URL encoding) gives the same XML as
    localbucket's own handler over the same folder, then the next page's token works."""
    root = bucket_dir.parent
    theirs = type("Theirs", (localbucket.S3Handler,), {"data_root": root})
    ours = handler_class(localbucket.S3Handler, root, localbucket.object_etag)
    with _serve(root, theirs) as their_port, _serve(root, ours) as our_port:
        for path in LISTINGS:
            status, want = _get(their_port, path)
            got_status, got = _get(our_port, path)
            assert (got_status, _tree(got)) == (status, _tree(want)), path
        _, first = _get(our_port, LISTINGS[2])
        token = ET.fromstring(first).findtext("{*}NextContinuationToken")
        assert token
        nxt = f"{LISTINGS[2]}&continuation-token={token}"
        assert _tree(_get(our_port, nxt)[1]) == _tree(_get(their_port, nxt)[1])


def test_a_listing_sees_writes_and_deletes_at_once(tmp_path: Path) -> None:
    """The server keeps each object's XML; writing or deleting the object forgets it."""
    prefix = "clusters/c/topics/t/partitions/0000000000/records/"
    with LocalBucket(tmp_path / "s3") as b:
        port = int(b.endpoint.rsplit(":", 1)[1])
        listing = f"/{BUCKET}?list-type=2&prefix={prefix}"

        def sizes() -> dict[str, str | None]:
            status, xml = _get(port, listing)
            assert status == 200
            return {
                c.findtext("{*}Key") or "": c.findtext("{*}Size")
                for c in ET.fromstring(xml).findall("{*}Contents")
            }

        assert sizes() == {}
        assert _get(port, f"/{BUCKET}/{prefix}1.batch", "PUT", b"abc")[0] == 200
        assert sizes() == {f"{prefix}1.batch": "3"}
        assert _get(port, f"/{BUCKET}/{prefix}1.batch", "PUT", b"abcdef")[0] == 200
        assert _get(port, f"/{BUCKET}/{prefix}2.batch", "PUT", b"x")[0] == 200
        assert sizes() == {f"{prefix}1.batch": "6", f"{prefix}2.batch": "1"}
        assert _get(port, f"/{BUCKET}/{prefix}1.batch", "DELETE")[0] == 204
        assert sizes() == {f"{prefix}2.batch": "1"}
