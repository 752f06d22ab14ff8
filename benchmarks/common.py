"""Helpers every benchmark script shares: where results go and how the machine is named."""

from __future__ import annotations

import json
import os
import platform
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).parent / "results"


def machine() -> str:
    return f"{platform.machine()} {os.cpu_count()} cores, Python {platform.python_version()}"


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in [0, 1]) of a non-empty list."""
    s = sorted(values)
    return s[min(len(s) - 1, round(q * (len(s) - 1)))]


def save(name: str, payload: dict[str, Any]) -> Path:
    """Write `benchmarks/results/<name>.json` and return its path."""
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / f"{name}.json"
    out.write_text(json.dumps(payload, indent=2, default=str) + "\n")
    return out
