"""``dialogkg answer``: the FORMAT.md document, --as-of, --prov, and one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import rdflib
from typer.testing import CliRunner

from dialogkg.api import DialogKG
from dialogkg.cli import app

DATA = Path(__file__).resolve().parents[1] / "data"
WHEN = "When is the design review scheduled?"


def run(store: Path, *args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, [*args, "--store", str(store)])
    return result.exit_code, result.stdout, result.stderr


def test_answer_prints_exactly_the_format_document(tmp_path: Path) -> None:
    store = tmp_path / "store"
    assert run(store, "ingest", str(DATA / "meeting-revision.json"), "--extractor", "annotated")[0] == 0
    code, out, _ = run(store, "answer", WHEN, "--conversation", "meeting-revision", "--json")
    assert code == 0
    doc = json.loads(out)
    assert list(doc) == ["answer", "abstained", "facts", "trajectory", "as_of"]
    assert (doc["answer"], doc["abstained"], doc["as_of"]) == ("Thursday", False, None)
    assert doc["facts"] == [
        {
            "subject": "design review",
            "relation": "is scheduled on",
            "object": "Thursday",
            "turn": 4,
            "speaker": "assistant",
        }
    ]
    assert [list(step) for step in doc["trajectory"]] == [["action", "argument", "value"]] * 2
    with DialogKG.open(store) as kg:  # the command prints what the API answers
        assert kg.answer("meeting-revision", WHEN).to_json() == doc
    code, out, _ = run(store, "answer", WHEN, "--conversation", "meeting-revision", "--as-of", "2", "--json")
    assert (json.loads(out)["answer"], json.loads(out)["as_of"]) == ("Tuesday", 2)


def test_prov_file_holds_prov_used_from_the_answer_to_the_claim(tmp_path: Path) -> None:
    store, out_file = tmp_path / "store", tmp_path / "answer.ttl"
    run(store, "ingest", str(DATA / "meeting-revision.json"), "--extractor", "annotated")
    code, _, _ = run(store, "answer", WHEN, "--conversation", "meeting-revision", "--prov", str(out_file))
    assert code == 0
    graph = rdflib.Graph().parse(out_file, format="turtle")
    used = [str(o) for o in graph.objects(None, rdflib.URIRef("http://www.w3.org/ns/prov#used"))]
    assert [u.rsplit("/id/conv/", 1)[1] for u in used] == ["meeting-revision/turn/4/claim/0"]


def test_bad_input_is_one_error_line(tmp_path: Path) -> None:
    store = tmp_path / "store"
    run(store, "ingest", str(DATA / "meeting-revision.json"), "--extractor", "annotated")
    code, _, err = run(store, "answer", WHEN, "--conversation", "meeting-revision", "--policy", "magic")
    assert code == 2
    assert err.strip() == "error: field --policy: must be one of offline, llm, not 'magic' (unknown policy)"
    code, _, err = run(store, "answer", WHEN, "--conversation", "nope", "--json")
    assert code == 2
    assert err.strip() == 'error: conversation "nope": no such conversation in the store'
