"""The chat client's JSON handling, the cache key, and failures seen from the command line."""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dialogkg.cli import app
from dialogkg.errors import InputError
from dialogkg.extract.llm.cache import ResponseCache, cache_key
from dialogkg.extract.llm.client import parse_json
from dialogkg.extract.llm.config import LLMConfig
from tests.extract.llm.replay import ReplayServer, ok
from tests.extract.llm.test_extractor import GOOD_OPS, MEETING, REVIEW_TRIPLE

runner = CliRunner()


@pytest.mark.parametrize(
    ("answer", "document"),
    [
        ('{"a": 1}', {"a": 1}),
        ('```json\n{"a": [1, 2]}\n```', {"a": [1, 2]}),
        ('Here you go: {"a": "}"} hope it helps', {"a": "}"}),
    ],
)
def test_parse_json_finds_the_document(answer: str, document: object) -> None:
    assert parse_json(answer) == document


def test_parse_json_reports_what_is_wrong() -> None:
    with pytest.raises(ValueError, match=r"^the answer is not valid JSON \(Expecting value at line 1\)$"):
        parse_json("no json here")


def test_cache_key_depends_on_model_step_and_messages() -> None:
    messages = [{"role": "user", "content": "x"}]
    key = cache_key("m", "triples", messages)  # type: ignore[list-item]
    assert key == cache_key("m", "triples", [{"content": "x", "role": "user"}])  # type: ignore[list-item]
    assert len({key, cache_key("n", "triples", messages), cache_key("m", "distill", messages)}) == 3  # type: ignore[list-item]
    assert key != cache_key("m", "triples", [{"role": "user", "content": "y"}])  # type: ignore[list-item]


def test_cache_survives_reopening(tmp_path: Path) -> None:
    first = ResponseCache(tmp_path / "c.sqlite")
    first.put("k", "m", "triples", '{"triples":[]}')
    first.close()
    assert ResponseCache(tmp_path / "c.sqlite").get("k") == '{"triples":[]}'
    assert ResponseCache(tmp_path / "c.sqlite").get("other") is None


def test_llm_needs_a_model(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DIALOGKG_LLM_MODEL", raising=False)
    with pytest.raises(InputError, match=r"^field --llm-model: the llm extractor needs a model name"):
        LLMConfig.from_env(required=True)
    assert LLMConfig.from_env(required=False) is None
    monkeypatch.setenv("DIALOGKG_LLM_MODEL", "qwen")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:8011/v1")
    config = LLMConfig.from_env(required=True)
    assert (config.model, config.base_url) == ("qwen", "http://127.0.0.1:8011/v1")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_cli_server_down_is_one_error_line(tmp_path: Path) -> None:
    source = tmp_path / "meeting.json"
    source.write_text(json.dumps(MEETING))
    url = f"http://127.0.0.1:{_free_port()}/v1"
    result = runner.invoke(
        app,
        [
            "ingest",
            str(source),
            "--store",
            str(tmp_path / "s"),
            "--extractor",
            "llm",
            "--llm-model",
            "m",
            "--llm-base-url",
            url,
            "--json",
        ],
        env={"OPENAI_API_KEY": "k"},
    )
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert lines == [
        f"error: no LLM server answers at {url}/; start one (scripts/local-llm.sh) "
        "or set OPENAI_BASE_URL / --llm-base-url"
    ]


def test_cli_llm_without_model_is_bad_input(tmp_path: Path) -> None:
    source = tmp_path / "meeting.json"
    source.write_text(json.dumps(MEETING))
    result = runner.invoke(
        app, ["ingest", str(source), "--store", str(tmp_path / "s"), "--extractor", "llm"], env={}
    )
    assert result.exit_code == 2
    assert result.stderr.startswith("error: field --llm-model: the llm extractor needs a model name")


def test_cli_ingest_with_llm_then_rerun_from_cache(llm_server: ReplayServer, tmp_path: Path) -> None:
    source = tmp_path / "meeting.json"
    source.write_text(json.dumps(MEETING))
    llm_server.play("triples", ok({"triples": []}), ok({"triples": [REVIEW_TRIPLE]}))
    llm_server.play("operations", ok({"operations": []}), ok(GOOD_OPS))
    args = ["--extractor", "llm", "--llm-model", "m", "--llm-base-url", llm_server.url, "--json"]
    first = runner.invoke(app, ["ingest", str(source), "--store", str(tmp_path / "a"), *args])
    assert first.exit_code == 0, first.stderr
    assert json.loads(first.stdout) == {
        "conversations": [{"id": "meeting", "turns_ingested": 2, "turns_skipped": 0}]
    }
    assert (tmp_path / "a.llm-cache.sqlite").exists()
    calls = llm_server.calls()
    # another store beside the same cache file: the same answers, no requests
    (tmp_path / "a.llm-cache.sqlite").rename(tmp_path / "b.llm-cache.sqlite")
    second = runner.invoke(app, ["ingest", str(source), "--store", str(tmp_path / "b"), *args])
    assert second.exit_code == 0, second.stderr
    assert llm_server.calls() == calls
