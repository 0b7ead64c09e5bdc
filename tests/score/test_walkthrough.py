"""SKG-Eval section 4.9: the four-turn walkthrough ends in a NegFlip certificate and the gate."""

from __future__ import annotations

import pytest

from dialogkg.conversation.readers import read_file
from dialogkg.extract.annotated import AnnotatedExtractor
from dialogkg.score.evaluate import evaluate_conversation
from tests.conftest import DATA


@pytest.mark.slow
def test_turn_four_is_a_negflip_on_skipping_breakfast_capped_by_the_gate() -> None:
    from dialogkg.detect.embeddings import Embedder

    [conversation] = list(read_file(DATA / "skg-walkthrough.json"))
    result = evaluate_conversation(conversation, AnnotatedExtractor(), Embedder())
    first, second, third, fourth = result.turns
    assert [t.firings for t in (first, second)] == [(), ()]  # turn 2 is adjacent, not contradictory
    # The paper gives turn 3 a mild drift penalty (S_log 0.55); its new subgraph shares no node
    # with the earlier claims, so Table 2's per-anchor cascade has no pair to compare.
    assert third.firings == () and third.s_log == 1.0
    [firing] = fourth.firings
    assert (firing.anchor, firing.detector, firing.confidence) == ("skipping breakfast", "NegFlip", 0.95)
    assert (firing.current.relation, firing.historical.relation) == ("has no effect", "slows")
    assert firing.object_similarity > 0.40  # "metabolic rate" is aligned with "metabolism"
    assert fourth.s_log == pytest.approx(0.05)
    assert fourth.fused.q == pytest.approx(0.40) and "hard-logic" in fourth.fused.guards
    assert result.trend == "degrading"
