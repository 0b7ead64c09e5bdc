"""Contradiction certificates as RDF (PROV-O), each carrying the hash of its canonical form.

A certificate names everything needed to re-check it: the anchor node, the current and the
historical claim, the detector, its confidence, the relation and object similarities, the
thresholds in force, the embedding model, the extractor and the code version. Its IRI and its
``dkg:contentHash`` are derived from the canonical N-Triples of the rest (rdflib's
canonicalisation), so any edit of a certificate is detectable and equal certificates get equal
IRIs on every store and every run.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass

import rdflib
from rdflib.compare import to_canonical_graph

from dialogkg import vocab as v
from dialogkg.detect import cascade as thresholds
from dialogkg.detect.skg import Firing

DKG = rdflib.Namespace(v.DKG_NS)
PROV = rdflib.Namespace(v.PROV_NS)
XSD = rdflib.XSD

THRESHOLDS = {
    name: getattr(thresholds, name)
    for name in (
        "THETA_OBJ_NEG",
        "THETA_MIN_OBJ",
        "THETA_MIN_REL",
        "THETA_DIV_OBJ",
        "THETA_ST",
        "REL_NUM",
        "REL_EOC",
        "REL_DRIFT",
        "DRIFT_OBJ_MAX",
        "STRONG_DRIFT",
        "ADDITIVE_SAME_RELATION",
    )
}


@dataclass(frozen=True)
class Provenance:
    embedding_model: str
    extractor: str
    code_version: str


def _decimal_text(value: float) -> str:
    text = format(round(value, 4), "f").rstrip("0")
    return text + "0" if text.endswith(".") else text


def _dec(value: float) -> rdflib.Literal:
    """Four places, canonical lexical form ("1.0", "0.95")."""
    return rdflib.Literal(_decimal_text(value), datatype=XSD.decimal, normalize=False)


def _canonical(term: rdflib.term.Node) -> rdflib.term.Node:
    """One spelling per value: stores and parsers write 1, 1.0 and 1.0000 for the same decimal."""
    if isinstance(term, rdflib.Literal) and term.datatype == XSD.decimal:
        return _dec(float(term.toPython()))
    return term


def content_hash(triples: Iterable[tuple[rdflib.term.Node, rdflib.term.Node, rdflib.term.Node]]) -> str:
    """sha256 of the sorted canonical N-Triples of the triples (blank nodes canonicalised)."""
    graph = rdflib.Graph()
    for s, p, o in triples:
        graph.add((s, p, _canonical(o)))
    canonical = to_canonical_graph(graph).serialize(format="nt")
    lines = sorted(line for line in canonical.splitlines() if line.strip())
    return hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()


def certificate_triples(
    conversation_id: str, turn: int, firing: Firing, provenance: Provenance
) -> list[tuple[rdflib.URIRef, rdflib.term.Node, rdflib.term.Node]]:
    """The certificate's triples, its hash included, about a node named by that hash."""
    cid = conversation_id
    placeholder = rdflib.URIRef(v.conversation_prefix(cid) + "certificate")
    current = rdflib.URIRef(v.claim_iri(cid, firing.current.turn, firing.current.ordinal).value)
    historical = rdflib.URIRef(v.claim_iri(cid, firing.historical.turn, firing.historical.ordinal).value)
    anchor = rdflib.URIRef(v.entity_iri(cid, firing.anchor).value)
    body: list[tuple[rdflib.term.Node, rdflib.term.Node, rdflib.term.Node]] = [
        (placeholder, rdflib.RDF.type, DKG.ContradictionCertificate),
        (placeholder, DKG.inConversation, rdflib.URIRef(v.conversation_iri(cid).value)),
        (placeholder, PROV.wasGeneratedBy, rdflib.URIRef(v.turn_iri(cid, turn).value)),
        (placeholder, DKG.detector, rdflib.Literal(firing.detector)),
        (placeholder, DKG.confidence, _dec(firing.confidence)),
        (placeholder, DKG.anchor, anchor),
        (placeholder, DKG.currentClaim, current),
        (placeholder, DKG.historicalClaim, historical),
        (placeholder, PROV.wasDerivedFrom, current),
        (placeholder, PROV.wasDerivedFrom, historical),
        (placeholder, DKG.relationSimilarity, _dec(firing.relation_similarity)),
        (placeholder, DKG.objectSimilarity, _dec(firing.object_similarity)),
        (placeholder, DKG.thresholds, rdflib.Literal(json.dumps(THRESHOLDS, sort_keys=True))),
        (placeholder, DKG.embeddingModel, rdflib.Literal(provenance.embedding_model)),
        (placeholder, DKG.extractedBy, rdflib.Literal(provenance.extractor)),
        (placeholder, DKG.codeVersion, rdflib.Literal(provenance.code_version)),
    ]
    digest = content_hash(body)
    node = rdflib.URIRef(f"{v.conversation_prefix(cid)}certificate/{digest[:32]}")
    triples = [(node, p, o) for _, p, o in body]
    triples.append((node, DKG.contentHash, rdflib.Literal(f"sha256:{digest}")))
    return triples


