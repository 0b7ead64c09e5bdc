"""Shared helpers for benchmark scripts: machine description and result files."""

from __future__ import annotations

import json
import os
import platform
import socket
import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

# Tests point this elsewhere so that smoke runs never overwrite the recorded results.
RESULTS = Path(os.environ.get("DIALOGKG_BENCH_RESULTS", Path(__file__).parent / "results"))


def machine(*packages: str) -> dict[str, Any]:
    versions: dict[str, str | None] = {}
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


def free_port() -> int:
    """A TCP port free on loopback now, for a server a benchmark starts."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


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


def auroc(gold: list[bool], scores: list[float]) -> float | None:
    """Area under the ROC curve: the chance that a random positive outscores a random negative
    (ties count one half; Mann-Whitney U over average ranks). None with only one class."""
    pairs = sorted(zip(scores, gold, strict=True), key=lambda p: p[0])
    positives = sum(gold)
    negatives = len(gold) - positives
    if not positives or not negatives:
        return None
    rank_sum = 0.0
    i = 0
    while i < len(pairs):
        j = i
        while j < len(pairs) and pairs[j][0] == pairs[i][0]:
            j += 1
        average_rank = (i + 1 + j) / 2  # ranks i+1 .. j share their mean
        rank_sum += average_rank * sum(1 for _, g in pairs[i:j] if g)
        i = j
    u = rank_sum - positives * (positives + 1) / 2
    return round(u / (positives * negatives), 4)


@dataclass(frozen=True)
class Scored:
    """One dialogue after the shared pass: gold label, SKG-Eval's prediction and continuous
    score, the embedding baseline's prediction and the dialogue's number of turns."""

    id: str
    gold: bool
    skg: bool
    score: float
    embedding: bool
    turns: int


@dataclass(frozen=True)
class OutsideBenchmark:
    """The shared shape of the outside-data benchmarks: read JSON lines, score each dialogue with
    SKG-Eval (the chosen extractor) and an embedding baseline in the same pass, report both
    beside the majority guess. ``skg_predicts``/``skg_score``/``baseline_predicts`` take
    (item, result, embedder); ``select`` picks the items of a split; ``summarise`` adds keys."""

    name: str
    doc: str
    data: Path
    sample: int
    adapt: Callable[[dict[str, Any]], dict[str, Any]]
    is_positive: Callable[[dict[str, Any]], bool]
    skg_predicts: Callable[[dict[str, Any], Any, Any], bool]
    skg_score: Callable[[dict[str, Any], Any, Any], float]
    baseline_predicts: Callable[[dict[str, Any], Any, Any], bool]
    splits: tuple[str, ...] = ()
    select: Callable[[list[dict[str, Any]], str], list[dict[str, Any]]] | None = None
    summarise: Callable[[list[Scored]], dict[str, Any]] | None = None
    default_extractor: str = "auto"


def run_outside(bench: OutsideBenchmark, argv: list[str] | None = None) -> None:
    import argparse
    import json
    import random

    from dialogkg.conversation.readers import parse_conversation
    from dialogkg.detect.embeddings import Embedder, EmbeddingCache, default_cache_path
    from dialogkg.extract.base import get_extractor
    from dialogkg.score.evaluate import evaluate_conversation

    parser = argparse.ArgumentParser(
        description=bench.doc, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help=f"a fixed sample of {bench.sample} dialogues")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--extractor", default=bench.default_extractor)
    if bench.splits:
        parser.add_argument("--split", choices=bench.splits, default=bench.splits[0])
    args = parser.parse_args(argv)
    if not bench.data.exists():
        raise SystemExit(f"error: {bench.data} not found")
    items = [json.loads(line) for line in bench.data.read_text(encoding="utf-8").splitlines() if line.strip()]
    split = getattr(args, "split", None)
    if bench.select is not None and split is not None:
        items = bench.select(items, split)
    if args.quick:
        items = random.Random(5).sample(items, min(bench.sample, len(items)))
    extractor = get_extractor(args.extractor)
    # Vectors are cached on disk (the user's cache directory), so a re-run only re-extracts.
    embedder = Embedder(cache=EmbeddingCache(default_cache_path(None)))
    scored: list[Scored] = []
    for item in items:
        adapted = bench.adapt(item)
        conversation = parse_conversation(adapted, source=str(bench.data))
        result = evaluate_conversation(conversation, extractor, embedder)
        scored.append(
            Scored(
                adapted["id"],
                bool(bench.is_positive(item)),
                bool(bench.skg_predicts(item, result, embedder)),
                float(bench.skg_score(item, result, embedder)),
                bool(bench.baseline_predicts(item, result, embedder)),
                len(adapted["turns"]),
            )
        )
    gold = [s.gold for s in scored]
    ours = [s.skg for s in scored]
    majority = sum(gold) > len(gold) / 2
    summary: dict[str, Any] = {"extractor": args.extractor}
    if split is not None:
        summary["split"] = split
    summary |= {
        **binary_metrics(gold, ours),
        "auroc": auroc(gold, [s.score for s in scored]),
        "baseline_embedding_accuracy": binary_metrics(gold, [s.embedding for s in scored])["accuracy"],
        "baseline_majority_accuracy": binary_metrics(gold, [majority] * len(gold))["accuracy"],
    }
    if bench.summarise is not None:
        summary |= bench.summarise(scored)
    summary |= {"dialogues": len(gold), "positives": sum(gold), "predicted_positives": sum(ours)}
    results = [
        {"id": s.id, "gold": s.gold, "skg": s.skg, "score": round(s.score, 4), "embedding": s.embedding}
        for s in scored
    ]
    doc_out = {
        "benchmark": bench.name,
        "machine": machine("sentence-transformers", "spacy"),
        "results": results,
        "summary": summary,
    }
    suffix = f"-{split}" if split is not None else ""
    report(f"{bench.name}-{args.extractor}{suffix}", doc_out, args.json, args.quick)
