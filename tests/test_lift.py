"""The lifter's exact output for small turns: reified claims, plain triples, operations."""

from __future__ import annotations

from pyoxigraph import BlankNode, Literal, NamedNode, Triple

from dialogkg import vocab as v
from dialogkg.conversation.model import Conversation, Participant, Turn
from dialogkg.extract.base import TurnExtraction
from dialogkg.extract.schema import Extraction
from dialogkg.lift import lift_turn
from dialogkg.vocab import DCTERMS, DKG, OWL, PROV, RDF, RDFS, XSD

CID = "c1"
CONV = Conversation(CID, (Participant("amy", "Amy", "user"),), ())


def _lift(annotations: dict[str, object], index: int = 1) -> set[Triple]:
    extraction = Extraction.model_validate(annotations)
    turn = Turn(index, "amy", "said", None, extraction)
    lifted = lift_turn(CONV, turn, TurnExtraction(extraction, "annotated"))
    assert lifted.graph == v.turn_graph(CID, index)
    assert len(set(lifted.triples)) == len(lifted.triples)
    return set(lifted.triples)


def T(s: NamedNode | BlankNode, p: NamedNode, o: NamedNode | Literal | BlankNode) -> Triple:
    return Triple(s, p, o)


TURN = v.turn_iri(CID, 1)
AMY = v.participant_iri(CID, "amy")
CONV_IRI = v.conversation_iri(CID)
TURN_TRIPLES = {
    T(TURN, RDF.type, DKG.Turn),
    T(TURN, DKG.inConversation, CONV_IRI),
    T(TURN, DKG["index"], Literal("1", datatype=XSD.integer)),
    T(TURN, DKG.speaker, AMY),
    T(TURN, DKG.text, Literal("said")),
}


def test_a_turn_without_extraction_is_just_the_turn() -> None:
    assert _lift({}) == TURN_TRIPLES


def test_an_exclusive_claim_is_reified_asserted_and_functional() -> None:
    triples = _lift(
        {
            "triples": [
                {
                    "sub": "Meeting",
                    "rel": "Is On",
                    "obj": "Tuesday",
                    "type_sub": "Event",
                    "type_obj": "Time",
                    "importance": 0.9,
                    "attribute": "property",
                    "property_type": "EXCLUSIVE",
                }
            ]
        }
    )
    claim = v.claim_iri(CID, 1, 0)
    meeting, tuesday = v.entity_iri(CID, "Meeting"), v.entity_iri(CID, "Tuesday")
    rel = NamedNode("https://w3id.org/dialogkg/rel/is_on")
    assert v.relation_iri("is   ON") == rel
    assert triples - TURN_TRIPLES == {
        T(meeting, RDF.type, DKG.Entity),
        T(meeting, RDF.type, DKG.Event),
        T(meeting, RDFS.label, Literal("Meeting")),
        T(meeting, DKG.inConversation, CONV_IRI),
        T(tuesday, RDF.type, DKG.Entity),
        T(tuesday, RDF.type, DKG.Time),
        T(tuesday, RDFS.label, Literal("Tuesday")),
        T(tuesday, DKG.inConversation, CONV_IRI),
        T(rel, RDF.type, OWL.ObjectProperty),
        T(rel, RDF.type, DKG.Relation),
        T(rel, RDF.type, OWL.FunctionalProperty),
        T(rel, RDFS.label, Literal("is on")),
        T(claim, RDF.type, DKG.Claim),
        T(claim, DKG.inConversation, CONV_IRI),
        T(claim, PROV.wasGeneratedBy, TURN),
        T(claim, PROV.wasAttributedTo, AMY),
        T(claim, DKG.extractedBy, Literal("annotated")),
        T(claim, DKG.ordinal, Literal("0", datatype=XSD.integer)),
        T(claim, DKG.subjectEntity, meeting),
        T(claim, DKG.objectEntity, tuesday),
        T(claim, DKG.relation, rel),
        T(claim, DKG.relationLabel, Literal("Is On")),
        T(claim, DKG.relationType, DKG.Assertion),
        T(claim, DKG.propertyType, DKG.Exclusive),
        T(claim, DKG.intent, DKG.State),
        T(claim, DKG.attribute, DKG.Property),
        T(claim, DKG.importance, Literal("0.9", datatype=XSD.decimal)),
        T(meeting, rel, tuesday),
    }


