"""Leave-one-conversation-out: every tuned number chosen on four conversations, tested on one.

The search space is a set of named axes, each a short list of candidate values:

- per mode, the RRF weight of each of its arms (``<MODE>:w:<arm>``): recipe data;
- global numbers shared by every mode (``speaker_boost``, ``rerank_depth``, ``context_prev``,
  ``context_next``, ...): settings.

`choose` runs coordinate ascent from the current defaults: each axis in turn takes the value
that maximises the objective on the training questions with the others held, until a whole
round changes nothing (at most `ROUNDS`). Ties keep the current value, so a number moves
only when the training questions prefer another one. The objective of a mode is its mean
recall@10 over categories 1-4, then its MRR; a global axis maximises the mean of that over
all modes (each with its own weights), since one setting serves all of them.

`cross_validate` repeats the choice once per held-out conversation and scores each question
only under the numbers chosen without it: the cross-validated figures are the means over all
questions of their held-out scores. `choose` on every conversation gives the defaults.
Evaluations are memoised by configuration, so folds share them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from benchmarks.cv_cache import Cache
from benchmarks.cv_replay import METRICS, Config, Replay, evaluate

ROUNDS = 3
R10 = METRICS.index("recall@10")
MRR = METRICS.index("mrr")
#: Categories in "overall" (5, adversarial, is reported apart).
SCORED = (1, 2, 3, 4)

#: A parameter of a configuration: its name and how to set it.
Setter = Callable[[Config, float], Config]


@dataclass(frozen=True, slots=True)
class Axis:
    name: str
    values: tuple[float, ...]
    #: The modes whose configuration this axis changes (one for a weight, all for a global).
    modes: tuple[str, ...]
    set: Setter


def weight_axis(mode: str, arm: str, values: Sequence[float]) -> Axis:
    def set_(cfg: Config, v: float) -> Config:
        w = cfg.weight_map() | {arm: v}
        return cfg.with_(weights=tuple(w[a] for a in cfg.arms))

    return Axis(f"{mode}:w:{arm}", tuple(values), (mode,), set_)


def global_axis(
    name: str, values: Sequence[float], modes: Sequence[str], cast: type = float
) -> Axis:
    def set_(cfg: Config, v: float) -> Config:
        return cfg.with_(**{name: cast(v)})

    return Axis(name, tuple(values), tuple(modes), set_)


@dataclass
class Search:
    """Memoised evaluations; choices read only the scored questions (categories 1-4)."""

    replay: Replay
    memo: dict[Config, np.ndarray] = field(default_factory=dict)

    @property
    def cache(self) -> Cache:
        return self.replay.cache

    def metrics(self, cfg: Config) -> np.ndarray:
        """[questions, METRICS]: NaN for the questions no objective reads (category 5)."""
        if cfg not in self.memo:
            which = np.flatnonzero(scored_mask(self.cache)).tolist()
            self.memo[cfg] = evaluate(self.replay, cfg, which).astype(np.float32)
        return self.memo[cfg]

    def all_metrics(self, cfg: Config) -> np.ndarray:
        """[questions, METRICS] for every question (what a report shows)."""
        return evaluate(self.replay, cfg)

    def objective(self, cfg: Config, mask: np.ndarray) -> tuple[float, float]:
        m = self.metrics(cfg)[mask]
        return float(m[:, R10].mean()), float(m[:, MRR].mean())

    def choose(
        self, start: Mapping[str, Config], axes: Sequence[Axis], mask: np.ndarray
    ) -> dict[str, Config]:
        """Coordinate ascent from `start` on the questions in `mask` (see the module doc)."""
        current = dict(start)
        for _ in range(ROUNDS):
            moved = False
            for axis in axes:
                value = self._current_value(current, axis)
                best_v, best = value, self._axis_objective(current, axis, value, mask)
                for v in axis.values:
                    got = self._axis_objective(current, axis, v, mask)
                    if got > best:
                        best_v, best = v, got
                if best_v != value:
                    moved = True
                    for mode in axis.modes:
                        current[mode] = axis.set(current[mode], best_v)
            if not moved:
                break
        return current

    def _axis_objective(
        self, current: Mapping[str, Config], axis: Axis, v: float, mask: np.ndarray
    ) -> tuple[float, float]:
        scores = [self.objective(axis.set(current[m], v), mask) for m in axis.modes]
        return (
            round(float(np.mean([s[0] for s in scores])), 9),
            round(float(np.mean([s[1] for s in scores])), 9),
        )

    @staticmethod
    def _current_value(current: Mapping[str, Config], axis: Axis) -> float:
        probe = current[axis.modes[0]]
        for v in axis.values:
            if axis.set(probe, v) == probe:
                return v
        # the start value is not on the grid: the axis may still move to a grid value
        return float("nan")


def scored_mask(cache: Cache) -> np.ndarray:
    return np.array([q.category in SCORED for q in cache.questions])


def cross_validate(
    search: Search,
    start: Mapping[str, Config],
    axes: Sequence[Axis],
    say: Callable[[str], None] = lambda _: None,
) -> dict[str, Any]:
    """Held-out metrics per mode ([questions, METRICS]) and the choice made for each fold."""
    banks = sorted({q.bank for q in search.cache.questions})
    bank_of = np.array([q.bank for q in search.cache.questions])
    scored = scored_mask(search.cache)
    held: dict[str, np.ndarray] = {m: np.zeros((len(bank_of), len(METRICS))) for m in start}
    choices: dict[str, dict[str, Config]] = {}
    for bank in banks:
        say(f"fold: {bank} held out ({len(search.memo)} configurations evaluated so far)")
        chosen = search.choose(start, axes, scored & (bank_of != bank))
        choices[bank] = chosen
        test = bank_of == bank
        for mode, cfg in chosen.items():
            held[mode][test] = search.all_metrics(cfg)[test]
    say("fit on all conversations (the defaults)")
    full = search.choose(start, axes, scored)
    return {"held_out": held, "folds": choices, "full": full}


def summary(cache: Cache, rows: np.ndarray) -> dict[str, dict[str, float]]:
    """Mean metrics overall (categories 1-4) and per category, with counts."""
    names = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
    cats = np.array([q.category for q in cache.questions])
    out: dict[str, dict[str, float]] = {}
    groups = [("overall", np.isin(cats, SCORED))] + [(n, cats == c) for c, n in names.items()]
    for name, mask in groups:
        if mask.any():
            out[name] = {k: round(float(rows[mask, j].mean()), 4) for j, k in enumerate(METRICS)}
            out[name]["n"] = int(mask.sum())
    return out
