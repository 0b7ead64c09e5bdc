"""Memory maintenance against the number of facts: the indexed Maintainer (``maintain``) against
the quadratic replay it replaced (every new fact compared with every standing fact), in the same
run, on synthetic fact streams of N and N/10 facts. Both must give the same supersessions.

Profiles: ``chat`` (one fact a turn over many subjects and relations, few conflicts: memory
grows with N, the replay's worst case) and ``slots`` (the ingest benchmark's shape: 300
components, 5 relations that turn exclusive, many conflicts). Growth (time at N over N/10) is
10 for linear work; from N/10 = 200 it reads higher because so small a run fits the CPU caches
and meets fewer garbage collections (``new_us_per_fact`` is flat from 2,000 to 100,000 facts).

    python benchmarks/memory_scale.py [--quick] [--json] [--facts N]
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine, report

from dialogkg.detect.lexicons import default_lexicons
from dialogkg.memory.facts import Fact, TurnInfo
from dialogkg.memory.maintain import (
    CORRECTION_MARKERS,
    Maintainer,
    MemoryLog,
    Rule,
    Supersession,
    is_revision,
    maintain,
)

# The module, not the function the package re-exports under the same name (which an
# "import ... as" would bind); its conflict rule is counted by swapping it for a wrapper.
maintain_module = importlib.import_module("dialogkg.memory.maintain")
CONFLICT_RULE = "_conflict"
OLD_LIMIT = 5_000  # the replay is quadratic: above this it is not run
SPEAKERS = (("ana", "user"), ("bot", "assistant"))
TEXTS = ("", "", "", "", "actually it is", "change it please")
VERBS = ["likes", "visits", "owns", "works at", "lives in", "plays", "studies", "teaches", "raises", "lowers"]


def stream(profile: str, n: int, seed: int = 11) -> tuple[dict[int, TurnInfo], list[Fact]]:
    rng = random.Random(seed)
    if profile == "chat":
        subjects, objects, per_turn = 4 * n // 10 + 10, 8 * n // 10 + 10, 1
        labels = (
            VERBS + [f"does not {w.removesuffix('s')}" for w in VERBS[:4]] + [f"rel {k}" for k in range(50)]
        )
        exclusive_share, negation_share = 0.2, 0.05
    else:
        subjects, objects, per_turn = 300, 500, 2
        labels = ["depends on", "causes", "has status", "runs on", "limits"]
        exclusive_share, negation_share = 0.5, 0.02
    turns: dict[int, TurnInfo] = {}
    facts: list[Fact] = []
    index = 0
    while len(facts) < n:
        index += 1
        speaker, role = SPEAKERS[index % 2]
        turns[index] = TurnInfo(index, speaker, role, rng.choice(TEXTS), None)
        for k in range(min(per_turn, n - len(facts))):
            s, o, r = rng.randrange(subjects), rng.randrange(objects), rng.choice(labels)
            facts.append(
                Fact(
                    claim=f"c:{index}/{k}",
                    turn=index,
                    ordinal=k,
                    speaker=speaker,
                    role=role,
                    subject=f"e:s{s}",
                    subject_label=f"thing {s}",
                    relation=f"r:{r}",
                    relation_label=r,
                    obj=f"e:o{o}",
                    obj_label=f"value {o}",
                    negation=rng.random() < negation_share,
                    exclusive=rng.random() < exclusive_share,
                    hypothetical=rng.random() < 0.03,
                    extractor="synthetic",
                )
            )
    return turns, facts


def replay(turns: dict[int, TurnInfo], facts: Sequence[Fact]) -> MemoryLog:
    """The maintenance loop before the index (no judge, no certificates)."""
    lex = default_lexicons()
    by_turn: dict[int, list[Fact]] = {}
    for f in facts:
        by_turn.setdefault(f.turn, []).append(f)
    log = MemoryLog(list(facts))
    memory: list[Fact] = []
    functional: set[str] = set()
    previous: TurnInfo | None = None
    for index, t in turns.items():
        revision = is_revision(t) or (
            previous is not None
            and t.role == "assistant"
            and previous.role == "user"
            and is_revision(previous)
        )
        correction = CORRECTION_MARKERS.search(t.text) is not None
        new_facts = [f for f in by_turn.get(index, ()) if not f.hypothetical]
        functional.update(f.relation for f in new_facts if f.exclusive)
        for new in new_facts:
            replaced: list[tuple[Fact, Rule]] = []
            for old in memory:
                rule = maintain_module._conflict(old, new, functional, set(), lex)
                if rule is not None:
                    replaced.append((old, rule))
            for old, rule in replaced:
                authority = (
                    "revision"
                    if revision
                    else "correction"
                    if correction and old.speaker == new.speaker
                    else "none"
                )
                log.supersessions.append(Supersession(len(log.supersessions) + 1, old, new, rule, authority))  # type: ignore[arg-type]
                memory.remove(old)
            memory.append(new)
        previous = t
    return log


def counted(run: Callable[[], MemoryLog]) -> tuple[MemoryLog, float, int]:
    """Run once, timing it and counting the calls of the conflict rules."""
    original: Callable[..., Rule | None] = getattr(maintain_module, CONFLICT_RULE)
    calls = 0

    def counting(*args: Any) -> Rule | None:
        nonlocal calls
        calls += 1
        return original(*args)

    setattr(maintain_module, CONFLICT_RULE, counting)
    try:
        t0 = time.perf_counter()
        log = run()
        seconds = time.perf_counter() - t0
    finally:
        setattr(maintain_module, CONFLICT_RULE, original)
    return log, seconds, calls


def best_of(run: Callable[[], MemoryLog], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        run()
        times.append(time.perf_counter() - t0)
    return min(times)


def add_turn_us(turns: dict[int, TurnInfo], facts: Sequence[Fact], last: int = 100) -> float:
    """Median microseconds of Maintainer.add_turn over the last ``last`` turns (the live path)."""
    by_turn: dict[int, list[Fact]] = {}
    for f in facts:
        by_turn.setdefault(f.turn, []).append(f)
    maintainer = Maintainer()
    costs = []
    for index, t in turns.items():
        t0 = time.perf_counter_ns()
        maintainer.add_turn(t, by_turn.get(index, []))
        costs.append((time.perf_counter_ns() - t0) / 1000)
    return round(statistics.median(costs[-last:]), 1)


def measure(profile: str, n: int, repeats: int) -> dict[str, Any]:
    turns, facts = stream(profile, n)
    new_log, _, new_calls = counted(lambda: maintain(turns, facts))
    row: dict[str, Any] = {
        "profile": profile,
        "facts": n,
        "turns": len(turns),
        "supersessions": len(new_log.supersessions),
        "standing": len(new_log.view()),
        "new_conflict_calls": new_calls,
        # small runs take about a millisecond: repeat them more so that noise does not decide the ratio
        "new_s": round(best_of(lambda: maintain(turns, facts), max(repeats, min(50, 20_000 // n))), 5),
        "add_turn_us": add_turn_us(turns, facts),
    }
    row["new_us_per_fact"] = round(row["new_s"] * 1e6 / n, 2)
    if n <= OLD_LIMIT:
        old_log, _, old_calls = counted(lambda: replay(turns, facts))
        if old_log.supersessions != new_log.supersessions:
            raise SystemExit(f"{profile} N={n}: the Maintainer and the replay disagree")
        old_s = best_of(lambda: replay(turns, facts), max(1, repeats // 2))
        row |= {
            "old_conflict_calls": old_calls,
            "old_s": round(old_s, 4),
            "speedup": round(old_s / row["new_s"], 1),
        }
    return row


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="N = 2,000 only (and N/10)")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--facts", type=int, default=None, help="N (default 2,000; 20,000 without --quick)")
    args = parser.parse_args(argv)
    sizes = [args.facts] if args.facts else [2_000] if args.quick else [2_000, 20_000]
    repeats = 3 if args.quick else 5
    results = []
    for profile in ("chat", "slots"):
        for n in sizes:
            small, large = measure(profile, max(1, n // 10), repeats), measure(profile, n, repeats)
            results += [small, large]
    head = [r for r in results if r["profile"] == "chat" and r["facts"] == sizes[0]]
    growth: dict[str, float] = {}
    for small, large in zip(results[::2], results[1::2], strict=True):
        key = f"{large['profile']}_{large['facts']}"
        growth[f"{key}_new_growth"] = round(large["new_s"] / small["new_s"], 1)
        if "old_s" in large:
            growth[f"{key}_old_growth"] = round(large["old_s"] / small["old_s"], 1)
    summary: dict[str, Any] = {"profiles": ["chat", "slots"], **growth}
    if head:
        h = head[0]
        summary |= {
            "N": sizes[0],
            "old_conflict_calls": h.get("old_conflict_calls"),
            "new_conflict_calls": h["new_conflict_calls"],
            "old_s": h.get("old_s"),
            "new_s": h["new_s"],
            "speedup": h.get("speedup"),
            "add_turn_us": h["add_turn_us"],
        }
    doc = {
        "benchmark": "memory_scale",
        "machine": machine("pyoxigraph"),
        "results": results,
        "summary": summary,
    }
    report("memory_scale", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
