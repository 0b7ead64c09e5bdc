"""Namespaces and IRI minting.

Every IRI dialogkg writes is minted here from ids by percent-encoding (injective, ASCII-only,
never containing '/', '.', '#' or '%' unescaped), for relation labels as readable slugs
(``rel:has_home_town``, injective too), or, for entity labels, by hashing. User text therefore
never becomes IRI syntax, and no SPARQL string is ever built from it.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import lru_cache

from pyoxigraph import Literal, NamedNode

from dialogkg.errors import InputError, printable

DKG_NS = "https://w3id.org/dialogkg/ns#"
ID_BASE = "https://w3id.org/dialogkg/id/"
REL_NS = "https://w3id.org/dialogkg/rel/"
PROV_NS = "http://www.w3.org/ns/prov#"
RDF_NS = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDFS_NS = "http://www.w3.org/2000/01/rdf-schema#"
OWL_NS = "http://www.w3.org/2002/07/owl#"
XSD_NS = "http://www.w3.org/2001/XMLSchema#"
DCTERMS_NS = "http://purl.org/dc/terms/"

PREFIXES: dict[str, str] = {
    "dkg": DKG_NS,
    "rel": REL_NS,
    "prov": PROV_NS,
    "rdf": RDF_NS,
    "rdfs": RDFS_NS,
    "owl": OWL_NS,
    "xsd": XSD_NS,
    "dcterms": DCTERMS_NS,
}


class _Namespace:
    """Attribute and item access to terms of one vocabulary (``DKG.Turn``, ``DKG["index"]``)."""

    def __init__(self, base: str) -> None:
        self._base = base

    def __getattr__(self, name: str) -> NamedNode:
        if name.startswith("__"):
            raise AttributeError(name)
        return self[name]

    def __getitem__(self, name: str) -> NamedNode:
        return _term(self._base + name)


@lru_cache(maxsize=4096)
def _term(iri: str) -> NamedNode:
    return NamedNode(iri)


DKG = _Namespace(DKG_NS)
PROV = _Namespace(PROV_NS)
RDF = _Namespace(RDF_NS)
RDFS = _Namespace(RDFS_NS)
OWL = _Namespace(OWL_NS)
XSD = _Namespace(XSD_NS)
DCTERMS = _Namespace(DCTERMS_NS)

# An argument's status as a term (lift writes it; the derived graphs read it without lift's imports).
STATUS_TERMS = {
    "active": DKG.Active,
    "weakened": DKG.Weakened,
    "abandoned": DKG.Abandoned,
    "resolved": DKG.Resolved,
    "retracted": DKG.Retracted,
    "superseded": DKG.Superseded,
}

_UNRESERVED = re.compile(r"[A-Za-z0-9_-]")


def encode_segment(value: str) -> str:
    """Percent-encode every character but ``[A-Za-z0-9_-]`` (UTF-8), so distinct ids stay distinct.

    '.', '~' and '/' are escaped too: a segment can then never be a dot-segment that IRI
    normalisation would collapse, nor split into two path segments.
    """
    if not value:
        raise InputError("an empty id names nothing")
    out: list[str] = []
    for char in value:
        if _UNRESERVED.fullmatch(char):
            out.append(char)
        elif 0xD800 <= ord(char) <= 0xDFFF:  # an id given on a command line of undecodable bytes
            raise InputError(f"the id {printable(repr(value))} is not valid Unicode (a lone surrogate)")
        else:
            out.extend(f"%{byte:02X}" for byte in char.encode("utf-8"))
    return "".join(out)


def normalise_label(label: str) -> str:
    """Case-folded, NFC, whitespace-collapsed form used to identify entities and relations."""
    return " ".join(unicodedata.normalize("NFC", label).casefold().split())


def label_hash(label: str) -> str:
    return hashlib.sha256(normalise_label(label).encode("utf-8")).hexdigest()[:20]


# Every graph dialogkg writes starts with this: whole-store counts and exports keep to it, so a
# shared server's other graphs (and Virtuoso's own system graphs) stay out.
STORE_PREFIX = f"{ID_BASE}conv/"


def conversation_iri(conversation_id: str) -> NamedNode:
    return NamedNode(f"{STORE_PREFIX}{encode_segment(conversation_id)}")


def conversation_prefix(conversation_id: str) -> str:
    """Every IRI minted for a conversation (its graphs included) starts with this string."""
    return f"{conversation_iri(conversation_id).value}/"


def conversation_graph(conversation_id: str) -> NamedNode:
    """Graph holding the conversation node and its participants."""
    return NamedNode(f"{conversation_prefix(conversation_id)}graph")


def turn_iri(conversation_id: str, index: int) -> NamedNode:
    return NamedNode(f"{conversation_prefix(conversation_id)}turn/{index}")


def turn_graph(conversation_id: str, index: int) -> NamedNode:
    return NamedNode(f"{conversation_prefix(conversation_id)}turn/{index}/graph")


def participant_iri(conversation_id: str, participant_id: str) -> NamedNode:
    return NamedNode(f"{conversation_prefix(conversation_id)}participant/{encode_segment(participant_id)}")


def argument_iri(conversation_id: str, local_id: str) -> NamedNode:
    return NamedNode(f"{conversation_prefix(conversation_id)}arg/{encode_segment(local_id)}")


def claim_iri(conversation_id: str, index: int, ordinal: int) -> NamedNode:
    return NamedNode(f"{conversation_prefix(conversation_id)}turn/{index}/claim/{ordinal}")


def operation_iri(conversation_id: str, index: int, ordinal: int) -> NamedNode:
    return NamedNode(f"{conversation_prefix(conversation_id)}turn/{index}/op/{ordinal}")


def entity_iri(conversation_id: str, label: str) -> NamedNode:
    """Entities are per conversation, identified by their normalised label."""
    return NamedNode(f"{conversation_prefix(conversation_id)}entity/{label_hash(label)}")


_SLUG_CHAR = re.compile(r"[a-z0-9-]")


def relation_slug(label: str) -> str:
    """A readable, injective local name for a relation label: ``has home town`` gives
    ``has_home_town``.

    The normalised label's spaces become ``_``; ``[a-z0-9-]`` stay; every other character is
    percent-encoded (UTF-8, ``%`` itself included), so a slug holds no ``.``. Only a label that
    contains ``_`` itself is ambiguous (``has_pet`` against ``has pet``): its slug gets a ``.``
    and a hex mask saying which of its ``_`` were underscores (bit 1) and which spaces (bit 0),
    after a leading 1 bit: ``has_pet`` gives ``has_pet.3``. The label can be read back from any
    slug, so distinct normalised labels get distinct slugs.
    """
    normalised = normalise_label(label)
    if not normalised:
        raise InputError("an empty relation label names nothing")
    out: list[str] = []
    mask = "1"
    for char in normalised:
        if char in " _":
            out.append("_")
            mask += "1" if char == "_" else "0"
        elif _SLUG_CHAR.fullmatch(char):
            out.append(char)
        elif 0xD800 <= ord(char) <= 0xDFFF:
            raise InputError(f"the label {printable(repr(label))} is not valid Unicode (a lone surrogate)")
        else:
            out.extend(f"%{byte:02X}" for byte in char.encode("utf-8"))
    slug = "".join(out)
    return f"{slug}.{int(mask, 2):x}" if "_" in normalised else slug


def relation_iri(label: str) -> NamedNode:
    """Relation properties are shared by all conversations so SPARQL users can ask across them;
    lift keeps the normalised label as the property's ``rdfs:label``."""
    return NamedNode(f"{REL_NS}{relation_slug(label)}")


