"""Bind query variables to values by a VALUES block, never by pasting text into the query.

Values are serialised by pyoxigraph (N-Triples escaping), so a bound string can hold quotes,
braces, newlines or ``DROP ALL`` and stay a string. The block goes at the start of the
outermost WHERE group, which gives the same answers on every SPARQL 1.1 engine, embedded
or remote, for the queries dialogkg ships; pre-binding semantics (SEP-0007) differ only for
variables used inside sub-selects that do not project them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

from pyoxigraph import Literal, NamedNode

from dialogkg.errors import QueryError
from dialogkg.store.base import Bindings

_VAR = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_IRI = re.compile(r"<[^<>\"{}|^`\\\x00-\x20]*>")
_WORD_CHARS = re.compile(r"[A-Za-z0-9_]")


def bind(query: str, bindings: Bindings | None) -> str:
    if not bindings:
        return query
    names = []
    values = []
    for name, value in bindings.items():
        if not _VAR.fullmatch(name):
            raise QueryError(f"invalid variable name {name!r}")
        if not isinstance(value, NamedNode | Literal):
            raise QueryError(f"?{name}: only IRIs and literals can be bound")
        names.append(f"?{name}")
        values.append(str(value))
    block = f" VALUES ({' '.join(names)}) {{ ({' '.join(values)}) }} "
    at = _outer_where_brace(query)
    return query[: at + 1] + block + query[at + 1 :]


def _outer_where_brace(query: str) -> int:
    """Index of the '{' opening the outermost WHERE group, skipping strings, IRIs and comments."""
    form: str | None = None
    seen_where = False
    depth = 0
    i, n = 0, len(query)
    while i < n:
        ch = query[i]
        if ch == "#":
            end = query.find("\n", i)
            i = n if end < 0 else end + 1
            continue
        if ch in "\"'":
            i = _skip_string(query, i)
            continue
        if ch == "<":
            m = _IRI.match(query, i)
            if m:
                i = m.end()
                continue
        if ch == "{":
            if depth == 0 and (seen_where or form in ("SELECT", "ASK", "DESCRIBE")):
                return i
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch.isalpha() and (i == 0 or not (_WORD_CHARS.match(query[i - 1]) or query[i - 1] in "?$:")):
            j = i
            while j < n and _WORD_CHARS.match(query[j]):
                j += 1
            if j < n and query[j] == ":":
                i = j + 1  # a prefixed name, not a keyword
                continue
            word = query[i:j].upper()
            if depth == 0:
                if form is None and word in (
                    "SELECT",
                    "ASK",
                    "DESCRIBE",
                    "CONSTRUCT",
                    "INSERT",
                    "DELETE",
                    "WITH",
                ):
                    form = word
                if word == "WHERE":
                    seen_where = True
            i = j
            continue
        i += 1
    raise QueryError("cannot bind parameters: the query has no WHERE group")


def _skip_string(query: str, i: int) -> int:
    quote = query[i]
    long = query.startswith(quote * 3, i)
    delim = quote * 3 if long else quote
    j = i + len(delim)
    while j < len(query):
        if query[j] == "\\":
            j += 2
            continue
        if query.startswith(delim, j):
            return j + len(delim)
        j += 1
    raise QueryError("unterminated string in query")


def _pieces(query: str) -> Iterator[tuple[str, str]]:
    """The query cut, in order, into ``code`` and the pieces no variable lives in: ``comment``
    (up to the line end), ``string`` and ``iri``."""
    start = i = 0
    n = len(query)
    while i < n:
        ch = query[i]
        if ch == "#":
            end = query.find("\n", i)
            kind, j = "comment", n if end < 0 else end
        elif ch in "\"'":
            kind, j = "string", _skip_string(query, i)
        elif ch == "<" and (m := _IRI.match(query, i)):
            kind, j = "iri", m.end()
        else:
            i += 1
            continue
        if start < i:
            yield "code", query[start:i]
        yield kind, query[i:j]
        start = i = j
    if start < n:
        yield "code", query[start:]


_GRAPH_VAR = re.compile(
    r"(?<![A-Za-z0-9_?$:])(GRAPH\s+)[?$]([A-Za-z_][A-Za-z0-9_]*)(?![A-Za-z0-9_])", re.IGNORECASE
)


def constant_graphs(query: str, graphs: Mapping[str, NamedNode]) -> str:
    """Write each ``GRAPH ?name`` with ``name`` in ``graphs`` as ``GRAPH <iri>`` (an IRI is
    always valid there), outside strings, IRIs and comments. Engines propagate a VALUES binding
    into the main group but not always into OPTIONAL or NOT EXISTS groups, which Oxigraph then
    evaluates over every graph of that kind in the store. The IRI is serialised by pyoxigraph,
    as in a VALUES block."""

    def constant(m: re.Match[str]) -> str:
        graph = graphs.get(m.group(2))
        return m.group() if graph is None else f"{m.group(1)}{graph}"

    return "".join(
        _GRAPH_VAR.sub(constant, text) if kind == "code" else text for kind, text in _pieces(query)
    )


def without_comments(query: str) -> str:
    """The query with its comments and string literals taken out, to see which variables it uses."""
    shown = {"comment": "", "string": '""'}
    return "".join(shown.get(kind, text) for kind, text in _pieces(query))
