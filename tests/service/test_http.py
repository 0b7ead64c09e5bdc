"""The HTTP service against FORMAT.md section 5, on the embedded store and a real Oxigraph server."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import rdflib
from starlette.routing import Route
from starlette.testclient import TestClient
from typer.testing import CliRunner

from dialogkg.cli import app as cli_app
from dialogkg.service.http import create_app
from dialogkg.service.tenants import graph_prefix
from tests.conftest import DATA, example_file
from tests.service.conftest import ALICE, BOB, KEYS, Opener, post_example

CONV = "/v1/conversations/checkout-outage"
ARGUMENTS = ["c1", "d1", "h1", "h2", "h3", "o1", "o2", "o3", "o4", "o5", "o6", "q1"]
COUNT = "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"


def count(client: TestClient, headers: dict[str, str]) -> int:
    response = client.post("/v1/sparql", json={"query": COUNT}, headers=headers)
    assert response.status_code == 200, response.text
    return int(response.json()["results"]["bindings"][0]["n"]["value"])


def cli_json(store: Path, *args: str) -> Any:
    result = CliRunner().invoke(cli_app, [*args, "--store", str(store), "--json"])
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_every_route_but_health_and_openapi_needs_a_known_bearer_key(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "ok"}
    assert client.get("/openapi.json").status_code == 200
    for headers in (
        {},
        {"Authorization": "Bearer nope"},
        {"Authorization": "key-a"},
        {"Authorization": "Basic key-a"},
    ):
        assert client.get("/v1/conversations", headers=headers).status_code == 401
        response = client.post(f"{CONV}/turns", json={"speaker": "dana", "text": "hi"}, headers=headers)
        assert response.status_code == 401
        assert "Bearer" in response.json()["error"]
        assert client.post("/v1/sparql", json={"query": COUNT}, headers=headers).status_code == 401
    assert count(client, ALICE) == 0  # nothing was written by the refused append


def test_a_tenant_can_neither_read_query_nor_guess_another_tenants_conversation(client: TestClient) -> None:
    post_example(client)
    before = client.post(f"{CONV}/verify", json={"id": "h3"}, headers=ALICE).json()
    assert before["verdict"] == "grounded"
    for path, asked in (
        (f"{CONV}/affected/o3", "checkout-outage"),
        (f"{CONV}/memory", "checkout-outage"),
        (f"{CONV}/certificates", "checkout-outage"),
        ("/v1/conversations/alice/checkout-outage/memory", "alice/checkout-outage"),
    ):
        response = client.get(path, headers=BOB)
        assert response.status_code == 404, path
        assert response.json() == {"error": f'no conversation "{asked}"'}
    for path, body in (
        (f"{CONV}/verify", {"id": "o3"}),
        (f"{CONV}/retract", {"prop": "o6"}),
        (f"{CONV}/answer", {"question": "why?"}),
    ):
        assert client.post(path, json=body, headers=BOB).status_code == 404, path
    assert client.get("/v1/conversations", headers=BOB).json() == {"conversations": []}
    assert count(client, BOB) == 0
    a_graph = f"{graph_prefix('alice')}checkout-outage/graph"
    spied = client.post(
        "/v1/sparql", json={"query": f"SELECT * WHERE {{ GRAPH <{a_graph}> {{ ?s ?p ?o }} }}"}, headers=BOB
    )
    assert spied.status_code == 200 and spied.json()["results"]["bindings"] == []
    # Bob's own conversation of the same name is his, and starts at turn 1.
    mine = client.post(
        f"{CONV}/turns", json={"speaker": "bob", "text": "Hello.", "extractor": "annotated"}, headers=BOB
    )
    assert mine.json() == {"index": 1, "arguments": [], "certificates": []}
    assert client.get("/v1/conversations", headers=ALICE).json() == {"conversations": ["checkout-outage"]}
    assert client.get("/v1/conversations", headers=BOB).json() == {"conversations": ["checkout-outage"]}
    graphs = client.post(
        "/v1/sparql", json={"query": "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }"}, headers=ALICE
    )
    names = [b["g"]["value"] for b in graphs.json()["results"]["bindings"]]
    assert names and all(g.startswith(graph_prefix("alice")) for g in names)
    default = client.post("/v1/sparql", json={"query": "SELECT DISTINCT ?t WHERE { ?t a ?c }"}, headers=BOB)
    typed = [b["t"]["value"] for b in default.json()["results"]["bindings"]]
    assert typed and all(t.startswith(graph_prefix("bob")) for t in typed)
    # Alice's conversation is unchanged by Bob's attempts.
    assert client.post(f"{CONV}/verify", json={"id": "h3"}, headers=ALICE).json() == before


@pytest.mark.parametrize(
    "query",
    [
        "INSERT DATA { <http://x/s> <http://x/p> <http://x/o> }",
        "DELETE WHERE { ?s ?p ?o }",
        "CLEAR ALL",
        "SELECT * WHERE { SERVICE <http://127.0.0.1:1/sparql> { ?s ?p ?o } }",
        "SELECT * FROM <https://w3id.org/dialogkg/id/conv/bob%2Fx/graph> WHERE { ?s ?p ?o }",
        "select * from named <https://w3id.org/dialogkg/id/conv/bob%2Fx/g> where { graph ?g { ?s ?p ?o } }",
        "CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }",
        "SELECT * WHERE { ?s ?p",
        "",
    ],
)
def test_sparql_is_read_only_and_names_no_dataset(client: TestClient, query: str) -> None:
    response = client.post("/v1/sparql", json={"query": query}, headers=ALICE)
    assert response.status_code == 400
    assert set(response.json()) == {"error"}


def test_sparql_keywords_inside_strings_and_iris_are_harmless(client: TestClient) -> None:
    query = 'PREFIX from: <http://x/from#> SELECT ?from WHERE { BIND("INSERT FROM SERVICE" AS ?from) } # FROM'
    response = client.post("/v1/sparql", json={"query": query}, headers=ALICE)
    assert response.status_code == 200, response.text
    assert response.json()["results"]["bindings"] == [
        {"from": {"type": "literal", "value": "INSERT FROM SERVICE"}}
    ]


def test_a_turn_whose_index_is_not_the_next_is_409_and_writes_nothing(client: TestClient) -> None:
    post_example(client)
    before = count(client, ALICE)
    for index in (3, 8, 10):
        response = client.post(
            f"{CONV}/turns", json={"speaker": "dana", "text": "Late.", "index": index}, headers=ALICE
        )
        assert response.status_code == 409
        assert response.json() == {
            "error": f'conversation "checkout-outage", turn {index}, field index: '
            f"turn index {index} is not the next one (9)"
        }
    assert count(client, ALICE) == before
    ok = client.post(
        f"{CONV}/turns",
        json={"speaker": "dana", "text": "Now.", "index": 9, "extractor": "annotated"},
        headers=ALICE,
    )
    assert ok.json()["index"] == 9


@pytest.mark.parametrize(
    "body",
    [
        {"speaker": 5, "text": "x"},
        {"speaker": "dana"},
        {"speaker": "dana", "text": "x", "index": "9"},
        {"speaker": "dana", "text": "x", "extractor": "nonsense"},
        {
            "speaker": "dana",
            "text": "x",
            "annotations": {"operations": [{"op": "Retract", "target": "nope"}]},
        },
        [1, 2],
    ],
)
def test_a_bad_turn_is_400_and_writes_nothing(client: TestClient, body: Any) -> None:
    post_example(client)
    before = count(client, ALICE)
    response = client.post(f"{CONV}/turns", json=body, headers=ALICE)
    assert response.status_code == 400, response.text
    assert set(response.json()) == {"error"}
    assert count(client, ALICE) == before
    ok = client.post(
        f"{CONV}/turns", json={"speaker": "dana", "text": "Fine.", "extractor": "annotated"}, headers=ALICE
    )
    assert ok.json()["index"] == 9


@pytest.mark.parametrize(
    "body",
    [
        b"[" * 100_000 + b"]" * 100_000,
        b'{"speaker": "dana", "text": "x", "meta": ' + b"[" * 300 + b"]" * 300 + b"}",
        b'{"speaker": "dana", "text": "x", "n": ' + b"9" * 5000 + b"}",
        b'{"speaker": "dana", "text": "a \\ud800 b"}',
        b'{"speaker": "dana", "text": "' + b"y" * 1_000_001 + b'"}',
    ],
    ids=["deep", "deep-in-a-turn", "huge-integer", "lone-surrogate", "too-long"],
)
def test_hostile_bodies_are_400_and_write_nothing(client: TestClient, body: bytes) -> None:
    """Issue 13: a body nested 100,000 deep was a RecursionError (500), a lone surrogate failed
    deep in extraction; the service reads bodies with the file readers' limits."""
    post_example(client)
    before = count(client, ALICE)
    response = client.post(f"{CONV}/turns", content=body, headers=ALICE)
    assert response.status_code == 400, response.text
    assert set(response.json()) == {"error"}
    assert count(client, ALICE) == before