def test_a_negated_claim_becomes_a_negative_property_assertion() -> None:
    triples = _lift(
        {"triples": [{"sub": "sky", "rel": "is", "obj": "green", "rel_type": "negation_assertion"}]}
    )
    sky, green, rel = v.entity_iri(CID, "sky"), v.entity_iri(CID, "green"), v.relation_iri("is")
    assert T(sky, rel, green) not in triples
    npas = [t.subject for t in triples if t.object == OWL.NegativePropertyAssertion]
    assert len(npas) == 1 and isinstance(npas[0], BlankNode)
    assert {
        T(npas[0], OWL.sourceIndividual, sky),
        T(npas[0], OWL.assertionProperty, rel),
        T(npas[0], OWL.targetIndividual, green),
    } <= triples
    assert T(rel, RDF.type, OWL.FunctionalProperty) not in triples


def test_a_hypothetical_claim_is_reified_only() -> None:
    triples = _lift({"triples": [{"sub": "cache", "rel": "causes", "obj": "lag", "intent": "Hyp"}]})
    assert T(v.entity_iri(CID, "cache"), v.relation_iri("causes"), v.entity_iri(CID, "lag")) not in triples
    assert T(v.claim_iri(CID, 1, 0), DKG.intent, DKG.Hyp) in triples


def test_operations_create_arguments_with_commitment_and_dependencies() -> None:
    triples = _lift(
        {
            "operations": [
                {
                    "op": "Hypothesize",
                    "id": "h1",
                    "claim": "it is the cache",
                    "depends_on": ["o1", "not a3"],
                },
                {"op": "Undermine", "target": "h0", "evidence": "o2"},
                {"op": "Resolve", "target": "h1", "subsumes": ["h0"], "dissent_by": ["amy"]},
            ]
        },
        index=4,
    )
    turn = v.turn_iri(CID, 4)
    h1, h0, o1, o2, a3 = (v.argument_iri(CID, x) for x in ("h1", "h0", "o1", "o2", "a3"))
    op0, op1, op2 = (v.operation_iri(CID, 4, k) for k in range(3))
    expected = {
        T(op0, RDF.type, DKG.Operation),
        T(op0, RDF.type, DKG.HypothesizeOperation),
        T(op0, DCTERMS.isPartOf, turn),
        T(op0, DKG.createsArgument, h1),
        T(h1, RDF.type, DKG.Argument),
        T(h1, RDF.type, DKG.Hypothesis),
        T(h1, DKG.localId, Literal("h1")),
        T(h1, DKG.claimText, Literal("it is the cache")),
        T(h1, PROV.wasGeneratedBy, turn),
        T(h1, DKG.committedBy, AMY),
        T(h1, DKG.dependsOn, o1),
        T(h1, DKG.dependsOnNot, a3),
        T(op1, RDF.type, DKG.UndermineOperation),
        T(op1, DKG.operationTarget, h0),
        T(op1, DKG.evidence, o2),
        T(o2, DKG.attacks, h0),
        T(op2, RDF.type, DKG.ResolveOperation),
        T(op2, DKG.operationTarget, h1),
        T(h1, DKG.subsumes, h0),
        T(h1, DKG.dissentBy, AMY),
    }
    assert expected <= triples
    assert not any(t.subject == h0 and t.predicate == RDF.type for t in triples)


def test_lifting_is_deterministic() -> None:
    doc = {
        "triples": [{"sub": "a", "rel": "r", "obj": "b", "rel_type": "negation_assertion"}],
        "operations": [{"op": "Observe", "id": "o1", "claim": "c"}],
    }
    extraction = Extraction.model_validate(doc)
    turn = Turn(2, "amy", "x", "ref", extraction)
    first = lift_turn(CONV, turn, TurnExtraction(extraction, "annotated"))
    second = lift_turn(CONV, turn, TurnExtraction(Extraction.model_validate(doc), "annotated"))
    assert first.triples == second.triples


def test_a_turn_s_session_is_a_plain_literal_of_the_turn() -> None:
    turn = Turn(1, "amy", "said", session="session_2")
    lifted = lift_turn(CONV, turn, TurnExtraction(Extraction(), "annotated"))
    assert set(lifted.triples) == TURN_TRIPLES | {T(TURN, DKG.session, Literal("session_2"))}
