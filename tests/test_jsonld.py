"""JSON-LD export: compacted with the shipped, published @context, readable in rdflib and pyld."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import rdflib
from pyld import jsonld

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.jsonld import CONTEXT_IRI, build_context, context
from dialogkg.resources import context_text
from tests.conftest import EXAMPLE_ID, example_file
from tests.test_cli import run, run_json


@pytest.fixture
def loaded(kg: DialogKG) -> DialogKG:
    kg.ingest([example_file()])
    return kg


def _dataset(payload: bytes, fmt: str) -> rdflib.Dataset:
    dataset = rdflib.Dataset()
    dataset.parse(data=payload.decode("utf-8"), format=fmt)
    return dataset


def _canonical(doc: Any) -> Any:
    """The same JSON with every array sorted (RDF values are unordered; no @list is written)."""
    if isinstance(doc, dict):
        return {k: _canonical(x) for k, x in doc.items()}
    if isinstance(doc, list):
        return sorted((_canonical(x) for x in doc), key=lambda x: json.dumps(x, sort_keys=True))
    return doc


def test_the_shipped_context_is_the_one_built_from_the_ontology() -> None:
    """`python -m dialogkg.jsonld` rewrites it when the ontology gains a term."""
    assert context() == build_context() == json.loads(context_text())
    terms = context()["@context"]
    assert terms["dkg"] == v.DKG_NS and terms["dkgid"] == v.ID_BASE
    assert terms["id"] == "@id" and terms["type"] == "@type" and terms["graph"] == "@graph"
    assert terms["Turn"] == "dkg:Turn"
    assert terms["speaker"] == {"@id": "dkg:speaker", "@type": "@id"}
    assert terms["index"] == {"@id": "dkg:index", "@type": "xsd:integer"}
    assert terms["text"] == "dkg:text"
    assert CONTEXT_IRI.startswith("https://w3id.org/dialogkg/")


def test_jsonld_export_has_the_context_and_the_quads_of_the_trig_export(loaded: DialogKG) -> None:
    result, payload = loaded.export("jsonld", conversation=EXAMPLE_ID)
    assert payload is not None
    doc = json.loads(payload)
    assert doc["@context"] == context()["@context"]
    trig_result, trig = loaded.export("trig", conversation=EXAMPLE_ID)
    _, nquads = loaded.export("nquads", conversation=EXAMPLE_ID)
    assert trig is not None and nquads is not None
    from_jsonld = set(_dataset(payload, "json-ld").quads())
    assert len(from_jsonld) == result.triples == trig_result.triples == len(nquads.splitlines())
    assert from_jsonld == set(_dataset(trig, "trig").quads()) == set(_dataset(nquads, "nquads").quads())


def test_jsonld_keys_are_readable(loaded: DialogKG) -> None:
    _, payload = loaded.export("jsonld", conversation=EXAMPLE_ID)
    assert payload is not None
    graphs = {g["id"]: g["graph"] for g in json.loads(payload)["graph"]}
    turn1 = "dkgid:conv/checkout-outage/turn/1"
    [turn] = [n for n in graphs[f"{turn1}/graph"] if n["id"] == turn1]
    assert turn["type"] == "Turn"
    assert turn["index"] == "1"
    assert turn["inConversation"] == "dkgid:conv/checkout-outage"
    assert turn["speaker"].startswith("dkgid:conv/checkout-outage/participant/")
    assert isinstance(turn["text"], str)
    keys = {k for nodes in graphs.values() for node in nodes for k in node}
    assert not [k for k in keys if k.startswith(("http", "dkg:"))]  # every dkg term has its key
    assert payload == loaded.export("jsonld", conversation=EXAMPLE_ID)[1]  # deterministic


def test_jsonld_compacts_with_its_context_in_rdflib(loaded: DialogKG) -> None:
    """rdflib's own compaction with the shipped context reads back to the same quads."""
    _, payload = loaded.export("jsonld")
    assert payload is not None
    quads = set(_dataset(payload, "json-ld").quads())
    dataset = rdflib.Dataset()
    for quad in quads:
        dataset.add(quad)
    compacted = dataset.serialize(format="json-ld", context=context()["@context"], auto_compact=True)
    assert "@context" in json.loads(compacted)
    assert set(_dataset(compacted.encode("utf-8"), "json-ld").quads()) == quads


