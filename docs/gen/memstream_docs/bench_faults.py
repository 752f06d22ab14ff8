"""Fault-suite, freshness and load tables from `faults-latest.json` and `freshness-*.json`."""

from __future__ import annotations

from typing import Any

from memstream_docs.results import load, num, val
from memstream_docs.tables import md_table

FAULTS = "faults-latest"


def _goal(key: str) -> str:
    goals: dict[str, bool] = val(FAULTS, "goals")
    if key not in goals:
        raise KeyError(f"{FAULTS}.json has no goal {key!r}")
    return "met" if goals[key] else "**not met**"


def _p(stats: dict[str, Any], q: str = "p95", nd: int = 2) -> str:
    return num(stats[q], nd)


def faults_table() -> str:
    """Every scenario of the fault suite: what was measured and whether its goal holds."""
    s: dict[str, Any] = val(FAULTS, "scenarios")
    k9, dur, mem = s["node_kill9"], s["broker_durable"], s["broker_memory"]
    poison, fuzz, ld, soak = s["poison"], s["api_fuzz"], s["load"], s["soak"]
    live = s["live_stream"]
    down_max = max(x["while_down"][m]["max"] for x in (dur, mem) for m in ("ready_s", "metrics_s"))
    hand = ", ".join(f"{case} → {status}" for case, status in fuzz["hand_cases"].items())
    rows = [
        [
            f"`kill -9` of the node during a retain stream, {num(k9['kills'])} times",
            f"{num(k9['acknowledged'])} acknowledged, {num(k9['lost'])} lost, "
            f"{num(k9['duplicated'])} duplicated",
            _goal("node_kill9: lost = 0, duplicated = 0"),
        ],
        [
            "broker `kill -9` + restart, durable storage",
            f"{num(dur['lost_before_kill'])} lost before / {num(dur['lost_after_restart'])} "
            f"after; lost log reported: {'yes' if dur['loss_reported'] else 'no (right)'}",
            _goal("broker_durable: lost = 0, resumes by itself"),
        ],
        [
            "broker `kill -9` + restart, memory storage",
            f"loss reported: {'yes' if mem['loss_reported'] else 'no'}; "
            f"{num(mem['lost_after_restart'])} skipped after",
            _goal("broker_memory: loss reported, nothing skipped after"),
        ],
        [
            "`/ready` and `/metrics` with the broker down (< 1 s)",
            f"max {num(down_max, 3)} s",
            _goal("/ready and /metrics under 1 s with the broker down"),
        ],
        [
            f"live chat stream ({num(live['turns_sent'])} turns, "
            f"{num(live['late_within_or_across_seconds'])} sent late, bursts, retries, "
            f"{num(live['forgets'])} forgets, {num(live['recalls_beside'])} recalls beside), "
            "then a replay of its log into empty stores",
            f"{num(live['valid_dead_lettered'])} valid dead-lettered, "
            f"{num(live['acked_not_stored'])} acknowledged not stored; live = replay: "
            + ("yes" if live["live_equals_replay"] else ", ".join(live["stores_that_differ"])),
            _goal("live_stream: valid dead-lettered 0, acknowledged not stored 0, live = replay"),
        ],
        [
            "poison records between good ones",
            f"{num(poison['bad_records'])} bad → {num(poison['dead_letters'])} dead letters; "
            f"{num(poison['good_ingested'])}/{num(poison['good'])} good ingested; "
            f"wedged {num(poison['wedged'])}",
            _goal("poison: wedged = 0, dead letters = bad records"),
        ],
        [
            "API fuzz (undocumented 5xx = 0)",
            f"{num(fuzz['requests'])} requests over {num(fuzz['operations'])} operations, "
            f"{num(fuzz['server_errors'])} server errors; hand cases: {hand}",
            _goal("api_fuzz: undocumented 5xx = 0, the bank still reads"),
        ],
        [
            f"4 / 16 recall clients + {num(ld['rate_events_s'])} `wait=true` retains/s "
            "(visible p95 ≤ 1 s)",
            f"{_p(ld['runs']['4']['visible_s'])} s / {_p(ld['runs']['16']['visible_s'])} s",
            _goal("load: visible p95 <= 1 s, recall errors 0 (4 and 16 clients)"),
        ],
        [
            f"{num(soak['seconds'] / 60, 0)}-minute recall soak (RSS growth ≤ 10 %)",
            f"{num(soak['growth_after_warmup'] * 100, 2)} %",
            _goal("soak: RSS growth after warm-up <= 10 %"),
        ],
        [
            "SIGTERM with the broker wedged / down (≤ 15 s)",
            f"{num(s['sigterm_wedged']['seconds'], 1)} s / "
            f"{num(s['sigterm_down']['seconds'], 1)} s",
            _goal("sigterm (broker wedged) <= 15 s"),
        ],
    ]
    return md_table(["scenario (goal)", "measured", "goal"], rows)


