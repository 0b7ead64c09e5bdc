"""The command-line contract of FORMAT.md section 3."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from dialogkg.cli import app
from tests.conftest import EXAMPLE_ID, OxigraphServer, example_file
from tests.test_ingest import BAD_INPUTS

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, [str(a) for a in args])
    if result.exit_code == 1 and not result.stderr and result.exception is not None:
        raise result.exception  # a crash, not a reported error: show its traceback
    return result.exit_code, result.stdout, result.stderr


def run_json(*args: str) -> dict[str, Any]:
    code, out, err = run(*args, "--json")
    assert code == 0, err
    assert out.count("\n") == 1  # exactly one JSON document
    doc: dict[str, Any] = json.loads(out)
    return doc


@pytest.fixture
def store(tmp_path: Path) -> str:
    return str(tmp_path / "store")


def test_ingest_json_then_skip_on_rerun(store: str) -> None:
    first = run_json("ingest", str(example_file()), "--store", store)
    assert first == {"conversations": [{"id": EXAMPLE_ID, "turns_ingested": 8, "turns_skipped": 0}]}
    again = run_json("ingest", str(example_file()), "--store", store)
    assert again == {"conversations": [{"id": EXAMPLE_ID, "turns_ingested": 0, "turns_skipped": 8}]}


def test_ingest_tells_a_person_what_was_stored(store: str) -> None:
    code, out, _ = run("ingest", str(example_file()), "--store", store)
    assert code == 0
    text = " ".join(out.split())
    assert f"{EXAMPLE_ID}: stored 8 new turns (0 already stored)" in text
    assert "8 turns, 10 claims about 17 entities, 12 arguments from 14 operations, 11 named graphs" in text
    assert "commitments by speaker: bot: 3, dana: 5, eli: 4" in text


def test_bad_input_exits_2_with_one_error_line(store: str, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "id": "c\nd",
                "turns": [
                    {
                        "role": "user",
                        "text": "x",
                        "annotations": {"operations": [{"op": "Ponder", "id": "p", "claim": "c"}]},
                    }
                ],
            }
        )
    )
    code, out, err = run("ingest", str(bad), "--store", store, "--json")
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1
    assert err.startswith(f'error: {bad}, conversation "c\\nd", turn 1, field annotations.operations[0].op:')
    assert run_json("stats", "--store", store)["turns"] == 0


def test_query_export_validate_stats(store: str, tmp_path: Path) -> None:
    run_json("ingest", str(example_file()), "--store", store)
    doc = run_json(
        "query",
        "commitments",
        "--conversation",
        EXAMPLE_ID,
        "--param",
        "speaker=bot",
        "--store",
        store,
    )
    assert doc == {
        "head": ["speaker", "argument", "kind", "claim", "turn"],
        "rows": [
            {
                "speaker": "bot",
                "argument": "h1",
                "kind": "hypothesis",
                "claim": "payment timeouts come from connection pool exhaustion",
                "turn": 3,
            },
            {
                "speaker": "bot",
                "argument": "q1",
                "kind": "question",
                "claim": "was anything deployed around 14:00?",
                "turn": 3,
            },
            {
                "speaker": "bot",
                "argument": "h2",
                "kind": "hypothesis",
                "claim": "the release 4.2 report query exhausts the connection pool",
                "turn": 5,
            },
        ],
    }
    out = tmp_path / "c.nq"
    exported = run_json(
        "export",
        "--conversation",
        EXAMPLE_ID,
        "--format",
        "nquads",
        "--out",
        str(out),
        "--store",
        store,
    )
    stats = run_json("stats", "--store", store)
    assert exported == {"triples": stats["quads"], "out": str(out)}
    assert len(out.read_text().splitlines()) == stats["quads"]
    assert run_json("validate", "--store", store) == {"conforms": True, "violations": []}


def test_export_to_stdout_and_contract_errors(store: str) -> None:
    run_json("ingest", str(example_file()), "--store", store)
    code, out, _ = run("export", "--format", "trig", "--store", store)
    assert code == 0 and out.startswith("@prefix")
    code, out, err = run("export", "--format", "trig", "--store", store, "--json")
    assert (code, out) == (2, "") and err.startswith("error: field --out: with --json, give --out FILE")
    code, _, err = run("query", "no-such-query", "--store", store)
    assert code == 2 and err.startswith("error: unknown query 'no-such-query'")
    code, _, err = run("stats", "--conversation", "ghost", "--store", store)
    assert code == 2 and err == 'error: conversation "ghost": no such conversation in the store\n'


def test_unreachable_endpoint_exits_1() -> None:
    code, out, err = run("stats", "--endpoint", "http://127.0.0.1:9/query", "--json")
    assert (code, out) == (1, "")
    assert err.startswith("error: cannot reach http://127.0.0.1:9/query")


@pytest.mark.server
def test_the_same_commands_against_a_real_server(oxigraph_server: OxigraphServer) -> None:
    oxigraph_server.store().update("CLEAR ALL")
    remote = [
        "--endpoint",
        oxigraph_server.query_url,
        "--update-endpoint",
        oxigraph_server.update_url,
    ]
    first = run_json("ingest", str(example_file()), *remote)
    assert first == {"conversations": [{"id": EXAMPLE_ID, "turns_ingested": 8, "turns_skipped": 0}]}
    doc = run_json("query", "turns", "--conversation", EXAMPLE_ID, *remote)
    assert [r["index"] for r in doc["rows"]] == list(range(1, 9))
    assert run_json("validate", *remote) == {"conforms": True, "violations": []}


def test_the_installed_console_script_runs(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("dialogkg")
    done = subprocess.run(
        [str(exe), "ingest", str(example_file()), "--store", str(tmp_path / "s"), "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["conversations"][0]["turns_ingested"] == 8


@pytest.mark.parametrize(("content", "expected"), BAD_INPUTS)
def test_every_bad_input_exits_2_with_one_error_line(
    store: str, tmp_path: Path, content: Any, expected: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    code, out, err = run("ingest", str(path), "--store", store, "--json")
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith(f"error: {path}")
    assert expected in err
