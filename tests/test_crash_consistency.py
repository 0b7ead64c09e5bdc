"""Crash consistency (issue 13, F6): derived graphs carry the turn count they reflect, and a
conversation whose marker lags its turns is rebuilt, by a resumed ingest, on first use, or by
`dialogkg repair`. Interruptions are injected at every write of an ingest, and a real process is
killed with SIGKILL in the middle of one."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.cli import app
from dialogkg.conversation.readers import parse_conversation
from dialogkg.errors import StoreError
from dialogkg.ground.graphs import marker_quad, read_marker
from dialogkg.store.base import Store
from dialogkg.store.embedded import OxigraphStore
from tests.conftest import EXAMPLE_ID, example_file

runner = CliRunner()


class _CrashingStore:
    """Fails the n-th write of any kind (a turn batch, a delta or a whole-graph rewrite)."""

    def __init__(self, inner: Store, fail_at: int) -> None:
        self.inner = inner
        self.description = inner.description
        self.writes = 0
        self.fail_at = fail_at

    def _write(self) -> None:
        self.writes += 1
        if self.writes == self.fail_at:
            raise StoreError("killed")

    def insert(self, batches: Any) -> None:
        self._write()
        self.inner.insert(batches)

    def replace_graphs(self, graphs: Any, quads: Any) -> None:
        self._write()
        self.inner.replace_graphs(graphs, quads)

    def change(self, removed: Any, added: Any) -> None:
        self._write()
        self.inner.change(removed, added)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def _everything(kg: DialogKG) -> list[str]:
    return sorted(map(str, kg.store.quads()))


def _reference() -> list[str]:
    kg = DialogKG(OxigraphStore(None))
    kg.ingest([example_file()], batch_size=3)
    return _everything(kg)


def _reference_of(turns: int) -> list[str]:
    """The store after an uninterrupted ingest of the example's first ``turns`` turns."""
    kg = DialogKG(OxigraphStore(None))
    doc = json.loads(example_file().read_text(encoding="utf-8"))
    if turns:
        kg.ingest([parse_conversation(dict(doc, turns=doc["turns"][:turns]))], batch_size=3)
    return _everything(kg)


@pytest.mark.parametrize("marker", [None, 6])
def test_derived_graphs_behind_the_turns_are_repaired_by_the_resumed_ingest(marker: int | None) -> None:
    """F6: the turns were all written but the derived graphs were not (or reflect fewer turns): a
    write cut off by an older version, which wrote them whole at the end. The resume skips every
    turn, and used to skip the rewrite too, leaving `affected` answering nothing."""
    kg = DialogKG(OxigraphStore(None))
    kg.ingest([example_file()], batch_size=3)
    cid = EXAMPLE_ID
    kg.store.replace_graphs(
        [v.state_graph(cid), v.dependency_graph(cid), v.memory_graph(cid)],
        [] if marker is None else [marker_quad(cid, marker)],
    )
    assert read_marker(kg.store, cid) == marker
    again = kg.ingest([example_file()]).conversations[0]
    assert (again.turns_ingested, again.turns_skipped) == (0, 8)
    assert read_marker(kg.store, cid) == 8
    assert kg.affected(cid, "o4").to_json() == {
        "retracted": "o4",
        "affected": ["h1", "h2"],
        "already_out": ["d1"],
    }
    assert _everything(kg) == _reference()


@pytest.mark.parametrize("fail_at", [1, 2, 3])
def test_an_ingest_cut_at_any_write_is_consistent_and_resumes_to_the_uninterrupted_store(
    fail_at: int,
) -> None:
    """Each batch (3, 3 and 2 turns) is one write holding its turns, the derived deltas and the
    marker: a cut leaves exactly the store of an uninterrupted ingest of the turns before it."""
    kg = DialogKG(OxigraphStore(None))
    with pytest.raises(StoreError):
        DialogKG(_CrashingStore(kg.store, fail_at)).ingest([example_file()], batch_size=3)
    written = 3 * (fail_at - 1)
    assert read_marker(kg.store, EXAMPLE_ID) == (written or None)
    assert _everything(kg) == _reference_of(written)
    kg.ingest([example_file()], batch_size=3)
    assert _everything(kg) == _reference()