def test_jsonld_compacts_with_its_context_in_pyld(loaded: DialogKG) -> None:
    """pyld's compaction of the expanded export is the export itself (up to array order)."""
    result, payload = loaded.export("jsonld")
    assert payload is not None
    doc = json.loads(payload)
    expanded = jsonld.expand(doc)
    assert len(jsonld.to_rdf(doc, {"format": "application/n-quads"}).splitlines()) == result.triples
    compacted = jsonld.compact(expanded, context())
    assert _canonical(compacted) == _canonical(doc)
    assert jsonld.expand(compacted) == expanded


def test_values_the_context_does_not_type_keep_their_datatype(kg: DialogKG) -> None:
    """A term's key is used only for values of its declared type; others stay exact."""
    from pyoxigraph import Literal, NamedNode, Quad

    g = NamedNode(v.ID_BASE + "conv/x/graph")
    s = NamedNode(v.ID_BASE + "conv/x/turn/1")
    quads = [
        Quad(s, v.DKG.index, Literal("one"), g),
        Quad(s, v.DKG.index, Literal("2", datatype=v.XSD.integer), g),
        Quad(s, v.RDFS.label, Literal("Tag", language="en"), g),
        Quad(s, NamedNode("https://example.org/p"), Literal("2.5", datatype=v.XSD.decimal), g),
        Quad(s, v.DKG.speaker, Literal("not an IRI"), g),
        Quad(s, v.DKG.text, NamedNode("https://example.org/iri"), g),
    ]
    kg.store.insert([quads])
    _, payload = kg.export("jsonld")
    assert payload is not None
    [node] = json.loads(payload)["graph"][0]["graph"]
    assert node["index"] == "2" and node["dkg:index"] == "one"
    assert node["label"] == {"@value": "Tag", "@language": "en"}
    assert node["https://example.org/p"] == {"@value": "2.5", "type": "xsd:decimal"}
    assert node["dkg:speaker"] == "not an IRI" and node["text"] == {"id": "https://example.org/iri"}
    compacted = jsonld.compact(jsonld.expand(json.loads(payload)), context())
    assert compacted["id"] == "dkgid:conv/x/graph"  # pyld drops the array around a single graph
    assert _canonical(compacted["graph"]) == _canonical([node])
    assert set(_dataset(payload, "json-ld").quads()) == {
        (
            rdflib.URIRef(q.subject.value),
            rdflib.URIRef(q.predicate.value),
            _rdflib(q.object),
            rdflib.URIRef(g.value),
        )
        for q in quads
    }


def _rdflib(term: Any) -> Any:
    from dialogkg.terms import to_rdflib

    return to_rdflib(term)


def test_cli_writes_the_compacted_jsonld(tmp_path: Path) -> None:
    store = str(tmp_path / "store")
    run_json("ingest", str(example_file()), "--store", store)
    out = tmp_path / "c.jsonld"
    doc = run_json(
        "export", "--conversation", EXAMPLE_ID, "--format", "jsonld", "--out", str(out), "--store", store
    )
    assert doc == {"triples": run_json("stats", "--store", store)["quads"], "out": str(out)}
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written["@context"] == context()["@context"]
    assert len(set(_dataset(out.read_bytes(), "json-ld").quads())) == doc["triples"]
    code, stdout, _ = run("export", "--conversation", EXAMPLE_ID, "--format", "jsonld", "--store", store)
    assert code == 0 and json.loads(stdout) == written
