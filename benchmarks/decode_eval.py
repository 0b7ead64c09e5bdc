"""DECODE Human-Bot: is the last bot turn a contradiction of the dialogue history?

SKG-Eval predicts a contradiction when any detector fires on the last bot turn, using the best
extractor available here. Two baselines run in the same pass: embedding similarity (the last
bot turn's highest cosine to an earlier bot turn, at or above 0.6, means "contradiction") and
the majority class.

    python benchmarks/decode_eval.py [--quick] [--json] [--extractor annotated]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED_DATA, outside_data_benchmark

SIMILARITY_BASELINE = 0.6


def to_conversation(item: dict[str, Any]) -> dict[str, Any]:
    human = {a for a, spec in item["agents"].items() if spec.get("is_human")}
    turns = [
        {"role": "user" if str(t["agent_id"]) in human else "assistant", "text": t["text"]}
        for t in item["turns"]
    ]
    return {"id": str(item["conversation_id"]), "turns": turns}


def contradiction_fired(item: dict[str, Any], result: Any, embedder: Any) -> bool:
    return bool(result.turns and result.turns[-1].firings)


def similar_to_history(item: dict[str, Any], result: Any, embedder: Any) -> bool:
    bot = [t["text"] for t in to_conversation(item)["turns"] if t["role"] == "assistant"]
    if len(bot) < 2:
        return False
    vectors = embedder.encode(bot)
    return float((vectors[:-1] @ vectors[-1]).max()) >= SIMILARITY_BASELINE


if __name__ == "__main__":
    outside_data_benchmark(
        "decode_eval",
        __doc__ or "",
        SHARED_DATA / "decode" / "human-bot.jsonl",
        120,
        to_conversation,
        lambda item: item["is_contradiction"],
        contradiction_fired,
        similar_to_history,
    )