def load_table() -> str:
    """Retain → visible and recall latency per number of recall clients, every saved run."""
    s: dict[str, Any] = val(FAULTS, "scenarios")
    rows = []
    for name in ("load", "load_run1"):
        if name not in s:
            continue
        run = s[name]
        la = f"{num(run['load_average_before'][0], 1)} → {num(run['load_average_after'][0], 1)}"
        for clients, r in run["runs"].items():
            recall = r["recall_s"]
            rows.append(
                [
                    f"`{name}`",
                    la,
                    clients,
                    num(r["retains"]),
                    f"{_p(r['visible_s'], 'p50')} / {_p(r['visible_s'])}",
                    f"{_p(recall, 'p50')} / {_p(recall)}" if recall["n"] else "–",
                    num(r["recalls_per_s"], 1),
                    num(r["recall_errors"]),
                ]
            )
    return md_table(
        [
            "run",
            "load average",
            "recall clients",
            "retains",
            "visible p50 / p95 s",
            "recall p50 / p95 s",
            "recalls/s",
            "recall errors",
        ],
        rows,
    )


def freshness_table(stems: list[tuple[str, str]]) -> str:
    """Where a `wait=true` retain's time goes, stage by stage (p50 / p95 s), per run."""
    stages = [
        ("publish", "publish (group commit, broker ack)"),
        ("log", "log (ack → the flow decodes it)"),
        ("enrich", "enrich (its micro-batch)"),
        ("stores", "stores (vector, BM25, graph, tokens)"),
        ("total", "total"),
    ]
    data = [load(stem) for stem, _ in stems]
    headers = ["stage, p50 / p95 s"]
    headers += [
        f"{lbl} (load {num(d['load_average'][0], 1)})"
        for (_, lbl), d in zip(stems, data, strict=True)
    ]
    rows = [
        [
            title,
            *(f"{_p(d['stages_s'][key], 'p50', 3)} / {_p(d['stages_s'][key], nd=3)}" for d in data),
        ]
        for key, title in stages
    ]
    return md_table(headers, rows)


def store_writes_table(stem: str) -> str:
    """Each store's write per micro-batch in a freshness run, p50 / p95 ms."""
    writes: dict[str, Any] = val(stem, "store_write_s")
    rows = [
        [name, num(w["batches"]), f"{num(w['p50'] * 1000, 0)} / {num(w['p95'] * 1000, 0)}"]
        for name, w in sorted(writes.items())
    ]
    return md_table(["store", "batches", "write p50 / p95 ms"], rows)


def runs_list() -> str:
    """The fault suite's saved runs: when, which scenarios, the note each carries."""
    runs: list[dict[str, Any]] = val(FAULTS, "runs")
    rows = [
        [r["when"][:16].replace("T", " "), f"`{r['command']}`", r.get("note", "")] for r in runs
    ]
    return md_table(["when (UTC)", "command", "note"], rows)


def dlq_burst_table(stem: str = "dlq-burst") -> str:
    """A burst of dead letters beside an idempotent producer, per log storage: did the flow
    survive, did every letter reach the dead-letter topic."""
    per: dict[str, Any] = val(stem, "results")
    letters = val(stem, "letters")
    rows = []
    for storage, r in per.items():
        median = r["seconds_median_ok"]
        rows.append(
            [
                f"`{storage}`",
                num(r["trials"]),
                num(r["flow_failures"]),
                f"{num(r['letters_on_dlq_min'])} of {num(letters)}",
                num(r["beside_failures"]),
                num(median, 2) if median is not None else "–",
            ]
        )
    return md_table(
        [
            "log storage",
            "trials",
            "flow failures",
            "letters on the DLQ (fewest)",
            "producer beside it failed",
            "median seconds (runs that finished)",
        ],
        rows,
    )
