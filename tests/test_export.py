"""Export round trips: what is written re-parses with rdflib, graph by graph."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
import rdflib

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.errors import InputError
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
