"""Time-expression tables from `benchmarks/results/timeexpr-latest.json`."""

from __future__ import annotations

from typing import Any

from memstream_docs.results import num, stems, val
from memstream_docs.tables import md_table

TIME = "timeexpr-latest"
SPLITS = ("dev", "held-out", "all")
#: The kinds shown in the per-kind table, in this order (the set has more).
KINDS = (
    "past",
    "future",
    "past-verb",
    "relative-day",
    "weekday",
    "same-weekday",
    "season",
    "weekend",
    "ago",
    "in",
    "range",
    "since",
    "clock",
    "timezone",
    "boundary",
    "batch2",
    "nondate-number",
    "nondate-ordinal",
    "nondate-word",
    "no-time",
)


def _share(done: int, total: int, nd: int = 3) -> str:
    return f"{num(done / total, nd)} ({num(done)}/{num(total)})" if total else "–"


def accuracy_table() -> str:
    """Accuracy and false-positive rate per split, the baseline beside the resolver."""
    resolvers: dict[str, Any] = val(TIME, "resolvers")
    rows = []
    for name in ("baseline", "current"):
        if name not in resolvers:
            continue
        for split in SPLITS:
            f = resolvers[name][split]
            rows.append(
                [
                    "before (baseline)" if name == "baseline" else "now",
                    split,
                    _share(f["resolved"], f["expressions"]),
                    _share(f["tagged"], f["non_date_phrases"]),
                ]
            )
    return md_table(
        [
            "resolver",
            "split",
            "expressions resolved to the labelled interval",
            "non-date phrases tagged as times",
        ],
        rows,
    )


def kinds_table() -> str:
    """Per kind of sentence: expressions resolved, non-date phrases tagged, before and now."""
    resolvers: dict[str, Any] = val(TIME, "resolvers")
    before, now = resolvers.get("baseline", {}).get("by_kind", {}), resolvers["current"]["by_kind"]
    rows = []
    for kind in KINDS:
        if kind not in now:
            continue
        b, n = before.get(kind), now[kind]
        rows.append(
            [
                f"`{kind}`",
                _share(b["resolved"], b["expressions"], 2) if b else "–",
                _share(n["resolved"], n["expressions"], 2),
                _share(b["tagged"], b["non_date_phrases"], 2) if b else "–",
                _share(n["tagged"], n["non_date_phrases"], 2),
            ]
        )
    return md_table(
        ["kind", "resolved before", "resolved now", "tagged before", "tagged now"], rows
    )


def offsets_table() -> str:
    """Speakers at UTC and elsewhere (the baseline read every text in UTC)."""
    resolvers: dict[str, Any] = val(TIME, "resolvers")
    rows = []
    for group in ("UTC", "other offsets"):
        cells = [group]
        for name in ("baseline", "current"):
            f = resolvers.get(name, {}).get("by_offset", {}).get(group)
            cells.append(_share(f["resolved"], f["expressions"]) if f else "–")
        rows.append(cells)
    return md_table(["speakers", "resolved before", "resolved now"], rows)


def goals() -> str:
    """The issue's goals and whether the latest run meets them."""
    met: dict[str, bool] = val(TIME, "goals")
    return md_table(["goal", "met"], [[g, "yes" if ok else "**no**"] for g, ok in met.items()])


def _first_batches() -> list[int]:
    """The batches scored once before any change (`timeexpr-batchN-first`), in order."""
    found = [
        s.removeprefix("timeexpr-batch").removesuffix("-first")
        for s in stems()
        if s.startswith("timeexpr-batch") and s.endswith("-first")
    ]
    return sorted(int(n) for n in found if n.isdigit())


def _first_pool(batches: list[int]) -> tuple[int, int, int, int]:
    resolved = expressions = tagged = phrases = 0
    for n in batches:
        first = val(f"timeexpr-batch{n}-first", "resolvers/current/all")
        resolved += first["resolved"]
        expressions += first["expressions"]
        tagged += first["tagged"]
        phrases += first["non_date_phrases"]
    return resolved, expressions, tagged, phrases


