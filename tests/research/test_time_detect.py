"""The learned time-expression detector of the research spike (research/time_detect*.py):
its BIO labels, its decoding and the rules' miss split, on sentences written here."""

from __future__ import annotations

import numpy as np

from research.time_detect_rules import _covers
from research.time_detect_tagger import CLASSES, Tok, bio_of, spans_of, viterbi


def tok(text: str, start: int) -> Tok:
    return Tok(text, start, start + len(text), text.lower(), "x", "NN", "NOUN", False, False, False)


def tokens(sentence: str) -> list[Tok]:
    out, at = [], 0
    for word in sentence.split():
        at = sentence.index(word, at)
        out.append(tok(word, at))
        at += len(word)
    return out


def probs(*rows: str) -> np.ndarray:
    """One row per token: the class named gets 0.8, the others 0.1."""
    return np.asarray([[0.8 if c == r else 0.1 for c in CLASSES] for r in rows])


def test_labelled_spans_become_b_then_i_and_the_rest_o() -> None:
    text = "see you next friday at 6 ok"
    toks = tokens(text)
    label = (text.index("next"), text.index("at 6") + len("at 6"))
    assert bio_of(toks, [label]) == ("O", "O", "B", "I", "I", "I", "O")
    assert spans_of(toks, bio_of(toks, [label])) == [label]


def test_decoding_never_starts_a_span_with_inside() -> None:
    # the likeliest classes token by token are O then I: an I after an O is not allowed,
    # so the decoding must choose between B and O for the second token
    p = np.asarray([[0.1, 0.1, 0.8], [0.35, 0.6, 0.05], [0.1, 0.8, 0.1]])
    tags = viterbi(p)
    assert tags == ["O", "B", "I"]
    for prev, cur in zip(["O", *tags], tags, strict=False):
        assert not (prev == "O" and cur == "I")


def test_decoding_follows_clear_probabilities() -> None:
    assert viterbi(probs("B", "I", "O", "B", "O")) == ["B", "I", "O", "B", "O"]


def test_two_adjacent_spans_stay_apart() -> None:
    text = "mon tues wed"
    toks = tokens(text)
    assert spans_of(toks, ["B", "B", "O"]) == [(0, 3), (4, 8)]


def test_a_reference_covers_its_label_plus_linking_words_only() -> None:
    text = "we fly on friday at 9 for the wedding"
    label = (text.index("friday"), text.index("at 9") + 4)
    with_on = (text.index("on friday"), label[1])
    assert _covers(text, with_on, label)
    too_long = (label[0], text.index("wedding") + len("wedding"))
    assert not _covers(text, too_long, label)
    assert not _covers(text, (label[0], label[1] - 2), label)
