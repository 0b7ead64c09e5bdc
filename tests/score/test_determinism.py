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

from tests.conftest import DATA, OxigraphServer

pytest.importorskip("spacy")

CASES = ("negation-contraction", "yes-no-ellipsis", "cant-stand")


def _run(seed: str, *argv: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run(
        [sys.executable, "-m", "dialogkg.cli", *argv], capture_output=True, text=True, check=True, env=env
    )
    return done.stdout


def _evaluate_and_export(source: Path, where: list[str], out: Path, seed: str) -> tuple[str, bytes]:
    """evaluate's JSON and the exported certificates of every conversation, in one process each."""
    scores = _run(seed, "evaluate", str(source), *where, "--json")
    exported = b""
    for conversation in CASES:
        target = out / f"{conversation}-{seed}.ttl"
        _run(seed, "certificates", "export", "--conversation", conversation, "--out", str(target), *where)
        exported += target.read_bytes()
    return scores, exported


@pytest.mark.slow
@pytest.mark.server
def test_evaluate_and_certificates_are_byte_identical_across_seeds_and_stores(
    tmp_path: Path, oxigraph_server: OxigraphServer
) -> None:
    """Issue 13 deliverable 4: three seeds, the embedded store and a real server, same bytes.
    Regression: a turn's candidate anchors came from a set of node keys, so whether a
    certificate was anchored on the speaker or on "nurse" changed with PYTHONHASHSEED."""
    lines = [line for line in (DATA / "everyday-chat.jsonl").read_text().splitlines() if line.strip()]
    source = tmp_path / "chat.jsonl"
    source.write_text("\n".join(x for x in lines if json.loads(x)["id"] in CASES) + "\n", encoding="utf-8")
    runs = [
        _evaluate_and_export(source, ["--store", str(tmp_path / f"s{seed}")], tmp_path, seed)
        for seed in ("0", "1")
    ]
    oxigraph_server.store().update("CLEAR ALL")
    remote = ["--endpoint", oxigraph_server.query_url, "--update-endpoint", oxigraph_server.update_url]
    runs.append(_evaluate_and_export(source, remote, tmp_path, "2"))
    assert all(run == runs[0] for run in runs[1:])
    assert runs[0][1].count(b"ContradictionCertificate") >= 3
