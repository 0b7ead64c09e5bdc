"""Ed25519 signatures over certificates' content hashes (the ``cryptography`` package).

A signature covers the ``sha256:...`` content hash as UTF-8 bytes, and the hash covers every
other triple of the certificate, so one signature seals the whole certificate. It is stored as
``dkg:signature`` (base64) beside ``dkg:signingKey`` (the raw 32-byte public key, base64) so a
reader sees which key signed; trust comes only from the key a verifier supplies.
"""

from __future__ import annotations

import base64
from pathlib import Path

import rdflib
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from dialogkg.certify.certificates import DKG, certificates_in
from dialogkg.errors import InputError, Location


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read key: {exc.strerror or exc}", Location(file=str(path))) from exc


def load_private_key(path: Path) -> Ed25519PrivateKey:
    try:
        key = serialization.load_pem_private_key(_read(path), password=None)
    except (ValueError, TypeError) as exc:
        raise InputError(f"not an unencrypted PEM private key: {exc}", Location(file=str(path))) from exc
    if not isinstance(key, Ed25519PrivateKey):
        raise InputError("the private key is not an Ed25519 key", Location(file=str(path)))
    return key


def load_public_key(path: Path) -> Ed25519PublicKey:
    try:
        key = serialization.load_pem_public_key(_read(path))
    except (ValueError, TypeError) as exc:
        raise InputError(f"not a PEM public key: {exc}", Location(file=str(path))) from exc
    if not isinstance(key, Ed25519PublicKey):
        raise InputError("the public key is not an Ed25519 key", Location(file=str(path)))
    return key


def _raw(key: Ed25519PublicKey) -> str:
    raw = key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return base64.b64encode(raw).decode("ascii")


def sign(graph: rdflib.Graph, key: Ed25519PrivateKey) -> int:
    """Sign every certificate in the graph in place (replacing any earlier signature)."""
    signing_key = rdflib.Literal(_raw(key.public_key()))
    signed = 0
    for cert in certificates_in(graph):
        digest = graph.value(cert, DKG.contentHash)
        if digest is None:
            continue
        signature = base64.b64encode(key.sign(str(digest).encode("utf-8"))).decode("ascii")
        graph.set((cert, DKG.signature, rdflib.Literal(signature)))
        graph.set((cert, DKG.signingKey, signing_key))
        signed += 1
    return signed


def signature_problem(graph: rdflib.Graph, cert: rdflib.URIRef, key: Ed25519PublicKey | None) -> str | None:
    """Why the certificate's signature does not hold, or None. Without a ``key`` an unsigned
    certificate passes and a signed one is checked against the key it names (consistency only)."""
    signatures = list(graph.objects(cert, DKG.signature))
    stated_keys = list(graph.objects(cert, DKG.signingKey))
    if not signatures:
        return "unsigned, but a public key was given" if key is not None else None
    if len(signatures) > 1 or len(stated_keys) > 1:
        return "more than one signature or signing key"
    if key is None:
        if not stated_keys:
            return None
        try:
            key = Ed25519PublicKey.from_public_bytes(base64.b64decode(str(stated_keys[0]), validate=True))
        except ValueError:
            return "the signing key is not an Ed25519 public key"
    digest = graph.value(cert, DKG.contentHash)
    try:
        key.verify(base64.b64decode(str(signatures[0]), validate=True), str(digest or "").encode("utf-8"))
    except (InvalidSignature, ValueError):
        return "the signature does not verify under the public key"
    return None
