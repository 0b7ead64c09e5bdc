"""A language model as the NLI backend of CS and DER, through the extraction layer's client, cache
and re-prompt loop.

One request per pair (a premise is a whole dialogue history, so pairs are not batched). The model
gives a label and a probability per class; the answer is sent back when the probabilities do not
sum to 1 (within SUM_TOLERANCE) or the label is not their most probable class, and is normalised
to sum exactly 1 when accepted. A pair whose answers keep failing is left uninferred, with the
reason, instead of stopping the evaluation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from dialogkg.detect.judges.base import Inference, NLIPair, Uninferred
from dialogkg.errors import Location
from dialogkg.extract.llm.ask import AskingModel, ExtractionError
from dialogkg.extract.llm.prompts import Message

STEP = "nli"
SUM_TOLERANCE = 0.05

NLI = """You judge natural language inference between a conversation and the reply that follows it.

PREMISE is what was said in the conversation so far, oldest first (it may begin mid-way when the \
conversation was long). HYPOTHESIS is the next reply. Take everything in the PREMISE as true and \
decide how the HYPOTHESIS relates to it:

- entailment: what the HYPOTHESIS asserts follows from the PREMISE or restates it;
- contradiction: the HYPOTHESIS cannot be true if the PREMISE is (it denies something the PREMISE \
states, gives another value for the same thing, or is ruled out by it on everyday knowledge);
- neutral: neither; the HYPOTHESIS adds what the PREMISE does not settle, or asserts nothing (a \
question, a greeting, an offer).

Give a probability for each class (the three sum to 1) and, as the label, the most probable class.
Answer with JSON only: {"label": "entailment" | "neutral" | "contradiction", "entailment": P, \
"neutral": P, "contradiction": P}."""


class NLIReply(BaseModel):
    model_config = ConfigDict(extra="forbid")
    label: Literal["entailment", "neutral", "contradiction"]
    entailment: float = Field(ge=0.0, le=1.0)
    neutral: float = Field(ge=0.0, le=1.0)
    contradiction: float = Field(ge=0.0, le=1.0)


def nli_messages(pair: NLIPair) -> list[Message]:
    return [
        {"role": "system", "content": NLI},
        {"role": "user", "content": f"PREMISE:\n{pair.premise}\n\nHYPOTHESIS:\n{pair.hypothesis}"},
    ]


def problem(reply: NLIReply) -> str | None:
    """What the schema cannot say: the probabilities add up and the label is the most probable."""
    probabilities = {
        "entailment": reply.entailment,
        "neutral": reply.neutral,
        "contradiction": reply.contradiction,
    }
    total = sum(probabilities.values())
    if abs(total - 1.0) > SUM_TOLERANCE:
        return f"the probabilities sum to {total:.2f}, not 1"
    if probabilities[reply.label] < max(probabilities.values()):
        return f"label: {reply.label} is not the most probable class"
    return None


class LLMNLI(AskingModel):
    name = "llm"

    def infer(self, pairs: Sequence[NLIPair]) -> tuple[Inference | Uninferred, ...]:
        answers: list[Inference | Uninferred] = []
        for pair in pairs:
            location = Location(turn=pair.turn, field=f"llm.{STEP}")
            try:
                reply = self.ask(STEP, nli_messages(pair), NLIReply, location, problem)
            except ExtractionError as error:
                answers.append(Uninferred(f"llm.{STEP}: {error.reason}"))
                continue
            total = reply.entailment + reply.neutral + reply.contradiction
            answers.append(
                Inference(
                    reply.entailment / total, reply.neutral / total, reply.contradiction / total, reply.label
                )
            )
        return tuple(answers)
