"""Shared helpers for benchmark scripts: machine description and result files."""

from __future__ import annotations

import json
import os
import platform
import sys
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

# Tests point this elsewhere so that smoke runs never overwrite the recorded results.
RESULTS = Path(os.environ.get("DIALOGKG_BENCH_RESULTS", Path(__file__).parent / "results"))


def machine(*packages: str) -> dict[str, Any]:
    versions = {}
    for name in packages:
        try:
            versions[name] = version(name)
        except PackageNotFoundError:
            versions[name] = None
    return {
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "packages": versions,
    }


def report(name: str, doc: dict[str, Any], as_json: bool, quick: bool) -> None:
    """Write the result file and print either the JSON document or a readable summary."""
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"{name}{'-quick' if quick else ''}.json"
    path.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
    if as_json:
        print(json.dumps(doc))
    else:
        for key, value in doc["summary"].items():
            print(f"{key:>28}: {value}")
        print(f"results written to {path}")


SHARED_DATA = Path(
    os.environ.get("DIALOGKG_SHARED_DATA", Path(__file__).resolve().parents[1].parent / "shared" / "data")
)


def binary_metrics(gold: list[bool], predicted: list[bool]) -> dict[str, float]:
    """Accuracy and F1 of the positive class."""
    tp = sum(g and p for g, p in zip(gold, predicted, strict=True))
    fp = sum(p and not g for g, p in zip(gold, predicted, strict=True))
    fn = sum(g and not p for g, p in zip(gold, predicted, strict=True))
    correct = sum(g == p for g, p in zip(gold, predicted, strict=True))
    f1 = 2 * tp / (2 * tp + fp + fn) if tp else 0.0
    return {"accuracy": round(correct / len(gold), 4), "f1": round(f1, 4)}


def outside_data_benchmark(
    name: str,
    doc: str,
    data: Path,
    sample: int,
    adapt: Any,
    is_positive: Any,
    skg_predicts: Any,
    baseline_predicts: Any,
) -> None:
    """The shared shape of the outside-data benchmarks: read JSON lines, score each dialogue with
    SKG-Eval (the chosen extractor) and an embedding baseline in the same pass, report both
    beside the majority guess. The callables take (item) or (item, result, embedder)."""
    import argparse
    import json
    import random

    from dialogkg.conversation.readers import parse_conversation
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.extract.base import get_extractor
    from dialogkg.score.evaluate import evaluate_conversation

    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help=f"a fixed sample of {sample} dialogues")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--extractor", default="annotated")
    args = parser.parse_args()
    if not data.exists():
        raise SystemExit(f"error: {data} not found")
    items = [json.loads(line) for line in data.read_text(encoding="utf-8").splitlines() if line.strip()]
    if args.quick:
        items = random.Random(5).sample(items, sample)
    extractor = get_extractor(args.extractor)
    embedder = Embedder()
    gold, ours, baseline = [], [], []
    for item in items:
        conversation = parse_conversation(adapt(item), source=str(data))
        result = evaluate_conversation(conversation, extractor, embedder)
        gold.append(bool(is_positive(item)))
        ours.append(bool(skg_predicts(item, result, embedder)))
        baseline.append(bool(baseline_predicts(item, result, embedder)))
    majority = sum(gold) > len(gold) / 2
    summary = {
        "extractor": args.extractor,
        **binary_metrics(gold, ours),
        "baseline_embedding_accuracy": binary_metrics(gold, baseline)["accuracy"],
        "baseline_majority_accuracy": binary_metrics(gold, [majority] * len(gold))["accuracy"],
        "dialogues": len(gold),
        "positives": sum(gold),
        "predicted_positives": sum(ours),
    }
    results = [{"gold": g, "skg": o, "embedding": b} for g, o, b in zip(gold, ours, baseline, strict=True)]
    doc_out = {
        "benchmark": name,
        "machine": machine("sentence-transformers"),
        "results": results,
        "summary": summary,
    }
    report(f"{name}-{args.extractor}", doc_out, args.json, args.quick)