def test_a_query_nested_thousands_deep_is_400_and_the_server_lives(client: TestClient) -> None:
    """Oxigraph's SPARQL parser overflowed the native stack on it: the process died (SIGSEGV)."""
    deep = "SELECT * WHERE { FILTER(" + "(" * 5000 + "1" + ")" * 5000 + ") }"
    response = client.post("/v1/sparql", json={"query": deep}, headers=ALICE)
    assert response.status_code == 400
    assert "nests brackets deeper than 200 levels" in response.json()["error"]
    assert count(client, ALICE) == 0


def test_malformed_json_and_bad_parameters_are_400(client: TestClient) -> None:
    post_example(client)
    assert client.post(f"{CONV}/turns", content=b"{not json", headers=ALICE).status_code == 400
    assert client.post(f"{CONV}/verify", json={"id": "o1", "text": "x"}, headers=ALICE).status_code == 400
    assert client.post(f"{CONV}/verify", json={}, headers=ALICE).status_code == 400
    assert client.post(f"{CONV}/retract", json={}, headers=ALICE).status_code == 400
    assert client.get(f"{CONV}/memory?as_of=x", headers=ALICE).status_code == 400
    assert client.get(f"{CONV}/memory?as_of=0", headers=ALICE).status_code == 400
    assert client.get(f"{CONV}/affected/nope", headers=ALICE).status_code == 400
    too_long = "/v1/conversations/" + "x" * 200 + "/turns"
    assert client.post(too_long, json={"speaker": "dana", "text": "x"}, headers=ALICE).status_code == 400


