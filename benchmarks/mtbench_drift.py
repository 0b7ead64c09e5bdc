"""MT-Bench-101: tell topic-shift dialogues (task TS) from every other task.

SKG-Eval predicts a topic shift when some later turn's historical consistency falls below the
joint-weakness bound (0.45), with the best extractor available here. Baselines in the same
pass: embedding similarity (a user turn whose cosine to the first user turn is below 0.3 marks
a shift) and the majority class.

    python benchmarks/mtbench_drift.py [--quick] [--json] [--extractor annotated]
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

SHIFT_CONSISTENCY = 0.45
SIMILARITY_BASELINE = 0.3


def to_conversation(item: dict[str, Any]) -> dict[str, Any]:
    turns = []
    for pair in item["history"]:
        turns += [{"role": "user", "text": pair["user"]}, {"role": "assistant", "text": pair["bot"]}]
    return {"id": f"{item['task']}-{item['id']}", "turns": turns}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="a fixed sample of 150 dialogues")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--extractor", default="annotated")
    args = parser.parse_args()
    path = SHARED_DATA / "mt-bench-101" / "mtbench101.jsonl"
    if not path.exists():
        raise SystemExit(f"error: {path} not found")
    items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.quick:
        items = random.Random(5).sample(items, 150)
    extractor = get_extractor(args.extractor)
    embedder = Embedder()
    gold, ours, similar = [], [], []
    for item in items:
        conversation = parse_conversation(to_conversation(item), source=str(path))
        result = evaluate_conversation(conversation, extractor, embedder)
        gold.append(item["task"] == "TS")
        ours.append(any(t.s_cons < SHIFT_CONSISTENCY for t in result.turns[1:]))
        users = [pair["user"] for pair in item["history"]]
        vectors = embedder.encode(users)
        similar.append(len(users) > 1 and float((vectors[1:] @ vectors[0]).min()) < SIMILARITY_BASELINE)
    majority = sum(gold) > len(gold) / 2
    summary = {
        "extractor": args.extractor,
        **binary_metrics(gold, ours),
        "baseline_embedding_accuracy": binary_metrics(gold, similar)["accuracy"],
        "baseline_majority_accuracy": binary_metrics(gold, [majority] * len(gold))["accuracy"],
        "dialogues": len(gold),
        "topic_shift_dialogues": sum(gold),
    }
    report(
        "mtbench_drift",
        {
            "benchmark": "mtbench_drift",
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
