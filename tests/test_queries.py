"""Each bundled query against the example conversation, with the exact expected rows."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pyoxigraph import Literal

from dialogkg.api import DialogKG
from dialogkg.errors import QueryError
from dialogkg.ground.replay import rebuild
from dialogkg.ground.state import DialogueState
from dialogkg.queries import MAX_QUERY_DEPTH, parse_param
from dialogkg.resources import query_names
from tests.conftest import DATA, EXAMPLE_ID, example_file


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
        "contradictions",
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


def _engine_at(kg: DialogKG, conversation: str, turn: int) -> DialogueState:
    """The Python engine's state after turn ``turn``: the stored history replayed up to it."""
    return rebuild(kg.store, conversation, through=turn)


def _status_rows(kg: DialogKG, conversation: str, as_of: int | None) -> list[tuple[object, ...]]:
    params = {} if as_of is None else {"as_of": Literal(as_of)}
    rows = _rows(kg, "commitments", conversation=conversation, params=params)
    return [
        (r["speaker"], r["argument"], r["turn"], r["status"], r["since"], r.get("standing")) for r in rows
    ]


def _engine_rows(state: DialogueState, now: bool) -> list[tuple[object, ...]]:
    """What the engine says, in the query's order (speaker, introducing turn, argument id)."""
    rows = []
    for arg in state.args.values():
        change = state.last_change(arg.id)
        assert change is not None and change.after == arg.status
        standing = state.standing(arg.id) if now else None
        rows.append((arg.speaker, arg.id, arg.turn, arg.status, change.turn, standing))
    return sorted(rows, key=lambda r: (str(r[0]), int(r[2]), str(r[1])))  # type: ignore[call-overload]


def test_commitments_with_their_status_at_each_turn_after_a_retraction(loaded: DialogKG) -> None:
    loaded.retract(EXAMPLE_ID, "h1")  # recorded after turn 8
    assert _status_rows(loaded, EXAMPLE_ID, None) == [
        ("bot", "h1", 3, "retracted", 8, False),
        ("bot", "q1", 3, "active", 3, True),
        ("bot", "h2", 5, "active", 5, False),  # rests on h1
        ("dana", "o1", 1, "active", 1, True),
        ("dana", "o2", 1, "active", 1, True),
        ("dana", "o5", 4, "active", 4, True),
        ("dana", "d1", 7, "active", 7, False),  # holds only while h3 is false, and h3 stands
        ("dana", "h3", 7, "active", 7, True),
        ("eli", "o3", 2, "weakened", 6, False),  # undermined by o6 at turn 6
        ("eli", "o4", 2, "active", 2, True),
        ("eli", "o6", 6, "active", 6, True),
        ("eli", "c1", 8, "active", 8, True),
    ]
    # As of turn 5: o3 not yet weakened, h1 not yet retracted, nothing from turns 6-8.
    assert _status_rows(loaded, EXAMPLE_ID, 5) == [
        ("bot", "h1", 3, "active", 3, None),
        ("bot", "q1", 3, "active", 3, None),
        ("bot", "h2", 5, "active", 5, None),
        ("dana", "o1", 1, "active", 1, None),
        ("dana", "o2", 1, "active", 1, None),
        ("dana", "o5", 4, "active", 4, None),
        ("eli", "o3", 2, "active", 2, None),
        ("eli", "o4", 2, "active", 2, None),
    ]
    assert _status_rows(loaded, EXAMPLE_ID, 7)[0] == ("bot", "h1", 3, "active", 3, None)
    assert _status_rows(loaded, EXAMPLE_ID, 8)[0] == ("bot", "h1", 3, "retracted", 8, None)
    for turn in range(1, 9):
        assert _status_rows(loaded, EXAMPLE_ID, turn) == _engine_rows(
            _engine_at(loaded, EXAMPLE_ID, turn), now=False
        ), turn
    assert _status_rows(loaded, EXAMPLE_ID, None) == _engine_rows(loaded.state(EXAMPLE_ID), now=True)
    # A string parameter, as `dialogkg query --param as_of=2` binds it, reads as a turn index.
    eli = _rows(loaded, "commitments", conversation=EXAMPLE_ID, params={"speaker": "eli", "as_of": "2"})
    assert [(r["argument"], r["status"]) for r in eli] == [("o3", "active"), ("o4", "active")]
    # ?turn is still the introducing turn: bound, it selects what that turn introduced.
    at_seven = _rows(loaded, "commitments", conversation=EXAMPLE_ID, params={"turn": Literal(7)})
    assert [(r["argument"], r["status"]) for r in at_seven] == [("d1", "active"), ("h3", "active")]


def test_commitments_abandoned_weakened_and_resolved_as_the_engine_has_them(kg: DialogKG) -> None:
    kg.ingest([DATA / "phase2-debugging.json"], extractor="annotated")
    cid = "phase2-debugging"
    changed = [r for r in _status_rows(kg, cid, None) if r[3] != "active"]
    assert changed == [
        ("alice", "h3", 11, "resolved", 13, True),
        ("bob", "h1", 5, "resolved", 13, True),
        ("carol", "h2", 6, "abandoned", 9, False),
        ("carol", "h4", 12, "resolved", 13, True),
    ]
    assert [r for r in _status_rows(kg, cid, 8) if r[1] == "h2"] == [("carol", "h2", 6, "weakened", 7, None)]
    for turn in range(1, 14):
        assert _status_rows(kg, cid, turn) == _engine_rows(_engine_at(kg, cid, turn), now=False), turn
    assert _status_rows(kg, cid, None) == _engine_rows(kg.state(cid), now=True)


