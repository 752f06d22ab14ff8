"""The request body limit, held while the body streams in (chunked bodies included).

A `Content-Length` over the limit is answered 413 at once, without reading the body. A body
without one (``Transfer-Encoding: chunked``) is counted as it arrives: once it passes the limit
the handler's read fails and the client gets 413, so no handler ever holds more than the limit.
Pure ASGI (no `BaseHTTPMiddleware`), and meant to be the outermost middleware: an exception
it raises into the app must not pass through another middleware that would turn it into a 500.
"""

from __future__ import annotations

from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from memstream.service.api.errors import error


class BodyTooLarge(Exception):
    """Raised into the app when the body it is reading passes the limit."""


async def _answer_413(max_bytes: int, send: Send) -> None:
    response = error(413, "too_large", f"request body over {max_bytes} bytes")
    response.headers["connection"] = "close"  # the rest of the body is never read
    await send({"type": "http.response.start", "status": 413, "headers": response.raw_headers})
    await send({"type": "http.response.body", "body": response.body, "more_body": False})


class BodyLimit:
    """ASGI middleware: 413 ``too_large`` for any request body over `max_bytes`."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        if max_bytes < 0:
            raise ValueError(f"max_bytes must not be negative, got {max_bytes}")
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = _header(scope, b"content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_bytes):
            await _answer_413(self.max_bytes, send)
            return
        seen = 0
        over = False
        answered = False

        async def counted() -> Message:
            nonlocal seen, over
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    over = True
                    raise BodyTooLarge(f"request body over {self.max_bytes} bytes")
            return message

        async def guarded(message: Message) -> None:
            nonlocal answered
            if over:
                # Whatever the app answers to its failed read (FastAPI: 400), the client is
                # told the truth instead; the app's own messages are dropped.
                if not answered and message["type"] == "http.response.start":
                    answered = True
                    await _answer_413(self.max_bytes, send)
                return
            if message["type"] == "http.response.start":
                answered = True
            await send(message)

        try:
            await self.app(scope, counted, guarded)
        except Exception:
            if not over:
                raise
        if over and not answered:
            await _answer_413(self.max_bytes, send)


def _header(scope: Scope, name: bytes) -> str | None:
    headers: Any = scope.get("headers") or []
    for key, value in headers:
        if key.lower() == name:
            return str(value.decode("latin-1").strip())
    return None
