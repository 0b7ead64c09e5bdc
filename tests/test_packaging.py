"""Ontology, shapes, queries and the example ship inside the wheel and load as resources."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from dialogkg import resources

ROOT = Path(__file__).resolve().parents[1]


def test_resources_load_through_importlib() -> None:
    assert "owl:Ontology" in resources.ontology_text()
    assert '"@context"' in resources.context_text()
    assert resources.shape_names() == ["consistency", "conversation", "turn"]
    assert "SELECT" in resources.query_text("turns")
    assert resources.example_names() == ["checkout-outage.json", "museum-hours.json"]


def test_packaged_files_are_the_top_level_source_files() -> None:
    assert resources.ontology_text() == (ROOT / "ontology" / "dialogkg.ttl").read_text(encoding="utf-8")
    assert resources.context_text() == (ROOT / "ontology" / "context.jsonld").read_text(encoding="utf-8")
    for name in resources.query_names():
        assert resources.query_text(name) == (ROOT / "queries" / f"{name}.rq").read_text(encoding="utf-8")


@pytest.mark.slow
def test_the_wheel_contains_ontology_shapes_queries_and_example(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    [wheel] = tmp_path.glob("dialogkg-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    expected = {
        "dialogkg/ontology/dialogkg.ttl",
        "dialogkg/ontology/context.jsonld",
        "dialogkg/shapes/turn.ttl",
        "dialogkg/shapes/conversation.ttl",
        "dialogkg/examples/checkout-outage.json",
        "dialogkg/py.typed",
    } | {f"dialogkg/queries/{n}.rq" for n in resources.query_names()}
    assert expected <= names
