"""The default store: Oxigraph embedded in the process, persistent on disk or in memory."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from pyoxigraph import NamedNode, Quad, QueryBoolean, QueryResultsFormat, QuerySolutions
from pyoxigraph import Store as _OxStore

from dialogkg.errors import QueryError, StoreError
from dialogkg.store.base import Bindings, SelectResult, Term
from dialogkg.store.bindings import bind
from dialogkg.store.updates import change_update, replace_graphs_update


class OxigraphStore:
    """An Oxigraph store; ``path=None`` keeps everything in memory.

    Queries run with the union of all named graphs as default graph, matching
    ``oxigraph serve --union-default-graph`` and Virtuoso's default behaviour.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else None
        self.description = f"embedded Oxigraph at {self.path}" if self.path else "in-memory Oxigraph"
        try:
            if self.path is not None:
                self.path.mkdir(parents=True, exist_ok=True)
                self._store: _OxStore | None = _OxStore(str(self.path))
            else:
                self._store = _OxStore()
        except OSError as exc:
            raise StoreError(f"cannot open store at {self.path}: {exc}") from exc

    @property
    def raw(self) -> _OxStore:
        """The underlying ``pyoxigraph.Store`` (for pyshacl and power users)."""
        if self._store is None:
            raise StoreError(f"{self.description} is closed")
        return self._store

    def insert(self, batches: Sequence[Sequence[Quad]]) -> None:
        quads = [q for batch in batches for q in batch]
        if not quads:
            return
        try:
            self.raw.extend(quads)  # one transaction: all batches or none
        except OSError as exc:
            raise StoreError(f"write to {self.description} failed: {exc}") from exc

    def change(self, removed: Sequence[Quad], added: Sequence[Quad]) -> None:
        """One transaction: either the whole delta lands or none of it. Without deletions that
        is one ``extend`` (no SPARQL text to serialise and parse), else one SPARQL update."""
        if removed:
            self.update(change_update(removed, added))
        elif added:
            self.insert([added])

    def replace_graphs(self, graphs: Sequence[NamedNode], quads: Sequence[Quad]) -> None:
        """Empty ``graphs`` and write ``quads`` in one update (one transaction)."""
        self.update(replace_graphs_update(graphs, quads))

    def select(self, query: str, bindings: Bindings | None = None) -> SelectResult:
        result = self._run(query, bindings)
        if not isinstance(result, QuerySolutions):
            raise QueryError("expected a SELECT query")
        variables = tuple(var.value for var in result.variables)
        rows: list[dict[str, Term]] = []
        for solution in result:
            row: dict[str, Term] = {}
            for name in variables:
                value = solution[name]
                if value is not None:
                    row[name] = value
            rows.append(row)
        return SelectResult(variables, tuple(rows))

    def ask(self, query: str, bindings: Bindings | None = None) -> bool:
        result = self._run(query, bindings)
        if not isinstance(result, QueryBoolean):
            raise QueryError("expected an ASK query")
        return bool(result)

    def update(self, update: str, bindings: Bindings | None = None) -> None:
        try:
            self.raw.update(bind(update, bindings))
        except SyntaxError as exc:
            raise QueryError(f"SPARQL update syntax error: {exc}") from exc
        except OSError as exc:
            raise StoreError(f"update of {self.description} failed: {exc}") from exc

    def quads(self, graph_prefix: str | None = None) -> Iterator[Quad]:
        store = self.raw
        graphs = [
            g
            for g in store.named_graphs()
            if isinstance(g, NamedNode) and (graph_prefix is None or g.value.startswith(graph_prefix))
        ]
        for graph in sorted(graphs, key=lambda g: g.value):
            yield from store.quads_for_pattern(None, None, None, graph)

    def confined_query(self, query: str, graph_prefix: str) -> dict[str, Any]:
        store, prefix = self.raw, graph_prefix
        graphs = sorted(
            (g for g in store.named_graphs() if isinstance(g, NamedNode) and g.value.startswith(prefix)),
            key=lambda g: g.value,
        )
        try:
            result = store.query(query, default_graph=list(graphs), named_graphs=list(graphs))
        except SyntaxError as exc:
            raise QueryError(f"SPARQL syntax error: {exc}") from exc
        except OSError as exc:
            raise StoreError(f"query on {self.description} failed: {exc}") from exc
        if not isinstance(result, QuerySolutions | QueryBoolean):
            raise QueryError("only SELECT and ASK queries are answered")
        doc: dict[str, Any] = json.loads(result.serialize(format=QueryResultsFormat.JSON) or b"{}")
        return doc

    def close(self) -> None:
        if self._store is not None:
            if self.path is not None:
                self._store.flush()
            self._store = None  # RocksDB releases its lock when the object is dropped

    def _run(self, query: str, bindings: Bindings | None) -> object:
        try:
            return self.raw.query(bind(query, bindings), use_default_graph_as_union=True)
        except SyntaxError as exc:
            raise QueryError(f"SPARQL syntax error: {exc}") from exc
        except OSError as exc:
            raise StoreError(f"query on {self.description} failed: {exc}") from exc
