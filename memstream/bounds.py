"""The bounds on what an event may carry, and a JSON reader that holds them before it recurses.

Every bound keeps one record from poisoning a bank or wedging the flow; each is far below
where the thing it protects breaks (measured 2026-11 on qdrant-edge 0.9.0, librdkafka 2.16,
Tansu 0.6, pydantic 2):

- ``MAX_METADATA_DEPTH`` = 32 containers (the metadata object itself is level 1): qdrant-edge
  stores a payload nested ~126 deep and then cannot deserialize it, so every recall and listing
  of the bank failed; pydantic stops validating at ~255 levels and Python's `json` at the
  recursion limit (~1000). ``MAX_JSON_DEPTH`` = 64 bounds a whole record before it is parsed.
- ``MAX_METADATA_ITEMS`` = 1,000 values in all (every key and every list item, at any level),
  ``MAX_METADATA_BYTES`` = 64 KiB of JSON, ``MAX_KEY_CHARS`` = 256 per key.
- Metadata numbers: integers within signed 64 bits (qdrant-edge turns larger ones into lossy
  floats), floats finite (qdrant-edge rejects NaN and infinities; Python's `json` reads them).
- Strings everywhere: valid Unicode. A lone surrogate (``"\\ud800"`` is legal JSON) cannot be
  encoded as UTF-8, so neither qdrant-edge nor Tantivy can store it.
- ``MAX_SEQUENCE`` = 10**12 - 1: the chain sort key (`memstream.records.chain_sort_key`) holds
  twelve digits; a larger sequence would sort wrongly (and 10**30 broke listing the bank).
- ``MAX_EVENT_BYTES`` = 900,000 bytes of encoded event: librdkafka refuses a message whose key,
  value and headers exceed ``message.max.bytes`` (1,000,000 by default), which the API used to
  answer as a retryable 503.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

MAX_JSON_DEPTH = 64
MAX_METADATA_DEPTH = 32
MAX_METADATA_ITEMS = 1_000
MAX_METADATA_BYTES = 65_536
MAX_KEY_CHARS = 256
MAX_SEQUENCE = 10**12 - 1
MAX_EVENT_BYTES = 900_000
INT_MIN, INT_MAX = -(2**63), 2**63 - 1

# A JSON string (escapes included) or one bracket: what a depth scan has to look at.
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)


class JsonRejected(ValueError):
    """The text is JSON that memstream does not read (too deep, NaN, infinite numbers)."""


def unicode_problem(s: str) -> str | None:
    """Why `s` cannot be stored as UTF-8 (a lone surrogate), or None when it can."""
    if s.isascii():
        return None
    try:
        s.encode("utf-8")
    except UnicodeEncodeError as e:
        return f"holds a lone surrogate ({s[e.start]!r} at index {e.start}); send valid Unicode"
    return None


def valid_unicode(s: str) -> str:
    """`s`, or ValueError when it holds a lone surrogate (a pydantic after-validator)."""
    problem = unicode_problem(s)
    if problem is not None:
        raise ValueError(problem)
    return s


def nesting_depth(text: str, stop_at: int) -> int:
    """How deeply `text`'s brackets nest outside strings, counting no further than `stop_at`.

    Iterative, so any depth is safe to measure; brackets inside strings do not count.
    """
    if text.count("[") + text.count("{") <= stop_at:
        return 0  # cannot nest deeper than it has brackets (the common case, no scan)
    depth = deepest = 0
    for m in _TOKENS.finditer(text):
        tok = m.group()
        if tok in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_at:
                    break
        elif tok in "]}":
            depth -= 1
    return deepest


def _no_constant(name: str) -> Any:
    raise JsonRejected(f"{name} is not JSON; send a finite number or null")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonRejected(f"number {text[:40]} is too large for a 64-bit float")
    return value


def loads_strict(text: str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """`json.loads` that refuses NaN, Infinity, overflowing floats and deep nesting.

    Raises `JsonRejected` for those, `json.JSONDecodeError` for malformed text and
    ValueError for integers longer than Python converts (4300 digits); never RecursionError.
    """
    if nesting_depth(text, max_depth) > max_depth:
        raise JsonRejected(f"nests deeper than {max_depth} levels")
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except RecursionError:  # the depth scan makes this unreachable; kept as a last guard
        raise JsonRejected(f"nests too deeply (limit {max_depth})") from None


def _scalar_problem(value: Any) -> str | None:
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        if not INT_MIN <= value <= INT_MAX:
            return "integer out of the signed 64-bit range; send it as a string"
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else "NaN and infinities are not JSON numbers"
    if isinstance(value, str):
        return unicode_problem(value)
    return f"{type(value).__name__} is not a JSON value"


def metadata_problem(value: Any) -> str | None:
    """Why `value` (an event's metadata) breaks a bound above, or None; never recurses."""
    if not isinstance(value, dict):
        return None  # the type check of the model reports it
    items = 0
    stack: list[tuple[Any, int, str]] = [(value, 1, "metadata")]
    while stack:
        node, depth, path = stack.pop()
        if isinstance(node, dict | list):
            if depth > MAX_METADATA_DEPTH:
                return f"{path}: nests deeper than {MAX_METADATA_DEPTH} levels"
            pairs = node.items() if isinstance(node, dict) else enumerate(node)
            for key, child in pairs:
                items += 1
                if items > MAX_METADATA_ITEMS:
                    return f"more than {MAX_METADATA_ITEMS} keys and list items in all"
                if isinstance(key, str):
                    if len(key) > MAX_KEY_CHARS:
                        return f"{path}: a key is longer than {MAX_KEY_CHARS} characters"
                    if (problem := unicode_problem(key)) is not None:
                        return f"{path}: key {problem}"
                elif isinstance(node, dict):
                    return f"{path}: keys must be strings"
                stack.append((child, depth + 1, f"{path}.{key}"[:200]))
        elif (problem := _scalar_problem(node)) is not None:
            return f"{path}: {problem}"
    size = len(json.dumps(value, ensure_ascii=False).encode())
    if size > MAX_METADATA_BYTES:
        return f"metadata is {size} bytes of JSON; the limit is {MAX_METADATA_BYTES}"
    return None


def check_metadata(value: Any) -> Any:
    """`value` unchanged, or ValueError naming the broken bound (a pydantic before-validator)."""
    problem = metadata_problem(value)
    if problem is not None:
        raise ValueError(problem)
    return value
