"""The ontology is OWL 2 DL that owlready2 loads and HermiT finds consistent, with data too."""

from __future__ import annotations

import io

import pytest
import rdflib

from dialogkg.api import DialogKG
from dialogkg.resources import ontology_text
from tests.conftest import example_file

DKG = rdflib.Namespace("https://w3id.org/dialogkg/ns#")


def _hermit(graph: rdflib.Graph) -> None:
    """Raise OwlReadyInconsistentOntologyError when HermiT finds the graph inconsistent."""
    import owlready2

    world = owlready2.World()
    data = graph.serialize(format="nt", encoding="utf-8")
    onto = world.get_ontology("https://w3id.org/dialogkg/test").load(
        fileobj=io.BytesIO(data), format="ntriples"
    )
    with onto:
        owlready2.sync_reasoner_hermit(world, infer_property_values=False, debug=0)


def _ontology() -> rdflib.Graph:
    return rdflib.Graph().parse(data=ontology_text(), format="turtle")


def test_ontology_declares_what_the_lifter_writes() -> None:
    graph = _ontology()
    for cls in (
        "Conversation",
        "Turn",
        "Participant",
        "Claim",
        "Entity",
        "Argument",
        "Operation",
        "StatusChange",
        "Retraction",
        "Supersession",
        "Certificate",
    ):
        assert (DKG[cls], rdflib.RDF.type, rdflib.OWL.Class) in graph, cls
    entity_types = set(graph.subjects(rdflib.RDFS.subClassOf, DKG.Entity))
    assert {str(t).rsplit("#")[-1] for t in entity_types} == {
        "Person",
        "Event",
        "Object",
        "Concept",
        "Condition",
        "Organization",
        "Time",
        "Number",
    }
    operations = set(graph.subjects(rdflib.RDFS.subClassOf, DKG.Operation))
    assert len(operations) == 8
    assert (
        DKG.Turn,
        rdflib.RDFS.subClassOf,
        rdflib.URIRef("http://www.w3.org/ns/prov#Activity"),
    ) in graph


@pytest.mark.slow
def test_ontology_is_consistent_under_hermit() -> None:
    _hermit(_ontology())


@pytest.mark.slow
def test_ontology_with_the_example_conversation_is_consistent_under_hermit() -> None:
    kg = DialogKG.open(None)
    kg.ingest([example_file()])
    _, payload = kg.export("turtle")
    assert payload is not None
    graph = _ontology().parse(data=payload.decode("utf-8"), format="turtle")
    _hermit(graph)


@pytest.mark.slow
def test_two_distinct_values_of_an_exclusive_relation_are_inconsistent_under_hermit() -> None:
    """The check above can fail: a functional relation with two distinct objects is caught."""
    import owlready2

    kg = DialogKG.open(None)
    kg.ingest([example_file()])
    _, payload = kg.export("turtle")
    assert payload is not None
    graph = _ontology().parse(data=payload.decode("utf-8"), format="turtle")
    # Turns 2 and 6 give the payment gateway two EXCLUSIVE statuses; declaring them distinct
    # (the unique-name assumption OWL lacks) makes the conversation inconsistent.
    statuses = [
        o for s, o in graph.subject_objects(rdflib.URIRef("https://w3id.org/dialogkg/rel/has%20status"))
    ]
    assert len(statuses) == 2
    graph.add((statuses[0], rdflib.OWL.differentFrom, statuses[1]))
    with pytest.raises(owlready2.OwlReadyInconsistentOntologyError):
        _hermit(graph)
