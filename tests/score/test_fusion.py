"""Fusion, guards and the session aggregator: the paper's worked examples and invariants."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dialogkg.score.consistency import NewNode, consistency, graph_anchor
from dialogkg.score.fusion import PROFILES, both_short, fuse, passes, select_regime
from dialogkg.score.session import aggregate, recency_weights, weighted_slope

unit = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
regimes = st.sampled_from(sorted(PROFILES))


def test_graph_anchor_worked_example_of_section_4_4() -> None:
    nodes = [NewNode("metabolic rate", 0.85, "semantic"), NewNode("weight gain", 0.60, "drift")]
    assert graph_anchor(nodes) == pytest.approx(0.464, abs=5e-4)
    assert graph_anchor(nodes) == pytest.approx((0.85 * 0.65 + 0.60 * 0.20) / 1.45)
    assert graph_anchor([]) == 1.0
    assert consistency(nodes, cosine_to_first_turn=0.9) == pytest.approx(0.85 * 0.9)


def test_a_turn_with_no_triples_is_scored_by_the_session_anchor_alone() -> None:
    # Triples that only reuse earlier nodes are fully anchored (no new node: graph anchor 1) ...
    assert consistency([], cosine_to_first_turn=0.10) == 1.0
    # ... but a turn nothing was extracted from has no graph evidence: its cosine, floored at eta_D.
    assert consistency([], cosine_to_first_turn=0.30, extracted=False) == pytest.approx(0.30)
    assert consistency([], cosine_to_first_turn=0.05, extracted=False) == pytest.approx(0.20)
    assert consistency([], cosine_to_first_turn=0.90, extracted=False) == pytest.approx(0.90)


def test_turn_four_of_section_4_9_is_capped_by_the_hard_logic_gate() -> None:
    fused = fuse(s_loc=0.80, s_cons=1.0, s_log=0.05, regime="General")
    assert fused.pre_gate == pytest.approx(0.615)
    assert fused.q == pytest.approx(0.40)
    assert fused.guards == ("hard-logic",)
    assert not passes(fused, 0.80)


def test_turn_three_of_section_4_9_fails_under_the_normative_gate() -> None:
    """Documented decision: S_log = 0.55 < 0.60 caps Q at 0.40 (section 4.6 over 4.9's prose)."""
    fused = fuse(s_loc=0.82, s_cons=0.65, s_log=0.55, regime="General")
    assert fused.q == pytest.approx(0.40) and not passes(fused, 0.82)


def test_joint_weakness_and_non_sequitur_apply_except_to_short_turns() -> None:
    off = fuse(0.10, 0.30, 1.0, "General")
    assert off.guards == ("joint-weakness", "non-sequitur")
    assert off.q == pytest.approx((0.5 * 0.10 + 0.2 * 0.30 + 0.3) * 0.75 * 0.5)
    assert fuse(0.10, 0.30, 1.0, "Short").guards == ()


def test_regime_selection_by_word_counts() -> None:
    """W_short = 12 response words, W_qa = 10 prompt words (the reference implementation's)."""
    answer = "Skipping breakfast slows metabolism in most adults, as several small studies have shown."  # 13
    assert select_regime("Yes, it does.", "Does skipping breakfast affect metabolism?") == "Short"
    assert (
        select_regime("Skipping breakfast slows metabolism in most adults, studies show.", "Why?") == "Short"
    )
    assert select_regime(answer, "Why?") == "QA"
    assert select_regime(answer, "Does skipping breakfast at all affect my metabolism much?") == "QA"  # 9
    long_prompt = "Could you explain in detail how skipping breakfast might affect my metabolism over time?"
    assert select_regime(answer, long_prompt) == "General"
    assert both_short("Yes, it does.", "Why?") and not both_short("Yes, it does.", long_prompt)


def test_a_short_answer_to_a_long_prompt_is_still_guarded() -> None:
    assert fuse(0.10, 0.30, 1.0, "Short", exempt=False).guards == ("joint-weakness", "non-sequitur")
    assert fuse(0.10, 0.30, 1.0, "Short", exempt=True).guards == ()


@given(unit, unit, unit, regimes)
def test_scores_stay_in_unit_interval_and_guards_never_raise(
    s_loc: float, s_cons: float, s_log: float, regime: str
) -> None:
    fused = fuse(s_loc, s_cons, s_log, regime)  # type: ignore[arg-type]
    assert 0.0 <= fused.q <= 1.0
    assert fused.q <= fused.pre_gate + 1e-12


def test_recency_weights_and_slope() -> None:
    weights = recency_weights(4)
    assert sum(weights) == pytest.approx(1.0) and weights == sorted(weights)
    assert weighted_slope([0.2, 0.4, 0.6, 0.8], weights) == pytest.approx(0.2)
    falling = aggregate([0.94, 0.85, 0.70, 0.40])
    assert falling.slope < 0 and falling.trend == "degrading" and falling.score < falling.level
    assert aggregate([0.7, 0.7, 0.7]).trend == "stable"


@given(st.lists(st.floats(min_value=0.2, max_value=0.6), min_size=2, max_size=30), st.floats(-0.2, 0.2))
def test_session_score_is_shift_invariant_up_to_clipping(q: list[float], delta: float) -> None:
    base = aggregate(q)
    shifted = aggregate([x + delta for x in q])
    assert shifted.slope == pytest.approx(base.slope, abs=1e-9)
    assert shifted.level == pytest.approx(base.level + delta, abs=1e-9)
    if 0 < base.score < 1 and 0 < shifted.score < 1:
        assert shifted.score == pytest.approx(base.score + delta, abs=1e-9)
    assert 0.0 <= shifted.score <= 1.0
