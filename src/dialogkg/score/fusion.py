"""Regime-adaptive fusion of the three per-turn scores and the three guards (SKG-Eval 4.6).

Decision on the paper's inconsistency: section 4.9 lets turn 3 (S_log = 0.55 from residual
drift) stay above the pass threshold, but section 4.6's hard logic gate caps every turn with
S_log < 0.60 at 0.40. We follow the normative definition (4.6): the gate applies to any
S_log below 0.60, so turn 3 of 4.9 fails. What keeps ordinary dialogue from failing is the
cascade: adding another value to an ADDITIVE relation is not drift (see detect.cascade).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Regime = Literal["Short", "QA", "General"]

# Weight profiles (w_loc, w_cons, w_log) per regime.
PROFILES: dict[Regime, tuple[float, float, float]] = {
    "Short": (0.50, 0.10, 0.40),
    "QA": (0.65, 0.05, 0.30),
    "General": (0.50, 0.20, 0.30),
}
# Word-count limits of the regime selector (whitespace words). The paper names W_short and W_qa
# without values; both come from the SKG-Eval reference implementation (github.com/AvijitShil/
# SKG-Eval, SKG_Eval_main.py: SHORT_RESPONSE_WORD_THRESHOLD = 12, SHORT_PROMPT_WORD_THRESHOLD =
# 10). With them the worked example's four responses (5-9 words) are all Short, as the paper's
# "Yes.", "42." examples suggest.
W_SHORT = 12
W_QA = 10
HARD_LOGIC = 0.60  # S_log below this caps Q ...
HARD_LOGIC_CAP = 0.40  # ... at this
JOINT_WEAKNESS = (0.50, 0.45, 0.75)  # S_loc <, S_cons <, multiplier
NON_SEQUITUR = (0.45, 0.20, 0.5)  # S_cons <, S_loc <, multiplier
QUARANTINE = 0.40  # Q below this quarantines the turn's nodes and edges
PASS = 0.60  # reporting only: Q >= PASS passes
RELEVANCE_FAIL = 0.50  # reporting only: S_loc below this fails regardless of Q


def words(text: str) -> int:
    return len(text.split())


def select_regime(response: str, prompt: str) -> Regime:
    if words(response) < W_SHORT:
        return "Short"
    if words(prompt) < W_QA:
        return "QA"
    return "General"


@dataclass(frozen=True)
class Fused:
    regime: Regime
    pre_gate: float
    q: float
    guards: tuple[str, ...] = field(default=())

    @property
    def quarantined(self) -> bool:
        return self.q < QUARANTINE


def both_short(response: str, prompt: str) -> bool:
    """SKG-Eval's Both-Short turn (a short answer to a short prompt), exempt from the guards."""
    return words(response) < W_SHORT and words(prompt) < W_QA


def fuse(s_loc: float, s_cons: float, s_log: float, regime: Regime, exempt: bool | None = None) -> Fused:
    """Convex combination, then the monotone guards; Q is clipped to [0, 1].

    ``exempt`` says the turn is Both-Short (see ``both_short``); by default every Short turn is.
    """
    w_loc, w_cons, w_log = PROFILES[regime]
    pre = w_loc * s_loc + w_cons * s_cons + w_log * s_log
    q = pre
    guards: list[str] = []
    if s_log < HARD_LOGIC and q > HARD_LOGIC_CAP:
        q = HARD_LOGIC_CAP
        guards.append("hard-logic")
    # "g_t != Both-Short" in the paper: the structural guards do not apply to a short answer to
    # a short prompt, whose low consistency is expected (few new nodes); a short answer to a
    # long prompt is still checked, as in the reference implementation.
    if not (regime == "Short" if exempt is None else exempt):
        loc_max, cons_max, factor = JOINT_WEAKNESS
        if s_loc < loc_max and s_cons < cons_max:
            q *= factor
            guards.append("joint-weakness")
        cons_max, loc_max, factor = NON_SEQUITUR
        if s_cons < cons_max and s_loc < loc_max:
            q *= factor
            guards.append("non-sequitur")
    return Fused(regime, pre, min(1.0, max(0.0, q)), tuple(guards))


def passes(fused: Fused, s_loc: float) -> bool:
    return fused.q >= PASS and s_loc >= RELEVANCE_FAIL