def first_scores_pooled(last: int = 0) -> str:
    """The blind batches' first scores pooled (the `last` ones only when given), as a phrase."""
    batches = _first_batches()[-last:] if last else _first_batches()
    resolved, expressions, tagged, phrases = _first_pool(batches)
    return (
        f"{_share(resolved, expressions)} of expressions resolved and "
        f"{_share(tagged, phrases)} of non-date phrases tagged (batches "
        f"{batches[0]} to {batches[-1]})"
    )


def first_scores_table() -> str:
    """Each blind batch's first score (unseen text) beside its score now, pooled at the end:
    the figure that says how the rules do on chat they were not built on."""
    rows, batches = [], _first_batches()
    for n in batches:
        first = val(f"timeexpr-batch{n}-first", "resolvers/current/all")
        now = val(f"timeexpr-batch{n}", "resolvers/current/all")
        rows.append(
            [
                str(n),
                _share(first["resolved"], first["expressions"]),
                _share(first["tagged"], first["non_date_phrases"]),
                _share(now["resolved"], now["expressions"]),
                _share(now["tagged"], now["non_date_phrases"]),
            ]
        )
    span = f"{batches[0]}–{batches[-1]}" if batches else "–"
    pooled = _first_pool(batches)
    rows.append(
        [
            f"**pooled, {span}**",
            _share(pooled[0], pooled[1]),
            _share(pooled[2], pooled[3]),
            "",
            "",
        ]
    )
    return md_table(
        [
            "batch",
            "first score: resolved",
            "first score: non-dates tagged",
            "now: resolved",
            "now: non-dates tagged",
        ],
        rows,
    )


DETECT = "time-detect-lobo"


def learned_detection_table() -> str:
    """The research spike's learned detector beside the rules' first scores, pooled over the
    blind batches (`research/time_detect.py`): trained on the other files, or only on the
    files written before each batch."""
    rows = []
    first = val(DETECT, "blind/lobo/pooled/rules_first")
    missing = val(DETECT, "blind/lobo/pooled/errors/not_found")
    n = first["expressions"]
    rows.append(
        [
            "rules, first score",
            _share(n - missing, n),
            _share(first["resolved"], n),
            "",
            _share(first["tagged"], first["non_dates"]),
        ]
    )
    for variant, trained in (("lobo", "the other files"), ("past_only", "earlier files")):
        t = val(DETECT, f"tagger/{variant}/pooled_12_29")
        rows.append(
            [
                f"tagger alone, trained on {trained}",
                _share(t["found"], t["expressions"]),
                "",
                _share(t["exact"], t["expressions"]),
                _share(t["tagged"], t["non_dates"]),
            ]
        )
    for variant, trained in (("lobo", "the other files"), ("past_only", "earlier files")):
        v = val(DETECT, f"blind/{variant}/pooled/veto_cv")
        rows.append(
            [
                f"rules + the tagger's veto (trained on {trained}; threshold cross-validated)",
                "",
                _share(v["resolved"], v["expressions"]),
                "",
                _share(v["tagged"], v["non_dates"]),
            ]
        )
    return md_table(
        [
            "pooled over the blind batches",
            "found (a span over the label)",
            "resolved (the labelled interval)",
            "exact span",
            "non-dates tagged",
        ],
        rows,
    )


AGREEMENT = "time-agreement"


def agreement_table() -> str:
    """Two careful readers' labellings of the same blind batches against each other, and the
    rules' first scores on them, whole and on what both readers agree
    (`research/time_agreement.py`)."""
    rows = []
    named = (
        ("annotators/second_on_first", "the second reader's labels, scored on the first's"),
        ("annotators/first_on_second", "the first reader's labels, scored on the second's"),
        ("rules/first_score", "the rules' first scores (on the first reader's labels)"),
        ("agreed/rules", "the rules' first scores, on what both readers agree"),
    )
    for key, what in named:
        f = val(AGREEMENT, f"pooled/{key}")
        rows.append(
            [
                what,
                _share(f["resolved"], f["expressions"]),
                _share(f["tagged"], f["non_date_phrases"]),
            ]
        )
    return md_table(["", "resolved", "non-dates tagged"], rows)
