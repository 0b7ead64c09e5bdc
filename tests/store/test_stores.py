"""The store protocol behaves the same on the embedded store and on a real Oxigraph server."""

from __future__ import annotations

from pathlib import Path

import pytest
from pyoxigraph import BlankNode, Literal, NamedNode, Quad

from dialogkg.api import DialogKG
from dialogkg.errors import QueryError, StoreError
from dialogkg.store.embedded import OxigraphStore
from dialogkg.store.remote import SparqlEndpointStore

G1, G2 = NamedNode("urn:x:g/1"), NamedNode("urn:y:g/2")
S, P = NamedNode("urn:s"), NamedNode("urn:p")


def _quad(value: str, graph: NamedNode = G1) -> Quad:
    return Quad(S, P, Literal(value), graph)


def test_insert_select_ask_and_quads(kg: DialogKG) -> None:
    store = kg.store
    store.insert([[_quad("a"), _quad("b")], [_quad("c", G2)]])
    result = store.select("SELECT ?o WHERE { GRAPH ?g { ?s ?p ?o } } ORDER BY ?o")
    assert result.variables == ("o",)
    assert [r["o"].value for r in result.rows] == ["a", "b", "c"]
    assert store.ask("ASK { ?s ?p ?o }")  # union default graph on every store
    assert sorted(q.object.value for q in store.quads("urn:x:")) == ["a", "b"]
    assert len(list(store.quads())) == 3


def test_select_results_keep_types_and_leave_unbound_out(kg: DialogKG) -> None:
    result = kg.store.select(
        'SELECT ?n ?d ?b ?l ?u WHERE { BIND(3 AS ?n) BIND(0.5 AS ?d) BIND(true AS ?b) BIND("hi"@en AS ?l) }'
    )
    assert result.to_json() == {
        "head": ["n", "d", "b", "l", "u"],
        "rows": [{"n": 3, "d": 0.5, "b": True, "l": "hi", "u": None}],
    }
    assert result.rows[0]["l"] == Literal("hi", language="en")
    assert "u" not in result.rows[0]


def test_update_with_bindings(kg: DialogKG) -> None:
    kg.store.insert([[_quad("a"), _quad("b")]])
    kg.store.update("DELETE { GRAPH ?g { ?s ?p ?o } } WHERE { GRAPH ?g { ?s ?p ?o } }", {"o": Literal("a")})
    assert [q.object.value for q in kg.store.quads()] == ["b"]


def test_syntax_errors_are_query_errors(kg: DialogKG) -> None:
    with pytest.raises(QueryError):
        kg.store.select("SELECT ?x WHERE { ?x ")


def test_a_second_open_of_a_locked_folder_is_a_store_error(tmp_path: Path) -> None:
    first = OxigraphStore(tmp_path / "s")
    try:
        with pytest.raises(StoreError, match=r"is in use by process \d+ .*waited 0 s"):
            OxigraphStore(tmp_path / "s", wait=0.2)
    finally:
        first.close()
    OxigraphStore(tmp_path / "s").close()  # released on close


def test_an_unreachable_endpoint_is_a_store_error() -> None:
    store = SparqlEndpointStore("http://127.0.0.1:9/query", timeout=2)
    with pytest.raises(StoreError, match=r"cannot reach http://127\.0\.0\.1:9/query"):
        store.select("SELECT * {}")


def test_blank_nodes_are_written_and_read_back_on_every_store(kg: DialogKG) -> None:
    # OWL negative property assertions are blank nodes; Virtuoso refuses them in INSERT DATA.
    node = BlankNode("npa1")
    kg.store.insert([[Quad(node, P, Literal("a"), G1), Quad(node, P, Literal("b"), G1)]])
    quads = list(kg.store.quads("urn:x:"))
    assert sorted(q.object.value for q in quads) == ["a", "b"]
    assert all(isinstance(q.subject, BlankNode) for q in quads)
    assert len({q.subject for q in quads}) == 1  # one node, shared within the request


def test_a_damaged_store_folder_is_a_store_error_not_a_traceback(tmp_path: Path) -> None:
    folder = tmp_path / "damaged"
    OxigraphStore(folder).close()
    (folder / "CURRENT").write_text("garbage\n", encoding="utf-8")
    with pytest.raises(
        StoreError, match=r"cannot open store at .*damaged: Corruption.*not an intact dialogkg store"
    ):
        OxigraphStore(folder)
