"""Graph write A/B: what a micro-batch costs the graph store as a bank grows, at a base commit
and at the head, on one machine in one run.

Each side is a git worktree of its commit (`benchmarks.ab.worktree`) and runs
benchmarks/graph_writes_side.py there, in its own process, with its own code. Per size, each
side builds a bank of that many synthetic chat turns (with a bank of 1,000 beside it) through
its store's own upsert, 1,000 a batch as the flow's store writer does, then, `--rounds`
times with the sides alternating, times (see graph_writes_side.py):

- `append_1000_ms_per_memory`: three batches of 1,000 new turns after the bank's last;
- `live_10_p50_ms`: micro-batches of 10 new turns (a live stream's size);
- `late_10_p50_ms`: micro-batches of 10 turns up to 30 minutes late (inserted mid-chain);
- `small_bank_live_10_p50_ms`: micro-batches of 10 into the bank of 1,000 beside the big one
  (what a small bank pays for a big neighbour).

Saved per size and side (each round's figures, their median) with head / base, the commands,
the load and a calibration figure around each round, to
`benchmarks/results/graph-writes-latest.json` (or `--out`).

Usage: python -m benchmarks.graph_writes --base REV [--head HEAD] [--sizes 10000,100000]
       [--rounds 2] [--work /tmp/memstream-graph-ab]
"""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

from benchmarks.ab import _env, git, worktree
from benchmarks.common import calibration, load_average, machine, now_iso, save

SIDE = Path(__file__).with_name("graph_writes_side.py")


def run_side(tree: Path, args: list[str], log: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """One call of the side script in `tree`: its result and what was around it."""
    cmd = [sys.executable, str(SIDE), *args]
    around: dict[str, Any] = {
        "command": f"cd {tree} && {shlex.join(cmd)}",
        "calibration": calibration(),
        "load_before": load_average(),
    }
    with log.open("a") as out:
        out.write(f"\n$ {around['command']}\n")
    done = subprocess.run(cmd, cwd=tree, env=_env(tree), check=True, capture_output=True, text=True)
    with log.open("a") as out:
        out.write(done.stderr[-4000:])
    around["load_after"] = load_average()
    return json.loads(done.stdout.strip().splitlines()[-1]), around


def compare(base: list[dict[str, float]], head: list[dict[str, float]]) -> dict[str, Any]:
    """Per figure: each side's median over the rounds and head / base."""
    out: dict[str, Any] = {}
    for key in base[0]:
        b = statistics.median(r[key] for r in base)
        h = statistics.median(r[key] for r in head)
        out[key] = {"base": b, "head": h, "ratio": round(h / b, 3) if b else None}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--base", required=True)
    ap.add_argument("--head", default="HEAD")
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--work", type=Path, default=Path("/tmp/memstream-graph-ab"))
    ap.add_argument("--out", default="graph-writes-latest")
    args = ap.parse_args()
    revs = {"base": git("rev-parse", args.base), "head": git("rev-parse", args.head)}
    trees = {side: worktree(rev, args.work) for side, rev in revs.items()}
    log = args.work / "graph-writes.log"
    result: dict[str, Any] = {
        "benchmark": "graph_writes",
        "measured_at": now_iso(),
        "machine": machine(),
        "commits": revs,
        "command": "python -m benchmarks.graph_writes " + shlex.join(sys.argv[1:]),
        "sizes": {},
    }
    for size in (int(s) for s in args.sizes.split(",")):
        entry: dict[str, Any] = {"build": {}, "rounds": {"base": [], "head": []}, "around": []}
        for side, tree in trees.items():
            data = args.work / f"{side}-{size}"
            shutil.rmtree(data, ignore_errors=True)
            data.mkdir(parents=True)
            built, around = run_side(tree, ["build", str(data), str(size)], log)
            entry["build"][side] = built
            entry["around"].append({"side": side, "what": "build", **around})
            print(f"{size} {side} build {built}", flush=True)
        for r in range(args.rounds):
            order = ("base", "head") if r % 2 == 0 else ("head", "base")
            for side in order:
                data = args.work / f"{side}-{size}"
                got, around = run_side(trees[side], ["measure", str(data), str(size), str(r)], log)
                entry["rounds"][side].append(got)
                entry["around"].append({"side": side, "what": f"round {r}", **around})
                print(f"{size} {side} round {r} {got}", flush=True)
        entry["compare"] = compare(entry["rounds"]["base"], entry["rounds"]["head"])
        entry["compare"]["build_tail_memories_per_s"] = {
            side: entry["build"][side]["build_tail_memories_per_s"] for side in trees
        }
        result["sizes"][str(size)] = entry
        for side in trees:
            shutil.rmtree(args.work / f"{side}-{size}", ignore_errors=True)
        print(json.dumps(entry["compare"], indent=1), flush=True)
    print(f"saved {save(args.out, result)}")


if __name__ == "__main__":
    main()
