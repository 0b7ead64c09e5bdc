"""Epistemic plausibility model: the muddy-children trace of appendix B and the update laws of E.1-E.3."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dialogkg.ground.epistemic import (
    Abduction,
    EpistemicModel,
    Formula,
    World,
    atom,
    conj,
    disj,
    implies,
    knows,
    knows_whether,
    muddy_children,
    neg,
    nobody_knows,
    nobody_steps_forward,
)

ACTUAL = frozenset({"m_a", "m_b"})  # Alice and Bob muddy, Carol clean: MMC
KIDS = "abc"


def label(w: World) -> str:
    """The appendix's notation: MMC is m_a, m_b, not m_c."""
    return "".join("M" if f"m_{k}" in w else "C" for k in KIDS)


def labels(worlds: Iterable[World]) -> set[str]:
    return {label(w) for w in worlds}


def knowers(model: EpistemicModel) -> set[str]:
    """The children who know whether they are muddy at the actual world."""
    return {k for k in model.agents if knows_whether(k, atom(f"m_{k}"))(model, ACTUAL)}


def ranked(model: EpistemicModel, agent: str = "i") -> dict[str, int]:
    return {"".join(sorted(w)) or "-": r for w, r in model.rank[agent].items()}


# -- appendix B -------------------------------------------------------------------------------


def test_initial_model_has_eight_worlds_and_alices_partition() -> None:
    m0 = muddy_children()
    assert labels(m0.worlds) == {"MMM", "MMC", "MCM", "MCC", "CMM", "CMC", "CCM", "CCC"}
    assert {frozenset(labels(c)) for c in m0.partition("a")} == {
        frozenset({"MMC", "CMC"}),
        frozenset({"MMM", "CMM"}),
        frozenset({"MCM", "CCM"}),
        frozenset({"MCC", "CCC"}),
    }
    assert knowers(m0) == set()


def test_muddy_children_trace_8_7_4_1() -> None:
    at_least_one = disj(atom("m_a"), atom("m_b"), atom("m_c"))
    m0 = muddy_children()
    m1 = m0.announce(at_least_one)  # Turn 0, the father
    assert [len(m.worlds) for m in (m0, m1)] == [8, 7]
    assert labels(m0.worlds) - labels(m1.worlds) == {"CCC"}
    assert m1.common_knowledge(KIDS, at_least_one, ACTUAL)
    assert knowers(m1) == set()

    m2 = nobody_steps_forward(m1)  # Turns 1a-c: three "I don't know"s
    assert labels(m2.worlds) == {"MMM", "MMC", "MCM", "CMM"}
    assert knowers(m2) == {"a", "b"}
    assert labels(m2.cell("a", ACTUAL)) == {"MMC"}
    assert labels(m2.cell("b", ACTUAL)) == {"MMC"}
    assert labels(m2.cell("c", ACTUAL)) == {"MMC", "MMM"}
    two_muddy = disj(*(conj(atom(f"m_{x}"), atom(f"m_{y}")) for x, y in ("ab", "ac", "bc")))
    assert m2.common_knowledge(KIDS, two_muddy, ACTUAL)
    assert not m2.common_knowledge(KIDS, atom("m_a"), ACTUAL)  # CMM is still reachable

    # Turns 2a-c, one at a time: each "yes" states what its speaker now knows.
    m2a = m2.announce(knows("a", atom("m_a")))
    assert labels(m2a.worlds) == {"MMC", "MCM"}
    assert knowers(m2a) == {"a", "b", "c"}  # MMM is gone, so Carol now knows she is clean
    m2b = m2a.announce(knows("b", atom("m_b")))
    m3 = m2b.announce(knows("c", neg(atom("m_c"))))
    assert [len(m.worlds) for m in (m0, m1, m2, m3)] == [8, 7, 4, 1]
    assert m2b.worlds == m3.worlds == (ACTUAL,)
    assert knowers(m3) == {"a", "b", "c"}
    assert m3.common_knowledge(KIDS, conj(atom("m_a"), atom("m_b"), neg(atom("m_c"))), ACTUAL)


def test_the_first_round_is_simultaneous() -> None:
    """Announced child by child, Alice's "I don't know" alone removes MCC, after which Bob does
    know at MMC: his own "I don't know" would be false. The round is one joint announcement."""
    m1 = muddy_children().announce(disj(atom("m_a"), atom("m_b"), atom("m_c")))
    alice_only = m1.announce(neg(knows_whether("a", atom("m_a"))))
    assert labels(m1.worlds) - labels(alice_only.worlds) == {"MCC"}
    assert knows("b", atom("m_b"))(alice_only, ACTUAL)
    assert nobody_knows(m1)(m1, ACTUAL)
    assert not nobody_knows(m1)(alice_only, ACTUAL)


