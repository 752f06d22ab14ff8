"""How often do two careful annotators agree on a time expression's interval, and how do the
rules do on the expressions they agree on?

Research, not product: nothing under memstream/ imports this. The time goal (95 % of the
labelled expressions resolved to the labelled interval, at most 2 % of non-date phrases
tagged) is measured against one writer's labels. A second annotator, who read only the
conventions (tests/data/timeexpr.md) and each sentence's text and speaking time, labelled the
same sentences again (`research/data/timeexpr-batchN-b.json`). For each pair of labellings,
scored with the benchmark's own scorer (`benchmarks.timeexpr_set.score`, one labelling's
intervals played as a resolver's references):

- **annotators**: the second's labels against the first's, and the first's against the
  second's: the share of one careful reader's expressions that another gives the same
  interval over an overlapping span, and the share of one's non-date phrases the other tags;
- **rules**: the rules' first score on the batch (its `-first` results file in
  benchmarks/results/: the run made once, before any rule looked at the batch), and that
  run on the expressions both annotators give the same interval and on the non-date phrases
  neither tags (the ones the conventions settle for two careful readers), from the run's
  misses.

Usage: python -m research.time_agreement A.json:B.json [A2.json:B2.json ...]
[--out research/results/time-agreement.json]   (A: a batch of tests/data with a first score)
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from benchmarks.common import RESULTS, now_iso
from benchmarks.timeexpr_set import Resolve, Sentence, describe, load_set, match, score
from memstream.records import TimeRef

OUT = Path(__file__).parent / "results" / "time-agreement.json"


def as_refs(sentences: Sequence[Sentence]) -> dict[str, tuple[TimeRef, ...]]:
    """A labelling's intervals as the references a resolver would give, by sentence id."""
    return {
        s.id: tuple(TimeRef(t.text, t.start, t.end, t.grain) for t in s.times) for s in sentences
    }


def replay(refs: dict[str, tuple[TimeRef, ...]], sentences: Sequence[Sentence]) -> Resolve:
    """A resolver that answers each sentence (in the order of `sentences`) with `refs`."""
    order = [s.id for s in sentences]

    def resolve(items: Sequence[Any]) -> list[tuple[TimeRef, ...]]:
        if len(items) != len(order):
            raise ValueError("replayed on other sentences than its own")
        return [refs[i] for i in order]

    return resolve


def same_sentences(a: Sequence[Sentence], b: Sequence[Sentence]) -> None:
    for x, y in zip(a, b, strict=True):
        if (x.id, x.text, x.said_at) != (y.id, y.text, y.said_at):
            raise ValueError(f"{x.id}: the two labellings are not of the same sentence")


def agreed(a: Sequence[Sentence], b: Sequence[Sentence]) -> list[Sentence]:
    """`a`'s sentences cut to what `b` agrees with: the expressions `b` gives the same interval
    over an overlapping span, the non-date phrases `b` does not tag. A sentence that keeps
    neither is left out (its whole text would otherwise count as one non-date phrase)."""
    refs = as_refs(b)
    out = []
    for s in a:
        found = match(s, refs[s.id])
        if not s.times and not s.not_times:  # its whole text is one non-date phrase
            if not found.phrases[0][1]:
                out.append(s)
            continue
        times = tuple(label for label, hit in found.labels if hit)
        phrases = tuple(p for p, tagged in found.phrases if not tagged)
        if not times and not phrases:
            continue
        out.append(Sentence(s.id, s.split, s.kinds, s.said_at, s.text, times, phrases))
    return out


def figures(sentences: Sequence[Sentence], resolve: Resolve) -> dict[str, Any]:
    f = score(sentences, resolve).figures()["all"]
    return {k: f[k] for k in ("expressions", "resolved", "accuracy", "non_date_phrases", "tagged")}


def first_run(path_a: Path, results: Path = RESULTS) -> dict[str, Any]:
    """The batch's first-score results file (`timeexpr-batchN-first.json`)."""
    path = results / f"{path_a.stem}-first.json"
    if not path.is_file():
        raise FileNotFoundError(f"{path_a.name} has no first score ({path.name})")
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return doc


