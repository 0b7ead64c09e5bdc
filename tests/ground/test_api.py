"""affected / retract / verify / render through the API and CLI, on every store kind."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.cli import app
from dialogkg.errors import InputError
from dialogkg.ground.state import PreconditionFailure
from tests.conftest import EXAMPLE_ID, OxigraphServer, example_file


@pytest.fixture
def loaded(kg: DialogKG) -> DialogKG:
    kg.ingest([example_file()])
    return kg


def test_affected_is_a_what_if(loaded: DialogKG) -> None:
    before = sorted(map(str, loaded.store.quads()))
    # d1 rests on o4 too, but it is already out (it holds only while h3 is false, and h3 stands)
    report = loaded.affected(EXAMPLE_ID, "o4")
    assert (report.affected, report.already_out) == (("h1", "h2"), ("d1",))
    h3 = loaded.affected(EXAMPLE_ID, "h3")  # d1 rests on "not h3": it would gain support
    assert (h3.affected, h3.already_out) == ((), ())
    assert sorted(map(str, loaded.store.quads())) == before
    with pytest.raises(InputError, match="no argument 'zz' in this conversation"):
        loaded.affected(EXAMPLE_ID, "zz")


def test_verify_by_id_walks_the_premises(loaded: DialogKG) -> None:
    grounded = loaded.verify(EXAMPLE_ID, argument="h2")
    assert grounded.to_json() == {
        "verdict": "grounded",
        "argument": "h2",
        "depends_on": ["h1", "o2", "o4", "o5"],
        "reason": "h2 stands (active); rests on h1, o2, o4, o5, all standing",
    }
    weakened = loaded.verify(EXAMPLE_ID, argument="o3")
    assert (weakened.verdict, weakened.reason) == ("ungrounded", "o3 was weakened at turn 6 by o6")
    decision = loaded.verify(EXAMPLE_ID, argument="d1")
    assert decision.depends_on == ("h1", "h2", "o2", "o4", "o5", "not h3")
    assert decision.reason == "d1 holds only while h3 is false"
    question = loaded.verify(EXAMPLE_ID, argument="q1")
    assert question.reason == "q1 is a question; it asserts nothing"


def test_retract_records_an_event_and_changes_standing(loaded: DialogKG) -> None:
    turn_quads = sorted(str(q) for q in loaded.store.quads(v.turn_graph(EXAMPLE_ID, 4).value))
    record = loaded.retract(EXAMPLE_ID, "o5")
    assert (record.affected, record.already_out) == (("h1", "h2"), ("d1",))
    assert record.changed == ("h1", "h2", "o5")  # d1 was already out (h3 stands)
    assert sorted(str(q) for q in loaded.store.quads(v.turn_graph(EXAMPLE_ID, 4).value)) == turn_quads
    event = [q for q in loaded.store.quads(v.event_graph(EXAMPLE_ID, 1).value)]
    assert any(q.predicate == v.DKG.retracts for q in event)
    verdict = loaded.verify(EXAMPLE_ID, argument="h2")
    assert (verdict.verdict, verdict.reason) == ("ungrounded", "h2 lost support from h1, o5")
    assert loaded.state(EXAMPLE_ID).args["o5"].status == "retracted"
    with pytest.raises(PreconditionFailure, match="o5 is already retracted"):
        loaded.retract(EXAMPLE_ID, "o5")


def test_render_says_what_each_turn_changed(loaded: DialogKG) -> None:
    doc = loaded.render(EXAMPLE_ID, turn=6)
    assert doc["turns"] == [
        {
            "turn": 6,
            "changes": [
                'new observation o6 by eli: "the payment gateway reports elevated latency"',
                "o3 active -> weakened (Undermine by o6)",
                "o6 attacks o3",
            ],
        }
    ]
    assert 'Not standing: o3 "the payment gateway is healthy" (weakened at turn 6)' in doc["summary"]
    assert 'Open questions: q1 "was anything deployed around 14:00?"' in doc["summary"]


runner = CliRunner()


def test_cli_affected_retract_verify_render(tmp_path: Path) -> None:
    store = str(tmp_path / "s")
    assert runner.invoke(app, ["ingest", str(example_file()), "--store", store, "--json"]).exit_code == 0

    def json_of(*args: str) -> object:
        result = runner.invoke(app, [*args, "--store", store, "--json"])
        assert result.exit_code == 0, result.stderr
        return json.loads(result.stdout)

    assert json_of("affected", "--conversation", EXAMPLE_ID, "o4") == {
        "retracted": "o4",
        "affected": ["h1", "h2"],
        "already_out": ["d1"],
    }
    verdict = json_of("verify", "--conversation", EXAMPLE_ID, "--id", "h1")
    assert verdict["verdict"] == "grounded"  # type: ignore[index]
    assert json_of("retract", "--conversation", EXAMPLE_ID, "o4") == {
        "retracted": "o4",
        "affected": ["h1", "h2"],
        "already_out": ["d1"],
        "changed": ["h1", "h2", "o4"],
    }
    gated = runner.invoke(
        app, ["verify", "--conversation", EXAMPLE_ID, "--id", "h1", "--store", store, "--fail-ungrounded"]
    )
    assert gated.exit_code == 3 and gated.stdout.startswith("ungrounded: h1 lost support from o4")
    rendered = json_of("render", "--conversation", EXAMPLE_ID, "--turn", "8")
    assert rendered["turns"] == [  # type: ignore[index]
        {
            "turn": 8,
            "changes": [
                'new consideration c1 by eli: "a ticket with the gateway provider is worth opening"',
                "o4 active -> retracted (retraction)",  # recorded after the last turn, turn 8
                "c1 supports h3",
            ],
        }
    ]
    bad = runner.invoke(app, ["verify", "--conversation", EXAMPLE_ID, "--store", store])
    assert bad.exit_code == 2 and bad.stderr.startswith("error: field --id/--text: give exactly one")


@pytest.mark.slow
def test_verify_by_text_matches_the_closest_claim_or_abstains(loaded: DialogKG) -> None:
    from dialogkg.detect.embeddings import Embedder

    embedder = Embedder()
    match = loaded.verify(
        EXAMPLE_ID,
        text="The new report query from release 4.2 is draining the connection pool",
        embedder=embedder,
    )
    assert (match.verdict, match.argument) == ("grounded", "h2")
    assert match.similarity is not None and match.similarity > 0.6
    off_topic = loaded.verify(
        EXAMPLE_ID, text="We should adopt CRDTs for collaborative editing", embedder=embedder
    )
    assert (off_topic.verdict, off_topic.argument, off_topic.depends_on) == ("ungrounded", None, ())
    assert off_topic.reason.startswith("no argument of the conversation states this (closest: ")


@pytest.mark.server
def test_cli_verifier_commands_against_a_real_server(oxigraph_server: OxigraphServer) -> None:
    oxigraph_server.store().update("CLEAR ALL")
    remote = ["--endpoint", oxigraph_server.query_url, "--update-endpoint", oxigraph_server.update_url]

    def json_of(*args: str) -> object:
        result = runner.invoke(app, [*args, *remote, "--json"])
        assert result.exit_code == 0, result.stderr
        return json.loads(result.stdout)

    json_of("ingest", str(example_file()))
    assert json_of("affected", "--conversation", EXAMPLE_ID, "o4") == {
        "retracted": "o4",
        "affected": ["h1", "h2"],
        "already_out": ["d1"],
    }
    assert json_of("verify", "--conversation", EXAMPLE_ID, "--id", "h2") == {
        "verdict": "grounded",
        "argument": "h2",
        "depends_on": ["h1", "o2", "o4", "o5"],
        "reason": "h2 stands (active); rests on h1, o2, o4, o5, all standing",
    }
    retracted = json_of("retract", "--conversation", EXAMPLE_ID, "o5")
    assert retracted == {
        "retracted": "o5",
        "affected": ["h1", "h2"],
        "already_out": ["d1"],
        "changed": ["h1", "h2", "o5"],
    }
    rendered = json_of("render", "--conversation", EXAMPLE_ID)
    assert "Not standing: o5" in " ".join(rendered["summary"])  # type: ignore[index]
