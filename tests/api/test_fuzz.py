"""Generated requests from the node's live OpenAPI spec (schemathesis): no input gives a 500,
every answer matches the documented schema, and nothing accepted stops the ingestion flow.

Each operation gets three kinds of cases: valid ones (positive) and invalid ones (negative)
sent to one existing bank that holds data, so they reach the engine and the stores instead
of stopping at 404, and valid ones with every path parameter generated. Requests carry the
admin key so they reach the handlers (the auth matrix has its own tests). Deleting a bank
always uses a generated name (one that does not exist), so fuzzing never destroys the
shared node's state.

Then bodies no schema describes: generated recalls with time phrases and reference times at
the edges of representable time, and generated retains of hostile events (deep or wide
metadata, NaN, huge numbers, lone surrogates, NUL, RTL, maximal text): 500s = 0, and the bank
still reads in every mode afterwards.

Schemathesis's own pytest integration (`schema.parametrize()` over a fixture-made schema)
does not run under pytest 9 (it reads `Function._nodeid`), so each operation is a plain
parametrized test driving the operation's Hypothesis strategy; `OPERATIONS` is checked
against the live spec so a new route cannot escape.
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance

from memstream.contract.recall import Mode
from memstream.events import visible
from tests.api.conftest import ROUTES as OPERATIONS
from tests.api.conftest import chat_events, new_bank

pytestmark = [pytest.mark.integration, pytest.mark.models]

#: Generated cases per operation (fixed seed: the same cases on every run).
EXAMPLES = 25
#: Longest wait a generated retain may ask for (the node caps it at api.max_wait_s anyway).
MAX_WAIT_S = 2.0


@pytest.fixture(scope="module")
def api_schema(served) -> Any:
    return schemathesis.openapi.from_url(served.url + "/openapi.json")


@pytest.fixture(scope="module")
def fuzz_bank(admin) -> dict[str, str]:
    """Path parameters that exist: a bank with the chat, one memory, one entity."""
    bank = new_bank(admin, "fuzz")
    ids = admin.retain(bank, chat_events(), wait=True).ids
    return {"bank": bank, "memory_id": ids[1], "entity": "Clayworks"}


def test_every_operation_is_fuzzed(api_schema) -> None:
    spec = {
        (op.method.upper(), op.path) for op in (r.ok() for r in api_schema.get_all_operations())
    }
    assert spec == set(OPERATIONS)


def _strategy(op: Any, path_params: list[str], fixed: dict[str, str]) -> st.SearchStrategy:
    free = op.as_strategy(GenerationMode.POSITIVE)
    if op.method.upper() == "DELETE" or not path_params:
        return st.one_of(free, op.as_strategy(GenerationMode.NEGATIVE))
    known = {k: v for k, v in fixed.items() if k in path_params}
    return st.one_of(
        op.as_strategy(GenerationMode.POSITIVE, path_parameters=known),
        op.as_strategy(GenerationMode.NEGATIVE, path_parameters=known),
        free,
    )


@pytest.mark.parametrize(("method", "path"), OPERATIONS, ids=[f"{m} {p}" for m, p in OPERATIONS])
def test_no_server_error_and_documented_answers(
    served, api_schema, fuzz_bank, method: str, path: str
) -> None:
    op = api_schema[path][method]
    path_params = [p.name for p in op.path_parameters]
    headers = {"Authorization": f"Bearer {served.admin_key}"}

    @given(case=_strategy(op, path_params, fuzz_bank))
    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    def run(case: Any) -> None:
        if isinstance(case.query, dict) and str(case.query.get("wait")).lower() == "true":
            case.query["timeout_s"] = MAX_WAIT_S
        case.call_and_validate(
            base_url=served.url,
            headers=headers,
            checks=[not_a_server_error, response_schema_conformance],
            timeout=120,
        )

    run()
    # Whatever was accepted must not stop ingestion (a poison event used to, see test_limits).
    assert served.node.flow.error is None and served.node.flow.alive


# ------------------------------------------------------------------ hostile generated bodies
#: Time phrases that reach past what Python's datetimes hold, or sit at their edges.
PHRASES = [
    "what happened 10000 years ago",
    "what happened 1000000 years ago",
    "last spring",
    "yesterday",
    "tomorrow at 10pm",
    "in 10000 years",
    "since 100000 years ago",
    "before June",
    "after March",
    "between 9998 and 10001",
    "next year",
    "last friday",
    "Biscuit",
]
#: The whole representable range, with the widest offsets ISO 8601 allows (so a reference
#: time in year 1 at +14:00 lies before year 1 in UTC).
WHEN = st.builds(
    lambda dt, minutes: (
        dt.isoformat()
        + ("+" if minutes >= 0 else "-")
        + f"{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"
    ),
    st.datetimes(datetime(1, 1, 1), datetime(9999, 12, 31, 23, 59, 59)),
    st.integers(-14 * 60, 14 * 60),
) | st.sampled_from(["0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999999Z"])
#: Event times the stores can hold, with any offset (most generated events should be valid).
STORABLE = st.builds(
    lambda dt, minutes: dt.isoformat() + f"+{minutes // 60:02d}:{minutes % 60:02d}",
    st.datetimes(datetime(1700, 1, 1), datetime(2200, 1, 1)),
    st.integers(0, 14 * 60),
)
HOSTILE = settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)


@HOSTILE
@given(
    text=st.sampled_from(PHRASES) | st.text(min_size=1, max_size=40),
    mode=st.sampled_from([m.value for m in Mode]),
    reference_time=st.none() | WHEN,
    start=st.none() | WHEN,
    end=st.none() | WHEN,
    fact_types=st.none() | st.lists(st.sampled_from(["world", "experience"]), max_size=2),
)
def test_recall_with_any_time_answers_without_a_server_error(
    served, fuzz_bank, text, mode, reference_time, start, end, fact_types
) -> None:
    body: dict[str, Any] = {"text": text, "mode": mode, "explain": True}
    for name, value in (
        ("reference_time", reference_time),
        ("start", start),
        ("end", end),
        ("fact_types", fact_types),
    ):
        if value is not None:
            body[name] = value
    r = httpx.post(
        f"{served.url}/v1/banks/{fuzz_bank['bank']}/recall",
        json=body,
        headers={"Authorization": f"Bearer {served.admin_key}"},
        timeout=60,
    )
    assert r.status_code in (200, 422), r.text[:500]
    if start is None and end is None and visible(text) and fact_types != []:
        assert r.status_code == 200, r.text[:500]


def _json_values() -> st.SearchStrategy[Any]:
    scalars = (
        st.none()
        | st.booleans()
        | st.integers(min_value=-(10**30), max_value=10**30)
        | st.floats(allow_nan=True, allow_infinity=True)
        | st.text(st.characters(codec=None, exclude_categories=()), max_size=10)
    )
    return st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
        max_leaves=20,
    )


def _deep(n: int) -> Any:
    x: Any = 1
    for _ in range(n):
        x = {"k": x}
    return x


HOSTILE_EVENTS = st.fixed_dictionaries(
    {
        "text": st.text(st.characters(codec=None, exclude_categories=()), min_size=1, max_size=30)
        | st.sampled_from(["\u202eRTL override", "NUL\x00inside", "x" * 16_000]),
        "occurred_at": st.one_of(STORABLE, STORABLE, STORABLE, WHEN),
    },
    optional={
        "sequence": st.integers(0, 10**12) | st.integers(min_value=-1, max_value=10**30),
        "metadata": st.dictionaries(st.text(max_size=5), _json_values(), max_size=4)
        | st.integers(20, 300).map(lambda n: {"deep": _deep(n)}),
        "speaker": st.text(min_size=1, max_size=8),
    },
)


@HOSTILE
@given(events=st.lists(HOSTILE_EVENTS, min_size=1, max_size=3))
def test_hostile_retains_never_fail_or_poison_the_bank(served, fuzz_bank, events) -> None:
    bank = fuzz_bank["bank"]
    body = json.dumps({"events": events}, allow_nan=True).encode("utf-8", "surrogatepass")
    headers = {"Authorization": f"Bearer {served.admin_key}", "Content-Type": "application/json"}
    r = httpx.post(
        f"{served.url}/v1/banks/{bank}/memories", content=body, headers=headers, timeout=60
    )
    assert r.status_code in (202, 422), r.text[:500]
    listed = httpx.get(
        f"{served.url}/v1/banks/{bank}/memories", params={"limit": 100}, headers=headers
    )
    assert listed.status_code == 200, listed.text[:500]


def test_after_the_hostile_retains_every_mode_still_reads_the_bank(served, fuzz_bank) -> None:
    bank = fuzz_bank["bank"]
    headers = {"Authorization": f"Bearer {served.admin_key}"}
    wait = httpx.post(
        f"{served.url}/v1/banks/{bank}/memories",
        json={"events": [{"text": "the last one", "occurred_at": "2024-05-01T00:00:00Z"}]},
        params={"wait": "true"},
        headers=headers,
        timeout=60,
    )
    assert wait.status_code == 200, wait.text  # everything before it was ingested or refused
    for mode in Mode:
        r = httpx.post(
            f"{served.url}/v1/banks/{bank}/recall",
            json={"text": "Clayworks", "mode": mode.value},
            headers=headers,
            timeout=60,
        )
        assert r.status_code == 200, (mode, r.text[:300])
    assert served.node.flow.error is None and served.node.flow.alive