def grounding_triples(
    conversation_id: str,
    after_turn: int,
    candidate: str,
    argument: str | None,
    reason: str,
    depends_on: Iterable[str],
    similarity: float | None,
    provenance: Provenance,
) -> list[tuple[rdflib.URIRef, rdflib.term.Node, rdflib.term.Node]]:
    """A certificate for an ungrounded verdict: what was checked, against what, and why not."""
    cid = conversation_id
    placeholder = rdflib.URIRef(v.conversation_prefix(cid) + "certificate")
    body: list[tuple[rdflib.term.Node, rdflib.term.Node, rdflib.term.Node]] = [
        (placeholder, rdflib.RDF.type, DKG.GroundingCertificate),
        (placeholder, DKG.inConversation, rdflib.URIRef(v.conversation_iri(cid).value)),
        (placeholder, DKG.afterTurn, rdflib.Literal(after_turn)),
        (placeholder, DKG.verdict, rdflib.Literal("ungrounded")),
        (placeholder, DKG.candidate, rdflib.Literal(candidate)),
        (placeholder, DKG.reason, rdflib.Literal(reason)),
        (placeholder, DKG.dependsOnIds, rdflib.Literal(json.dumps(sorted(depends_on)))),
        (placeholder, DKG.embeddingModel, rdflib.Literal(provenance.embedding_model)),
        (placeholder, DKG.extractedBy, rdflib.Literal(provenance.extractor)),
        (placeholder, DKG.codeVersion, rdflib.Literal(provenance.code_version)),
    ]
    if argument is not None:
        arg = rdflib.URIRef(v.argument_iri(cid, argument).value)
        body += [(placeholder, DKG.matchedArgument, arg), (placeholder, PROV.wasDerivedFrom, arg)]
    if similarity is not None:
        body.append((placeholder, DKG.similarity, _dec(similarity)))
    digest = content_hash(body)
    node = rdflib.URIRef(f"{v.conversation_prefix(cid)}certificate/{digest[:32]}")
    return [(node, p, o) for _, p, o in body] + [(node, DKG.contentHash, rdflib.Literal(f"sha256:{digest}"))]


CERTIFICATE_TYPES = (DKG.ContradictionCertificate, DKG.GroundingCertificate)


def certificates_in(graph: rdflib.Graph) -> list[rdflib.term.Node]:
    return sorted({c for t in CERTIFICATE_TYPES for c in graph.subjects(rdflib.RDF.type, t)}, key=str)


def check(graph: rdflib.Graph) -> dict[str, str]:
    """Recompute each certificate's hash: {certificate IRI: problem} for those that disagree."""
    problems: dict[str, str] = {}
    for cert in certificates_in(graph):
        stated = graph.value(cert, DKG.contentHash)
        placeholder = rdflib.URIRef(str(cert).rsplit("/certificate/", 1)[0] + "/certificate")
        body = [(placeholder, p, o) for p, o in graph.predicate_objects(cert) if p != DKG.contentHash]
        digest = content_hash(body)
        if stated is None or str(stated) != f"sha256:{digest}":
            problems[str(cert)] = "content hash does not match the certificate's content"
        elif not str(cert).endswith(digest[:32]):
            problems[str(cert)] = "certificate IRI does not match its content hash"
    return problems
