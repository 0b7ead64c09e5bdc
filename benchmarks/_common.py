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
