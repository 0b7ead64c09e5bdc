"""Self-contained certificates: what the file carries, re-checking it alone, and against a store."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import rdflib
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pyoxigraph import Quad
from typer.testing import CliRunner

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.certify.audit import NOT_IN_STORE, audit
from dialogkg.certify.certificates import DKG, PROV, check, own_triples, recomputed_hash
from dialogkg.cli import app
from dialogkg.terms import to_ox
from tests.certify.conftest import Certified

runner = CliRunner()
HASH_FAILS = "content hash does not match the certificate's content"
ID = "https://w3id.org/dialogkg/id/conv/probe-negation"
UNKNOWN = "the store holds no such certificate (its figures or claims differ)"


def _statement(graph: rdflib.Graph, cert: str, which: rdflib.URIRef) -> dict[str, str]:
    node = graph.value(rdflib.URIRef(cert), which)
    return {
        str(p).rsplit("#", 1)[-1]: str(o) for p, o in graph.predicate_objects(node) if p != rdflib.RDF.type
    }


def test_the_file_quotes_both_claims_their_turns_and_the_extractor(certified: Certified) -> None:
    graph, cert = certified.graph, certified.cert
    annotation = (
        '{"attribute": "effect", "importance": 0.9, "intent": "State", "obj": "resting heart rate", '
        '"property_type": "ADDITIVE", "rel": "%s", "rel_type": "assertion", "sub": "caffeine", '
        '"type_obj": "Condition", "type_sub": "Object"}'
    )
    assert _statement(graph, cert, DKG.currentStatement) == {
        "quotes": f"{ID}/turn/6/claim/0",
        "wasGeneratedBy": f"{ID}/turn/6",
        "wasAttributedTo": f"{ID}/participant/assistant",
        "turnIndex": "6",
        "speakerId": "assistant",
        "turnText": "No. Caffeine does not raise your resting heart rate.",
        "subjectText": "caffeine",
        "relationText": "does not raise",
        "objectText": "resting heart rate",
        "tripleAnnotation": annotation % "does not raise",
        "extractedBy": "annotated",
    }
    historical = _statement(graph, cert, DKG.historicalStatement)
    assert historical["turnText"] == "Caffeine raises resting heart rate for a few hours after you drink it."
    assert (historical["turnIndex"], historical["relationText"]) == ("2", "raises")
    assert str(graph.value(rdflib.URIRef(cert), rdflib.RDFS.comment)) == (
        'turn 6 (assistant): "No. Caffeine does not raise your resting heart rate." '
        "[caffeine / does not raise / resting heart rate] contradicts turn 2 (assistant): "
        '"Caffeine raises resting heart rate for a few hours after you drink it." '
        "[caffeine / raises / resting heart rate] (NegFlip, confidence 0.95)"
    )
    figures = {p: str(graph.value(rdflib.URIRef(cert), p)) for p in (DKG.confidence, DKG.relationSimilarity)}
    assert figures == {DKG.confidence: "0.95", DKG.relationSimilarity: "0.7062"}
    assert str(graph.value(rdflib.URIRef(cert), DKG.embeddingModel)) == "all-MiniLM-L6-v2"
    assert json.loads(str(graph.value(rdflib.URIRef(cert), DKG.thresholds)))["THETA_OBJ_NEG"] == 0.4
    # The IRI is the hash of the file's own triples: recomputed here from the graph alone.
    digest = recomputed_hash(cert, own_triples(graph)[cert])
    assert cert == f"{ID}/certificate/{digest[:32]}"
    assert str(graph.value(rdflib.URIRef(cert), DKG.contentHash)) == f"sha256:{digest}"


def test_a_certificate_file_verifies_with_no_store(
    certified: Certified, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    path = certified.write(tmp_path / "negation.ttl")
    result = runner.invoke(app, ["certificates", "verify", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == {"checked": 1, "mismatched": [], "problems": {}}
    assert not (tmp_path / "dialogkg-store").exists()  # no store was opened, nor created

    # One byte of the quoted text changed in the file: caught without a store.
    text = path.read_text(encoding="utf-8")
    assert text.count("does not raise your") == 2  # the turn text and the readable summary
    edited = tmp_path / "edited.ttl"
    edited.write_text(text.replace("does not raise your", "does not rise your", 1), encoding="utf-8")
    caught = runner.invoke(app, ["certificates", "verify", str(edited), "--json"])
    assert caught.exit_code == 1
    assert json.loads(caught.stdout) == {
        "checked": 1,
        "mismatched": [certified.cert],
        "problems": {certified.cert: HASH_FAILS},
    }


def _literals(certified: Certified) -> list[tuple[rdflib.term.Node, rdflib.term.Node, rdflib.Literal]]:
    triples = own_triples(certified.graph)[certified.cert]
    return sorted(((s, p, o) for s, p, o in triples if isinstance(o, rdflib.Literal)), key=str)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_changing_any_character_of_any_literal_fails_verification(
    certified: Certified, data: st.DataObject
) -> None:
    """Every claim, text, name and figure the certificate carries (its hash included) is sealed."""
    literals = _literals(certified)
    assert len(literals) == 26  # 10 about the certificate, 8 per quoted claim
    s, p, o = data.draw(st.sampled_from(literals), label="literal")
    lexical = str(o)
    at = data.draw(st.integers(0, len(lexical)), label="position")
    new = data.draw(st.characters(codec="utf-8", exclude_categories=("Cs",)), label="character")
    mutated = lexical[:at] + new + lexical[at + 1 :]
    if mutated == lexical:
        mutated = lexical + new
    graph = certified.copy()
    graph.remove((s, p, o))
    graph.add((s, p, rdflib.Literal(mutated, datatype=o.datatype, lang=o.language)))
    assert audit(graph).mismatched == [certified.cert]


def _reseal(graph: rdflib.Graph, cert: str) -> tuple[rdflib.Graph, str]:
    """What a forger who also recomputes the hash and renames the certificate writes."""
    triples = own_triples(graph)[cert]
    digest = recomputed_hash(cert, triples)
    forged = cert.rsplit("/", 1)[0] + "/" + digest[:32]

    def rename(term: rdflib.term.Node) -> rdflib.term.Node:
        return rdflib.URIRef(forged + str(term)[len(cert) :]) if str(term).startswith(cert) else term

    out = rdflib.Graph()
    for s, p, o in triples:
        if p == DKG.contentHash:
            o = rdflib.Literal(f"sha256:{digest}")
        out.add((rename(s), p, rename(o)))
    assert check(out) == {}  # self-consistent
    return out, forged


def _edit(
    certified: Certified, which: rdflib.URIRef | None, predicate: rdflib.URIRef, value: str
) -> rdflib.Graph:
    graph = certified.copy()
    cert = rdflib.URIRef(certified.cert)
    node = graph.value(cert, which) if which is not None else cert
    old = graph.value(node, predicate)
    assert isinstance(old, rdflib.Literal)
    graph.set((node, predicate, rdflib.Literal(value, datatype=old.datatype)))
    return graph


def test_the_store_check_tells_a_forgery_from_an_unknown_conversation(
    certified: Certified, tmp_path: Path
) -> None:
    kg = DialogKG.open(certified.store)
    try:
        assert kg.audit_certificates(certified.graph).problems == {}

        text, forged = _reseal(
            _edit(certified, DKG.currentStatement, DKG.turnText, "Caffeine is fine."), certified.cert
        )
        assert kg.audit_certificates(text).problems == {
            forged: "differs from the store: turn 6's index, text or speaker"
        }
        claim, forged = _reseal(
            _edit(certified, DKG.historicalStatement, DKG.objectText, "pulse"), certified.cert
        )
        assert kg.audit_certificates(claim).problems == {
            forged: "differs from the store: the claim quoted from turn 2"
        }
        figure, forged = _reseal(_edit(certified, None, DKG.confidence, "0.1"), certified.cert)
        assert kg.audit_certificates(figure).to_json() == {
            "checked": 1,
            "mismatched": [forged],
            "problems": {forged: f"differs from the store: {UNKNOWN}"},
        }
    finally:
        kg.close()

    # A store that never saw the conversation cannot confirm it, and says so: no mismatch.
    path = certified.write(tmp_path / "negation.ttl")
    other = str(tmp_path / "other")
    DialogKG.open(other).close()
    result = runner.invoke(app, ["certificates", "verify", str(path), "--store", other, "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == {
        "checked": 1,
        "mismatched": [],
        "problems": {certified.cert: NOT_IN_STORE},
    }
    held = runner.invoke(
        app, ["certificates", "verify", str(path), "--store", str(certified.store), "--json"]
    )
    assert json.loads(held.stdout) == {"checked": 1, "mismatched": [], "problems": {}}


def test_a_certificate_with_a_foreign_part_fails(certified: Certified) -> None:
    """A triple added about the certificate, or about a part of it, changes what it says."""
    cert = rdflib.URIRef(certified.cert)
    for subject in (cert, rdflib.URIRef(f"{cert}/current")):
        graph = certified.copy()
        graph.add((subject, PROV.wasDerivedFrom, rdflib.URIRef(f"{ID}/turn/4/claim/0")))
        assert audit(graph).problems == {certified.cert: HASH_FAILS}


def test_the_store_check_reads_every_kind_of_store(kg: DialogKG, certified: Certified) -> None:
    """Embedded on disk, in memory and a real Oxigraph server answer the same checks."""
    assert kg.audit_certificates(certified.graph).problems == {certified.cert: NOT_IN_STORE}
    kg.ingest([certified.source])
    assert kg.audit_certificates(certified.graph).problems == {
        certified.cert: f"differs from the store: {UNKNOWN}"  # the turns match; the certificate is not held
    }
    graph = v.certificate_graph(certified.conversation.id)
    kg.store.insert([[Quad(to_ox(s), to_ox(p), to_ox(o), graph) for s, p, o in certified.graph]])
    assert kg.audit_certificates(certified.graph).problems == {}
    text, forged = _reseal(_edit(certified, DKG.historicalStatement, DKG.speakerId, "user"), certified.cert)
    assert kg.audit_certificates(text).problems == {
        forged: "differs from the store: turn 2's index, text or speaker"
    }
