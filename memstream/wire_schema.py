"""The JSON Schemas of what producers put on the events topic, generated from the models:
a memory event (`memstream.events.MemoryEvent`) and a tombstone (`memstream.tombstone.
ForgetEvent`). The docs publish them (docs/integrations/producers.md, and the files
`memory-event.schema.json`, `forget-event.schema.json` beside it) for producers in other
languages.

The schema says the shape; the flow checks a little more than JSON Schema can (a timezone on
every time, text that is not blank, the bounds of `memstream.bounds` on metadata, the size of
the whole record) and dead-letters a record with the reason.
"""

from __future__ import annotations

from typing import Any

from memstream.events import MemoryEvent
from memstream.tombstone import ForgetEvent

DIALECT = "https://json-schema.org/draft/2020-12/schema"


def _schema(model: type[MemoryEvent] | type[ForgetEvent], title: str) -> dict[str, Any]:
    body = model.model_json_schema(mode="validation")
    return {"$schema": DIALECT, **body, "title": title}


def memory_event_schema() -> dict[str, Any]:
    """The JSON Schema of a memory event (one record of the events topic)."""
    return _schema(MemoryEvent, "memstream memory event (schema_version 1)")


def forget_event_schema() -> dict[str, Any]:
    """The JSON Schema of a tombstone (`"kind": "forget"`)."""
    return _schema(ForgetEvent, "memstream tombstone (schema_version 1)")
