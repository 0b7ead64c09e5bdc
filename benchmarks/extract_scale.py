"""Time of the offline extractors on one long turn of realistic repeated sentences, at N, 2N and
4N characters: extraction must be linear in the turn's length (issue 13, F7: `rules` took 1.4 s
at 200,000 characters and 36 s at 1,000,000), so the cost per character should stay flat. The
summary gives, per extractor, microseconds per character at 4N and that over the figure at N.

    python benchmarks/extract_scale.py [--quick] [--json] [--chars N] [--extractor rules|parse]...
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine, report

from dialogkg.conversation.readers import parse_conversation
from dialogkg.extract import nlp
from dialogkg.extract.base import ExtractionContext, get_extractor

SENTENCES = (
    "I think the cache is stale because the deploy ran at 14:05.",
    "My sister lives in Lyon and she loves cats.",
    "The checkout service fails since noon, so that rules out the database.",
    "Maybe the worker leaks memory.",
    "We have three servers and two of them are down.",
    "I don't really like the new dashboard, but it works.",
    "Did Marie Dubois call? He said the report query drains the pool.",
)


def turn_text(chars: int) -> str:
    out: list[str] = []
    total = 0
    while total < chars:
        sentence = SENTENCES[len(out) % len(SENTENCES)]
        out.append(sentence)
        total += len(sentence) + 1
    return " ".join(out)


def measure(name: str, chars: int) -> dict[str, Any]:
    """One extraction of a fresh conversation (so `parse` parses it), best of two for `rules`."""
    extractor = get_extractor(name)
    best = float("inf")
    for attempt in range(1 if name == "parse" else 2):
        doc = {"id": f"{name}-{chars}-{attempt}", "turns": [{"role": "user", "text": turn_text(chars)}]}
        conversation = parse_conversation(doc, max_turn_chars=10 * chars)
        context = ExtractionContext(arguments=(), similarity=lambda _text, _others: [])
        start = time.perf_counter()
        extracted = extractor.extract(conversation, conversation.turns[0], context)
        best = min(best, time.perf_counter() - start)
    return {
        "extractor": name,
        "chars": chars,
        "seconds": round(best, 3),
        "us_per_char": round(best / chars * 1e6, 3),
        "operations": len(extracted.extraction.operations),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="N = 25,000 characters, rules only")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--chars", type=int, default=None, help="N (default 200,000)")
    parser.add_argument("--extractor", action="append", choices=["rules", "parse"], default=None)
    args = parser.parse_args()
    n = args.chars or (25_000 if args.quick else 200_000)
    names = args.extractor or (["rules"] if args.quick or not nlp.available() else ["rules", "parse"])
    if "parse" in names:
        measure("parse", 1000)  # warm the pipeline: its first call pays for loading
    results = [measure(name, size) for name in names for size in (n, 2 * n, 4 * n)]
    summary: dict[str, Any] = {"chars": n}
    for name in names:
        small, large = (r for r in results if r["extractor"] == name and r["chars"] in (n, 4 * n))
        summary[f"{name}_us_per_char"] = large["us_per_char"]
        summary[f"{name}_per_char_4n_over_n"] = round(large["us_per_char"] / small["us_per_char"], 2)
    doc = {
        "benchmark": "extract_scale",
        "machine": machine("spacy", "pydantic"),
        "results": results,
        "summary": summary,
    }
    report("extract_scale", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
