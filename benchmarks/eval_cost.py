"""Evaluation cost: score a synthetic annotated session of 1,000 assistant turns with SKG-Eval
and report per-turn time split into graph update, detectors, embedding (relevance and
anchors) and scoring, plus how per-turn time grows from turn 100 to turn 1,000.

    python benchmarks/eval_cost.py [--quick] [--json] [--turns N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine, report

from dialogkg.conversation.readers import parse_conversation
from dialogkg.detect.embeddings import Embedder
from dialogkg.extract.annotated import AnnotatedExtractor
from dialogkg.score.evaluate import evaluate_conversation

TOPICS = ["sleep", "coffee", "exercise", "breakfast", "hydration", "stress", "posture", "screen time"]
EFFECTS = ["improves", "reduces", "affects", "supports", "changes", "shapes"]
TARGETS = ["focus", "energy", "mood", "memory", "appetite", "recovery", "heart rate", "alertness"]


def synthetic_session(turns: int, seed: int = 11) -> dict[str, Any]:
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    for i in range(turns):
        topic = rng.choice(TOPICS)
        variant = rng.randrange(40)
        effect, target = rng.choice(EFFECTS), rng.choice(TARGETS)
        out.append(
            {"role": "user", "text": f"Question {i}: how does {topic} relate to {target} for people like me?"}
        )
        out.append(
            {
                "role": "assistant",
                "text": f"In case {variant}, {topic} {effect} {target}. It matters for routine {i % 17}.",
                "annotations": {
                    "triples": [
                        {"sub": f"{topic} habit {variant}", "rel": effect, "obj": target, "importance": 0.8},
                        {"sub": f"routine {i % 17}", "rel": "includes", "obj": topic, "importance": 0.5},
                    ]
                },
            }
        )
    return {"id": "eval-cost", "turns": out}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="the same 1,000-turn session (one run)")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--turns", type=int, default=1000, help="assistant turns")
    args = parser.parse_args()

    conversation = parse_conversation(synthetic_session(args.turns), source="synthetic")
    embedder = Embedder()
    embedder.encode(["warm-up"])  # model load is not a per-turn cost
    timings: list[dict[str, float]] = []
    started = time.perf_counter()
    result = evaluate_conversation(conversation, AnnotatedExtractor(), embedder, timings)
    total = time.perf_counter() - started

    per_turn = [sum(t.values()) for t in timings]
    window = max(1, min(100, len(per_turn) // 10))
    early = statistics.median(per_turn[:window])
    late = statistics.median(per_turn[-window:])
    phases = {k: round(1000 * statistics.mean(t[k] for t in timings), 3) for k in timings[0]}
    results = [
        {"window": f"turns 1-{window}", "median_turn_ms": round(early * 1000, 3)},
        {"window": f"last {window} turns", "median_turn_ms": round(late * 1000, 3)},
        {"mean_phase_ms": phases},
        {"firings": sum(len(t.firings) for t in result.turns)},
    ]
    summary = {
        "turns": len(timings),
        "total_s": round(total, 2),
        "late_over_early_turn_cost": round(late / early, 2),
        "mean_phase_ms": phases,
    }
    report(
        "eval_cost",
        {
            "benchmark": "eval_cost",
            "machine": machine("sentence-transformers"),
            "results": results,
            "summary": summary,
        },
        args.json,
        args.quick,
    )


if __name__ == "__main__":
    main()
