"""The fault suite, short: each scenario of `benchmarks.faults` on real node and broker
processes, with its goal asserted (the full run, with figures, is `python -m benchmarks.faults`).

- a node killed with -9 during a retain stream and restarted loses and duplicates nothing;
- a durable broker killed and restarted under a running node: nothing lost, no false "lost
  log", the flow resumes by itself; while it is down /ready answers 503 and the flow counts as
  not consuming; then poison records are dead-lettered and wedge nothing, generated and
  hostile requests answer no undocumented 5xx and leave the bank readable, recall under a
  retain stream errs never, and SIGTERM with the broker wedged stops the node within 15 s;
- a memory broker that lost its log: the loss is reported and nothing retained afterwards is
  skipped; SIGTERM with the broker down stops the node within 15 s.
"""

from __future__ import annotations

from pathlib import Path

import pytest

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
from memstream.settings import DURABLE, MEMORY

pytestmark = [pytest.mark.integration, pytest.mark.models]


def test_kill9_of_the_node_loses_and_duplicates_nothing(tmp_path: Path) -> None:
    f = node_kill9(tmp_path, kills=1, stream_s=4.0, rate=30.0, seed=1)
    assert f["acknowledged"] > 0, f
    assert f["lost"] == 0 and f["duplicated"] == 0, f


def test_durable_broker_outage_then_poison_load_and_sigterm(tmp_path: Path) -> None:
    f, node, broker = broker_outage(tmp_path, DURABLE, phase_s=3.0, outage_s=5.0, rate=10.0)
    try:
        assert f["acked_before_kill"] > 0 and f["acked_after_restart"] > 0, f
        assert f["lost_before_kill"] == f["lost_after_restart"] == f["duplicated"] == 0, f
        assert f["log_resets"] == 0, f  # the durable log survived: no false alarm
        down = f["while_down"]
        assert 503 in down["ready_statuses"] and down["flow_running"] == 0, f

        p = poison(node, broker.bootstrap, rounds=1)
        assert p["wedged"] == 0 and p["dead_letters"] == p["bad_records"], p

        z = api_fuzz(node, examples=2)
        assert z["operations"] >= 20 and z["requests"] > z["operations"], z
        assert z["server_errors"] == 0 and z["bank_reads_every_mode"], z

        run = load(node, [2], seconds=6.0, rate=4.0, preload=40)["runs"]["2"]
        assert run["recall_errors"] == 0 and run["retain_errors"] == 0, run
        assert run["retains"] > 0 and run["not_visible"] == 0, run

        s = soak(node, 10.0, clients=2)
        assert s["recalls"] > 0 and s["recall_errors"] == 0 and len(s["samples"]) >= 2, s

        t = sigterm(node, broker, wedge=True)
        assert t["exit_code"] is not None and t["seconds"] <= GOALS["sigterm_s"], t
    finally:
        node.stop()
        broker.stop()


def test_memory_broker_loss_is_reported_and_sigterm_with_the_broker_down(
    tmp_path: Path,
) -> None:
    f, node, broker = broker_outage(tmp_path, MEMORY, phase_s=3.0, outage_s=4.0, rate=10.0)
    try:
        assert f["loss_reported"] and f["log_resets"] >= 1, f
        assert f["acked_after_restart"] > 0 and f["lost_after_restart"] == 0, f
        t = sigterm(node, broker, wedge=False)
        assert t["exit_code"] is not None and t["seconds"] <= GOALS["sigterm_s"], t
    finally:
        node.stop()
        broker.stop()


def test_only_some_scenarios_merge_into_the_saved_figures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--only load,soak` replaces those scenarios' figures, keeps the others', re-judges
    every goal and records the run's command line."""
    import json

    import benchmarks.faults as faults

    monkeypatch.setattr(faults, "RESULTS", tmp_path)
    old_load = {"runs": {"4": {"visible_s": {"p95": 2.5}, "recall_errors": 0}}}
    old = {
        "command": "python -m benchmarks.faults --kills 10",
        "scenarios": {
            "poison": {"wedged": 0, "dead_letters": 3, "bad_records": 3},
            "load": old_load,
        },
    }
    (tmp_path / "faults-latest.json").write_text(json.dumps(old))
    new_load = {"runs": {"4": {"visible_s": {"p95": 0.5}, "recall_errors": 0}}}
    soak = {"growth_after_warmup": 0.2}
    out = faults.merged("faults-latest", {"load": new_load, "soak": soak}, "cmd --only load,soak")
    assert out["command"] == old["command"]
    assert out["scenarios"]["poison"] == old["scenarios"]["poison"]
    assert out["scenarios"]["load"] == new_load
    goals = out["goals"]
    assert goals["poison: wedged = 0, dead letters = bad records"] is True
    assert goals["load: visible p95 <= 1 s, recall errors 0 (4 and 16 clients)"] is True
    assert goals["soak: RSS growth after warm-up <= 10 %"] is False
    assert goals["node_kill9: lost = 0, duplicated = 0"] is None
    assert out["runs"][-1]["command"] == "cmd --only load,soak"
    assert out["runs"][-1]["scenarios"] == ["load", "soak"]


def test_live_stream_equals_its_replay(tmp_path: Path) -> None:
    f = live_stream(tmp_path, turns=48, seed=3)
    assert f["acknowledged"] > 0 and f["late_within_or_across_seconds"] > 0, f
    assert f["valid_dead_lettered"] == 0 and f["acked_not_stored"] == 0, f
    assert f["live_equals_replay"], f
