"""DECODE Human-Bot: is the last bot turn a contradiction of the dialogue history?

SKG-Eval predicts a contradiction when any detector fires on the last bot turn, using the best
extractor available here. Two baselines run in the same pass: embedding similarity (the last
bot turn's highest cosine to an earlier bot turn, at or above 0.6, means "contradiction") and
the majority class.

    python benchmarks/decode_eval.py [--quick] [--json] [--extractor annotated]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED_DATA, binary_metrics, machine, report

from dialogkg.conversation.readers import parse_conversation
from dialogkg.detect.embeddings import Embedder
from dialogkg.extract.base import get_extractor
from dialogkg.score.evaluate import evaluate_conversation

SIMILARITY_BASELINE = 0.6


def to_conversation(item: dict[str, Any]) -> dict[str, Any]:
    human = {a for a, spec in item["agents"].items() if spec.get("is_human")}
    turns = [
        {"role": "user" if str(t["agent_id"]) in human else "assistant", "text": t["text"]}
        for t in item["turns"]
    ]
    return {"id": str(item["conversation_id"]), "turns": turns}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="a fixed sample of 120 dialogues")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--extractor", default="annotated")
    args = parser.parse_args()
    path = SHARED_DATA / "decode" / "human-bot.jsonl"
    if not path.exists():
        raise SystemExit(f"error: {path} not found")
    items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.quick:
        items = random.Random(5).sample(items, 120)
    extractor = get_extractor(args.extractor)
    embedder = Embedder()
    gold, ours, similar = [], [], []
    for item in items:
        conversation = parse_conversation(to_conversation(item), source=str(path))
        result = evaluate_conversation(conversation, extractor, embedder)
        gold.append(bool(item["is_contradiction"]))
        ours.append(bool(result.turns and result.turns[-1].firings))
        bot = [t.text for t in conversation.turns if conversation.participant(t.speaker).role == "assistant"]
        if len(bot) >= 2:
            vectors = embedder.encode(bot)
            similar.append(float((vectors[:-1] @ vectors[-1]).max()) >= SIMILARITY_BASELINE)
        else:
            similar.append(False)
    majority = sum(gold) > len(gold) / 2
    summary = {
        "extractor": args.extractor,
        **binary_metrics(gold, ours),
        "baseline_embedding_accuracy": binary_metrics(gold, similar)["accuracy"],
        "baseline_majority_accuracy": binary_metrics(gold, [majority] * len(gold))["accuracy"],
        "dialogues": len(gold),
        "predicted_contradictions": sum(ours),
    }
    report(
        "decode_eval",
        {
            "benchmark": "decode_eval",
            "machine": machine("sentence-transformers"),
            "results": [
                {"gold": g, "skg": o, "embedding": s} for g, o, s in zip(gold, ours, similar, strict=True)
            ],
            "summary": summary,
        },
        args.json,
        args.quick,
    )


if __name__ == "__main__":
    main()
