"""DECODE Human-Bot: is the last bot turn a contradiction of the dialogue history?

SKG-Eval predicts a contradiction when a hard detector (NegFlip, Antonym, NumMismatch, EOC,
SameTypeEOC) fires on the last bot turn, the common ground's pairs included (an assistant's
question granting what the user denied); SemDrift is drift, not a contradiction. The AUROC ranks
dialogues by the highest hard confidence, with drift as a lower tier. Baselines in the same pass:
embedding similarity (the last bot turn's highest cosine to an earlier bot turn, at or above
0.6), dialogue length (8 or more turns: the data's contradictions sit in longer dialogues) and
the majority class; accuracy per length bucket compares ours with the embedding baseline.

The file is sorted by label (all contradictions, then the rest), so the splits interleave:
``dev`` is the dialogues at even positions (0, 2, 4, ...), ``test`` those at odd positions.
Tune on dev only.

    python benchmarks/decode_eval.py [--split dev|test] [--quick] [--json] [--extractor auto]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED_DATA, OutsideBenchmark, Scored, binary_metrics, run_outside

SIMILARITY_BASELINE = 0.6
LONG_DIALOGUE = 8  # turns; the length baseline's rule
# Length buckets in turns (DECODE dialogues have an even number of turns); each holds at least
# 40 dialogues of either split.
BUCKETS = (("2-4", 2, 4), ("6-8", 6, 8), ("10-12", 10, 12), ("14+", 14, 10**6))


def to_conversation(item: dict[str, Any]) -> dict[str, Any]:
    human = {a for a, spec in item["agents"].items() if spec.get("is_human")}
    turns = [
        {"role": "user" if str(t["agent_id"]) in human else "assistant", "text": t["text"]}
        for t in item["turns"]
    ]
    return {"id": str(item["conversation_id"]), "turns": turns}


def select(items: list[dict[str, Any]], split: str) -> list[dict[str, Any]]:
    """dev: positions 0, 2, 4, ...; test: 1, 3, 5, ... (the file is sorted by label)."""
    return items[0 if split == "dev" else 1 :: 2]


def last_turn_firings(item: dict[str, Any], result: Any) -> tuple[Any, ...]:
    """The firings of the dialogue's final turn, if that turn is a scored bot turn."""
    if not result.turns or result.turns[-1].index != len(item["turns"]):
        return ()
    return tuple(result.turns[-1].firings)


def contradiction_fired(item: dict[str, Any], result: Any, embedder: Any) -> bool:
    return any(f.is_hard for f in last_turn_firings(item, result))


def contradiction_score(item: dict[str, Any], result: Any, embedder: Any) -> float:
    """1 + the highest hard confidence; else the highest drift confidence (below 1); else 0."""
    firings = last_turn_firings(item, result)
    hard = [f.confidence for f in firings if f.is_hard]
    if hard:
        return 1.0 + float(max(hard))
    return float(max((f.confidence for f in firings), default=0.0))


def echoes_history(bot: list[str], embedder: Any) -> bool:
    """The embedding baseline: the last bot turn's highest cosine to an earlier bot turn is at or
    above SIMILARITY_BASELINE."""
    if len(bot) < 2:
        return False
    vectors = embedder.encode(bot)
    return float((vectors[:-1] @ vectors[-1]).max()) >= SIMILARITY_BASELINE


def similar_to_history(item: dict[str, Any], result: Any, embedder: Any) -> bool:
    return echoes_history(
        [t["text"] for t in to_conversation(item)["turns"] if t["role"] == "assistant"], embedder
    )


def summarise(scored: list[Scored]) -> dict[str, Any]:
    gold = [s.gold for s in scored]
    predicted = sum(s.skg for s in scored)
    by_length: dict[str, dict[str, Any]] = {}
    for name, low, high in BUCKETS:
        bucket = [s for s in scored if low <= s.turns <= high]
        if not bucket:
            continue
        g = [s.gold for s in bucket]
        by_length[name] = {
            "dialogues": len(bucket),
            "accuracy": binary_metrics(g, [s.skg for s in bucket])["accuracy"],
            "baseline_embedding_accuracy": binary_metrics(g, [s.embedding for s in bucket])["accuracy"],
        }
    return {
        "hard_precision": round(sum(s.skg and s.gold for s in scored) / predicted, 4) if predicted else None,
        "baseline_length_accuracy": binary_metrics(gold, [s.turns >= LONG_DIALOGUE for s in scored])[
            "accuracy"
        ],
        "by_length": by_length,
    }


BENCHMARK = OutsideBenchmark(
    name="decode_eval",
    doc=__doc__ or "",
    data=SHARED_DATA / "decode" / "human-bot.jsonl",
    sample=120,
    adapt=to_conversation,
    is_positive=lambda item: bool(item["is_contradiction"]),
    skg_predicts=contradiction_fired,
    skg_score=contradiction_score,
    baseline_predicts=similar_to_history,
    splits=("dev", "test"),
    select=select,
    summarise=summarise,
)


if __name__ == "__main__":
    run_outside(BENCHMARK)
