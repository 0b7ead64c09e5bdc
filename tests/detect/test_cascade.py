"""The detector cascade on single edge pairs: each detector, each guard, the order."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dialogkg.detect.cascade import HARD_DETECTORS, EdgeView, Outcome, cascade, numbers
from dialogkg.detect.lexicons import default_lexicons


def edge(
    relation: str,
    obj: str = "metabolism",
    *,
    rel_type: str = "assertion",
    intent: str = "State",
    prop: str = "ADDITIVE",
    obj_type: str = "Concept",
) -> EdgeView:
    return EdgeView(relation, rel_type, intent, prop, obj, obj_type)


def test_negflip_of_the_worked_example_wins_over_same_type_eoc() -> None:
    """Section 4.9 turn 4: 'has no effect' vs 'slows' on aligned objects -> NegFlip 0.95."""
    out = cascade(edge("has no effect", prop="EXCLUSIVE"), edge("slows", prop="EXCLUSIVE"), rs=0.9, os=0.86)
    assert (out.detector, out.confidence) == ("NegFlip", 0.95)


@pytest.mark.parametrize(
    ("current", "historical", "rs", "os", "expected"),
    [
        (edge("do not read", "fiction books"), edge("read", "fiction books"), 0.8, 1.0, ("NegFlip", 0.95)),
        (edge("does not read"), edge("never reads"), 0.9, 0.9, (None, 0.0)),  # both negated: no flip
        (edge("decreases", "soil moisture"), edge("increases", "soil moisture"), 0.5, 1.0, ("Antonym", 0.88)),
        (edge("own", "1 dog"), edge("own", "3 dogs"), 1.0, 0.8, ("NumMismatch", 0.92)),
        (edge("has", "two moons"), edge("has", "2 moons"), 1.0, 0.9, (None, 0.0)),  # same number
        (
            edge("is", "green", prop="EXCLUSIVE"),
            edge("is", "blue", prop="EXCLUSIVE"),
            0.95,
            0.5,
            ("EOC", 0.5),
        ),
        (
            edge("is", "green", prop="EXCLUSIVE"),
            edge("is", "blue", prop="EXCLUSIVE"),
            0.95,
            0.65,
            ("SameTypeEOC", 0.6),
        ),
        (edge("sweep", "kitchen floor"), edge("wash", "dirty dishes"), 0.7, 0.3, ("SemDrift", 0.7)),
        (edge("likes", "tennis"), edge("enjoys", "football"), 0.7, 0.5, ("SemDrift", 0.45)),
        (edge("includes", "fleece"), edge("includes", "boots"), 1.0, 0.45, (None, 0.0)),  # ADDITIVE
        (edge("slows", intent="Hyp"), edge("speeds", intent="State"), 0.9, 0.9, ("Antonym", 0.88)),
        (edge("may slow", intent="Hyp"), edge("slows"), 0.9, 0.6, ("IntentGate", 0.0)),
        (edge("fixes", rel_type="solution"), edge("causes"), 0.7, 0.6, ("ElabGuard", 0.0)),
        (edge("orbits", "sun"), edge("tastes", "bitter"), 0.1, 0.1, ("NoiseFloor", 0.0)),
    ],
)
def test_detectors_and_guards(
    current: EdgeView, historical: EdgeView, rs: float, os: float, expected: tuple[object, float]
) -> None:
    out = cascade(current, historical, rs, os)
    assert (out.detector, round(out.confidence, 6)) == expected


def test_same_type_eoc_has_a_floor_of_0_60() -> None:
    current = edge("capital is", "Lyon", prop="EXCLUSIVE", obj_type="Organization")
    historical = edge("capital is", "Paris", prop="EXCLUSIVE", obj_type="Organization")
    assert cascade(current, historical, rs=0.95, os=0.78).detector is None  # one value, paraphrased
    out = cascade(current, historical, rs=0.95, os=0.72)
    assert (out.detector, out.confidence) == ("SameTypeEOC", 0.60)
    mixed = edge("capital is", "Lyon", prop="EXCLUSIVE", obj_type="Time")
    assert cascade(mixed, historical, rs=0.95, os=0.72).detector == "SemDrift"


def test_lexicons_read_markers_antonyms_and_numbers() -> None:
    lex = default_lexicons()
    assert lex.negated("does not read") and lex.negated("can't reach") and not lex.negated("knows")
    assert lex.opposite("raises", "lowers") and lex.opposite("prevents", "causes")
    assert not lex.opposite("raises", "raises")
    assert numbers("3 dogs and 2.5 cats") == {"3.0", "2.5"} and numbers("two moons") == {"2.0"}
    assert "i" in lex.blocklist and "this" in lex.blocklist


def test_hard_detectors_are_the_contradictions_and_drift_is_not() -> None:
    assert {"NegFlip", "Antonym", "NumMismatch", "EOC", "SameTypeEOC"} == HARD_DETECTORS
    assert Outcome("EOC", 0.5).is_hard and not Outcome("SemDrift", 0.45).is_hard
    assert not Outcome("NoiseFloor", 0.0).is_hard and not Outcome(None, 0.0).is_hard


# Issue 11's chat rules, each with its exact firing (rs, os as the embedder would give them).
@pytest.mark.parametrize(
    ("current", "historical", "rs", "os", "expected"),
    [
        # "I enjoy running" then "to be honest I hate running": a relation antonym.
        (edge("hate", "running"), edge("enjoy", "running"), 0.55, 1.0, ("Antonym", 0.88)),
        (edge("dislike", "cats"), edge("like", "cats"), 0.6, 1.0, ("Antonym", 0.88)),
        (edge("love", "jazz"), edge("hate", "jazz"), 0.5, 1.0, ("Antonym", 0.88)),
        # "like" is no stem of "dislike": two dislikes agree.
        (edge("dislike", "cats"), edge("dislike", "dogs"), 1.0, 0.5, (None, 0.0)),
        # Opposite values under one functional slot: an antonym before EOC's 1 - os.
        (
            edge("have marital status", "married", prop="EXCLUSIVE"),
            edge("have marital status", "single", prop="EXCLUSIVE"),
            1.0,
            0.5,
            ("Antonym", 0.88),
        ),
        # Opposite values need aligned relations (rs > 0.70).
        (edge("visit", "married friends"), edge("meet", "single people"), 0.65, 0.5, ("SemDrift", 0.45)),
        # "always" against "never": never is a negation marker, so NegFlip when objects align...
        (edge("never eat", "meat"), edge("always eat", "meat"), 0.8, 0.9, ("NegFlip", 0.95)),
        # ... and the antonym pair when they align only loosely.
        (
            edge("never go to", "the gym"),
            edge("always go to", "a fitness club"),
            0.8,
            0.35,
            ("Antonym", 0.88),
        ),
        # A negated set covers its members: "no pets" against "my dog", whatever the cosine.
        (
            edge("have", "dog"),
            edge("have", "pets", rel_type="negation_assertion"),
            1.0,
            0.3,
            ("NegFlip", 0.95),
        ),
        (
            edge("have", "kids", rel_type="negation_assertion"),
            edge("have daughter", "Lily"),
            0.7,
            0.1,
            ("NegFlip", 0.95),
        ),
        # Not the other way round: "I have pets" does not flip against "I have no dog" at os 0.3.
        (
            edge("have", "dog", rel_type="negation_assertion"),
            edge("have", "pets"),
            1.0,
            0.3,
            ("MemberGuard", 0.0),
        ),
        # A counted set absorbs its members: "three kids" then "my two sons" is elaboration.
        (
            edge("have son", "2", prop="EXCLUSIVE", obj_type="Number"),
            edge("have kid", "3", prop="EXCLUSIVE", obj_type="Number"),
            0.8,
            0.7,
            ("MemberGuard", 0.0),
        ),
        (
            edge("have daughter", "youngest daughter", prop="EXCLUSIVE"),
            edge("have kid", "3", prop="EXCLUSIVE", obj_type="Number"),
            0.9,
            0.3,
            ("MemberGuard", 0.0),
        ),
        # Without the hypernym, the same shape is a numeric mismatch.
        (
            edge("have sister", "2", prop="EXCLUSIVE", obj_type="Number"),
            edge("have sister", "3", prop="EXCLUSIVE", obj_type="Number"),
            1.0,
            0.7,
            ("NumMismatch", 0.92),
        ),
        # One preference list, worded differently, accumulates: no drift.
        (edge("love", "swimming"), edge("like", "hiking"), 0.7, 0.5, (None, 0.0)),
        (edge("be into", "jazz"), edge("enjoy", "hiking"), 0.65, 0.45, (None, 0.0)),
        # Different relations still drift (SemDrift, soft).
        (edge("like", "swimming"), edge("work at", "a pool"), 0.65, 0.5, ("SemDrift", 0.45)),
    ],
)
def test_chat_rules(
    current: EdgeView, historical: EdgeView, rs: float, os: float, expected: tuple[object, float]
) -> None:
    out = cascade(current, historical, rs, os)
    assert (out.detector, round(out.confidence, 6)) == expected


def test_chat_lexicons() -> None:
    lex = default_lexicons()
    assert lex.opposite("hate", "enjoy") and lex.opposite("like", "dislike")
    assert not lex.opposite("dislike", "dislike") and not lex.opposite("like", "love")
    assert lex.opposite_values("married", "single") and lex.opposite_values("divorced", "happily married")
    assert not lex.opposite_values("Richard", "poor") and not lex.opposite_values("alive", "alive")
    assert lex.broader("have kids", "have daughter") and lex.broader("have pet", "my cats")
    assert lex.broader("vehicle", "a car") and not lex.broader("have daughter", "have kids")
    assert lex.canonical("love") == lex.canonical("enjoy") == lex.canonical("like") == "like"
    assert lex.canonical("be a fan of") == "like" and lex.canonical("can't stand") == "dislike"
    assert lex.canonical("work as") == "work as"


unit = st.floats(min_value=0.0, max_value=1.0)


@given(unit, unit, st.sampled_from(["EXCLUSIVE", "ADDITIVE"]), st.sampled_from(["own", "owns not", "lowers"]))
def test_confidence_is_a_probability_and_nothing_fires_without_a_detector(
    rs: float, os: float, prop: str, relation: str
) -> None:
    out = cascade(edge(relation, "3 dogs", prop=prop), edge("own", "4 dogs", prop=prop), rs, os)
    assert 0.0 <= out.confidence <= 1.0
    assert out.fired == (
        out.detector in {"NegFlip", "Antonym", "NumMismatch", "EOC", "SameTypeEOC", "SemDrift"}
    )
