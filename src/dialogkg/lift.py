"""Lift one turn and its extraction into the triples of that turn's named graph.

The lifter is pure: it reads no store and mints every IRI through ``vocab``. The same input
always yields the same triples in the same order, which keeps exports and hashes stable.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass

from pyoxigraph import BlankNode, Literal, NamedNode, Quad, Triple

from dialogkg import vocab as v
from dialogkg.conversation.model import Conversation, Turn
from dialogkg.extract.base import TurnExtraction
from dialogkg.extract.schema import OperationAnnotation, TripleAnnotation
from dialogkg.ground.state import StatusChange
from dialogkg.vocab import DCTERMS, DKG, OWL, PROV, RDF, RDFS, STATUS_TERMS

Term = NamedNode | BlankNode | Literal
Stamp = tuple[Literal, Literal | None]

ROLE_TERMS = {
    "user": DKG.UserRole,
    "assistant": DKG.AssistantRole,
    "system": DKG.SystemRole,
    "tool": DKG.ToolRole,
    "other": DKG.OtherRole,
}
KIND_CLASSES = {
    "observation": DKG.Observation,
    "hypothesis": DKG.Hypothesis,
    "assumption": DKG.Assumption,
    "position": DKG.Position,
    "consideration": DKG.Consideration,
    "awareness": DKG.AwarenessItem,
    "decision": DKG.Decision,
    "question": DKG.Question,
}
OPERATION_CLASSES = {
    "Observe": DKG.ObserveOperation,
    "Hypothesize": DKG.HypothesizeOperation,
    "Support": DKG.SupportOperation,
    "Undermine": DKG.UndermineOperation,
    "Revise": DKG.ReviseOperation,
    "ExpandAwareness": DKG.ExpandAwarenessOperation,
    "Resolve": DKG.ResolveOperation,
    "Question": DKG.QuestionOperation,
}
ATTRIBUTE_TERMS = {
    "definition": DKG.Definition,
    "effect": DKG.Effect,
    "property": DKG.Property,
    "comparison": DKG.Comparison,
    "requirement": DKG.Requirement,
    "quantity": DKG.Quantity,
    "negation": DKG.Negation,
}
RELATION_TYPE_TERMS = {
    "assertion": DKG.Assertion,
    "negation_assertion": DKG.NegationAssertion,
    "diagnosis": DKG.Diagnosis,
    "solution": DKG.Solution,
    "elaboration": DKG.Elaboration,
}
PROPERTY_TYPE_TERMS = {"EXCLUSIVE": DKG.Exclusive, "ADDITIVE": DKG.Additive}
INTENT_TERMS = {"State": DKG.State, "Advice": DKG.Advice, "Hyp": DKG.Hyp}


@dataclass(frozen=True)
class LiftedTurn:
    """The complete content of one turn's named graph."""

    conversation_id: str
    index: int
    graph: NamedNode
    triples: tuple[Triple, ...]

    def quads(self) -> list[Quad]:
        return [Quad(t.subject, t.predicate, t.object, self.graph) for t in self.triples]


class _Triples:
    def __init__(self) -> None:
        self.items: list[Triple] = []

    def add(self, s: NamedNode | BlankNode, p: NamedNode, o: Term) -> None:
        self.items.append(Triple(s, p, o))


def lift_conversation_header(conversation: Conversation) -> list[Quad]:
    """The conversation node and its participants, for the conversation graph."""
    cid = conversation.id
    c = v.conversation_iri(cid)
    g = v.conversation_graph(cid)
    out = _Triples()
    out.add(c, RDF.type, DKG.Conversation)
    out.add(c, DKG.conversationId, v.string(cid))
    for p in conversation.participants:
        pi = v.participant_iri(cid, p.id)
        out.add(c, DKG.hasParticipant, pi)
        out.add(pi, RDF.type, DKG.Participant)
        out.add(pi, DKG.participantId, v.string(p.id))
        out.add(pi, DKG.inConversation, c)
        out.add(pi, DKG.role, ROLE_TERMS[p.role])
        if p.name is not None:
            out.add(pi, DKG["name"], v.string(p.name))
    return [Quad(t.subject, t.predicate, t.object, g) for t in out.items]


