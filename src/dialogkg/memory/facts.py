"""The claims and turns of one conversation as memory maintenance sees them, read from the store."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import astuple, dataclass

from pyoxigraph import Literal, NamedNode

from dialogkg import vocab as v
from dialogkg.store.base import Store

# All turns, and their revision flags in a second query: with the OPTIONAL inside the GRAPH
# group Oxigraph read the revision flag of every turn in the store, so the read grew with the
# number of conversations (5.8 against 1.0 ms for 30 turns among 150 conversations).
_TURNS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?index ?text ?speakerId ?role WHERE {
  GRAPH ?g { ?turn a dkg:Turn ; dkg:inConversation ?conversation ; dkg:index ?index ;
                   dkg:text ?text ; dkg:speaker ?speaker . }
  GRAPH ?h { ?speaker dkg:participantId ?speakerId ; dkg:role ?role }
}"""
_TURN_REVISIONS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?index ?revision WHERE {
  GRAPH ?g { ?turn a dkg:Turn ; dkg:inConversation ?conversation ; dkg:index ?index ; dkg:revision ?revision }
}"""

# One turn: ?turn and ?g (its turn graph) are bound, so the store reads one graph. Its revision
# flag is a second query rather than an OPTIONAL: inside the GRAPH group Oxigraph evaluates the
# optional part over every turn before joining (33 ms for one turn at K = 2,000), and outside it
# Virtuoso's compiler fails on a graph variable fixed by VALUES ("no SPART_VARR_FIXED"). Two
# one-graph reads cost well under a millisecond each on Oxigraph. For all turns the single-query
# form is the faster one (70 against 135 ms).
_TURN = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?index ?text ?speakerId ?role WHERE {
  GRAPH ?g { ?turn a dkg:Turn ; dkg:inConversation ?conversation ; dkg:index ?index ;
                   dkg:text ?text ; dkg:speaker ?speaker . }
  GRAPH ?h { ?speaker dkg:participantId ?speakerId ; dkg:role ?role }
}"""
_TURN_REVISION = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?revision WHERE { GRAPH ?g { ?turn dkg:revision ?revision } }"""

_CLAIMS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?claim ?index ?ordinal ?subject ?subjectLabel ?relation ?relationLabel ?object ?objectLabel
       ?relationType ?propertyType ?intent ?extractor ?functional WHERE {
  GRAPH ?g {
    ?claim a dkg:Claim ; dkg:inConversation ?conversation ; prov:wasGeneratedBy ?turn ;
           dkg:ordinal ?ordinal ; dkg:subjectEntity ?subject ; dkg:relation ?relation ;
           dkg:relationLabel ?relationLabel ; dkg:objectEntity ?object ;
           dkg:relationType ?relationType ; dkg:propertyType ?propertyType ; dkg:intent ?intent ;
           dkg:extractedBy ?extractor .
    ?turn dkg:index ?index .
    ?subject rdfs:label ?subjectLabel .
    ?object rdfs:label ?objectLabel .
  }
}"""

_CERTIFIED = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?current ?historical ?detector WHERE {
  GRAPH ?g { ?cert a dkg:ContradictionCertificate ; dkg:currentClaim ?current ;
                   dkg:historicalClaim ?historical ; dkg:detector ?detector }
}"""


@dataclass(frozen=True)
class TurnInfo:
    index: int
    speaker: str
    role: str
    text: str
    revision: bool | None  # None: the input did not say; the text decides


@dataclass(frozen=True)
class Fact:
    """One SKG claim edge, with what conflict detection needs to compare it with others."""

    claim: str  # IRI
    turn: int
    ordinal: int
    speaker: str
    role: str
    subject: str  # entity IRI
    subject_label: str
    relation: str  # relation IRI
    relation_label: str
    obj: str  # entity IRI
    obj_label: str
    negation: bool  # relation type negation_assertion
    exclusive: bool
    hypothetical: bool
    extractor: str

    @property
    def key(self) -> tuple[int, int]:
        return (self.turn, self.ordinal)

    def to_json(self) -> dict[str, object]:
        return {
            "subject": self.subject_label,
            "relation": self.relation_label,
            "object": self.obj_label,
            "turn": self.turn,
            "speaker": self.speaker,
        }


def read_turns(store: Store, conversation_id: str) -> dict[int, TurnInfo]:
    bindings = {"conversation": v.conversation_iri(conversation_id)}
    revisions: dict[int, list[object]] = {}
    for row in store.select(_TURN_REVISIONS, bindings).rows:
        revisions.setdefault(int(_text(row["index"])), []).append(row["revision"])
    found: dict[int, list[TurnInfo]] = {}
    for row in store.select(_TURNS, bindings).rows:
        for revision in revisions.get(int(_text(row["index"]))) or [None]:
            turn = turn_from_row({**row, "revision": revision})
            found.setdefault(turn.index, []).append(turn)
    return {index: least_turn(found[index]) for index in sorted(found)}


def read_turn(store: Store, conversation_id: str, index: int) -> TurnInfo | None:
    """One stored turn (None if the store does not hold it), as read_turns would give it."""
    bindings = _turn_bindings(conversation_id, index)
    rows = store.select(_TURN, bindings).rows
    if not rows:
        return None
    revisions: list[object] = [r["revision"] for r in store.select(_TURN_REVISION, bindings).rows] or [None]
    found = [turn_from_row({**row, "revision": rev}) for row in rows for rev in revisions]
    return least_turn(found)


def least_turn(found: Sequence[TurnInfo]) -> TurnInfo:
    """Of a turn read in several rows (a property given twice), the least: not the store's order."""
    return min(found, key=lambda t: (t.speaker, t.role, t.text, t.revision is not None, bool(t.revision)))


