"""SKG-Eval for a live conversation: score each appended turn and give its graph deltas.

The batch loop (:func:`~dialogkg.score.evaluate.evaluate_conversation`) re-extracts every turn;
here a turn is scored with the extraction its append just stored, so certificates name the
claims the store holds. An engine opened on a conversation with turns rebuilds the scorer from
the claims in the store (the engine keeps only turn texts), replaying without writing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from pyoxigraph import Literal, NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract.base import extractor_label
from dialogkg.extract.schema import Extraction, TripleAnnotation
from dialogkg.lift import ATTRIBUTE_TERMS, INTENT_TERMS, PROPERTY_TYPE_TERMS, RELATION_TYPE_TERMS
from dialogkg.score.evaluate import SessionScorer, TurnScore
from dialogkg.score.graphs import edge_quads, node_quads, semantic_quad, turn_score_quads
from dialogkg.store.base import Store

if TYPE_CHECKING:
    from dialogkg.certify.certificates import Provenance
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.extract.base import TurnExtraction

_CLAIMS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
SELECT ?index ?ordinal ?sub ?typeSub ?rel ?obj ?typeObj ?relType ?propertyType ?intent
       ?attribute ?importance ?ofNow WHERE {
  GRAPH ?g {
    ?claim a dkg:Claim ; dkg:inConversation ?conversation ; prov:wasGeneratedBy ?turn ;
           dkg:ordinal ?ordinal ; dkg:subjectEntity ?subject ; dkg:relationLabel ?rel ;
           dkg:objectEntity ?object ; dkg:relationType ?relType ; dkg:propertyType ?propertyType ;
           dkg:intent ?intent .
    ?turn dkg:index ?index .
    ?subject rdfs:label ?sub ; a ?typeSub .
    ?object rdfs:label ?obj ; a ?typeObj .
    FILTER(?typeSub != dkg:Entity && ?typeObj != dkg:Entity)
    OPTIONAL { ?claim dkg:attribute ?attribute }
    OPTIONAL { ?claim dkg:importance ?importance }
    OPTIONAL { ?claim dkg:ofNow ?ofNow }
  }
}"""
_EXTRACTED_BY = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT ?index ?extractor ?model WHERE {
  GRAPH ?g {
    ?claim a dkg:Claim ; dkg:inConversation ?conversation ; prov:wasGeneratedBy ?turn ;
           dkg:extractedBy ?extractor .
    ?turn dkg:index ?index .
    OPTIONAL { ?claim dkg:extractionModel ?model }
  }
}"""
_GRANTS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?index ?ordinal ?presupposition WHERE {
  GRAPH ?g {
    ?granted a dkg:Presupposition ; dkg:presupposedBy ?turn ; dkg:ordinal ?ordinal ;
             dkg:presupposition ?presupposition .
    ?turn dkg:inConversation ?conversation ; dkg:index ?index .
  }
}"""
_TURNS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?index ?revision ?reference WHERE {
  GRAPH ?g {
    ?turn a dkg:Turn ; dkg:inConversation ?conversation ; dkg:index ?index .
    OPTIONAL { ?turn dkg:revision ?revision }
    OPTIONAL { ?turn dkg:reference ?reference }
  }
}"""


def _inverse(terms: Mapping[str, NamedNode]) -> dict[str, str]:
    return {term.value: name for name, term in terms.items()}


_RELATION_TYPES = _inverse(RELATION_TYPE_TERMS)
_PROPERTY_TYPES = _inverse(PROPERTY_TYPE_TERMS)
_INTENTS = _inverse(INTENT_TERMS)
_ATTRIBUTES = _inverse(ATTRIBUTE_TERMS)
_ROW_KEYS = ("sub", "typeSub", "rel", "obj", "typeObj", "relType", "propertyType", "intent")


@dataclass(frozen=True)
class StoredTurns:
    """The SKG part of every stored turn's extraction, and the turns' references."""

    extractions: dict[int, Extraction]
    references: dict[int, str]
    extracted_by: dict[int, str] = field(default_factory=dict)  # turn -> extractor label


def read_stored_turns(store: Store, conversation_id: str) -> StoredTurns:
    """Each turn's triples read back from its claims (labels, types, relation metadata and
    importance are lifted) and its revision flag. An entity given two spellings or types in one
    turn reads back as the least of them, as memory's reader does: the claim does not say which."""
    bound = {"conversation": v.conversation_iri(conversation_id)}
    rows: dict[tuple[int, int], tuple[str, ...]] = {}
    for row in store.select(_CLAIMS, bound).rows:
        key = (int(_value(row["index"])), int(_value(row["ordinal"])))
        values = tuple(_value(row.get(k)) for k in (*_ROW_KEYS, "attribute", "importance", "ofNow"))
        held = rows.get(key)
        if held is None or values < held:
            rows[key] = values
    triples: dict[int, list[TripleAnnotation]] = {}
    for (index, _), values in sorted(rows.items()):
        sub, type_sub, rel, obj, type_obj, rel_type, prop, intent, attribute, importance, of_now = values
        triples.setdefault(index, []).append(
            TripleAnnotation.model_validate(
                {
                    "sub": sub,
                    "rel": rel,
                    "obj": obj,
                    "type_sub": _local(type_sub),
                    "type_obj": _local(type_obj),
                    "importance": float(importance) if importance else None,
                    "rel_type": _RELATION_TYPES[rel_type],
                    "attribute": _ATTRIBUTES[attribute] if attribute else None,
                    "property_type": _PROPERTY_TYPES[prop],
                    "intent": _INTENTS[intent],
                    "of_now": of_now in ("true", "1"),
                }
            )
        )
    revisions: dict[int, bool | None] = {}
    references: dict[int, str] = {}
    order = ("index", "revision", "reference")  # the least row first, not the store's order
    for row in sorted(store.select(_TURNS, bound).rows, key=lambda r: tuple(_value(r.get(k)) for k in order)):
        index = int(_value(row["index"]))
        revision = row.get("revision")
        if revision is not None and index not in revisions:
            revisions[index] = _value(revision) in ("true", "1")
        reference = row.get("reference")
        if reference is not None:
            references.setdefault(index, _value(reference))
    granted: dict[tuple[int, int], str] = {}
    for row in store.select(_GRANTS, bound).rows:
        at = (int(_value(row["index"])), int(_value(row["ordinal"])))
        annotation = _value(row["presupposition"])
        granted[at] = min(annotation, granted.get(at, annotation))  # the least, not the store's order
    presupposes: dict[int, list[TripleAnnotation]] = {}
    for (index, _), annotation in sorted(granted.items()):
        presupposes.setdefault(index, []).append(TripleAnnotation.model_validate_json(annotation))
    indices = sorted({*triples, *revisions, *presupposes})
    extractions = {
        i: Extraction(
            triples=triples.get(i, []), revision=revisions.get(i), presupposes=presupposes.get(i, [])
        )
        for i in indices
    }
    labels: dict[int, str] = {}
    for row in store.select(_EXTRACTED_BY, bound).rows:
        index = int(_value(row["index"]))
        label = extractor_label(_value(row["extractor"]), _value(row.get("model")) or None)
        labels[index] = min(label, labels.get(index, label))  # the least, not the store's order
    return StoredTurns(extractions, references, labels)


