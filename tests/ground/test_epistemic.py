"""Epistemic plausibility model: the muddy-children trace of appendix B and the update laws."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dialogkg.ground.epistemic import (
    EpistemicModel,
    atom,
    conj,
    disj,
    knows_whether,
    muddy_children,
    neg,
    nobody_knows,
)

ACTUAL = frozenset({"m_a", "m_b"})  # Alice and Bob muddy, Carol clean (MMC)


def who_knows_own_status(model: EpistemicModel) -> set[str]:
    return {k for k in model.agents if knows_whether(k, atom(f"m_{k}"))(model, ACTUAL)}


def test_muddy_children_trace_8_7_4_1() -> None:
    m0 = muddy_children()
    assert len(m0.worlds) == 8
    assert m0.cell("a", ACTUAL) == [frozenset({"m_a", "m_b"}), frozenset({"m_b"})]  # {MMC, CMC}

    at_least_one = disj(atom("m_a"), atom("m_b"), atom("m_c"))
    m1 = m0.announce(at_least_one)  # the father
    assert len(m1.worlds) == 7 and frozenset() not in m1.worlds
    assert m1.common_knowledge("abc", at_least_one, ACTUAL)
    assert who_knows_own_status(m1) == set()

    m2 = m1.announce(nobody_knows(m1))  # three "I don't know"s
    assert sorted("".join("M" if f"m_{k}" in w else "C" for k in "abc") for w in m2.worlds) == [
        "CMM",
        "MCM",
        "MMC",
        "MMM",
    ]
    assert who_knows_own_status(m2) == {"a", "b"}  # Carol still considers MMM
    two_muddy = disj(
        conj(atom("m_a"), atom("m_b")), conj(atom("m_a"), atom("m_c")), conj(atom("m_b"), atom("m_c"))
    )
    assert m2.common_knowledge("abc", two_muddy, ACTUAL)

    # Alice and Bob say they are muddy: that announcement tells Carol she is clean.
    m3 = m2.announce(conj(knows_whether("a", atom("m_a")), knows_whether("b", atom("m_b"))))
    assert m3.worlds == (ACTUAL,)
    assert who_knows_own_status(m3) == {"a", "b", "c"}
    assert m3.common_knowledge("abc", conj(atom("m_a"), atom("m_b"), neg(atom("m_c"))), ACTUAL)


def test_belief_is_not_knowledge_after_a_soft_upgrade() -> None:
    model = EpistemicModel.full(["h1", "h2"], ["i"])
    w = frozenset({"h1"})
    up = model.lexicographic_upgrade(atom("h1"))
    assert up.believes("i", atom("h1"), w) and not up.knows("i", atom("h1"), w)
    assert set(up.worlds) == set(model.worlds)  # soft upgrades eliminate nothing
    h1_worlds = [x for x in up.worlds if "h1" in x]
    assert max(up.rank["i"][x] for x in h1_worlds) < min(up.rank["i"][x] for x in up.worlds if "h1" not in x)


def test_conservative_upgrade_moves_only_the_best_worlds() -> None:
    model = EpistemicModel.full(["p", "q"], ["i"]).lexicographic_upgrade(neg(atom("p")))
    model = model.lexicographic_upgrade(atom("q"))
    before = dict(model.rank["i"])
    up = model.conservative_upgrade(atom("p"))
    best_p = {
        w for w in model.worlds if "p" in w and before[w] == min(before[x] for x in model.worlds if "p" in x)
    }
    assert {w for w in up.worlds if up.rank["i"][w] == 0} == best_p
    others = [w for w in model.worlds if w not in best_p]
    assert sorted(others, key=lambda w: before[w]) == sorted(others, key=lambda w: up.rank["i"][w])


def test_awareness_expansion_refines_worlds_and_gates_explicit_knowledge() -> None:
    model = EpistemicModel.full(["p"], ["i", "j"])
    grown = model.expand_awareness("tok_bug", ["i"])
    assert len(grown.worlds) == 2 * len(model.worlds)
    assert grown.is_aware("i", atom("tok_bug")) and not grown.is_aware("j", atom("tok_bug"))
    known = grown.announce(atom("tok_bug"))
    w = frozenset({"p", "tok_bug"})
    assert known.knows("j", atom("tok_bug"), w) and not known.explicitly_knows("j", atom("tok_bug"), w)
    assert known.explicitly_knows("i", atom("tok_bug"), w)


def test_abductive_problem_is_queued_and_solved() -> None:
    model = EpistemicModel.full(["o6", "h3"], ["i"])  # nothing believed either way yet
    actual = frozenset({"o6", "h3"})
    explains = disj(neg(atom("h3")), atom("o6"))  # h3 -> o6, the mechanism is public
    model = model.announce(explains)
    queued = model.observe_surprising("i", atom("o6"), actual)
    assert [(a, f.name) for a, f in queued.problems] == [("i", "o6")]
    assert not queued.is_abductive_solution("i", atom("o6"), atom("o6"), actual)  # trivial
    assert not queued.is_abductive_solution("i", disj(atom("h3"), neg(atom("h3"))), atom("o6"), actual)
    assert queued.is_abductive_solution("i", atom("h3"), atom("o6"), actual)
    solved = queued.solve("i", atom("h3"), atom("o6"), actual)
    assert solved.problems == () and solved.believes("i", atom("h3"), actual)
    with pytest.raises(ValueError, match="does not solve"):
        queued.solve("i", atom("o6"), atom("o6"), actual)
    assert explains.name == "(~h3 | o6)"


formulas = st.sampled_from(
    [atom("p"), atom("q"), neg(atom("p")), conj(atom("p"), atom("q")), disj(atom("p"), neg(atom("q")))]
)


@given(formulas, formulas)
def test_announcements_only_remove_worlds_and_are_idempotent(f: object, g: object) -> None:
    model = EpistemicModel.full(["p", "q"], ["i"]).announce(g)  # type: ignore[arg-type]
    once = model.announce(f)  # type: ignore[arg-type]
    assert set(once.worlds) <= set(model.worlds)
    assert once.announce(f).worlds == once.worlds  # type: ignore[arg-type]
    assert set(model.lexicographic_upgrade(f).worlds) == set(model.worlds)  # type: ignore[arg-type]
