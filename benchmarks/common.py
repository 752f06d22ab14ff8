"""Helpers every benchmark script shares: where results go and how the machine is named."""

from __future__ import annotations

import json
import os
import platform
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).parent / "results"
#: Where the LoCoMo dev file lies in the shared workspace (beside the repository), as written
#: in messages, and resolved. LoCoMo is CC BY-NC: it is never copied into the repository.
LOCOMO_DEFAULT_TEXT = "../shared/bench/locomo/locomo10-dev.json"
LOCOMO_DEFAULT = Path(__file__).resolve().parents[2] / "shared/bench/locomo/locomo10-dev.json"


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


def require_locomo(path: Path, command: str) -> None:
    """Exit with status 2 and say what to pass when the LoCoMo file `path` is missing.

    `command` is how the benchmark is run with the path, e.g. "python -m benchmarks.locomo PATH".
    """
    if path.is_file():
        return
    print(
        f"LoCoMo file not found: {path}\n"
        f"Pass the path of LoCoMo's locomo10-dev.json (or any file in its JSON shape):\n"
        f"    {command.replace('PATH', 'PATH/TO/locomo10-dev.json')}\n"
        f"(default: {LOCOMO_DEFAULT_TEXT}, beside the repository)",
        file=sys.stderr,
    )
    raise SystemExit(2)
