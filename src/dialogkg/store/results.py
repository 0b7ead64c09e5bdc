"""SPARQL 1.1 Query Results formats (JSON, CSV, TSV) written from a :class:`SelectResult`.

They work from the store protocol's rows, so the embedded store and any SPARQL endpoint give
byte-identical output for the same solutions. Specifications:
https://www.w3.org/TR/sparql11-results-json/ and https://www.w3.org/TR/sparql11-results-csv-tsv/
(TSV terms are written in their N-Triples form, as pyoxigraph spells them).
"""

from __future__ import annotations

import csv
import io
import json
from typing import Any
from typing import Literal as TypingLiteral

from pyoxigraph import BlankNode, Literal, NamedNode, Triple

from dialogkg.errors import InputError, Location
from dialogkg.store.base import SelectResult, Term
from dialogkg.vocab import XSD_NS

ResultsFormat = TypingLiteral["srj", "csv", "tsv"]
RESULTS_FORMATS: dict[str, str] = {
    "srj": "application/sparql-results+json",
    "csv": "text/csv",
    "tsv": "text/tab-separated-values",
}
_XSD_STRING = XSD_NS + "string"


def srj_term(term: Term) -> dict[str, Any]:
    """One RDF term as a SPARQL 1.1 Query Results JSON term object."""
    if isinstance(term, NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, BlankNode):
        return {"type": "bnode", "value": term.value}
    if isinstance(term, Literal):
        out: dict[str, Any] = {"type": "literal", "value": term.value}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype.value != _XSD_STRING:
            out["datatype"] = term.datatype.value
        return out
    return {  # an RDF 1.2 triple term, as SPARQL 1.2 results (and Oxigraph) write it
        "type": "triple",
        "value": {
            "subject": srj_term(term.subject),
            "predicate": srj_term(term.predicate),
            "object": srj_term(term.object),
        },
    }


def to_srj(result: SelectResult) -> dict[str, Any]:
    """The SPARQL 1.1 Query Results JSON document (unbound variables are absent from a row)."""
    return {
        "head": {"vars": list(result.variables)},
        "results": {
            "bindings": [
                {name: srj_term(row[name]) for name in result.variables if name in row} for row in result.rows
            ]
        },
    }


def _csv_value(term: Term | None) -> str:
    if term is None:
        return ""
    if isinstance(term, NamedNode | Literal):
        return term.value  # CSV drops datatypes and languages, by the specification
    if isinstance(term, BlankNode):
        return f"_:{term.value}"
    return str(term)


def _tsv_value(term: Term | None) -> str:
    if term is None:
        return ""
    text = str(term)
    if isinstance(term, Literal | Triple):  # a tab can only be inside a quoted lexical form
        text = text.replace("\t", "\\t")
    return text


def serialize_results(result: SelectResult, fmt: str) -> bytes:
    """``result`` in one of :data:`RESULTS_FORMATS`, UTF-8 encoded."""
    if fmt == "srj":
        return (json.dumps(to_srj(result), ensure_ascii=False) + "\n").encode("utf-8")
    if fmt == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\r\n")
        writer.writerow(result.variables)
        for row in result.rows:
            writer.writerow([_csv_value(row.get(name)) for name in result.variables])
        return buffer.getvalue().encode("utf-8")
    if fmt == "tsv":
        lines = ["\t".join(f"?{name}" for name in result.variables)]
        lines += ["\t".join(_tsv_value(row.get(name)) for name in result.variables) for row in result.rows]
        return ("\n".join(lines) + "\n").encode("utf-8")
    raise InputError(
        f"unknown results format {fmt!r}; expected one of {', '.join(RESULTS_FORMATS)}",
        Location(field="format"),
    )
