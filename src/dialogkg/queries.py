"""Run bundled or user SPARQL queries with safely bound parameters."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from pathlib import Path

from pyoxigraph import Literal, NamedNode

from dialogkg import vocab as v
from dialogkg.errors import QueryError
from dialogkg.resources import query_names, query_text
from dialogkg.store.base import SelectResult, Store
from dialogkg.store.bindings import constant_graphs, without_comments

MAX_QUERY_DEPTH = 200  # nested (), [] and {} in a user's query; Oxigraph's parser crashes at thousands
# Where a bracket does not count: strings and comments. IRIs are matched so that the quotes they
# may hold do not open a string, but their brackets count, since a "<" may be an operator.
_QUERY_TOKEN = re.compile(
    "|".join(
        (
            r"<[^<>\"{}|^`\\\x00-\x20]*>",
            r"'''(?:[^'\\]|\\.|'(?!''))*'''",
            r'"""(?:[^"\\]|\\.|"(?!""))*"""',
            r"'(?:[^'\\\n\r]|\\.)*'",
            r'"(?:[^"\\\n\r]|\\.)*"',
            r"#[^\n\r]*",
            r"[()\[\]{}]",
        )
    ),
    re.S,
)
_NTRIPLES_TERM = re.compile(r'^(<[^<>"{}|^`\\\x00-\x20]*>|".*"(\^\^<[^>]*>|@[A-Za-z0-9-]+)?)$', re.S)


def resolve_query(query: str) -> str:
    """A bundled query name, a path to a ``.rq`` file, or the text of a query itself."""
    if query in query_names():
        return query_text(query)
    path = Path(query)
    if query.endswith(".rq") or (len(query) < 4096 and "\n" not in query and _is_file(path)):
        try:
            return path.read_text(encoding="utf-8")
        except OSError as exc:
            raise QueryError(f"cannot read query file {query}: {exc.strerror or exc}") from exc
    if re.search(r"\b(SELECT|ASK)\b", query, re.I) and "{" in query:
        return query
    raise QueryError(
        f"unknown query {query!r}; bundled queries: {', '.join(query_names())} (or give a .rq file)"
    )


def _is_file(path: Path) -> bool:
    """Whether query text names a file; text no file name can be (too long, a NUL) does not."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def check_nesting(query: str) -> None:
    """Refuse a query nested deeper than MAX_QUERY_DEPTH before any parser sees it: Oxigraph's
    SPARQL parser recurses once per level and a few thousand levels overflow the native stack
    (the process dies), and rdflib's raises RecursionError."""
    depth = 0
    for m in _QUERY_TOKEN.finditer(query):
        token = m.group()
        if token[0] in "\"'#":
            continue
        for c in token:
            if c in "([{":
                depth += 1
                if depth > MAX_QUERY_DEPTH:
                    raise QueryError(f"the query nests brackets deeper than {MAX_QUERY_DEPTH} levels")
            elif c in ")]}":
                depth -= 1


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


# The conversation's own graphs, bound with ?conversation where a query names them, and written
# as constants in its GRAPH clauses: the engine looks them up directly. Computed in the query
# (BIND(IRI(CONCAT(...)))), or bound by VALUES but used inside an OPTIONAL, Oxigraph read that
# kind of graph in every conversation, so a per-conversation query grew with the store
# (benchmarks/remote_scale.py: `commitments` took 9.5 s among 1,000 conversations).
_GRAPH_PARAMETERS: dict[str, Callable[[str], NamedNode]] = {
    "conversation_graph": v.conversation_graph,
    "state_graph": v.state_graph,
    "dependency_graph": v.dependency_graph,
    "memory_graph": v.memory_graph,
}


def run_query(
    store: Store,
    query: str,
    *,
    conversation: str | None = None,
    params: Mapping[str, NamedNode | Literal] | None = None,
) -> SelectResult:
    text = resolve_query(query)
    check_nesting(text)
    used = _variables(text)
    bindings: dict[str, NamedNode | Literal] = dict(params or {})
    graphs: dict[str, NamedNode] = {}
    if conversation is not None:
        bindings["conversation"] = v.conversation_iri(conversation)
        graphs = {
            name: graph(conversation)
            for name, graph in _GRAPH_PARAMETERS.items()
            if name not in bindings and name in used
        }
    for name in bindings:
        if name == "conversation" and graphs:
            continue  # the query may read the conversation through its graphs only
        if name not in used:
            raise QueryError(f"the query does not use a variable ?{name}")
    if graphs:
        text = constant_graphs(text, graphs)
        # Bound by VALUES as well only where still used (in a BIND, say): Virtuoso 7's compiler
        # fails on a VALUES variable nothing else mentions ("no SPART_VARR_FIXED").
        used = _variables(text)
        bindings.update({name: g for name, g in graphs.items() if name in used})
        if "conversation" not in used:
            del bindings["conversation"]
    return store.select(text, bindings)


def _variables(text: str) -> set[str]:
    """The names of the variables the query mentions outside comments and strings."""
    return set(_VARIABLE.findall(without_comments(text)))


_VARIABLE = re.compile(r"[?$]([A-Za-z0-9_]+)")
