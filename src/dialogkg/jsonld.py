"""The JSON-LD ``@context`` of dialogkg: readable keys for the vocabulary and common prefixes.

Shipped as ``ontology/context.jsonld`` and published at :data:`CONTEXT_IRI`; generated from the
ontology by :func:`build_context` (``python -m dialogkg.jsonld`` rewrites the shipped file).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from dialogkg import vocab as v
from dialogkg.resources import context_text, ontology_text

CONTEXT_IRI = "https://w3id.org/dialogkg/context.jsonld"
CONTEXT_FILE = "context.jsonld"
# Terms of other vocabularies that dialogkg writes, by key; True: the value is an IRI.
_FOREIGN: dict[str, tuple[str, bool]] = {
    "label": (v.RDFS_NS + "label", False),
    "comment": (v.RDFS_NS + "comment", False),
    "isPartOf": (v.DCTERMS_NS + "isPartOf", True),
    "used": (v.PROV_NS + "used", True),
    "wasAssociatedWith": (v.PROV_NS + "wasAssociatedWith", True),
    "wasAttributedTo": (v.PROV_NS + "wasAttributedTo", True),
    "wasGeneratedBy": (v.PROV_NS + "wasGeneratedBy", True),
    "wasDerivedFrom": (v.PROV_NS + "wasDerivedFrom", True),
    "generatedAtTime": (v.PROV_NS + "generatedAtTime", False),
}
ID_PREFIX = "dkgid"


def _compact(iri: str) -> str:
    for prefix, ns in v.PREFIXES.items():
        if iri.startswith(ns) and iri != ns:
            return f"{prefix}:{iri[len(ns) :]}"
    return iri


def build_context(ontology: str | None = None) -> dict[str, Any]:
    """Every class and property of the dkg namespace by its local name, with its value type:
    object properties take IRIs, datatype properties typed literals (plain strings stay plain)."""
    import rdflib
    from rdflib import OWL, RDF, RDFS

    graph = rdflib.Graph().parse(data=ontology if ontology is not None else ontology_text(), format="turtle")
    terms: dict[str, Any] = {}

    def local(iri: rdflib.term.Node) -> str | None:
        text = str(iri)
        return text[len(v.DKG_NS) :] if text.startswith(v.DKG_NS) else None

    for cls in sorted(graph.subjects(RDF.type, OWL.Class), key=str):
        if (name := local(cls)) is not None:
            terms[name] = f"dkg:{name}"
    for prop in sorted(graph.subjects(RDF.type, OWL.ObjectProperty), key=str):
        if (name := local(prop)) is not None:
            terms[name] = {"@id": f"dkg:{name}", "@type": "@id"}
    for prop in sorted(graph.subjects(RDF.type, OWL.DatatypeProperty), key=str):
        if (name := local(prop)) is not None:
            ranges = sorted(str(r) for r in graph.objects(prop, RDFS.range))
            if len(ranges) == 1 and ranges[0] != v.XSD_NS + "string":
                terms[name] = {"@id": f"dkg:{name}", "@type": _compact(ranges[0])}
            else:
                terms[name] = f"dkg:{name}"
    for key, (iri, is_iri) in _FOREIGN.items():
        terms[key] = {"@id": _compact(iri), "@type": "@id"} if is_iri else _compact(iri)
    context: dict[str, Any] = {"id": "@id", "type": "@type", "graph": "@graph"}
    context.update(v.PREFIXES)
    context[ID_PREFIX] = v.ID_BASE
    clashes = set(context) & set(terms)
    if clashes:
        raise ValueError(f"context keys used twice: {sorted(clashes)}")
    context.update(dict(sorted(terms.items())))
    return {"@context": context}


def context_path() -> Path:
    return Path(__file__).parent / "ontology" / CONTEXT_FILE


@cache
def context() -> dict[str, Any]:
    """The shipped ``@context`` document (``{"@context": {...}}``)."""
    doc: dict[str, Any] = json.loads(context_text())
    return doc


def write_context() -> Path:
    path = context_path()
    path.write_text(json.dumps(build_context(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


if __name__ == "__main__":
    print(write_context())


class _Compactor:
    """Quads to compacted JSON-LD with the shipped context, deterministically.

    A value takes its property's readable key when it has the type that key declares (an IRI,
    a literal of the range's datatype, or a plain string); any other value keeps the property's
    compact IRI as key and an expanded value object, so expansion gives back exactly the quads.
    """

    def __init__(self, ctx: dict[str, Any]) -> None:
        self.prefixes = sorted(
            ((k, t) for k, t in ctx.items() if isinstance(t, str) and t[-1:] in ("/", "#")),
            key=lambda kv: -len(kv[1]),
        )
        self.by_iri: dict[str, tuple[str, str | None]] = {}
        for key, definition in ctx.items():
            if isinstance(definition, str) and (definition.startswith("@") or definition[-1:] in "/#"):
                continue  # a keyword alias or a prefix
            iri = definition["@id"] if isinstance(definition, dict) else definition
            coerce = definition.get("@type") if isinstance(definition, dict) else None
            if coerce is not None and coerce != "@id":
                coerce = self.expand(coerce)
            self.by_iri.setdefault(self.expand(iri), (key, coerce))

    def expand(self, value: str) -> str:
        prefix, sep, rest = value.partition(":")
        if sep and not rest.startswith("//"):
            for key, ns in self.prefixes:
                if key == prefix:
                    return ns + rest
        return value

    def iri(self, iri: str) -> str:
        for key, ns in self.prefixes:
            if iri.startswith(ns) and len(iri) > len(ns) and not iri[len(ns) :].startswith("//"):
                return f"{key}:{iri[len(ns) :]}"
        return iri

    def vocab(self, iri: str) -> str:
        """A class or property IRI: its term if the context has one without coercion, else compact."""
        found = self.by_iri.get(iri)
        return found[0] if found is not None and found[1] is None else self.iri(iri)

    @staticmethod
    def node_id(term: Any) -> str:
        from pyoxigraph import BlankNode

        return f"_:{term.value}" if isinstance(term, BlankNode) else str(term.value)

    def value(self, term: Any, coerce: str | None) -> tuple[bool, Any]:
        """(the value may take a key with this coercion, the value compacted under it). As in the
        JSON-LD compaction algorithm, a key without coercion takes any value."""
        from pyoxigraph import BlankNode, Literal, NamedNode

        if isinstance(term, NamedNode | BlankNode):
            ident = self.iri(term.value) if isinstance(term, NamedNode) else self.node_id(term)
            return (coerce in (None, "@id"), ident if coerce == "@id" else {"id": ident})
        if isinstance(term, Literal):
            datatype = term.datatype.value
            if term.language:
                return (coerce is None, {"@value": term.value, "@language": term.language})
            if coerce == datatype or datatype == v.XSD_NS + "string":
                return (coerce in (None, datatype), term.value)
            return (coerce is None, {"@value": term.value, "type": self.iri(datatype)})
        raise ValueError(f"JSON-LD export: unsupported term {term!r}")

    def node(self, subject: Any, triples: list[Any]) -> dict[str, Any]:
        from pyoxigraph import NamedNode

        ident = self.iri(subject.value) if isinstance(subject, NamedNode) else self.node_id(subject)
        props: dict[str, list[Any]] = {}
        for triple in triples:
            predicate, obj = triple.predicate.value, triple.object
            if predicate == v.RDF_NS + "type" and isinstance(obj, NamedNode):
                props.setdefault("type", []).append(self.vocab(obj.value))
                continue
            key, coerce = self.by_iri.get(predicate, (None, None))
            fits, value = self.value(obj, coerce)
            if key is None or not fits:
                key = self.iri(predicate)
                _, value = self.value(obj, None)
            props.setdefault(key, []).append(value)
        out: dict[str, Any] = {"id": ident}
        for key in sorted(props):
            values = sorted(props[key], key=lambda x: json.dumps(x, sort_keys=True, ensure_ascii=False))
            out[key] = values[0] if len(values) == 1 else values
        return out

    def document(self, quads: list[Any], ctx_doc: dict[str, Any]) -> dict[str, Any]:
        graphs: dict[str, dict[str, tuple[Any, list[Any]]]] = {}
        for quad in quads:
            graph_id = self.iri(quad.graph_name.value)
            subjects = graphs.setdefault(graph_id, {})
            key = self.node_id(quad.subject)
            subjects.setdefault(key, (quad.subject, []))[1].append(quad.triple)
        return {
            "@context": ctx_doc["@context"],
            "graph": [
                {
                    "id": graph_id,
                    "graph": [self.node(s, ts) for _, (s, ts) in sorted(graphs[graph_id].items())],
                }
                for graph_id in sorted(graphs)
            ],
        }


def compact_quads(quads: list[Any]) -> bytes:
    """Quads of named graphs as one compacted JSON-LD document carrying the shipped context."""
    doc = context()
    data = _Compactor(doc["@context"]).document(quads, doc)
    return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
