"""Live per-turn use on plain text: one conversation with no annotations grown to K turns by
`append` through the Python API with the offline default extractor (`parse`), each append a
fresh extractor as in the CLI and the service. An append must cost O(turn), not O(conversation):
the summary gives the median append of the last tenth of the turns over that of the first
tenth (flat is 1), and the median append over a bulk ingest's cost per turn of the same
conversation in the same run.

    python benchmarks/append_plain.py [--quick] [--json] [--turns K]
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

from dialogkg.api import DialogKG
from dialogkg.conversation.readers import parse_conversation

THINGS = ("dog", "cat", "car", "bike", "garden", "piano", "guitar", "boat", "tent", "kayak")
CITIES = ("Paris", "Lyon", "Denver", "Austin", "Leeds", "Porto")
PARTICIPANTS = [{"id": "u", "role": "user"}, {"id": "a", "role": "assistant"}]


def chat(turns: int, seed: int = 1) -> list[dict[str, str]]:
    """Everyday chat: questions, possessions, places, preference lists and pronoun objects."""
    rng = random.Random(seed)
    out = []
    for i in range(turns):
        a, b = rng.sample(THINGS, 2)
        if i % 2 == 0:
            text = f"Do you have a {a}? I love {b}s and I have two of them."
        else:
            text = f"I have a {a} and I live in {rng.choice(CITIES)}. I've never seen any of those."
        out.append({"speaker": "u" if i % 2 == 0 else "a", "text": text})
    return out


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="200 turns")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--turns", type=int, default=1000)
    args = parser.parse_args()
    k = min(200, args.turns) if args.quick else args.turns
    turns = chat(k)
    kg = DialogKG.open(None)
    times: list[float] = []
    for turn in turns:
        clock = time.perf_counter()
        kg.append("live", turn, participants=PARTICIPANTS, extractor="auto")
        times.append(time.perf_counter() - clock)
    bulk = DialogKG.open(None)
    clock = time.perf_counter()
    bulk.ingest(
        [parse_conversation({"id": "bulk", "participants": PARTICIPANTS, "turns": turns})], extractor="auto"
    )
    per_turn_bulk = (time.perf_counter() - clock) / k
    tenth = max(1, k // 10)
    first, last = statistics.median(times[:tenth]), statistics.median(times[-tenth:])
    summary: dict[str, Any] = {
        "turns": k,
        "append_first_tenth_ms": round(first * 1000, 2),
        "append_last_tenth_ms": round(last * 1000, 2),
        "last_over_first": round(last / first, 2),
        "bulk_ingest_per_turn_ms": round(per_turn_bulk * 1000, 2),
        "append_over_bulk_per_turn": round(statistics.median(times) / per_turn_bulk, 2),
    }
    results = [
        {
            "turns": f"{i * tenth + 1}-{(i + 1) * tenth}",
            "median_ms": round(statistics.median(times[i * tenth : (i + 1) * tenth]) * 1000, 2),
        }
        for i in range(k // tenth)
    ]
    doc = {
        "benchmark": "append_plain",
        "machine": machine("spacy", "pyoxigraph"),
        "results": results,
        "summary": summary,
    }
    report("append_plain", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
