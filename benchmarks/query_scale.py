"""Query scaling: every bundled query on a synthetic annotated conversation of K = 200 and
K = 2,000 turns in the embedded store, with the growth of each query's time from the small K
to the large one (10 is linear in K; a query about one argument whose answer does not grow
should stay near 1), and the pre-fix ``upstream.rq`` timed beside today's as the baseline.

Per-argument queries run twice: on an argument whose answer is the same at both K (the cost
of the query itself) and on the newest or an early argument (the answer grows with K, since
each synthetic argument rests on two of the 30 before it; the row counts are recorded).

    python benchmarks/query_scale.py [--quick] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pyoxigraph import Literal, NamedNode

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import machine, report
from ingest import synthetic_conversation

from dialogkg.api import DialogKG
from dialogkg.queries import run_query
from dialogkg.resources import query_names
from dialogkg.store.base import Store

SIZES = (200, 2000)
CID = "bench"
NEGATE_EVERY = 5  # every 5th two-premise hypothesis also rests on "not z2", which is false

# upstream.rq before issue 12: `?arg dkg:localId ?argument` sat outside the UNION, so the
# dependsOn* of the second branch was evaluated with both ends free (all pairs of the graph).
UPSTREAM_OLD = """PREFIX dkg: <https://w3id.org/dialogkg/ns#>

SELECT DISTINCT ?dependency ?negated WHERE {
  BIND(IRI(CONCAT(STR(?conversation), "/dependencies")) AS ?dg)
  GRAPH ?dg {
    ?arg dkg:localId ?argument .
    {
      ?arg dkg:dependsOn+ ?premise .
      BIND(false AS ?negated)
    } UNION {
      ?arg dkg:dependsOn* ?via .
      ?via dkg:dependsOnNot ?premise .
      BIND(true AS ?negated)
    }
    ?premise dkg:localId ?dependency .
  }
}
ORDER BY ?negated ?dependency
"""

Params = dict[str, NamedNode | Literal]


def conversation(turns: int) -> dict[str, Any]:
    """The ingest benchmark's conversation plus negated premises, so every branch of upstream.rq
    runs. The negated premise is z2, which rests on "not z1" while z1 holds: z2 is out, so what
    rests on "not z2" still stands and affected.rq (standing arguments only) has rows."""
    doc = synthetic_conversation(turns)
    doc["turns"][0]["annotations"]["operations"] += [
        {"op": "Observe", "id": "z1", "claim": "a fact"},
        {"op": "Hypothesize", "id": "z2", "claim": "its denial", "depends_on": ["not z1"]},
    ]
    seen = 0
    for turn in doc["turns"]:
        for op in turn["annotations"]["operations"]:
            deps = op.get("depends_on") or []
            if len(deps) == 2:
                seen += 1
                if seen % NEGATE_EVERY == 0:
                    deps.append("not z2")
    return doc


def cases(k: int) -> dict[str, tuple[str, Params]]:
    """Name -> (bundled query or query text, parameters) with typical parameters at size ``k``."""
    arg = Literal
    return {
        "turns": ("turns", {}),
        "commitments": ("commitments", {"speaker": arg("ana")}),
        "speaker-commitments": ("speaker-commitments", {"speaker": arg("ana")}),
        "dependencies": ("dependencies", {}),
        "contradictions": ("contradictions", {}),  # no certificates here: the lookup's own cost
        "claims-about": ("claims-about", {"entity": arg("Component 7")}),
        "upstream": ("upstream", {"argument": arg("a100")}),  # same answer at every K >= 100
        "upstream@newest": ("upstream", {"argument": arg(f"a{k - 1}")}),  # what verify asks
        "affected": ("affected", {"argument": arg(f"a{k - 60}")}),  # arguments of the last 60 turns
        "affected@a100": ("affected", {"argument": arg("a100")}),  # nearly every later argument
        "upstream-old": (UPSTREAM_OLD, {"argument": arg("a100")}),
        "upstream-old@newest": (UPSTREAM_OLD, {"argument": arg(f"a{k - 1}")}),
    }


def measure(stores: dict[int, Store], repeat: int, old_repeat: int) -> list[dict[str, Any]]:
    """Median wall time in ms of each case at every K, after one warm-up run. The sizes take
    turns run by run, so a shift in the shared machine's load moves both sides of a ratio."""
    out = []
    for name in cases(SIZES[0]):
        runs: dict[int, Callable[[], int]] = {}
        for k, store in stores.items():
            query, params = cases(k)[name]

            def counter(store: Store, query: str, params: Params) -> Callable[[], int]:
                return lambda: len(run_query(store, query, conversation=CID, params=params).rows)

            runs[k] = counter(store, query, params)
        rows = {k: run() for k, run in runs.items()}
        times: dict[int, list[float]] = {k: [] for k in runs}
        for _ in range(old_repeat if name.startswith("upstream-old") else repeat):
            for k, run in runs.items():
                started = time.perf_counter()
                run()
                times[k].append((time.perf_counter() - started) * 1000)
        for k in runs:
            query, params = cases(k)[name]
            out.append(
                {
                    "K": k,
                    "query": name,
                    "text": query if query in query_names() else "upstream (pre-fix text)",
                    "params": {p: x.value for p, x in params.items()},
                    "ms": round(statistics.median(times[k]), 3),
                    "rows": rows[k],
                }
            )
    return out


def same_answers(store: Store, k: int) -> bool:
    """The fixed upstream.rq answers exactly as the old text did."""
    return all(
        run_query(store, "upstream", conversation=CID, params=params).rows
        == run_query(store, UPSTREAM_OLD, conversation=CID, params=params).rows
        for _, params in (cases(k)["upstream"], cases(k)["upstream@newest"])
    )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="5 timed runs per query (old upstream: 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    args = parser.parse_args()
    repeat, old_repeat = (5, 1) if args.quick else (9, 3)

    with tempfile.TemporaryDirectory(prefix="dialogkg-bench-") as folder:
        stores: dict[int, DialogKG] = {}
        try:
            for k in SIZES:
                source = Path(folder) / f"bench-{k}.json"
                source.write_text(json.dumps(conversation(k)), encoding="utf-8")
                stores[k] = DialogKG.open(Path(folder) / f"store-{k}")
                stores[k].ingest([source], extractor="annotated")
            results = measure({k: kg.store for k, kg in stores.items()}, repeat, old_repeat)
            identical = all(same_answers(kg.store, k) for k, kg in stores.items())
        finally:
            for kg in stores.values():
                kg.close()

    def ms(name: str, k: int) -> float:
        return float(next(r["ms"] for r in results if r["query"] == name and r["K"] == k))

    small, large = SIZES
    names = list(cases(large))
    bundled = [n for n in names if not n.startswith("upstream-old")]
    summary = {
        "K": large,
        "queries": {n: ms(n, large) for n in bundled},
        "growth": {n: round(ms(n, large) / ms(n, small), 2) for n in names},
        "upstream_old_ms": ms("upstream-old@newest", large),
        "upstream_ms": ms("upstream@newest", large),
        "upstream_old_over_new": round(ms("upstream-old@newest", large) / ms("upstream@newest", large), 1),
        "upstream_same_answers": identical,
    }
    assert sorted({q for q, _ in cases(large).values() if q in query_names()}) == query_names()
    doc = {
        "benchmark": "query_scale",
        "machine": machine("pyoxigraph"),
        "results": results,
        "summary": summary,
    }
    report("query_scale", doc, args.json, args.quick)


if __name__ == "__main__":
    main()
