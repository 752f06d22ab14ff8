"""The rules' first-score references for the blind time batches, and their evaluation beside
the tagger of `research.time_detect` (research, not product).

For batch N (12-29) the rules that were scored blind are the tree of the commit that added
tests/data/timeexpr-batchN.json (that commit added only the data and the -first results).
Each such tree is checked out into a throwaway worktree under /tmp/detect-trees/, its own
`benchmarks.timeexpr.current` resolver is run on batch N with its own `score` (with
PYTHONPATH=<tree> and today's virtual environment), and every sentence's references (text,
interval, grain) are saved with that tree's figures to a cache json.
`sanity` compares those figures with benchmarks/results/timeexpr-batchN-first.json.

Then, scored again with today's `score_one`: the rules' misses split into detection and
interpretation (`error_split`, with what the tagger says about each detection miss and the
learned additions at confidence floors `TAUS`), and the rules with a learned veto
(`veto_runner`: a reference dropped below an inside-probability θ).

Usage: python -m research.time_detect_rules [--cache PATH]   (builds the cache alone;
research.time_detect builds it when missing and reads it).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.timeexpr_set import Scored, _spans, score_one
from memstream.records import TimeRef
from research import time_detect_tagger as tf

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
FIRST = ROOT / "benchmarks" / "results"
TREES = Path("/tmp/detect-trees")
CACHE = Path("/tmp/time-detect-first-refs.json")
BLIND = range(12, 30)
#: Confidence floors (mean inside-probability of a span) for the learned additions.
TAUS = (0.5, 0.7, 0.8, 0.9, 0.95, 0.98)
#: Words a rule reference may carry around its label and still read it right ("on tues,").
LINK_WORDS = {
    "on", "at", "in", "by", "from", "till", "til", "until", "since", "to", "the", "this",
    "for", "around", "about", "before", "after", "of", "and", "or", "between", "up",
}  # fmt: skip

Span = tuple[int, int]
overlap = tf.overlap

#: Runs inside an old tree: its resolver and its scoring on one batch, references recorded.
_WORKER = """
import json, sys
from pathlib import Path
import benchmarks.timeexpr as bt
from benchmarks.timeexpr_set import load_set, score
import memstream
sents = load_set(Path(sys.argv[1]))
resolve = bt.current()
seen = []
def recording(items):
    out = resolve(items)
    seen.extend(out)
    return out
scored = score(sents, recording)
rows = []
for s, refs in zip(sents, seen, strict=True):
    rows.append({"id": s.id, "refs": [
        {"text": r.text, "start": r.start.isoformat(), "end": r.end.isoformat(),
         "grain": r.grain} for r in refs]})
json.dump({"figures": scored.figures()["all"], "memstream": memstream.__file__,
           "sentences": rows}, open(sys.argv[2], "w"))
