"""Equal scores rank by id, whatever order the store keeps them in."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from memstream.connectors import ties


@dataclass(frozen=True)
class Hit:
    id: str
    score: float


def best_first(hits: list[Hit], n: int) -> list[Hit]:
    """A store's best `n`, in its own order among ties (the order `hits` are given in)."""
    return sorted(hits, key=lambda h: -h.score)[:n]


def cut(hits: list[Hit], limit: int) -> list[Hit]:
    """What a store adapter does: ask, read the ones that can make the cut, order, cut."""
    found = best_first(hits, ties.ask(limit))
    return ties.top(found[: ties.keep([h.score for h in found], limit)], limit)


@pytest.mark.parametrize("limit", [1, 3, 5, 12, 40])
def test_the_same_cut_whatever_the_stores_tie_order(limit: int) -> None:
    # tie groups of 5 (fewer than MARGIN): the cut is whole wherever the limit falls
    hits = [Hit(f"m{i:02d}", float(i // 5)) for i in range(30)]
    got = cut(hits, limit)
    assert got == cut(hits[::-1], limit)
    assert got == sorted(hits, key=lambda h: (-h.score, h.id))[:limit]


def test_asks_a_quarter_more_and_reads_only_what_can_make_the_cut() -> None:
    assert [ties.ask(n) for n in (1, 3, 40, 150)] == [9, 11, 50, 187]
    assert ties.keep([5.0, 4.0, 3.0, 2.0], 2) == 2  # clear of ties: the limit only
    assert ties.keep([5.0, 4.0, 4.0, 4.0, 1.0], 2) == 4  # and the ones tied at the limit
    assert ties.keep([5.0, 4.0], 5) == 2
    assert ties.keep([], 3) == 0


def test_the_tied_memory_the_store_had_last_can_make_the_cut() -> None:
    tied = [Hit(f"m{i:02d}", 1.0) for i in range(6)][::-1]  # the store's order: m05 first
    assert [h.id for h in cut([Hit("top", 5.0), *tied, Hit("low", 0.5)], 3)] == [
        "top",
        "m00",
        "m01",
    ]


def test_a_tie_group_longer_than_asked_for_is_cut_but_still_ordered() -> None:
    got = cut([Hit(f"m{i:02d}", 1.0) for i in range(40)][::-1], 3)
    assert len(got) == 3 and got == sorted(got, key=lambda h: h.id)
    assert ties.top([], 3) == [] and ties.top([Hit("a", 1.0)], 0) == []
