"""Readers never fail because a writer is busy (issue 13, F8): while one process writes the
embedded store, read-only commands read its latest checkpoint; a writer waits a bounded time for
a reader; with nothing to read, the error names the process that holds the store."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from typer.testing import CliRunner

from dialogkg.api import DialogKG
from dialogkg.cli import app
from dialogkg.errors import StoreError
from dialogkg.store.embedded import OxigraphStore
from tests.conftest import EXAMPLE_ID, example_file

runner = CliRunner()

# A writer that ingests, keeps writing for a while (so it publishes a checkpoint), then holds the
# store until told to stop.
_WRITER = """
import sys, time
from pathlib import Path
from dialogkg.api import DialogKG
with DialogKG.open(sys.argv[1]) as kg:
    kg.ingest([sys.argv[2]])
    time.sleep(1.1)
    kg.store.insert([[]])  # nothing to write: no checkpoint
    kg.retract("checkout-outage", "o5")  # a write after a second: a checkpoint
    Path(sys.argv[3]).write_text("ready")
    while not Path(sys.argv[4]).exists():
        time.sleep(0.05)
"""


def _hold(store: Path, tmp: Path) -> tuple[subprocess.Popen[bytes], Path]:
    ready, stop = tmp / "ready", tmp / "stop"
    process = subprocess.Popen(
        [sys.executable, "-c", _WRITER, str(store), str(example_file()), str(ready), str(stop)]
    )
    for _ in range(600):
        if ready.exists() or process.poll() is not None:
            break
        time.sleep(0.05)
    assert ready.exists(), "the writer did not start"
    return process, stop


def test_reading_commands_read_the_writers_checkpoint_while_it_writes(tmp_path: Path) -> None:
    store = tmp_path / "s"
    process, stop = _hold(store, tmp_path)
    try:
        for argv in (
            ["stats", "--conversation", EXAMPLE_ID],
            ["query", "commitments", "--conversation", EXAMPLE_ID],
            ["affected", "--conversation", EXAMPLE_ID, "o4"],
            ["memory", "--conversation", EXAMPLE_ID],
        ):
            done = runner.invoke(app, [*argv, "--store", str(store), "--json"])
            assert done.exit_code == 0, (argv, done.stderr)
            assert done.stderr.startswith(f"note: process {process.pid} (")
            assert "reading its checkpoint of" in done.stderr
        done = runner.invoke(
            app, ["affected", "--conversation", EXAMPLE_ID, "o4", "--store", str(store), "--json"]
        )
        # The checkpoint holds the retraction of o5 made before it was taken.
        assert json.loads(done.stdout) == {
            "retracted": "o4",
            "affected": [],
            "already_out": ["d1", "h1", "h2"],
        }
        # A writer does not read checkpoints: it waits, then names the holder.
        try:
            OxigraphStore(store, wait=0.5)
        except StoreError as exc:
            assert f"in use by process {process.pid}" in str(exc)
        else:
            raise AssertionError("a second writer opened a locked store")
    finally:
        (stop).write_text("stop")
        process.wait(timeout=30)
    with DialogKG.open(store, reader=True) as kg:  # the writer is gone: the store itself
        assert kg.store.notice is None  # type: ignore[attr-defined]
        assert kg.affected(EXAMPLE_ID, "o5").affected == ()
    assert not (store / "dialogkg-holder.json").exists()


def test_a_writer_waits_for_a_reader_that_came_first(tmp_path: Path) -> None:
    store = tmp_path / "s"
    with DialogKG.open(store) as kg:
        kg.ingest([example_file()])
    reader = subprocess.Popen(
        [sys.executable, "-c", "import sys, time\nfrom dialogkg.api import DialogKG\n"
         "kg = DialogKG.open(sys.argv[1], reader=True)\ntime.sleep(1.0)\nkg.close()", str(store)]
    )  # fmt: skip
    time.sleep(0.6)
    with DialogKG.open(store) as kg:  # used to fail at once with RocksDB's lock error
        assert kg.affected(EXAMPLE_ID, "o4").affected == ("h1", "h2")
    assert reader.wait(timeout=30) == 0
