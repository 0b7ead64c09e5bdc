"""Live per-turn use: one conversation grown turn by turn to K through the Python API on the
embedded store (append, verify, affected, retract, memory at every tenth of K), against the
same conversation ingested in bulk in the same run; then verify through `dialogkg serve` on
loopback (a bounded number of requests), and the CLI's start-up against a bare interpreter.

    python benchmarks/live_turns.py [--quick] [--json] [--no-http]
"""

from __future__ import annotations

import argparse
import json
import os
import random
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import free_port, machine, report
from ingest import synthetic_triples

from dialogkg.api import DialogKG
from dialogkg.conversation.readers import parse_conversation

TENANT = "bench"
KEY = "live-turns-benchmark-key"
CID = f"{TENANT}/conversation"  # the id `serve` gives conversation "conversation" of tenant "bench"


THREAD = 25  # turns per sub-problem of the conversation


def threaded_conversation(turns: int, seed: int = 7) -> dict[str, Any]:
    """A long annotated working session (native format) made of sub-problems of 25 turns, as
    long debugging or planning chats are: within a thread, observations and hypotheses resting
    on up to two earlier arguments of the thread, supports and underminings; each thread ends by
    resolving one hypothesis and abandoning another. Two claims per turn about the thread's own
    dozen components (so memory conflicts stay within a thread), three speakers."""
    rng = random.Random(seed)
    speakers = ("ana", "ben", "bot")
    out: list[dict[str, Any]] = []
    thread: list[str] = []
    for i in range(1, turns + 1):
        position = (i - 1) % THREAD
        if position == 0:
            thread = []
        triples = synthetic_triples(rng, scope=f"{(i - 1) // THREAD}.", components=12)
        ops: list[dict[str, Any]] = []
        new_id = f"a{i}"
        if position == THREAD - 1 and len(thread) >= 2:
            ops.append({"op": "Resolve", "target": thread[-1]})
            ops.append({"op": "Revise", "target": thread[-2]})
        elif position == 0 or rng.random() < 0.3:
            ops.append({"op": "Observe", "id": new_id, "claim": f"observation {i}"})
            thread.append(new_id)
        else:
            deps = rng.sample(thread, k=min(len(thread), rng.randint(1, 2)))
            ops.append({"op": "Hypothesize", "id": new_id, "claim": f"hypothesis {i}", "depends_on": deps})
            if len(thread) >= 2 and rng.random() < 0.3:
                kind = rng.choice(["Support", "Undermine"])
                target, evidence = thread[-1], rng.choice(thread[:-1])
                ops.append({"op": kind, "target": target, "evidence": evidence})
            thread.append(new_id)
        out.append(
            {
                "speaker": speakers[i % 3],
                "text": f"turn {i} says something about component {i % 300}",
                "annotations": {"triples": triples, "operations": ops},
            }
        )
    participants = [{"id": s, "role": "assistant" if s == "bot" else "user"} for s in speakers]
    return {"id": "conversation", "participants": participants, "turns": out}