@pytest.fixture(scope="module")
def embedder() -> object:
    from dialogkg.detect.embeddings import Embedder

    return Embedder()


@pytest.mark.slow
def test_contradictions_list_every_certificate_with_both_claims(kg: DialogKG, embedder: object) -> None:
    scores = kg.evaluate(
        [DATA / "home-towns.json", DATA / "skg-probes.jsonl"],
        extractor="annotated",
        embedder=embedder,  # type: ignore[arg-type]
    )
    rows = _rows(kg, "contradictions")
    head = ("conversation_id", "detector", "confidence", "anchor")
    sides = [
        tuple(f"{side}_{c}" for c in ("turn", "speaker", "subject", "relation", "object"))
        for side in ("current", "historical")
    ]
    got = [(tuple(r[c] for c in head), *(tuple(r[c] for c in side) for side in sides)) for r in rows]
    a = "assistant"
    assert got == [
        (
            ("home-towns", "EOC", 0.5496, "Marie Dubois"),
            (4, a, "Marie Dubois", "has home town", "Porto"),
            (2, a, "Marie Dubois", "has home town", "Lyon"),
        ),
        (
            ("probe-antonym", "Antonym", 0.88, "higher interest rates"),
            (6, a, "higher interest rates", "increase", "inflation"),
            (2, a, "higher interest rates", "reduce", "inflation"),
        ),
        (
            ("probe-moderate-drift", "EOC", 0.5032, "France"),
            (6, a, "France", "has capital city", "Lyon"),
            (2, a, "France", "has capital city", "Paris"),
        ),
        (
            ("probe-negation", "NegFlip", 0.95, "caffeine"),
            (6, a, "caffeine", "does not raise", "resting heart rate"),
            (2, a, "caffeine", "raises", "resting heart rate"),
        ),
        (
            ("probe-numeric", "NumMismatch", 0.92, "Mars"),
            (6, a, "Mars", "has", "3 moons"),
            (2, a, "Mars", "has", "2 moons"),
        ),
        (
            ("probe-strong-drift", "SemDrift", 0.7249, "a bakery"),
            (6, a, "a bakery", "makes", "furniture"),
            (2, a, "a bakery", "produces", "bread and pastries"),
        ),
    ]
    # The same contradictions the evaluation found, one row per certificate the store holds.
    found = sorted(
        (score.id, f.detector, round(f.confidence, 4), f.current.turn, f.historical.turn)
        for score in scores
        for turn in score.turns
        for f in turn.firings
        if turn.index == f.current.turn
    )
    keys = ("conversation_id", "detector", "confidence", "current_turn", "historical_turn")
    assert [tuple(r[k] for k in keys) for r in rows] == found
    assert len(found) == sum(len(t.firings) for score in scores for t in score.turns)
    certificates = {str(c) for cid in {r["conversation_id"] for r in rows} for c in _certs(kg, str(cid))}
    assert {r["certificate"] for r in rows} == certificates
    # Bound to one conversation (as --conversation does) or one detector.
    only = _rows(kg, "contradictions", conversation="probe-negation")
    assert [(r["detector"], r["current_relation"], r["historical_relation"]) for r in only] == [
        ("NegFlip", "does not raise", "raises")
    ]
    eoc = _rows(kg, "contradictions", params={"detector": "EOC"})
    assert [r["conversation_id"] for r in eoc] == ["home-towns", "probe-moderate-drift"]
    assert _rows(kg, "contradictions", conversation="probe-revision") == []


def _certs(kg: DialogKG, conversation: str) -> list[object]:
    import rdflib

    from dialogkg.certify.certificates import DKG

    return list(kg.certificates(conversation).subjects(rdflib.RDF.type, DKG.ContradictionCertificate))


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
    # 120 deep: well under MAX_QUERY_DEPTH and under Virtuoso 7's own compiler limit (about 145).
    nested = "SELECT * WHERE { FILTER(" + "(" * 120 + "true" + ")" * 120 + ") ?s ?p ?o } LIMIT 1"
    assert len(loaded.query(nested).rows) == 1


@pytest.mark.parametrize(
    ("name", "graph"),
    [
        ("conversation_graph", "graph"),
        ("state_graph", "state"),
        ("dependency_graph", "dependencies"),
        ("memory_graph", "memory"),
    ],
)
def test_a_conversations_own_graphs_are_bound_with_it(kg: DialogKG, name: str, graph: str) -> None:
    # Bound by VALUES, not built by BIND(IRI(CONCAT(...))): Oxigraph looks a constant graph up
    # directly, where a computed one made it read that graph kind in every conversation.
    kg.ingest([example_file(), DATA / "meeting-revision.json"])  # a second conversation's graphs
    query = f"SELECT DISTINCT ?g WHERE {{ GRAPH ?{name} {{ ?s ?p ?o }} BIND(?{name} AS ?g) }}"
    rows = kg.query(query, conversation=EXAMPLE_ID).rows
    assert [r["g"].value for r in rows] == [f"https://w3id.org/dialogkg/id/conv/{EXAMPLE_ID}/{graph}"]


def test_a_query_that_reads_the_conversation_only_through_its_graphs_is_accepted(kg: DialogKG) -> None:
    kg.ingest([example_file()])
    rows = kg.query(
        "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?state_graph { ?s ?p ?o } }", conversation=EXAMPLE_ID
    )
    assert int(rows.rows[0]["n"].value) > 0
    with pytest.raises(QueryError, match=r"does not use a variable \?conversation"):
        kg.query("SELECT ?s WHERE { ?s ?p ?o }", conversation=EXAMPLE_ID)
