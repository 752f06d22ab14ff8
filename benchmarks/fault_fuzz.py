"""The fault suite's API fuzz scenario: a running node process fed generated requests.

Three corpora, all against one real `memstream node` (benchmarks/procs.py):

- every operation of the node's live OpenAPI document, through schemathesis: valid and
  invalid cases sent to a bank that exists and holds data, and valid cases with every path
  parameter generated (a DELETE only ever gets generated names, so the fuzz bank survives);
- recalls with time phrases and reference times at the edges of representable time, and
  retains of hostile events (deep or wide metadata, NaN, numbers past any store's range, lone
  surrogates, NUL, right-to-left text, maximal text) — the strategies of tests/api/test_fuzz.py;
- hand-written cases: metadata nested 10,000 deep, `NaN` and `Infinity` in
  metadata, `sequence = 10**30`, an event over the broker's message limit, and a 100 MiB body
  sent chunked (no Content-Length).

Every answer is counted by status; the goal is no 5xx other than the documented 503/429
(broker unavailable, too busy), and the bank still reads in every mode afterwards.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import httpx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.procs import NodeProcess
from memstream.contract.recall import Mode

#: 5xx answers the API documents (retry later): anything else in the 5xx range is a failure.
DOCUMENTED_5XX = frozenset({503})


def _settings(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )


class Tally:
    """Statuses seen, and the first few requests that answered an undocumented 5xx."""

    def __init__(self) -> None:
        self.statuses: Counter[int] = Counter()
        self.errors: list[str] = []
        self.seen: list[tuple[str, int]] = []

    def add(self, what: str, status: int, body: str = "") -> None:
        self.statuses[status] += 1
        self.seen.append((what, status))
        if status >= 500 and status not in DOCUMENTED_5XX and len(self.errors) < 10:
            self.errors.append(f"{what} -> {status}: {body[:300]}")

    @property
    def server_errors(self) -> int:
        return sum(n for s, n in self.statuses.items() if s >= 500 and s not in DOCUMENTED_5XX)


def _spec_cases(node: NodeProcess, fixed: dict[str, str], examples: int, tally: Tally) -> int:
    """Schemathesis over every operation; returns how many operations it covered."""
    import schemathesis

    schema = schemathesis.openapi.from_url(f"{node.url}/openapi.json")
    ops = [r.ok() for r in schema.get_all_operations()]
    for op in ops:
        _fuzz_operation(node, op, fixed, examples, tally)
    return len(ops)


def _fuzz_operation(
    node: NodeProcess, op: Any, fixed: dict[str, str], examples: int, tally: Tally
) -> None:
    from schemathesis import GenerationMode

    headers = {"Authorization": f"Bearer {node.key}"}
    names = [p.name for p in op.path_parameters]
    known = {k: v for k, v in fixed.items() if k in names}
    cases = st.one_of(
        op.as_strategy(GenerationMode.POSITIVE), op.as_strategy(GenerationMode.NEGATIVE)
    )
    if op.method.upper() != "DELETE" and known:
        cases = st.one_of(
            cases,
            op.as_strategy(GenerationMode.POSITIVE, path_parameters=known),
            op.as_strategy(GenerationMode.NEGATIVE, path_parameters=known),
        )

    @_settings(examples)
    @given(case=cases)
    def run(case: Any) -> None:
        if isinstance(case.query, dict) and "wait" in case.query:
            case.query["timeout_s"] = 2.0
        try:
            r = case.call(base_url=node.url, headers=headers, timeout=120)
        except Exception as e:  # a dropped connection is an answer too (counted as 0)
            tally.add(f"{op.method.upper()} {op.path}", 0, repr(e))
            return
        tally.add(f"{op.method.upper()} {case.formatted_path}", r.status_code, r.text)

    run()


def _hostile_cases(node: NodeProcess, bank: str, examples: int, tally: Tally) -> None:
    from tests.api.test_fuzz import HOSTILE_EVENTS, PHRASES, WHEN

    url, headers = node.url, {"Authorization": f"Bearer {node.key}"}

    @_settings(examples)
    @given(
        text=st.sampled_from(PHRASES) | st.text(min_size=1, max_size=40),
        mode=st.sampled_from([m.value for m in Mode]),
        reference_time=st.none() | WHEN,
    )
    def recalls(text: str, mode: str, reference_time: str | None) -> None:
        body = {"text": text, "mode": mode, "explain": True}
        if reference_time is not None:
            body["reference_time"] = reference_time
        r = httpx.post(f"{url}/v1/banks/{bank}/recall", json=body, headers=headers, timeout=60)
        tally.add("recall", r.status_code, r.text)

    @_settings(examples)
    @given(events=st.lists(HOSTILE_EVENTS, min_size=1, max_size=3))
    def retains(events: list[dict[str, Any]]) -> None:
        body = json.dumps({"events": events}, allow_nan=True).encode("utf-8", "surrogatepass")
        r = httpx.post(
            f"{url}/v1/banks/{bank}/memories",
            content=body,
            headers={**headers, "Content-Type": "application/json"},
            timeout=60,
        )
        tally.add("retain", r.status_code, r.text)

    recalls()
    retains()


def _deep(n: int) -> Any:
    x: Any = 1
    for _ in range(n):
        x = {"k": x}
    return x


def _chunks(total: int, size: int = 1 << 20) -> Iterator[bytes]:
    yield b'{"events": [{"text": "'
    for _ in range(total // size):
        yield b"x" * size
    yield b'", "occurred_at": "2024-01-01T00:00:00Z"}]}'


def _hand_cases(node: NodeProcess, bank: str, tally: Tally) -> None:
    """Requests at the edges of what a node accepts: each must answer a documented status and
    leave the bank readable."""
    url, headers = f"{node.url}/v1/banks/{bank}/memories", {"Authorization": f"Bearer {node.key}"}
    ev = {"text": "hand case", "occurred_at": "2024-01-01T00:00:00Z"}
    raw: dict[str, Callable[[], bytes]] = {
        "deep metadata 10000": lambda: (
            json.dumps({"events": [{**ev, "metadata": {"d": "DEEP"}}]})
            .replace('"DEEP"', '{"k":' * 10_000 + "1" + "}" * 10_000)
            .encode()
        ),
        "NaN and Infinity": lambda: (
            b'{"events": [{"text": "n", "occurred_at": "2024-01-01T00:00:00Z",'
            b' "metadata": {"a": NaN, "b": Infinity, "c": -Infinity}}]}'
        ),
        "sequence 10**30": lambda: json.dumps({"events": [{**ev, "sequence": 10**30}]}).encode(),
        "event of 2 MB": lambda: json.dumps({"events": [{**ev, "text": "y" * 2_000_000}]}).encode(),
        "deep metadata 130": lambda: json.dumps(
            {"events": [{**ev, "metadata": _deep(130)}]}
        ).encode(),
    }
    for what, make in raw.items():
        r = httpx.post(
            url,
            content=make(),
            headers={**headers, "Content-Type": "application/json"},
            timeout=120,
        )
        tally.add(what, r.status_code, r.text)
    try:
        r = httpx.post(
            url,
            content=_chunks(100 << 20),
            headers={**headers, "Content-Type": "application/json"},
            timeout=120,
        )
        tally.add("chunked 100 MiB", r.status_code, r.text)
    except httpx.HTTPError as e:  # the node may close the connection once over the limit
        tally.add("chunked 100 MiB", 0, repr(e))


def api_fuzz(node: NodeProcess, examples: int = 25) -> dict[str, Any]:
    """Figures: answers by status, undocumented 5xx (goal 0), and whether the fuzzed bank still
    reads in every mode and lists its memories afterwards."""
    from tests.api.conftest import chat_events

    with node.client() as c:
        c.create_bank("fuzz")
        ids = c.retain("fuzz", chat_events(), wait=True).ids
    fixed = {"bank": "fuzz", "memory_id": ids[1], "entity": "Clayworks"}
    tally = Tally()
    operations = _spec_cases(node, fixed, examples, tally)
    _hostile_cases(node, "fuzz", examples, tally)
    start = len(tally.seen)
    _hand_cases(node, "fuzz", tally)
    hand = dict(tally.seen[start:])
    headers = {"Authorization": f"Bearer {node.key}"}
    reads = [
        httpx.post(
            f"{node.url}/v1/banks/fuzz/recall",
            json={"text": "Clayworks", "mode": m.value},
            headers=headers,
            timeout=60,
        ).status_code
        for m in Mode
    ]
    listed = httpx.get(
        f"{node.url}/v1/banks/fuzz/memories", params={"limit": 100}, headers=headers, timeout=60
    )
    return {
        "operations": operations,
        "requests": sum(tally.statuses.values()),
        "statuses": {str(k): v for k, v in sorted(tally.statuses.items())},
        "hand_cases": hand,
        "server_errors": tally.server_errors,
        "server_error_examples": tally.errors,
        "bank_reads_every_mode": all(s == 200 for s in reads) and listed.status_code == 200,
    }
