"""Run bundled or user SPARQL queries with safely bound parameters."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from pyoxigraph import Literal, NamedNode

from dialogkg import vocab as v
from dialogkg.errors import QueryError
from dialogkg.resources import query_names, query_text
from dialogkg.store.base import SelectResult, Store

_NTRIPLES_TERM = re.compile(r'^(<[^<>"{}|^`\\\x00-\x20]*>|".*"(\^\^<[^>]*>|@[A-Za-z0-9-]+)?)$', re.S)


def resolve_query(query: str) -> str:
    """A bundled query name, a path to a ``.rq`` file, or the text of a query itself."""
    if query in query_names():
        return query_text(query)
    path = Path(query)
    if query.endswith(".rq") or (len(query) < 4096 and "\n" not in query and path.is_file()):
        try:
            return path.read_text(encoding="utf-8")
        except OSError as exc:
            raise QueryError(f"cannot read query file {query}: {exc.strerror or exc}") from exc
    if re.search(r"\b(SELECT|ASK)\b", query, re.I) and "{" in query:
        return query
    raise QueryError(
        f"unknown query {query!r}; bundled queries: {', '.join(query_names())} (or give a .rq file)"
    )


def parse_param(text: str) -> tuple[str, NamedNode | Literal]:
    """``NAME=VALUE``: VALUE is an N-Triples term (``<iri>``, ``"lit"^^<dt>``) or a plain string."""
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise QueryError(f"parameter {text!r} is not NAME=VALUE")
    return name.lstrip("?$"), parse_term(value)


def parse_term(value: str) -> NamedNode | Literal:
    if _NTRIPLES_TERM.match(value):
        from pyoxigraph import RdfFormat, parse

        try:
            triples = list(parse(f"<urn:x:s> <urn:x:p> {value} .".encode(), format=RdfFormat.N_TRIPLES))
        except SyntaxError:
            triples = []
        if len(triples) == 1 and isinstance(triples[0].object, NamedNode | Literal):
            return triples[0].object
    return Literal(value)


def run_query(
    store: Store,
    query: str,
    *,
    conversation: str | None = None,
    params: Mapping[str, NamedNode | Literal] | None = None,
) -> SelectResult:
    text = resolve_query(query)
    bindings: dict[str, NamedNode | Literal] = dict(params or {})
    if conversation is not None:
        bindings["conversation"] = v.conversation_iri(conversation)
    for name in bindings:
        if not re.search(rf"[?$]{re.escape(name)}\b", text):
            raise QueryError(f"the query does not use a variable ?{name}")
    return store.select(text, bindings)
