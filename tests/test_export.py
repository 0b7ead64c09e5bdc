"""Export round trips: what is written re-parses with rdflib, graph by graph."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import rdflib
from pyoxigraph import Literal, NamedNode, Quad

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.errors import InputError
from dialogkg.store import remote
from dialogkg.store.remote import SparqlEndpointStore
from tests.conftest import EXAMPLE_ID, example_file


@pytest.fixture
def loaded(kg: DialogKG) -> DialogKG:
    kg.ingest([example_file()])
    return kg


def test_trig_export_reparses_with_one_nonempty_graph_per_turn(loaded: DialogKG, tmp_path: Path) -> None:
    out = tmp_path / "dump.trig"
    result, payload = loaded.export("trig", conversation=EXAMPLE_ID, out=out)
    assert payload is None
    dataset = rdflib.Dataset()
    dataset.parse(out, format="trig")
    sizes = {str(g.identifier): len(g) for g in dataset.graphs() if len(g)}
    turn_graphs = {v.turn_graph(EXAMPLE_ID, i).value for i in range(1, 9)}
    assert turn_graphs <= set(sizes)
    derived = {
        v.state_graph(EXAMPLE_ID).value,
        v.dependency_graph(EXAMPLE_ID).value,
        v.memory_graph(EXAMPLE_ID).value,
    }
    assert set(sizes) == turn_graphs | derived | {v.conversation_graph(EXAMPLE_ID).value}
    assert all(sizes[g] > 0 for g in turn_graphs)
    assert sum(sizes.values()) == result.triples == loaded.stats(EXAMPLE_ID).counts["quads"]


@pytest.mark.parametrize(("fmt", "rdflib_format"), [("nquads", "nquads"), ("jsonld", "json-ld")])
def test_dataset_formats_reparse_with_the_same_quad_count(
    loaded: DialogKG, fmt: str, rdflib_format: str
) -> None:
    result, payload = loaded.export(fmt)
    assert payload is not None
    dataset = rdflib.Dataset()
    dataset.parse(data=payload.decode("utf-8"), format=rdflib_format)
    assert sum(len(g) for g in dataset.graphs()) == result.triples


def test_turtle_export_is_the_union_of_the_graphs(loaded: DialogKG) -> None:
    result, payload = loaded.export("turtle", conversation=EXAMPLE_ID)
    assert payload is not None
    graph = rdflib.Graph().parse(data=payload.decode("utf-8"), format="turtle")
    distinct = {q.triple for q in loaded.store.quads(v.conversation_prefix(EXAMPLE_ID))}
    assert len(graph) == len(distinct) == result.triples
    assert len(distinct) < loaded.stats(EXAMPLE_ID).counts["quads"]  # entities recur across turns


def test_export_is_byte_identical_across_runs_and_into_a_stream(loaded: DialogKG) -> None:
    _, first = loaded.export("trig")
    stream = io.BytesIO()
    loaded.export("trig", out=stream)
    assert first == stream.getvalue()


def test_export_of_an_unknown_conversation_is_an_input_error(loaded: DialogKG) -> None:
    with pytest.raises(InputError, match='conversation "nope": no such conversation'):
        loaded.export("trig", conversation="nope")
    with pytest.raises(InputError, match="unknown format 'rdfxml'"):
        loaded.export("rdfxml")


FOREIGN = NamedNode("urn:elsewhere:graph")


def test_whole_store_counts_and_exports_keep_to_dialogkgs_graphs(loaded: DialogKG) -> None:
    # A shared server holds other graphs too (Virtuoso its own system graphs): they stay out,
    # and the whole store counts and exports what the one conversation does (Virtuoso once
    # showed zeros here: its STRSTARTS is false for an empty prefix).
    loaded.store.insert([[Quad(NamedNode("urn:s"), NamedNode("urn:p"), Literal("x"), FOREIGN)]])
    whole, one = loaded.stats().counts, loaded.stats(EXAMPLE_ID).counts
    assert whole == one
    assert whole["turns"] == 8
    result, payload = loaded.export("nquads")
    assert payload is not None
    assert b"urn:elsewhere" not in payload
    assert result.triples == whole["quads"] == len(payload.splitlines())


def test_exports_are_the_same_bytes_on_every_store(loaded: DialogKG, tmp_path: Path) -> None:
    reference = DialogKG.open(tmp_path / "reference")
    reference.ingest([example_file()])
    for fmt in ("trig", "nquads", "turtle"):
        assert loaded.export(fmt)[1] == reference.export(fmt)[1], fmt


def test_remote_graph_names_page_past_a_short_page(loaded: DialogKG, monkeypatch: pytest.MonkeyPatch) -> None:
    if not isinstance(loaded.store, SparqlEndpointStore):
        pytest.skip("graph-name paging is the remote store's")
    monkeypatch.setattr(remote, "_GRAPH_PAGE", 2)
    names = loaded.store.graph_names(v.conversation_prefix(EXAMPLE_ID))
    assert [g.value for g in names] == sorted(g.value for g in names)
    assert len(names) == loaded.stats(EXAMPLE_ID).counts["graphs"] == 12
    assert (
        loaded.export("trig", conversation=EXAMPLE_ID)[0].triples == loaded.stats(EXAMPLE_ID).counts["quads"]
    )
