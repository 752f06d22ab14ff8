"""Recall latency A/B: the latency benchmark's engine at a base commit and at the head, alternately.

Absolute times mean little on these machines (two quiet machines of one kind differed 3-4.5x,
and they are shared), so a change's speed is the ratio of its p50 to the base's, measured side
by side in one command, on one machine, over the same inputs:

1. each side is a git worktree of its commit (outside the repository: `--work`), so the
   working tree's uncommitted edits, anyone's, are in neither;
2. each side builds its stores with its own code (`benchmarks.latency.build_bank`: the banks
   and seeded input of its `latency.py`); they are built once and shared when no file that
   writes them differs between the commits (`--share auto`, see `STORE_PATHS`), as then both
   sides would build the same bytes (the head reads a copy: one opener per store);
3. `--by query` (the default): both engines stay up, each in its own process
   (benchmarks/ab_side.py), and every query goes to both back to back, the first side
   alternating, for every mode and size, `--rounds` passes over the query list. On a shared
   2-core machine at load 18, whole runs alternated (`--by run`: `latency.py` itself, base,
   head, then head, base, ...) gave an A/A ratio (one commit against itself) of 0.39; a load
   that drifts within a run weighs on both sides alike only when they alternate this finely;
4. per mode and size: each side's p50 and p95 (over every query of every round; with `--by
   run`, the median of the runs'), head / base, each round's ratio, and the ratio of the
   median CPU time a recall took in its process (every thread: what a loaded machine moves
   least); with each round or run, the load average around it and a calibration figure
   (`benchmarks.common.calibration`) timed just before it.

Saved to `benchmarks/results/latency-ab-latest.json` (or `--out`).

Usage: python -m benchmarks.ab --base 6453fb2 [--head HEAD] [--sizes 100000]
       [--modes HYBRID,FULL_STACK,TEMPR] [--queries 50] [--rounds 2] [--by query|run]
       [--work /tmp/memstream-ab]
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from benchmarks.common import calibration, load_average, machine, now_iso, percentile, save

REPO = Path(__file__).resolve().parents[1]
#: What decides the bytes the latency benchmark's stores hold: when none of these differs
#: between the two commits, both sides may read one set of stores.
STORE_PATHS = (
    "connectors",
    "flows",
    "memstream/records.py",
    "memstream/events.py",
    "memstream/encoders",
    "memstream/settings",
    "benchmarks/latency.py",
    "benchmarks/latency_build.py",
    "benchmarks/synthetic.py",
)


def git(*args: str, cwd: Path = REPO) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout.strip()


def worktree(rev: str, work: Path) -> Path:
    """A detached worktree of `rev` under `work` (reused when it is already there)."""
    path = work / f"tree-{rev[:10]}"
    if (path / ".git").exists() and git("rev-parse", "HEAD", cwd=path) == rev:
        return path
    work.mkdir(parents=True, exist_ok=True)
    git("worktree", "add", "--force", "--detach", str(path), rev)
    return path


def same_stores(base: str, head: str) -> bool:
    """Whether no file that writes the benchmark's stores differs between the commits."""
    changed = git("diff", "--name-only", base, head, "--", *STORE_PATHS)
    return not changed


def run_side(
    side: str, tree: Path, args: list[str], log: Path
) -> tuple[dict[str, Any], dict[str, Any]]:
    """One run of `benchmarks.latency` in `tree`; its results file and what was around it."""
    cmd = [sys.executable, "-m", "benchmarks.latency", *args]
    calib = calibration()
    before = load_average()
    t0 = time.perf_counter()
    with log.open("a") as out:
        out.write(f"\n$ (cd {tree} && {shlex.join(cmd)})\n")
        out.flush()
        subprocess.run(cmd, cwd=tree, env=_env(tree), check=True, stdout=out, stderr=out)
    result = json.loads((tree / "benchmarks/results/latency-latest.json").read_text())
    around = {
        "side": side,
        "command": f"cd {tree} && {shlex.join(cmd)}",
        "load_before": before,
        "load_after": load_average(),
        "calibration": calib,
        "wall_s": round(time.perf_counter() - t0, 1),
    }
    return result, around


