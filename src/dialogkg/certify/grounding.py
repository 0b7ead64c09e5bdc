"""What a grounding certificate quotes: the matched argument's claim, its turn and extractor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyoxigraph import Literal

from dialogkg import vocab as v
from dialogkg.certify.certificates import UNKNOWN_EXTRACTOR, Grounding, Quote
from dialogkg.extract.base import extractor_label

if TYPE_CHECKING:
    from dialogkg.conversation.model import Conversation
    from dialogkg.ground.state import DialogueState
    from dialogkg.ground.verify import Verdict
    from dialogkg.store.base import Store

_EXTRACTED_BY = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?extractor ?model WHERE {
  GRAPH ?g { ?argument dkg:extractedBy ?extractor OPTIONAL { ?argument dkg:extractionModel ?model } }
}"""


def extractor_of(store: Store, conversation_id: str, argument: str) -> str:
    """The extractor that created the argument, as its turn graph records it (least if several)."""
    rows = store.select(_EXTRACTED_BY, {"argument": v.argument_iri(conversation_id, argument)}).rows
    labels = sorted(
        extractor_label(_value(r.get("extractor")) or "", _value(r.get("model")))
        for r in rows
        if isinstance(r.get("extractor"), Literal)
    )
    return labels[0] if labels else UNKNOWN_EXTRACTOR


def _value(term: object) -> str | None:
    return term.value if isinstance(term, Literal) else None


def grounding_of(
    store: Store,
    conversation: Conversation,
    state: DialogueState,
    candidate: str,
    verdict: Verdict,
    threshold: float | None,
) -> Grounding:
    """The verdict with the matched argument quoted from the conversation and the store."""
    arg = state.args.get(verdict.argument) if verdict.argument is not None else None
    quote = None
    if arg is not None:
        turn = next((t for t in conversation.turns if t.index == arg.turn), None)
        if turn is not None:
            extractor = extractor_of(store, conversation.id, arg.id)
            quote = Quote(turn.index, turn.speaker, turn.text, extractor)
    return Grounding(
        after_turn=state.turn,
        candidate=candidate,
        reason=verdict.reason,
        depends_on=tuple(verdict.depends_on),
        argument=verdict.argument,
        claim=arg.claim if arg is not None else None,
        quote=quote,
        similarity=verdict.similarity,
        threshold=threshold,
    )
