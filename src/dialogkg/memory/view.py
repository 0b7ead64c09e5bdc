"""The memory of a conversation at one point in conversation time, as data, a list and Turtle."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

import rdflib
from rdflib.namespace import OWL, PROV, RDF, RDFS

from dialogkg import vocab as v
from dialogkg.memory.facts import Fact
from dialogkg.memory.graph import load
from dialogkg.memory.maintain import Maintainer, MemoryLog, Supersession
from dialogkg.store.base import Store

DKG = rdflib.Namespace(v.DKG_NS)


@dataclass(frozen=True)
class MemoryView:
    conversation: str
    as_of: int | None
    facts: tuple[Fact, ...]
    changes: tuple[Supersession, ...]  # supersessions up to ``as_of``, in order

    @classmethod
    def of(cls, conversation: str, log: MemoryLog | Maintainer, as_of: int | None = None) -> MemoryView:
        """The view of a log (computed by definition) or of a hot engine's maintainer (kept up to
        date turn by turn, the same answer at the cost of the answer)."""
        return cls(conversation, as_of, tuple(log.view(as_of)), tuple(log.changes(as_of)))

    def to_json(self) -> dict[str, object]:
        return {
            "conversation": self.conversation,
            "as_of": self.as_of,
            "facts": [f.to_json() for f in self.facts],
            "superseded": [
                {
                    "old": s.old.to_json(),
                    "new": s.new.to_json(),
                    "turn": s.turn,
                    "rule": s.rule,
                    "authority": s.authority,
                }
                for s in self.changes
            ],
        }

    def to_graph(self) -> rdflib.Graph:
        """The standing facts as plain triples (a denial as a negative property assertion), each
        claim with its speaker, turn and extractor, so the Turtle is auditable on its own."""
        g = rdflib.Graph()
        for prefix, ns in v.PREFIXES.items():
            g.bind(prefix, ns)
        cid = self.conversation
        for f in self.facts:
            s, p, o = rdflib.URIRef(f.subject), rdflib.URIRef(f.relation), rdflib.URIRef(f.obj)
            g.add((s, RDFS.label, rdflib.Literal(f.subject_label)))
            g.add((o, RDFS.label, rdflib.Literal(f.obj_label)))
            g.add((p, RDF.type, OWL.ObjectProperty))
            g.add((p, RDFS.label, rdflib.Literal(v.normalise_label(f.relation_label))))
            if f.exclusive:
                g.add((p, RDF.type, OWL.FunctionalProperty))
            if f.negation:
                npa = rdflib.BNode(hashlib.sha256(f.claim.encode("utf-8")).hexdigest()[:32])
                g.add((npa, RDF.type, OWL.NegativePropertyAssertion))
                g.add((npa, OWL.sourceIndividual, s))
                g.add((npa, OWL.assertionProperty, p))
                g.add((npa, OWL.targetIndividual, o))
            else:
                g.add((s, p, o))
            claim = rdflib.URIRef(f.claim)
            g.add((claim, RDF.type, DKG.Claim))
            g.add((claim, DKG.subjectEntity, s))
            g.add((claim, DKG.relation, p))
            g.add((claim, DKG.objectEntity, o))
            g.add((claim, PROV.wasGeneratedBy, rdflib.URIRef(v.turn_iri(cid, f.turn).value)))
            g.add((claim, PROV.wasAttributedTo, rdflib.URIRef(v.participant_iri(cid, f.speaker).value)))
            g.add((claim, DKG.extractedBy, rdflib.Literal(f.extractor)))
        return g


def view_from_store(store: Store, conversation_id: str, as_of: int | None = None) -> MemoryView:
    """The memory after turn ``as_of`` read from the derived graph (see :func:`load`)."""
    return MemoryView.of(conversation_id, load(store, conversation_id), as_of)