def lift_turn(
    conversation: Conversation,
    turn: Turn,
    extracted: TurnExtraction,
    changes: Sequence[StatusChange] = (),
) -> LiftedTurn:
    """The turn graph; ``changes`` are the status changes the engine's Apply made for this turn,
    recorded here so the turn that caused them carries them for good."""
    cid = conversation.id
    c = v.conversation_iri(cid)
    t = v.turn_iri(cid, turn.index)
    speaker = v.participant_iri(cid, turn.speaker)
    extractor: Stamp = (
        v.string(extracted.extractor),
        v.string(extracted.model) if extracted.model is not None else None,
    )
    extraction = extracted.extraction
    out = _Triples()

    out.add(t, RDF.type, DKG.Turn)
    out.add(t, DKG.inConversation, c)
    out.add(t, DKG["index"], v.integer(turn.index))
    out.add(t, DKG.speaker, speaker)
    out.add(t, DKG.text, v.string(turn.text))
    if turn.reference is not None:
        out.add(t, DKG.reference, v.string(turn.reference))
    if turn.session is not None:
        out.add(t, DKG.session, v.string(turn.session))
    if extraction.revision is not None:
        out.add(t, DKG.revision, v.boolean(extraction.revision))
    for issue in extracted.issues:
        out.add(t, DKG.extractionIssue, v.string(issue))

    for k, triple in enumerate(extraction.triples):
        _lift_claim(out, cid, turn.index, k, triple, t, speaker, extractor)
    for k, granted in enumerate(extraction.presupposes):
        node = v.claim_iri(cid, turn.index, len(extraction.triples) + k)
        out.add(node, RDF.type, DKG.Presupposition)
        out.add(node, DKG.presupposedBy, t)
        out.add(node, DKG.ordinal, v.integer(len(extraction.triples) + k))
        annotation = json.dumps(granted.model_dump(mode="json"), sort_keys=True, ensure_ascii=False)
        out.add(node, DKG.presupposition, v.string(annotation))
    for k, op in enumerate(extraction.operations):
        _lift_operation(out, cid, turn.index, k, op, t, speaker, extractor)
    for k, change in enumerate(changes):
        node = NamedNode(f"{t.value}/change/{k}")
        out.add(node, RDF.type, DKG.StatusChange)
        out.add(node, DKG.ofArgument, v.argument_iri(cid, change.argument))
        if change.before is not None:
            out.add(node, DKG.fromStatus, STATUS_TERMS[change.before])
        out.add(node, DKG.toStatus, STATUS_TERMS[change.after])
        out.add(node, DKG.causedBy, v.operation_iri(cid, turn.index, change.ordinal))
        out.add(node, DKG.ordinal, v.integer(k))

    return LiftedTurn(cid, turn.index, v.turn_graph(cid, turn.index), tuple(out.items))


def _stamp(out: _Triples, node: NamedNode, stamp: Stamp) -> None:
    """Which extractor (and, for an LLM, which model) produced the node."""
    out.add(node, DKG.extractedBy, stamp[0])
    if stamp[1] is not None:
        out.add(node, DKG.extractionModel, stamp[1])


def _lift_claim(
    out: _Triples,
    cid: str,
    index: int,
    ordinal: int,
    triple: TripleAnnotation,
    turn: NamedNode,
    speaker: NamedNode,
    extractor: Stamp,
) -> None:
    claim = v.claim_iri(cid, index, ordinal)
    subject = _entity(out, cid, triple.sub, triple.type_sub)
    obj = _entity(out, cid, triple.obj, triple.type_obj)
    relation = v.relation_iri(triple.rel)

    out.add(relation, RDF.type, OWL.ObjectProperty)
    out.add(relation, RDF.type, DKG.Relation)
    out.add(relation, RDFS.label, v.string(v.normalise_label(triple.rel)))
    if triple.property_type == "EXCLUSIVE":
        out.add(relation, RDF.type, OWL.FunctionalProperty)

    out.add(claim, RDF.type, DKG.Claim)
    out.add(claim, DKG.inConversation, v.conversation_iri(cid))
    out.add(claim, PROV.wasGeneratedBy, turn)
    out.add(claim, PROV.wasAttributedTo, speaker)
    _stamp(out, claim, extractor)
    out.add(claim, DKG.ordinal, v.integer(ordinal))
    out.add(claim, DKG.subjectEntity, subject)
    out.add(claim, DKG.relation, relation)
    out.add(claim, DKG.relationLabel, v.string(triple.rel))
    out.add(claim, DKG.objectEntity, obj)
    out.add(claim, DKG.relationType, RELATION_TYPE_TERMS[triple.rel_type])
    out.add(claim, DKG.propertyType, PROPERTY_TYPE_TERMS[triple.property_type])
    out.add(claim, DKG.intent, INTENT_TERMS[triple.intent])
    if triple.attribute is not None:
        out.add(claim, DKG.attribute, ATTRIBUTE_TERMS[triple.attribute])
    if triple.importance is not None:
        out.add(claim, DKG.importance, v.decimal(triple.importance))
    if triple.of_now:
        out.add(claim, DKG.ofNow, v.boolean(True))

    # The plain triple states only what the speaker asserted as fact: a negated claim becomes
    # an OWL 2 negative property assertion, and a hypothetical one stays reified only.
    if triple.intent == "Hyp":
        return
    if triple.rel_type == "negation_assertion":
        npa = BlankNode(hashlib.sha256(claim.value.encode()).hexdigest()[:32])
        out.add(npa, RDF.type, OWL.NegativePropertyAssertion)
        out.add(npa, OWL.sourceIndividual, subject)
        out.add(npa, OWL.assertionProperty, relation)
        out.add(npa, OWL.targetIndividual, obj)
    else:
        out.add(subject, relation, obj)


