"""What each piece is worth: the fitted configuration with one piece switched off at a time.

These are deltas on the development file with every other number at its fitted value (fit on
all five conversations), so they show what a piece does inside the whole, not a held-out
figure; the held-out figures are the cross-validation's (benchmarks/cv_report.py).

Usage: python -m benchmarks.cv_ablate DATA_DIR   (the --cv run's data dir: its cv-cache.pkl,
and the numbers benchmarks/results/locomo-cv-latest.json says the fit chose)
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from benchmarks.common import RESULTS, save
from benchmarks.cv_cache import Cache
from benchmarks.cv_replay import Config, Replay
from benchmarks.cv_search import Search, summary
from benchmarks.locomo_cv import start_configs
from memstream.settings import RecallSettings

CATS = ("multi-hop", "temporal", "open-domain", "single-hop")


def config_from_json(start: Config, saved: Mapping[str, Any]) -> Config:
    """A mode's fitted configuration as `cv_report.config_json` wrote it."""
    w = saved["weights"]
    cfg = start.with_(
        weights=tuple(w[a] for a in start.arms),
        speaker_boost=saved["speaker_boost"],
        variants=tuple(saved.get("variants", {}).items()),
    )
    if start.rerank:
        mix = saved.get("mix", {})
        cfg = cfg.with_(
            rerank_depth=saved["rerank_depth"],
            context_prev=saved["context_prev"],
            context_prev2=saved["context_prev2"],
            context_next=saved["context_next"],
            token_idf=saved["token_idf"],
            mix=tuple((a, mix.get(a, 0.0)) for a in start.arms),
            rerank_prior=saved["rerank_prior"],
        )
    return cfg


def _without_arm(arm: str) -> Callable[[Config], Config]:
    def off(c: Config) -> Config:
        weights = tuple(0.0 if a == arm else w for a, w in zip(c.arms, c.weights, strict=True))
        return c.with_(weights=weights, mix=tuple((a, 0.0 if a == arm else v) for a, v in c.mix))

    return off


def _variant(name: str) -> Callable[[Config], Config]:
    return lambda c: c.with_(variants=(("context", name),))


def _no_feedback(c: Config) -> Config:
    name = dict(c.variants).get("context", "b2a1")
    return c.with_(variants=(("context", name.partition("+")[0]),))


#: name -> how the fitted configuration changes
CHANGES: dict[str, Callable[[Config], Config]] = {
    "no context arm": _without_arm("context"),
    "context arm without RM3 feedback": _no_feedback,
    "context window: 1 turn before, none after": _variant("b1a0"),
    "context window: 2 before, 1 after": _variant("b2a1"),
    "no rerank context": lambda c: c.with_(context_prev=0, context_prev2=0, context_next=0),
    "rerank context: turn before only, 0.5 (the old default)": lambda c: c.with_(
        context_prev=0.5, context_prev2=0, context_next=0
    ),
    "no query-token idf": lambda c: c.with_(token_idf=0.0),
    "no score mix": lambda c: c.with_(mix=tuple((a, 0.0) for a, _ in c.mix)),
    "no speaker prior after the rerank": lambda c: c.with_(rerank_prior=0.0),
    "no speaker prior at all": lambda c: c.with_(rerank_prior=0.0, speaker_boost=0.0),
    "rerank depth 100": lambda c: c.with_(rerank_depth=100),
    "equal RRF weights": lambda c: c.with_(weights=tuple(1.0 for _ in c.weights)),
}


def ablations(cache: Cache, search: Search, full: Mapping[str, Config]) -> dict[str, Any]:
    """Per mode (HYBRID and the reranking modes): the fitted figures and each change's."""
    out: dict[str, Any] = {}
    for mode in ("HYBRID", "COLBERT", "FULL_STACK", "TEMPR"):
        base = full[mode]
        rows = {"fitted": _brief(summary(cache, search.all_metrics(base)))}
        for name, change in CHANGES.items():
            cfg = change(base)
            if cfg != base and (base.rerank or "rerank" not in name):
                rows[name] = _brief(summary(cache, search.all_metrics(cfg)))
        out[mode] = rows
    return out


def _brief(s: Mapping[str, Mapping[str, float]]) -> dict[str, float]:
    o = s["overall"]
    return {
        "recall@10": o["recall@10"],
        "recall@25": o["recall@25"],
        "mrr": o["mrr"],
        **{f"{c}@10": s[c]["recall@10"] for c in CATS if c in s},
    }


def main() -> None:
    data_dir = Path(sys.argv[1])
    cache = Cache.load(data_dir / "cv-cache.pkl")
    saved = json.loads((RESULTS / "locomo-cv-latest.json").read_text())["full_fit"]
    start = start_configs(RecallSettings())
    full = {m: config_from_json(start[m], saved[m]) for m in start}
    result = ablations(cache, Search(Replay.of(cache)), full)
    for mode, rows in result.items():
        print(mode)
        for name, r in rows.items():
            print(f"  {name:58s} " + " ".join(f"{k} {v:.3f}" for k, v in r.items()))
    print("saved", save("locomo-cv-ablations", {"fitted_on": "all five", "ablations": result}))


if __name__ == "__main__":
    main()
