"""`query --format srj|csv|tsv`: W3C SPARQL 1.1 Query Results, read back by rdflib's parsers."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
import rdflib
from pyoxigraph import BlankNode, Literal, NamedNode
from rdflib.query import Result

from dialogkg.api import DialogKG
from dialogkg.store.base import SelectResult
from dialogkg.store.embedded import OxigraphStore
from dialogkg.store.results import serialize_results
from dialogkg.terms import to_rdflib
from tests.conftest import EXAMPLE_ID, OxigraphServer, example_file
from tests.test_cli import run, run_json

XSD = "http://www.w3.org/2001/XMLSchema#"


@pytest.fixture
def loaded(kg: DialogKG) -> DialogKG:
    kg.ingest([example_file()])
    return kg


def _parse(payload: bytes, fmt: str) -> Result:
    rdflib_format = {"srj": "json", "csv": "csv", "tsv": "tsv"}[fmt]
    return Result.parse(io.BytesIO(payload), format=rdflib_format)


def test_srj_of_a_bundled_query_parses_in_rdflib_with_the_same_terms(loaded: DialogKG) -> None:
    result = loaded.query("turns", conversation=EXAMPLE_ID)
    parsed = _parse(serialize_results(result, "srj"), "srj")
    assert parsed.type == "SELECT"
    assert (
        [str(x) for x in parsed.vars or []] == list(result.variables) == ["index", "speaker", "role", "text"]
    )
    assert len(parsed) == len(result.rows) == 8
    for row, solution in zip(result.rows, parsed, strict=True):
        assert isinstance(solution, rdflib.query.ResultRow)
        assert {k: to_rdflib(t) for k, t in row.items()} == {str(k): t for k, t in solution.asdict().items()}
    first = next(iter(parsed))
    assert isinstance(first, rdflib.query.ResultRow)
    assert first["index"] == rdflib.Literal(1) and first["index"].datatype == rdflib.XSD.integer


@pytest.mark.parametrize("fmt", ["csv", "tsv"])
def test_csv_and_tsv_headers_and_row_counts(loaded: DialogKG, fmt: str) -> None:
    result = loaded.query("commitments", conversation=EXAMPLE_ID)
    payload = serialize_results(result, fmt)
    lines = payload.decode("utf-8").splitlines()
    header = ["speaker", "argument", "kind", "claim", "turn", "status", "since", "standing"]
    if fmt == "csv":
        assert payload.count(b"\r\n") == len(result.rows) + 1  # CSV lines end in CRLF
        assert lines[0] == ",".join(header)
        assert len(list(csv.reader(io.StringIO(payload.decode("utf-8"))))) == len(result.rows) + 1
    else:
        assert lines[0] == "\t".join(f"?{name}" for name in header)
        assert len(lines) == len(result.rows) + 1
    parsed = _parse(payload, fmt)
    assert [str(x) for x in parsed.vars or []] == header
    assert len(parsed) == len(result.rows) == 12


def test_tsv_keeps_types_and_csv_keeps_lexical_values(loaded: DialogKG) -> None:
    result = loaded.query("turns", conversation=EXAMPLE_ID)
    tsv = _parse(serialize_results(result, "tsv"), "tsv")
    terms = [{k: to_rdflib(t) for k, t in row.items()} for row in result.rows]
    assert [{str(k): t for k, t in s.asdict().items()} for s in tsv] == terms  # type: ignore[union-attr]
    rows = list(csv.DictReader(io.StringIO(serialize_results(result, "csv").decode("utf-8"))))
    assert [r["index"] for r in rows] == [str(i) for i in range(1, 9)]
    assert rows[0]["text"] == result.rows[0]["text"].value


def test_awkward_terms_round_trip_through_every_format() -> None:
    """Unbound variables, language tags, blank nodes, tabs, quotes and newlines."""
    text = 'a "quoted"\ttab,\nnew line'
    result = SelectResult(
        ("s", "o", "n"),
        (
            {"s": NamedNode("https://example.org/a"), "o": Literal(text, language="en")},
            {"s": BlankNode("b0"), "n": Literal("2.5", datatype=NamedNode(XSD + "decimal"))},
            {"o": Literal(text)},
        ),
    )
    srj = json.loads(serialize_results(result, "srj"))
    assert srj["results"]["bindings"][1] == {
        "s": {"type": "bnode", "value": "b0"},
        "n": {"type": "literal", "value": "2.5", "datatype": XSD + "decimal"},
    }
    for fmt in ("srj", "tsv"):
        parsed = list(_parse(serialize_results(result, fmt), fmt))
        assert len(parsed) == 3
        first, second, third = (s.asdict() for s in parsed)  # type: ignore[union-attr]
        assert first == {"s": rdflib.URIRef("https://example.org/a"), "o": rdflib.Literal(text, lang="en")}
        assert set(second) == {"s", "n"} and isinstance(second["s"], rdflib.BNode)
        assert second["n"] == rdflib.Literal("2.5", datatype=rdflib.XSD.decimal)
        assert third == {"o": rdflib.Literal(text)}
    rows = list(csv.reader(io.StringIO(serialize_results(result, "csv").decode("utf-8"), newline="")))
    assert rows == [["s", "o", "n"], ["https://example.org/a", text, ""], ["_:b0", "", "2.5"], ["", text, ""]]


def test_cli_srj_parses_in_rdflib_like_the_json_document(tmp_path: Path) -> None:
    store = str(tmp_path / "store")
    run_json("ingest", str(example_file()), "--store", store)
    doc = run_json("query", "turns", "--conversation", EXAMPLE_ID, "--store", store)
    code, out, err = run("query", "turns", "--conversation", EXAMPLE_ID, "--store", store, "--format", "srj")
    assert code == 0, err
    parsed = _parse(out.encode("utf-8"), "srj")
    assert [str(x) for x in parsed.vars or []] == doc["head"]
    assert len(parsed) == len(doc["rows"]) == 8
    assert [int(s["index"]) for s in parsed] == [r["index"] for r in doc["rows"]]  # type: ignore[index]
    for fmt, first in (("csv", "index,speaker,role,text"), ("tsv", "?index\t?speaker\t?role\t?text")):
        code, out, _ = run("query", "turns", "--conversation", EXAMPLE_ID, "--store", store, "--format", fmt)
        assert code == 0 and out.splitlines()[0] == first and len(out.splitlines()) == 9
    code, out, err = run("query", "turns", "--store", store, "--format", "srj", "--json")
    assert (code, out) == (2, "") and err.startswith("error: field --format: give either --json or --format")
    code, out, err = run("query", "turns", "--store", store, "--format", "xml")
    assert (code, out) == (2, "") and err.startswith("error: field --format: unknown format 'xml'")


@pytest.mark.server
def test_srj_is_byte_identical_from_the_embedded_store_and_a_server(
    oxigraph_server: OxigraphServer, tmp_path: Path
) -> None:
    remote = oxigraph_server.store()
    remote.update("CLEAR ALL")
    server = DialogKG(remote)
    local = DialogKG(OxigraphStore(tmp_path / "store"))
    try:
        for kg in (server, local):
            kg.ingest([example_file()])
        for fmt in ("srj", "csv", "tsv"):
            outputs = {
                serialize_results(kg.query("commitments", conversation=EXAMPLE_ID), fmt)
                for kg in (server, local)
            }
            assert len(outputs) == 1, fmt
    finally:
        server.close()
        local.close()
