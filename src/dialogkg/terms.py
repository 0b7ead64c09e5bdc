"""Conversions between rdflib and pyoxigraph terms (certificates are built with rdflib)."""

from __future__ import annotations

from typing import Any

import rdflib
from pyoxigraph import Literal, NamedNode

from dialogkg import vocab as v


def to_ox(term: rdflib.term.Node) -> Any:
    if isinstance(term, rdflib.URIRef):
        return NamedNode(str(term))
    if isinstance(term, rdflib.Literal):
        if term.language:
            return Literal(str(term), language=term.language)
        return Literal(str(term), datatype=NamedNode(str(term.datatype or rdflib.XSD.string)))
    raise TypeError(f"certificates hold no blank nodes: {term!r}")


def to_rdflib(term: object) -> Any:
    if isinstance(term, NamedNode):
        return rdflib.URIRef(term.value)
    if isinstance(term, Literal):
        if term.language:
            return rdflib.Literal(term.value, lang=term.language)
        if term.datatype.value == v.XSD_NS + "string":
            return rdflib.Literal(term.value)
        return rdflib.Literal(term.value, datatype=rdflib.URIRef(term.datatype.value))
    raise TypeError(f"unexpected term {term!r}")


def comparable(term: rdflib.term.Node) -> object:
    """Compare literals by value: rdflib and Oxigraph spell 1.0 and 1 differently."""
    if isinstance(term, rdflib.Literal):
        return (str(term.datatype), term.language, term.toPython())
    return str(term)
