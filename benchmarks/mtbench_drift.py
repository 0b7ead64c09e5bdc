"""MT-Bench-101: tell topic-shift dialogues (task TS) from every other task.

This is a proxy for "the user changed topic", not for contradiction: the label is the task
(TS dialogues are built around a user who switches subject), so a detector of drift should rank
them high. SKG-Eval predicts a topic shift when some later turn's historical consistency falls
below the joint-weakness bound (0.45); the AUROC ranks dialogues by 1 - the lowest later-turn
consistency. Baselines in the same pass: embedding similarity (a user turn whose cosine to the
first user turn is below 0.3 marks a shift) and the majority class.

    python benchmarks/mtbench_drift.py [--quick] [--json] [--extractor auto]
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED_DATA, OutsideBenchmark, run_outside

SHIFT_CONSISTENCY = 0.45
SIMILARITY_BASELINE = 0.3


def to_conversation(item: dict[str, Any]) -> dict[str, Any]:
    turns = []
    for pair in item["history"]:
        turns += [{"role": "user", "text": pair["user"]}, {"role": "assistant", "text": pair["bot"]}]
    return {"id": f"{item['task']}-{item['id']}", "turns": turns}


def consistency_dropped(item: dict[str, Any], result: Any, embedder: Any) -> bool:
    return any(t.s_cons < SHIFT_CONSISTENCY for t in result.turns[1:])


def consistency_drop(item: dict[str, Any], result: Any, embedder: Any) -> float:
    return 1.0 - min((t.s_cons for t in result.turns[1:]), default=1.0)


def user_turn_strays(item: dict[str, Any], result: Any, embedder: Any) -> bool:
    users = [pair["user"] for pair in item["history"]]
    if len(users) < 2:
        return False
    vectors = embedder.encode(users)
    return float((vectors[1:] @ vectors[0]).min()) < SIMILARITY_BASELINE


BENCHMARK = OutsideBenchmark(
    name="mtbench_drift",
    doc=__doc__ or "",
    data=SHARED_DATA / "mt-bench-101" / "mtbench101.jsonl",
    sample=150,
    adapt=to_conversation,
    is_positive=lambda item: item["task"] == "TS",
    skg_predicts=consistency_dropped,
    skg_score=consistency_drop,
    baseline_predicts=user_turn_strays,
)


if __name__ == "__main__":
    run_outside(BENCHMARK)