def _env(tree: Path) -> dict[str, str]:
    return {**os.environ, "HF_HUB_OFFLINE": "1", "PYTHONPATH": str(tree)}


class Side:
    """A side's engine in its own process (benchmarks/ab_side.py run in its worktree)."""

    def __init__(self, name: str, tree: Path, args: list[str], log: Path) -> None:
        self.name = name
        driver = Path(__file__).with_name("ab_side.py")
        code = f"import runpy, sys; sys.argv[0] = {str(driver)!r}; "
        code += f"runpy.run_path({str(driver)!r}, run_name='__main__')"
        self.command = f"cd {tree} && python -c {shlex.quote(code)} {shlex.join(args)}"
        self._log = log.open("a")
        self._log.write(f"\n$ {self.command}\n")
        self._log.flush()
        self._proc = subprocess.Popen(
            [sys.executable, "-c", code, *args],
            cwd=tree,
            env=_env(tree),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._log,
            text=True,
            bufsize=1,
        )
        self.ready = self._read()

    def _read(self) -> dict[str, Any]:
        assert self._proc.stdout is not None
        line = self._proc.stdout.readline()
        if not line:
            raise SystemExit(f"the {self.name} side stopped; see {self._log.name}")
        return dict(json.loads(line))

    def ask(self, mode: str, size: str, q: int) -> dict[str, float]:
        assert self._proc.stdin is not None
        self._proc.stdin.write(json.dumps({"mode": mode, "size": int(size), "q": q}) + "\n")
        return dict(self._read()["timings"])

    def close(self) -> None:
        assert self._proc.stdin is not None
        self._proc.stdin.write('{"quit": true}\n')
        self._proc.stdin.close()
        self._proc.wait(timeout=120)
        self._log.close()


def copy_stores(tree: Path, data: Path, sargs: list[str], log: Path) -> Path:
    """Build the stores in `data` (if not yet there) with `tree`'s code, close them, and
    return a copy of them (each store allows one opener)."""
    copy = data.with_name(data.name + "-copy")
    built = Side("base", tree, [*sargs, "--data-dir", str(data)], log)
    built.close()
    if copy.exists():
        shutil.rmtree(copy)
    shutil.copytree(data, copy, symlinks=True)
    return copy


def stats(timings: list[dict[str, float]]) -> dict[str, dict[str, float]]:
    """p50/p95 per stage over queries, in latency.py's shape."""
    stages: dict[str, list[float]] = {}
    for t in timings:
        for stage, ms in t.items():
            stages.setdefault(stage, []).append(ms)
    return {
        stage: {"p50_ms": round(statistics.median(v), 2), "p95_ms": round(percentile(v, 0.95), 2)}
        for stage, v in stages.items()
    }


