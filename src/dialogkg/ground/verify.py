"""Verify (Definition 2.2 with the stale-premise walk): is a candidate grounded in the state?

A candidate is grounded only if it is an argument of the conversation that asserts something,
stands (active or resolved, and in the grounded extension), and rests on premises that all
still stand, while every negated premise is still unsupported. Free text is first matched to
an argument by embedding cosine; below ``MATCH_THRESHOLD`` the verifier abstains (ungrounded).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from dialogkg.ground.state import DialogueState

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder

# Cosine at or above which a candidate sentence is taken to restate an argument's claim.
# Chosen on the Phase 2 E2 set (benchmarks/e2_verify.py) with all-MiniLM-L6-v2; restatements
# there score 0.55-0.85 against their argument, unrelated topics below 0.35.
MATCH_THRESHOLD = 0.5

VerdictName = Literal["grounded", "ungrounded"]


@dataclass(frozen=True)
class Verdict:
    verdict: VerdictName
    argument: str | None
    depends_on: tuple[str, ...]
    reason: str
    similarity: float | None = None

    def to_json(self) -> dict[str, object]:
        doc: dict[str, object] = {
            "verdict": self.verdict,
            "argument": self.argument,
            "depends_on": list(self.depends_on),
            "reason": self.reason,
        }
        if self.similarity is not None:
            doc["similarity"] = round(self.similarity, 4)
        return doc


def upstream_with_negations(state: DialogueState, arg_id: str) -> tuple[str, ...]:
    """Dep*(arg) sorted, with direct negated premises of every reached argument as ``not X``."""
    positive = state.upstream(arg_id)
    negated = {f"not {n}" for a in positive | {arg_id} for n in state.args[a].neg_deps}
    return tuple(sorted(positive) + sorted(negated))


def _why_not_standing(state: DialogueState, arg_id: str) -> str | None:
    if state.standing(arg_id):
        return None
    arg = state.args[arg_id]
    change = state.last_change(arg_id)
    when = f" at turn {change.turn}" if change is not None and change.after == arg.status else ""
    if arg.status in ("abandoned", "retracted", "superseded"):
        return f"{arg_id} was {arg.status}{when}"
    labels = state.labelling()
    supported = state.supported()
    attackers = sorted(a for a, t in state.attacks if t == arg_id and labels.get(a) == "in")
    if arg.status == "weakened" and (attackers or arg_id in state.undermined_generically):
        by = f" by {', '.join(attackers)}" if attackers else ""
        return f"{arg_id} was weakened{when}{by}"
    if attackers:
        return f"{arg_id} is defeated by {', '.join(attackers)}"
    missing = [d for d in arg.deps if not supported[d]]
    if missing:
        return f"{arg_id} lost support from {', '.join(missing)}"
    held = [n for n in arg.neg_deps if supported[n]]
    if held:
        return f"{arg_id} holds only while {', '.join(held)} is false"
    return f"{arg_id} is {labels[arg_id]} in the current extension"


def verify_argument(state: DialogueState, arg_id: str, similarity: float | None = None) -> Verdict:
    if arg_id not in state.args:
        return Verdict("ungrounded", None, (), f"no argument {arg_id!r} in this conversation", similarity)
    arg = state.args[arg_id]
    deps = upstream_with_negations(state, arg_id)
    if not arg.assertive:
        return Verdict("ungrounded", arg_id, deps, f"{arg_id} is a question; it asserts nothing", similarity)
    problem = _why_not_standing(state, arg_id)
    if problem is not None:
        return Verdict("ungrounded", arg_id, deps, problem, similarity)
    for dep in sorted(state.upstream(arg_id)):
        dep_problem = _why_not_standing(state, dep)
        if dep_problem is not None:
            return Verdict("ungrounded", arg_id, deps, f"rests on {dep}: {dep_problem}", similarity)
    supported = state.supported()
    for holder in sorted({n for a in state.upstream(arg_id) | {arg_id} for n in state.args[a].neg_deps}):
        if supported[holder]:
            return Verdict(
                "ungrounded",
                arg_id,
                deps,
                f"holds only while {holder} is false, but {holder} stands",
                similarity,
            )
    basis = f"; rests on {', '.join(deps)}, all standing" if deps else ""
    return Verdict("grounded", arg_id, deps, f"{arg_id} stands ({arg.status}){basis}", similarity)


def verify_text(
    state: DialogueState, text: str, embedder: Embedder, threshold: float = MATCH_THRESHOLD
) -> Verdict:
    """Match ``text`` to the closest argument claim; abstain (ungrounded) below the threshold."""
    ids = list(state.args)
    if not ids:
        return Verdict("ungrounded", None, (), "the conversation has no arguments yet")
    vectors = embedder.encode([text] + [state.args[a].claim for a in ids])
    scores = vectors[1:] @ vectors[0]
    best = int(scores.argmax())
    score = float(scores[best])
    if score < threshold:
        return Verdict(
            "ungrounded",
            None,
            (),
            f"no argument of the conversation states this (closest: {ids[best]} at {score:.2f} "
            f"< {threshold:.2f})",
            score,
        )
    return verify_argument(state, ids[best], score)