# -- hard and soft updates ------------------------------------------------------------------


def two_atoms(ranks: dict[str, int] | None = None, observes: Iterable[str] = ()) -> EpistemicModel:
    """Worlds over p, q for one agent i; ``ranks`` keyed like ``ranked``'s output."""
    model = EpistemicModel.full(["p", "q"], ["i"], observes={"i": observes})
    if ranks is None:
        return model
    return replace(model, rank={"i": {w: ranks["".join(sorted(w)) or "-"] for w in model.worlds}})


STAGGERED = {"pq": 3, "p": 0, "q": 2, "-": 1}  # i believes p and not q


def test_announcement_eliminates_exactly_the_false_worlds() -> None:
    model = two_atoms(STAGGERED)
    after = model.announce(implies(atom("p"), atom("q")))
    assert ranked(after) == {"pq": 3, "q": 2, "-": 1}
    assert after.knows("i", implies(atom("p"), atom("q")), frozenset())


def test_lexicographic_upgrade_puts_every_f_world_first_keeping_order() -> None:
    model = two_atoms(STAGGERED)
    up = model.lexicographic_upgrade(atom("q"))
    assert ranked(up) == {"q": 0, "pq": 1, "p": 2, "-": 3}
    assert up.worlds == model.worlds
    w = frozenset({"q"})
    assert up.believes("i", atom("q"), w) and not up.knows("i", atom("q"), w)
    assert up.possible("i", neg(atom("q")), w)


def test_conservative_upgrade_moves_only_the_best_f_world() -> None:
    up = two_atoms(STAGGERED).conservative_upgrade(atom("q"))
    assert ranked(up) == {"q": 0, "p": 1, "-": 2, "pq": 3}  # pq stays below p, unlike [⇑q]
    assert up.believes("i", conj(atom("q"), neg(atom("p"))), frozenset())


def test_conservative_upgrade_acts_in_every_information_cell() -> None:
    """i sees q. The best p-world of the whole model is in the q-cell, yet i must come to
    believe p in the other cell too."""
    model = two_atoms({"pq": 1, "q": 0, "p": 3, "-": 2}, observes=["q"])
    no_q = frozenset()
    assert model.believes("i", neg(atom("p")), no_q)
    up = model.conservative_upgrade(atom("p"))
    assert up.believes("i", atom("p"), no_q) and up.believes("i", atom("p"), frozenset({"q"}))
    assert ranked(up) == {"pq": 0, "p": 0, "q": 1, "-": 2}


def test_upgrading_no_agent_changes_nothing() -> None:
    model = two_atoms(STAGGERED)
    assert model.lexicographic_upgrade(atom("q"), []).rank == model.rank
    assert model.conservative_upgrade(atom("q"), []).rank == model.rank


# -- awareness (Definition E.3) -------------------------------------------------------------


def test_awareness_expansion_refines_worlds_and_gates_explicit_knowledge() -> None:
    model = EpistemicModel.full(["p"], ["i", "j"]).lexicographic_upgrade(atom("p"))
    grown = model.expand_awareness("tok_bug", ["i"])
    assert len(grown.worlds) == 4 and len(model.worlds) == 2
    assert grown.propositions == ("p", "tok_bug")
    assert grown.is_aware("i", atom("tok_bug")) and not grown.is_aware("j", atom("tok_bug"))
    assert grown.is_aware("i", implies(atom("p"), neg(atom("tok_bug"))))  # generated by atoms
    assert not grown.is_aware("j", conj(atom("p"), atom("tok_bug")))
    assert grown.believes("j", atom("p"), frozenset())  # the split keeps plausibility
    assert grown.expand_awareness("tok_bug", ["j"]).worlds == grown.worlds  # old atom: no split

    known = grown.announce(atom("tok_bug"))
    w = frozenset({"p", "tok_bug"})
    assert known.knows("j", atom("tok_bug"), w) and not known.explicitly_knows("j", atom("tok_bug"), w)
    assert known.explicitly_knows("i", atom("tok_bug"), w)


def test_awareness_of_an_opaque_formula_needs_its_name() -> None:
    model = EpistemicModel.full(["p"], ["i"])
    opaque = Formula("odd", lambda _m, w: len(w) % 2 == 1)
    assert not model.is_aware("i", opaque)
    assert replace(model, aware={"i": frozenset({"p", "odd"})}).is_aware("i", opaque)


