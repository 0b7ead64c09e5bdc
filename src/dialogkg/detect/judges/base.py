"""What a judge is asked and what it answers.

A judge sees pairs of statements, each rendered from a fact edge of the SKG with the utterance
it came from, and says per pair whether the two cannot both hold. It never sees scores and its
answers never change them: evaluation reports them as a figure of their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from dialogkg.errors import DialogKGError


class JudgeError(DialogKGError):
    """The judge's model could not be loaded or run."""


@dataclass(frozen=True)
class JudgePair:
    """An earlier and a later statement (the later one belongs to the turn being scored)."""

    earlier: str
    later: str
    earlier_turn: int
    later_turn: int
    earlier_utterance: str
    later_utterance: str


@dataclass(frozen=True)
class PairVerdict:
    contradiction: bool
    score: float | None = None  # the judge's contradiction probability, where it has one


@dataclass(frozen=True)
class Judgement:
    """One verdict per pair, in order; or none and the reason the judge gave no answer."""

    verdicts: tuple[PairVerdict, ...]
    issue: str | None = None


class PairJudge(Protocol):
    name: str  # the backend: nli or llm
    model: str  # the cross-encoder's folder or the language model's name

    def judge(self, pairs: Sequence[JudgePair]) -> Judgement: ...


# -- natural language inference (D-SMART's CS and DER) ---------------------------------------

ENTAILMENT = "entailment"
NEUTRAL = "neutral"
CONTRADICTION = "contradiction"
NLI_LABELS = (ENTAILMENT, NEUTRAL, CONTRADICTION)


@dataclass(frozen=True)
class NLIPair:
    """A premise (the dialogue history) and a hypothesis (the turn judged against it)."""

    premise: str
    hypothesis: str
    turn: int


@dataclass(frozen=True)
class Inference:
    """A backend's class probabilities for one pair (they sum to 1) and its label."""

    entailment: float
    neutral: float
    contradiction: float
    label: str  # one of NLI_LABELS


@dataclass(frozen=True)
class Uninferred:
    """No answer for the pair, and why (the backend is never required: the scores stand without it)."""

    issue: str


def most_probable(entailment: float, neutral: float, contradiction: float) -> str:
    """The label of the largest probability. Ties go to the least committal class (neutral, then
    contradiction, then entailment), so an undecided backend never counts towards DER."""
    ranked = ((neutral, NEUTRAL), (contradiction, CONTRADICTION), (entailment, ENTAILMENT))
    best = max(p for p, _ in ranked)
    return next(label for p, label in ranked if p == best)


class NLIBackend(Protocol):
    name: str  # the backend: cross-encoder or llm
    model: str  # the cross-encoder's folder or the language model's name

    def infer(self, pairs: Sequence[NLIPair]) -> tuple[Inference | Uninferred, ...]:
        """One answer per pair, in order; raises JudgeError only when the backend cannot run at all."""
        ...