def by_query(
    sides: dict[str, Side], modes: list[str], sizes: list[str], queries: int, rounds: int
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Each query asked of both sides back to back (the first side alternating), every mode
    and size, `rounds` times over the query list; per round and side, latency.py's shape."""
    warm = min(5, queries)
    for mode in modes:
        for size in sizes:
            for q in range(warm):
                for side in sides.values():
                    side.ask(mode, size, q)
    runs = []
    totals: dict[str, Any] = {}
    for r in range(rounds):
        calib, load = calibration(), load_average()
        got: dict[str, dict[str, dict[str, list[dict[str, float]]]]] = {s: {} for s in sides}
        for mode in modes:
            for size in sizes:
                for q in range(queries):
                    order = list(sides) if (q + r) % 2 == 0 else list(reversed(sides))
                    for name in order:
                        t = sides[name].ask(mode, size, q)
                        got[name].setdefault(mode, {}).setdefault(size, []).append(t)
        for name, per_mode in got.items():
            results = {m: {s: stats(ts) for s, ts in by.items()} for m, by in per_mode.items()}
            runs.append(
                {
                    "round": r + 1,
                    "side": name,
                    "load_before": load,
                    "load_after": load_average(),
                    "calibration": calib,
                    "results": results,
                }
            )
            for m, by in per_mode.items():
                for s, ts in by.items():
                    totals.setdefault(name, {}).setdefault(m, {}).setdefault(s, []).extend(
                        t["total"] for t in ts
                    )
        print(f"round {r + 1} done (load {load[0]})")
    return runs, totals


def summarise(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Per mode and size: each side's p50/p95 (median over rounds), head/base, per round."""
    out: dict[str, Any] = {}
    modes = {m for r in runs for m in r["results"]}
    for mode in sorted(modes):
        sizes = {s for r in runs for s in r["results"].get(mode, {})}
        for size in sorted(sizes, key=int):
            per: dict[str, dict[str, list[float]]] = {"base": {}, "head": {}}
            for r in runs:
                stages = r["results"].get(mode, {}).get(size)
                if stages is None:
                    continue
                for stage, t in stages.items():
                    per[r["side"]].setdefault(stage, []).append(t["p50_ms"])
                per[r["side"]].setdefault("total p95", []).append(stages["total"]["p95_ms"])
            if not per["base"] or not per["head"]:
                continue
            b, h = per["base"]["total"], per["head"]["total"]
            entry: dict[str, Any] = {
                "base_p50_ms": round(statistics.median(b), 2),
                "head_p50_ms": round(statistics.median(h), 2),
                "ratio": round(statistics.median(h) / statistics.median(b), 3),
                "ratio_per_round": [round(x / y, 3) for x, y in zip(h, b, strict=False)],
                "base_p95_ms": round(statistics.median(per["base"]["total p95"]), 2),
                "head_p95_ms": round(statistics.median(per["head"]["total p95"]), 2),
                "stages_p50_ms": {
                    stage: {
                        "base": round(statistics.median(per["base"][stage]), 2)
                        if stage in per["base"]
                        else None,
                        "head": round(statistics.median(v), 2),
                    }
                    for stage, v in per["head"].items()
                    if stage not in ("total", "total p95")
                },
            }
            out.setdefault(mode, {})[size] = entry
    return out


def pool(summary: dict[str, Any], totals: dict[str, Any]) -> None:
    """With query alternation, each side's p50 and p95 over every query of every round (the
    ratio of those), in place of the median of the rounds' figures."""
    for mode, by in summary.items():
        for size, e in by.items():
            try:
                b, h = totals["base"][mode][size], totals["head"][mode][size]
            except KeyError:
                continue
            e["base_p50_ms"] = round(statistics.median(b), 2)
            e["head_p50_ms"] = round(statistics.median(h), 2)
            e["base_p95_ms"] = round(percentile(b, 0.95), 2)
            e["head_p95_ms"] = round(percentile(h, 0.95), 2)
            e["ratio"] = round(statistics.median(h) / statistics.median(b), 3)
            cpu = e["stages_p50_ms"].get("cpu")
            if cpu and cpu["base"]:
                e["cpu_ratio"] = round(cpu["head"] / cpu["base"], 3)


def by_run(
    trees: dict[str, Path],
    data: dict[str, Path],
    common: list[str],
    rounds: int,
    head_args: str,
    log: Path,
) -> list[dict[str, Any]]:
    """Whole `latency.py` runs, the sides alternating: base, head, then head, base, ..."""
    runs = []
    for r in range(rounds):
        order = ("base", "head") if r % 2 == 0 else ("head", "base")
        for side in order:
            extra = shlex.split(head_args) if side == "head" else []
            cmd = [*common, "--data-dir", str(data[side]), *extra]
            result, around = run_side(side, trees[side], cmd, log)
            runs.append({"round": r + 1, **around, "results": result["results"]})
            brief = ", ".join(
                f"{m}@{s} {t['total']['p50_ms']:.1f}"
                for m, by in result["results"].items()
                for s, t in by.items()
            )
            print(f"round {r + 1} {side}: {brief} ms (load {around['load_before'][0]})")
    return runs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, help="The commit to compare against.")
    ap.add_argument("--head", default="HEAD", help="The commit measured (default HEAD).")
    ap.add_argument("--sizes", default="100000")
    ap.add_argument("--modes", default="HYBRID,FULL_STACK,TEMPR")
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--rounds", type=int, default=2, help="Passes per side (at least 2).")
    ap.add_argument(
        "--by",
        choices=("query", "run"),
        default="query",
        help="Alternate the sides query by query (both engines up at once), or by whole "
        "latency.py runs.",
    )
    ap.add_argument("--work", type=Path, default=Path("/tmp/memstream-ab"))
    ap.add_argument("--share", choices=("auto", "yes", "no"), default="auto")
    ap.add_argument("--out", default="latency-ab-latest")
    ap.add_argument(
        "--head-args", default="", help="--by run: more arguments for the head's latency.py."
    )
    args = ap.parse_args()
    if args.rounds < 2:
        ap.error("--rounds must be at least 2 (alternation needs two passes a side)")
    revs = {"base": git("rev-parse", args.base), "head": git("rev-parse", args.head)}
    work = args.work.resolve()
    if work == REPO or REPO in work.parents:
        ap.error(f"--work must lie outside the repository, got {work}")
    trees = {side: worktree(rev, work) for side, rev in revs.items()}
    shared = args.share == "yes" or (
        args.share == "auto" and same_stores(revs["base"], revs["head"])
    )
    data = {
        side: work / ("data-shared" if shared else f"data-{rev[:10]}") for side, rev in revs.items()
    }
    common = ["--sizes", args.sizes, "--queries", str(args.queries), "--modes", args.modes]
    log = work / "ab.log"
    print(f"base {revs['base'][:10]}, head {revs['head'][:10]}, stores shared: {shared}; log {log}")
    totals: dict[str, Any] = {}
    commands: dict[str, str] = {}
    if args.by == "run":
        runs = by_run(trees, data, common, args.rounds, args.head_args, log)
    else:
        sides: dict[str, Side] = {}
        sargs = ["--sizes", args.sizes, "--queries", str(args.queries)]
        if shared:  # two processes at once: the head reads a copy of the stores base built
            data["head"] = copy_stores(trees["base"], data["base"], sargs, log)
        try:
            for side in ("base", "head"):  # one at a time: a build takes both cores
                sides[side] = Side(side, trees[side], [*sargs, "--data-dir", str(data[side])], log)
                commands[side] = sides[side].command
                print(f"{side} ready: {sides[side].ready}")
            modes, sizes = args.modes.split(","), args.sizes.split(",")
            runs, totals = by_query(sides, modes, sizes, args.queries, args.rounds)
        finally:
            for s in sides.values():
                s.close()
    summary = summarise(runs)
    pool(summary, totals)
    payload = {
        "benchmark": "latency A/B",
        "measured_at": now_iso(),
        "machine": machine(),
        "base": revs["base"],
        "head": revs["head"],
        "command": shlex.join([Path(sys.executable).name, "-m", "benchmarks.ab", *sys.argv[1:]]),
        "alternation": args.by,
        "latency_args": shlex.join(common),
        "side_commands": commands,
        "stores_shared": shared,
        "rounds": args.rounds,
        "summary": summary,
        "runs": runs,
        "totals_ms": totals,
    }
    out = save(args.out, payload)
    for mode, by in summary.items():
        for size, e in by.items():
            print(
                f"{mode} @ {size}: base {e['base_p50_ms']} ms, head {e['head_p50_ms']} ms,"
                f" head/base {e['ratio']} (rounds {e['ratio_per_round']}),"
                f" CPU time head/base {e.get('cpu_ratio')}"
            )
    print(f"saved {out}")


if __name__ == "__main__":
    main()
