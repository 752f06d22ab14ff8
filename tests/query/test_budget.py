"""The token budget: exact WordPiece counts and the greedy, order-keeping fill."""

from __future__ import annotations

import random

import pytest

from memstream.query.budget import TokenCounter, default_counter, fit

TURN = 'Caroline said, "I went to a LGBTQ support group yesterday and it was so powerful."'


@pytest.fixture(scope="module")
def counter() -> TokenCounter:
    return default_counter()


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("", 0),
        ("Hello world", 2),
        ("unbelievably tokenization", 7),  # un ##bel ##ie ##va ##bly token ##ization
        (TURN, 20),  # caroline said , " i went to a lgbt ##q support group ... powerful . "
    ],
)
def test_known_counts(counter: TokenCounter, text: str, tokens: int) -> None:
    assert counter.count(text) == tokens
    assert default_counter().count(text) == tokens


def test_no_truncation_or_padding(counter: TokenCounter) -> None:
    # the packaged tokenizer.json truncates and pads to 128; counting must do neither
    assert counter.count("word " * 1000) == 1000
    assert counter.count("word") == 1


def test_count_many_matches_count(counter: TokenCounter) -> None:
    texts = ["", "Hello world", TURN, "word " * 300]
    assert counter.count_many(texts) == [counter.count(t) for t in texts]
    assert counter.count_many([]) == []


def test_fit_keeps_order_and_skips_what_does_not_fit(counter: TokenCounter) -> None:
    items = [("a", "Hello world"), ("b", TURN), ("c", "word " * 5), ("d", "Hello world")]
    # 2 + 20 > 10, so b is skipped; c (5) and d (2) still fit after it
    kept, total = counter.fit(items, 10)
    assert kept == [("a", 2), ("c", 5), ("d", 2)]
    assert total == 9
    kept, total = counter.fit(items, 100)
    assert kept == [("a", 2), ("b", 20), ("c", 5), ("d", 2)] and total == 29


def test_fit_edges(counter: TokenCounter) -> None:
    assert counter.fit([], 4096) == ([], 0)
    assert counter.fit([("a", "Hello world")], 0) == ([], 0)
    assert counter.fit([("a", "Hello world")], 2) == ([("a", 2)], 2)  # exactly the budget
    assert counter.fit([("a", "Hello world")], 1) == ([], 0)  # never truncated
    assert counter.fit([("e", ""), ("a", "Hello world")], 0) == ([("e", 0)], 0)
    with pytest.raises(ValueError, match="max_tokens"):
        counter.fit([("a", "x")], -1)


def test_fit_never_exceeds_the_budget() -> None:
    rng = random.Random(7)
    words = ["memory", "stream", "caroline", "went", "hiking", ",", "lake", "2023"]
    items = [(f"m{i}", " ".join(rng.choices(words, k=rng.randint(0, 40)))) for i in range(60)]
    all_ids = [i for i, _ in items]
    counts = dict(zip(all_ids, default_counter().count_many([t for _, t in items]), strict=True))
    for budget in (0, 1, 7, 50, 333, 10_000):
        kept, total = fit(items, budget)
        assert total <= budget
        assert total == sum(n for _, n in kept)
        assert all(counts[i] == n for i, n in kept)
        ids = [i for i, _ in kept]
        assert ids == [i for i, _ in items if i in set(ids)]  # rank order kept
        # greedy: every skipped item would have overflowed at the moment it was considered
        running = 0
        for i, _ in items:
            if i in set(ids):
                running += counts[i]
            else:
                assert running + counts[i] > budget
