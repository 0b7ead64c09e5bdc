"""Peak memory and time of ingesting one long plain-text conversation: N turns against N/10
turns, each in a fresh process (peak resident set size from getrusage), with the offline `rules`
extractor. Ingest streams batch by batch, so the peak should not grow with the conversation's
length beyond the input itself and the engine's compact per-argument state; and a batch costs
the same late in the conversation as early, so time is linear in N (``time_ratio`` near 10,
less the fixed start-up; ``marginal_ms_per_turn``, the cost of the turns N has beyond N/10,
near the baseline's per-turn cost).

    python benchmarks/ingest_memory.py [--quick] [--json] [--turns N]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine, report

SENTENCES = (
    "My sister lives in Lyon and works as a nurse at the city hospital.",
    "I think the cache is flaky because the resolver logs show timeouts.",
    "We moved the meeting to Tuesday, so the budget review waits.",
    "I don't like running, but I walk to the office every day.",
    "The report query from release 4.2 drains the connection pool.",
)

_CHILD = """
import resource, sys, time
from dialogkg.api import DialogKG
start = time.perf_counter()
with DialogKG.open(sys.argv[1]) as kg:
    kg.ingest([sys.argv[2]], extractor="rules")
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, time.perf_counter() - start)
"""


def plain_conversation(turns: int) -> dict[str, Any]:
    return {
        "id": "long-chat",
        "turns": [
            {"role": "user" if i % 2 else "assistant", "text": f"{SENTENCES[i % len(SENTENCES)]} ({i})"}
            for i in range(1, turns + 1)
        ],
    }


def measure(turns: int, folder: Path) -> dict[str, Any]:
    source = folder / f"chat-{turns}.json"
    source.write_text(json.dumps(plain_conversation(turns)), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, str(folder / f"store-{turns}"), str(source)],
        capture_output=True,
        text=True,
        check=True,
    )
    peak_kb, seconds = done.stdout.split()
    return {
        "turns": turns,
        "peak_rss_mb": round(int(peak_kb) / 1024, 1),
        "seconds": round(float(seconds), 1),
        "ms_per_turn": round(1000 * float(seconds) / turns, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="N = 2,000 (and 200)")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--turns", type=int, default=None, help="N (default 20,000; 2,000 with --quick)")
    args = parser.parse_args()
    n = args.turns or (2000 if args.quick else 20000)
    with tempfile.TemporaryDirectory() as tmp:
        small, large = measure(n // 10, Path(tmp)), measure(n, Path(tmp))
    summary = {
        "turns": n,
        "peak_rss_mb": large["peak_rss_mb"],
        "baseline_turns": small["turns"],
        "baseline_peak_rss_mb": small["peak_rss_mb"],
        "peak_ratio": round(large["peak_rss_mb"] / small["peak_rss_mb"], 2),
        "seconds": large["seconds"],
        "baseline_seconds": small["seconds"],
        "time_ratio": round(large["seconds"] / small["seconds"], 2),
        "ms_per_turn": large["ms_per_turn"],
        "baseline_ms_per_turn": small["ms_per_turn"],
        "marginal_ms_per_turn": round(1000 * (large["seconds"] - small["seconds"]) / (n - small["turns"]), 2),
    }
    doc = {
        "benchmark": "ingest_memory",
        "machine": machine("pyoxigraph"),
        "results": [small, large],
        "summary": summary,
    }
    report("ingest_memory", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
