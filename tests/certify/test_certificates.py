"""Contradiction certificates: canonical hashes, export, and tamper detection against the store."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
import rdflib
from typer.testing import CliRunner

from dialogkg.api import DialogKG
from dialogkg.certify.certificates import DKG, certificate_triples, certificates_in, check, content_hash
from dialogkg.cli import app
from tests.certify.conftest import PROVENANCE, Certified, negation_firing
from tests.conftest import DATA

PROBES = DATA / "skg-probes.jsonl"
runner = CliRunner()


@pytest.fixture(scope="module")
def embedder() -> object:
    from dialogkg.detect.embeddings import Embedder

    return Embedder()


@pytest.mark.slow
def test_certificate_hashes_are_identical_across_runs_and_stores(kg: DialogKG, embedder: object) -> None:
    kg.evaluate([PROBES], embedder=embedder)  # type: ignore[arg-type]
    other = DialogKG.open(None)
    other.evaluate([PROBES], embedder=embedder)  # type: ignore[arg-type]
    for conversation in ("probe-negation", "probe-numeric", "probe-strong-drift"):
        mine, theirs = kg.certificates(conversation), other.certificates(conversation)
        hashes = {str(o) for o in mine.objects(None, DKG.contentHash)}
        assert hashes == {str(o) for o in theirs.objects(None, DKG.contentHash)}
        assert len(hashes) == 1
        assert check(mine) == {}
    assert len(kg.certificates("probe-revision")) == 0


@pytest.mark.slow
def test_export_then_verify_and_catch_tampering(tmp_path: Path) -> None:
    store = str(tmp_path / "s")
    assert runner.invoke(app, ["evaluate", str(PROBES), "--store", store, "--json"]).exit_code == 0
    out = tmp_path / "negation.ttl"
    exported = runner.invoke(
        app,
        [
            "certificates",
            "export",
            "--conversation",
            "probe-negation",
            "--out",
            str(out),
            "--store",
            store,
            "--json",
        ],
    )
    assert json.loads(exported.stdout) == {"certificates": 1, "out": str(out)}
    clean = runner.invoke(app, ["certificates", "verify", str(out), "--store", store, "--json"])
    assert clean.exit_code == 0 and json.loads(clean.stdout)["mismatched"] == []

    # An edited detector no longer matches the certificate's own hash.
    edited = tmp_path / "edited.ttl"
    edited.write_text(out.read_text(encoding="utf-8").replace('"NegFlip"', '"Antonym"'), encoding="utf-8")
    caught = runner.invoke(app, ["certificates", "verify", str(edited), "--store", store, "--json"])
    assert caught.exit_code == 1 and len(json.loads(caught.stdout)["mismatched"]) == 1

    # A forger who also recomputes the hash is caught by the store, which holds the original.
    graph = rdflib.Graph().parse(out)
    [cert] = list(graph.subjects(rdflib.RDF.type, DKG.ContradictionCertificate))
    graph.set((cert, DKG.confidence, rdflib.Literal("0.1", datatype=rdflib.XSD.decimal)))
    placeholder = rdflib.URIRef(str(cert).rsplit("/certificate/", 1)[0] + "/certificate")
    body = [(placeholder, p, o) for p, o in graph.predicate_objects(cert) if p != DKG.contentHash]
    forged_hash = content_hash(body)
    graph.set((cert, DKG.contentHash, rdflib.Literal(f"sha256:{forged_hash}")))
    forged_node = rdflib.URIRef(str(cert).rsplit("/", 1)[0] + "/" + forged_hash[:32])
    for p, o in list(graph.predicate_objects(cert)):
        graph.remove((cert, p, o))
        graph.add((forged_node, p, o))
    assert check(graph) == {}  # self-consistent ...
    forged = tmp_path / "forged.ttl"
    graph.serialize(forged, format="turtle")
    result = runner.invoke(app, ["certificates", "verify", str(forged), "--store", store, "--json"])
    assert result.exit_code == 1 and json.loads(result.stdout)["mismatched"] == [
        str(forged_node)
    ]  # ... but unknown


def test_ungrounded_verdicts_leave_a_grounding_certificate(kg: DialogKG, tmp_path: Path) -> None:
    from tests.conftest import EXAMPLE_ID, example_file

    kg.ingest([example_file()])
    assert kg.verify(EXAMPLE_ID, argument="h2").verdict == "grounded"
    assert len(kg.certificates(EXAMPLE_ID)) == 0  # grounded verdicts certify nothing
    kg.verify(EXAMPLE_ID, argument="d1")
    kg.verify(EXAMPLE_ID, argument="d1")  # the same verdict again: the same certificate
    graph = kg.certificates(EXAMPLE_ID)
    [cert] = list(graph.subjects(rdflib.RDF.type, DKG.GroundingCertificate))
    assert str(graph.value(cert, DKG.reason)) == "d1 holds only while h3 is false"
    assert json.loads(str(graph.value(cert, DKG.dependsOnIds))) == ["h1", "h2", "not h3", "o2", "o4", "o5"]
    matched = graph.value(cert, DKG.matchedStatement)
    quoted = {
        str(p).rsplit("#", 1)[-1]: str(o) for p, o in graph.predicate_objects(matched) if p != rdflib.RDF.type
    }
    conv = "https://w3id.org/dialogkg/id/conv/checkout-outage"
    assert quoted == {
        "quotes": f"{conv}/arg/d1",
        "wasGeneratedBy": f"{conv}/turn/7",
        "wasAttributedTo": f"{conv}/participant/dana",
        "turnIndex": "7",
        "speakerId": "dana",
        "turnText": "Let's roll back release 4.2 now, unless the gateway turns out to be the real cause.",
        "quotedText": "roll back release 4.2 now",
        "extractedBy": "annotated",
    }
    assert str(graph.value(cert, rdflib.RDFS.comment)) == (
        '"d1" is ungrounded after turn 8: d1 holds only while h3 is false; '
        'matched d1, turn 7 (dana): "roll back release 4.2 now"'
    )
    assert check(graph) == {} and kg.verify_certificates(graph) == []
    graph.set((cert, DKG.reason, rdflib.Literal("d1 stands")))
    assert kg.verify_certificates(graph) == [str(cert)]


def _export_in_a_process(seed: str, folder: Path, conversation: str, *commands: list[str]) -> bytes:
    """Run the commands, then export the certificates, each in a process of its own."""
    env = {**os.environ, "PYTHONHASHSEED": seed}
    store = ["--store", str(folder / f"store-{seed}")]
    out = folder / f"certificates-{seed}.ttl"
    for argv in [*commands, ["certificates", "export", "--conversation", conversation, "--out", str(out)]]:
        subprocess.run(
            [sys.executable, "-m", "dialogkg.cli", *argv, *store], check=True, env=env, capture_output=True
        )
    return out.read_bytes()


def test_grounding_certificate_files_are_byte_identical_across_hash_seeds(tmp_path: Path) -> None:
    from tests.conftest import EXAMPLE_ID, example_file

    where = ["--conversation", EXAMPLE_ID]
    commands = [
        ["ingest", str(example_file())],
        ["verify", *where, "--id", "d1"],
        ["verify", *where, "--id", "h1"],
    ]
    files = [_export_in_a_process(seed, tmp_path, EXAMPLE_ID, *commands) for seed in ("0", "1")]
    assert files[0] == files[1]
    assert files[0].count(b"a dkg:GroundingCertificate") >= 1


@pytest.mark.slow
def test_contradiction_certificate_files_are_byte_identical_across_hash_seeds(tmp_path: Path) -> None:
    commands = [["evaluate", str(PROBES)]]
    files = [_export_in_a_process(seed, tmp_path, "probe-negation", *commands) for seed in ("0", "1")]
    assert files[0] == files[1]
    assert files[0].count(b"a dkg:ContradictionCertificate") == 1


def test_a_flip_back_certificate_says_so_and_verifies(certified: Certified) -> None:
    """Only a firing against a quarantined claim carries dkg:flipBack, so every other
    certificate keeps the hash it had before flip-backs were reported."""
    plain = negation_firing(certified.conversation)
    graphs = {}
    for firing in (plain, replace(plain, flip_back=True)):
        graph = rdflib.Graph()
        for triple in certificate_triples(certified.conversation, 6, firing, PROVENANCE):
            graph.add(triple)
        graphs[firing.flip_back] = graph
    assert check(graphs[True]) == {} and check(graphs[False]) == {}
    assert [str(o) for o in graphs[True].objects(None, DKG.flipBack)] == ["true"]
    assert list(graphs[False].objects(None, DKG.flipBack)) == []
    assert {str(c) for c in certificates_in(graphs[False])} == {certified.cert}
    assert certificates_in(graphs[True]) != certificates_in(graphs[False])
