"""D-SMART's NLI consistency metrics: per-turn CS (eq. 4) and the dialogue's DER (eq. 5).

An NLI backend (:mod:`dialogkg.detect.judges`) judges each assistant turn (the turns SKG-Eval
scores) as the hypothesis against the dialogue history before it as the premise:

    CS_i = ((P_E_i - P_C_i) + 1) / 2
    DER  = (1 / T) * sum_i 1[label_i == entailment]

Choices the paper leaves open, written down here:

- The premise is every earlier turn's text (user and assistant, no speaker names: NLI models are
  trained on plain sentences), one turn per line, most recent last. When that exceeds
  ``history_chars`` (default HISTORY_CHARS, about 350 tokens, leaving a 512-token cross-encoder
  room for the hypothesis) it is cut from the oldest side, at a word boundary. A backend may cut
  further: a cross-encoder truncates the longer of premise and hypothesis at its maximum length.
- An assistant turn with no history (the dialogue opens with it) is not judged, nor is one the
  backend gave no answer for (its ``issue`` says why); T counts the judged turns only, and DER is
  None when no turn was judged.
- The label is the backend's; a cross-encoder's is its most probable class, ties going to the
  least committal class (see :func:`dialogkg.detect.judges.base.most_probable`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.defaults import NLI_HISTORY_CHARS
from dialogkg.detect.judges.base import ENTAILMENT, Inference, NLIBackend, NLIPair, Uninferred

HISTORY_CHARS = NLI_HISTORY_CHARS
PRECISION = 4  # as the SKG-Eval scores
NO_HISTORY = "no history before the turn"


def consistency_score(entailment: float, contradiction: float) -> float:
    """CS (D-SMART eq. 4): 1 for certain entailment, 0 for certain contradiction."""
    return ((entailment - contradiction) + 1.0) / 2.0


def entailment_rate(labels: Sequence[str]) -> float | None:
    """DER (D-SMART eq. 5): the share of turns labelled entailment; None for no turns."""
    if not labels:
        return None
    return sum(1 for label in labels if label == ENTAILMENT) / len(labels)


def history(turns: Sequence[Turn], limit: int = HISTORY_CHARS) -> str:
    """The premise: the turns' texts one per line, cut to ``limit`` characters from the oldest side."""
    text = "\n".join(t.text.strip() for t in turns if t.text.strip())
    if len(text) <= limit:
        return text
    cut = len(text) - limit
    kept = text[cut:]
    if not text[cut - 1].isspace() and not kept[0].isspace():  # inside a word: drop its tail
        parts = kept.split(maxsplit=1)
        kept = parts[1] if len(parts) == 2 else kept  # (a single word longer than the window stays cut)
    return kept.lstrip()


@dataclass(frozen=True)
class NLITurn:
    index: int
    answer: Inference | Uninferred

    @property
    def cs(self) -> float | None:
        a = self.answer
        return consistency_score(a.entailment, a.contradiction) if isinstance(a, Inference) else None

    @property
    def label(self) -> str | None:
        return self.answer.label if isinstance(self.answer, Inference) else None

    def to_json(self) -> dict[str, object]:
        """The keys a scored turn gains: ``cs``, ``nli_label`` (null when unjudged) and ``nli_issue``."""
        cs = self.cs
        doc: dict[str, object] = {
            "cs": round(cs, PRECISION) if cs is not None else None,
            "nli_label": self.label,
        }
        if isinstance(self.answer, Uninferred):
            doc["nli_issue"] = self.answer.issue
        return doc


@dataclass(frozen=True)
class NLIScore:
    """A conversation's CS per turn and DER, with the backend and model that produced them."""

    backend: str
    model: str
    history_chars: int
    turns: tuple[NLITurn, ...]

    @property
    def der(self) -> float | None:
        return entailment_rate([t.label for t in self.turns if t.label is not None])

    def to_json(self) -> dict[str, object]:
        judged = sum(1 for t in self.turns if t.label is not None)
        return {
            "backend": self.backend,
            "model": self.model,
            "history_chars": self.history_chars,
            "judged_turns": judged,
            "unjudged_turns": len(self.turns) - judged,
        }


def nli_scores(
    conversation: Conversation, backend: NLIBackend, history_chars: int = HISTORY_CHARS
) -> NLIScore:
    """CS for every assistant turn and the conversation's DER, in one call to the backend."""
    roles = {p.id: p.role for p in conversation.participants}
    pairs: list[NLIPair] = []
    answers: dict[int, Inference | Uninferred] = {}
    for position, turn in enumerate(conversation.turns):
        if roles.get(turn.speaker) != "assistant":
            continue
        premise = history(conversation.turns[:position], history_chars)
        if premise:
            pairs.append(NLIPair(premise, turn.text, turn.index))
        else:
            answers[turn.index] = Uninferred(NO_HISTORY)
    for pair, answer in zip(pairs, backend.infer(pairs), strict=True):
        answers[pair.turn] = answer
    turns = tuple(NLITurn(index, answers[index]) for index in sorted(answers))
    return NLIScore(backend.name, backend.model, history_chars, turns)
