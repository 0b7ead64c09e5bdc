"""The LLM conflict judge against a replaying OpenAI-protocol server: what it is asked, what it
changes in memory, the re-prompt on a bad answer, and a second run from the cache."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dialogkg.api import DialogKG
from dialogkg.cli import app
from dialogkg.conversation.readers import parse_conversation
from dialogkg.extract.llm.config import LLMConfig
from tests.extract.llm.replay import ReplayServer, ok


def edge(sub: str, rel: str, obj: str) -> dict[str, object]:
    return {"sub": sub, "rel": rel, "obj": obj, "property_type": "ADDITIVE", "type_sub": "Person"}


NOVELIST = {
    "id": "novelist",
    "participants": [{"id": "user", "role": "user"}, {"id": "bot", "role": "assistant"}],
    "turns": [
        {"speaker": "user", "text": "Where did Marie Dubois grow up?"},
        {
            "speaker": "bot",
            "text": "Marie Dubois grew up in Lyon.",
            "annotations": {"triples": [edge("Marie Dubois", "grew up in", "Lyon")]},
        },
        {"speaker": "user", "text": "And the weather there?"},
        {
            "speaker": "bot",
            "text": "Lyon has warm summers. Her home town is Porto.",
            "annotations": {
                "triples": [
                    edge("Lyon", "has", "warm summers"),
                    edge("Marie Dubois", "has home town", "Porto"),
                ]
            },
        },
    ],
}


@pytest.fixture
def server() -> Iterator[ReplayServer]:
    s = ReplayServer().start()
    yield s
    s.stop()


@pytest.fixture
def kg() -> Iterator[DialogKG]:
    store = DialogKG.open(None)
    store.ingest([parse_conversation(NOVELIST, "novelist.json")])
    yield store
    store.close()


def judge_config(server: ReplayServer, cache: Path) -> LLMConfig:
    return LLMConfig(model="replay-model", base_url=server.url, api_key="k", cache=cache, timeout=5.0)


def test_rules_alone_see_no_conflict_between_differently_worded_facts(kg: DialogKG) -> None:
    assert kg.memory("novelist").changes == ()


def test_the_judge_is_asked_about_related_facts_and_its_conflict_is_a_contradiction(
    kg: DialogKG, server: ReplayServer, tmp_path: Path
) -> None:
    # Turn 4's facts in order: "Lyon has warm summers" (shares "lyon" with turn 2: asked, no
    # conflict), then the home town (shares "marie", "dubois": asked, conflicts with fact 1).
    server.play("conflict", ok({"conflicts": []}), ok({"conflicts": [1]}))
    view = kg.memory("novelist", judge=kg.llm_judge(judge_config(server, tmp_path / "c.sqlite")))
    [change] = view.changes
    assert (change.old.obj_label, change.new.obj_label, change.rule, change.authority) == (
        "Lyon",
        "Porto",
        "llm",
        "none",
    )
    assert [f.obj_label for f in view.facts] == ["warm summers", "Porto"]
    asked = [body["messages"][1]["content"] for body in server.bodies("conflict")]
    assert len(asked) == 2
    assert asked[1].startswith("NEW:\nMarie Dubois | has home town | Porto [turn 4, bot (assistant)]")
    assert "1. Marie Dubois | grew up in | Lyon [turn 2, bot (assistant)]" in asked[1]


def test_a_second_run_asks_nothing(kg: DialogKG, server: ReplayServer, tmp_path: Path) -> None:
    server.play("conflict", ok({"conflicts": []}), ok({"conflicts": [1]}))
    config = judge_config(server, tmp_path / "c.sqlite")
    first = kg.memory("novelist", judge=kg.llm_judge(config)).to_json()
    calls = server.calls()
    assert kg.memory("novelist", judge=kg.llm_judge(config)).to_json() == first
    assert server.calls() == calls == 2


def test_a_number_outside_the_list_is_sent_back(kg: DialogKG, server: ReplayServer, tmp_path: Path) -> None:
    server.play("conflict", ok({"conflicts": []}), ok({"conflicts": [7]}), ok({"conflicts": [1]}))
    view = kg.memory("novelist", judge=kg.llm_judge(judge_config(server, tmp_path / "c.sqlite")))
    assert [c.new.obj_label for c in view.changes] == ["Porto"]
    retry = server.bodies("conflict")[-1]["messages"]
    assert retry[-1]["content"].startswith("That answer was rejected: conflicts: [7] are not numbers")


def test_cli_memory_with_the_llm_judge(server: ReplayServer, tmp_path: Path) -> None:
    source = tmp_path / "novelist.json"
    source.write_text(json.dumps(NOVELIST), encoding="utf-8")
    store = tmp_path / "store"
    runner = CliRunner()
    assert runner.invoke(app, ["ingest", str(source), "--store", str(store)]).exit_code == 0
    server.play("conflict", ok({"conflicts": []}), ok({"conflicts": [1]}))
    args = ["memory", "--conversation", "novelist", "--store", str(store), "--judge", "llm"]
    result = runner.invoke(app, [*args, "--llm-model", "m", "--llm-base-url", server.url, "--json"])
    assert result.exit_code == 0, result.stderr
    [change] = json.loads(result.stdout)["superseded"]
    assert (change["old"]["object"], change["new"]["object"], change["rule"]) == ("Lyon", "Porto", "llm")
    assert (tmp_path / "store.llm-cache.sqlite").exists()  # answers kept beside the store
    missing = runner.invoke(app, [*args], env={"DIALOGKG_LLM_MODEL": ""})
    assert missing.exit_code == 2
    assert missing.stderr.startswith("error: ") and "--llm-model" in missing.stderr