def string(value: str) -> Literal:
    return Literal(value)


def integer(value: int) -> Literal:
    return Literal(str(value), datatype=XSD.integer)


def boolean(value: bool) -> Literal:
    return Literal("true" if value else "false", datatype=XSD.boolean)


def decimal(value: float) -> Literal:
    """Canonical xsd:decimal lexical form, so equal numbers serialise identically everywhere."""
    text = format(round(value, 6), "f").rstrip("0")
    if text.endswith("."):
        text += "0"
    return Literal(text, datatype=XSD.decimal)


def state_graph(conversation_id: str) -> NamedNode:
    """Derived state: lifecycle status, acceptance and status history of every argument."""
    return NamedNode(f"{conversation_prefix(conversation_id)}state")


def dependency_graph(conversation_id: str) -> NamedNode:
    """Derived dependency map (Dep), the graph SPARQL reachability queries walk."""
    return NamedNode(f"{conversation_prefix(conversation_id)}dependencies")


def event_iri(conversation_id: str, sequence: int) -> NamedNode:
    return NamedNode(f"{conversation_prefix(conversation_id)}event/{sequence}")


def event_graph(conversation_id: str, sequence: int) -> NamedNode:
    return NamedNode(f"{conversation_prefix(conversation_id)}event/{sequence}/graph")


def status_change_iri(conversation_id: str, sequence: int) -> NamedNode:
    return NamedNode(f"{conversation_prefix(conversation_id)}state/change/{sequence}")


def certificate_graph(conversation_id: str) -> NamedNode:
    """Derived: the contradiction certificates of the conversation's last evaluation."""
    return NamedNode(f"{conversation_prefix(conversation_id)}certificates")


def grounding_graph(conversation_id: str) -> NamedNode:
    """Grounding certificates of ungrounded verdicts; appended to, never rewritten."""
    return NamedNode(f"{conversation_prefix(conversation_id)}grounding")


def memory_graph(conversation_id: str) -> NamedNode:
    """Derived: D-SMART memory maintenance (supersessions and contradictions), rewritten whole."""
    return NamedNode(f"{conversation_prefix(conversation_id)}memory")


def supersession_iri(conversation_id: str, sequence: int) -> NamedNode:
    return NamedNode(f"{conversation_prefix(conversation_id)}memory/supersession/{sequence}")
