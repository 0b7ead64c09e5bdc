"""Clean turns pass (issue 11): relevant, consistent answers score Q >= 0.60 with every extractor
that needs no network, and a plainly off-topic answer still scores low relevance."""

from __future__ import annotations

import importlib.util
import json
from typing import TYPE_CHECKING

import pytest

from dialogkg.conversation.readers import read_file
from dialogkg.extract.base import get_extractor
from dialogkg.score.evaluate import evaluate_conversation
from dialogkg.score.fusion import PASS, passes
from dialogkg.score.relevance import local_relevance
from tests.conftest import DATA

if TYPE_CHECKING:
    from dialogkg.detect.embeddings import Embedder

PROBES = DATA / "skg-probes.jsonl"
EXPECTED = json.loads((DATA / "skg-probes-expected.json").read_text())


def _parser_installed() -> bool:
    if importlib.util.find_spec("dialogkg.extract.parse") is None:
        return False
    from dialogkg.extract import nlp

    return nlp.available(None)


EXTRACTORS = [
    "annotated",
    "rules",
    pytest.param("parse", marks=pytest.mark.skipif(not _parser_installed(), reason="no spaCy model")),
]


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    from dialogkg.detect.embeddings import Embedder

    return Embedder()


def clean_turns(extractor: str, embedder: Embedder) -> dict[tuple[str, int], float]:
    """Q of every turn of the probe sessions that the expectations file marks as clean."""
    scores: dict[tuple[str, int], float] = {}
    for conversation in read_file(PROBES):
        faulty = {int(turn) for turn in EXPECTED[conversation.id]}
        for turn in evaluate_conversation(conversation, get_extractor(extractor), embedder).turns:
            if turn.index not in faulty:
                scores[(conversation.id, turn.index)] = turn.fused.q
    return scores


@pytest.mark.slow
@pytest.mark.parametrize("extractor", EXTRACTORS)
def test_no_clean_probe_turn_scores_below_the_pass_mark(extractor: str, embedder: Embedder) -> None:
    scores = clean_turns(extractor, embedder)
    assert len(scores) == 18  # 5 probes x 2 clean turns, probe-revision 3, clean-hiking 3, clean-breakfast 2
    assert {turn: q for turn, q in scores.items() if q < PASS} == {}


@pytest.mark.slow
def test_turn_two_of_the_worked_example_is_relevant_and_passes(embedder: Embedder) -> None:
    [conversation] = list(read_file(DATA / "skg-walkthrough.json"))
    second = evaluate_conversation(conversation, get_extractor("annotated"), embedder).turns[1]
    assert second.s_loc >= 0.75  # the paper reports about 0.84
    assert second.firings == () and passes(second.fused, second.s_loc)


OFF_TOPIC = [
    ("What happens if I just count calories?", "Skipping breakfast slows metabolism.", "Paris is in France."),
    ("How much water should I carry?", "Pack insulated boots.", "Stock markets closed higher on Friday."),
    ("Does skipping breakfast affect metabolism?", None, "The Eiffel Tower was completed in 1889."),
]


@pytest.mark.slow
@pytest.mark.parametrize(("prompt", "previous", "response"), OFF_TOPIC)
def test_an_off_topic_answer_scores_low_relevance(
    prompt: str, previous: str | None, response: str, embedder: Embedder
) -> None:
    assert local_relevance(prompt, response, None, embedder, previous) < 0.20