"""


def commit_of(n: int) -> str:
    """The commit that added batch N's file (full hash)."""
    out = subprocess.run(
        ["git", "-C", str(ROOT), "log", "--diff-filter=A", "--format=%H", "--", _rel(n)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    if len(out) != 1:
        raise RuntimeError(f"batch {n}: {len(out)} commits add its file")
    return out[0]


def _rel(n: int) -> str:
    return f"tests/data/timeexpr-batch{n}.json"


def run_tree(n: int, commit: str) -> dict[str, Any]:
    """Batch N scored by the tree of `commit` (a worktree under TREES, removed after)."""
    tree = TREES / f"batch{n}"
    git = ["git", "-C", str(ROOT)]
    if tree.exists():
        subprocess.run([*git, "worktree", "remove", "--force", str(tree)], check=False)
    TREES.mkdir(parents=True, exist_ok=True)
    subprocess.run([*git, "worktree", "add", "--detach", str(tree), commit], check=True)
    out = TREES / f"batch{n}.json"
    env = {**os.environ, "PYTHONPATH": str(tree), "HF_HUB_OFFLINE": "1"}
    t0 = time.monotonic()
    try:
        proc = subprocess.run(
            ["nice", "-n", "10", sys.executable, "-c", _WORKER, str(tree / _rel(n)), str(out)],
            cwd=tree,
            env=env,
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0:
            return {"commit": commit, "error": proc.stderr[-2000:]}
        doc: dict[str, Any] = json.loads(out.read_text())
    finally:
        subprocess.run([*git, "worktree", "remove", "--force", str(tree)], check=False)
    if not doc["memstream"].startswith(str(tree)):
        return {"commit": commit, "error": f"imported {doc['memstream']}, not the tree's"}
    doc["commit"] = commit
    doc["seconds"] = round(time.monotonic() - t0, 1)
    return doc


def sanity(n: int, figures: dict[str, Any]) -> dict[str, Any]:
    """The recomputed figures against the current resolver's in batch N's -first file."""
    want = json.loads((FIRST / f"timeexpr-batch{n}-first.json").read_text())
    want = want["resolvers"]["current"]["all"]
    keys = ("expressions", "resolved", "non_date_phrases", "tagged", "unlabelled_refs")
    diff = {k: [figures.get(k), want.get(k)] for k in keys if figures.get(k) != want.get(k)}
    return {"equal": not diff, "differs": diff}


def build(cache: Path = CACHE) -> dict[str, Any]:
    """Runs every blind batch's tree (skipping those already cached) and saves the cache."""
    doc: dict[str, Any] = json.loads(cache.read_text()) if cache.exists() else {}
    for n in BLIND:
        if str(n) in doc and "error" not in doc[str(n)]:
            continue
        commit = commit_of(n)
        print(f"batch {n}: {commit[:10]} ...", flush=True)
        got = run_tree(n, commit)
        if "error" not in got:
            got["sanity"] = sanity(n, got["figures"])
            print(
                f"  {got['figures']['resolved']}/{got['figures']['expressions']}, tagged "
                f"{got['figures']['tagged']}/{got['figures']['non_date_phrases']}, "
                f"sanity {got['sanity']}, {got['seconds']} s",
                flush=True,
            )
        else:
            print(f"  failed: {got['error'][-300:]}", flush=True)
        doc[str(n)] = got
        cache.write_text(json.dumps(doc))
    return doc


# --- the rules' first-score references ---------------------------------------------------


def refs_of(doc: dict[str, Any]) -> dict[str, tuple[TimeRef, ...]]:
    return {
        s["id"]: tuple(
            TimeRef(
                r["text"],
                datetime.fromisoformat(r["start"]),
                datetime.fromisoformat(r["end"]),
                r["grain"],
            )
            for r in s["refs"]
        )
        for s in doc["sentences"]
    }


def rescore(rows: Sequence[tf.Row], refs: dict[str, tuple[TimeRef, ...]]) -> dict[str, int]:
    out = Scored()
    for r in rows:
        score_one(r.sentence, refs[r.sentence.id], out)
    t = out.figures()["all"]
    return {
        "expressions": t["expressions"],
        "resolved": t["resolved"],
        "non_dates": t["non_date_phrases"],
        "tagged": t["tagged"],
    }


def _covers(text: str, ref: Span, lab: Span) -> bool:
    """The reference holds the label, plus at most linking words and punctuation."""
    if not (ref[0] <= lab[0] and lab[1] <= ref[1]):
        return False
    extra = (text[ref[0] : lab[0]] + " " + text[lab[1] : ref[1]]).lower()
    words = [w for w in "".join(ch if ch.isalnum() else " " for ch in extra).split()]
    return all(w in LINK_WORDS for w in words)


def error_split(
    rows: Sequence[tf.Row], refs: dict[str, tuple[TimeRef, ...]], probs: tf.Probs
) -> dict[str, int]:
    """The rules' misses by kind, and what the tagger says about the detection ones."""
    c = {
        "missed": 0,
        "not_found": 0,
        "cut": 0,
        "interpretation": 0,
        "tagged_non_dates": 0,
        "not_found_tagger_found": 0,
        "not_found_tagger_exact": 0,
        "cut_tagger_exact": 0,
        "added_fp_phrases": 0,
    }
    for tau in TAUS:
        c[f"not_found_tagger_found@{tau}"] = 0
        c[f"added_fp_phrases@{tau}"] = 0
    for r in rows:
        s = r.sentence
        rs = refs[s.id]
        spans = _spans(s.text, [x.text for x in rs])
        pred = tf.decode(r, probs)
        for lab, span in zip(s.times, r.labels, strict=True):
            hit = [
                x
                for x, sp in zip(rs, spans, strict=True)
                if x.start == lab.start and x.end == lab.end and (sp is None or overlap(sp, span))
            ]
            if hit:
                continue
            c["missed"] += 1
            over = [sp for sp in spans if overlap(sp, span)]
            if not over:
                c["not_found"] += 1
                c["not_found_tagger_found"] += any(overlap(p, span) for p in pred)
                c["not_found_tagger_exact"] += span in pred
            elif span is not None and not any(
                sp is not None and _covers(s.text, sp, span) for sp in over
            ):
                c["cut"] += 1
                c["cut_tagger_exact"] += span in pred
            else:
                c["interpretation"] += 1
        # additions: tagger spans no rule reference overlaps, over a non-date phrase
        new = [p for p in pred if not any(overlap(p, sp) for sp in spans)]
        conf = [_confidence(r, p, probs[tf.key(r)]) for p in new]
        for ph in r.phrases:
            tagged = any(overlap(sp, ph) for sp in spans)
            c["tagged_non_dates"] += tagged
            c["added_fp_phrases"] += not tagged and any(overlap(p, ph) for p in new)
            for tau in TAUS:
                c[f"added_fp_phrases@{tau}"] += not tagged and any(
                    overlap(p, ph) and q >= tau for p, q in zip(new, conf, strict=True)
                )
        for lspan in r.labels:
            if any(overlap(sp, lspan) for sp in spans):
                continue
            for tau in TAUS:
                c[f"not_found_tagger_found@{tau}"] += any(
                    overlap(p, lspan) and q >= tau for p, q in zip(new, conf, strict=True)
                )
    return c


def _confidence(row: tf.Row, span: Span, p: np.ndarray) -> float:
    """The mean inside-probability of the tokens of a tagger span."""
    ks = [i for i, t in enumerate(row.tokens) if overlap((t.start, t.end), span)]
    return float((p[ks, 0] + p[ks, 1]).mean())


def ref_scores(row: tf.Row, refs: Sequence[TimeRef], p: np.ndarray) -> list[dict[str, float]]:
    """Each reference's inside-probability over the tokens it overlaps (1.0 if none)."""
    out = []
    inside = p[:, 0] + p[:, 1] if len(p) else np.zeros(0)
    for sp in _spans(row.sentence.text, [x.text for x in refs]):
        ks = [i for i, t in enumerate(row.tokens) if overlap((t.start, t.end), sp)]
        if not ks:
            out.append({"mean": 1.0, "max": 1.0})
        else:
            v = inside[ks]
            out.append({"mean": float(v.mean()), "max": float(v.max())})
    return out


Veto = Callable[[str, float], dict[str, int]]


def veto_runner(
    rows: Sequence[tf.Row], refs: dict[str, tuple[TimeRef, ...]], probs: tf.Probs
) -> Veto:
    scored = {r.sentence.id: ref_scores(r, refs[r.sentence.id], probs[tf.key(r)]) for r in rows}

    def run(agg: str, theta: float) -> dict[str, int]:
        kept = {
            sid: tuple(x for x, sc in zip(refs[sid], scored[sid], strict=True) if sc[agg] >= theta)
            for sid in refs
        }
        out = rescore(rows, kept)
        out["dropped"] = sum(len(refs[s]) - len(kept[s]) for s in refs)
        return out

    return run


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cache", type=Path, default=CACHE)
    args = ap.parse_args()
    build(args.cache)
    subprocess.run(["git", "-C", str(ROOT), "worktree", "prune"], check=False)


if __name__ == "__main__":
    main()