def _value(term: object) -> str:
    return term.value if isinstance(term, Literal | NamedNode) else ""


def _local(iri: str) -> str:
    return iri.rsplit("#", 1)[-1]


@dataclass(frozen=True)
class TurnDelta:
    """One scored turn: its score (None for a turn that is not an assistant's), the quads it
    adds to the certificate and SKG graphs, the SKG quads it replaces, and the certified pairs
    (current claim, historical claim, detector) memory maintenance takes as conflict evidence."""

    score: TurnScore | None
    removed: list[Quad] = field(default_factory=list)
    added: list[Quad] = field(default_factory=list)
    certified: list[tuple[str, str, str]] = field(default_factory=list)

    def certificates(self) -> list[dict[str, object]]:
        """The turn's firings as ``evaluate --json`` gives a turn's ``certificates``."""
        if self.score is None:
            return []
        doc = self.score.to_json()["certificates"]
        assert isinstance(doc, list)
        return doc


class LiveScorer:
    """A conversation's SessionScorer fed with the extractions its appends store."""

    def __init__(self, conversation_id: str, embedder: Embedder) -> None:
        self.conversation_id = conversation_id
        self.embedder = embedder
        self._extractions: dict[int, Extraction] = {}
        self._scorer = SessionScorer(embedder, self._extraction)
        self._extracted_by: dict[int, str] = {}  # turn -> the extractor that ran, for certificates
        self._nodes: dict[str, list[Quad]] = {}  # node key -> its quads as last written

    def _extraction(self, conversation: Conversation, turn: Turn) -> Extraction:
        found = self._extractions.get(turn.index)
        return found if found is not None else Extraction()

    @classmethod
    def from_store(cls, store: Store, conversation: Conversation, embedder: Embedder) -> LiveScorer:
        """The scorer after the conversation's stored turns, replayed from the store unwritten."""
        scorer = cls(conversation.id, embedder)
        stored = read_stored_turns(store, conversation.id)
        scorer._extracted_by.update(stored.extracted_by)
        for turn in conversation.turns:
            reference = stored.references.get(turn.index, turn.reference)
            scorer._advance(
                conversation, replace(turn, reference=reference), stored.extractions.get(turn.index)
            )
        return scorer

    def score(
        self, conversation: Conversation, turn: Turn, extracted: TurnExtraction, provenance: Provenance
    ) -> TurnDelta:
        """Score the conversation's next turn (``extracted`` is the extraction its append stores;
        ``provenance`` gives the embedding model and code version, the scorer the extractors)."""
        from dialogkg.certify.certificates import certificate_triples
        from dialogkg.terms import to_ox

        self._extracted_by[turn.index] = extracted.label
        scored, removed, added = self._advance(conversation, turn, extracted.extraction)
        if scored is None:
            return TurnDelta(None)
        cid = self.conversation_id
        graph = v.certificate_graph(cid)
        certified: list[tuple[str, str, str]] = []
        provenance = replace(provenance, extractors=dict(self._extracted_by))
        for firing in scored.firings:
            added += [
                Quad(to_ox(s), to_ox(p), to_ox(o), graph)
                for s, p, o in certificate_triples(conversation, turn.index, firing, provenance)
            ]
            current = v.claim_iri(cid, firing.current.turn, firing.current.ordinal).value
            historical = v.claim_iri(cid, firing.historical.turn, firing.historical.ordinal).value
            certified.append((current, historical, firing.detector))
        return TurnDelta(scored, removed, added, certified)

    def _advance(
        self, conversation: Conversation, turn: Turn, extraction: Extraction | None
    ) -> tuple[TurnScore | None, list[Quad], list[Quad]]:
        """Score one turn; the SKG quads it removes and adds (what skg_quads would change)."""
        if extraction is not None:
            self._extractions[turn.index] = extraction
        scored = self._scorer.score(conversation, turn)
        prompt = self._scorer.prompt_turn  # the only earlier extraction a later turn reads
        self._extractions = {
            k: x for k, x in self._extractions.items() if prompt is not None and k == prompt.index
        }
        update = self._scorer.last_update
        if scored is None or update is None:
            return None, [], []
        cid, graph = self.conversation_id, self._scorer.graph
        removed: list[Quad] = []
        added: list[Quad] = []
        for key in dict.fromkeys(k for e in update.current for k in (e.subject, e.object)):
            old, new = self._nodes.get(key, []), node_quads(cid, graph.nodes[key])
            removed += [q for q in old if q not in new]
            added += [q for q in new if q not in old]
            self._nodes[key] = new
        for edge in update.current:
            added += edge_quads(cid, graph, edge)
        for key in update.new_nodes:
            added += [semantic_quad(cid, graph, a, b) for a, b in graph.semantic_from(key)]
        added += turn_score_quads(cid, scored)
        return scored, removed, added
