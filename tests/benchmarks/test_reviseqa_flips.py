"""benchmarks/reviseqa_flips.py: the formula reader, and exact figures on the first three scenarios."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCH))

import reviseqa_flips as rq  # noqa: E402

OR = rq.OR


def _data() -> Path:
    data = Path(__file__).resolve().parents[2].parent / "shared" / "data"
    return data if (data / "reviseqa").exists() else Path("/work/shared/data")


def test_formulas_become_clauses() -> None:
    assert rq.clauses(f"∀x ((p_13(x) {OR} p_14(x)) → p_4(x))") == [
        frozenset({("p_13", False), ("p_4", True)}),
        frozenset({("p_14", False), ("p_4", True)}),
    ]
    assert rq.clauses("∀x (p_6(x) ⊕ p_9(x))") == [
        frozenset({("p_6", False), ("p_9", False)}),
        frozenset({("p_6", True), ("p_9", True)}),
    ]
    assert rq.clauses("-(p_16(Molly) ↔ p_15(Molly))") == rq.clauses("p_16(Molly) ⊕ p_15(Molly)")
    assert rq.clauses("p_8(Irene) → false") == [frozenset({("p_8", False)})]
    assert rq.clauses(f"p_11(Ashlyn) {OR} ¬p_11(Ashlyn).") == []  # a tautology says nothing
    assert rq.unit("¬p_4(Novah)") == ("p_4", False) and rq.unit(f"p_5(N) {OR} p_8(N)") is None


def test_the_first_three_scenarios(tmp_path: Path) -> None:
    data = _data()
    if not (data / "reviseqa" / "verified" / "ex_0.json").exists():
        pytest.skip("ReviseQA is not in the shared data")
    out = tmp_path / "flips.json"
    env = {**os.environ, "DIALOGKG_SHARED_DATA": str(data), "DIALOGKG_BENCH_RESULTS": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, str(BENCH / "reviseqa_flips.py"), "--json", "--scenarios", "3", "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc == json.loads(out.read_text(encoding="utf-8"))
    summary = doc["summary"]
    del summary["s_per_edit"]
    assert summary == {
        "flip_accuracy": 1.0,
        "flip_precision": 1.0,
        "flip_recall": 1.0,
        "flip_f1": 1.0,
        "baseline_never_flip_accuracy": 0.5714,
        "baseline_majority_accuracy": 0.5714,
        "scenarios": 3,
        "edits": 21,
        "gold_flips": 9,
        "predicted_flips": 9,
        "gold_agrees_with_modification_type": 21,
        "edits_made_disagrees": 5,
        "unreadable_formulas": 0,
    }
    flips = [(r["scenario"], r["edit"]) for r in doc["results"] if r["flip"]]
    assert flips == [
        ("ex_0", 1), ("ex_0", 4), ("ex_0", 7),
        ("ex_1", 1), ("ex_1", 5), ("ex_1", 6), ("ex_1", 7),
        ("ex_2", 3), ("ex_2", 7),
    ]  # fmt: skip
    # ex_1's second edit retracts the conclusion's support and re-derives it: no flip
    second = doc["results"][8]
    assert (second["scenario"], second["edit"], second["lost"], second["rederived"], second["affected"]) == (
        "ex_1", 2, True, True, 6,
    )  # fmt: skip
