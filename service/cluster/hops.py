"""What crosses a hop between nodes: the forwarded marker, the caller's key, and the owner's
error answers turned back into the same facade errors (so a status is the same here).

The facade's methods carry no credentials: a middleware (`memstream.service.cluster.context`)
sets the two context variables per request, and `ClusterMemoryService` reads them when it
forwards.
"""

from __future__ import annotations

import contextvars

import httpx

from memstream.service.facade import Busy, InvalidRequest, NotFound, ServiceError, Unavailable

#: Set on a forwarded request (value: the forwarding node); its receiver never forwards it.
FORWARDED_HEADER = "X-Memstream-Forwarded"

#: The caller's API key and whether the request was forwarded to us, set per request by the
#: API (a middleware), read here: the facade's methods carry no credentials.
caller_key: contextvars.ContextVar[str | None] = contextvars.ContextVar("caller_key", default=None)
forwarded: contextvars.ContextVar[bool] = contextvars.ContextVar("forwarded", default=False)


class NoReadyOwner(Unavailable):
    """No node is ready for the bank's partition now; `retry_after_s` says when to retry."""

    def __init__(self, bank: str, partition: int, retry_after_s: int) -> None:
        super().__init__(
            "no_ready_owner",
            f"no node is ready for bank {bank!r} (partition {partition}) now; retry in "
            f"{retry_after_s} s",
        )
        self.retry_after_s = retry_after_s


class Retryable(Exception):
    """An owner answered 503: try the next one."""


_KINDS: dict[int, type[ServiceError]] = {
    404: NotFound,
    422: InvalidRequest,
    400: InvalidRequest,
    429: Busy,  # the owner's recall queue is full: the caller retries, as with the owner
}


def as_service_error(r: httpx.Response) -> ServiceError:
    """An owner's error answer as the same facade error here (so the status is the same)."""
    try:
        err = r.json()["error"]
        code, message = str(err["code"]), str(err["message"])
    except (ValueError, KeyError, TypeError):
        code, message = "owner_error", f"the owner answered {r.status_code}: {r.text[:200]}"
    kind = _KINDS.get(r.status_code)
    if kind is None:
        # 401/403 cannot happen for a key this node accepted (keys are cluster-wide) unless
        # the clusters' keys differ: say so rather than pretend it is the caller's fault.
        return Unavailable(code, f"owner answered {r.status_code}: {message}")
    return kind(code, message)
