"""``dialogkg mcp`` end to end: the real server as a subprocess, spoken to over stdio by the
mcp package's own client, answering the bundled example's Grounded Continuation questions."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
import rdflib

import dialogkg
from tests.conftest import DATA, EXAMPLE_ID, OxigraphServer, example_file

pytest.importorskip("mcp")  # an optional extra (anyio comes with it)

import anyio
from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import CallToolResult

from dialogkg.api import DialogKG
from dialogkg.errors import InputError
from dialogkg.service.mcp import Tools

DKG = rdflib.Namespace("https://w3id.org/dialogkg/ns#")
_COUNT_TURNS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT (COUNT(?t) AS ?turns) WHERE { GRAPH ?g { ?t a dkg:Turn } }"""
_INSERT = "INSERT DATA { GRAPH <urn:x:g> { <urn:x:s> <urn:x:p> <urn:x:o> } }"


def _server(connection: list[str]) -> StdioServerParameters:
    # The subprocess imports the same dialogkg sources as this test process.
    src = str(Path(dialogkg.__file__).resolve().parents[1])
    return StdioServerParameters(
        command=sys.executable,
        args=["-m", "dialogkg.cli", "mcp", *connection],
        env={"PYTHONPATH": src, "HF_HUB_OFFLINE": "1", "PATH": os.environ.get("PATH", "")},
    )


def _doc(result: CallToolResult) -> Any:
    assert not result.is_error, " ".join(getattr(c, "text", "") for c in result.content)
    assert result.structured_content is not None
    return result.structured_content


def _error(result: CallToolResult) -> str:
    assert result.is_error
    assert len(result.content) == 1
    text = getattr(result.content[0], "text", "")
    assert "\n" not in text
    return str(text)


@pytest.fixture(
    params=[pytest.param("embedded"), pytest.param("server", marks=pytest.mark.server)],
)
def connection(request: pytest.FixtureRequest, tmp_path: Path) -> list[str]:
    """The server's store options: an embedded store folder, or a real Oxigraph server, cleared."""
    if request.param == "embedded":
        return ["--store", str(tmp_path / "store"), "--create"]
    server: OxigraphServer = request.getfixturevalue("oxigraph_server")
    server.store().update("CLEAR ALL")
    return ["--endpoint", server.query_url, "--update-endpoint", server.update_url]


