"""Parameter binding: VALUES goes into the outermost WHERE group and values stay values."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pyoxigraph import Literal, NamedNode, Quad, Store

from dialogkg.errors import QueryError
from dialogkg.store.bindings import bind

X = {"x": Literal("v")}


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("SELECT ?s WHERE { ?s ?p ?x }", 'SELECT ?s WHERE { VALUES (?x) { ("v") }  ?s ?p ?x }'),
        ("SELECT * { ?s ?p ?x }", 'SELECT * { VALUES (?x) { ("v") }  ?s ?p ?x }'),
        (
            "PREFIX ex: <http://e/#where> SELECT ?where WHERE { ?s ex:where ?x }",
            'PREFIX ex: <http://e/#where> SELECT ?where WHERE { VALUES (?x) { ("v") }  ?s ex:where ?x }',
        ),
        (
            '# a { comment WHERE\nSELECT ("}{" AS ?b) WHERE { ?s ?p ?x }',
            '# a { comment WHERE\nSELECT ("}{" AS ?b) WHERE { VALUES (?x) { ("v") }  ?s ?p ?x }',
        ),
        (
            "CONSTRUCT { ?s ?p ?x } WHERE { ?s ?p ?x }",
            'CONSTRUCT { ?s ?p ?x } WHERE { VALUES (?x) { ("v") }  ?s ?p ?x }',
        ),
        (
            "DELETE { GRAPH ?g { ?s ?p ?x } } WHERE { GRAPH ?g { ?s ?p ?x } }",
            'DELETE { GRAPH ?g { ?s ?p ?x } } WHERE { VALUES (?x) { ("v") }  GRAPH ?g { ?s ?p ?x } }',
        ),
    ],
)
def test_values_block_lands_in_the_outer_where_group(query: str, expected: str) -> None:
    assert bind(query, X) == expected


def test_no_bindings_leave_the_query_untouched() -> None:
    assert bind("SELECT * {}", None) == "SELECT * {}"


def test_bad_variable_names_and_blank_values_are_refused() -> None:
    with pytest.raises(QueryError, match="invalid variable name"):
        bind("SELECT * { }", {"x) } DROP ALL": Literal("v")})
    with pytest.raises(QueryError, match="no WHERE group"):
        bind("INSERT DATA { <a:b> <a:c> <a:d> }", X)


@given(st.text(max_size=80))
def test_any_string_binds_as_exactly_that_string(value: str) -> None:
    store = Store()
    store.add(Quad(NamedNode("urn:a"), NamedNode("urn:p"), Literal(value)))
    query = bind("SELECT ?s WHERE { ?s <urn:p> ?o }", {"o": Literal(value)})
    assert [sol["s"] for sol in store.query(query)] == [NamedNode("urn:a")]
    assert len(store) == 1


def test_graph_clauses_get_the_constant_and_nothing_else_changes() -> None:
    from dialogkg.store.bindings import constant_graphs

    sg = NamedNode("https://w3id.org/dialogkg/id/conv/c/state")
    query = (
        "# GRAPH ?state_graph in a comment\n"
        'SELECT ?x WHERE { graph ?state_graph { ?x ?p "GRAPH ?state_graph" } '
        "OPTIONAL { GRAPH  $state_graph { ?x ?q ?y } } GRAPH ?state_graph_x { ?x ?r ?z } "
        "GRAPH ?other { ?x ?s <urn:GRAPH?state_graph> } BIND(?state_graph AS ?g) }"
    )
    assert constant_graphs(query, {"state_graph": sg}) == (
        "# GRAPH ?state_graph in a comment\n"
        f'SELECT ?x WHERE {{ graph {sg} {{ ?x ?p "GRAPH ?state_graph" }} '
        f"OPTIONAL {{ GRAPH  {sg} {{ ?x ?q ?y }} }} GRAPH ?state_graph_x {{ ?x ?r ?z }} "
        "GRAPH ?other { ?x ?s <urn:GRAPH?state_graph> } BIND(?state_graph AS ?g) }"
    )


def test_variables_named_only_in_comments_or_strings_are_not_used() -> None:
    from dialogkg.store.bindings import without_comments

    query = 'SELECT ?a WHERE { # ?b here\n ?a <urn:p#x> "?c" . }'
    assert without_comments(query) == 'SELECT ?a WHERE { \n ?a <urn:p#x> "" . }'
