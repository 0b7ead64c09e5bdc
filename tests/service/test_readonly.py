"""The tenant SPARQL guard: keywords count only outside strings, comments and IRIs."""

from __future__ import annotations

import pytest

from dialogkg.errors import InputError
from dialogkg.service.readonly import check_read_only


@pytest.mark.parametrize(
    "query",
    [
        "SELECT * WHERE { ?s ?p ?o }",
        "ask { ?s ?p ?o }",
        "PREFIX from: <http://x/> SELECT ?from ?service WHERE { ?s from:insert ?o }",
        'SELECT * WHERE { ?s ?p "FROM <x> SERVICE" } # DELETE everything',
        "SELECT * WHERE { ?s ?p '''multi\nline INSERT''' }",
        "SELECT * WHERE { ?s <http://x/from> ?o FILTER(?o < 3 && ?o > 1) }",
    ],
)
def test_read_only_queries_pass(query: str) -> None:
    check_read_only(query)


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("INSERT DATA { <a> <b> <c> }", "read-only queries; found INSERT"),
        ("WITH <g> DELETE { ?s ?p ?o } WHERE { ?s ?p ?o }", "read-only queries; found DELETE"),
        ("DROP ALL", "read-only queries; found DROP"),
        ("SELECT * WHERE { SERVICE <http://x/sparql> { ?s ?p ?o } }", "SERVICE is not allowed"),
        ("SELECT * FROM <http://x/g> WHERE { ?s ?p ?o }", "FROM and FROM NAMED are not allowed"),
        ("SELECT * FROM NAMED <http://x/g> WHERE { ?s ?p ?o }", "FROM and FROM NAMED are not allowed"),
        ("DESCRIBE <http://x/a>", "only SELECT and ASK"),
        ("# only a comment", "an empty query"),
    ],
)
def test_writes_service_from_and_other_forms_are_refused(query: str, message: str) -> None:
    with pytest.raises(InputError) as caught:
        check_read_only(query)
    assert message in str(caught.value)
