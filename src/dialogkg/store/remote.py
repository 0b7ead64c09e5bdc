"""Any SPARQL 1.1 endpoint (Oxigraph server, Fuseki, GraphDB, Virtuoso, Neptune) via SPARQLWrapper."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any
from typing import Literal as TypingLiteral
from urllib.error import HTTPError, URLError
from urllib.parse import urlencode
from urllib.request import (
    HTTPBasicAuthHandler,
    HTTPDigestAuthHandler,
    HTTPPasswordMgrWithDefaultRealm,
    OpenerDirector,
    Request,
    build_opener,
)

from pyoxigraph import BlankNode, Literal, NamedNode, Quad, RdfFormat, Triple, serialize
from SPARQLWrapper import BASIC, DIGEST, JSON, POST, POSTDIRECTLY, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import SPARQLWrapperException

from dialogkg.errors import QueryError, StoreError
from dialogkg.store.base import Bindings, SelectResult, Term
from dialogkg.store.bindings import bind
from dialogkg.store.confine import refuse_own_dataset
from dialogkg.store.updates import change_update, insert_data, replace_graphs_update

_BNODE_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")
_BOOLEAN = "http://www.w3.org/2001/XMLSchema#boolean"
# Not `GRAPH ?g { }`: Virtuoso 7 answers that empty group with no graphs at all.
# Graph names a page at a time, keyed on the last name seen: servers cap result sizes (Virtuoso's
# ResultSetMaxRows is 10,000 by default) and OFFSET paging rescans what it skips. Each page reads
# every quad under the prefix, so a page is as large as that cap allows: 110,000 graphs (1,000
# conversations of 100 turns) take 11 reads, not 110.
_GRAPH_PAGE = 10_000
_GRAPH_PAGE_QUERY = """
SELECT DISTINCT ?g WHERE {
  GRAPH ?g { ?s ?p ?o }
  FILTER(isIRI(?g) && STRSTARTS(STR(?g), ?prefix) && STR(?g) > ?after)
} ORDER BY STR(?g) LIMIT %d"""
_GRAPH_PAGE_QUERY_ALL = """
SELECT DISTINCT ?g WHERE {
  GRAPH ?g { ?s ?p ?o }
  FILTER(isIRI(?g) && STR(?g) > ?after)
} ORDER BY STR(?g) LIMIT %d"""
_GRAPH_TRIPLES = "SELECT ?s ?p ?o WHERE { GRAPH ?g { ?s ?p ?o } }"


class SparqlEndpointStore:
    """A remote store: queries go to ``query_url``, updates to ``update_url``.

    Each write is one SPARQL 1.1 Update request (ingest sends a batch of turns in one), so it
    lands whole or not at all. With ``gsp_url`` (a Graph Store Protocol endpoint that takes
    N-Quads POSTed to the dataset, as Oxigraph's ``/store`` and Fuseki's dataset URL do) the
    added quads go there instead: servers parse N-Quads several times faster than an INSERT
    DATA of the same triples. A write is then two requests, deletions first; ingest is safe
    with that, since derived graphs found out of step with the stored turns are rewritten.
    """

    def __init__(
        self,
        query_url: str,
        update_url: str | None = None,
        *,
        user: str | None = None,
        password: str | None = None,
        auth: TypingLiteral["basic", "digest"] = "basic",
        timeout: float = 60.0,
        gsp_url: str | None = None,
    ) -> None:
        self.query_url = query_url
        self.update_url = update_url or query_url
        self.gsp_url = gsp_url
        self.description = f"SPARQL endpoint {query_url}"
        self._user, self._password, self._auth = user, password, auth
        self._timeout = timeout

    def _wrapper(self) -> SPARQLWrapper:
        sw = SPARQLWrapper(self.query_url, updateEndpoint=self.update_url)
        sw.setTimeout(int(self._timeout))
        sw.setMethod(POST)
        if self._user is not None:
            sw.setHTTPAuth(DIGEST if self._auth == "digest" else BASIC)
            sw.setCredentials(self._user, self._password or "")
        return sw

    def insert(self, batches: Sequence[Sequence[Quad]]) -> None:
        for batch in batches:
            if batch:
                if self.gsp_url is not None:
                    self._post_quads(batch)
                else:
                    self._send_update(insert_data(batch))

    def change(self, removed: Sequence[Quad], added: Sequence[Quad]) -> None:
        if self.gsp_url is not None and added:
            if removed:
                self._send_update(change_update(removed, ()))
            self._post_quads(added)
        elif removed or added:
            self._send_update(change_update(removed, added))

    def _post_quads(self, quads: Sequence[Quad]) -> None:
        """POST the quads as N-Quads to the Graph Store Protocol endpoint's dataset."""
        url = self.gsp_url
        assert url is not None
        body = serialize(quads, format=RdfFormat.N_QUADS) or b""
        request = Request(url, data=body, method="POST", headers={"Content-Type": "application/n-quads"})
        try:
            with self._opener(url).open(request, timeout=self._timeout) as response:
                response.read()
        except HTTPError as exc:
            detail = " ".join(exc.read().decode("utf-8", "replace").split())[:500]
            raise StoreError(f"{url} answered HTTP {exc.code}: {detail}") from exc
        except (URLError, OSError) as exc:
            raise StoreError(f"cannot reach {url}: {getattr(exc, 'reason', exc)}") from exc

    def replace_graphs(self, graphs: Sequence[NamedNode], quads: Sequence[Quad]) -> None:
        self._send_update(replace_graphs_update(graphs, quads))

    def select(self, query: str, bindings: Bindings | None = None) -> SelectResult:
        doc = self._send_query(bind(query, bindings))
        if "results" not in doc:
            raise QueryError("expected a SELECT query")
        variables = tuple(doc.get("head", {}).get("vars", []))
        rows = tuple(
            {name: _term(value) for name, value in binding.items()} for binding in doc["results"]["bindings"]
        )
        return SelectResult(variables, rows)

    def ask(self, query: str, bindings: Bindings | None = None) -> bool:
        doc = self._send_query(bind(query, bindings))
        if "boolean" not in doc:
            raise QueryError("expected an ASK query")
        return bool(doc["boolean"])

    def update(self, update: str, bindings: Bindings | None = None) -> None:
        self._send_update(bind(update, bindings))

    def quads(self, graph_prefix: str | None = None) -> Iterator[Quad]:
        """Graph by graph, each read by its own query, so neither side ever holds more than one
        graph's triples and no single answer meets the server's result-size cap. A SELECT, not a
        CONSTRUCT: its JSON terms go through the same reading as every other answer (Virtuoso
        writes booleans as 1 and 0 in both)."""
        for graph in self.graph_names(graph_prefix):
            for row in self.select(_GRAPH_TRIPLES, {"g": graph}).rows:
                s, p, o = row["s"], row["p"], row["o"]
                if isinstance(s, NamedNode | BlankNode) and isinstance(p, NamedNode):
                    yield Quad(s, p, o, graph)

    def graph_names(self, graph_prefix: str | None = None) -> list[NamedNode]:
        """Every named graph (optionally under a prefix), sorted by IRI."""
        template = _GRAPH_PAGE_QUERY_ALL if graph_prefix is None else _GRAPH_PAGE_QUERY
        query = template % _GRAPH_PAGE
        names: list[NamedNode] = []
        after = ""
        while True:
            bindings: dict[str, NamedNode | Literal] = {"after": Literal(after)}
            if graph_prefix is not None:
                bindings["prefix"] = Literal(graph_prefix)
            page = [g for g in self.select(query, bindings).column("g") if isinstance(g, NamedNode)]
            names.extend(page)
            if len(page) < _GRAPH_PAGE:
                break
            after = page[-1].value
        return sorted(set(names), key=lambda g: g.value)

    def confined_query(self, query: str, graph_prefix: str) -> dict[str, Any]:
        """The dataset goes as the protocol's default-graph-uri / named-graph-uri parameters, which
        override the query's own FROM. The prefix itself always joins the list (no graph is named
        so): an empty list would leave the endpoint's whole default graph visible."""
        refuse_own_dataset(query)
        graphs = sorted({g.value for g in self.graph_names(graph_prefix)} | {graph_prefix})
        form = [("query", query)]
        form += [("default-graph-uri", g) for g in graphs] + [("named-graph-uri", g) for g in graphs]
        request = Request(
            self.query_url,
            data=urlencode(form).encode("utf-8"),
            headers={
                "Content-Type": "application/x-www-form-urlencoded",
                "Accept": "application/sparql-results+json",
            },
        )
        try:
            with self._opener().open(request, timeout=self._timeout) as response:
                body = response.read()
        except HTTPError as exc:
            detail = " ".join(exc.read().decode("utf-8", "replace").split())[:500]
            if exc.code == 400:
                raise QueryError(f"{self.query_url} rejected the query: {detail}") from exc
            raise StoreError(f"{self.query_url} answered HTTP {exc.code}: {detail}") from exc
        except (URLError, OSError) as exc:
            raise StoreError(f"cannot reach {self.query_url}: {getattr(exc, 'reason', exc)}") from exc
        try:
            doc = json.loads(body)
        except ValueError as exc:
            raise StoreError(f"{self.query_url} did not answer with SPARQL JSON results") from exc
        if not isinstance(doc, dict) or not ("results" in doc or "boolean" in doc):
            raise QueryError("only SELECT and ASK queries are answered")
        return _plain_document(_standard_ask(doc))

    def _opener(self, url: str | None = None) -> OpenerDirector:
        if self._user is None:
            return build_opener()
        passwords = HTTPPasswordMgrWithDefaultRealm()
        passwords.add_password(None, url or self.query_url, self._user, self._password or "")
        handler = HTTPDigestAuthHandler if self._auth == "digest" else HTTPBasicAuthHandler
        return build_opener(handler(passwords))

    def close(self) -> None:
        """Nothing to release: every request opens and closes its own connection."""

    def _send_query(self, query: str) -> dict[str, Any]:
        sw = self._wrapper()
        sw.setQuery(query)
        sw.setReturnFormat(JSON)
        response = self._call(sw, self.query_url)
        try:
            doc = json.loads(response.response.read())
        except ValueError as exc:
            raise StoreError(f"{self.query_url} did not answer with SPARQL JSON results") from exc
        if not isinstance(doc, dict):
            raise StoreError(f"{self.query_url} did not answer with SPARQL JSON results")
        return _standard_ask(doc)

    def _send_update(self, update: str) -> None:
        sw = self._wrapper()
        sw.setRequestMethod(POSTDIRECTLY)
        sw.setQuery(update)
        if not sw.isSparqlUpdateRequest():
            raise QueryError("expected a SPARQL update")
        self._call(sw, self.update_url)

    def _call(self, sw: SPARQLWrapper, url: str) -> Any:
        try:
            return sw.query()
        except SPARQLWrapperException as exc:
            msg = " ".join(str(exc).split())
            kind = type(exc).__name__
            if kind == "QueryBadFormed":
                raise QueryError(f"{url} rejected the request: {msg}") from exc
            raise StoreError(f"{url}: {msg}") from exc
        except HTTPError as exc:
            raise StoreError(f"{url} answered HTTP {exc.code}: {exc.reason}") from exc
        except (URLError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            raise StoreError(f"cannot reach {url}: {reason}") from exc


def _standard_ask(doc: dict[str, Any]) -> dict[str, Any]:
    """Virtuoso 7 answers ASK in JSON as a one-column SELECT (``__ask_retval``, 1 or no row);
    turn that into the standard boolean document so callers see one shape."""
    names = doc.get("head", {}).get("vars", [])
    if "boolean" in doc or [str(n).lower() for n in names] != ["__ask_retval"]:
        return doc
    rows = doc.get("results", {}).get("bindings", [])
    value = rows[0].get(names[0], {}).get("value", "0") if rows else "0"
    return {"head": {}, "boolean": value not in ("0", "false")}


def _plain_document(doc: dict[str, Any]) -> dict[str, Any]:
    """The same document from every server: Virtuoso adds an empty ``head.link`` and the
    SPARQL 1.0 ``distinct``/``ordered`` flags, which carry nothing."""
    head = {k: val for k, val in doc.get("head", {}).items() if not (k == "link" and not val)}
    if "boolean" in doc:
        return {"head": head, "boolean": doc["boolean"]}
    return {"head": head, "results": {"bindings": doc["results"]["bindings"]}}


def _term(value: Mapping[str, Any]) -> Term:
    kind = value.get("type")
    text = value.get("value", "")
    if kind == "uri":
        return NamedNode(text)
    if kind == "bnode":  # Virtuoso labels them nodeID://b1234, which is no valid N-Triples label
        return BlankNode(_BNODE_UNSAFE.sub("_", text))
    if kind in ("literal", "typed-literal"):
        if "xml:lang" in value:
            return Literal(text, language=value["xml:lang"])
        if "datatype" in value:
            datatype = value["datatype"]
            if datatype == _BOOLEAN and text in ("1", "0"):  # Virtuoso writes booleans as 1 and 0
                text = "true" if text == "1" else "false"
            return Literal(text, datatype=NamedNode(datatype))
        return Literal(text)
    if kind == "triple":
        inner = value["value"]
        s, p, o = _term(inner["subject"]), _term(inner["predicate"]), _term(inner["object"])
        if isinstance(s, NamedNode | BlankNode | Triple) and isinstance(p, NamedNode):
            return Triple(s, p, o)
    raise StoreError(f"unexpected term in SPARQL results: {value!r}")