# -- abduction (Definition E.2) -------------------------------------------------------------


def abduction_model() -> tuple[EpistemicModel, World]:
    """h3 or h4 would each produce o6; i already believes not h4."""
    model = EpistemicModel.full(["o6", "h3", "h4"], ["i"])
    model = model.announce(conj(implies(atom("h3"), atom("o6")), implies(atom("h4"), atom("o6"))))
    return model.lexicographic_upgrade(neg(atom("h4"))), frozenset({"o6", "h3"})


def test_surprising_observation_is_queued_once() -> None:
    model, actual = abduction_model()
    queued = model.observe_surprising("i", atom("o6"), actual)
    assert [(a, str(f)) for a, f in queued.problems] == [("i", "o6")]
    assert queued.observe_surprising("i", atom("o6"), actual).problems == queued.problems
    assert model.observe_surprising("i", atom("h4"), actual) is model  # false at the actual world
    assert model.observe_surprising("i", neg(atom("h4")), actual) is model  # already believed


def test_abductive_solution_conditions() -> None:
    model, actual = abduction_model()
    queued = model.observe_surprising("i", atom("o6"), actual)
    o6 = atom("o6")
    assert queued.abductive_conditions("i", atom("h3"), o6, actual) == Abduction(True, True, True)
    assert queued.abductive_conditions("i", atom("h4"), o6, actual) == Abduction(False, True, True)
    assert queued.abductive_conditions("i", o6, o6, actual) == Abduction(True, True, False)
    assert queued.abductive_conditions("i", neg(atom("h3")), o6, actual) == Abduction(True, False, True)
    tautology = disj(atom("h3"), neg(atom("h3")))
    assert queued.abductive_conditions("i", tautology, o6, actual) == Abduction(True, False, False)
    assert [queued.is_abductive_solution("i", g, o6, actual) for g in (atom("h3"), atom("h4"), o6)] == [
        True,
        False,
        False,
    ]

    solved = queued.solve("i", atom("h3"), o6, actual)
    assert solved.problems == ()
    assert solved.believes("i", atom("h3"), actual) and not solved.knows("i", atom("h3"), actual)
    assert solved.believes("i", o6, actual)
    with pytest.raises(ValueError, match=r"does not solve .*: consistent$"):
        queued.solve("i", atom("h4"), o6, actual)
    with pytest.raises(ValueError, match=r"does not solve .*: non_trivial$"):
        queued.solve("i", o6, o6, actual)


# -- properties -----------------------------------------------------------------------------

p, q = atom("p"), atom("q")
formulas = st.sampled_from([p, q, neg(p), conj(p, q), disj(p, neg(q)), implies(q, p)])
rank_maps = st.fixed_dictionaries({k: st.integers(0, 3) for k in ("pq", "p", "q", "-")})


@given(formulas, formulas)
def test_announcements_only_remove_worlds_and_are_idempotent(f: Formula, g: Formula) -> None:
    model = two_atoms().announce(g)
    once = model.announce(f)
    assert set(once.worlds) == {w for w in model.worlds if f(model, w)}
    assert once.announce(f) == once


@given(formulas, rank_maps)
def test_lexicographic_upgrade_orders_sides_and_keeps_worlds(f: Formula, ranks: dict[str, int]) -> None:
    model = two_atoms(ranks)
    old, new = model.rank["i"], model.lexicographic_upgrade(f).rank["i"]
    assert set(new) == set(model.worlds)
    for v in model.worlds:
        for w in model.worlds:
            if f(model, v) and not f(model, w):
                assert new[v] < new[w]
            elif f(model, v) == f(model, w):
                assert (new[v] < new[w]) == (old[v] < old[w])


@given(formulas, rank_maps)
def test_conservative_upgrade_keeps_every_other_comparison(f: Formula, ranks: dict[str, int]) -> None:
    model = two_atoms(ranks)
    old, new = model.rank["i"], model.conservative_upgrade(f).rank["i"]
    f_worlds = [w for w in model.worlds if f(model, w)]
    best = {w for w in f_worlds if old[w] == min(old[x] for x in f_worlds)}
    assert {w for w in model.worlds if new[w] == 0} == best
    rest = [w for w in model.worlds if w not in best]
    assert all((new[v] < new[w]) == (old[v] < old[w]) for v in rest for w in rest)
