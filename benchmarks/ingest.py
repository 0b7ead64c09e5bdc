"""Ingest throughput: a synthetic 2,000-turn annotated conversation into the embedded Oxigraph
store and, in the same run, into an rdflib in-memory Dataset behind the same store protocol.

Prints turns/s for both, their ratio, and the per-turn cost of the last windows of 100 turns
against the first (it must stay flat: nothing in the write path may scan what is already
stored). Each side is the median of three windows: the writer's checkpoint for readers (at
most one a second) lands in every third window or so, and one window alone measures where it
fell.

    python benchmarks/ingest.py [--quick] [--json] [--turns N]
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, cast

import rdflib
from pyoxigraph import BlankNode, Literal, NamedNode, Quad

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine, report

from dialogkg.conversation.readers import read_file
from dialogkg.extract.annotated import AnnotatedExtractor
from dialogkg.ingest import ConversationWriter, DerivedStream
from dialogkg.store.base import Bindings, SelectResult, Store, Term
from dialogkg.store.bindings import bind
from dialogkg.store.embedded import OxigraphStore

WINDOW = 100
EDGE = 3  # windows at each end compared by their median
ENTITY_TYPES = ["Person", "Event", "Object", "Concept", "Condition", "Organization", "Time", "Number"]


def synthetic_triples(
    rng: random.Random, count: int = 2, scope: str = "", components: int = 300
) -> list[dict[str, Any]]:
    """Annotated SKG triples about ``components`` components named within ``scope`` (the claims
    of one turn)."""
    return [
        {
            "sub": f"component {scope}{rng.randrange(components)}",
            "rel": rng.choice(["depends on", "causes", "has status", "runs on", "limits"]),
            "obj": f"thing {rng.randrange(500)}",
            "type_sub": rng.choice(ENTITY_TYPES),
            "type_obj": rng.choice(ENTITY_TYPES),
            "importance": round(rng.random(), 2),
            "attribute": "property",
            "property_type": rng.choice(["EXCLUSIVE", "ADDITIVE"]),
        }
        for _ in range(count)
    ]


def synthetic_conversation(turns: int, seed: int = 7) -> dict[str, Any]:
    """Deterministic annotated dialogue (native format): two claims, one or two operations per turn."""
    rng = random.Random(seed)
    speakers = ("ana", "ben", "bot")
    defined: list[str] = []
    out: list[dict[str, Any]] = []
    for i in range(1, turns + 1):
        triples = synthetic_triples(rng)
        ops: list[dict[str, Any]] = []
        if len(defined) > 1 and i % 3 == 0:
            # the newest argument gains an older premise (never one resting on it: no cycle)
            ops.append({"op": "Support", "target": defined[-1], "evidence": rng.choice(defined[-20:-1])})
        new_id = f"a{i}"
        deps = rng.sample(defined[-30:], k=min(2, len(defined)))
        ops.append(
            {
                "op": "Hypothesize" if deps else "Observe",
                "id": new_id,
                "claim": f"claim {i}",
                "depends_on": deps,
            }
            if deps
            else {"op": "Observe", "id": new_id, "claim": f"claim {i}"}
        )
        defined.append(new_id)
        text = f"turn {i} says something about component {i % 300}"
        out.append(
            {"speaker": speakers[i % 3], "text": text, "annotations": {"triples": triples, "operations": ops}}
        )
    participants = [{"id": s, "role": "assistant" if s == "bot" else "user"} for s in speakers]
    return {"id": "bench", "participants": participants, "turns": out}


class RdflibDatasetStore:
    """Baseline: the same store protocol over an rdflib in-memory Dataset."""

    description = "rdflib in-memory Dataset"

    def __init__(self) -> None:
        self.dataset = rdflib.Dataset(default_union=True)

    def insert(self, batches: Sequence[Sequence[Quad]]) -> None:
        for batch in batches:
            self.dataset.addN(
                (
                    _to_rdflib(q.subject),
                    _to_rdflib(q.predicate),
                    _to_rdflib(q.object),
                    self.dataset.graph(_to_rdflib(q.graph_name)),
                )
                for q in batch
            )

    def change(self, removed: Sequence[Quad], added: Sequence[Quad]) -> None:
        for q in removed:
            graph = self.dataset.graph(_to_rdflib(q.graph_name))
            graph.remove((_to_rdflib(q.subject), _to_rdflib(q.predicate), _to_rdflib(q.object)))
        self.insert([added])

    def select(self, query: str, bindings: Bindings | None = None) -> SelectResult:
        result = self.dataset.query(bind(query, bindings))
        variables = tuple(str(v) for v in result.vars or ())
        found: list[Any] = list(result)  # rdflib types a row as a union of result kinds
        rows = tuple(
            {name: _from_rdflib(row[name]) for name in variables if row[name] is not None} for row in found
        )
        return SelectResult(variables, rows)

    def ask(self, query: str, bindings: Bindings | None = None) -> bool:
        return bool(self.dataset.query(bind(query, bindings)).askAnswer)

    def update(self, update: str, bindings: Bindings | None = None) -> None:
        self.dataset.update(bind(update, bindings))

    def quads(self, graph_prefix: str | None = None) -> Iterator[Quad]:
        raise NotImplementedError

    def close(self) -> None:
        pass


def _to_rdflib(term: Any) -> Any:
    if isinstance(term, NamedNode):
        return rdflib.URIRef(term.value)
    if isinstance(term, BlankNode):
        return rdflib.BNode(term.value)
    if isinstance(term, Literal):
        if term.language:
            return rdflib.Literal(term.value, lang=term.language)
        return rdflib.Literal(term.value, datatype=rdflib.URIRef(term.datatype.value))
    raise TypeError(term)


def _from_rdflib(term: Any) -> Term:
    if isinstance(term, rdflib.URIRef):
        return NamedNode(str(term))
    if isinstance(term, rdflib.BNode):
        return BlankNode(str(term))
    if term.language:
        return Literal(str(term), language=term.language)
    return Literal(str(term), datatype=NamedNode(str(term.datatype or rdflib.XSD.string)))


def run_once(store: Store, path: Path) -> dict[str, Any]:
    """Ingest a file through the real read and write path, batch by batch as ``ingest`` does
    (extract and apply, then lift, validate and write with the derived deltas), timing each
    window of 100 turns."""
    started = time.perf_counter()
    [conversation] = list(read_file(path))
    writer = ConversationWriter(store, conversation, AnnotatedExtractor())
    stream = DerivedStream(writer)
    turns = conversation.turns
    preparing = 0.0
    windows = []
    for start in range(0, len(turns), WINDOW):
        t0 = time.perf_counter()
        pending = writer.prepare(turns[start : start + WINDOW])
        preparing += time.perf_counter() - t0
        stream.write(pending)
        windows.append((time.perf_counter() - t0) / len(pending))
    total = time.perf_counter() - started
    return {
        "turns": len(conversation.turns),
        "total_s": round(total, 4),
        "prepare_s": round(preparing, 4),
        "turns_per_s": round(len(conversation.turns) / total, 1),
        "early_turn_ms": round(statistics.median(windows[:EDGE]) * 1000, 4),
        "late_turn_ms": round(statistics.median(windows[-EDGE:]) * 1000, 4),
        "window_turn_ms": [round(w * 1000, 4) for w in windows],
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="one repetition instead of three")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--turns", type=int, default=2000)
    args = parser.parse_args()

    workdir = Path(tempfile.mkdtemp(prefix="dialogkg-bench-"))
    source = workdir / "bench.json"
    source.write_text(json.dumps(synthetic_conversation(args.turns)), encoding="utf-8")
    repetitions = 1 if args.quick else 3
    results: list[dict[str, Any]] = []
    for rep in range(repetitions):
        with tempfile.TemporaryDirectory() as folder:
            embedded = OxigraphStore(Path(folder) / "store")
            results.append({"store": "embedded", "repetition": rep, **run_once(embedded, source)})
            embedded.close()
        # The baseline store keeps only what ingest calls (no confined_query, no replace_graphs).
        baseline = cast(Store, RdflibDatasetStore())
        results.append({"store": "rdflib", "repetition": rep, **run_once(baseline, source)})

    def median(store: str, key: str) -> float:
        return float(statistics.median(r[key] for r in results if r["store"] == store))

    embedded_rate = median("embedded", "turns_per_s")
    rdflib_rate = median("rdflib", "turns_per_s")
    summary = {
        "turns": args.turns,
        "turns_per_s_embedded": embedded_rate,
        "turns_per_s_rdflib": rdflib_rate,
        "embedded_over_rdflib": round(embedded_rate / rdflib_rate, 2),
        "early_turn_ms_embedded": median("embedded", "early_turn_ms"),
        "late_turn_ms_embedded": median("embedded", "late_turn_ms"),
        "late_over_early_turn_cost": round(
            median("embedded", "late_turn_ms") / median("embedded", "early_turn_ms"), 2
        ),
        "late_over_early_turn_cost_rdflib": round(
            median("rdflib", "late_turn_ms") / median("rdflib", "early_turn_ms"), 2
        ),
    }
    doc = {
        "benchmark": "ingest",
        "machine": machine("pyoxigraph", "rdflib", "pyshacl"),
        "results": results,
        "summary": summary,
    }
    shutil.rmtree(workdir, ignore_errors=True)
    report("ingest", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