def test_lagging_graphs_are_rebuilt_on_first_use_and_by_repair(tmp_path: Path) -> None:
    store = tmp_path / "s"
    with DialogKG.open(store) as kg:
        kg.ingest([example_file()])
        reference = _everything(kg)
        # What a cut-off write leaves: turns stored, derived graphs and marker gone.
        for graph in (v.state_graph(EXAMPLE_ID), v.dependency_graph(EXAMPLE_ID)):
            kg.store.update(f"DROP SILENT GRAPH <{graph.value}>")
    with DialogKG.open(store) as kg:  # a new process; affected would read the (empty) graphs
        assert kg.affected(EXAMPLE_ID, "o4").affected == ("h1", "h2")
        assert _everything(kg) == reference
    with DialogKG.open(store) as kg:
        kg.store.update(f"DROP SILENT GRAPH <{v.state_graph(EXAMPLE_ID).value}>")
    done = runner.invoke(app, ["repair", "--store", str(store), "--json"])
    assert done.exit_code == 0, done.stderr
    assert json.loads(done.stdout) == {"repaired": [EXAMPLE_ID]}
    done = runner.invoke(app, ["repair", "--store", str(store), "--json"])
    assert json.loads(done.stdout) == {"repaired": []}
    with DialogKG.open(store) as kg:
        assert _everything(kg) == reference


def test_a_failed_live_append_leaves_nothing_and_the_next_process_continues() -> None:
    doc = json.loads(example_file().read_text(encoding="utf-8"))
    kg = DialogKG(OxigraphStore(None))
    crashing = DialogKG(_CrashingStore(kg.store, fail_at=5))
    for turn in doc["turns"][:4]:
        crashing.append(EXAMPLE_ID, turn, participants=doc["participants"], extractor="annotated")
    before = _everything(kg)
    with pytest.raises(StoreError):
        crashing.append(EXAMPLE_ID, doc["turns"][4], extractor="annotated")
    assert _everything(kg) == before
    for index, turn in enumerate(doc["turns"][4:], start=5):
        kg.append(EXAMPLE_ID, turn, extractor="annotated", index=index)
    assert _everything(kg) == _reference()


_INGEST = """
import sys
from dialogkg.api import DialogKG
with DialogKG.open(sys.argv[1]) as kg:
    kg.ingest([sys.argv[2]], extractor="annotated", batch_size=20)
"""


@pytest.mark.slow
def test_sigkill_during_ingest_then_resume_gives_the_uninterrupted_answers(tmp_path: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    from live_turns import threaded_conversation

    doc = threaded_conversation(600)
    source = tmp_path / "session.json"
    source.write_text(json.dumps(doc), encoding="utf-8")
    reference = DialogKG(OxigraphStore(None))
    reference.ingest([source], extractor="annotated")
    store = tmp_path / "killed"
    killed = 0
    for delay in (0.8, 1.6, 2.4):  # into reading, into the batches, near the end
        process = subprocess.Popen([sys.executable, "-c", _INGEST, str(store), str(source)])
        time.sleep(delay)
        if process.poll() is None:
            os.kill(process.pid, signal.SIGKILL)
            killed += 1
        process.wait()
    assert killed >= 1
    with DialogKG.open(store) as kg:
        kg.ingest([source], extractor="annotated")
        ids = sorted(reference.state("conversation").args)
        assert sorted(kg.state("conversation").args) == ids
        for arg in ids[::7]:
            assert kg.affected("conversation", arg) == reference.affected("conversation", arg)
            assert kg.verify("conversation", argument=arg) == reference.verify("conversation", argument=arg)