def _median_ms(fn: Callable[[], object], runs: int, warm: int = 0) -> float:
    for _ in range(warm):
        fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def grow(k: int, folder: Path, seed: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Append K turns one by one; at every tenth of K time the per-turn calls."""
    doc = threaded_conversation(k)
    rng = random.Random(seed)
    kg = DialogKG.open(folder / "live")
    appends: list[float] = []
    table: list[dict[str, Any]] = []
    checkpoints = {max(1, k * j // 10) for j in range(1, 11)}
    for i, turn in enumerate(doc["turns"], start=1):
        start = time.perf_counter()
        kg.append(CID, turn, participants=doc["participants"], extractor="annotated")
        appends.append(time.perf_counter() - start)
        if i == 1:
            kg.memory(CID)  # imports the view's modules once, so memory_cold_ms is a cold cache only
        if i in checkpoints:
            args = sorted(kg.state(CID).args)
            picks = [rng.choice(args) for _ in range(50)]
            table.append(checkpoint(kg, i, appends[-max(1, k // 20) :], picks))
    args = sorted(kg.state(CID).args)
    victims = rng.sample(args, 20)
    retract_ms = statistics.median(
        [_median_ms(lambda a=a: kg.retract(CID, a), 1) for a in victims]  # type: ignore[misc]
    )
    kg.close()
    return {"retract_ms": round(retract_ms, 3)}, table


def checkpoint(kg: DialogKG, k: int, appends: list[float], picks: list[str]) -> dict[str, Any]:
    """Median per call at this length: the last appends, verify and affected of 50 arguments."""

    def per_call(fn: Callable[[str], object]) -> float:
        times = []
        for arg in picks:
            start = time.perf_counter()
            fn(arg)
            times.append(time.perf_counter() - start)
        return statistics.median(times) * 1e3

    start = time.perf_counter()
    kg.memory(CID)  # the first call after the appends walks facts no longer in the CPU caches
    cold_memory = (time.perf_counter() - start) * 1e3
    return {
        "K": k,
        "append_ms": round(statistics.median(appends) * 1e3, 3),
        "verify_ms": round(per_call(lambda a: kg.verify(CID, argument=a)), 4),
        "affected_us": round(per_call(lambda a: kg.affected(CID, a)) * 1e3, 2),
        # Best of five rounds of 11 warm calls: other processes on two shared cores otherwise
        # decide the figure; the cold first call is reported beside it. No call's answer is kept
        # for the next: each copies the view the engine maintains turn by turn.
        "memory_ms": round(min(_median_ms(lambda: kg.memory(CID), 11, warm=3) for _ in range(5)), 4),
        "memory_cold_ms": round(cold_memory, 4),
        # As of half the conversation: the facts said by then (bisected), filtered.
        "memory_as_of_ms": round(_median_ms(lambda: kg.memory(CID, as_of=max(1, k // 2)), 11, warm=1), 4),
    }


def bulk(k: int, folder: Path) -> float:
    doc = threaded_conversation(k)
    doc["id"] = CID
    kg = DialogKG.open(folder / "bulk")
    start = time.perf_counter()
    kg.ingest([parse_conversation(doc)], extractor="annotated")
    elapsed = time.perf_counter() - start
    kg.close()
    return elapsed / k * 1e3


def http_verify(store: Path, requests: int, seed: int) -> dict[str, float]:
    """Median and 99th percentile of POST verify by id against a real `dialogkg serve`."""
    keys = store.parent / "keys.txt"
    keys.write_text(f"{KEY} {TENANT}\n", encoding="utf-8")
    port = free_port()
    exe = shutil.which("dialogkg") or str(Path(sys.executable).with_name("dialogkg"))
    server = subprocess.Popen(
        [exe, "serve", "--store", str(store), "--create", "--port", str(port), "--keys", str(keys)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        rng = random.Random(seed)

        def post(path: str, body: dict[str, Any]) -> dict[str, Any]:
            request = urllib.request.Request(
                base + path,
                data=json.dumps(body).encode(),
                headers={"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"},
            )
            with urllib.request.urlopen(request, timeout=30) as answer:
                result: dict[str, Any] = json.loads(answer.read())
                return result

        post("/v1/conversations/conversation/verify", {"id": "a1"})  # opens the engine once
        times = []
        for _ in range(requests):
            arg = f"a{rng.randrange(1, 100)}"
            start = time.perf_counter()
            post("/v1/conversations/conversation/verify", {"id": arg})
            times.append(time.perf_counter() - start)
    finally:
        server.terminate()
        server.wait(timeout=30)
    times.sort()
    return {
        "http_verify_p50_ms": round(statistics.median(times) * 1e3, 3),
        "http_verify_p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))] * 1e3, 3),
    }


def startup() -> dict[str, float]:
    exe = shutil.which("dialogkg") or str(Path(sys.executable).with_name("dialogkg"))
    env = {**os.environ, "PYTHONHASHSEED": "0"}

    def run(cmd: list[str]) -> None:
        subprocess.run(cmd, check=True, capture_output=True, env=env)

    run([exe, "--version"])  # warm the file cache
    return {
        "startup_ms": round(_median_ms(lambda: run([exe, "--version"]), 7), 1),
        "python_startup_ms": round(_median_ms(lambda: run([sys.executable, "-c", "pass"]), 7), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="K = 300 and fewer HTTP requests")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--no-http", action="store_true", help="skip the serve measurement")
    args = parser.parse_args()
    k = 300 if args.quick else 2000
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        bulk_ms = bulk(k, folder)
        live, table = grow(k, folder, seed=11)
        http = {} if args.no_http else http_verify(folder / "live", 200 if args.quick else 1000, seed=5)
    top, tenth = table[-1], table[0]
    summary: dict[str, Any] = {
        "K": k,
        "append_ms": top["append_ms"],
        "bulk_ms_per_turn": round(bulk_ms, 3),
        "append_over_bulk": round(top["append_ms"] / bulk_ms, 2),
        "verify_ms": top["verify_ms"],
        "affected_us": top["affected_us"],
        "retract_ms": live["retract_ms"],
        "memory_ms": top["memory_ms"],
        "memory_cold_ms": top["memory_cold_ms"],
        "memory_as_of_ms": top["memory_as_of_ms"],
        "memory_growth": round(top["memory_ms"] / tenth["memory_ms"], 2),
        **http,
        **startup(),
    }
    doc = {
        "benchmark": "live_turns",
        "machine": machine("pyoxigraph", "pyshacl", "uvicorn", "starlette"),
        "results": table,
        "summary": summary,
    }
    report("live_turns", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
