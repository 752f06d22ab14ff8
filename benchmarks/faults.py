"""Fault suite: real broker and node processes attacked, one figure per scenario.

Scenarios, each on real `memstream node` processes (benchmarks/procs.py):

- ``node_kill9``: a retain stream (no wait: 202s) to a node on the default embedded durable
  broker; ``kill -9`` of the node at a random moment, restart on the same data dir, `--kills`
  times; then every acknowledged event must be in every store exactly once.
- ``broker_durable`` / ``broker_memory``: a node on an external broker; the broker is killed
  (``kill -9``) during a retain stream and restarted on its port. Durable storage: nothing
  acknowledged is lost and the flow resumes by itself, without a false "lost log". Memory
  storage: the loss is detected and reported (``/ready`` detail, ``memstream_log_resets``) and
  nothing retained after the restart is skipped. While the broker is down, ``/ready`` and
  ``/metrics`` latencies and the node's log lines are measured.
- ``api_fuzz``: requests generated from the node's OpenAPI document plus hostile bodies and
  hand-written edge cases (benchmarks/fault_fuzz.py): undocumented 5xx = 0, the bank still
  reads.
- ``poison``: every bad record of tests/flows/test_replay_kafka.py interleaved with good
  events: each dead-lettered once, every good one ingested (no wedged partition).
- ``load``: 4 and 16 recall clients (plus a no-recall baseline) with a 20 events/s
  ``wait=true`` retain stream: retain-to-visible p95 (goal 1 s), recall p50/p95/p99, errors.
- ``soak``: recall clients for `--soak-s` seconds; node RSS growth after warm-up (goal 10 %).
- ``live_stream``: chat traffic as apps send it (sub-second, late, bursts, retried sends,
  forgets, garbage) with recall clients beside it, then a replay of the log into empty stores
  (benchmarks/fault_live.py): no valid record dead-lettered, every acknowledged retain stored,
  live stores = replayed stores.
- ``sigterm``: SIGTERM with the broker wedged (SIGSTOP, a retain in flight) and with the broker
  down: seconds to exit (goal 15 s).

Saves benchmarks/results/faults-latest.json. ``--only load,soak,api_fuzz`` runs those on a fresh
node (default embedded durable broker) and merges their figures into the saved file, keeping
the other scenarios' figures and each run's command line and load average. Usage:
    python -m benchmarks.faults [--kills 10] [--load-s 60] [--soak-s 600] [--quick]
                                [--only load,soak]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from benchmarks.common import RESULTS, machine, now_iso, save
from benchmarks.fault_fuzz import api_fuzz
from benchmarks.fault_live import live_stream
from benchmarks.fault_scenarios import (
    GOALS,
    broker_outage,
    load,
    node_kill9,
    poison,
    sigterm,
    soak,
)
from benchmarks.procs import NodeProcess
from memstream.settings import DURABLE, MEMORY

#: Scenarios `--only` can pick (they need no broker of their own).
ONLY = ("load", "soak", "api_fuzz", "live_stream")


# ----------------------------------------------------------------------------- the suite
def run(work: Path, args: argparse.Namespace, log: Callable[[str], None]) -> dict[str, Any]:
    """Every scenario; a scenario that raises is recorded with its error, the others run."""
    results: dict[str, Any] = {}

    def step(name: str, fn: Callable[[], Any]) -> Any:
        log(f"{name} ...")
        t0 = time.monotonic()
        try:
            value = fn()
        except Exception as e:
            results[name] = {"error": f"{type(e).__name__}: {e}"[:2000]}
            log(f"{name} FAILED: {e}")
            return None
        if isinstance(value, dict):
            results[name] = {**value, "scenario_s": round(time.monotonic() - t0, 1)}
        log(f"{name} done in {time.monotonic() - t0:.0f} s")
        return value

    step("node_kill9", lambda: node_kill9(work, args.kills, args.stream_s, 50.0, args.seed))
    step("live_stream", lambda: live_stream(work, args.live_turns, args.seed))
    durable = step(
        "broker_durable", lambda: broker_outage(work, DURABLE, args.stream_s, args.outage_s, 20.0)
    )
    if durable is not None:
        figures, node, broker = durable
        results["broker_durable"] = figures
        try:
            step("poison", lambda: poison(node, broker.bootstrap, args.poison_rounds))
            step("api_fuzz", lambda: api_fuzz(node, args.fuzz_examples))
            step("load", lambda: load(node, [0, 4, 16], args.load_s, 20.0))
            step("soak", lambda: soak(node, args.soak_s, args.soak_clients))
            step("sigterm_wedged", lambda: sigterm(node, broker, wedge=True))
        finally:
            node.stop()
            broker.stop()
    memory = step(
        "broker_memory", lambda: broker_outage(work, MEMORY, args.stream_s, args.outage_s, 20.0)
    )
    if memory is not None:
        figures, node, broker = memory
        results["broker_memory"] = figures
        try:
            step("sigterm_down", lambda: sigterm(node, broker, wedge=False))
        finally:
            node.stop()
            broker.stop()
    return results


def run_only(
    work: Path, args: argparse.Namespace, names: list[str], log: Callable[[str], None]
) -> dict[str, Any]:
    """The `names` scenarios (of `ONLY`) on one fresh node, in that order."""
    results: dict[str, Any] = {}
    if "live_stream" in names:  # its own broker and node
        names = [n for n in names if n != "live_stream"]
        t0 = time.monotonic()
        log("live_stream ...")
        try:
            value = live_stream(work, args.live_turns, args.seed)
            results["live_stream"] = {**value, "scenario_s": round(time.monotonic() - t0, 1)}
        except Exception as e:
            results["live_stream"] = {"error": f"{type(e).__name__}: {e}"[:2000]}
        log(f"live_stream done in {time.monotonic() - t0:.0f} s")
        if not names:
            return results
    node = NodeProcess(work / "node-only").start()
    try:
        for name in names:
            log(f"{name} ...")
            t0 = time.monotonic()
            load0 = os.getloadavg()
            try:
                if name == "load":
                    value = load(node, [0, 4, 16], args.load_s, 20.0)
                elif name == "api_fuzz":
                    value = api_fuzz(node, args.fuzz_examples)
                else:
                    value = soak(node, args.soak_s, args.soak_clients)
            except Exception as e:
                results[name] = {"error": f"{type(e).__name__}: {e}"[:2000]}
                log(f"{name} FAILED: {e}")
                continue
            results[name] = {
                **value,
                "scenario_s": round(time.monotonic() - t0, 1),
                "load_average_before": [round(x, 2) for x in load0],
                "load_average_after": [round(x, 2) for x in os.getloadavg()],
            }
            log(f"{name} done in {time.monotonic() - t0:.0f} s")
    finally:
        node.stop()
    return results


def merged(out: str, results: dict[str, Any], command: str) -> dict[str, Any]:
    """The saved payload with `results` in place of those scenarios' earlier figures."""
    path = RESULTS / f"{out}.json"
    old: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}
    scenarios = {**old.get("scenarios", {}), **results}
    runs = [
        *old.get("runs", []),
        {"when": now_iso(), "command": command, "scenarios": sorted(results)},
    ]
    return {**old, "scenarios": scenarios, "goals": verdicts(scenarios), "runs": runs}


