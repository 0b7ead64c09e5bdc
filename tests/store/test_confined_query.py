"""Store.confined_query: a dataset of exactly the graphs under a prefix, whatever the query names."""

from __future__ import annotations

import pytest
from pyoxigraph import Literal, NamedNode, Quad

from dialogkg.api import DialogKG
from dialogkg.errors import QueryError

P = NamedNode("http://x/p")


def _load(kg: DialogKG) -> None:
    kg.store.insert(
        [
            [
                Quad(NamedNode("http://x/a1"), P, Literal("mine"), NamedNode("http://x/g/a/1")),
                Quad(NamedNode("http://x/a2"), P, Literal("mine too"), NamedNode("http://x/g/a/2")),
                Quad(NamedNode("http://x/b1"), P, Literal("theirs"), NamedNode("http://x/g/b/1")),
            ]
        ]
    )


def _values(doc: dict[str, object], name: str) -> list[str]:
    results = doc["results"]
    assert isinstance(results, dict)
    return sorted(row[name]["value"] for row in results["bindings"])


def test_only_graphs_under_the_prefix_are_visible(kg: DialogKG) -> None:
    _load(kg)
    doc = kg.store.confined_query("SELECT ?o WHERE { ?s ?p ?o }", "http://x/g/a/")
    assert doc["head"] == {"vars": ["o"]}
    assert _values(doc, "o") == ["mine", "mine too"]
    named = kg.store.confined_query("SELECT ?g WHERE { GRAPH ?g { ?s ?p ?o } }", "http://x/g/a/")
    assert _values(named, "g") == ["http://x/g/a/1", "http://x/g/a/2"]
    spying = "SELECT ?o WHERE { { ?s ?p ?o } UNION { GRAPH <http://x/g/b/1> { ?s ?p ?o } } }"
    assert _values(kg.store.confined_query(spying, "http://x/g/a/"), "o") == ["mine", "mine too"]
    for own in ("FROM <http://x/g/b/1>", "FROM NAMED <http://x/g/b/1>"):
        with pytest.raises(QueryError, match="FROM and FROM NAMED are not allowed"):
            kg.store.confined_query(f"SELECT ?o {own} WHERE {{ ?s ?p ?o }}", "http://x/g/a/")
    assert kg.store.confined_query("ASK { ?s ?p 'theirs' }", "http://x/g/a/") == {
        "head": {},
        "boolean": False,
    }


def test_a_prefix_without_graphs_sees_nothing(kg: DialogKG) -> None:
    _load(kg)
    doc = kg.store.confined_query("SELECT ?o WHERE { ?s ?p ?o }", "http://x/g/c/")
    assert _values(doc, "o") == []
