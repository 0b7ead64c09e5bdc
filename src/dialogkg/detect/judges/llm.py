"""A language model as the judge, through the extraction layer's client, cache and re-prompt loop.

A turn's pairs go in one request (at most BATCH per request) as a numbered list; the answer names
the numbers of the pairs that contradict. The prompt is part of the cached messages, so editing
it invalidates cached verdicts; a second run of the same input asks the server nothing. A request
whose answers keep failing validation leaves the turn unjudged, with the reason, instead of
stopping the evaluation: the judge is never required.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, Field

from dialogkg.detect.judges.base import Judgement, JudgePair, PairVerdict
from dialogkg.errors import Location
from dialogkg.extract.llm.ask import AskingModel, ExtractionError
from dialogkg.extract.llm.prompts import Message

BATCH = 12
STEP = "judge"

JUDGE = """You check whether statements made in one conversation are compatible.

Each numbered PAIR holds an EARLIER and a LATER statement, written as short subject-relation-object \
phrases, each followed by the utterance it was taken from. Use the utterances only to understand \
the phrases (who "I" is, what a word refers to).

A pair contradicts when the two statements cannot both be true of the same thing at once, read \
the way a careful person would: one denies the other; they give different values for something \
that has only one (an age, a home town, a job held now, a count); they state opposites (love and \
hate the same thing); or everyday knowledge rules one out given the other (a vegan who had a steak \
for dinner, an only child who mentions a sister).

A pair does not contradict when the later statement adds detail, adds another item to a list \
(a second hobby, a third pet), speaks about something else, reports a change the speaker presents \
as a change, or when both can plainly be true. When unsure, it does not contradict.

Answer with JSON only: {"contradictions": [the numbers of the pairs that contradict]}, or \
{"contradictions": []} when none does."""


class Contradictions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    contradictions: list[int] = Field(default_factory=list, max_length=100)


def judge_messages(pairs: Sequence[JudgePair]) -> list[Message]:
    blocks = [
        f"PAIR {n}\n"
        f"EARLIER: {p.earlier}\n  (turn {p.earlier_turn}: {p.earlier_utterance})\n"
        f"LATER: {p.later}\n  (turn {p.later_turn}: {p.later_utterance})"
        for n, p in enumerate(pairs, start=1)
    ]
    return [{"role": "system", "content": JUDGE}, {"role": "user", "content": "\n\n".join(blocks)}]


class LLMPairJudge(AskingModel):
    name = "llm"

    def judge(self, pairs: Sequence[JudgePair]) -> Judgement:
        verdicts: list[PairVerdict] = []
        for start in range(0, len(pairs), BATCH):
            chunk = pairs[start : start + BATCH]

            def problem(reply: Contradictions, size: int = len(chunk)) -> str | None:
                bad = sorted({n for n in reply.contradictions if not 1 <= n <= size})
                return f"contradictions: {bad} are not pair numbers (1 to {size})" if bad else None

            location = Location(turn=chunk[0].later_turn, field=f"llm.{STEP}")
            try:
                reply = self.ask(STEP, judge_messages(chunk), Contradictions, location, problem)
            except ExtractionError as error:
                return Judgement((), f"llm.{STEP}: {error.reason}")
            found = set(reply.contradictions)
            verdicts += [PairVerdict(n in found) for n in range(1, len(chunk) + 1)]
        return Judgement(tuple(verdicts))
