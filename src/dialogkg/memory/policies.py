"""Reasoning-tree policies by name (``offline`` or ``llm``), loaded only when asked for."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from dialogkg.errors import InputError, Location

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.extract.llm.config import LLMConfig
    from dialogkg.memory.tree import Policy

POLICIES = ("offline", "llm")


def get_policy(
    name: str,
    *,
    embedder: Callable[[], Embedder],
    llm: Callable[[], LLMConfig],
    threshold: float | None = None,
) -> Policy:
    """``embedder`` and ``llm`` are called only for the policy that needs them."""
    if name == "offline":
        from dialogkg.memory.offline import OFFLINE_THRESHOLD, OfflinePolicy

        return OfflinePolicy(embedder(), OFFLINE_THRESHOLD if threshold is None else threshold)
    if name == "llm":
        from dialogkg.memory.llm_policy import LLM_THRESHOLD, LLMPolicy

        return LLMPolicy(llm(), threshold=LLM_THRESHOLD if threshold is None else threshold)
    raise InputError(
        f"must be one of {', '.join(POLICIES)}, not {name!r} (unknown policy)", Location(field="--policy")
    )
