"""The LLM judge against the replaying OpenAI-protocol server (real HTTP, real openai client):
what it is asked, the re-prompt on a bad answer, a turn left unjudged, and a cached second run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dialogkg.api import DialogKG
from dialogkg.detect.embeddings import Embedder
from tests.detect.judges.conftest import SISTERS, STEAK, dinner, evaluate_dinner, unjudged
from tests.extract.llm.replay import Answer, ReplayServer, ok

pytestmark = pytest.mark.slow


def evaluate(server: ReplayServer, cache: Path, embedder: Embedder) -> dict[str, object]:
    return evaluate_dinner(server, cache, embedder, "replay-judge", judge="llm")


def verdicts(doc: dict[str, object]) -> list[tuple[str, str, str, bool | None]]:
    pairs = doc["turns"][1]["judged"]["pairs"]  # type: ignore[index]
    return [(p["historical"], p["current"], p["source"], p["contradiction"]) for p in pairs]


def test_one_request_per_turn_vetoes_and_adds_and_a_rerun_asks_nothing(
    llm_server: ReplayServer, tmp_path: Path, embedder: Embedder
) -> None:
    llm_server.play("judge", ok({"contradictions": [2]}))
    first = evaluate(llm_server, tmp_path / "c.sqlite", embedder)
    assert verdicts(first) == [(*SISTERS, "NumMismatch", False), (*STEAK, "similarity", True)]
    assert first["judged"] == {
        "backend": "llm",
        "model": "replay-judge",
        "contradicting_turns": 1,
        "confirmed": 0,
        "vetoed": 1,
        "added": 1,
        "unjudged_turns": 0,
    }
    assert llm_server.calls() == llm_server.calls("judge") == 1
    asked = llm_server.bodies("judge")[0]["messages"][1]["content"]
    assert asked.startswith(
        "PAIR 1\nEARLIER: bot have 3 sisters\n  (turn 2: I have three sisters and I am vegan.)\n"
        "LATER: bot have 2 sisters\n  (turn 4: I ate a steak for dinner with my two sisters.)\n\nPAIR 2\n"
    )
    second = evaluate(llm_server, tmp_path / "c.sqlite", embedder)
    assert llm_server.calls() == 1  # every verdict came from the cache
    assert json.dumps(second, sort_keys=True) == json.dumps(first, sort_keys=True)


def test_an_out_of_range_answer_is_sent_back(
    llm_server: ReplayServer, tmp_path: Path, embedder: Embedder
) -> None:
    llm_server.play("judge", ok({"contradictions": [3]}), ok({"contradictions": [1]}))
    doc = evaluate(llm_server, tmp_path / "c.sqlite", embedder)
    assert verdicts(doc) == [(*SISTERS, "NumMismatch", True), (*STEAK, "similarity", False)]
    feedback = llm_server.bodies("judge")[1]["messages"][-1]["content"]
    assert "contradictions: [3] are not pair numbers (1 to 2)" in feedback


def test_no_valid_answer_leaves_the_turn_unjudged_and_the_scores_alone(
    llm_server: ReplayServer, tmp_path: Path, embedder: Embedder
) -> None:
    llm_server.play("judge", *[Answer("not json")] * 3)
    doc = evaluate(llm_server, tmp_path / "c.sqlite", embedder)
    fourth = doc["turns"][1]["judged"]  # type: ignore[index]
    assert fourth["issue"] == (
        "llm.judge: the model 'replay-judge' gave no valid judge answer after 2 re-prompts; "
        "last problem: the answer is not valid JSON (Expecting value at line 1)"
    )
    assert [v[3] for v in verdicts(doc)] == [None, None]
    [plain] = DialogKG.open(None).evaluate([dinner()], extractor="annotated", embedder=embedder)
    assert unjudged(doc) == plain.to_json()
    made = llm_server.calls()
    evaluate(llm_server, tmp_path / "c.sqlite", embedder)
    assert llm_server.calls() == made == 3  # the failure is cached too
