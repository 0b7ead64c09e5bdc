"""The store protocol. Stores hold quads and answer SPARQL; they know nothing about dialogue."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pyoxigraph import BlankNode, Literal, NamedNode, Quad, Triple

from dialogkg.vocab import XSD_NS

Term = NamedNode | BlankNode | Literal | Triple
Bindings = Mapping[str, NamedNode | Literal]

_INTEGER_TYPES = {
    XSD_NS + name
    for name in (
        "integer",
        "int",
        "long",
        "short",
        "byte",
        "nonNegativeInteger",
        "positiveInteger",
        "nonPositiveInteger",
        "negativeInteger",
        "unsignedInt",
        "unsignedLong",
        "unsignedShort",
        "unsignedByte",
    )
}
_FLOAT_TYPES = {XSD_NS + "decimal", XSD_NS + "double", XSD_NS + "float"}


def term_to_json(term: Term | None) -> str | int | float | bool | None:
    """Plain JSON value of a result term: IRIs as strings, numbers and booleans as themselves."""
    if term is None:
        return None
    if isinstance(term, NamedNode):
        return term.value
    if isinstance(term, BlankNode):
        return f"_:{term.value}"
    if isinstance(term, Literal):
        dt = term.datatype.value
        try:
            if dt in _INTEGER_TYPES:
                return int(term.value)
            if dt in _FLOAT_TYPES:
                return float(term.value)
            if dt == XSD_NS + "boolean":
                return term.value in ("true", "1")
        except ValueError:
            return term.value
        return term.value
    return str(term)


@dataclass(frozen=True)
class SelectResult:
    """Variables in projection order and one mapping per solution (unbound variables absent)."""

    variables: tuple[str, ...]
    rows: tuple[Mapping[str, Term], ...]

    def to_json(self) -> dict[str, object]:
        return {
            "head": list(self.variables),
            "rows": [{k: term_to_json(row.get(k)) for k in self.variables} for row in self.rows],
        }

    def column(self, name: str) -> list[Term | None]:
        return [row.get(name) for row in self.rows]

    def literal_values(self, name: str) -> list[str]:
        """Lexical values of one variable's literal bindings, in row order."""
        return [t.value for t in self.column(name) if isinstance(t, Literal)]


class Store(Protocol):
    """What every dialogkg store offers. Queries see the union of all graphs as default graph."""

    description: str

    def insert(self, batches: Sequence[Sequence[Quad]]) -> None:
        """Write each batch atomically (a store may merge batches into one transaction)."""
        ...

    def change(self, removed: Sequence[Quad], added: Sequence[Quad]) -> None:
        """Delete ``removed`` and insert ``added`` atomically (derived graphs change by deltas)."""
        ...

    def replace_graphs(self, graphs: Sequence[NamedNode], quads: Sequence[Quad]) -> None:
        """Empty the graphs and write the quads, atomically (derived graphs are rewritten whole)."""
        ...

    def select(self, query: str, bindings: Bindings | None = None) -> SelectResult: ...

    def ask(self, query: str, bindings: Bindings | None = None) -> bool: ...

    def update(self, update: str, bindings: Bindings | None = None) -> None: ...

    def quads(self, graph_prefix: str | None = None) -> Iterator[Quad]:
        """Every quad in a named graph, optionally only graphs whose IRI starts with the prefix,
        graph by graph in IRI order (export streams on that: one graph at a time)."""
        ...

    def confined_query(self, query: str, graph_prefix: str) -> dict[str, Any]:
        """A SELECT or ASK answered as SPARQL 1.1 Query Results JSON over a dataset made only of
        the named graphs whose IRI starts with ``graph_prefix`` (their merge is the default
        graph). A query with its own FROM / FROM NAMED is refused (QueryError): nothing else is
        visible."""
        ...

    def close(self) -> None: ...
