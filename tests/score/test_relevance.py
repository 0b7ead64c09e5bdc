"""The Semantic Triangle's gate, glue and max-pooling, with a tiny deterministic embedder."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from dialogkg.score.relevance import COS_ANSWER, COS_UNRELATED, calibrate, glue, local_relevance, sentences


class TopicEmbedder:
    """Each text is the unit vector of the first topic word it contains (0: none)."""

    TOPICS = ("breakfast", "weather", "football")

    def __init__(self) -> None:
        self.seen: list[str] = []

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        self.seen.extend(texts)
        rows = []
        for text in texts:
            vector = np.zeros(len(self.TOPICS) + 1, dtype=np.float32)
            index = next((i for i, t in enumerate(self.TOPICS) if t in text.lower()), len(self.TOPICS))
            vector[index] = 1.0
            rows.append(vector)
        return np.stack(rows)


LONG_PROMPT = "Could you please tell me whether skipping breakfast is bad for my health?"  # 13 words
RESPONSE = "The weather is nice. Skipping breakfast slows metabolism in many adults, studies show."


def test_max_pooling_finds_the_sentence_that_answers() -> None:
    assert local_relevance("Is breakfast important for me today?", RESPONSE, None, TopicEmbedder()) == 1.0  # type: ignore[arg-type]


def test_reference_counts_only_for_informative_prompts() -> None:
    embedder = TopicEmbedder()
    # Long prompt: 0.4 * m_q (breakfast sentence: 1) + 0.6 * m_r (reference about football: 0)
    assert local_relevance(LONG_PROMPT, RESPONSE, "Football is great.", embedder) == pytest.approx(0.4)  # type: ignore[arg-type]
    # A short prompt (< 10 words) ignores the reference: the score is m_q alone.
    assert local_relevance("Breakfast?", RESPONSE, "Football is great.", embedder) == 1.0  # type: ignore[arg-type]


def test_sentences_too_short_to_stand_alone_are_glued_to_their_prompt() -> None:
    embedder = TopicEmbedder()
    assert local_relevance("Is breakfast important?", "Yes, it is.", None, embedder) == 1.0  # type: ignore[arg-type]
    assert glue("Is breakfast important?", "Yes, it is.") in embedder.seen


def test_a_short_response_is_scored_by_its_own_words_not_by_a_glued_string() -> None:
    """The glued string's prompt half would match any prompt: an off-topic reply must not."""
    embedder = TopicEmbedder()
    off_topic = "The weather was lovely today."  # 5 words: Short, but long enough to stand alone
    assert local_relevance("Is breakfast important?", off_topic, None, embedder) == 0.0  # type: ignore[arg-type]
    assert not any(text.startswith("Prompt:") for text in embedder.seen)


def test_a_short_follow_up_prompt_is_also_read_after_the_previous_answer() -> None:
    before = "Skipping breakfast slows metabolism."
    prompt = "And if I count calories?"  # no topic of its own
    reply = "Breakfast triggers conservation mode in the body."
    assert local_relevance(prompt, reply, None, TopicEmbedder()) == 0.0  # type: ignore[arg-type]
    assert local_relevance(prompt, reply, None, TopicEmbedder(), before) == 1.0  # type: ignore[arg-type]
    # Only the prompt is put in context: a reply on another topic stays unrelated.
    stray = "Football is played on grass in winter."
    assert local_relevance(prompt, stray, None, TopicEmbedder(), before) == 0.0  # type: ignore[arg-type]
    # A prompt of W_QA words or more stands alone.
    long_prompt = "And what happens to my body if I only count calories instead?"
    assert local_relevance(long_prompt, reply, None, TopicEmbedder(), before) == 0.0  # type: ignore[arg-type]


def test_calibration_maps_unrelated_to_zero_and_a_typical_answer_to_one() -> None:
    assert calibrate(COS_UNRELATED) == 0.0 and calibrate(COS_ANSWER) == 1.0
    assert calibrate(-0.3) == 0.0 and calibrate(0.99) == 1.0
    assert calibrate((COS_UNRELATED + COS_ANSWER) / 2) == pytest.approx(0.5)


def test_sentence_split_and_no_prompt() -> None:
    assert sentences("One. Two! Three?") == ["One.", "Two!", "Three?"]
    assert local_relevance("", "Hello there.", None, TopicEmbedder()) == 1.0  # type: ignore[arg-type]
