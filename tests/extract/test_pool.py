"""The argument pool: ranking by kept vectors equals ranking by a plain similarity, claims are
encoded once and only when a cue needs them."""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Sequence
from typing import Any
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dialogkg.extract import pool as pool_module
from dialogkg.extract.base import ArgumentView
from dialogkg.extract.pool import ArgumentPool

np = pytest.importorskip("numpy")

KINDS = ("observation", "hypothesis", "question", "decision", "assumption")
STATUSES = ("active", "weakened", "resolved", "abandoned", "retracted", "superseded")
SPEAKERS = ("amy", "bot", "cal")


def vector(text: str) -> Any:
    """A fixed vector per text: small integers, so every product is exact and ties are real."""
    digest = hashlib.sha256(text.encode()).digest()
    return np.array([digest[i] % 4 for i in range(8)], dtype=np.float32)


class Embedding:
    """Vectors and the cosine they give, counting what it is asked to encode."""

    def __init__(self) -> None:
        self.encoded: list[str] = []
        self.calls = 0

    def vectors(self, texts: Sequence[str]) -> Any:
        self.encoded += texts
        self.calls += 1
        return np.stack([vector(t) for t in texts])

    def __call__(self, text: str, others: Sequence[str]) -> list[float]:
        return [float(vector(o) @ vector(text)) for o in others]


def plain(text: str, others: Sequence[str]) -> list[float]:
    return [float(vector(o) @ vector(text)) for o in others]


@st.composite
def histories(draw: st.DrawFn) -> list[ArgumentView]:
    """Arguments created and later changed, as the engine reports them, in order."""
    views: list[ArgumentView] = []
    for n in range(draw(st.integers(0, 40))):
        if views and draw(st.booleans()):
            old = draw(st.sampled_from(views))
            status = draw(st.sampled_from(STATUSES))
            views.append(ArgumentView(old.id, old.claim, old.speaker, old.kind, status, old.turn))
        else:
            claim = f"claim {draw(st.integers(0, 12))}"
            speaker, kind = draw(st.sampled_from(SPEAKERS)), draw(st.sampled_from(KINDS))
            views.append(ArgumentView(f"a{n}", claim, speaker, kind, "active", n // 2))
    return views


@settings(max_examples=150, deadline=None)
@given(
    histories(), st.lists(st.tuples(st.integers(0, 12), st.sampled_from((None, *SPEAKERS)), st.booleans()))
)
def test_ranking_by_kept_vectors_equals_ranking_by_similarity(
    history: list[ArgumentView], cues: list[tuple[int, str | None, bool]]
) -> None:
    embedding = Embedding()
    fast, slow = ArgumentPool(embedding), ArgumentPool(plain)
    for k, view in enumerate(history):
        fast.update(view)
        slow.update(view)
        if k % 5 == 4:
            for word, speaker, explanatory in cues:
                for floor, tier in itertools.product((10.0, 25.0), (2, 16)):
                    kwargs = {"floor": floor, "speaker": speaker, "explanatory": explanatory}
                    with patch.object(pool_module, "_TIER", tier):  # tiers of 2 exercise the tiering
                        got = list(fast.ranked(f"claim {word}", **kwargs))
                    assert got == list(slow.ranked(f"claim {word}", **kwargs))
        latest = {s: fast.latest(s) for s in SPEAKERS}
        assert latest == {s: slow.latest(s) for s in SPEAKERS}
    # one cue text per call, and every argument's claim at most once
    assert len(embedding.encoded) - embedding.calls <= len(fast)


def test_nothing_is_encoded_until_a_cue_has_a_candidate() -> None:
    embedding = Embedding()
    pool = ArgumentPool(embedding)
    pool.update(ArgumentView("q1", "Is it the cache?", "amy", "question", "active", 1))
    pool.update(ArgumentView("o1", "The cache is cold", "amy", "observation", "abandoned", 1))
    assert list(pool.ranked("cache", floor=0.0)) == [] and embedding.encoded == []
    pool.update(ArgumentView("o2", "The disk is full", "bot", "observation", "active", 2))
    assert list(pool.ranked("cache", floor=0.0, speaker="amy")) == [] and embedding.encoded == []
    assert [v.id for _, v in pool.ranked("disk", floor=0.0)] == ["o2"]
    assert embedding.encoded == ["disk", "The cache is cold", "The disk is full"]
    list(pool.ranked("cache", floor=0.0))
    assert embedding.encoded[3:] == ["cache"]  # the claims' vectors are kept


def test_a_pool_without_similarity_names_nothing() -> None:
    pool = ArgumentPool(None, [ArgumentView("o1", "The cache is cold", "amy", "observation", "active", 1)])
    assert list(pool.ranked("cache", floor=-1.0)) == []
    assert pool.latest("amy") is not None and pool.latest("bot") is None
