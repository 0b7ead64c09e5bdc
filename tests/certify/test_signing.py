"""Ed25519 signatures over certificates: signed by export, required by verify --public-key."""

from __future__ import annotations

import json
from pathlib import Path

import rdflib
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from typer.testing import CliRunner

from dialogkg.certify.audit import audit
from dialogkg.certify.certificates import DKG
from dialogkg.certify.signing import sign
from dialogkg.cli import app
from tests.certify.conftest import Certified

runner = CliRunner()
OTHER_KEY = "the signature does not verify under the public key"


def _keys(folder: Path, name: str) -> tuple[Path, Path]:
    key = Ed25519PrivateKey.generate()
    private, public = folder / f"{name}.pem", folder / f"{name}.pub.pem"
    private.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    public.write_bytes(
        key.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
    )
    return private, public


def _verify(path: Path, *extra: str) -> tuple[int, dict[str, object]]:
    result = runner.invoke(app, ["certificates", "verify", str(path), *extra, "--json"])
    return result.exit_code, json.loads(result.stdout)


def test_export_signs_and_verify_requires_the_right_key(certified: Certified, tmp_path: Path) -> None:
    mine, mine_pub = _keys(tmp_path, "mine")
    _, theirs_pub = _keys(tmp_path, "theirs")
    signed = tmp_path / "signed.ttl"
    exported = runner.invoke(
        app,
        [
            *("certificates", "export", "--conversation", "probe-negation", "--out", str(signed)),
            *("--sign", str(mine), "--store", str(certified.store), "--json"),
        ],
    )
    assert json.loads(exported.stdout) == {"certificates": 1, "out": str(signed)}
    cert = certified.cert
    graph = rdflib.Graph().parse(signed)
    assert len(list(graph.objects(rdflib.URIRef(cert), DKG.signature))) == 1
    # Signing adds a signature beside the hash and changes nothing the hash covers.
    assert str(graph.value(rdflib.URIRef(cert), DKG.contentHash)) == str(
        certified.graph.value(rdflib.URIRef(cert), DKG.contentHash)
    )

    assert _verify(signed, "--public-key", str(mine_pub)) == (
        0,
        {"checked": 1, "mismatched": [], "problems": {}},
    )
    assert _verify(signed) == (0, {"checked": 1, "mismatched": [], "problems": {}})
    assert _verify(signed, "--public-key", str(theirs_pub)) == (
        1,
        {"checked": 1, "mismatched": [cert], "problems": {cert: OTHER_KEY}},
    )
    unsigned = certified.write(tmp_path / "unsigned.ttl")
    assert _verify(unsigned, "--public-key", str(mine_pub)) == (
        1,
        {"checked": 1, "mismatched": [cert], "problems": {cert: "unsigned, but a public key was given"}},
    )


def test_a_signature_moved_to_another_hash_fails(certified: Certified) -> None:
    key = Ed25519PrivateKey.generate()
    graph = certified.copy()
    assert sign(graph, key) == 1
    assert audit(graph, None, key.public_key()).problems == {}
    node = rdflib.URIRef(certified.cert)
    signature = str(graph.value(node, DKG.signature))
    graph.set(
        (
            node,
            DKG.signature,
            rdflib.Literal(signature[:-4] + ("AAA=" if signature[-4:] != "AAA=" else "BBB=")),
        )
    )
    assert audit(graph, None, key.public_key()).problems == {certified.cert: OTHER_KEY}
    assert audit(graph).problems == {certified.cert: OTHER_KEY}  # checked against the key it names


def test_a_bad_key_file_is_one_error_line(certified: Certified, tmp_path: Path) -> None:
    path = certified.write(tmp_path / "c.ttl")
    bad = tmp_path / "bad.pem"
    bad.write_text("not a key\n", encoding="utf-8")
    result = runner.invoke(app, ["certificates", "verify", str(path), "--public-key", str(bad)])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"error: {bad}: not a PEM public key")
    assert result.stderr.count("\n") == 1