@pytest.mark.slow
def test_mcp_server_over_stdio(connection: list[str]) -> None:
    example = json.loads(example_file().read_text(encoding="utf-8"))
    answers: dict[str, Any] = {}

    async def session() -> None:
        async with Client(_server(connection)) as client:
            listed = await client.list_tools()
            answers["tools"] = sorted(t.name for t in listed.tools)
            answers["read_only"] = sorted(
                t.name for t in listed.tools if t.annotations is not None and t.annotations.read_only_hint
            )
            answers["unknown"] = _error(
                await client.call_tool("affected", {"conversation": "nope", "prop": "o4"})
            )
            answers["appends"] = []
            for i, turn in enumerate(example["turns"], start=1):
                arguments: dict[str, Any] = {
                    "conversation": EXAMPLE_ID,
                    "turn": turn,
                    "index": i,
                    "extractor": "annotated",
                }
                if i == 1:
                    arguments["participants"] = example["participants"]
                answers["appends"].append(_doc(await client.call_tool("append_turn", arguments)))
            late = {
                "conversation": EXAMPLE_ID,
                "turn": example["turns"][0],
                "index": 3,
                "extractor": "annotated",
            }
            answers["wrong_index"] = _error(await client.call_tool("append_turn", late))
            conv = {"conversation": EXAMPLE_ID}
            answers["affected"] = _doc(await client.call_tool("affected", {**conv, "prop": "o4"}))
            answers["verify_h2"] = _doc(await client.call_tool("verify", {**conv, "id": "h2"}))
            answers["verify_d1"] = _doc(await client.call_tool("verify", {**conv, "id": "d1"}))
            answers["both"] = _error(await client.call_tool("verify", {**conv, "id": "h2", "text": "x"}))
            answers["retract"] = _doc(await client.call_tool("retract", {**conv, "prop": "o4"}))
            answers["verify_h1"] = _doc(await client.call_tool("verify", {**conv, "id": "h1"}))
            answers["memory"] = _doc(await client.call_tool("memory", {**conv, "as_of": 2}))
            question = {**conv, "question": "What is the status of the payment gateway?"}
            answers["answer"] = _doc(await client.call_tool("answer", question))
            answers["answer_then"] = _doc(await client.call_tool("answer", {**question, "as_of": 5}))
            certs = await client.call_tool("certificates", conv)
            assert not certs.is_error
            answers["turtle"] = getattr(certs.content[0], "text", "")
            answers["update"] = _error(await client.call_tool("sparql", {"query": _INSERT}))
            answers["count"] = _doc(await client.call_tool("sparql", {"query": _COUNT_TURNS}))

    anyio.run(session)

    assert answers["tools"] == [
        "affected", "answer", "append_turn", "certificates", "memory", "retract", "sparql", "verify"
    ]  # fmt: skip
    assert answers["read_only"] == ["affected", "answer", "certificates", "memory", "sparql"]
    assert (answers["answer"]["answer"], answers["answer"]["abstained"]) == ("degraded", False)
    assert (answers["answer_then"]["answer"], answers["answer_then"]["as_of"]) == ("healthy", 5)
    assert answers["unknown"] == (
        'Error executing tool affected: conversation "nope": no such conversation in the store'
    )
    assert [(a["index"], a["arguments"]) for a in answers["appends"]] == [
        (1, ["o1", "o2"]),
        (2, ["o3", "o4"]),
        (3, ["h1", "q1"]),
        (4, ["o5"]),
        (5, ["h2"]),
        (6, ["o6"]),
        (7, ["h3", "d1"]),
        (8, ["c1"]),
    ]
    assert answers["wrong_index"] == (
        'Error executing tool append_turn: conversation "checkout-outage", turn 3, field index: '
        "turn index 3 is not the next one (9)"
    )
    assert answers["affected"] == {"retracted": "o4", "affected": ["h1", "h2"], "already_out": ["d1"]}
    assert answers["verify_h2"] == {
        "verdict": "grounded",
        "argument": "h2",
        "depends_on": ["h1", "o2", "o4", "o5"],
        "reason": "h2 stands (active); rests on h1, o2, o4, o5, all standing",
    }
    assert answers["verify_d1"] == {
        "verdict": "ungrounded",
        "argument": "d1",
        "depends_on": ["h1", "h2", "o2", "o4", "o5", "not h3"],
        "reason": "d1 holds only while h3 is false",
    }
    assert answers["both"] == (
        "Error executing tool verify: field --id/--text: give exactly one of an argument id or a text"
    )
    assert answers["retract"] == {
        "retracted": "o4",
        "affected": ["h1", "h2"],
        "already_out": ["d1"],
        "changed": ["h1", "h2", "o4"],
    }
    assert answers["verify_h1"] == {
        "verdict": "ungrounded",
        "argument": "h1",
        "depends_on": ["o2", "o4", "o5"],
        "reason": "h1 lost support from o4",
    }
    assert [(f["subject"], f["relation"], f["object"], f["turn"]) for f in answers["memory"]["facts"]] == [
        ("checkout", "fails since", "14:05", 1),
        ("card payments", "time out at rate", "one third", 1),
        ("payment gateway", "has status", "healthy", 2),  # superseded later (at turn 2 it stands)
        ("database connection pool", "has utilisation", "100%", 2),
    ]
    graph = rdflib.Graph().parse(data=answers["turtle"], format="turtle")
    grounding = sorted(
        (str(graph.value(c, DKG.candidate)), str(graph.value(c, DKG.verdict)))
        for c in graph.subjects(rdflib.RDF.type, DKG.GroundingCertificate)
    )
    assert grounding == [("d1", "ungrounded"), ("h1", "ungrounded")]
    assert answers["update"] == (
        "Error executing tool sparql: the sparql tool is read-only: SPARQL updates are rejected"
    )
    assert answers["count"] == {
        "head": {"vars": ["turns"]},
        "results": {
            "bindings": [
                {
                    "turns": {
                        "type": "literal",
                        "value": "8",
                        "datatype": "http://www.w3.org/2001/XMLSchema#integer",
                    }
                }
            ]
        },
    }


