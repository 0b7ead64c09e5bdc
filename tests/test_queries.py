"""Each bundled query against the example conversation, with the exact expected rows."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from dialogkg.api import DialogKG
from dialogkg.errors import QueryError
from dialogkg.queries import MAX_QUERY_DEPTH, parse_param
from dialogkg.resources import query_names
from tests.conftest import EXAMPLE_ID, example_file


@pytest.fixture
def loaded(kg: DialogKG) -> DialogKG:
    kg.ingest([example_file()])
    return kg


def _rows(kg: DialogKG, name: str, **kwargs: object) -> list[dict[str, object]]:
    return kg.query(name, **kwargs).to_json()["rows"]  # type: ignore[arg-type, return-value]


def test_bundled_queries_are_the_documented_ones() -> None:
    assert query_names() == [
        "affected",
        "claims-about",
        "commitments",
        "dependencies",
        "speaker-commitments",
        "turns",
        "upstream",
    ]


def test_turns_of_a_conversation(loaded: DialogKG) -> None:
    rows = _rows(loaded, "turns", conversation=EXAMPLE_ID)
    assert [(r["index"], r["speaker"], r["role"]) for r in rows] == [
        (1, "dana", "user"),
        (2, "eli", "user"),
        (3, "bot", "assistant"),
        (4, "dana", "user"),
        (5, "bot", "assistant"),
        (6, "eli", "user"),
        (7, "dana", "user"),
        (8, "eli", "user"),
    ]
    assert rows[0]["text"] == (
        "Checkout has been failing since 14:05. About a third of card payments time out."
    )


def test_claims_about_an_entity_match_subject_or_object_case_insensitively(
    loaded: DialogKG,
) -> None:
    rows = _rows(loaded, "claims-about", params={"entity": "Release 4.2"})
    assert [
        (
            r["conversation_id"],
            r["turn"],
            r["speaker"],
            r["subject"],
            r["relation"],
            r["object"],
            r["relation_type"],
            r["intent"],
        )
        for r in rows
    ] == [
        (
            EXAMPLE_ID,
            4,
            "dana",
            "release 4.2",
            "adds",
            "report query in request path",
            "Assertion",
            "State",
        ),
        (EXAMPLE_ID, 4, "dana", "release 4.2", "deployed at", "13:58", "Assertion", "State"),
        (EXAMPLE_ID, 7, "dana", "team", "rolls back", "release 4.2", "Solution", "Advice"),
    ]


def test_claims_about_an_unknown_entity_are_empty(loaded: DialogKG) -> None:
    assert _rows(loaded, "claims-about", params={"entity": "kubernetes"}) == []


def test_commitments_by_speaker(loaded: DialogKG) -> None:
    rows = _rows(loaded, "commitments", conversation=EXAMPLE_ID)
    assert [(r["speaker"], r["argument"], r["kind"], r["turn"]) for r in rows] == [
        ("bot", "h1", "hypothesis", 3),
        ("bot", "q1", "question", 3),
        ("bot", "h2", "hypothesis", 5),
        ("dana", "o1", "observation", 1),
        ("dana", "o2", "observation", 1),
        ("dana", "o5", "observation", 4),
        ("dana", "d1", "decision", 7),
        ("dana", "h3", "hypothesis", 7),
        ("eli", "o3", "observation", 2),
        ("eli", "o4", "observation", 2),
        ("eli", "o6", "observation", 6),
        ("eli", "c1", "consideration", 8),
    ]
    only_eli = _rows(loaded, "commitments", conversation=EXAMPLE_ID, params={"speaker": "eli"})
    assert [r["argument"] for r in only_eli] == ["o3", "o4", "o6", "c1"]


def test_arguments_and_their_direct_dependencies(loaded: DialogKG) -> None:
    rows = _rows(loaded, "dependencies", conversation=EXAMPLE_ID)
    assert [(r["argument"], r["dependency"], r["negated"]) for r in rows] == [
        ("o1", None, None),
        ("o2", None, None),
        ("o3", None, None),
        ("o4", None, None),
        ("h1", "o2", False),
        ("h1", "o4", False),
        ("h1", "o5", False),  # derived: turn 5 supports h1 with evidence o5
        ("q1", None, None),
        ("o5", None, None),
        ("h2", "h1", False),
        ("h2", "o5", False),
        ("o6", None, None),
        ("d1", "h2", False),
        ("d1", "h3", True),
        ("h3", "o6", False),
        ("c1", None, None),
    ]


def test_a_query_file_with_parameters(loaded: DialogKG, tmp_path: Path) -> None:
    rq = tmp_path / "texts.rq"
    rq.write_text(
        "PREFIX dkg: <https://w3id.org/dialogkg/ns#>\n"
        "SELECT ?text WHERE { GRAPH ?g { ?t dkg:index ?i ; dkg:text ?text } "
        "FILTER(?i = xsd:integer(?n)) }\n".replace(
            "xsd:integer", "<http://www.w3.org/2001/XMLSchema#integer>"
        ),
        encoding="utf-8",
    )
    rows = _rows(loaded, str(rq), params=dict([parse_param("n=6")]))
    assert rows == [
        {"text": "The gateway status page was stale: their API actually reports elevated latency too."}
    ]


def test_typed_parameters_parse_as_rdf_terms() -> None:
    name, value = parse_param('n="3"^^<http://www.w3.org/2001/XMLSchema#integer>')
    assert (name, str(value)) == ("n", '"3"^^<http://www.w3.org/2001/XMLSchema#integer>')
    assert str(parse_param("who=<https://example.org/x>")[1]) == "<https://example.org/x>"
    assert parse_param('text=} ; DROP ALL ; "')[1].value == '} ; DROP ALL ; "'


def test_unknown_query_and_unused_parameter_are_errors(loaded: DialogKG) -> None:
    with pytest.raises(QueryError, match="unknown query 'nope'; bundled queries: affected, claims-about"):
        loaded.query("nope")
    with pytest.raises(QueryError, match=r"does not use a variable \?entity"):
        loaded.query("turns", conversation=EXAMPLE_ID, params={"entity": "x"})


def test_affected_walks_positive_dependencies_transitively(loaded: DialogKG) -> None:
    rows = _rows(loaded, "affected", conversation=EXAMPLE_ID, params={"argument": "o4"})
    assert [r["affected"] for r in rows] == ["h1", "h2"]  # d1 rests on o4 but is already out
    # d1 holds only while h3 is false: retracting h3 or its premise o6 does not unseat it
    assert _rows(loaded, "affected", conversation=EXAMPLE_ID, params={"argument": "o6"}) == [
        {"affected": "h3"}
    ]


def test_upstream_lists_every_premise_and_negated_premises(loaded: DialogKG) -> None:
    rows = _rows(loaded, "upstream", conversation=EXAMPLE_ID, params={"argument": "d1"})
    assert [(r["dependency"], r["negated"]) for r in rows] == [
        ("h1", False),
        ("h2", False),
        ("o2", False),
        ("o4", False),
        ("o5", False),
        ("h3", True),
    ]


def _random_dependencies(seed: int, size: int) -> dict[str, list[str]]:
    """Argument id -> its declared premises (``not X`` for negated ones), each on earlier ids."""
    rng = random.Random(seed)
    deps: dict[str, list[str]] = {}
    for i in range(1, size + 1):
        earlier = sorted(deps, key=lambda a: int(a[1:]))
        chosen = rng.sample(earlier, k=min(len(earlier), rng.randint(0, 3)))
        deps[f"a{i}"] = [f"not {d}" if rng.random() < 0.3 else d for d in chosen]
    return deps


def _conversation_file(folder: Path, deps: dict[str, list[str]]) -> Path:
    turns = []
    for arg, premises in deps.items():
        op: dict[str, object] = {
            "op": "Hypothesize" if premises else "Observe",
            "id": arg,
            "claim": f"c {arg}",
        }
        if premises:
            op["depends_on"] = premises
        turns.append({"speaker": "u", "text": f"about {arg}", "annotations": {"operations": [op]}})
    doc = {"id": "dag", "participants": [{"id": "u", "role": "user"}], "turns": turns}
    path = folder / "dag.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _closure(deps: dict[str, list[str]], arg: str) -> set[str]:
    """Every premise reachable from ``arg`` over positive edges only."""
    seen: set[str] = set()
    todo = [d for d in deps[arg] if not d.startswith("not ")]
    while todo:
        d = todo.pop()
        if d not in seen:
            seen.add(d)
            todo += [x for x in deps[d] if not x.startswith("not ")]
    return seen


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_upstream_and_affected_agree_with_a_walk_of_the_declared_graph(
    kg: DialogKG, tmp_path: Path, seed: int
) -> None:
    """The reachability queries (rewritten for issue 12 so every path starts from a bound node)
    against a plain Python walk and the engine's dependency index, on random dependency graphs
    with negated premises."""
    deps = _random_dependencies(seed, 30)
    kg.ingest([_conversation_file(tmp_path, deps)], extractor="annotated")
    for arg in deps:
        positive = _closure(deps, arg)
        negated = {x.removeprefix("not ") for v in [arg, *positive] for x in deps[v] if x.startswith("not ")}
        expected = [(d, False) for d in sorted(positive)] + [(d, True) for d in sorted(negated)]
        rows = _rows(kg, "upstream", conversation="dag", params={"argument": arg})
        assert [(r["dependency"], r["negated"]) for r in rows] == expected, arg
        # No retraction here, so what rests on arg is what stands (affected.rq, Proposition 2.1,
        # and the engine's index must agree) plus what is already out.
        resting = sorted(other for other in deps if arg in _closure(deps, other))
        rows = _rows(kg, "affected", conversation="dag", params={"argument": arg})
        report = kg.affected("dag", arg)
        assert [r["affected"] for r in rows] == list(report.affected), arg
        assert sorted([*report.affected, *report.already_out]) == resting, arg


DEEP = 5000  # Oxigraph's SPARQL parser overflowed the native stack (SIGSEGV) a few thousand levels down


@pytest.mark.parametrize(
    "query",
    [
        "SELECT * WHERE { FILTER(" + "(" * DEEP + "1" + ")" * DEEP + ") }",
        "SELECT * WHERE " + "{ " * DEEP + "?s ?p ?o" + " }" * DEEP,
        "SELECT * WHERE { ?s ?p " + "[ ?p " * DEEP + "1" + " ]" * DEEP + " }",
        "SELECT * WHERE { ?s ?p <http://x/'> FILTER(" + "(" * DEEP + "1" + ")" * DEEP + ") } #'",
    ],
    ids=["parentheses", "groups", "blank-nodes", "quote-in-an-iri"],
)
def test_a_query_nested_too_deep_is_refused_before_it_is_parsed(loaded: DialogKG, query: str) -> None:
    with pytest.raises(QueryError, match=f"nests brackets deeper than {MAX_QUERY_DEPTH} levels"):
        loaded.query(query)


def test_brackets_in_strings_and_comments_do_not_count(loaded: DialogKG) -> None:
    """The second query is also one line of more than 255 characters: taken for a file name, it
    failed with OSError (file name too long), a traceback."""
    query = 'SELECT ?t WHERE { ?t ?p "' + "(" * DEEP + '" } # ' + "[" * DEEP + "\n"
    assert list(loaded.query(query).rows) == []
    nested = "SELECT * WHERE { FILTER(" + "(" * 150 + "true" + ")" * 150 + ") ?s ?p ?o } LIMIT 1"
    assert len(loaded.query(nested).rows) == 1
