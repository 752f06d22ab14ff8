"""The wire format's JSON Schemas (`memstream.wire_schema`) for the producers page: the schema
documents as files of the site, a fenced copy, and a table of the memory event's fields."""

from __future__ import annotations

import json
from typing import Any

from memstream.wire_schema import forget_event_schema, memory_event_schema
from memstream_docs.tables import md_table

#: Site path -> the schema written there (docs/gen/hooks.py adds them as files).
FILES = {
    "integrations/memory-event.schema.json": memory_event_schema,
    "integrations/forget-event.schema.json": forget_event_schema,
}


def document(which: str) -> str:
    schema = memory_event_schema() if which == "memory" else forget_event_schema()
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def json_block(which: str) -> str:
    """The schema as a fenced JSON block."""
    return f"```json\n{document(which)}```"


def _type(spec: dict[str, Any]) -> str:
    if "anyOf" in spec:
        kinds = [_type(s) for s in spec["anyOf"]]
        return " or ".join(k for k in kinds if k != "null") + " (optional)"
    if "$ref" in spec:
        return spec["$ref"].rsplit("/", 1)[-1]
    kind = str(spec.get("type", "any JSON"))
    if spec.get("format"):
        kind += f" ({spec['format']})"
    return kind


def fields_table() -> str:
    """One row per field of a memory event: name, type, required, constraints, description."""
    schema = memory_event_schema()
    required = set(schema.get("required", []))
    rows = []
    for name, spec in schema["properties"].items():
        inner = next((s for s in spec.get("anyOf", []) if s.get("type") != "null"), spec)
        limits = [
            f"{k} {inner[k]}"
            for k in ("minLength", "maxLength", "minimum", "maximum")
            if k in inner
        ]
        if "pattern" in inner:
            limits.append(f"pattern `{inner['pattern']}`")
        if "const" in inner:
            limits.append(f"always `{inner['const']}`")
        rows.append(
            [
                f"`{name}`",
                _type(spec),
                "yes" if name in required else "no",
                ", ".join(limits),
                spec.get("description", ""),
            ]
        )
    return md_table(["field", "type", "required", "constraints", "description"], rows)
