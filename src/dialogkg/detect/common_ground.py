"""The common ground: what the user has said of themselves, held against what the assistant's
questions take for granted of them (``Extraction.presupposes``).

SKG-Eval builds its graph from the assistant's turns only, so an assistant that asks "What
kind of fish do you have?" after "I don't have a pet" contradicts nothing it said itself. It
has still lost the conversation, and people judge it so (DECODE's annotators flag such turns).
Each grant goes through the cascade against the user's standing claims like any pair ("has
fish" against "has no pet" is a NegFlip), the grant as the current edge and the user's claim
as history, so its certificate reads like any other.

The user's claims live in a graph of their own, so they change no node, anchor or score of the
SKG; a claim the user later takes back no longer stands. A grant is compared and not kept (it
is the assistant's question, not the user's claim).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dialogkg.detect.cascade import HARD_DETECTORS, EdgeView
from dialogkg.detect.lexicons import Lexicons, default_lexicons
from dialogkg.detect.skg import FactEdge, Firing, SemanticGraph, key
from dialogkg.extract.schema import TripleAnnotation

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder


class CommonGround:
    """The user's own claims, turn by turn, and the check of an assistant turn's grants."""

    def __init__(self, embedder: Embedder, lexicons: Lexicons | None = None) -> None:
        self.lexicons = lexicons or default_lexicons()
        self.graph = SemanticGraph(embedder, self.lexicons)

    def hear(self, turn: int, speaker: str, triples: Sequence[TripleAnnotation]) -> None:
        """Take in what a user turn said of its speaker."""
        own = [t for t in triples if key(t.sub) == key(speaker)]
        if not own:
            return
        update = self.graph.update(turn, own)
        # The user's word now stands over their word before: "I don't have a pet", later "I have
        # two cats", has cats. (The same cascade judges the user's own change of mind.)
        for firing in self.graph.contradictions(update):
            if firing.is_hard and firing.historical.turn < turn:
                firing.historical.quarantined = True

    def check(self, turn: int, grants: Sequence[TripleAnnotation], first_ordinal: int) -> list[Firing]:
        """The firings of an assistant turn's grants, one at most each (against the first
        standing claim it contradicts, in the order said); grant k stands as claim
        ``first_ordinal + k`` of the turn (after its triples, so certificates name it apart)."""
        firings: list[Firing] = []
        for k, t in enumerate(grants):
            subject = key(t.sub)
            current = FactEdge(turn, first_ordinal + k, subject, key(t.obj), t)
            told = self.graph.said_of(subject)
            firing = next((f for e in told if (f := self._denied(subject, current, e)) is not None), None)
            if firing is not None:
                firings.append(firing)
        return firings

    def _denied(self, subject: str, current: FactEdge, told: FactEdge) -> Firing | None:
        """The cascade's verdict on the grant against the user's claim, if a contradiction."""
        t = current.triple
        view = EdgeView(t.rel, t.rel_type, t.intent, t.property_type, t.obj, t.type_obj)
        outcome, rs, os = self.graph.judge(view, told.view(self.graph))
        if outcome.fired and outcome.detector in HARD_DETECTORS:
            return Firing(subject, current, told, outcome.detector, outcome.confidence, rs, os)
        return None
