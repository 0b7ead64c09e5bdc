"""Certificates as RDF (PROV-O) that carry everything their verdict rests on, and their hashes.

A contradiction certificate quotes both claims (subject, relation, object, the full triple
annotation), each claim's turn (index, speaker, exact text) and the extractor that produced it,
and names the detector, its confidence, the similarities, the thresholds in force, the embedding
model and the code version. A grounding certificate quotes the argument it matched the same way.
Quotes are nodes below the certificate's IRI (``<cert>/current``), so a certificate is the set of
triples whose subject is its IRI or starts with it and a slash: a Turtle file alone is enough
to re-check it.

The content hash is computed from the file alone, in a documented canonical form: take the
certificate's own triples except ``dkg:contentHash``, ``dkg:signature`` and ``dkg:signingKey``;
replace the certificate's IRI (also as the prefix of its parts) by
``<conversation>/certificate``; write each triple as one N-Triples line (rdflib's canonical
graph, literals spelt as given except that an ``xsd:string`` literal is written plain); sort the
lines; hash them joined by newlines with sha256. The certificate's IRI ends in the first 32 hex
digits of that hash, so equal certificates get equal IRIs on every store and run.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import rdflib
from rdflib.compare import to_canonical_graph

from dialogkg import vocab as v
from dialogkg.conversation.model import Conversation
from dialogkg.detect import cascade as thresholds
from dialogkg.detect.skg import FactEdge, Firing

DKG = rdflib.Namespace(v.DKG_NS)
PROV = rdflib.Namespace(v.PROV_NS)
XSD = rdflib.XSD

Triple = tuple[rdflib.term.Node, rdflib.term.Node, rdflib.term.Node]

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
CERTIFICATE_TYPES = (DKG.ContradictionCertificate, DKG.GroundingCertificate)
# Not hashed: the hash itself, and the signature made over it afterwards.
UNHASHED = frozenset({DKG.contentHash, DKG.signature, DKG.signingKey})
_SUMMARY_CHARS = 120
UNKNOWN_EXTRACTOR = "unknown"


@dataclass(frozen=True)
class Provenance:
    """What produced the figures: the embedding model, the code version, and per turn the
    extractor that ran (``TurnExtraction.label``: parse, rules, annotated or llm:<model>)."""

    embedding_model: str
    code_version: str
    extractors: Mapping[int, str] = field(default_factory=dict)

    def extractor(self, turn: int) -> str:
        return self.extractors.get(turn, UNKNOWN_EXTRACTOR)


@dataclass(frozen=True)
class Quote:
    """A turn as a certificate quotes it."""

    index: int
    speaker: str
    text: str
    extractor: str


def quote_turn(conversation: Conversation, index: int, provenance: Provenance) -> Quote:
    for turn in conversation.turns:
        if turn.index == index:
            return Quote(index, turn.speaker, turn.text, provenance.extractor(index))
    raise KeyError(f"turn {index} of {conversation.id!r}")


def decimal_text(value: float) -> str:
    """Four places, canonical lexical form ("1.0", "0.95")."""
    text = format(round(value, 4), "f").rstrip("0")
    return text + "0" if text.endswith(".") else text


def _dec(value: float) -> rdflib.Literal:
    return rdflib.Literal(decimal_text(value), datatype=XSD.decimal, normalize=False)


def canonical_term(term: rdflib.term.Node) -> rdflib.term.Node:
    """A stored decimal in the certificates' spelling: stores write 1 for the 1.0 a certificate
    was hashed with. Applied when reading certificates from a store, never to a file under test."""
    if isinstance(term, rdflib.Literal) and term.datatype == XSD.decimal:
        return _dec(float(term))
    return term


def _plain(term: rdflib.term.Node) -> rdflib.term.Node:
    if isinstance(term, rdflib.Literal) and term.datatype == XSD.string:
        return rdflib.Literal(str(term))
    return term


def content_hash(triples: Iterable[Triple]) -> str:
    """sha256 of the sorted canonical N-Triples lines of the triples."""
    graph = rdflib.Graph()
    for s, p, o in triples:
        graph.add((s, p, _plain(o)))
    canonical = to_canonical_graph(graph).serialize(format="nt")
    lines = sorted(line for line in canonical.splitlines() if line.strip())
    return hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()


def _placeholder(conversation_id: str) -> str:
    return v.conversation_prefix(conversation_id) + "certificate"


def _rename(term: rdflib.term.Node, old: str, new: str) -> rdflib.term.Node:
    if isinstance(term, rdflib.URIRef) and (term == rdflib.URIRef(old) or str(term).startswith(old + "/")):
        return rdflib.URIRef(new + str(term)[len(old) :])
    return term


def _seal(conversation_id: str, body: list[Triple]) -> list[Triple]:
    """Name the certificate by the hash of its body and add the hash."""
    placeholder = _placeholder(conversation_id)
    digest = content_hash(body)
    node = f"{placeholder}/{digest[:32]}"
    sealed = [(_rename(s, placeholder, node), p, _rename(o, placeholder, node)) for s, p, o in body]
    sealed.append((rdflib.URIRef(node), DKG.contentHash, rdflib.Literal(f"sha256:{digest}")))
    return sealed


def _short(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= _SUMMARY_CHARS else flat[: _SUMMARY_CHARS - 1] + "…"


def _quote_triples(cid: str, node: rdflib.URIRef, quoted: rdflib.URIRef, quote: Quote) -> list[Triple]:
    return [
        (node, rdflib.RDF.type, DKG.CertifiedStatement),
        (node, DKG.quotes, quoted),
        (node, PROV.wasGeneratedBy, rdflib.URIRef(v.turn_iri(cid, quote.index).value)),
        (node, PROV.wasAttributedTo, rdflib.URIRef(v.participant_iri(cid, quote.speaker).value)),
        (node, DKG.turnIndex, rdflib.Literal(quote.index)),
        (node, DKG.speakerId, rdflib.Literal(quote.speaker)),
        (node, DKG.turnText, rdflib.Literal(quote.text)),
        (node, DKG.extractedBy, rdflib.Literal(quote.extractor)),
    ]


def _claim_triples(cid: str, node: rdflib.URIRef, edge: FactEdge, quote: Quote) -> list[Triple]:
    claim = rdflib.URIRef(v.claim_iri(cid, edge.turn, edge.ordinal).value)
    annotation = json.dumps(edge.triple.model_dump(mode="json"), sort_keys=True, ensure_ascii=False)
    return [
        *_quote_triples(cid, node, claim, quote),
        (node, DKG.subjectText, rdflib.Literal(edge.triple.sub)),
        (node, DKG.relationText, rdflib.Literal(edge.triple.rel)),
        (node, DKG.objectText, rdflib.Literal(edge.triple.obj)),
        (node, DKG.tripleAnnotation, rdflib.Literal(annotation)),
    ]


def _said(quote: Quote, edge: FactEdge) -> str:
    t = edge.triple
    return f'turn {quote.index} ({quote.speaker}): "{_short(quote.text)}" [{t.sub} / {t.rel} / {t.obj}]'


def certificate_triples(
    conversation: Conversation, turn: int, firing: Firing, provenance: Provenance
) -> list[Triple]:
    """The contradiction certificate of one firing, its hash included, named by that hash."""
    cid = conversation.id
    p = rdflib.URIRef(_placeholder(cid))
    current, historical = rdflib.URIRef(f"{p}/current"), rdflib.URIRef(f"{p}/historical")
    now = quote_turn(conversation, firing.current.turn, provenance)
    then = quote_turn(conversation, firing.historical.turn, provenance)
    claims = [
        rdflib.URIRef(v.claim_iri(cid, e.turn, e.ordinal).value) for e in (firing.current, firing.historical)
    ]
    summary = (
        f"{_said(now, firing.current)} contradicts {_said(then, firing.historical)}"
        f" ({firing.detector}, confidence {decimal_text(firing.confidence)})"
    )
    body: list[Triple] = [
        (p, rdflib.RDF.type, DKG.ContradictionCertificate),
        (p, rdflib.RDFS.comment, rdflib.Literal(summary)),
        (p, DKG.inConversation, rdflib.URIRef(v.conversation_iri(cid).value)),
        (p, PROV.wasGeneratedBy, rdflib.URIRef(v.turn_iri(cid, turn).value)),
        (p, DKG.detector, rdflib.Literal(firing.detector)),
        (p, DKG.confidence, _dec(firing.confidence)),
        (p, DKG.anchor, rdflib.URIRef(v.entity_iri(cid, firing.anchor).value)),
        (p, DKG.anchorText, rdflib.Literal(firing.anchor)),
        (p, DKG.currentClaim, claims[0]),
        (p, DKG.historicalClaim, claims[1]),
        (p, PROV.wasDerivedFrom, claims[0]),
        (p, PROV.wasDerivedFrom, claims[1]),
        (p, DKG.currentStatement, current),
        (p, DKG.historicalStatement, historical),
        (p, DKG.relationSimilarity, _dec(firing.relation_similarity)),
        (p, DKG.objectSimilarity, _dec(firing.object_similarity)),
        (p, DKG.thresholds, rdflib.Literal(json.dumps(THRESHOLDS, sort_keys=True))),
        (p, DKG.embeddingModel, rdflib.Literal(provenance.embedding_model)),
        (p, DKG.codeVersion, rdflib.Literal(provenance.code_version)),
        *_claim_triples(cid, current, firing.current, now),
        *_claim_triples(cid, historical, firing.historical, then),
    ]
    if firing.flip_back:  # only then, so every other certificate keeps its hash
        body.append((p, DKG.flipBack, rdflib.Literal(True)))
    return _seal(cid, body)


@dataclass(frozen=True)
class Grounding:
    """An ungrounded verdict and what it was reached against."""

    after_turn: int
    candidate: str
    reason: str
    depends_on: tuple[str, ...]
    argument: str | None = None
    claim: str | None = None  # the matched argument's claim text
    quote: Quote | None = None  # the matched argument's turn
    similarity: float | None = None
    threshold: float | None = None  # the match threshold, for a candidate text


def grounding_triples(conversation_id: str, grounding: Grounding, provenance: Provenance) -> list[Triple]:
    """The certificate of an ungrounded verdict: what was checked, against what, and why not."""
    cid, g = conversation_id, grounding
    p = rdflib.URIRef(_placeholder(cid))
    summary = f'"{_short(g.candidate)}" is ungrounded after turn {g.after_turn}: {g.reason}'
    body: list[Triple] = [
        (p, rdflib.RDF.type, DKG.GroundingCertificate),
        (p, DKG.inConversation, rdflib.URIRef(v.conversation_iri(cid).value)),
        (p, DKG.afterTurn, rdflib.Literal(g.after_turn)),
        (p, DKG.verdict, rdflib.Literal("ungrounded")),
        (p, DKG.candidate, rdflib.Literal(g.candidate)),
        (p, DKG.reason, rdflib.Literal(g.reason)),
        (p, DKG.dependsOnIds, rdflib.Literal(json.dumps(sorted(g.depends_on)))),
        (p, DKG.embeddingModel, rdflib.Literal(provenance.embedding_model)),
        (p, DKG.codeVersion, rdflib.Literal(provenance.code_version)),
    ]
    if g.argument is not None:
        arg = rdflib.URIRef(v.argument_iri(cid, g.argument).value)
        body += [(p, DKG.matchedArgument, arg), (p, PROV.wasDerivedFrom, arg)]
        if g.quote is not None and g.claim is not None:
            node = rdflib.URIRef(f"{p}/matched")
            body += [(p, DKG.matchedStatement, node), *_quote_triples(cid, node, arg, g.quote)]
            body.append((node, DKG.quotedText, rdflib.Literal(g.claim)))
            summary += (
                f'; matched {g.argument}, turn {g.quote.index} ({g.quote.speaker}): "{_short(g.claim)}"'
            )
    if g.similarity is not None:
        body.append((p, DKG.similarity, _dec(g.similarity)))
    if g.threshold is not None:
        body.append((p, DKG.thresholds, rdflib.Literal(json.dumps({"match": g.threshold}, sort_keys=True))))
    body.append((p, rdflib.RDFS.comment, rdflib.Literal(summary)))
    return _seal(cid, body)


def certificates_in(graph: rdflib.Graph) -> list[rdflib.URIRef]:
    found = {c for t in CERTIFICATE_TYPES for c in graph.subjects(rdflib.RDF.type, t)}
    return sorted((c for c in found if isinstance(c, rdflib.URIRef)), key=str)


def owner(subject: rdflib.term.Node) -> str | None:
    """The certificate a subject belongs to (itself or one of its parts), by its IRI alone."""
    head, sep, tail = str(subject).rpartition("/certificate/")
    if not sep or not isinstance(subject, rdflib.URIRef):
        return None
    return head + sep + tail.split("/", 1)[0]


def own_triples(graph: rdflib.Graph) -> dict[str, list[Triple]]:
    """Each certificate's triples in the graph: about its IRI or about its parts."""
    wanted = {str(c) for c in certificates_in(graph)}
    mine: dict[str, list[Triple]] = {c: [] for c in sorted(wanted)}
    for s, p, o in graph:
        cert = owner(s)
        if cert in mine:
            mine[cert].append((s, p, o))
    return mine


def recomputed_hash(cert: str, triples: Iterable[Triple]) -> str:
    """The hash of a certificate's own triples (those ``own_triples`` gives for it)."""
    placeholder = cert.rsplit("/", 1)[0]
    body = [
        (_rename(s, cert, placeholder), p, _rename(o, cert, placeholder))
        for s, p, o in triples
        if not (str(s) == cert and p in UNHASHED)
    ]
    return content_hash(body)


def check(graph: rdflib.Graph) -> dict[str, str]:
    """Recompute each certificate's hash from the graph alone: {IRI: problem} for those that fail."""
    problems: dict[str, str] = {}
    for cert, triples in own_triples(graph).items():
        stated = [str(o) for s, p, o in triples if str(s) == cert and p == DKG.contentHash]
        digest = recomputed_hash(cert, triples)
        if stated != [f"sha256:{digest}"]:
            problems[cert] = "content hash does not match the certificate's content"
        elif not cert.endswith("/" + digest[:32]):
            problems[cert] = "certificate IRI does not match its content hash"
    return problems
