"""The six SKG-Probe regimes and clean sessions, scored end to end with the real embedding model."""

from __future__ import annotations

import json

import pytest

from dialogkg.conversation.readers import read_file
from dialogkg.extract.annotated import AnnotatedExtractor
from dialogkg.score.evaluate import evaluate_conversation
from tests.conftest import DATA

PROBES = DATA / "skg-probes.jsonl"

# conversation -> {assistant turn index: detectors fired}; every other turn fires nothing.
EXPECTED = {
    conversation: {int(turn): detectors for turn, detectors in by_turn.items()}
    for conversation, by_turn in json.loads((DATA / "skg-probes-expected.json").read_text()).items()
}


@pytest.fixture(scope="module")
def scored() -> dict[str, dict[str, object]]:
    from dialogkg.detect.embeddings import Embedder

    embedder = Embedder()
    return {
        conv.id: evaluate_conversation(conv, AnnotatedExtractor(), embedder).to_json()
        for conv in read_file(PROBES)
    }


@pytest.mark.slow
@pytest.mark.parametrize("conversation", sorted(EXPECTED))
def test_each_probe_fires_exactly_its_detector(
    scored: dict[str, dict[str, object]], conversation: str
) -> None:
    turns = scored[conversation]["turns"]
    fired = {t["index"]: [c["detector"] for c in t["certificates"]] for t in turns if t["certificates"]}  # type: ignore[attr-defined]
    assert fired == EXPECTED[conversation]


@pytest.mark.slow
def test_contradictions_fail_their_turn_and_clean_turns_pass(scored: dict[str, dict[str, object]]) -> None:
    negation = scored["probe-negation"]["turns"][-1]  # type: ignore[index]
    assert negation["S_log"] == pytest.approx(0.05) and negation["Q"] <= 0.40
    strong = scored["probe-strong-drift"]["turns"][-1]  # type: ignore[index]
    assert strong["certificates"][0]["anchor"] == "a bakery"
    assert strong["certificates"][0]["current"] == "(a bakery, makes, furniture)"
    assert strong["certificates"][0]["historical"] == "(a bakery, produces, bread and pastries)"
    hiking = scored["clean-hiking"]["turns"]  # type: ignore[index]
    assert all(t["S_log"] == 1.0 for t in hiking)  # the fleece adds to the pack; nothing fails
    assert all(t["Q"] >= 0.60 for t in hiking)
    revised = scored["probe-revision"]["turns"][-1]  # type: ignore[index]
    assert revised["S_log"] == 1.0 and not revised["quarantined"]


@pytest.mark.slow
def test_scoring_is_deterministic(scored: dict[str, dict[str, object]]) -> None:
    from dialogkg.detect.embeddings import Embedder

    again = {
        conv.id: evaluate_conversation(conv, AnnotatedExtractor(), Embedder()).to_json()
        for conv in read_file(PROBES)
    }
    assert json.dumps(again, sort_keys=True) == json.dumps(scored, sort_keys=True)
