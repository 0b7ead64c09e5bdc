"""The command-line contract of FORMAT.md section 3."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from dialogkg.api import DialogKG
from dialogkg.cli import app
from tests.conftest import EXAMPLE_ID, OxigraphServer, example_file
from tests.test_ingest import BAD_INPUTS

runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, [str(a) for a in args])
    crashed = result.exception is not None and not isinstance(result.exception, SystemExit)
    if result.exit_code == 1 and not result.stderr and crashed:
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
    """An existing, empty store folder (only ingest creates a missing one)."""
    (tmp_path / "store").mkdir()
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
    assert "8 turns, 10 claims about 17 entities, 12 arguments from 14 operations, 12 named graphs" in text
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
        "head": ["speaker", "argument", "kind", "claim", "turn", "status", "since", "standing"],
        "rows": [
            {
                "speaker": "bot",
                "argument": "h1",
                "kind": "hypothesis",
                "claim": "payment timeouts come from connection pool exhaustion",
                "turn": 3,
                "status": "active",
                "since": 3,
                "standing": True,
            },
            {
                "speaker": "bot",
                "argument": "q1",
                "kind": "question",
                "claim": "was anything deployed around 14:00?",
                "turn": 3,
                "status": "active",
                "since": 3,
                "standing": True,
            },
            {
                "speaker": "bot",
                "argument": "h2",
                "kind": "hypothesis",
                "claim": "the release 4.2 report query exhausts the connection pool",
                "turn": 5,
                "status": "active",
                "since": 5,
                "standing": True,
            },
        ],
    }
    # As the command line binds it (a plain string), as_of is a turn index: h2 comes at turn 5.
    at = ["query", "commitments", "--conversation", EXAMPLE_ID, "--param", "as_of=4", "--store", store]
    assert [
        (r["argument"], r["status"], r.get("standing"))
        for r in run_json(*at)["rows"]
        if r["speaker"] == "bot"
    ] == [
        ("h1", "active", None),
        ("q1", "active", None),
    ]
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
    kg = DialogKG.open(store, create=False)  # streamed graph by graph, the same bytes as one payload
    try:
        payload = kg.export("trig")[1]
    finally:
        kg.close()
    assert payload is not None and out == payload.decode("utf-8")
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


HOME_TOWNS = Path(__file__).parent / "data" / "home-towns.json"
MEETING = Path(__file__).parent / "data" / "meeting-revision.json"


def _check_and_memory(*where: str) -> None:
    run_json("ingest", str(HOME_TOWNS), str(MEETING), str(example_file()), *where)
    code, out, err = run("check", "--conversation", "home-towns", "--reasoner", "none", "--json", *where)
    assert (code, err) == (1, "")
    [violation] = json.loads(out)["violations"]
    # One verdict: the clash memory records, in memory's words (issue 14).
    assert violation["shape"] == "UnauthorisedContradictionShape"
    assert violation["focus"] == "https://w3id.org/dialogkg/id/conv/home-towns/turn/2/claim/0"
    assert violation["message"] == (
        "turn 4: 'Lyon' (turn 2, assistant) replaced by 'Porto' for 'Marie Dubois has home town' "
        "(exclusive; contradiction, not authorised)"
    )
    for cid in ("meeting-revision", EXAMPLE_ID):
        doc = run_json("check", "--conversation", cid, "--reasoner", "none", *where)
        assert doc == {"conforms": True, "reasoner": "none", "violations": []}

    def scheduled(as_of: int) -> list[tuple[str, int]]:
        doc = run_json("memory", "--conversation", "meeting-revision", "--as-of", str(as_of), *where)
        return [(f["object"], f["turn"]) for f in doc["facts"] if f["relation"] == "is scheduled on"]

    assert scheduled(2) == [("Tuesday", 1), ("Tuesday", 2)]
    assert scheduled(4) == [("Thursday", 3), ("Thursday", 4)]


def test_check_and_memory_on_the_embedded_store(store: str) -> None:
    _check_and_memory("--store", store)
    code, out, _ = run("memory", "--conversation", "meeting-revision", "--store", store)
    assert code == 0 and "Thursday" in out and "replaced by 'Thursday'" in out
    code, out, _ = run("memory", "--conversation", "meeting-revision", "--format", "turtle", "--store", store)
    assert code == 0 and "dkg:Claim" in out


@pytest.mark.server
def test_check_and_memory_against_a_real_server(oxigraph_server: OxigraphServer) -> None:
    oxigraph_server.store().update("CLEAR ALL")
    _check_and_memory(
        "--endpoint", oxigraph_server.query_url, "--update-endpoint", oxigraph_server.update_url
    )


def test_check_default_reasoner_and_a_reasoner_that_cannot_run(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_json("ingest", str(HOME_TOWNS), "--store", store)
    code, out, _ = run("check", "--store", store, "--json")
    kinds = sorted("shape" if "shape" in v else "axiom" for v in json.loads(out)["violations"])
    assert (code, kinds) == (1, ["axiom", "shape"])  # OWL 2 RL by default, besides the shapes
    monkeypatch.setenv("PATH", "/nonexistent")
    import owlready2

    monkeypatch.setattr(owlready2, "JAVA_EXE", "java")
    code, out, err = run("check", "--store", store, "--reasoner", "hermit", "--json")
    assert (code, out) == (1, "")
    assert err.startswith("error: Java is not installed") and err.count("\n") == 1
    code, _, err = run("check", "--store", store, "--reasoner", "fact++")
    assert code == 2 and err.startswith("error: field --reasoner: must be one of")
    code, _, err = run("memory", "--store", store, "--conversation", "home-towns", "--as-of", "0")
    assert code == 2 and "as-of" in err


# -- start-up: a command imports only what it uses (issue 12) ------------------------------------

HEAVY = (
    "rdflib",
    "pydantic",
    "pyshacl",
    "owlready2",
    "openai",
    "spacy",
    "torch",
    "sentence_transformers",
    "starlette",
    "uvicorn",
    "mcp",
)


def _modules_after(*argv: str, watched: tuple[str, ...] = HEAVY) -> tuple[str, list[str]]:
    """Run the console entry point in a fresh interpreter; its stdout and the watched modules it loaded."""
    code = (
        "import sys\n"
        "from dialogkg.cli import main\n"
        f"sys.argv = ['dialogkg', *{list(argv)!r}]\n"
        "try:\n"
        "    main()\n"
        "except SystemExit:\n"
        "    pass\n"
        f"print(sorted(m for m in {watched!r} if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    *printed, loaded = done.stdout.splitlines()
    return "\n".join(printed), json.loads(loaded.replace("'", '"'))


def test_version_loads_no_heavy_module() -> None:
    printed, loaded = _modules_after("--version")
    assert printed == "dialogkg 0.1.0"
    assert loaded == []


def test_cli_defaults_are_the_api_defaults() -> None:
    """The CLI defines its options from dialogkg.defaults, which must agree with the engine."""
    from dialogkg import api, defaults
    from dialogkg.ground import verify

    assert defaults.DEFAULT_STORE == api.DEFAULT_STORE
    assert defaults.MATCH_THRESHOLD == verify.MATCH_THRESHOLD


def test_affected_answers_from_the_store_without_loading_the_engines(tmp_path: Path) -> None:
    """A one-off `affected` asks the derived graphs by SPARQL: no replay, and none of rdflib,
    pySHACL, the extractors or the model (typer itself needs pydantic for its options)."""
    store = str(tmp_path / "s")
    with DialogKG.open(store) as kg:
        kg.ingest([example_file()])
    engine = ("dialogkg.ground.state", "dialogkg.lift", "dialogkg.extract.schema", "dialogkg.memory.maintain")
    printed, loaded = _modules_after(
        "affected", "--conversation", EXAMPLE_ID, "o4", "--store", store, "--json", watched=HEAVY + engine
    )
    assert json.loads(printed) == {"retracted": "o4", "affected": ["h1", "h2"], "already_out": ["d1"]}
    assert [m for m in loaded if m != "pydantic"] == []


def test_max_turn_chars_bounds_a_turn(store: str, tmp_path: Path) -> None:
    path = tmp_path / "long.jsonl"
    path.write_text(json.dumps([{"role": "user", "content": "y" * 50}]) + "\n", encoding="utf-8")
    code, out, err = run("ingest", str(path), "--store", store, "--max-turn-chars", "49", "--json")
    assert (code, out) == (2, "")
    assert err == (
        f'error: {path}:1, conversation "long:1", turn 1, field content: '
        "50 characters, more than the limit of 49 (--max-turn-chars)\n"
    )
    assert (
        run_json("ingest", str(path), "--store", store, "--max-turn-chars", "50")["conversations"][0][
            "turns_ingested"
        ]
        == 1
    )


def test_a_surrogate_in_plain_text_is_an_input_error_with_every_extractor(store: str, tmp_path: Path) -> None:
    """F3: a lone surrogate in plain text crashed the rules extractor (a pydantic traceback)."""
    path = tmp_path / "s.json"
    path.write_text(
        '{"id": "c", "turns": [{"role": "user", "text": "I have a \\ud83d cat."}]}', encoding="utf-8"
    )
    for extractor in ("rules", "auto"):
        code, out, err = run("ingest", str(path), "--store", store, "--extractor", extractor)
        assert (code, out) == (2, "")
        assert err.startswith(f'error: {path}, conversation "c", turn 1, field text: not valid Unicode')
        assert err.count("\n") == 1
    assert run_json("stats", "--store", store)["turns"] == 0


def test_an_undecodable_file_name_is_reported_printably(store: str, tmp_path: Path) -> None:
    name = os.fsdecode(b"bad-\xff.json")  # "bad-\udcff.json": not UTF-8, kept by surrogateescape
    path = tmp_path / name
    path.write_text("{", encoding="utf-8")
    code, _, err = run("ingest", str(path), "--store", store)
    assert code == 2
    assert err.startswith("error: ") and "bad-\\udcff.json: malformed JSON" in err


@pytest.mark.parametrize(
    ("turtle", "expected"),
    [
        (
            "@prefix : <http://x/> .\n:a :p " + "[ :p " * 50_000 + ":b" + " ]" * 50_000 + " .\n",
            "nested too deeply",
        ),
        (
            "@prefix : <http://x/> .\n:a :p " + "( " * 50_000 + ":b" + " )" * 50_000 + " .\n",
            "nested too deeply",
        ),
        ('@prefix : <http://x/> .\n:a :p "unterminated', "Quote expected in string"),
    ],
    ids=["deep-blank-nodes", "deep-lists", "unterminated-string"],
)
def test_a_certificates_file_rdflib_cannot_read_is_an_input_error(
    store: str, tmp_path: Path, turtle: str, expected: str
) -> None:
    """RecursionError and AssertionError from rdflib's Turtle parser were tracebacks (exit 1)."""
    path = tmp_path / "certs.ttl"
    path.write_text(turtle, encoding="utf-8")
    code, out, err = run("certificates", "verify", str(path), "--store", store, "--json")
    assert (code, out) == (2, "")
    assert err.startswith(f"error: {path}: cannot read certificates: ") and expected in err
    assert err.count("\n") == 1


@pytest.mark.parametrize("conversation", ["", os.fsdecode(b"\xff")], ids=["empty", "undecodable"])
@pytest.mark.parametrize(
    "command",
    [
        ["query", "turns"],
        ["affected", "o1"],
        ["verify", "--id", "o1"],
        ["memory"],
        ["export", "--out", "x.trig"],
    ],
    ids=lambda c: c[0],
)
def test_a_conversation_id_no_iri_can_name_is_an_input_error(
    store: str, command: list[str], conversation: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An empty id was a ValueError and a command-line id of undecodable bytes a UnicodeEncodeError
    (tracebacks) wherever an IRI was minted from it."""
    work = tmp_path / "cwd"
    work.mkdir()
    monkeypatch.chdir(work)  # export's x.trig lands here, if anywhere
    code, _, err = run(*command, "--conversation", conversation, "--store", store)
    assert list(work.iterdir()) == []  # a failed export leaves no file behind
    assert code == 2, err
    assert err.startswith("error: ") and err.count("\n") == 1
    assert "names nothing" in err or "not valid Unicode" in err or "no such conversation" in err
