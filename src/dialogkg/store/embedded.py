"""The default store: Oxigraph embedded in the process, persistent on disk or in memory."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import suppress
from pathlib import Path
from typing import Any

from pyoxigraph import NamedNode, Quad, QueryBoolean, QueryResultsFormat, QuerySolutions
from pyoxigraph import Store as _OxStore

from dialogkg.errors import QueryError, StoreError
from dialogkg.store.base import Bindings, SelectResult, Term
from dialogkg.store.bindings import bind
from dialogkg.store.confine import refuse_own_dataset
from dialogkg.store.sharing import WAIT_SECONDS, Checkpoints, open_shared, release
from dialogkg.store.updates import change_update, replace_graphs_update


class OxigraphStore:
    """An Oxigraph store; ``path=None`` keeps everything in memory.

    Queries run with the union of all named graphs as default graph, matching
    ``oxigraph serve --union-default-graph`` and Virtuoso's default behaviour.
    """

    def __init__(
        self, path: str | Path | None = None, *, reader: bool = False, wait: float = WAIT_SECONDS
    ) -> None:
        """``reader``: the caller only reads, so while another process writes the store it may
        read that writer's latest checkpoint instead (``notice`` says so); writers wait up to
        ``wait`` seconds for the lock (see ``store.sharing``)."""
        self.path = Path(path) if path is not None else None
        self.description = f"embedded Oxigraph at {self.path}" if self.path else "in-memory Oxigraph"
        self.notice: str | None = None
        self.read_only = False
        self._checkpoints: Checkpoints | None = None
        if self.path is None:
            self._store: _OxStore | None = _OxStore()
            return
        try:
            self.path.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot open store at {self.path}: {exc}") from exc
        opened = open_shared(self.path, reader=reader, wait=wait)
        self._store = opened.store
        if opened.snapshot is not None:
            self.read_only = True
            self.notice = opened.notice
            self.description = f"checkpoint of embedded Oxigraph at {self.path}"
        else:
            self._checkpoints = Checkpoints(self.path, opened.store)

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
        if self.read_only:
            raise StoreError(f"{self.description} is read-only while another process writes the store")
        try:
            self.raw.extend(quads)  # one transaction: all batches or none
        except OSError as exc:
            raise StoreError(f"write to {self.description} failed: {exc}") from exc
        self._written()

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
        if self.read_only:
            raise StoreError(f"{self.description} is read-only while another process writes the store")
        try:
            self.raw.update(bind(update, bindings))
        except SyntaxError as exc:
            raise QueryError(f"SPARQL update syntax error: {exc}") from exc
        except OSError as exc:
            raise StoreError(f"update of {self.description} failed: {exc}") from exc
        self._written()

    def _written(self) -> None:
        if self._checkpoints is not None:
            with suppress(OSError):  # a checkpoint is a courtesy to readers; the write succeeded
                self._checkpoints.after_write()

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
        refuse_own_dataset(query)
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
            if self.path is not None and not self.read_only:
                self._store.flush()
                release(self.path)
            self._checkpoints = None
            self._store = None  # RocksDB releases its lock when the last reference is dropped

    def _run(self, query: str, bindings: Bindings | None) -> object:
        try:
            return self.raw.query(bind(query, bindings), use_default_graph_as_union=True)
        except SyntaxError as exc:
            raise QueryError(f"SPARQL syntax error: {exc}") from exc
        except OSError as exc:
            raise StoreError(f"query on {self.description} failed: {exc}") from exc
