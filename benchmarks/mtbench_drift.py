"""MT-Bench-101: tell topic-shift dialogues (task TS) from every other task.

SKG-Eval predicts a topic shift when some later turn's historical consistency falls below the
joint-weakness bound (0.45), with the best extractor available here. Baselines in the same
pass: embedding similarity (a user turn whose cosine to the first user turn is below 0.3 marks
a shift) and the majority class.

    python benchmarks/mtbench_drift.py [--quick] [--json] [--extractor annotated]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED_DATA, outside_data_benchmark

SHIFT_CONSISTENCY = 0.45
SIMILARITY_BASELINE = 0.3


def to_conversation(item: dict[str, Any]) -> dict[str, Any]:
    turns = []
    for pair in item["history"]:
        turns += [{"role": "user", "text": pair["user"]}, {"role": "assistant", "text": pair["bot"]}]
    return {"id": f"{item['task']}-{item['id']}", "turns": turns}


def consistency_dropped(item: dict[str, Any], result: Any, embedder: Any) -> bool:
    return any(t.s_cons < SHIFT_CONSISTENCY for t in result.turns[1:])


def user_turn_strays(item: dict[str, Any], result: Any, embedder: Any) -> bool:
    users = [pair["user"] for pair in item["history"]]
    if len(users) < 2:
        return False
    vectors = embedder.encode(users)
    return float((vectors[1:] @ vectors[0]).min()) < SIMILARITY_BASELINE


if __name__ == "__main__":
    outside_data_benchmark(
        "mtbench_drift",
        __doc__ or "",
        SHARED_DATA / "mt-bench-101" / "mtbench101.jsonl",
        150,
        to_conversation,
        lambda item: item["task"] == "TS",
        consistency_dropped,
        user_turn_strays,
    )
