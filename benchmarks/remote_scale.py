"""Past one machine: many conversations into a real Oxigraph server over HTTP.

Loads C conversations of T synthetic annotated turns each (default 1,000 x 100) into a fresh
``oxigraph serve`` on loopback, through the same ingest as the embedded store (a batch of turns
per write: N-Quads POSTed to the Graph Store Protocol endpoint ``/store``, or with
``--write update`` one SPARQL 1.1 Update request), and reports, in the same run:

* turns/s into the server against turns/s into the embedded store and into a second server
  through SPARQL Update, both for the first conversations (the baselines, with ratios);
* the latency of the bundled per-conversation queries on the first conversation as the store
  grows (after 1, 10%, 50% and 100% of the load): each query reads one conversation's graphs,
  so its time must stay flat however many other conversations the server holds
  (``growth`` = time at the end / time after the first conversation);
* the latency of the whole-store ``stats`` counts beside them, which scans everything and is
  expected to grow (the contrast shows the flatness is not an accident of a tiny store).

    python benchmarks/remote_scale.py [--quick] [--json] [--conversations C] [--turns T]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pyoxigraph import Literal

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import free_port, machine, report
from ingest import synthetic_conversation

from dialogkg.api import DialogKG
from dialogkg.queries import run_query

BASELINE_CONVERSATIONS = 20  # loaded into the embedded store as well, for the turns/s ratio
REPEAT = 7  # timed runs per query at each checkpoint (median), after one warm-up
FIRST = "conv-0000"


def queries() -> dict[str, tuple[str, dict[str, Literal]]]:
    """Bundled per-conversation queries with parameters that exist in every synthetic dialogue."""
    return {
        "turns": ("turns", {}),
        "commitments": ("commitments", {"speaker": Literal("ana")}),
        "dependencies": ("dependencies", {}),
        "upstream": ("upstream", {"argument": Literal("a50")}),
        "affected": ("affected", {"argument": Literal("a10")}),
        "claims-about": ("claims-about", {"entity": Literal("component 7")}),
    }


def start_server(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    binary = shutil.which("oxigraph") or str(Path(sys.executable).parent / "oxigraph")
    port = free_port()
    process = subprocess.Popen(
        [binary, "serve", "--location", str(folder), "--bind", f"127.0.0.1:{port}", "--union-default-graph"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(f"{base}/query?query=ASK%7B%7D", timeout=2):
                return process, base
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise SystemExit("oxigraph serve did not start") from None
            time.sleep(0.2)


def write_sources(folder: Path, conversations: int, turns: int) -> list[Path]:
    paths = []
    for c in range(conversations):
        doc = synthetic_conversation(turns, seed=c)
        doc["id"] = f"conv-{c:04d}"
        path = folder / f"{doc['id']}.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        paths.append(path)
    return paths


def timed(run: Callable[[], object], repeat: int = REPEAT) -> float:
    """Median milliseconds of ``repeat`` runs after one warm-up."""
    run()
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        times.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(times), 3)


def latencies(kg: DialogKG) -> dict[str, float]:
    def rows(query: str, params: Any) -> Callable[[], object]:
        return lambda: run_query(kg.store, query, conversation=FIRST, params=params).rows

    out = {name: timed(rows(query, params)) for name, (query, params) in queries().items()}
    out["stats (whole store)"] = timed(kg.stats, repeat=3)
    return out


def ingest_seconds(kg: DialogKG, paths: list[Path]) -> float:
    started = time.perf_counter()
    for path in paths:
        kg.ingest([path], extractor="annotated")
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="40 conversations x 30 turns")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--conversations", type=int, default=None)
    parser.add_argument("--turns", type=int, default=None)
    parser.add_argument("--write", choices=("gsp", "update"), default="gsp", help="how the server is written")
    args = parser.parse_args()
    conversations = args.conversations or (40 if args.quick else 1000)
    turns = args.turns or (30 if args.quick else 100)
    baseline_n = min(BASELINE_CONVERSATIONS, conversations)
    checkpoints = sorted(
        {1, baseline_n, max(1, conversations // 10), max(1, conversations // 2), conversations}
    )

    with tempfile.TemporaryDirectory(prefix="dialogkg-remote-") as tmp:
        folder = Path(tmp)
        paths = write_sources(folder, conversations, turns)
        embedded = DialogKG.open(folder / "embedded")
        try:
            embedded_rate = round(baseline_n * turns / ingest_seconds(embedded, paths[:baseline_n]), 1)
        finally:
            embedded.close()
        process, base = start_server(folder / "update-baseline")
        try:
            plain = DialogKG.connect(f"{base}/query", f"{base}/update")
            update_rate = round(baseline_n * turns / ingest_seconds(plain, paths[:baseline_n]), 1)
        finally:
            process.terminate()
            process.wait(timeout=30)
        process, base = start_server(folder / "server")
        try:
            gsp = f"{base}/store" if args.write == "gsp" else None
            kg = DialogKG.connect(f"{base}/query", f"{base}/update", gsp_endpoint=gsp)
            rows: list[dict[str, Any]] = []
            loaded, elapsed = 0, 0.0
            for point in checkpoints:
                seconds = ingest_seconds(kg, paths[loaded:point])
                rate = round((point - loaded) * turns / seconds, 1)
                loaded, elapsed = point, elapsed + seconds
                if loaded == baseline_n:
                    remote_first = round(baseline_n * turns / elapsed, 1)
                row = {
                    "conversations": loaded,
                    "turns": loaded * turns,
                    "turns_per_s": rate,
                    "ms": latencies(kg),
                }
                rows.append(row)
                print(f"  {loaded} conversations: {rate} turns/s", file=sys.stderr)
            counts = kg.stats().counts
        finally:
            process.terminate()
            process.wait(timeout=30)

    first, last = rows[0]["ms"], rows[-1]["ms"]
    total_turns = conversations * turns
    overall = round(total_turns / elapsed, 1)
    summary = {
        "conversations": conversations,
        "turns": total_turns,
        "remote_turns_per_s": overall,
        "embedded_turns_per_s": embedded_rate,
        "write": args.write,
        "remote_first_turns_per_s": remote_first,
        "remote_over_embedded": round(remote_first / embedded_rate, 3),
        "update_first_turns_per_s": update_rate,
        "remote_over_update": round(remote_first / update_rate, 3),
        "query_ms_at_end": dict(last),
        "query_growth": {k: round(last[k] / first[k], 2) for k in first},
        "stored_turns": counts["turns"],
    }
    doc = {
        "benchmark": "remote_scale",
        "machine": machine("pyoxigraph", "oxigraph", "SPARQLWrapper"),
        "results": rows,
        "summary": summary,
    }
    report("remote_scale", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
