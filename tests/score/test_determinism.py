"""Scores, verdicts and certificate anchors do not depend on the process's hash seed.

Regression: the candidate anchors of a turn came from a set of node keys, so whether a
certificate was anchored on the speaker or on "nurse" changed with PYTHONHASHSEED.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import DATA

pytest.importorskip("spacy")

CASES = ("negation-contraction", "yes-no-ellipsis", "cant-stand")


def _evaluate(source: Path, store: Path, seed: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run(
        [sys.executable, "-m", "dialogkg.cli", "evaluate", str(source), "--store", str(store), "--json"],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    return done.stdout


@pytest.mark.slow
def test_evaluate_is_identical_under_two_hash_seeds(tmp_path: Path) -> None:
    lines = [line for line in (DATA / "everyday-chat.jsonl").read_text().splitlines() if line.strip()]
    chosen = [line for line in lines if json.loads(line)["id"] in CASES]
    source = tmp_path / "chat.jsonl"
    source.write_text("\n".join(chosen) + "\n", encoding="utf-8")
    first = _evaluate(source, tmp_path / "a", "1")
    second = _evaluate(source, tmp_path / "b", "2")
    assert first == second
    anchors = [c["anchor"] for conv in json.loads(first)["conversations"] for t in conv["turns"]
               for c in t["certificates"]]  # fmt: skip
    assert len(anchors) >= 3
