"""Local relevance by the Semantic Triangle (SKG-Eval Definition 2) with its two safeguards."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from dialogkg.score.fusion import W_SHORT, words

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder

W_PROMPT = 0.4
W_REFERENCE = 0.6
L_MIN = 10  # prompts shorter than this (in words) do not admit the reference term
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def sentences(text: str) -> list[str]:
    return [s for s in (p.strip() for p in _SENTENCE.split(text)) if s] or [text]


def glue(prompt: str, response: str) -> str:
    """Short-response context glue: pronouns and ellipses need the prompt to be read."""
    return f"Prompt: {prompt} Response: {response}"


def local_relevance(prompt: str, response: str, reference: str | None, embedder: Embedder) -> float:
    """Max-pooled sentence alignment with the prompt, blended with the reference when the
    reference exists and the prompt is long enough to be informative.

    A response with no prompt before it (an opening message) scores 1: there is nothing it
    could fail to address.
    """
    if not prompt.strip():
        return 1.0
    segments = [glue(prompt, response)] if words(response) < W_SHORT else sentences(response)
    with_reference = bool(reference and reference.strip()) and words(prompt) >= L_MIN
    anchors = [prompt] + ([reference] if with_reference and reference else [])
    vectors = embedder.encode(anchors + segments)
    segs = vectors[len(anchors) :]
    m_q = float((segs @ vectors[0]).max())
    score = W_PROMPT * m_q + W_REFERENCE * float((segs @ vectors[1]).max()) if with_reference else m_q
    return min(1.0, max(0.0, score))