@pytest.mark.slow
def test_mcp_verify_by_text(tmp_path: Path) -> None:
    """Free text is matched to an argument by embedding, then compared for meaning; appends
    without an index take the next one."""
    example = json.loads(example_file().read_text(encoding="utf-8"))
    verdicts: list[Any] = []

    async def session() -> None:
        async with Client(_server(["--store", str(tmp_path / "store"), "--create"])) as client:
            for i, turn in enumerate(example["turns"], start=1):
                arguments = {"conversation": EXAMPLE_ID, "turn": turn, "extractor": "annotated"}
                if i == 1:
                    arguments["participants"] = example["participants"]
                _doc(await client.call_tool("append_turn", arguments))
            for text in ("the release's report query drains the pool", "checkout fails since 09:30"):
                verdicts.append(
                    _doc(await client.call_tool("verify", {"conversation": EXAMPLE_ID, "text": text}))
                )

    anyio.run(session)

    assert verdicts == [
        {
            "verdict": "grounded",
            "argument": "h2",
            "depends_on": ["h1", "o2", "o4", "o5"],
            "reason": "h2 stands (active); rests on h1, o2, o4, o5, all standing",
            "similarity": 0.8028,
        },
        {
            "verdict": "ungrounded",
            "argument": "o1",
            "depends_on": [],
            "reason": "contradicts o1 (NumMismatch: '09:30' vs '14:05'): checkout fails since 14:05",
            "similarity": 0.9182,
        },
    ]


def test_mcp_command_without_the_package_says_what_to_install(tmp_path: Path) -> None:
    src = str(Path(dialogkg.__file__).resolve().parents[1])
    code = (
        "import sys; sys.modules['mcp'] = None; "
        "sys.argv = ['dialogkg', 'mcp', '--store', sys.argv[1], '--create']; "
        "from dialogkg.cli import main; main()"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "store")],
        env={**os.environ, "PYTHONPATH": src},
        capture_output=True,
        text=True,
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "error: mcp needs the mcp extra: pip install 'dialogkg[mcp]'\n"


def test_tools_run_every_call_on_one_worker_thread() -> None:
    """The embedding cache's SQLite connection and the hot engines stay on the thread that made
    them, however many calls arrive at once; a dialogkg error becomes a one-line tool error."""

    def fail() -> None:
        raise InputError("bad\ninput")

    tools = Tools(DialogKG.open(None))
    threads: list[int] = []
    errors: list[str] = []

    async def calls() -> None:
        async with anyio.create_task_group() as group:
            for _ in range(8):
                group.start_soon(lambda: _record(tools, threads))
        try:
            await tools.call(fail)
        except ToolError as exc:
            errors.append(str(exc))

    try:
        anyio.run(calls)
    finally:
        tools.close()
        tools.kg.close()
    assert len(threads) == 8
    assert len(set(threads)) == 1
    assert threads[0] != threading.get_ident()
    assert errors == ["bad input"]


async def _record(tools: Tools, threads: list[int]) -> None:
    threads.append(await tools.call(threading.get_ident))


@pytest.mark.slow
def test_mcp_append_turn_with_evaluate_returns_the_certificates(tmp_path: Path) -> None:
    probe = json.loads((DATA / "skg-probes.jsonl").read_text(encoding="utf-8").splitlines()[1])
    answers: list[Any] = []

    async def session() -> None:
        async with Client(_server(["--store", str(tmp_path / "store"), "--create"])) as client:
            for turn in probe["turns"]:
                arguments = {
                    "conversation": probe["id"],
                    "turn": turn,
                    "extractor": "annotated",
                    "evaluate": True,
                }
                answers.append(_doc(await client.call_tool("append_turn", arguments))["certificates"])

    anyio.run(session)

    assert answers[:5] == [[], [], [], [], []]
    assert answers[5] == [
        {
            "detector": "Antonym",
            "hard": True,
            "confidence": 0.88,
            "flip_back": False,
            "anchor": "higher interest rates",
            "current": "(higher interest rates, increase, inflation)",
            "historical": "(higher interest rates, reduce, inflation)",
        }
    ]