def verdicts(r: dict[str, Any]) -> dict[str, bool | None]:
    """Each scenario's goal: met (True), missed (False) or not measured (None)."""

    def get(name: str, fn: Callable[[dict[str, Any]], bool]) -> bool | None:
        figures = r.get(name)
        if not figures or "error" in figures:
            return None
        return bool(fn(figures))

    def load_ok(f: dict[str, Any]) -> bool:
        runs = [v for k, v in f["runs"].items() if k != "0"]
        return all(
            v["visible_s"].get("p95", 99) <= GOALS["visible_p95_s"] and v["recall_errors"] == 0
            for v in runs
        )

    return {
        "node_kill9: lost = 0, duplicated = 0": get(
            "node_kill9", lambda f: f["lost"] == 0 and f["duplicated"] == 0
        ),
        "broker_durable: lost = 0, resumes by itself": get(
            "broker_durable",
            lambda f: (
                f["lost_before_kill"] == f["lost_after_restart"] == 0 and f["log_resets"] == 0
            ),
        ),
        "broker_memory: loss reported, nothing skipped after": get(
            "broker_memory", lambda f: f["loss_reported"] and f["lost_after_restart"] == 0
        ),
        "/ready and /metrics under 1 s with the broker down": get(
            "broker_durable",
            lambda f: (
                f["while_down"]["ready_s"]["max"] < 1 and f["while_down"]["metrics_s"]["max"] < 1
            ),
        ),
        "live_stream: valid dead-lettered 0, acknowledged not stored 0, live = replay": get(
            "live_stream",
            lambda f: (
                f["valid_dead_lettered"] == 0
                and f["acked_not_stored"] == 0
                and f["live_equals_replay"]
            ),
        ),
        "poison: wedged = 0, dead letters = bad records": get(
            "poison", lambda f: f["wedged"] == 0 and f["dead_letters"] == f["bad_records"]
        ),
        "api_fuzz: undocumented 5xx = 0, the bank still reads": get(
            "api_fuzz", lambda f: f["server_errors"] == 0 and f["bank_reads_every_mode"]
        ),
        "load: visible p95 <= 1 s, recall errors 0 (4 and 16 clients)": get("load", load_ok),
        "soak: RSS growth after warm-up <= 10 %": get(
            "soak", lambda f: f["growth_after_warmup"] <= GOALS["rss_growth"]
        ),
        "sigterm (broker wedged) <= 15 s": get(
            "sigterm_wedged", lambda f: f["seconds"] <= GOALS["sigterm_s"]
        ),
        "sigterm (broker down) <= 15 s": get(
            "sigterm_down", lambda f: f["seconds"] <= GOALS["sigterm_s"]
        ),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--kills", type=int, default=10)
    p.add_argument("--stream-s", type=float, default=8.0, help="Retain stream phases.")
    p.add_argument("--outage-s", type=float, default=15.0, help="Broker down this long.")
    p.add_argument("--poison-rounds", type=int, default=3)
    p.add_argument("--fuzz-examples", type=int, default=25, help="Cases per operation.")
    p.add_argument("--load-s", type=float, default=60.0)
    p.add_argument("--soak-s", type=float, default=600.0)
    p.add_argument("--soak-clients", type=int, default=4)
    p.add_argument("--seed", type=int, default=9)
    p.add_argument("--live-turns", type=int, default=400, help="Chat turns of live_stream.")
    p.add_argument("--quick", action="store_true", help="Short everything (a smoke run).")
    p.add_argument("--out", default="faults-latest")
    p.add_argument(
        "--only",
        default="",
        help=f"Comma-separated subset of {', '.join(ONLY)}; merged into --out.",
    )
    args = p.parse_args()
    only = [n for n in args.only.split(",") if n]
    if any(n not in ONLY for n in only):
        p.error(f"--only takes {', '.join(ONLY)}")
    if args.quick:
        args.kills, args.stream_s, args.outage_s = 1, 3.0, 6.0
        args.poison_rounds, args.load_s, args.soak_s = 1, 10.0, 30.0
        args.fuzz_examples, args.live_turns = 3, 80
    t0 = time.monotonic()

    def log(msg: str) -> None:
        print(f"[{time.monotonic() - t0:6.0f} s] {msg}", flush=True)

    with tempfile.TemporaryDirectory(prefix="memstream-faults-") as tmp:
        results = run_only(Path(tmp), args, only, log) if only else run(Path(tmp), args, log)
    if only:
        command = "python -m benchmarks.faults " + " ".join(sys.argv[1:])
        payload = merged(args.out, results, command)
        report(save(args.out, payload), payload["goals"])
        return
    payload = {
        "benchmark": "faults",
        "when": now_iso(),
        "machine": machine(),
        "note": "2 cores shared with other agents' work: figures are pessimistic",
        "load_average_end": [round(x, 2) for x in os.getloadavg()],
        "command": "python -m benchmarks.faults "
        + " ".join(
            f"--{k.replace('_', '-')} {v}"
            for k, v in vars(args).items()
            if k not in ("quick", "out")
        ),
        "goals": verdicts(results),
        "scenarios": results,
        "total_s": round(time.monotonic() - t0),
    }
    report(save(args.out, payload), payload["goals"])


def report(out: Path, goals: dict[str, bool | None]) -> None:
    for goal, met in goals.items():
        print(f"{'MET ' if met else 'MISS' if met is False else 'n/a '}  {goal}")
    print(f"saved {out}")


if __name__ == "__main__":
    main()