def _entity(out: _Triples, cid: str, label: str, entity_type: str) -> NamedNode:
    entity = v.entity_iri(cid, label)
    out.add(entity, RDF.type, DKG.Entity)
    out.add(entity, RDF.type, DKG[entity_type])
    out.add(entity, RDFS.label, v.string(label))
    out.add(entity, DKG.inConversation, v.conversation_iri(cid))
    return entity


def _lift_operation(
    out: _Triples,
    cid: str,
    index: int,
    ordinal: int,
    op: OperationAnnotation,
    turn: NamedNode,
    speaker: NamedNode,
    extractor: Stamp,
) -> None:
    node = v.operation_iri(cid, index, ordinal)

    def arg(local_id: str) -> NamedNode:
        return v.argument_iri(cid, local_id)

    out.add(node, RDF.type, DKG.Operation)
    out.add(node, RDF.type, OPERATION_CLASSES[op.op])
    out.add(node, DKG.inConversation, v.conversation_iri(cid))
    out.add(node, DCTERMS.isPartOf, turn)
    out.add(node, DKG.ordinal, v.integer(ordinal))
    out.add(node, PROV.wasAssociatedWith, speaker)
    _stamp(out, node, extractor)
    if op.target is not None:
        out.add(node, DKG.operationTarget, arg(op.target))
    if op.evidence is not None:
        out.add(node, DKG.evidence, arg(op.evidence))
    if op.matched_text is not None and op.match_similarity is not None:  # an inferred link's basis
        out.add(node, DKG.matchedText, v.string(op.matched_text))
        out.add(node, DKG.matchSimilarity, v.decimal(op.match_similarity))

    created: NamedNode | None = None
    kind = op.argument_kind
    if op.id is not None and op.claim is not None and kind is not None:
        created = arg(op.id)
        out.add(node, DKG.createsArgument, created)
        out.add(created, RDF.type, DKG.Argument)
        out.add(created, RDF.type, KIND_CLASSES[kind])
        out.add(created, DKG.localId, v.string(op.id))
        out.add(created, DKG.claimText, v.string(op.claim))
        out.add(created, DKG.inConversation, v.conversation_iri(cid))
        out.add(created, PROV.wasGeneratedBy, turn)
        out.add(created, PROV.wasAttributedTo, speaker)
        out.add(created, DKG.committedBy, speaker)
        _stamp(out, created, extractor)
        for dep in op.depends_on:
            out.add(created, DKG.dependsOnNot if dep.negated else DKG.dependsOn, arg(dep.id))

    if op.op in ("Support", "Undermine") and op.target is not None:
        edge = DKG.supports if op.op == "Support" else DKG.attacks
        actor = created if created is not None else arg(op.evidence) if op.evidence is not None else None
        if actor is not None:  # generic support or undermining names no argument
            out.add(actor, edge, arg(op.target))
    elif op.op == "Revise" and op.target is not None and created is not None:
        out.add(created, DKG.supersedes, arg(op.target))
    elif op.op == "Resolve":
        resolver = arg(op.target) if op.target is not None else created
        if resolver is not None:
            for narrower in op.subsumes:
                out.add(resolver, DKG.subsumes, arg(narrower))
            for who in op.dissent_by:
                out.add(resolver, DKG.dissentBy, v.participant_iri(cid, who))
