"""Retraction latency (the paper's E4): Affected(p) by the in-process dependency index (the
runtime hot path), by SPARQL over the dependency graph on the embedded store, and by history
replay (rebuilding the dependency map from the K-turn log), all in one run, on synthetic
engines of K turns in two regimes: naive (|Args| ~ 0.3K) and bounded (|Args| <= 50, where
abandoned hypotheses retire from the working set). Also the per-turn cost of Apply against K.

    python benchmarks/retraction_latency.py [--quick] [--json]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pyoxigraph import Literal, Quad

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine, report

from dialogkg import vocab as v
from dialogkg.extract.schema import OperationAnnotation
from dialogkg.ground.index import DependencyIndex
from dialogkg.ground.state import DialogueState
from dialogkg.resources import query_text
from dialogkg.store.embedded import OxigraphStore

CID = "latency"
BOUND = 50


@dataclass(frozen=True)
class Event:
    """One logged step: an argument with its premises, or the retirement of one."""

    turn: int
    arg: str
    deps: tuple[str, ...] = ()
    retire: bool = False


def synthetic_log(k: int, regime: str, seed: int) -> list[Event]:
    """K turns; 30% introduce an argument resting on up to two live ones (the paper's naive
    regime), the rest support existing ones. In the bounded regime the oldest argument retires
    (is abandoned and leaves the working set) whenever more than 50 are live."""
    rng = random.Random(seed)
    live: list[str] = []
    log: list[Event] = []
    for turn in range(1, k + 1):
        if not live or rng.random() < 0.3:
            arg = f"a{turn}"
            deps = tuple(rng.sample(live, min(len(live), rng.randint(0, 2))))
            log.append(Event(turn, arg, deps))
            live.append(arg)
            if regime == "bounded" and len(live) > BOUND:
                log.append(Event(turn, live.pop(0), retire=True))
        else:
            log.append(Event(turn, rng.choice(live)))  # a generic support: no structural change
    return log


def replay(log: list[Event]) -> DependencyIndex:
    """The baseline: rebuild the dependency map from the whole history."""
    index = DependencyIndex()
    for event in log:
        if event.retire:
            index.remove(event.arg)
        else:
            for dep in event.deps:
                index.add(event.arg, dep)
    return index


def apply_costs(log: list[Event]) -> list[float]:
    """Microseconds per turn of DialogueState.apply (Algorithm 1) over the log."""
    state = DialogueState()
    per_turn: dict[int, float] = {}
    for event in log:
        if event.retire:
            fields: dict[str, Any] = {"op": "Revise", "target": event.arg}
        elif event.arg in state.args:
            fields = {"op": "Support", "target": event.arg}
        else:
            fields = {
                "op": "Hypothesize",
                "id": event.arg,
                "claim": event.arg,
                "depends_on": list(event.deps),
            }
        op = OperationAnnotation.model_validate(fields)
        t0 = time.perf_counter_ns()
        state.apply(op, "amy", event.turn, 0)
        per_turn[event.turn] = per_turn.get(event.turn, 0.0) + (time.perf_counter_ns() - t0) / 1000
    return [per_turn[t] for t in sorted(per_turn)]


def live_args(log: list[Event]) -> list[str]:
    live: dict[str, None] = {}
    for event in log:
        if event.retire:
            live.pop(event.arg, None)
        else:
            live.setdefault(event.arg)
    return list(live)


def load_store(store: OxigraphStore, index: DependencyIndex, args: list[str]) -> None:
    """The dependency graph, and a state graph in which every live argument stands (the
    affected query lists standing arguments only, Proposition 2.1)."""
    graph, state = v.dependency_graph(CID), v.state_graph(CID)
    quads = []
    for arg in args:
        node = v.argument_iri(CID, arg)
        quads.append(Quad(node, v.DKG.localId, v.string(arg), graph))
        quads.append(Quad(node, v.DKG.standing, v.boolean(True), state))
        quads += [Quad(node, v.DKG.dependsOn, v.argument_iri(CID, d), graph) for d in index.deps(arg)]
    store.replace_graphs([graph, state], quads)


def measure(k: int, regime: str, seeds: int, queries: int, folder: Path) -> dict[str, Any]:
    hot, sparql, replayed, early, late = [], [], [], [], []
    affected_query = query_text("affected")
    for seed in range(seeds):
        log = synthetic_log(k, regime, seed)
        index = replay(log)
        args = live_args(log)
        store = OxigraphStore(folder / f"{regime}-{k}-{seed}")
        load_store(store, index, args)
        rng = random.Random(1000 + seed)
        bindings = {"conversation": v.conversation_iri(CID)}
        for _ in range(queries):
            p = rng.choice(args)
            t0 = time.perf_counter_ns()
            expected = sorted(index.dependents(p))
            hot.append((time.perf_counter_ns() - t0) / 1000)
            t0 = time.perf_counter_ns()
            rows = store.select(affected_query, {**bindings, "argument": Literal(p)})
            sparql.append((time.perf_counter_ns() - t0) / 1000)
            t0 = time.perf_counter_ns()
            baseline = sorted(replay(log).dependents(p))
            replayed.append((time.perf_counter_ns() - t0) / 1000)
            if rows.literal_values("affected") != expected or baseline != expected:
                raise SystemExit(f"disagreement at K={k} {regime} seed={seed} p={p}")
        store.close()
        costs = apply_costs(log)
        window = max(1, min(100, len(costs) // 10))
        early.append(statistics.median(costs[:window]))
        late.append(statistics.median(costs[-window:]))
    hot_us, sparql_us, replay_us = (statistics.median(x) for x in (hot, sparql, replayed))
    return {
        "regime": regime,
        "K": k,
        "args": len(live_args(synthetic_log(k, regime, 0))),
        "hot_path_us": round(hot_us, 3),
        "sparql_us": round(sparql_us, 1),
        "replay_us": round(replay_us, 1),
        "replay_over_hot_path": round(replay_us / hot_us, 1),
        "replay_over_sparql": round(replay_us / sparql_us, 2),
        "apply_early_us": round(statistics.median(early), 2),
        "apply_late_us": round(statistics.median(late), 2),
        "apply_late_over_early": round(statistics.median(late) / statistics.median(early), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="fewer K values and seeds")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    args = parser.parse_args()
    ks = [13, 200, 1000, 2000] if args.quick else [13, 50, 100, 200, 500, 1000, 2000]
    seeds = 2 if args.quick else 5
    results = []
    with tempfile.TemporaryDirectory() as folder:
        for regime in ("bounded", "naive"):
            for k in ks:
                results.append(measure(k, regime, seeds, 200, Path(folder)))
                if not args.json:
                    print(results[-1], file=sys.stderr)
    top = next(r for r in results if r["regime"] == "bounded" and r["K"] == max(ks))
    summary = {
        "K": top["K"],
        "hot_path_us": top["hot_path_us"],
        "sparql_us": top["sparql_us"],
        "replay_us": top["replay_us"],
        "replay_over_hot_path": top["replay_over_hot_path"],
        "apply_late_over_early": top["apply_late_over_early"],
        "queries_per_cell": 200 * seeds,
    }
    doc = {
        "benchmark": "retraction_latency",
        "machine": machine("pyoxigraph"),
        "results": results,
        "summary": summary,
    }
    report("retraction_latency", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
