"""The default extractor: gold where a turn has it, else a named LLM, else the parser (or the rules)."""

from __future__ import annotations

import pytest

from dialogkg.conversation.readers import parse_conversation
from dialogkg.errors import InputError
from dialogkg.extract import auto as auto_module
from dialogkg.extract import nlp
from dialogkg.extract.auto import NO_PARSER_NOTICE, AutoExtractor
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


@pytest.mark.skipif(not nlp.available(), reason="no spaCy English model installed")
def test_auto_reads_gold_then_parses(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DIALOGKG_LLM_MODEL", raising=False)
    auto = get_extractor("auto")
    first, second = (auto.extract(CONVERSATION, t) for t in CONVERSATION.turns)
    assert (first.extractor, [(t.sub, t.rel, t.obj) for t in first.extraction.triples]) == (
        "annotated",
        [("sky", "is", "blue")],
    )
    assert second.extractor == "parse"
    assert [(t.sub, t.rel, t.obj, t.rel_type) for t in second.extraction.triples] == [
        ("sky", "be", "green", "negation_assertion")
    ]


def test_without_a_parser_model_auto_uses_the_rules_and_says_so_once(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("DIALOGKG_LLM_MODEL", raising=False)
    monkeypatch.setattr(auto_module.nlp, "available", lambda name=None: False)
    monkeypatch.setattr(auto_module, "_noticed", False)
    auto = get_extractor("auto")
    assert auto.extract(CONVERSATION, CONVERSATION.turns[0]).extractor == "annotated"
    assert capsys.readouterr().err == ""  # annotated turns need no fallback: nothing said yet
    for extractor in (auto, get_extractor("auto")):
        second = extractor.extract(CONVERSATION, CONVERSATION.turns[1])
        assert second.extractor == "rules"
        assert [(t.sub, t.rel, t.obj, t.rel_type) for t in second.extraction.triples] == [
            ("The sky", "be", "green", "negation_assertion")
        ]
    assert capsys.readouterr().err == f"{NO_PARSER_NOTICE}\n"  # once per process, not per extractor


def test_auto_prefers_a_named_llm_to_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DIALOGKG_LLM_MODEL", "qwen")
    auto = AutoExtractor()
    assert isinstance(auto._fallback, LLMExtractor)
    assert auto._fallback.gold_context is True
    assert isinstance(AutoExtractor(LLMConfig(model="m"))._fallback, LLMExtractor)


def test_unknown_extractor_lists_the_known_ones() -> None:
    with pytest.raises(
        InputError,
        match=r"^field --extractor: unknown extractor 'gold'; available: auto, annotated, parse, rules, llm$",
    ):
        get_extractor("gold")
