"""The node's HTTP API (FastAPI): banks, retain, recall, reads, health, readiness, metrics.

Every `/v1` route takes an API key (``Authorization: Bearer <key>`` or ``X-API-Key``); a
key sees only its banks (403 for any other, existing or not, so a key cannot probe other
tenants), admin keys see all. Errors always have the body ``{"error": {"code", "message"}}``.
Handlers are plain functions: FastAPI runs them in its thread pool, where the engine's
CPU work (torch releases the GIL) and Kafka acknowledgements may block.
"""

import logging
import time
from collections.abc import Awaitable, Callable
from datetime import datetime
from importlib import resources
from typing import Annotated, Any
from uuid import UUID

from fastapi import Depends, FastAPI, Path, Query, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import HTMLResponse, JSONResponse, PlainTextResponse
from fastapi.security import APIKeyHeader, HTTPAuthorizationCredentials, HTTPBearer
from prometheus_client import CONTENT_TYPE_LATEST, Gauge, generate_latest
from pydantic import ValidationError
from starlette.exceptions import HTTPException

from memstream import __version__
from memstream.connectors.vector import SearchFilter
from memstream.contract import schemas as s
from memstream.contract.recall import RecallRequest, RecallResponse
from memstream.encoders.entities import normalise_entity
from memstream.errors import BrokerError, MemstreamError, StoreUnavailable
from memstream.events import FactType
from memstream.service.api.metrics import KafkaCollector, Metrics
from memstream.service.keys import KeyStore, Principal
from memstream.service.node import Node

log = logging.getLogger(__name__)