def _expression(sentence_id: str, label: str) -> tuple[str, str]:
    """A described label's sentence, words and start: the expression it labels, whatever its
    end and grain ("'0600' [2024-07-28T06:00:00-07:00, ...) hour" and the same label corrected
    later to a minute, as tests/data/timeexpr.md says a clock written with its minutes is, are
    one expression the first run missed or resolved)."""
    return sentence_id, label.split(", ", 1)[0]


def rules_on(sentences: Sequence[Sentence], run: dict[str, Any]) -> dict[str, Any]:
    """The first run's figures on `sentences` (a subset of its batch's), from its misses; a
    label whose grain or end was corrected after the first run counts as the expression the
    run missed or resolved (`_expression`)."""
    missed = {_expression(m["id"], m["label"]) for m in run["misses"]["current"] if "label" in m}
    tagged = {(m["id"], m["not_a_date"]) for m in run["misses"]["current"] if "not_a_date" in m}
    labels = [_expression(s.id, describe(t)) for s in sentences for t in s.times]
    phrases = [(s.id, p) for s in sentences for p in s.not_times or (() if s.times else (s.text,))]
    return {
        "expressions": len(labels),
        "resolved": sum(1 for k in labels if k not in missed),
        "non_date_phrases": len(phrases),
        "tagged": sum(1 for k in phrases if k in tagged),
    }


def compare(path_a: Path, path_b: Path, results: Path = RESULTS) -> dict[str, Any]:
    a, b = load_set(path_a), load_set(path_b)
    same_sentences(a, b)
    run = first_run(path_a, results)
    first = rules_on(a, run)
    recorded = run["resolvers"]["current"]["all"]
    if (first["resolved"], first["tagged"]) != (recorded["resolved"], recorded["tagged"]):
        raise ValueError(f"{path_a.name}: its first run's misses do not give its figures")
    return {
        "first": str(path_a),
        "second": str(path_b),
        "annotators": {
            "second_on_first": figures(a, replay(as_refs(b), a)),
            "first_on_second": figures(b, replay(as_refs(a), b)),
        },
        "rules": {"first_score": first},
        "agreed": {"rules": rules_on(agreed(a, b), run)},
    }


def pooled(rows: Sequence[dict[str, Any]], *path: str) -> dict[str, Any]:
    total = {"expressions": 0, "resolved": 0, "non_date_phrases": 0, "tagged": 0}
    for row in rows:
        node = row
        for part in path:
            node = node[part]
        for k in total:
            total[k] += node[k]
    return {
        **total,
        "accuracy": total["resolved"] / total["expressions"],
        "false_positive_rate": total["tagged"] / total["non_date_phrases"],
    }


PARTS = (
    ("annotators", "second_on_first"),
    ("annotators", "first_on_second"),
    ("rules", "first_score"),
    ("agreed", "rules"),
)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pairs", nargs="+", help="FIRST.json:SECOND.json, the same sentences")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--results", type=Path, default=RESULTS, help="where the -first runs are")
    args = parser.parse_args(argv)
    rows = []
    for pair in args.pairs:
        first, second = pair.split(":", 1)
        rows.append(compare(Path(first), Path(second), args.results))
    doc: dict[str, Any] = {
        "about": __doc__.splitlines()[0],
        "measured_at": now_iso(),
        "pairs": rows,
        "pooled": {},
    }
    for part, name in PARTS:
        doc["pooled"].setdefault(part, {})[name] = pooled(rows, part, name)
    args.out.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    for part, name in PARTS:
        f = doc["pooled"][part][name]
        print(
            f"{part + '/' + name:28s} "
            f"resolved {f['resolved']}/{f['expressions']} ({f['accuracy']:.3f})  "
            f"tagged {f['tagged']}/{f['non_date_phrases']} ({f['false_positive_rate']:.3f})"
        )


if __name__ == "__main__":
    main()
