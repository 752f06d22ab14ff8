"""Per-request cluster context: the caller's API key and whether a node forwarded the request.

A pure ASGI middleware sets the two context variables the forwarding facade reads
(`memstream.service.cluster.forwarding.caller_key` / `forwarded`); Starlette copies the
context into the thread a sync route runs in, so the facade sees them there.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Receive, Scope, Send

from memstream.service.cluster.hops import FORWARDED_HEADER, caller_key, forwarded

_FORWARDED = FORWARDED_HEADER.lower().encode()


def _key(headers: dict[bytes, bytes]) -> str | None:
    auth = headers.get(b"authorization", b"").decode("latin-1")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip() or None
    key = headers.get(b"x-api-key")
    return key.decode("latin-1") if key else None


class ClusterContext:
    """Sets `caller_key` and `forwarded` for the duration of each HTTP request."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        key_token = caller_key.set(_key(headers))
        fwd_token = forwarded.set(_FORWARDED in headers)
        try:
            await self.app(scope, receive, send)
        finally:
            caller_key.reset(key_token)
            forwarded.reset(fwd_token)
