"""LLM extraction of one turn in three steps: distil, extract triples, classify operations.

Distillation (D-SMART) rewrites the turn as standalone statements; triples are extracted from
those, reusing entity names already seen in the conversation; operations are classified with
the rendered engine state in the prompt (state-augmented, as Grounded Continuation does, which
is what lets a model see that a turn expands awareness or revises an earlier argument). An
answer that is not JSON, breaks the schema, or fails the engine's ids and preconditions is sent
back with the reason, up to ``reprompts`` times. Distillation depends on the text alone, so a
conversation's turns are distilled ahead, ``concurrency`` requests at a time.

A step whose budget runs out degrades the turn instead of failing it: distillation falls back to
the turn's text, triples or operations to none, and the failure is returned as an issue of the
turn (lifted as ``dkg:extractionIssue``), so one stubborn answer costs a turn's operations, not
the conversation. An unreachable server still fails: that is not the model's answer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.errors import Location
from dialogkg.extract.base import ExtractionContext, TurnExtraction
from dialogkg.extract.llm.ask import AskingModel, ExtractionError
from dialogkg.extract.llm.cache import ResponseCache
from dialogkg.extract.llm.client import ChatClient
from dialogkg.extract.llm.config import LLMConfig
from dialogkg.extract.llm.prompts import (
    Message,
    distill_messages,
    operations_messages,
    triples_messages,
)
from dialogkg.extract.schema import Extraction, OperationAnnotation, Text, TripleAnnotation

CONTEXT_TURNS = 2  # earlier turns shown to distillation, to resolve references
KNOWN_ENTITIES = 40  # most recent distinct entity names offered for reuse
STEPS = ("distill", "triples", "operations")  # the order a turn's issues are reported in


class Statements(BaseModel):
    model_config = ConfigDict(extra="forbid")
    statements: list[Text] = Field(max_length=100)


class Triples(BaseModel):
    model_config = ConfigDict(extra="forbid")
    triples: list[TripleAnnotation] = Field(max_length=100)
    revision: bool = False


class Operations(BaseModel):
    model_config = ConfigDict(extra="forbid")
    operations: list[OperationAnnotation] = Field(max_length=100)


Reply = TypeVar("Reply", Statements, Triples, Operations)


class LLMExtractor(AskingModel):
    name = "llm"

    def __init__(
        self,
        config: LLMConfig,
        *,
        client: ChatClient | None = None,
        cache: ResponseCache | None = None,
        gold_context: bool = False,
    ) -> None:
        super().__init__(config, client=client, cache=cache)
        self.gold_context = gold_context
        self._distilled: dict[tuple[str, int, str], list[str]] = {}
        self._labels: dict[tuple[str, int, str], list[str]] = {}
        self._issues: dict[tuple[str, int, str], dict[str, str]] = {}

    def extract(
        self, conversation: Conversation, turn: Turn, context: ExtractionContext | None = None
    ) -> TurnExtraction:
        role = conversation.participant(turn.speaker).role
        self._distil_ahead(conversation)
        skg = self._skg(conversation, turn, self._known_entities(conversation, turn.index))
        operations: list[OperationAnnotation] = []
        if context is None or context.operations:
            operations = self._operations(conversation, turn, role, skg, context)
        extraction = Extraction(
            triples=skg.triples, operations=operations, revision=skg.revision if role == "user" else None
        )
        return TurnExtraction(extraction, self.name, self.config.model, self._turn_issues(conversation, turn))

    def _turn_issues(self, conversation: Conversation, turn: Turn) -> tuple[str, ...]:
        found = self._issues.get(_key(conversation, turn), {})
        return tuple(f"llm.{step}: {found[step]}" for step in STEPS if step in found)

    def _degraded(self, conversation: Conversation, turn: Turn, error: ExtractionError) -> None:
        self._issues.setdefault(_key(conversation, turn), {})[error.step] = error.reason

    # -- steps -----------------------------------------------------------------------------

    def _distil_messages(self, conversation: Conversation, turn: Turn) -> list[Message]:
        position = next(i for i, t in enumerate(conversation.turns) if t.index == turn.index)
        window = conversation.turns[max(0, position - CONTEXT_TURNS) : position]
        earlier = [(t.speaker, t.text) for t in window]
        role = conversation.participant(turn.speaker).role
        return distill_messages(turn.speaker, role, turn.text, earlier)

    def _skg(self, conversation: Conversation, turn: Turn, known: list[str]) -> Triples:
        role = conversation.participant(turn.speaker).role
        statements = self._distil(conversation, turn)
        messages = triples_messages(turn.speaker, role, statements, known)
        try:
            skg = self._ask("triples", messages, Triples, turn.index)
        except ExtractionError as error:
            self._degraded(conversation, turn, error)
            skg = Triples(triples=[])
        self._labels[_key(conversation, turn)] = [x for t in skg.triples for x in (t.sub, t.obj)]
        return skg

    def _distil(self, conversation: Conversation, turn: Turn) -> list[str]:
        key = _key(conversation, turn)
        if key not in self._distilled:
            try:
                messages = self._distil_messages(conversation, turn)
                self._distilled[key] = list(self._ask("distill", messages, Statements, turn.index).statements)
            except ExtractionError as error:
                self._degraded(conversation, turn, error)
                self._distilled[key] = [turn.text]  # the turn as its own statement
        return self._distilled[key]

    def _distil_ahead(self, conversation: Conversation) -> None:
        todo = [
            t
            for t in conversation.turns
            if _key(conversation, t) not in self._distilled and not self._has_gold(t)
        ]
        if len(todo) < 2 or self.config.concurrency < 2:
            return
        with ThreadPoolExecutor(max_workers=self.config.concurrency) as pool:
            # list() re-raises the first failure here, in turn order
            list(pool.map(lambda t: self._distil(conversation, t), todo))

    def _has_gold(self, turn: Turn) -> bool:
        """Under ``auto`` annotated turns are not this extractor's to read; under ``llm`` they are."""
        return self.gold_context and turn.annotations is not None

    def _known_entities(self, conversation: Conversation, index: int) -> list[str]:
        """Entity names of earlier turns: gold where ``auto`` uses it, else what this extractor found.

        Computed from the conversation and the cache, never from what this process happened
        to extract before, so a resumed run builds the same prompt and hits the cache.
        """
        seen: dict[str, None] = {}
        for earlier in conversation.turns:
            if earlier.index >= index:
                break
            if earlier.annotations is not None and self._has_gold(earlier):
                labels = [x for t in earlier.annotations.triples for x in (t.sub, t.obj)]
            else:
                if _key(conversation, earlier) not in self._labels:
                    self._skg(conversation, earlier, list(seen)[-KNOWN_ENTITIES:])
                labels = self._labels[_key(conversation, earlier)]
            for label in labels:
                seen.pop(label, None)
                seen[label] = None
        return list(seen)[-KNOWN_ENTITIES:]

    def _operations(
        self,
        conversation: Conversation,
        turn: Turn,
        role: str,
        skg: Triples,
        context: ExtractionContext | None,
    ) -> list[OperationAnnotation]:
        state = context.describe() if context and context.describe else ""
        participants = [p.id for p in conversation.participants]
        messages = operations_messages(turn.index, turn.speaker, role, participants, state, turn.text)
        check = context.check if context else None

        def problem(reply: Operations) -> str | None:
            if check is None:
                return None
            return check(Extraction(triples=skg.triples, operations=reply.operations))

        try:
            return list(self._ask("operations", messages, Operations, turn.index, problem).operations)
        except ExtractionError as error:
            self._degraded(conversation, turn, error)
            return []

    # -- the ask / validate / re-prompt loop -----------------------------------------------

    def _ask(
        self,
        step: str,
        messages: Sequence[Message],
        reply_type: type[Reply],
        turn: int,
        problem: Callable[[Reply], str | None] | None = None,
    ) -> Reply:
        return self.ask(step, messages, reply_type, Location(turn=turn, field=f"llm.{step}"), problem)


def _key(conversation: Conversation, turn: Turn) -> tuple[str, int, str]:
    return (conversation.id, turn.index, turn.text)
