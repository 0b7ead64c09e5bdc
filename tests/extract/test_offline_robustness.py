"""Any text a user can send gives a valid extraction from both offline extractors: no crash.

Regression: on MT-Bench-101 (MR-529 and five more) the parser read set-builder notation
("A={x|ax^2+6x+9=0, ...}") into a claim with an empty subject, and the turn failed validation.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dialogkg.conversation.readers import parse_conversation
from dialogkg.extract import nlp
from dialogkg.extract.base import Extractor, get_extractor

FORMULA = (
    "There is a set A where A={x|ax^2+6x+9=0, a belongs to real numbers, x belongs to real numbers}. "
    "When A is empty, the discriminant must be less than zero, \u0394<0, which translates to 36-36a<0. "
    "Therefore the range of values for a is the set {0} union with the set of all real numbers x "
    "such that x\u22651."
)
CHAT = st.sampled_from(
    ["I", "you", "my", "don't", "not", "have", "cat", "3", "three", "is", "a", "nurse", "from", "Ohio",
     "=", "{", "}", "|", "x^2", ",", ".", "?", "!", "'s", "never", "but", "no", "yes", "\u2019", "-", "and"]
)  # fmt: skip


def _extract_all(extractor: Extractor, texts: list[str]) -> int:
    turns = [{"role": ("user", "assistant")[i % 2], "text": t} for i, t in enumerate(texts)]
    conversation = parse_conversation({"id": "t", "turns": turns})
    return sum(len(extractor.extract(conversation, t).extraction.triples) for t in conversation.turns)


def _offline() -> list[str]:
    return ["rules", "parse"] if nlp.available() else ["rules"]


@pytest.mark.parametrize("name", _offline())
def test_formulas_leave_no_empty_slot(name: str) -> None:
    turns = [{"role": "user", "text": "What is the value of a?"}, {"role": "assistant", "text": FORMULA}]
    conversation = parse_conversation({"id": "f", "turns": turns})
    extractor = get_extractor(name)
    triples = [x for t in conversation.turns for x in extractor.extract(conversation, t).extraction.triples]
    assert all(x.sub.strip() and x.rel.strip() and x.obj.strip() for x in triples)


@pytest.mark.slow
@pytest.mark.parametrize("name", _offline())
@settings(max_examples=60)
@given(texts=st.lists(st.lists(CHAT, min_size=1, max_size=14).map(" ".join), min_size=1, max_size=3))
def test_any_word_salad_extracts_without_error(name: str, texts: list[str]) -> None:
    _extract_all(get_extractor(name), texts)