def test_unknown_conversation_is_404_and_answer_comes_from_memory_for_a_known_one(
    client: TestClient,
) -> None:
    assert client.get("/v1/conversations/nothing/memory", headers=ALICE).json() == {
        "error": 'no conversation "nothing"'
    }
    assert (
        client.post("/v1/conversations/nothing/answer", json={"question": "?"}, headers=ALICE).status_code
        == 404
    )
    post_example(client)
    question = {"question": "What is the status of the payment gateway?"}
    response = client.post(f"{CONV}/answer", json=question, headers=ALICE)
    assert response.status_code == 200
    doc = response.json()
    assert (doc["answer"], doc["abstained"], doc["as_of"]) == ("degraded", False, None)
    earlier = client.post(f"{CONV}/answer", json={**question, "as_of": 5}, headers=ALICE).json()
    assert (earlier["answer"], earlier["as_of"]) == ("healthy", 5)
    assert client.post(f"{CONV}/answer", json={"question": ""}, headers=ALICE).status_code == 400
    assert client.post(f"{CONV}/answer", json={**question, "as_of": "5"}, headers=ALICE).status_code == 400


def test_answers_equal_the_cli_json_for_the_bundled_example(client: TestClient, tmp_path: Path) -> None:
    post_example(client)
    store = tmp_path / "cli-store"
    result = CliRunner().invoke(
        cli_app, ["ingest", str(example_file()), "--store", str(store), "--extractor", "annotated"]
    )
    assert result.exit_code == 0, result.stderr
    conv = ["--conversation", "checkout-outage"]
    for argument in [*ARGUMENTS, "zz"]:
        served = client.post(f"{CONV}/verify", json={"id": argument}, headers=ALICE)
        assert served.json() == cli_json(store, "verify", *conv, "--id", argument), argument
    for argument in ARGUMENTS:
        served = client.get(f"{CONV}/affected/{argument}", headers=ALICE)
        assert served.json() == cli_json(store, "affected", argument, *conv), argument
    for as_of in (None, 1, 5, 8):
        query = "" if as_of is None else f"?as_of={as_of}"
        more = [] if as_of is None else ["--as-of", str(as_of)]
        served = client.get(f"{CONV}/memory{query}", headers=ALICE)
        assert served.json() == cli_json(store, "memory", *conv, *more)
    question = "What is the status of the payment gateway?"
    served = client.post(f"{CONV}/answer", json={"question": question}, headers=ALICE)
    assert served.json() == cli_json(store, "answer", question, *conv)
    served = client.post(f"{CONV}/retract", json={"prop": "o3"}, headers=ALICE)
    assert served.json() == cli_json(store, "retract", "o3", *conv)
    served = client.get(f"{CONV}/affected/o6", headers=ALICE)
    assert served.json() == cli_json(store, "affected", "o6", *conv)
    # Certificates: the same number (grounding certificates of the ungrounded 'zz' verdict).
    turtle = client.get(f"{CONV}/certificates", headers=ALICE)
    assert turtle.headers["content-type"].startswith("text/turtle")
    graph = rdflib.Graph().parse(data=turtle.text, format="turtle")
    out = tmp_path / "certs.ttl"
    exported = cli_json(store, "certificates", "export", *conv, "--out", str(out))
    # Each certificate also quotes its claims as parts of its own, so count certificates.
    from dialogkg.certify.certificates import certificates_in

    assert len(certificates_in(graph)) == exported["certificates"] > 0


