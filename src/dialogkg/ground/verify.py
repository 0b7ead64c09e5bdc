"""Verify (Definition 2.2 with the stale-premise walk): is a candidate grounded in the state?

A candidate is grounded only if it is an argument of the conversation that asserts something,
stands (active or resolved, and in the grounded extension), and rests on premises that all
still stand, while every negated premise is still unsupported. Free text is first matched to
an argument by embedding cosine; below ``MATCH_THRESHOLD`` the verifier abstains (ungrounded).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from dialogkg.ground.meaning import TripleReader, conflict
from dialogkg.ground.state import DialogueState

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder

# Cosine at or above which a candidate sentence is taken to restate an argument's claim.
# Chosen on the Phase 2 E2 set (benchmarks/e2_verify.py) with all-MiniLM-L6-v2; restatements
# there score 0.5-0.95 against their argument, other topics below 0.3.
MATCH_THRESHOLD = 0.45

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


# Words that flip a sentence's polarity. A candidate whose polarity differs from the claim it
# matches contradicts that claim (embeddings do not see negation: cos("The sky is blue.",
# "The sky is not blue.") = 0.93), the same symbolic check SKG-Eval's NegFlip detector makes.
NEGATION_CUES = frozenset(
    {"not", "no", "never", "none", "nothing", "neither", "nor", "unrelated", "isn't", "aren't", "wasn't"}
)
NEGATION_PHRASES = ("independent of", "red herring")
# A candidate this close to an argument that no longer stands (within this cosine of its best
# match) may be restating the stale argument rather than the standing one: it is not grounded.
STALE_MARGIN = 0.1


_CONTRAST = re.compile(r",\s*(?:and\s+|but\s+)?not\s+|\s+rather than\s+|\s+instead of\s+", re.IGNORECASE)
# A candidate that asserts a cause can only be grounded by an argument that asserts one:
# observations report what was seen, hypotheses and decisions explain it.
_CAUSAL = re.compile(
    r"\b(?:causes?|caused|causing|because|due to|leads? to|led to|results? in|root cause|explains?)\b",
    re.IGNORECASE,
)
# "We should reconsider whether X" asks about X rather than asserting it.
_INDIRECT_QUESTION = re.compile(r"\b(?:whether|wonder if|not sure if)\b", re.IGNORECASE)
EXPLANATORY_KINDS = frozenset({"hypothesis", "decision", "position", "consideration"})
# Cosine at which a denied clause is taken to deny a standing argument.
DENIAL_THRESHOLD = 0.5


def split_denials(text: str) -> tuple[str, list[str]]:
    """``"X, not Y"`` asserts X and denies Y: return X and the denied clauses."""
    parts = _CONTRAST.split(text)
    main, denied = parts[0], [re.split(r"[.;,]", d, maxsplit=1)[0] for d in parts[1:]]
    return main, [d for d in denied if d.strip()]


def negated(text: str) -> bool:
    words = "".join(c.lower() if c.isalnum() or c == "'" else " " for c in text).split()
    cues = sum(w in NEGATION_CUES for w in words) + sum(p in text.lower() for p in NEGATION_PHRASES)
    return cues % 2 == 1


def verify_text(
    state: DialogueState,
    text: str,
    embedder: Embedder,
    threshold: float = MATCH_THRESHOLD,
    margin: float = STALE_MARGIN,
    triples: TripleReader | None = None,
) -> Verdict:
    """Match ``text`` to an argument by embedding cosine, then verify that argument.

    Assertions are matched against arguments that assert (a question asserts nothing); below
    ``threshold`` the verifier abstains. A match of opposite polarity is a contradiction, and
    so is a candidate that changes the value, number, place or polarity of any standing
    argument it matches (``ground.meaning``; ``triples`` reads triples for its triple-level
    comparison); a candidate nearly as close to a fallen argument as to its best match restates
    stale content. All are ungrounded.
    """
    asks = text.rstrip().endswith("?") or bool(_INDIRECT_QUESTION.search(text))
    ids = [a for a in state.args if asks or state.args[a].assertive]
    if not asks and _CAUSAL.search(text):
        ids = [a for a in ids if state.args[a].kind in EXPLANATORY_KINDS]
    if not ids:
        return Verdict("ungrounded", None, (), "the conversation has no arguments to match")
    main, denied = split_denials(text)
    vectors = embedder.encode([main, *denied] + [state.args[a].claim for a in ids])
    claims = vectors[1 + len(denied) :]
    sims = {a: float(x) for a, x in zip(ids, claims @ vectors[0], strict=True)}
    best = max(ids, key=lambda a: sims[a])
    score = sims[best]
    if score < threshold:
        return Verdict(
            "ungrounded",
            None,
            (),
            f"no argument of the conversation states this (closest: {best} at {score:.2f} < {threshold:.2f})",
            score,
        )
    if asks and not state.args[best].assertive:
        if state.args[best].status != "active":
            return Verdict("ungrounded", best, (), f"{best} was already {state.args[best].status}", score)
        return Verdict("grounded", best, (), f"asks open question {best} again", score)
    verdict = verify_argument(state, best, score)
    if verdict.verdict == "ungrounded":
        return verdict
    if negated(main) != negated(split_denials(state.args[best].claim)[0]):
        return replace(verdict, verdict="ungrounded", reason=f"contradicts {best}: {state.args[best].claim}")
    for other in sorted(
        (a for a in ids if sims[a] >= threshold and state.standing(a)), key=lambda a: -sims[a]
    ):
        arg = state.args[other]
        found = conflict(main, arg.claim, arg.speaker, embedder, triples)
        if found is not None:
            return replace(
                verdict, verdict="ungrounded", reason=f"contradicts {other} ({found.describe()}): {arg.claim}"
            )
    for row in range(len(denied)):
        denial = {a: float(x) for a, x in zip(ids, claims @ vectors[1 + row], strict=True)}
        target = max(ids, key=lambda a: denial[a])
        if denial[target] >= DENIAL_THRESHOLD and state.standing(target):
            return replace(verdict, verdict="ungrounded", reason=f"denies {target}, which stands")
    stale = [
        a
        for a in ids
        if a != best
        and sims[a] >= max(threshold, score - margin)
        and state.args[a].status in ("abandoned", "weakened", "retracted", "superseded")
        and not state.standing(a)
    ]
    if stale:
        fallen = max(stale, key=lambda a: sims[a])
        return replace(
            verdict, verdict="ungrounded", reason=f"may restate {fallen}: {_why_not_standing(state, fallen)}"
        )
    return verdict
