"""The embedding wrapper: the packaged default model, and a disk cache that makes re-runs free."""

from __future__ import annotations

from pathlib import Path

import pytest

from dialogkg.detect.embeddings import DEFAULT_MODEL, Embedder, EmbeddingCache, default_cache_path


def test_cache_lives_beside_an_embedded_store(tmp_path: Path) -> None:
    assert default_cache_path(tmp_path / "dialogkg-store") == tmp_path / "dialogkg-store.embeddings.sqlite"


@pytest.mark.slow
def test_second_run_reads_every_vector_from_disk(tmp_path: Path) -> None:
    texts = ["Caffeine raises heart rate.", "Mars has two moons.", "Caffeine raises heart rate."]
    first = Embedder(cache=EmbeddingCache(tmp_path / "e.sqlite"))
    vectors = first.encode(texts)
    assert first.encoded == 2 and first.model_name == DEFAULT_MODEL
    assert vectors.shape == (3, 384)
    assert abs(float(vectors[0] @ vectors[0]) - 1.0) < 1e-5  # unit-normalised

    second = Embedder(cache=EmbeddingCache(tmp_path / "e.sqlite"))
    again = second.encode(texts)
    assert second.encoded == 0  # nothing re-encoded
    assert (again == vectors).all()


def test_an_unknown_model_is_a_clear_error() -> None:
    from dialogkg.detect.embeddings import EmbeddingError

    embedder = Embedder("/nonexistent/model-folder")
    with pytest.raises(EmbeddingError, match="cannot load embedding model '/nonexistent/model-folder'"):
        embedder.encode(["x"])
