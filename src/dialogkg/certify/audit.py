"""Re-check a file of certificates: from the file alone, then (optionally) against a store.

Three kinds of failure stay apart, because they mean different things to an auditor: the file
contradicts itself (its hash, IRI or signature does not hold: altered); the file contradicts
the store (a quoted turn or claim reads differently there, or the store holds no such
certificate: not what this store's evaluation produced); and the store simply does not know
the conversation ("not in store", which is not a mismatch).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import rdflib
from pyoxigraph import Literal, NamedNode

from dialogkg.certify.certificates import DKG, PROV, Triple, check, own_triples

if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    from dialogkg.store.base import Store

NOT_IN_STORE = "not in store: the store does not hold this conversation"

_CONVERSATION = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
ASK { GRAPH ?g { ?conversation a dkg:Conversation } }"""
_HELD = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
ASK { GRAPH ?g { ?certificate dkg:contentHash ?hash } }"""
_TURN = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?index ?text ?speaker WHERE {
  GRAPH ?g { ?turn a dkg:Turn ; dkg:index ?index ; dkg:text ?text ; dkg:speaker ?participant }
  OPTIONAL { GRAPH ?h { ?participant dkg:participantId ?speaker } }
}"""
_CLAIM = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?turn ?relation ?subject ?object WHERE {
  GRAPH ?g {
    ?claim a dkg:Claim ; prov:wasGeneratedBy ?turn ; dkg:relationLabel ?relation ;
           dkg:subjectEntity ?s ; dkg:objectEntity ?o .
    ?s rdfs:label ?subject .
    ?o rdfs:label ?object .
  }
}"""
_ARGUMENT = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT ?turn ?text WHERE {
  GRAPH ?g { ?argument a dkg:Argument ; prov:wasGeneratedBy ?turn ; dkg:claimText ?text }
}"""
_STATEMENTS = (DKG.currentStatement, DKG.historicalStatement, DKG.matchedStatement)


@dataclass(frozen=True)
class Audit:
    """``problems`` maps a certificate IRI to what is wrong with it (or to NOT_IN_STORE)."""

    checked: int
    problems: dict[str, str] = field(default_factory=dict)

    @property
    def mismatched(self) -> list[str]:
        return sorted(iri for iri, why in self.problems.items() if why != NOT_IN_STORE)

    def to_json(self) -> dict[str, object]:
        return {
            "checked": self.checked,
            "mismatched": self.mismatched,
            "problems": dict(sorted(self.problems.items())),
        }


def audit(
    graph: rdflib.Graph, store: Store | None = None, public_key: Ed25519PublicKey | None = None
) -> Audit:
    """Check every certificate in the graph: its hash and IRI, its signature (required when a
    ``public_key`` is given), and with a ``store`` its quotes against the stored turns."""
    mine = own_triples(graph)
    problems = check(graph)
    for cert in mine:
        if cert in problems:
            continue
        why = _signature_problem(graph, cert, public_key)
        if why is None and store is not None:
            why = _store_problem(store, cert, mine[cert])
        if why is not None:
            problems[cert] = why
    return Audit(len(mine), problems)


def _signature_problem(graph: rdflib.Graph, cert: str, key: Ed25519PublicKey | None) -> str | None:
    if key is None and (rdflib.URIRef(cert), DKG.signature, None) not in graph:
        return None  # nothing to check, and no import of cryptography
    from dialogkg.certify.signing import signature_problem

    return signature_problem(graph, rdflib.URIRef(cert), key)


def _values(triples: Sequence[Triple], subject: rdflib.term.Node, predicate: rdflib.URIRef) -> list[str]:
    return sorted(str(o) for s, p, o in triples if s == subject and p == predicate)


def _one(triples: Sequence[Triple], subject: rdflib.term.Node, predicate: rdflib.URIRef) -> str | None:
    found = _values(triples, subject, predicate)
    return found[0] if len(found) == 1 else None


def _store_problem(store: Store, cert: str, triples: Sequence[Triple]) -> str | None:
    node = rdflib.URIRef(cert)
    conversation = _one(triples, node, DKG.inConversation)
    if conversation is None or not store.ask(_CONVERSATION, {"conversation": NamedNode(conversation)}):
        return NOT_IN_STORE
    for predicate in _STATEMENTS:
        for statement in _values(triples, node, predicate):
            why = _statement_problem(store, triples, rdflib.URIRef(statement))
            if why is not None:
                return f"differs from the store: {why}"
    stated = _one(triples, node, DKG.contentHash) or ""
    if not store.ask(_HELD, {"certificate": NamedNode(cert), "hash": Literal(stated)}):
        return "differs from the store: the store holds no such certificate (its figures or claims differ)"
    return None


def _statement_problem(store: Store, triples: Sequence[Triple], statement: rdflib.URIRef) -> str | None:
    """How one quoted turn and claim (or argument) differ from the stored ones, or None."""

    def given(predicate: rdflib.URIRef) -> str | None:
        return _one(triples, statement, predicate)

    turn, index = given(PROV.wasGeneratedBy), given(DKG.turnIndex)
    rows = store.select(_TURN, {"turn": NamedNode(turn)}).rows if turn is not None else ()
    if not rows:
        return f"turn {index} is not in the store"
    stored = sorted((_text(r.get("index")), _text(r.get("text")), _text(r.get("speaker"))) for r in rows)
    if (index, given(DKG.turnText), given(DKG.speakerId)) not in stored:
        return f"turn {index}'s index, text or speaker"
    quoted = given(DKG.quotes)
    if quoted is None:
        return f"the statement quoting turn {index} names no claim"
    if given(DKG.quotedText) is not None:  # a grounding certificate's matched argument
        rows = store.select(_ARGUMENT, {"argument": NamedNode(quoted)}).rows
        if (turn, given(DKG.quotedText)) not in {(_text(r.get("turn")), _text(r.get("text"))) for r in rows}:
            return f"the argument quoted from turn {index}"
        return None
    rows = store.select(_CLAIM, {"claim": NamedNode(quoted)}).rows
    claimed = (turn, given(DKG.relationText), given(DKG.subjectText), given(DKG.objectText))
    if claimed not in {
        tuple(_text(r.get(k)) for k in ("turn", "relation", "subject", "object")) for r in rows
    }:
        return f"the claim quoted from turn {index}"
    return None


def _text(term: object) -> str | None:
    return term.value if isinstance(term, Literal | NamedNode) else None
