"""The common ground: what the user has said of themselves, held against what the assistant's
questions take for granted of them (``Ask``).

SKG-Eval builds its graph from the assistant's turns only, so an assistant that asks "What
kind of fish do you have?" after "I don't have a pet" contradicts nothing it said itself. It
has still lost the conversation, and people judge it so (DECODE's annotators flag such turns).
Two firings come of it, both hard:

- a grant the user denied goes through the cascade like any pair ("has fish" against "has no
  pet" is a NegFlip), the grant standing as the current edge and the user's claim as history;
- ``Forgotten``: a which- or how-many-question whose answer the user already gave ("What kind
  of pets do you have?" after "I have two cats"; "How many kids?" after "I have three kids").
  Asking for what one was told denies having heard it. A kind is known only when the user
  named a member of the set asked of: "What kind of dogs?" after "I have a dog" asks for more.

The user's claims live in a graph of their own, so they change no node, anchor or score of the
SKG; a claim the user later takes back no longer stands. An ask is compared and not kept (it is
the assistant's question, not the user's claim).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from dialogkg.detect.cascade import HARD_DETECTORS, EdgeView, cascade, negated, statement
from dialogkg.detect.lexicons import Lexicons, default_lexicons
from dialogkg.detect.skg import FactEdge, Firing, SemanticGraph, key
from dialogkg.extract.normalize import singular
from dialogkg.extract.schema import Ask, TripleAnnotation

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder

FORGOTTEN = "Forgotten"
# A structural match (a member of the set asked of, a count of the thing counted), as sure as a
# count mismatch; below a polarity flip (cascade.CONFIDENCE).
FORGOTTEN_CONFIDENCE = 0.92


def _thing(edge: FactEdge) -> tuple[str, str, bool]:
    """(verb, thing, counted) of a user's claim: "have cat: 2" is (have, cat, True)."""
    relation = edge.relation
    verb, _, noun = relation.partition(" ")
    if noun and any(ch.isdigit() for ch in edge.triple.obj):
        return verb, noun, True
    return relation, edge.triple.obj, False


def _had(verb: str) -> str:
    """One verb for possession: "I own a Honda" tells which car one has."""
    return "have" if verb in ("have", "own", "keep") else verb


class CommonGround:
    """The user's own claims, turn by turn, and the check of an assistant turn's asks."""

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

    def check(self, turn: int, asks: Sequence[Ask], first_ordinal: int) -> list[Firing]:
        """The firings of an assistant turn's asks; ask k stands as claim ``first_ordinal + k``
        of the turn (after its triples, so certificates name it apart from them)."""
        firings: list[Firing] = []
        for k, ask in enumerate(asks):
            t = ask.triple
            subject = key(t.sub)
            current = FactEdge(turn, first_ordinal + k, subject, key(t.obj), t)
            told = self.graph.said_of(subject)
            # asked again what was told, else a grant against what was told
            firing = next((f for e in told if (f := self._forgotten(subject, current, ask, e))), None)
            firing = firing or next((f for e in told if (f := self._denied(subject, current, e))), None)
            if firing is not None:
                firings.append(firing)
        return firings

    def _similarities(self, current: FactEdge, told: FactEdge) -> tuple[float, float]:
        graph = self.graph
        return (
            graph.cos(current.triple.rel, told.relation),
            graph.cos(current.triple.obj, graph.nodes[told.object].label),
        )

    def _denied(self, subject: str, current: FactEdge, told: FactEdge) -> Firing | None:
        """The cascade's verdict on the grant against the user's claim, if a contradiction."""
        lex, t = self.lexicons, current.triple
        view = EdgeView(t.rel, t.rel_type, t.intent, t.property_type, t.obj, t.type_obj)
        told_view = told.view(self.graph)
        rs, os = self._similarities(current, told)
        flip = negated(view, lex) != negated(told_view, lex)
        ss = self.graph.cos(statement(view), statement(told_view)) if flip else None
        outcome = cascade(view, told_view, rs, os, lex, ss)
        if outcome.fired and outcome.detector in HARD_DETECTORS:
            return Firing(subject, current, told, outcome.detector, outcome.confidence, rs, os)
        return None

    def _forgotten(self, subject: str, current: FactEdge, ask: Ask, told: FactEdge) -> Firing | None:
        """A Forgotten firing if the user's claim already answers what the ask asks for."""
        if ask.wants is None or told.triple.rel_type == "negation_assertion":
            return None
        verb, thing, counted = _thing(told)
        asked = current.triple.obj
        if _had(verb) != _had(current.triple.rel):
            return None
        if ask.wants == "count":
            known = counted and singular(thing.lower()) == singular(asked.lower())
        else:
            known = self.lexicons.broader(asked, thing)
        if not known:
            return None
        rs, os = self._similarities(current, told)
        return Firing(subject, current, told, FORGOTTEN, FORGOTTEN_CONFIDENCE, rs, os)
