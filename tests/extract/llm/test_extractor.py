"""The LLM extractor against a replaying OpenAI-protocol server: validation, re-prompts, cache."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pyoxigraph import NamedNode

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.conversation.model import Conversation
from dialogkg.conversation.readers import parse_conversation
from dialogkg.extract.llm.client import LLMError
from dialogkg.extract.llm.config import LLMConfig
from tests.extract.llm.replay import Answer, ReplayServer, ok

MEETING = {
    "id": "meeting",
    "participants": [{"id": "ann", "role": "user"}, {"id": "bot", "role": "assistant"}],
    "turns": [
        {"speaker": "ann", "text": "Which day is the review?"},
        {"speaker": "bot", "text": "The review is on Tuesday. It might move."},
    ],
}
REVIEW_TRIPLE = {
    "sub": "review",
    "rel": "be on",
    "obj": "Tuesday",
    "type_sub": "Event",
    "type_obj": "Time",
    "property_type": "EXCLUSIVE",
}
GOOD_OPS = {"operations": [{"op": "Observe", "id": "t1_1", "claim": "The review is on Tuesday"}]}


def conversation() -> Conversation:
    return parse_conversation(MEETING, "meeting.json")


def config(server: ReplayServer, cache: Path, **changes: object) -> LLMConfig:
    base = LLMConfig(model="replay-model", base_url=server.url, api_key="k", cache=cache, timeout=5.0)
    return LLMConfig(**{**base.__dict__, **changes})  # type: ignore[arg-type]


def ingest(server: ReplayServer, cache: Path, **changes: object) -> DialogKG:
    kg = DialogKG.open(None)
    kg.ingest([conversation()], extractor="llm", llm=config(server, cache, **changes))
    return kg


def script_good(server: ReplayServer) -> None:
    server.play("operations", ok({"operations": [{"op": "Question", "id": "t0_1", "claim": "Which day?"}]}))
    server.play("triples", ok({"triples": []}), ok({"triples": [REVIEW_TRIPLE], "revision": False}))
    server.play("operations", ok(GOOD_OPS))


def claims(kg: DialogKG) -> list[tuple[str, str, str]]:
    rows = kg.store.select(
        """PREFIX dkg: <https://w3id.org/dialogkg/ns#>
        SELECT ?label ?by ?model WHERE {
          GRAPH ?g { ?c a dkg:Claim ; dkg:relationLabel ?label ; dkg:extractedBy ?by ;
                        dkg:extractionModel ?model } }"""
    ).rows
    return sorted((str(r["label"].value), str(r["by"].value), str(r["model"].value)) for r in rows)


def test_good_answers_are_lifted_with_extractor_and_model_provenance(
    llm_server: ReplayServer, tmp_path: Path
) -> None:
    script_good(llm_server)
    kg = ingest(llm_server, tmp_path / "cache.sqlite")
    assert claims(kg) == [("be on", "llm", "replay-model")]
    assert sorted(kg.state("meeting").args) == ["t0_1", "t1_1"]
    assert kg.state("meeting").args["t0_1"].kind == "question"
    # two turns, three steps each; the requests asked for temperature 0, a seed and a JSON schema
    assert {s: llm_server.calls(s) for s in ("distill", "triples", "operations")} == {
        "distill": 2,
        "triples": 2,
        "operations": 2,
    }
    body = llm_server.bodies("triples")[0]
    assert body["temperature"] == 0 and body["seed"] == 1234
    assert body["response_format"]["type"] == "json_schema"


def test_operations_prompt_carries_the_engine_state(llm_server: ReplayServer, tmp_path: Path) -> None:
    script_good(llm_server)
    ingest(llm_server, tmp_path / "cache.sqlite")
    second = llm_server.bodies("operations")[1]["messages"][1]["content"]
    assert "t0_1 [question, active, by ann, turn 1]: Which day?" in second


def test_second_run_makes_zero_calls_and_identical_graphs(llm_server: ReplayServer, tmp_path: Path) -> None:
    script_good(llm_server)
    cache = tmp_path / "cache.sqlite"
    first = ingest(llm_server, cache)
    made = llm_server.calls()
    second = ingest(llm_server, cache)
    assert llm_server.calls() == made == 6
    assert first.export("nquads")[1] == second.export("nquads")[1]


def test_second_evaluate_makes_zero_calls_and_identical_scores(
    llm_server: ReplayServer, tmp_path: Path
) -> None:
    script_good(llm_server)
    cache = tmp_path / "cache.sqlite"
    scores = []
    for _ in range(2):
        kg = DialogKG.open(None)
        result = kg.evaluate([conversation()], extractor="llm", llm=config(llm_server, cache))
        scores.append(json.dumps([r.to_json() for r in result], sort_keys=True))
        if len(scores) == 1:
            made = llm_server.calls()
    assert llm_server.calls() == made
    assert scores[0] == scores[1]


def test_malformed_json_is_sent_back_and_corrected(llm_server: ReplayServer, tmp_path: Path) -> None:
    script_good(llm_server)
    llm_server.script["triples"].appendleft(Answer("{'triples': [oops"))
    kg = ingest(llm_server, tmp_path / "cache.sqlite")
    assert claims(kg) == [("be on", "llm", "replay-model")]
    retry = llm_server.bodies("triples")[1]["messages"]
    assert retry[-2] == {"role": "assistant", "content": "{'triples': [oops"}
    assert retry[-1]["content"].startswith("That answer was rejected: the answer is not valid JSON")


def test_schema_violation_names_the_field(llm_server: ReplayServer, tmp_path: Path) -> None:
    script_good(llm_server)
    bad = {"triples": [{**REVIEW_TRIPLE, "rel_type": "rumour"}]}
    llm_server.script["triples"].insert(1, ok(bad))
    kg = ingest(llm_server, tmp_path / "cache.sqlite")
    assert claims(kg) == [("be on", "llm", "replay-model")]
    feedback = llm_server.bodies("triples")[2]["messages"][-1]["content"]
    assert "triples.0.rel_type: Input should be 'assertion'" in feedback


def test_precondition_failure_is_fed_back_and_reprompted(llm_server: ReplayServer, tmp_path: Path) -> None:
    script_good(llm_server)
    supports_question = {"operations": [{"op": "Support", "target": "t0_1"}]}
    llm_server.script["operations"].insert(1, ok(supports_question))
    kg = ingest(llm_server, tmp_path / "cache.sqlite")
    assert sorted(kg.state("meeting").args) == ["t0_1", "t1_1"]
    feedback = llm_server.bodies("operations")[2]["messages"][-1]["content"]
    assert "t0_1 is a question, which asserts nothing" in feedback


def test_unknown_id_is_fed_back(llm_server: ReplayServer, tmp_path: Path) -> None:
    script_good(llm_server)
    llm_server.script["operations"].insert(1, ok({"operations": [{"op": "Undermine", "target": "h9"}]}))
    ingest(llm_server, tmp_path / "cache.sqlite")
    feedback = llm_server.bodies("operations")[2]["messages"][-1]["content"]
    assert "target: id 'h9' is used before it is defined" in feedback


def issues(kg: DialogKG) -> list[tuple[int, str]]:
    rows = kg.store.select(
        """PREFIX dkg: <https://w3id.org/dialogkg/ns#>
        SELECT ?index ?issue WHERE { GRAPH ?g { ?t dkg:index ?index ; dkg:extractionIssue ?issue } }"""
    ).rows
    return sorted((int(r["index"].value), str(r["issue"].value)) for r in rows)


EXHAUSTED_OPERATIONS = (
    "llm.operations: the model 'replay-model' gave no valid operations answer after 2 re-prompts; "
    "last problem: the answer is not valid JSON (Expecting value at line 1)"
)


def script_failing_operations(server: ReplayServer) -> None:
    script_good(server)
    for _ in range(3):  # the first answer and both re-prompts of turn 2
        server.script["operations"].insert(1, Answer("no"))


def test_exhausted_operations_budget_keeps_the_triples_and_records_the_issue(
    llm_server: ReplayServer, tmp_path: Path
) -> None:
    script_failing_operations(llm_server)
    kg = ingest(llm_server, tmp_path / "c.sqlite")
    assert claims(kg) == [("be on", "llm", "replay-model")]
    assert sorted(kg.state("meeting").args) == ["t0_1"]
    assert issues(kg) == [(2, EXHAUSTED_OPERATIONS)]
    assert llm_server.calls("operations") == 4


def test_failed_answers_are_cached_so_a_rerun_asks_nothing(llm_server: ReplayServer, tmp_path: Path) -> None:
    script_failing_operations(llm_server)
    first = ingest(llm_server, tmp_path / "c.sqlite")
    made = llm_server.calls()
    second = ingest(llm_server, tmp_path / "c.sqlite")
    assert llm_server.calls() == made == 8
    assert first.export("nquads")[1] == second.export("nquads")[1]
    assert issues(second) == [(2, EXHAUSTED_OPERATIONS)]


def test_a_prompt_version_change_asks_again_after_a_failure(
    llm_server: ReplayServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script_failing_operations(llm_server)
    ingest(llm_server, tmp_path / "c.sqlite")
    made = llm_server.calls()
    monkeypatch.setattr("dialogkg.extract.llm.cache.PROMPT_VERSION", "dialogkg-extract-test")
    llm_server.script["operations"].clear()
    script_good(llm_server)
    kg = ingest(llm_server, tmp_path / "c.sqlite")
    assert llm_server.calls() - made == 6  # every step is asked again, and now answers validate
    assert sorted(kg.state("meeting").args) == ["t0_1", "t1_1"]
    assert issues(kg) == []


def test_exhausted_triples_budget_keeps_the_operations(llm_server: ReplayServer, tmp_path: Path) -> None:
    script_good(llm_server)
    llm_server.script["triples"].popleft()  # turn 1 fails all three asks; turn 2 keeps its triple
    llm_server.script["triples"].extendleft([Answer("[]")] * 3)
    kg = ingest(llm_server, tmp_path / "c.sqlite", concurrency=1)
    assert claims(kg) == [("be on", "llm", "replay-model")]
    assert sorted(kg.state("meeting").args) == ["t0_1", "t1_1"]
    [(turn, issue)] = issues(kg)
    assert turn == 1
    assert issue.startswith("llm.triples: the model 'replay-model' gave no valid triples answer after 2 ")


def test_exhausted_distillation_falls_back_to_the_turn_text(llm_server: ReplayServer, tmp_path: Path) -> None:
    script_good(llm_server)
    llm_server.play("distill", *[Answer("{}")] * 3)
    kg = ingest(llm_server, tmp_path / "c.sqlite", concurrency=1)
    assert sorted(kg.state("meeting").args) == ["t0_1", "t1_1"]
    first_triples = llm_server.bodies("triples")[0]["messages"][1]["content"]
    assert first_triples.endswith("STATEMENTS:\n- Which day is the review?")
    assert issues(kg) == [
        (
            1,
            "llm.distill: the model 'replay-model' gave no valid distill answer after 2 re-prompts; "
            "last problem: statements: Field required",
        )
    ]


def test_rate_limit_then_success_is_retried_by_the_client(llm_server: ReplayServer, tmp_path: Path) -> None:
    script_good(llm_server)
    llm_server.script["distill"].append(Answer("{}", status=429, headers={"retry-after-ms": "5"}))
    kg = ingest(llm_server, tmp_path / "cache.sqlite", concurrency=1)
    assert claims(kg) == [("be on", "llm", "replay-model")]
    assert llm_server.calls("distill") == 3


def test_server_error_is_retried_then_reported(llm_server: ReplayServer, tmp_path: Path) -> None:
    llm_server.play("distill", *[Answer("{}", status=503, headers={"retry-after-ms": "1"})] * 3)
    kg = DialogKG.open(None)
    with pytest.raises(LLMError) as caught:
        kg.ingest(
            [conversation()],
            extractor="llm",
            llm=config(llm_server, tmp_path / "c", http_retries=2, concurrency=1),
        )
    assert str(caught.value).startswith(f"the LLM server at {llm_server.url}/ answered HTTP 503")
    assert llm_server.calls("distill") == 3


def test_timeout_is_a_clear_error(llm_server: ReplayServer, tmp_path: Path) -> None:
    llm_server.play("distill", Answer("{}", delay=1.5))
    kg = DialogKG.open(None)
    with pytest.raises(LLMError) as caught:
        kg.ingest(
            [conversation()],
            extractor="llm",
            llm=config(llm_server, tmp_path / "c", timeout=0.3, http_retries=0, concurrency=1),
        )
    assert str(caught.value) == (
        f"the LLM server at {llm_server.url}/ did not answer within 0.3s (after 0 retries)"
    )
    assert kg.conversations() == []


def _formats(server: ReplayServer, step: str) -> list[str | None]:
    return [b.get("response_format", {}).get("type") for b in server.bodies(step)]


def test_server_without_response_formats_gets_plain_json_prompts(tmp_path: Path) -> None:
    server = ReplayServer(formats=frozenset()).start()
    try:
        script_good(server)
        kg = ingest(server, tmp_path / "cache.sqlite", concurrency=1)
        assert claims(kg) == [("be on", "llm", "replay-model")]
        # Each format is tried once, and the server's refusals are remembered for later steps.
        assert _formats(server, "distill") == ["json_schema", "json_object", None, None]
        assert set(_formats(server, "triples")) == {None}
    finally:
        server.stop()


def test_llama_cpp_server_refusing_json_schema_with_500_gets_json_object_with_the_schema(
    tmp_path: Path,
) -> None:
    server = ReplayServer(formats=frozenset({"json_object"}), reject_status=500).start()
    try:
        script_good(server)
        kg = ingest(server, tmp_path / "cache.sqlite", concurrency=1)
        assert claims(kg) == [("be on", "llm", "replay-model")]
        formats = [b.get("response_format", {}).get("type") for _, b in server.requests]
        switch = formats.index("json_object")
        assert switch > 0 and set(formats[:switch]) == {"json_schema"}  # the 500s, retried by the client
        assert set(formats[switch:]) == {"json_object"}  # never asked with json_schema again
        constrained = server.bodies("triples")[0]["response_format"]
        assert constrained["schema"]["type"] == "object" and "triples" in constrained["schema"]["properties"]
        # Length bounds become grammar rules per character in llama.cpp: they are left to validation.
        assert "maxLength" in json.dumps(server.bodies("distill")[0]["response_format"]["json_schema"])
        for body in server.bodies("distill")[-1:] + server.bodies("triples") + server.bodies("operations"):
            text = json.dumps(body["response_format"]["schema"])
            assert "maxLength" not in text and "pattern" not in text
    finally:
        server.stop()


def test_a_500_that_is_not_about_the_format_is_not_a_fallback(
    llm_server: ReplayServer, tmp_path: Path
) -> None:
    llm_server.play("distill", Answer("{}", status=500))
    with pytest.raises(LLMError, match="HTTP 500"):
        ingest(llm_server, tmp_path / "cache.sqlite", concurrency=1, http_retries=0)
    assert set(_formats(llm_server, "distill")) == {"json_schema"}


def test_auto_uses_gold_where_annotated_and_the_llm_elsewhere(
    llm_server: ReplayServer, tmp_path: Path
) -> None:
    annotated = json.loads(json.dumps(MEETING))
    annotated["turns"][0]["annotations"] = {
        "operations": [{"op": "Question", "id": "q1", "claim": "Which day?"}]
    }
    llm_server.play("triples", ok({"triples": [REVIEW_TRIPLE]}))
    llm_server.play("operations", ok({"operations": [{"op": "Observe", "id": "t1_1", "claim": "Tuesday"}]}))
    kg = DialogKG.open(None)
    kg.ingest([parse_conversation(annotated, "m.json")], llm=config(llm_server, tmp_path / "c"))
    assert llm_server.calls("distill") == 1  # the annotated turn is not the LLM's to read
    by = kg.store.select(
        """PREFIX dkg: <https://w3id.org/dialogkg/ns#>
        SELECT ?arg ?by WHERE { GRAPH ?g { ?arg a dkg:Argument ; dkg:extractedBy ?by } }"""
    ).rows
    found = sorted((r["arg"].value, r["by"].value) for r in by)
    assert found == [
        (v.argument_iri("meeting", "q1").value, "annotated"),
        (v.argument_iri("meeting", "t1_1").value, "llm"),
    ]
    assert isinstance(by[0]["arg"], NamedNode)
