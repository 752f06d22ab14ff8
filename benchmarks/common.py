"""Helpers every benchmark script shares: where results go and how the machine is named."""

from __future__ import annotations

import json
import os
import platform
import sys
import time
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


def load_average() -> list[float]:
    """The machine's 1, 5 and 15 minute load averages (these machines are shared)."""
    return [round(x, 2) for x in os.getloadavg()]


def calibration() -> dict[str, float]:
    """A fixed micro-benchmark, best of three, to set beside a run's timings: machines of one
    kind differ 3-4.5x, and a shared one drifts with its load (see ENVIRONMENT.md).

    `python_loop_ms`: 3M iterations of a pure Python loop (the interpreter's speed);
    `numpy_maxsim_ms`: 150 MaxSim products of a 12x384 query with 20x384 documents (the
    arithmetic of a rerank, one BLAS call per document as the reranker makes them).
    """
    import numpy as np

    rng = np.random.default_rng(0)
    q = rng.standard_normal((12, 384)).astype(np.float32)
    docs = [rng.standard_normal((20, 384)).astype(np.float32) for _ in range(150)]

    def loop() -> None:
        total = 0
        for i in range(3_000_000):
            total += i & 7
        assert total > 0

    def maxsim() -> None:
        for d in docs:
            (q @ d.T).max(axis=1).sum()

    out = {}
    for name, fn in (("python_loop_ms", loop), ("numpy_maxsim_ms", maxsim)):
        best = float("inf")
        for _ in range(3):
            t0 = time.perf_counter()
            fn()
            best = min(best, time.perf_counter() - t0)
        out[name] = round(best * 1000, 2)
    return out


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


def store_overrides(pairs: list[str]) -> dict[str, str]:
    """``--store FIELD=VALUE`` arguments as a dict (StoreSettings validates them)."""
    bad = [kv for kv in pairs if "=" not in kv]
    if bad:
        raise SystemExit(f"--store takes FIELD=VALUE, got {bad}")
    return dict(kv.split("=", 1) for kv in pairs)


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
