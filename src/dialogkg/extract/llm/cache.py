"""LLM answers on disk, keyed by everything that determines them.

The key is a hash of the model, the prompt version and the exact opening messages (which hold
the turn's input and the rendered engine state), so a second run of the same input asks the
server nothing and lifts byte-identical graphs. Answers that validated are stored, and so is the
last problem of a question whose re-prompt budget ran out: a re-run degrades the same way
without asking again, until the model or the prompt version changes (both are in the key).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

from dialogkg.extract.llm.prompts import PROMPT_VERSION, Message


def cache_key(model: str, step: str, messages: Sequence[Message]) -> str:
    payload = json.dumps(
        {"model": model, "prompt_version": PROMPT_VERSION, "step": step, "messages": list(messages)},
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


class ResponseCache:
    """A small SQLite file; one lock because extraction prefetches from worker threads."""

    def __init__(self, path: str | Path | None) -> None:
        self.path = Path(path) if path is not None else None
        self._lock = threading.Lock()
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(self.path) if self.path else ":memory:", check_same_thread=False)
        with self._db:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS answers"
                " (key TEXT PRIMARY KEY, model TEXT, prompt_version TEXT, step TEXT, answer TEXT)"
            )
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS failures"
                " (key TEXT PRIMARY KEY, model TEXT, prompt_version TEXT, step TEXT, problem TEXT)"
            )

    def get(self, key: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT answer FROM answers WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def put(self, key: str, model: str, step: str, answer: str) -> None:
        with self._lock, self._db:
            self._db.execute(
                "INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?)",
                (key, model, PROMPT_VERSION, step, answer),
            )
            self._db.execute("DELETE FROM failures WHERE key = ?", (key,))

    def failure(self, key: str) -> str | None:
        """The recorded problem of a question that got no valid answer, if any."""
        with self._lock:
            row = self._db.execute("SELECT problem FROM failures WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def put_failure(self, key: str, model: str, step: str, problem: str) -> None:
        with self._lock, self._db:
            self._db.execute(
                "INSERT OR REPLACE INTO failures VALUES (?, ?, ?, ?, ?)",
                (key, model, PROMPT_VERSION, step, problem),
            )

    def close(self) -> None:
        with self._lock:
            self._db.close()
