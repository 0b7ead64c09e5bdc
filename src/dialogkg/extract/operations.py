"""Grounded Continuation operations from plain sentences, shared by the offline extractors.

An extractor finds the triples of each sentence; this module decides what each sentence does to
the dialogue state: ask (Question), conjecture (Hypothesize), decide (Resolve) or report
(Observe). Kept apart from triple extraction so every offline extractor plans operations alike.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract.base import ExtractionContext

_ASSUME = re.compile(r"^\s*(?:let's\s+|let us\s+)?(?:assume|suppose|assuming|presumably)\b", re.I)
_DECIDE = re.compile(
    r"\b(?:(?:we|i)(?:'ll| will)? go with|let's go with|(?:we|i) (?:have )?decided|the decision is"
    r"|(?:we|i)'ll use|let's use|we will use)\b",
    re.I,
)
_REVISION = re.compile(r"\b(change|replace|update|switch|instead)\b", re.I)
_CONTENT_WORD = re.compile(r"[a-z][a-z0-9-]{3,}")
_STOP = frozenset(
    {
        "this", "that", "these", "those", "there", "their", "they", "with", "from", "have", "been",
        "might", "could", "would", "should", "maybe", "probably", "perhaps", "likely", "because",
        "which", "what", "when", "where", "will", "than", "then", "also", "just", "into", "about",
    }
)  # fmt: skip


@dataclass(frozen=True)
class SentenceFacts:
    """What an extractor found in one sentence, as far as planning operations needs it."""

    text: str  # the sentence as said
    has_claim: bool  # the extractor found at least one triple in it
    question: bool  # it asks something
    hedged: bool  # a hedge marks it as a hypothesis


def clean(text: str) -> str:
    """The sentence as a claim: outer punctuation and repeated spaces gone."""
    return " ".join(text.strip().strip(".,;:!?\"'").split())


def _words(text: str) -> set[str]:
    return {w for w in _CONTENT_WORD.findall(text.lower()) if w not in _STOP}


def plan_operations(
    conversation: Conversation,
    turn: Turn,
    sentences: Sequence[SentenceFacts],
    context: ExtractionContext | None,
) -> tuple[list[dict[str, object]], bool | None]:
    """Operations (dicts in the schema of OperationAnnotation) and the turn's revision flag."""
    operations: list[dict[str, object]] = []
    for k, sentence in enumerate(sentences):
        local = f"r{turn.index}.{k}"
        if sentence.question:
            operations.append({"op": "Question", "id": local, "claim": clean(sentence.text)})
            continue
        assume = bool(_ASSUME.search(sentence.text))
        hyp = assume or sentence.hedged
        decide = bool(_DECIDE.search(sentence.text))
        if not sentence.has_claim and not ((hyp or decide) and len(sentence.text.split()) >= 3):
            continue  # nothing, or only fillers, before the verb: no claim to record
        claim = clean(sentence.text)
        if decide:
            operations.append({"op": "Resolve", "id": local, "claim": claim})
        elif hyp:
            op: dict[str, object] = {"op": "Hypothesize", "id": local, "claim": claim}
            if assume:
                op["kind"] = "assumption"
            mine = _words(claim)
            cited = [o["id"] for o in operations if o["op"] == "Observe" and _words(str(o["claim"])) & mine]
            if cited:
                op["depends_on"] = cited
            operations.append(op)
        else:
            operations.append({"op": "Observe", "id": local, "claim": claim})
    role = conversation.participant(turn.speaker).role if turn.speaker else "other"
    revision = True if role == "user" and _REVISION.search(turn.text) else None
    return operations, revision