def read_facts(store: Store, conversation_id: str, turns: dict[int, TurnInfo]) -> list[Fact]:
    """Every claim of the conversation in turn and extraction order."""
    rows = store.select(_CLAIMS, {"conversation": v.conversation_iri(conversation_id)}).rows
    return facts_from_rows(rows, lambda index: turns[index])


def read_turn_facts(store: Store, conversation_id: str, turn: TurnInfo) -> list[Fact]:
    """The claims of one turn in extraction order: what read_facts gives for it, reading one graph."""
    rows = store.select(_CLAIMS, _turn_bindings(conversation_id, turn.index)).rows
    return facts_from_rows(rows, lambda index: turn)


def _turn_bindings(conversation_id: str, index: int) -> dict[str, NamedNode | Literal]:
    return {
        "conversation": v.conversation_iri(conversation_id),
        "turn": v.turn_iri(conversation_id, index),
        "g": v.turn_graph(conversation_id, index),
    }


def turn_from_row(row: Mapping[str, object]) -> TurnInfo:
    revision = row.get("revision")
    return TurnInfo(
        index=int(_text(row["index"])),
        speaker=_text(row["speakerId"]),
        role=_local(row["role"]).removesuffix("Role").lower(),
        text=_text(row["text"]),
        revision=None if revision is None else _text(revision) in ("true", "1"),
    )


def facts_from_rows(rows: Iterable[Mapping[str, object]], turn_of: Callable[[int], TurnInfo]) -> list[Fact]:
    """One Fact per claim. An entity named in two spellings in one turn ("Tuesday", "tuesday")
    has two labels and so the claim several rows: the least row (labels in code-point order)
    decides, not the order the store returned them in."""
    facts: dict[str, Fact] = {}
    for row in rows:
        claim = _iri(row["claim"])
        turn = turn_of(int(_text(row["index"])))
        fact = Fact(
            claim=claim,
            turn=turn.index,
            ordinal=int(_text(row["ordinal"])),
            speaker=turn.speaker,
            role=turn.role,
            # Entities and relations recur across a conversation: one string each, not one per fact
            # (memory keeps every standing fact for the conversation's length).
            subject=sys.intern(_iri(row["subject"])),
            subject_label=sys.intern(_text(row["subjectLabel"])),
            relation=sys.intern(_iri(row["relation"])),
            relation_label=sys.intern(_text(row["relationLabel"])),
            obj=sys.intern(_iri(row["object"])),
            obj_label=sys.intern(_text(row["objectLabel"])),
            negation=_local(row["relationType"]) == "NegationAssertion",
            exclusive=_local(row["propertyType"]) == "Exclusive",
            hypothetical=_local(row["intent"]) == "Hyp",
            extractor=sys.intern(_text(row["extractor"])),
        )
        held = facts.get(claim)
        if held is None or astuple(fact) < astuple(held):
            facts[claim] = fact
    return sorted(facts.values(), key=lambda f: f.key)


def read_certified(store: Store, conversation_id: str) -> list[tuple[str, str, str]]:
    """(current claim, historical claim, detector) of the last evaluation's certificates."""
    rows = store.select(_CERTIFIED, {"g": v.certificate_graph(conversation_id)}).rows
    return sorted((_iri(r["current"]), _iri(r["historical"]), _text(r["detector"])) for r in rows)


def _text(term: object) -> str:
    if isinstance(term, Literal | NamedNode):
        return term.value
    raise TypeError(f"unexpected term {term!r}")


def _iri(term: object) -> str:
    if isinstance(term, NamedNode):
        return term.value
    raise TypeError(f"expected an IRI, got {term!r}")


def _local(term: object) -> str:
    return _iri(term).rsplit("#", 1)[-1]
