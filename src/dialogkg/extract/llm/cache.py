"""LLM answers on disk, keyed by everything that determines them.

The key is a hash of the model, the prompt version and the exact opening messages (which hold
the turn's input and the rendered engine state), so a second run of the same input asks the
server nothing and lifts byte-identical graphs. Only answers that validated are stored.
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
    """A small SQLite table; one lock because extraction prefetches from worker threads."""

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

    def close(self) -> None:
        with self._lock:
            self._db.close()
