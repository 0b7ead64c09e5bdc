"""The LLM as the NLI backend of CS and DER against the replaying OpenAI-protocol server (real
HTTP, real openai client): what it is asked, the re-prompt on a bad answer, the normalisation, a
turn left uninferred, and a cached second run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dialogkg.detect.embeddings import Embedder
from tests.detect.judges.conftest import evaluate_dinner
from tests.extract.llm.replay import Answer, ReplayServer, ok

pytestmark = pytest.mark.slow


def evaluate(server: ReplayServer, cache: Path, embedder: Embedder) -> dict[str, object]:
    return evaluate_dinner(server, cache, embedder, "replay-nli", nli="llm")


def figures(doc: dict[str, object]) -> list[tuple[int, float | None, str | None]]:
    return [(t["index"], t["cs"], t["nli_label"]) for t in doc["turns"]]  # type: ignore[attr-defined]


def probabilities(label: str, e: float, n: float, c: float) -> Answer:
    return ok({"label": label, "entailment": e, "neutral": n, "contradiction": c})


def test_one_request_per_turn_a_bad_sum_is_sent_back_and_a_rerun_asks_nothing(
    llm_server: ReplayServer, tmp_path: Path, embedder: Embedder
) -> None:
    llm_server.play(
        "nli",
        probabilities("neutral", 0.2, 0.7, 0.1),
        probabilities("contradiction", 0.1, 0.4, 0.8),  # sums to 1.3: sent back
        probabilities("contradiction", 0.05, 0.15, 0.8),
    )
    first = evaluate(llm_server, tmp_path / "c.sqlite", embedder)
    assert figures(first) == [(2, 0.55, "neutral"), (4, 0.125, "contradiction")]
    assert first["der"] == 0.0
    assert first["nli"] == {
        "backend": "llm",
        "model": "replay-nli",
        "history_chars": 1500,
        "judged_turns": 2,
        "unjudged_turns": 0,
    }
    assert llm_server.calls() == llm_server.calls("nli") == 3
    asked = [body["messages"][1]["content"] for body in llm_server.bodies("nli")]
    assert (
        asked[0] == "PREMISE:\nTell me about yourself.\n\nHYPOTHESIS:\nI have three sisters and I am vegan."
    )
    assert asked[1] == (
        "PREMISE:\nTell me about yourself.\nI have three sisters and I am vegan.\nWhat did you do yesterday?"
        "\n\nHYPOTHESIS:\nI ate a steak for dinner with my two sisters."
    )
    feedback = llm_server.bodies("nli")[2]["messages"][-1]["content"]
    assert "the probabilities sum to 1.30, not 1" in feedback
    second = evaluate(llm_server, tmp_path / "c.sqlite", embedder)
    assert llm_server.calls() == 3  # every answer came from the cache
    assert json.dumps(second, sort_keys=True) == json.dumps(first, sort_keys=True)


def test_a_label_that_is_not_the_most_probable_is_sent_back_and_sums_near_1_are_normalised(
    llm_server: ReplayServer, tmp_path: Path, embedder: Embedder
) -> None:
    llm_server.play(
        "nli",
        probabilities("entailment", 0.3, 0.6, 0.1),
        probabilities("entailment", 0.62, 0.3, 0.1),  # sums to 1.02: accepted, normalised
    )
    doc = evaluate(llm_server, tmp_path / "c.sqlite", embedder)
    feedback = llm_server.bodies("nli")[1]["messages"][-1]["content"]
    assert "label: entailment is not the most probable class" in feedback
    # turn 2: (0.62 - 0.1) / 1.02 = 0.5098..., CS = 0.7549; turn 4: the server's neutral answer
    assert figures(doc) == [(2, 0.7549, "entailment"), (4, 0.5, "neutral")]
    assert doc["der"] == 0.5


def test_no_valid_answer_leaves_the_turn_uninferred_and_out_of_der(
    llm_server: ReplayServer, tmp_path: Path, embedder: Embedder
) -> None:
    llm_server.play("nli", probabilities("entailment", 1.0, 0.0, 0.0), *[Answer("not json")] * 3)
    doc = evaluate(llm_server, tmp_path / "c.sqlite", embedder)
    fourth = doc["turns"][1]  # type: ignore[index]
    assert (fourth["cs"], fourth["nli_label"]) == (None, None)
    assert fourth["nli_issue"] == (
        "llm.nli: the model 'replay-nli' gave no valid nli answer after 2 re-prompts; "
        "last problem: the answer is not valid JSON (Expecting value at line 1)"
    )
    assert doc["der"] == 1.0
    assert doc["nli"]["unjudged_turns"] == 1  # type: ignore[index]
