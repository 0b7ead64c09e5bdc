"""Local relevance by the Semantic Triangle (SKG-Eval Definition 2) with its two safeguards.

What is scored is the response's own sentences, max-pooled against the prompt, as in the
SKG-Eval reference implementation; never a glued "Prompt: ... Response: ..." string as a whole
(its prompt half matches the prompt whatever the response says). The paper's short-response
glue is kept for what it is for, anaphora and ellipsis, on both sides:

- a response sentence too short to mean anything alone ("Yes.", "It does.") is read together
  with the prompt it answers;
- a short prompt ("What about carbohydrates?") is also read after the answer before it, so a
  reply that carries the conversation's topic is not taken for a stray one.

The cosine is then rescaled from the embedder's range to a score (see ``calibrate``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from dialogkg.score.fusion import W_QA, words

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder

W_PROMPT = 0.4  # omega_q, SKG-Eval eq. (5)
W_REFERENCE = 0.6  # omega_r, SKG-Eval eq. (5)
L_MIN = 10  # SKG-Eval 4.3: prompts shorter than this (in words) do not admit the reference term
# A response sentence with fewer words than this has no content of its own to compare ("Yes.",
# "No, it isn't."); it is read with its prompt, the paper's context glue (4.3) per sentence.
ELLIPTIC_SENTENCE = 4
# Rescaling of the prompt cosine m_q for all-MiniLM-L6-v2, measured on the MT-Bench-101 dev
# split (even positions of the file; 1,123 turns): a dialogue's own answer to its prompt has
# median m_q 0.76 (COS_ANSWER), another dialogue's answer median 0.10 (COS_UNRELATED). A
# response as aligned as a typical real answer scores 1, one no closer than an unrelated answer
# 0. With them 7% of the real answers score below the 0.50 relevance-failure mark and 77% of
# the unrelated ones below the 0.20 non-sequitur mark (MT-Bench tasks repeat topics, so some
# "unrelated" answers are on topic). The paper's thresholds were set on all-mpnet-base-v2
# cosines, whose scale differs; without the rescaling the worked example's turn 2 scores 0.68.
COS_UNRELATED = 0.10
COS_ANSWER = 0.76
_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def sentences(text: str) -> list[str]:
    return [s for s in (p.strip() for p in _SENTENCE.split(text)) if s] or [text]


def glue(prompt: str, response: str) -> str:
    """Short-response context glue: pronouns and ellipses need the prompt to be read."""
    return f"Prompt: {prompt} Response: {response}"


def calibrate(cosine: float) -> float:
    """The prompt cosine placed between an unrelated answer (0) and a typical answer (1)."""
    return min(1.0, max(0.0, (cosine - COS_UNRELATED) / (COS_ANSWER - COS_UNRELATED)))


def segments(prompt: str, response: str) -> list[str]:
    """The response's sentences, each too-short one glued to its prompt."""
    return [glue(prompt, s) if words(s) < ELLIPTIC_SENTENCE else s for s in sentences(response)]


def prompt_anchors(prompt: str, previous_answer: str | None) -> list[str]:
    """The prompt, and for a short follow-up also the prompt read after the answer before it."""
    if previous_answer and previous_answer.strip() and words(prompt) < W_QA:
        return [prompt, f"{previous_answer} {prompt}"]
    return [prompt]


def prompt_alignment(prompt: str, response: str, previous_answer: str | None, embedder: Embedder) -> float:
    """m_q before calibration: the best cosine of any prompt reading with any response segment."""
    anchors = prompt_anchors(prompt, previous_answer)
    vectors = embedder.encode(anchors + segments(prompt, response))
    return float((vectors[len(anchors) :] @ vectors[: len(anchors)].T).max())


def local_relevance(
    prompt: str,
    response: str,
    reference: str | None,
    embedder: Embedder,
    previous_answer: str | None = None,
) -> float:
    """Max-pooled sentence alignment with the prompt, blended with the reference when the
    reference exists and the prompt is long enough to be informative.

    A response with no prompt before it (an opening message) scores 1: there is nothing it
    could fail to address.
    """
    if not prompt.strip():
        return 1.0
    m_q = calibrate(prompt_alignment(prompt, response, previous_answer, embedder))
    if not (reference and reference.strip()) or words(prompt) < L_MIN:
        return m_q
    vectors = embedder.encode([reference, *sentences(response)])
    m_r = max(0.0, float((vectors[1:] @ vectors[0]).max()))
    return min(1.0, W_PROMPT * m_q + W_REFERENCE * m_r)
