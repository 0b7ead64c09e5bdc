"""Which pairs a judge sees, and how its verdicts are reported beside (never inside) the scores."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from dialogkg.api import DialogKG
from dialogkg.detect.embeddings import Embedder
from dialogkg.detect.judges.base import JudgeError, Judgement, JudgePair, PairVerdict
from dialogkg.detect.judges.pairs import JUDGE_FLOOR, PER_EDGE, candidates, statement
from dialogkg.detect.skg import SemanticGraph
from dialogkg.extract.schema import TripleAnnotation
from tests.detect.judges.conftest import SISTERS, STEAK, FixedJudge, dinner, unjudged

pytestmark = pytest.mark.slow


def evaluate(embedder: Embedder, judge: FixedJudge | None) -> dict[str, object]:
    [result] = DialogKG.open(None).evaluate([dinner()], extractor="annotated", embedder=embedder, judge=judge)
    return result.to_json()


def test_the_judge_confirms_the_cascade_pair_and_adds_the_one_it_missed(embedder: Embedder) -> None:
    judge = FixedJudge(True)
    judged = evaluate(embedder, judge)
    assert unjudged(judged) == evaluate(embedder, None)  # scores and certificates untouched
    assert judge.asked == [[SISTERS, STEAK]]  # turn 2 has no pair to ask about
    turns = judged["turns"]
    assert isinstance(turns, list)
    assert turns[0]["judged"] == {
        "contradiction": False,
        "confirmed": 0,
        "vetoed": 0,
        "added": 0,
        "pairs": [],
    }
    fourth = turns[1]["judged"]
    assert [(p["historical"], p["current"], p["source"], p["historical_turn"]) for p in fourth["pairs"]] == [
        (*SISTERS, "NumMismatch", 2),
        (*STEAK, "similarity", 2),
    ]
    assert fourth["pairs"][1]["similarity"] >= JUDGE_FLOOR
    counts = {k: fourth[k] for k in ("confirmed", "vetoed", "added", "contradiction")}
    assert counts == {"confirmed": 1, "vetoed": 0, "added": 1, "contradiction": True}
    assert judged["judged"] == {
        "backend": "fixed",
        "model": "test",
        "contradicting_turns": 1,
        "confirmed": 1,
        "vetoed": 0,
        "added": 1,
        "unjudged_turns": 0,
    }


def test_a_veto_is_reported_and_the_cascade_verdict_stays(embedder: Embedder) -> None:
    judged = evaluate(embedder, FixedJudge(False))
    fourth = judged["turns"][1]  # type: ignore[index]
    assert [c["detector"] for c in fourth["certificates"]] == ["NumMismatch"]
    assert {k: fourth["judged"][k] for k in ("contradiction", "confirmed", "vetoed", "added")} == {
        "contradiction": False,
        "confirmed": 0,
        "vetoed": 1,
        "added": 0,
    }


def test_a_judge_that_gives_no_answer_leaves_the_turn_unjudged(embedder: Embedder) -> None:
    judged = evaluate(embedder, FixedJudge(True, issue="llm.judge: no valid answer"))
    fourth = judged["turns"][1]["judged"]  # type: ignore[index]
    assert fourth["issue"] == "llm.judge: no valid answer"
    assert [p["contradiction"] for p in fourth["pairs"]] == [None, None]
    assert judged["judged"]["unjudged_turns"] == 1  # type: ignore[index]
    assert judged["judged"]["contradicting_turns"] == 0  # type: ignore[index]


def triple(rel: str, obj: str, **more: object) -> TripleAnnotation:
    return TripleAnnotation.model_validate({"sub": "bot", "rel": rel, "obj": obj, **more})


def test_added_pairs_are_the_nearest_above_the_floor_at_most_three_per_statement(embedder: Embedder) -> None:
    graph = SemanticGraph(embedder)
    hobbies = ["running", "jogging", "sprinting", "marathons", "chess"]
    graph.update(1, [triple("like", h) for h in hobbies] + [triple("live in", "Paris")])
    update = graph.update(2, [triple("hate", "running")])
    chosen = candidates(graph, update, ())
    assert len(chosen) == PER_EDGE
    similarities = [c.similarity for c in chosen]
    assert similarities == sorted(similarities, reverse=True) and min(similarities) >= JUDGE_FLOOR
    assert [statement(graph, c.historical) for c in chosen] == [
        "bot like running",
        "bot like jogging",
        "bot like sprinting",
    ]
    # an earlier edge that an authorised revision replaces is not history
    update.revision_targets.append(chosen[0].historical)
    assert "bot like running" not in [statement(graph, c.historical) for c in candidates(graph, update, ())]


def test_statements_keep_denials_and_hedges(embedder: Embedder) -> None:
    graph = SemanticGraph(embedder)
    update = graph.update(
        1,
        [
            triple("own", "car", rel_type="negation_assertion"),
            triple("do not own", "boat", rel_type="negation_assertion"),
            triple("be", "tired", intent="Hyp"),
        ],
    )
    assert [statement(graph, e) for e in update.current] == [
        "bot not own car",
        "bot do not own boat",
        "maybe bot be tired",
    ]


class ShortJudge(FixedJudge):
    def judge(self, pairs: Sequence[JudgePair]) -> Judgement:
        return Judgement((PairVerdict(True),))


def test_a_judge_must_give_one_verdict_per_pair(embedder: Embedder) -> None:
    with pytest.raises(JudgeError, match="the fixed judge gave 1 verdicts for 2 pairs"):
        evaluate(embedder, ShortJudge(True))
