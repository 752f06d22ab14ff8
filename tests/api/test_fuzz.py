"""Generated requests from the node's live OpenAPI spec (schemathesis): no input gives a 500,
every answer matches the documented schema, and nothing accepted stops the ingestion flow.

Each operation gets three kinds of cases: valid ones (positive) and invalid ones (negative)
sent to one existing bank that holds data, so they reach the engine and the stores instead
of stopping at 404, and valid ones with every path parameter generated. Requests carry the
admin key so they reach the handlers (the auth matrix has its own tests). Deleting a bank
always uses a generated name (one that does not exist), so fuzzing never destroys the
shared node's state.

Schemathesis's own pytest integration (`schema.parametrize()` over a fixture-made schema)
does not run under pytest 9 (it reads `Function._nodeid`), so each operation is a plain
parametrized test driving the operation's Hypothesis strategy; `OPERATIONS` is checked
against the live spec so a new route cannot escape.
"""

from __future__ import annotations

from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance

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
    assert served.node.flow_error is None and served.node.flow_alive