BankPath = Annotated[str, Path(pattern=r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,63}$", max_length=64)]


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


def _error(status: int, code: str, message: str, details: Any = None) -> JSONResponse:
    body = s.ErrorBody(error=s.ErrorDetail(code=code, message=message, details=details))
    return JSONResponse(body.model_dump(exclude_none=True), status_code=status)


def _validation_details(errors: Any) -> list[dict[str, Any]]:
    out = []
    for e in errors:
        out.append(
            {
                "loc": [str(p) for p in e.get("loc", ())],
                "msg": str(e.get("msg", "")),
                "type": str(e.get("type", "")),
            }
        )
    return out


def _summary(details: list[dict[str, Any]]) -> str:
    parts = [f"{'.'.join(d['loc']) or 'body'}: {d['msg']}" for d in details[:5]]
    return "invalid request: " + "; ".join(parts)


_ERRORS: dict[int | str, dict[str, Any]] = {
    code: {"model": s.ErrorBody, "description": what}
    for code, what in {
        400: "The body could not be read (e.g. not UTF-8).",
        401: "No API key, or an unknown one.",
        403: "The key may not use this bank or route.",
        404: "No such bank or memory.",
        413: "Request body too large.",
        422: "Invalid request; the message names the field.",
        503: "Kafka or a store is unavailable; retry later.",
    }.items()
}


def create_app(node: Node, keys: KeyStore, metrics: Metrics | None = None) -> FastAPI:
    """The API over a started node. `metrics` defaults to a fresh registry."""
    settings = node.settings
    api = settings.api
    metrics = metrics or Metrics()
    node.listeners.append(metrics.on_write)
    metrics.registry.register(
        KafkaCollector(
            lambda topic: _log_ends(node, topic),
            node.offsets,
            settings.kafka.topic,
            settings.kafka.dlq_topic,
        )
    )
    dead_cache: dict[str, Any] = {}
    Gauge(
        "memstream_flow_running",
        "1 while the ingestion flow runs (0: restarting after a failure).",
        registry=metrics.registry,
    ).set_function(lambda: float(node.flow_alive))
    Gauge(
        "memstream_flow_failures",
        "Times the ingestion flow failed and was restarted.",
        registry=metrics.registry,
    ).set_function(lambda: float(node.flow_failures))

    app = FastAPI(
        title="memstream",
        version=__version__,
        description="Streaming memory for AI agents: retain events, recall memories.",
        responses=_ERRORS,
    )
    app.state.node = node
    app.state.metrics = metrics
    if api.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=api.cors_origins,
            allow_methods=["*"],
            allow_headers=["*"],
        )

    # -- errors ----------------------------------------------------------------------------
    @app.exception_handler(ApiError)
    async def _api_error(_: Request, e: ApiError) -> JSONResponse:
        return _error(e.status, e.code, e.message)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, e: RequestValidationError) -> JSONResponse:
        details = _validation_details(e.errors())
        return _error(422, "invalid_request", _summary(details), details)

    @app.exception_handler(ValidationError)
    async def _invalid_model(_: Request, e: ValidationError) -> JSONResponse:
        details = _validation_details(e.errors(include_url=False))
        return _error(422, "invalid_request", _summary(details), details)

    @app.exception_handler(HTTPException)
    async def _http(_: Request, e: HTTPException) -> JSONResponse:
        # Starlette's own answers (unknown path, wrong method, unreadable body) keep their
        # status and headers but get the API's error body.
        codes = {400: "bad_request", 404: "not_found", 405: "method_not_allowed"}
        response = _error(e.status_code, codes.get(e.status_code, "http_error"), str(e.detail))
        response.headers.update(e.headers or {})
        return response

    @app.exception_handler(BrokerError)
    async def _broker(_: Request, e: BrokerError) -> JSONResponse:
        return _error(503, "broker_unavailable", str(e))

    @app.exception_handler(StoreUnavailable)
    async def _store(_: Request, e: StoreUnavailable) -> JSONResponse:
        return _error(503, "store_unavailable", str(e))

    @app.exception_handler(Exception)
    async def _internal(_: Request, e: Exception) -> JSONResponse:
        log.exception("unhandled error")
        return _error(500, "internal", f"internal error ({type(e).__name__}); see the node's log")

    @app.middleware("http")
    async def _observe(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        length = request.headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > api.max_body_bytes):
            return _error(413, "too_large", f"request body over {api.max_body_bytes} bytes")
        t0 = time.perf_counter()
        response = await call_next(request)
        route = request.scope.get("route")
        path = getattr(route, "path", "unmatched")
        metrics.requests.labels(request.method, path, str(response.status_code)).inc()
        metrics.latency.labels(request.method, path).observe(time.perf_counter() - t0)
        return response

    # -- auth ------------------------------------------------------------------------------
    bearer = HTTPBearer(auto_error=False, description="Authorization: Bearer <API key>")
    header = APIKeyHeader(name="X-API-Key", auto_error=False, description="X-API-Key: <key>")

    def principal(
        cred: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
        key: Annotated[str | None, Depends(header)],
    ) -> Principal:
        given = cred.credentials if cred is not None else key
        if not given:
            raise ApiError(401, "unauthorized", "missing API key (Authorization: Bearer <key>)")
        p = keys.authenticate(given)
        if p is None:
            raise ApiError(401, "unauthorized", "unknown API key")
        return p

    Who = Annotated[Principal, Depends(principal)]

    def admin(who: Who) -> Principal:
        if not who.admin:
            raise ApiError(403, "forbidden", "this route needs an admin key")
        return who

    Admin = Annotated[Principal, Depends(admin)]

    def bank_access(bank: BankPath, who: Who) -> str:
        if not who.can(bank):
            raise ApiError(403, "forbidden", f"this key may not use bank {bank!r}")
        if bank not in node.banks:
            raise ApiError(404, "bank_not_found", f"no bank {bank!r}; create it first")
        return bank

    BankOk = Annotated[str, Depends(bank_access)]

    # -- service ---------------------------------------------------------------------------
    @app.get("/health", response_model=s.Health, tags=["service"])
    def health() -> s.Health:
        """Alive: the process answers."""
        return s.Health(status="ok")

    @app.get(
        "/ready", response_model=s.Ready, tags=["service"], responses={503: {"model": s.Ready}}
    )
    def ready() -> Any:
        """Ready: broker reachable, flow running, stores open."""
        checks = {
            "broker": node.broker_ok(),
            "flow": node.flow_alive,
            "stores": _stores_ok(node),
        }
        detail = {}
        if node.flow_error is not None:
            state = "restarted after" if node.flow_alive else "restarting after"
            err = node.flow_error
            detail["flow"] = (
                f"{state} {node.flow_failures} failure(s); last: {type(err).__name__}: {err}"
            )
        body = s.Ready(ready=all(checks.values()), checks=checks, detail=detail)
        return JSONResponse(body.model_dump(), status_code=200 if body.ready else 503)

    @app.get("/metrics", response_class=PlainTextResponse, tags=["service"])
    def prometheus() -> Response:
        """Prometheus exposition: requests, latencies per stage and arm, ingestion, lag."""
        return Response(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def inspector() -> HTMLResponse:
        page = resources.files("memstream.service.web").joinpath("index.html").read_text()
        return HTMLResponse(page)

    # -- banks -----------------------------------------------------------------------------
    @app.get("/v1/banks", response_model=s.BankList, tags=["banks"])
    def list_banks(who: Who) -> s.BankList:
        """The banks this key may use."""
        out = []
        for name in node.banks.names():
            info = node.banks.get(name)
            if info is not None and who.can(name):
                out.append(s.Bank(**info.model_dump()))
        return s.BankList(banks=out)

    @app.post("/v1/banks", response_model=s.Bank, status_code=201, tags=["banks"])
    def create_bank(body: s.BankCreate, _: Admin, response: Response) -> s.Bank:
        """Create a bank (admin). Creating an existing bank answers 200 and changes nothing."""
        info, new = node.banks.create(body.name, body.description)
        if not new:
            response.status_code = 200
        return s.Bank(**info.model_dump())

    @app.get("/v1/banks/{bank}", response_model=s.BankDetail, tags=["banks"])
    def describe_bank(bank: BankOk) -> s.BankDetail:
        """Counts per store, entities, episodes, dead letters."""
        info = node.banks.get(bank)
        c = node.stores.counts(bank)
        dead = _dead_letters(node, dead_cache)
        return s.BankDetail(
            **(info.model_dump() if info else {"name": bank}),
            counts=s.BankCounts(
                vector=c.vector,
                bm25=c.bm25,
                graph_memories=c.graph_memories,
                entities=c.entities,
                episodes=c.episodes,
            ),
            dead_letters=None if dead is None else dead.get(bank, 0),
        )

    @app.delete("/v1/banks/{bank}", status_code=204, tags=["banks"])
    def delete_bank(bank: BankPath, _: Admin) -> Response:
        """Delete the bank's data from every store (admin). Its events stay on the topic."""
        if bank not in node.banks:
            raise ApiError(404, "bank_not_found", f"no bank {bank!r}")
        node.delete_bank(bank)
        return Response(status_code=204)

    # -- retain ----------------------------------------------------------------------------
    @app.post(
        "/v1/banks/{bank}/memories",
        response_model=s.RetainResponse,
        status_code=202,
        tags=["memories"],
        responses={200: {"model": s.RetainResponse, "description": "wait=true: visible."}},
    )
    def retain(
        bank: BankOk,
        body: s.RetainRequest,
        response: Response,
        wait: Annotated[bool, Query(description="Return once recall sees them.")] = False,
        timeout_s: Annotated[
            float | None, Query(gt=0, description="Longest wait (default and cap: api.max_wait_s)")
        ] = None,
    ) -> s.RetainResponse:
        """Validate and publish events to Kafka; 202 when queued, 200 when visible (wait)."""
        if len(body.events) > api.max_batch:
            raise ApiError(
                422, "batch_too_large", f"{len(body.events)} events; the limit is {api.max_batch}"
            )
        limit = settings.flow.max_text_chars
        for i, e in enumerate(body.events):
            if len(e.text) > limit:
                raise ApiError(
                    422,
                    "text_too_large",
                    f"events[{i}].text has {len(e.text)} characters; the limit is {limit}",
                )
        events = [e.to_event(bank) for e in body.events]
        ids = [e.memory_id for e in events]
        ticket = node.visibility.expect(ids) if wait else None
        try:
            node.publish(events)
        except MemstreamError as e:
            if ticket is not None:
                node.visibility.release(ticket)
            raise ApiError(503, "broker_unavailable", f"events not published: {e}") from e
        metrics.published.inc(len(events))
        visible = None
        if ticket is not None:
            metrics.waiting.inc()
            try:
                visible = node.visibility.wait(
                    ticket, min(timeout_s or api.max_wait_s, api.max_wait_s)
                )
            finally:
                metrics.waiting.dec()
            if visible:
                response.status_code = 200
        return s.RetainResponse(
            bank=bank, ids=ids, event_ids=[e.event_id for e in events], visible=visible
        )

    # -- recall ----------------------------------------------------------------------------
    @app.post("/v1/banks/{bank}/recall", response_model=RecallResponse, tags=["recall"])
    def recall(bank: BankOk, body: s.RecallBody) -> RecallResponse:  # type: ignore[valid-type]
        """Hybrid recall: every parameter of the query, explain included."""
        fields = body.model_dump(exclude_unset=True)  # type: ignore[attr-defined]
        request = RecallRequest.model_validate({**fields, "bank": bank})
        timings: dict[str, float] = {}  # every call's stage timings feed the metrics
        resp = node.engine.recall(request, timings_out=timings)
        metrics.observe_recall(resp.mode.value, timings, [d.arm for d in resp.degraded])
        return resp

    # -- reads -----------------------------------------------------------------------------
    @app.get("/v1/banks/{bank}/memories", response_model=s.MemoryPage, tags=["memories"])
    def list_memories(
        bank: BankOk,
        limit: Annotated[int, Query(ge=1)] = 50,
        cursor: Annotated[UUID | None, Query(description="next_cursor of the last page")] = None,
        start: Annotated[
            datetime | None, Query(description="occurred_at >= (with timezone)")
        ] = None,
        end: Annotated[datetime | None, Query(description="occurred_at < (with timezone)")] = None,
        speaker: Annotated[list[str] | None, Query(max_length=50)] = None,
        fact_type: Annotated[list[FactType] | None, Query(max_length=4)] = None,
    ) -> s.MemoryPage:
        """A page of the bank's memories (id order), filtered by time, speaker, fact type."""
        if limit > api.max_page:
            raise ApiError(
                422, "limit_too_large", f"limit {limit}; the largest page is {api.max_page}"
            )
        for name, value in (("start", start), ("end", end)):
            if value is not None and value.utcoffset() is None:
                raise ApiError(422, "invalid_time", f"{name} needs a timezone, e.g. +00:00")
        if start is not None and end is not None and end < start:
            raise ApiError(422, "invalid_time", "end is before start")
        flt = SearchFilter(
            start=start,
            end=end,
            speakers=speaker,
            fact_types=[f.value for f in fact_type] if fact_type else None,
        )
        page, nxt = node.stores.vector.scroll(
            bank, limit, str(cursor) if cursor else None, filter=flt
        )
        return s.MemoryPage(
            memories=[s.Memory.from_payload(m.id, m.payload) for m in page], next_cursor=nxt
        )

    def _memory(bank: str, memory_id: UUID) -> s.Memory:
        found = node.stores.vector.get([str(memory_id)], bank=bank)
        if not found:
            raise ApiError(404, "memory_not_found", f"no memory {memory_id} in bank {bank!r}")
        return s.Memory.from_payload(found[0].id, found[0].payload)

    @app.get("/v1/banks/{bank}/memories/{memory_id}", response_model=s.Memory, tags=["memories"])
    def get_memory(bank: BankOk, memory_id: UUID) -> s.Memory:
        return _memory(bank, memory_id)

    @app.get("/v1/banks/{bank}/memories/{memory_id}/chain", response_model=s.Chain, tags=["graph"])
    def chain(
        bank: BankOk,
        memory_id: UUID,
        before: Annotated[int, Query(ge=0, le=50)] = 2,
        after: Annotated[int, Query(ge=0, le=50)] = 2,
    ) -> s.Chain:
        """The temporal chain around a memory (its conversation, in order)."""
        _memory(bank, memory_id)
        ids = node.stores.graph.chain(bank, str(memory_id), before, after)
        found = {m.id: m for m in node.stores.vector.get(ids, bank=bank)}
        return s.Chain(
            memory_id=str(memory_id),
            memories=[s.Memory.from_payload(i, found[i].payload) for i in ids if i in found],
        )

    @app.get("/v1/banks/{bank}/entities", response_model=s.EntityList, tags=["graph"])
    def entities(
        bank: BankOk,
        limit: Annotated[int, Query(ge=1)] = 100,
        offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
    ) -> s.EntityList:
        """The bank's entities, most mentioned first."""
        if limit > api.max_page:
            raise ApiError(
                422, "limit_too_large", f"limit {limit}; the largest page is {api.max_page}"
            )
        rows = node.stores.graph.entities(bank, limit, offset)
        return s.EntityList(entities=[s.Entity(**r) for r in rows])

    @app.get(
        "/v1/banks/{bank}/entities/{entity}/neighbourhood", response_model=s.Graph, tags=["graph"]
    )
    def neighbourhood(
        bank: BankOk,
        entity: Annotated[str, Path(min_length=1, max_length=256)],
        hops: Annotated[int, Query(ge=1, le=2)] = 1,
        limit: Annotated[int, Query(ge=1, le=200)] = 25,
    ) -> s.Graph:
        """Entities that co-occur with one (by its name), strongest ties first."""
        g = node.stores.graph.entity_neighbourhood(bank, normalise_entity(entity), hops, limit)
        if g["center"] is None:
            raise ApiError(404, "entity_not_found", f"no entity {entity!r} in bank {bank!r}")
        return s.Graph(
            center=g["center"],
            nodes=[
                s.GraphNode(id=n["id"], kind="entity", label=n["name"], hop=n["hop"])
                for n in g["nodes"]
            ],
            edges=[
                s.GraphEdge(src=e["src"], dst=e["dst"], kind="co_occurs", weight=e["weight"])
                for e in g["edges"]
            ],
        )

    @app.post("/v1/banks/{bank}/graph", response_model=s.Graph, tags=["graph"])
    def graph_around(bank: BankOk, body: s.GraphAroundRequest) -> s.Graph:
        """The entity graph around some memories (e.g. a recall's results): the memories,
        the entities they mention, and chain links between them."""
        return _graph_around(node, bank, body.memory_ids)

    # -- keys ------------------------------------------------------------------------------
    @app.get("/v1/keys", response_model=s.KeyList, tags=["keys"])
    def list_keys(_: Admin) -> s.KeyList:
        """Keys: ids, names, scopes (never the keys or their hashes). Admin."""
        return s.KeyList(keys=[s.KeyInfo(**r.model_dump()) for r in keys.list()])

    @app.post("/v1/keys", response_model=s.NewKey, status_code=201, tags=["keys"])
    def create_key(body: s.KeyCreate, _: Admin) -> s.NewKey:
        """A new key; the key itself is in this answer only (stored hashed). Admin."""
        key, record = keys.create(body.name, admin=body.admin, banks=body.banks)
        return s.NewKey(key=key, **record.model_dump())

    @app.delete("/v1/keys/{key_id}", status_code=204, tags=["keys"])
    def revoke_key(key_id: Annotated[str, Path(max_length=64)], _: Admin) -> Response:
        if not keys.revoke(key_id):
            raise ApiError(404, "key_not_found", f"no key {key_id!r}")
        return Response(status_code=204)

    return app


def _stores_ok(node: Node) -> bool:
    try:
        node.stores.vector.count()
        return True
    except Exception:
        return False


def _log_ends(node: Node, topic: str) -> dict[int, int]:
    from memstream.connectors.kafka.offsets import log_end_offsets

    return log_end_offsets(node.bootstrap, topic, node.settings.kafka, timeout_s=5.0)


def _dead_letters(node: Node, cache: dict[str, Any], ttl_s: float = 5.0) -> dict[str, int] | None:
    """Dead letters per bank (reads the DLQ topic; cached for a few seconds)."""
    from memstream.connectors.kafka.dlq import count_dead_letters_by_bank

    now = time.monotonic()
    if "at" in cache and now - cache["at"] < ttl_s:
        return cache["value"]
    try:
        value: dict[str, int] | None = count_dead_letters_by_bank(
            node.bootstrap, node.settings.kafka, timeout_s=10.0
        )
    except Exception as e:
        log.warning("cannot count dead letters: %s", e)
        value = None
    cache.update(at=now, value=value)
    return value


def _graph_around(node: Node, bank: str, ids: list[str]) -> s.Graph:
    from memstream.events import entity_id

    valid = []
    for i in ids:
        try:
            valid.append(str(UUID(i)))
        except ValueError:
            raise ApiError(422, "invalid_request", f"memory id {i!r} is not a UUID") from None
    found = node.stores.vector.get(valid, bank=bank)
    nodes: dict[str, s.GraphNode] = {}
    edges: list[s.GraphEdge] = []
    for m in found:
        text = m.text if len(m.text) <= 60 else m.text[:57] + "..."
        nodes[m.id] = s.GraphNode(id=m.id, kind="memory", label=text)
        for norm in m.payload.get("entities") or []:
            eid = entity_id(bank, norm)
            nodes.setdefault(eid, s.GraphNode(id=eid, kind="entity", label=norm))
            edges.append(s.GraphEdge(src=m.id, dst=eid, kind="mentions"))
    links = node.stores.graph.memory_links(bank, [m.id for m in found])
    for mid, link in links.items():
        if link.next is not None and link.next in nodes:
            edges.append(s.GraphEdge(src=mid, dst=link.next, kind="next"))
    return s.Graph(nodes=list(nodes.values()), edges=edges)
