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
