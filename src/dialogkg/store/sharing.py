"""One writer, many readers, on an embedded store that only one process may open.

RocksDB (under Oxigraph) locks the store directory for the process that opens it, and opening
it read-only beside a live writer is undefined behaviour (pyoxigraph's documentation). So:

- a writer records who it is (pid, command, since when) beside the data while it holds the
  lock, and, while it keeps writing, publishes a consistent checkpoint of the store
  (``Store.backup``, hard links, a few milliseconds) at most once a second;
- a reader that finds the store locked opens the newest checkpoint read-only (nobody writes
  it) and says so; with no checkpoint yet it waits, a bounded time, then names the holder;
- a writer that finds the store locked (a reader opened it first) waits the same bounded time.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from pyoxigraph import Store as _OxStore

from dialogkg.errors import StoreError

WAIT_SECONDS = 10.0  # how long a command waits for another process's lock
SNAPSHOT_EVERY = 1.0  # seconds between checkpoints while a writer keeps writing
_HOLDER = "dialogkg-holder.json"
_SNAPSHOTS = "dialogkg-snapshots"
_CURRENT = "current"


@dataclass(frozen=True)
class Opened:
    store: _OxStore
    snapshot: Path | None  # set when a reader got a checkpoint instead of the store
    notice: str | None


def open_shared(path: Path, *, reader: bool, wait: float = WAIT_SECONDS) -> Opened:
    """Open the store for writing, or, for a reader, fall back to the writer's checkpoint."""
    deadline = time.monotonic() + wait
    pause = 0.05
    while True:
        try:
            store = _OxStore(str(path))
        except RuntimeError as exc:  # RocksDB's own errors: a damaged folder ("Corruption: ...")
            raise StoreError(
                f"cannot open store at {path}: {exc} (not an intact dialogkg store; restore it from a "
                "backup or an export, or give another --store)"
            ) from exc
        except OSError as exc:
            if not _locked(exc):
                raise StoreError(f"cannot open store at {path}: {exc}") from exc
        else:
            _claim(path)
            return Opened(store, None, None)
        if reader:
            snapshot = current_snapshot(path)
            if snapshot is not None:
                try:
                    store = _OxStore.read_only(str(snapshot))
                except OSError:
                    pass  # replaced while we opened it: look again
                else:
                    when = time.strftime("%H:%M:%S", time.localtime(snapshot.stat().st_mtime))
                    notice = f"{holder(path)} is writing {path}; reading its checkpoint of {when}"
                    return Opened(store, snapshot, notice)
        if time.monotonic() >= deadline:
            raise StoreError(
                f"store {path} is in use by {holder(path)}; waited {wait:.0f} s for it "
                "(stop that process, or query the running `dialogkg serve` instead)"
            )
        time.sleep(pause)
        pause = min(pause * 2, 0.5)


def _locked(exc: OSError) -> bool:
    text = str(exc).lower()
    return "lock" in text


def _claim(path: Path) -> None:
    """Record this process as the holder and drop checkpoints of earlier writers."""
    doc = {"pid": os.getpid(), "command": " ".join(sys.argv[:3]), "since": time.time()}
    target = path / _HOLDER
    temporary = target.with_suffix(".tmp")
    temporary.write_text(json.dumps(doc), encoding="utf-8")
    os.replace(temporary, target)
    shutil.rmtree(path / _SNAPSHOTS, ignore_errors=True)


def release(path: Path) -> None:
    (path / _HOLDER).unlink(missing_ok=True)
    shutil.rmtree(path / _SNAPSHOTS, ignore_errors=True)


def holder(path: Path) -> str:
    """Who holds the store, as far as its holder record says."""
    try:
        doc = json.loads((path / _HOLDER).read_text(encoding="utf-8"))
        since = time.strftime("%H:%M:%S", time.localtime(float(doc["since"])))
        return f"process {int(doc['pid'])} ({doc['command']}, since {since})"
    except (OSError, ValueError, KeyError, TypeError):
        return "another process"


def current_snapshot(path: Path) -> Path | None:
    try:
        name = (path / _SNAPSHOTS / _CURRENT).read_text(encoding="utf-8").strip()
    except OSError:
        return None
    snapshot = path / _SNAPSHOTS / name
    return snapshot if name and snapshot.is_dir() else None


class Checkpoints:
    """A writer's checkpoints: one at most every ``SNAPSHOT_EVERY`` seconds of writing, the last
    two kept (a reader may still have the previous one open)."""

    def __init__(self, path: Path, store: _OxStore) -> None:
        self.path = path
        self.store = store
        self.opened = time.monotonic()
        self.last = self.opened

    def after_write(self) -> None:
        now = time.monotonic()
        if now - self.last < SNAPSHOT_EVERY:
            return
        self.last = now
        folder = self.path / _SNAPSHOTS
        folder.mkdir(exist_ok=True)
        name = f"{time.time_ns()}"
        self.store.backup(str(folder / name))
        pointer = folder / f"{_CURRENT}.tmp"
        pointer.write_text(name, encoding="utf-8")
        os.replace(pointer, folder / _CURRENT)
        kept = sorted(p.name for p in folder.iterdir() if p.is_dir())[-2:]
        for old in folder.iterdir():
            if old.is_dir() and old.name not in kept:
                shutil.rmtree(old, ignore_errors=True)
