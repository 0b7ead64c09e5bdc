"""The default extractor: gold where a turn has it, rules elsewhere unless an LLM is named."""

from __future__ import annotations

import pytest

from dialogkg.conversation.readers import parse_conversation
from dialogkg.errors import InputError
from dialogkg.extract.auto import AutoExtractor
from dialogkg.extract.base import get_extractor
from dialogkg.extract.llm.config import LLMConfig
from dialogkg.extract.llm.extractor import LLMExtractor

CONVERSATION = parse_conversation(
    {
        "id": "c",
        "participants": [{"id": "ann", "role": "user"}, {"id": "bot", "role": "assistant"}],
        "turns": [
            {
                "speaker": "ann",
                "text": "The sky is green.",
                "annotations": {"triples": [{"sub": "sky", "rel": "is", "obj": "blue"}]},
            },
            {"speaker": "bot", "text": "The sky is not green."},
        ],
    }
)


def test_auto_reads_gold_then_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DIALOGKG_LLM_MODEL", raising=False)
    auto = get_extractor("auto")
    first, second = (auto.extract(CONVERSATION, t) for t in CONVERSATION.turns)
    assert (first.extractor, [(t.sub, t.rel, t.obj) for t in first.extraction.triples]) == (
        "annotated",
        [("sky", "is", "blue")],
    )
    assert second.extractor == "rules"
    assert [(t.sub, t.rel, t.obj, t.rel_type) for t in second.extraction.triples] == [
        ("The sky", "is not", "green", "negation_assertion")
    ]


def test_auto_prefers_a_named_llm_to_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DIALOGKG_LLM_MODEL", "qwen")
    auto = AutoExtractor()
    assert isinstance(auto._fallback, LLMExtractor)
    assert auto._fallback.gold_context is True
    assert isinstance(AutoExtractor(LLMConfig(model="m"))._fallback, LLMExtractor)


def test_unknown_extractor_lists_the_known_ones() -> None:
    with pytest.raises(
        InputError,
        match=r"^field --extractor: unknown extractor 'gold'; available: auto, annotated, rules, llm$",
    ):
        get_extractor("gold")
