"""The reasoning tree's LLM policy against the replaying OpenAI-protocol server: what it is asked,
the walk it makes, the re-prompt on an unknown entity, abstention, and a second run from cache."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from dialogkg.api import DialogKG
from dialogkg.extract.llm.config import LLMConfig
from dialogkg.memory.tree import TreeConfig
from tests.extract.llm.replay import ReplayServer, ok

DATA = Path(__file__).resolve().parents[1] / "data"
QUESTION = "In which city is Lena's employer headquartered?"
ONE_PATH = TreeConfig(beam=1, samples=1, depth=3, expansions=3)


@pytest.fixture
def server() -> Iterator[ReplayServer]:
    s = ReplayServer().start()
    yield s
    s.stop()


@pytest.fixture
def kg() -> Iterator[DialogKG]:
    store = DialogKG.open(None)
    store.ingest([DATA / "two-hop.json"], extractor="annotated")
    yield store
    store.close()


def config(server: ReplayServer, cache: Path) -> LLMConfig:
    return LLMConfig(model="replay-model", base_url=server.url, api_key="k", cache=cache, timeout=5.0)


def script_two_hop(server: ReplayServer) -> None:
    server.play(
        "rt_actions",
        ok({"actions": [{"action": "FIND_PATH", "argument": "Lena | Oslo"}]}),
        ok({"actions": [{"action": "ANSWER", "argument": ""}]}),
    )
    server.play("rt_value", ok({"value": 0.8}), ok({"value": 0.9}))
    server.play("rt_answer", ok({"answer": "Oslo", "facts": [1, 2], "supported": True}))


def test_the_llm_policy_walks_the_path_it_chose_and_cites_the_facts(
    kg: DialogKG, server: ReplayServer, tmp_path: Path
) -> None:
    script_two_hop(server)
    llm = config(server, tmp_path / "c.sqlite")
    result = kg.answer("two-hop", QUESTION, policy="llm", llm=llm, config=ONE_PATH).to_json()
    assert result == {
        "answer": "Oslo",
        "abstained": False,
        "facts": [
            {"subject": "Lena", "relation": "works at", "object": "Acme", "turn": 1, "speaker": "user"},
            {
                "subject": "Acme",
                "relation": "is headquartered in",
                "object": "Oslo",
                "turn": 2,
                "speaker": "assistant",
            },
        ],
        "trajectory": [
            {"action": "FIND_PATH", "argument": "Lena | Oslo", "value": 0.8},
            {"action": "ANSWER", "argument": "Oslo", "value": 0.9},
        ],
        "as_of": None,
    }
    assert [s for s, _ in server.requests] == [
        "rt_actions",
        "rt_value",
        "rt_actions",
        "rt_answer",
        "rt_value",
    ]
    # The answer step saw exactly the facts FIND_PATH gathered, numbered, with turn and speaker.
    shown = server.bodies("rt_answer")[0]["messages"][1]["content"]
    assert "1. Lena | works at | Acme [turn 1, user]" in shown
    assert "2. Acme | is headquartered in | Oslo [turn 2, assistant]" in shown
    assert "Mia" not in shown
    # A second run asks nothing: every answer comes from the cache.
    before = server.calls()
    again = kg.answer("two-hop", QUESTION, policy="llm", llm=llm, config=ONE_PATH).to_json()
    assert again == result
    assert server.calls() == before


def test_an_unknown_entity_is_re_prompted_with_the_reason(
    kg: DialogKG, server: ReplayServer, tmp_path: Path
) -> None:
    server.play(
        "rt_actions",
        ok({"actions": [{"action": "EXPAND_ENTITY", "argument": "Norway"}]}),
        ok({"actions": [{"action": "EXPAND_ENTITY", "argument": "lena"}]}),
        ok({"actions": [{"action": "ANSWER", "argument": ""}]}),
    )
    server.play("rt_value", ok({"value": 0.7}), ok({"value": 0.8}))
    server.play("rt_answer", ok({"answer": "Acme", "facts": [1], "supported": True}))
    llm = config(server, tmp_path / "c.sqlite")
    result = kg.answer("two-hop", "Where does Lena work?", policy="llm", llm=llm, config=ONE_PATH)
    assert result.answer == "Acme"
    assert [(s.action.name, s.action.argument) for s in result.trajectory] == [
        ("EXPAND_ENTITY", "lena"),
        ("ANSWER", "Acme"),
    ]
    retry = server.bodies("rt_actions")[1]["messages"][-1]["content"]
    assert "'Norway' is not an entity in memory" in retry


def test_an_unsupported_llm_answer_abstains(kg: DialogKG, server: ReplayServer, tmp_path: Path) -> None:
    server.play("rt_actions", ok({"actions": [{"action": "EXPAND_ENTITY", "argument": "Lena"}]}))
    server.play("rt_value", ok({"value": 0.3}))
    server.play("rt_answer", ok({"answer": "", "facts": [], "supported": False}))
    llm = config(server, tmp_path / "c.sqlite")
    result = kg.answer("two-hop", "What is Lena's salary?", policy="llm", llm=llm, config=ONE_PATH).to_json()
    assert result["abstained"] is True
    assert result["answer"] is None
    assert [f["object"] for f in result["facts"]] == ["Acme", "Lena"]  # type: ignore[index]


def test_a_supported_answer_rated_below_the_threshold_abstains(
    kg: DialogKG, server: ReplayServer, tmp_path: Path
) -> None:
    server.play("rt_actions", ok({"actions": [{"action": "ANSWER", "argument": ""}]}))
    server.play("rt_value", ok({"value": 0.2}))
    server.play("rt_answer", ok({"answer": "Bergen", "facts": [], "supported": True}))
    llm = config(server, tmp_path / "c.sqlite")
    result = kg.answer("two-hop", QUESTION, policy="llm", llm=llm, config=ONE_PATH)
    assert result.abstained  # it cites no fact: never a guess
    body = json.dumps(server.bodies("rt_actions")[0])
    assert "Lena" in body and "Oslo" in body  # nothing gathered yet: the model sees memory's entities
