"""The detector cascade on single edge pairs: each detector, each guard, the order."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dialogkg.detect.cascade import EdgeView, cascade, numbers
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
