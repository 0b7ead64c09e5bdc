"""Crash consistency (issue 13, F6): derived graphs carry the turn count they reflect, and a
conversation whose marker lags its turns is rebuilt, by a resumed ingest, on first use, or by
`dialogkg repair`. Interruptions are injected at every write of an ingest, and a real process is
killed with SIGKILL in the middle of one."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
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


# An ingest in its own process that SIGKILLs itself at a phase boundary: the n-th time it reaches
# PHASE ("none": never). Boundaries: store opened; before and after a batch's extraction and
# apply, its validation, its one write (turns, derived deltas, marker); before and after a
# whole rewrite of lagging derived graphs; between a reader checkpoint and its pointer; done.
_KILLABLE_INGEST = """
import os, signal, sys
import dialogkg.ingest as ingest
import dialogkg.store.sharing as sharing
from dialogkg.api import DialogKG
from dialogkg.store.embedded import OxigraphStore

store, source, phase, nth = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
seen = {}

def boundary(name):
    seen[name] = seen.get(name, 0) + 1
    if name == phase and seen[name] == nth:
        os.kill(os.getpid(), signal.SIGKILL)

def around(owner, method, before, after):
    inner = getattr(owner, method)
    def wrapped(*args, **kwargs):
        boundary(before)
        result = inner(*args, **kwargs)
        boundary(after)
        return result
    setattr(owner, method, wrapped)

around(ingest.ConversationWriter, "prepare", "extracting", "extracted")
around(ingest.ConversationWriter, "first_invalid", "validating", "validated")
around(ingest.DerivedStream, "rewrite", "rewriting", "rewritten")
around(OxigraphStore, "change", "writing", "written")
replace = os.replace
def pointer(src, dst):
    if str(dst).endswith("current"):
        boundary("checkpointed")  # the checkpoint is complete; the pointer names the previous one
    replace(src, dst)
sharing.os.replace = pointer
with DialogKG.open(store) as kg:
    boundary("opened")
    kg.ingest([source], extractor="annotated", batch_size=100)
    boundary("ingested")
"""

# (phase, n) in the order the runs meet them; each run resumes what the previous one left.
_PHASES = [
    ("opened", 1),
    ("extracting", 1),
    ("extracted", 1),
    ("validated", 1),
    ("writing", 1),
    ("written", 1),
    ("extracted", 3),
    ("validating", 2),
    ("writing", 4),
    ("checkpointed", 1),
    ("written", 6),
    ("ingested", 1),
]


def _stored_and_marker(store: Path, cid: str) -> tuple[list[int], int | None]:
    from dialogkg.ingest import stored_turn_indices

    with DialogKG.open(store) as kg:
        return sorted(stored_turn_indices(kg.store, cid)), read_marker(kg.store, cid)


@pytest.mark.slow
def test_sigkill_at_phase_boundaries_and_random_moments_of_a_3000_turn_ingest(tmp_path: Path) -> None:
    """Issue 13: kill a real 3,000-turn ingest with SIGKILL at each phase boundary and at random
    moments; every kill leaves the derived graphs in step with the stored turns (each batch is one
    transaction), and after the resume the store, and every affected and verify answer, equal an
    uninterrupted ingest's."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    from live_turns import threaded_conversation

    cid = "conversation"
    source = tmp_path / "session.json"
    source.write_text(json.dumps(threaded_conversation(3000)), encoding="utf-8")
    store = tmp_path / "killed"

    def run(phase: str, nth: int = 1, kill_after: float | None = None, *, lagging: bool = False) -> bool:
        """One ingest process; True if it died of SIGKILL. Unless it was killed with the derived
        graphs still lagging (before their rewrite), the store is then consistent as it stands."""
        process = subprocess.Popen(
            [sys.executable, "-c", _KILLABLE_INGEST, str(store), str(source), phase, str(nth)]
        )
        if kill_after is not None:
            try:
                process.wait(kill_after)
            except subprocess.TimeoutExpired:
                process.send_signal(signal.SIGKILL)
        code = process.wait()
        assert code in (0, -signal.SIGKILL), f"{phase} {nth}: exit {code}"
        turns, marker = _stored_and_marker(store, cid)
        assert turns == list(range(1, len(turns) + 1))
        if not lagging:
            assert marker == (turns[-1] if turns else None), (
                f"derived graphs lag after a kill at {phase} {nth}"
            )
        return code == -signal.SIGKILL

    for phase, nth in _PHASES[:-1]:
        assert run(phase, nth), f"the ingest never reached {phase} {nth}"
    rng = random.Random(13)  # random moments, from a fixed seed
    killed = sum(run("none", kill_after=rng.uniform(1.0, 6.0)) for _ in range(3))
    assert killed >= 1
    # Derived graphs found lagging (a write by an older version cut off) are rewritten whole:
    # kill before and after that rewrite too.
    with DialogKG.open(store) as kg:
        kg.store.replace_graphs([v.state_graph(cid), v.dependency_graph(cid), v.memory_graph(cid)], [])
    assert run("rewriting", lagging=True) and _stored_and_marker(store, cid)[1] is None
    assert run("rewritten")
    assert run(*_PHASES[-1])  # every turn written, killed before the store was closed
    assert not run("none")

    reference = DialogKG(OxigraphStore(None))
    reference.ingest([source], extractor="annotated")
    with DialogKG.open(store) as kg:
        prefix = v.conversation_prefix(cid)
        assert sorted(map(str, kg.store.quads(prefix))) == sorted(map(str, reference.store.quads(prefix)))
        ids = sorted(reference.state(cid).args)
        assert sorted(kg.state(cid).args) == ids
        for arg in ids:
            assert kg.affected(cid, arg) == reference.affected(cid, arg)
            assert kg.verify(cid, argument=arg) == reference.verify(cid, argument=arg)
