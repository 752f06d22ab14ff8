"""The HTTP reference, read from the OpenAPI document the app generates.

`tests/api/openapi.json` is the reviewed copy of `create_app(...).openapi()`
(`tests/api/test_openapi.py` keeps it equal; `python -m tests.api.test_openapi` rewrites it),
so the reference is built from it without starting a node.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from memstream_docs.results import ROOT
from memstream_docs.tables import md_table, text

OPENAPI = ROOT / "tests" / "api" / "openapi.json"
METHODS = ("get", "post", "put", "patch", "delete")


@cache
def document() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(OPENAPI.read_text(encoding="utf-8"))
    return doc


def anchor(name: str) -> str:
    return f"schema-{name.lower()}"


def op_anchor(op: dict[str, Any]) -> str:
    """The id of an operation's section (from its operationId, which FastAPI makes unique)."""
    return "op-" + str(op["operationId"]).lower().replace("_", "-")


def schema_type(s: dict[str, Any]) -> str:
    """A JSON schema as a short type: `string`, `integer`, [RecallBody](#...), list of ..."""
    if "$ref" in s:
        name = s["$ref"].rsplit("/", 1)[-1]
        return f"[{name}](#{anchor(name)})"
    if "anyOf" in s or "oneOf" in s:
        options = s.get("anyOf") or s.get("oneOf") or []
        kinds = [schema_type(o) for o in options if o.get("type") != "null"]
        null = any(o.get("type") == "null" for o in options)
        return " or ".join(kinds) + (" or null" if null else "")
    if "enum" in s:
        return " | ".join(f"`{v}`" for v in s["enum"])
    if "const" in s:
        return f"`{s['const']}`"
    kind = s.get("type", "any")
    if kind == "array":
        return f"list of {schema_type(s.get('items', {}))}"
    if kind == "object" and isinstance(s.get("additionalProperties"), dict):
        return f"object of {schema_type(s['additionalProperties'])}"
    fmt = s.get("format")
    return f"{kind} ({fmt})" if fmt else str(kind)


def _bound(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else str(v)


def constraints(s: dict[str, Any]) -> str:
    """Bounds, lengths, pattern and default of a schema (looking inside nullable unions)."""
    parts: list[str] = []
    inner = [s, *(o for o in s.get("anyOf", []) if o.get("type") != "null")]
    for x in inner:
        for key, shape in (
            ("minimum", "≥ {}"),
            ("exclusiveMinimum", "> {}"),
            ("maximum", "≤ {}"),
            ("exclusiveMaximum", "< {}"),
            ("minLength", "length ≥ {}"),
            ("maxLength", "length ≤ {}"),
            ("minItems", "items ≥ {}"),
            ("maxItems", "items ≤ {}"),
        ):
            if key in x:
                parts.append(shape.format(_bound(x[key])))
        if "pattern" in x:
            parts.append(f"pattern `{x['pattern']}`")
    if "default" in s:
        parts.append(f"default `{json.dumps(s['default'])}`")
    return ", ".join(parts)


def _parameters(op: dict[str, Any]) -> str:
    params = op.get("parameters", [])
    if not params:
        return ""
    rows = [
        [
            f"`{p['name']}`",
            p["in"],
            "yes" if p.get("required") else "no",
            schema_type(p.get("schema", {})),
            constraints(p.get("schema", {})),
            p.get("description", ""),
        ]
        for p in params
    ]
    return "**Parameters**\n" + md_table(
        ["name", "in", "required", "type", "limits", "meaning"], rows
    )


def _body(op: dict[str, Any]) -> str:
    body = op.get("requestBody")
    if not body:
        return ""
    out = []
    for media, content in body.get("content", {}).items():
        out.append(f"**Body** (`{media}`): {schema_type(content.get('schema', {}))}\n")
    return "\n".join(out) + "\n"


def _responses(op: dict[str, Any]) -> str:
    rows = []
    for status, r in sorted(op.get("responses", {}).items()):
        kinds = [schema_type(c.get("schema", {})) for c in r.get("content", {}).values()]
        rows.append([f"`{status}`", r.get("description", ""), ", ".join(kinds)])
    return "**Responses**\n" + md_table(["status", "meaning", "body"], rows)


def _auth(op: dict[str, Any]) -> str:
    if not op.get("security"):
        return "No API key needed."
    return "Needs an API key (`Authorization: Bearer <key>` or `X-API-Key`)."


def operations() -> list[tuple[str, str, dict[str, Any]]]:
    """(method, path, operation) of every operation, in the document's order."""
    return [
        (method, path, op)
        for path, item in document()["paths"].items()
        for method, op in item.items()
        if method in METHODS
    ]


def endpoints() -> str:
    """Every operation: what it does, auth, parameters, body, responses."""
    parts = []
    for method, path, op in operations():
        parts.append(f"### `{method.upper()} {path}` {{#{op_anchor(op)}}}\n")
        if op.get("summary"):
            parts.append(f"**{op['summary']}.** {text(op.get('description', ''))}\n")
        parts.append(_auth(op) + "\n")
        parts.append(_parameters(op))
        parts.append(_body(op))
        parts.append(_responses(op))
    return "\n".join(parts)


def schemas() -> str:
    """Every schema of the document: its description and a table of its properties."""
    parts = []
    for name, s in sorted(document()["components"]["schemas"].items()):
        parts.append(f"### {name} {{#{anchor(name)}}}\n")
        if s.get("description"):
            parts.append(text(s["description"].strip()) + "\n")
        props = s.get("properties")
        if props:
            required = set(s.get("required", []))
            rows = [
                [
                    f"`{p}`",
                    schema_type(ps),
                    "yes" if p in required else "no",
                    constraints(ps),
                    ps.get("description", ""),
                ]
                for p, ps in props.items()
            ]
            parts.append(md_table(["field", "type", "required", "limits", "meaning"], rows))
            if s.get("additionalProperties") is False:
                parts.append("Unknown fields are refused (`422`).\n")
        elif "enum" in s:
            parts.append("One of " + ", ".join(f"`{v}`" for v in s["enum"]) + ".\n")
        else:
            parts.append(f"Type: {schema_type(s)}.\n")
    return "\n".join(parts)


def summary_table() -> str:
    """One line per operation: method, path, summary, linked to its section below."""
    rows = [
        [f"`{method.upper()}`", f"[`{path}`](#{op_anchor(op)})", op.get("summary", "")]
        for method, path, op in operations()
    ]
    return md_table(["method", "path", "what"], rows)