def test_a_restart_restores_every_conversation_from_the_store(open_kg: Opener) -> None:
    with TestClient(create_app(open_kg, KEYS)) as first:
        post_example(first)
        first.post(f"{CONV}/retract", json={"prop": "o6"}, headers=ALICE)
        before = [
            first.get(f"{CONV}/memory", headers=ALICE).json(),
            first.post(f"{CONV}/verify", json={"id": "h3"}, headers=ALICE).json(),
        ]
    with TestClient(create_app(open_kg, KEYS)) as second:
        assert second.get("/v1/conversations", headers=ALICE).json() == {"conversations": ["checkout-outage"]}
        after = [
            second.get(f"{CONV}/memory", headers=ALICE).json(),
            second.post(f"{CONV}/verify", json={"id": "h3"}, headers=ALICE).json(),
        ]
        assert after == before
        assert after[1]["verdict"] == "ungrounded"  # the retraction of o6 survived the restart
        late = second.post(
            f"{CONV}/turns", json={"speaker": "dana", "text": "Back.", "index": 8}, headers=ALICE
        )
        assert late.status_code == 409
        ok = second.post(
            f"{CONV}/turns",
            json={"speaker": "dana", "text": "Back.", "index": 9, "extractor": "annotated"},
            headers=ALICE,
        )
        assert ok.json()["index"] == 9


def test_openapi_describes_every_route(client: TestClient) -> None:
    doc = client.get("/openapi.json").json()
    assert doc["openapi"] == "3.1.0"
    served = {
        (route.path.replace("{id:path}", "{id}"), method.lower())
        for route in client.app.routes  # type: ignore[attr-defined]
        if isinstance(route, Route)
        for method in route.methods or ()
        if method != "HEAD"
    }
    documented = {(path, method) for path, item in doc["paths"].items() for method in item}
    assert documented == served
    assert len(served) == 11
    for item in doc["paths"].values():
        for op in item.values():
            assert op["summary"] and "200" in op["responses"]


def test_a_store_that_cannot_be_reached_is_503() -> None:
    from dialogkg.api import DialogKG
    from dialogkg.store.remote import SparqlEndpointStore

    unreachable = SparqlEndpointStore("http://127.0.0.1:9/query", timeout=2)
    with TestClient(create_app(lambda: DialogKG(unreachable), KEYS)) as client:
        response = client.get(f"{CONV}/memory", headers=ALICE)
        assert response.status_code == 503
        assert response.json()["error"].startswith("cannot reach http://127.0.0.1:9/query")
        assert client.post("/v1/sparql", json={"query": COUNT}, headers=ALICE).status_code == 503


@pytest.mark.slow
def test_verify_by_text_loads_the_model_once_and_equals_the_cli(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dialogkg.api import DialogKG

    loads: list[str | None] = []
    real = DialogKG.embedder

    def counted(self: DialogKG, model: str | None = None) -> Any:
        loads.append(model)
        return real(self, model)

    monkeypatch.setattr(DialogKG, "embedder", counted)
    with TestClient(create_app(lambda: DialogKG.open(tmp_path / "served"), KEYS)) as client:
        post_example(client)
        texts = ["The connection pool is exhausted.", "Checkout has been failing since 09:30."]
        served = [client.post(f"{CONV}/verify", json={"text": t}, headers=ALICE).json() for t in texts]
    assert loads == [None]
    monkeypatch.setattr(DialogKG, "embedder", real)
    store = tmp_path / "cli-store"
    result = CliRunner().invoke(
        cli_app, ["ingest", str(example_file()), "--store", str(store), "--extractor", "annotated"]
    )
    assert result.exit_code == 0, result.stderr
    for text, answer in zip(texts, served, strict=True):
        assert answer == cli_json(store, "verify", "--conversation", "checkout-outage", "--text", text)


@pytest.mark.slow
def test_append_with_evaluate_returns_the_turns_certificates(client: TestClient) -> None:
    """`evaluate` in the body (or the query) scores the turn: the probe's negation is certified."""
    probe = json.loads((DATA / "skg-probes.jsonl").read_text(encoding="utf-8").splitlines()[0])
    answers = []
    for i, turn in enumerate(probe["turns"], start=1):
        url, body = f"/v1/conversations/{probe['id']}/turns", dict(turn, extractor="annotated")
        if i % 2:
            body["evaluate"] = True
        else:
            url += "?evaluate=true"
        response = client.post(url, json=body, headers=ALICE)
        assert response.status_code == 200, response.text
        answers.append(response.json()["certificates"])
    assert answers == [[], [], [], [], [], [NEGFLIP]]


NEGFLIP = {
    "detector": "NegFlip",
    "hard": True,
    "confidence": 0.95,
    "flip_back": False,
    "anchor": "caffeine",
    "current": "(caffeine, does not raise, resting heart rate)",
    "historical": "(caffeine, raises, resting heart rate)",
}
