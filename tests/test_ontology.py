"""The ontology is OWL 2 DL that owlready2 loads and HermiT finds consistent, with data too."""

from __future__ import annotations

import io
import tomllib
from pathlib import Path

import pytest
import rdflib
from rdflib.namespace import DCTERMS, OWL, RDF, RDFS

import dialogkg
from dialogkg.api import DialogKG
from dialogkg.resources import ontology_text
from tests.conftest import example_file

DKG = rdflib.Namespace("https://w3id.org/dialogkg/ns#")
ONTOLOGY_IRI = rdflib.URIRef("https://w3id.org/dialogkg/ns")
ROOT = Path(__file__).resolve().parents[1]
TERM_TYPES = (OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty, OWL.AnnotationProperty)


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


def _english(graph: rdflib.Graph, term: rdflib.URIRef, predicate: rdflib.URIRef) -> list[str]:
    return [
        str(o)
        for o in graph.objects(term, predicate)
        if isinstance(o, rdflib.Literal) and o.language == "en" and str(o).strip()
    ]


def _unlabelled(graph: rdflib.Graph, terms: set[rdflib.term.Node]) -> list[str]:
    """Each term's missing English rdfs:label or rdfs:comment, as "term: property"."""
    return sorted(
        f"{str(term).removeprefix(str(DKG))}: {what}"
        for term in terms
        for what, predicate in (("rdfs:label", RDFS.label), ("rdfs:comment", RDFS.comment))
        if not _english(graph, term, predicate)
    )


def test_every_class_and_property_has_an_english_label_and_comment() -> None:
    """A publishable ontology: every term it declares says in words what it is."""
    graph = _ontology()
    terms = {
        term
        for kind in TERM_TYPES
        for term in graph.subjects(RDF.type, kind)
        if isinstance(term, rdflib.URIRef) and str(term).startswith(str(DKG))
    }
    # Not vacuous: the ontology declares 45 classes and 88 object and datatype properties.
    assert len(terms) >= 133
    missing = _unlabelled(graph, terms)
    assert missing == [], f"{len(missing)} missing English labels or comments:\n" + "\n".join(missing)


def test_every_named_individual_has_an_english_label_and_comment() -> None:
    graph = _ontology()
    individuals = {t for t in graph.subjects(RDF.type, OWL.NamedIndividual) if str(t).startswith(str(DKG))}
    assert len(individuals) >= 31
    assert _unlabelled(graph, individuals) == []


def test_ontology_header_has_licence_creator_and_version() -> None:
    graph = _ontology()
    assert (ONTOLOGY_IRI, RDF.type, OWL.Ontology) in graph
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert set(graph.objects(ONTOLOGY_IRI, DCTERMS.license)) == {
        rdflib.URIRef(f"https://spdx.org/licenses/{project['license']}")
    }
    assert [str(c) for c in graph.objects(ONTOLOGY_IRI, DCTERMS.creator)] == ["dialogkg maintainers"]
    # The versioned IRI and version follow the package, so a release cannot forget the ontology.
    assert project["version"] == dialogkg.__version__
    assert set(graph.objects(ONTOLOGY_IRI, OWL.versionIRI)) == {
        rdflib.URIRef(f"{ONTOLOGY_IRI}/{project['version']}")
    }
    assert [str(v) for v in graph.objects(ONTOLOGY_IRI, OWL.versionInfo)] == [project["version"]]
    for predicate in (DCTERMS.title, DCTERMS.description, RDFS.label):
        assert _english(graph, ONTOLOGY_IRI, predicate), predicate


def test_annotation_properties_used_in_the_ontology_are_declared() -> None:
    """OWL 2 DL: every predicate outside the built-in vocabularies has a declared type."""
    graph = _ontology()
    builtin = (str(RDF), str(RDFS), str(OWL))
    undeclared = sorted(
        str(p)
        for p in set(graph.predicates())
        if not str(p).startswith(builtin) and not set(graph.objects(p, RDF.type))
    )
    assert undeclared == []


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
        o for s, o in graph.subject_objects(rdflib.URIRef("https://w3id.org/dialogkg/rel/has_status"))
    ]
    assert len(statuses) == 2
    graph.add((statuses[0], rdflib.OWL.differentFrom, statuses[1]))
    with pytest.raises(owlready2.OwlReadyInconsistentOntologyError):
        _hermit(graph)


def test_the_html_reference_documents_every_term() -> None:
    """docs/ontology.html (scripts/ontology_docs.py) names every class, property and individual."""
    page = (ROOT / "docs" / "ontology.html").read_text(encoding="utf-8")
    graph = _ontology()
    terms = {
        str(t)
        for kind in (*TERM_TYPES, OWL.NamedIndividual)
        for t in graph.subjects(RDF.type, kind)
        if str(t).startswith(str(DKG))
    }
    assert sorted(t for t in terms if f"<code>{t}</code>" not in page) == []
    assert "https://w3id.org/dialogkg/ns/" + dialogkg.__version__ in page


def test_the_html_reference_is_up_to_date() -> None:
    """Regenerating the page from the ontology gives the committed file (needs the docs extra)."""
    import importlib.util

    pytest.importorskip("pylode")
    spec = importlib.util.spec_from_file_location("ontology_docs", ROOT / "scripts" / "ontology_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.render() == (ROOT / "docs" / "ontology.html").read_text(encoding="utf-8"), (
        "docs/ontology.html is stale: run python scripts/ontology_docs.py"
    )
