"""The picture of the reasoning (``render --graph``): its nodes and edges are the store's."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from tests.conftest import EXAMPLE_ID, example_file
from tests.test_cli import run_json

SVG = "{http://www.w3.org/2000/svg}"
# Support and attack edges as the turns recorded them (dkg:supports / dkg:attacks).
_LINKS = """
PREFIX dkg: <https://w3id.org/dialogkg/ns#>
SELECT ?kind ?source ?target WHERE {
  GRAPH ?g {
    VALUES (?edge ?kind) { (dkg:supports "supports") (dkg:attacks "attacks") }
    ?s ?edge ?t .
  }
  FILTER(STRSTARTS(STR(?g), ?prefix))
  GRAPH ?g1 { ?s dkg:localId ?source }
  GRAPH ?g2 { ?t dkg:localId ?target }
}
"""


def _from_store(kg: DialogKG) -> tuple[dict[str, tuple[str, str, int]], set[tuple[str, str, str]]]:
    """Nodes (id -> status, standing, turn) and edges (kind, source, target) by SPARQL alone."""
    nodes = {}
    for row in kg.query("commitments", conversation=EXAMPLE_ID).rows:
        status = str(row["status"].value).rsplit("#", 1)[-1]  # type: ignore[union-attr]
        standing = row["standing"].value  # type: ignore[union-attr]
        nodes[str(row["argument"].value)] = (status, standing, int(row["turn"].value))  # type: ignore[union-attr]
    edges = set()
    for row in kg.query("dependencies", conversation=EXAMPLE_ID).rows:
        if "dependency" in row:
            negated = row["negated"].value == "true"  # type: ignore[union-attr]
            kind = "depends-on-not" if negated else "depends-on"
            edges.add((kind, str(row["argument"].value), str(row["dependency"].value)))  # type: ignore[union-attr]
    links = kg.store.select(_LINKS, {"prefix": v.string(v.conversation_prefix(EXAMPLE_ID))})
    for row in links.rows:
        edges.add(tuple(str(row[k].value) for k in ("kind", "source", "target")))  # type: ignore[union-attr,arg-type]
    return nodes, edges


def test_the_graph_of_the_bundled_example_draws_the_stores_nodes_and_edges(tmp_path: Path) -> None:
    store = tmp_path / "s"
    run_json("ingest", str(example_file()), "--store", str(store))
    out = tmp_path / "graph.svg"
    doc = run_json("render", "--conversation", EXAMPLE_ID, "--graph", str(out), "--store", str(store))
    assert doc == {"graph": str(out), "arguments": 12, "edges": 11}
    root = ET.parse(out).getroot()
    drawn_nodes = {
        g.get("data-id"): (g.get("data-status"), g.get("data-standing"), int(g.get("data-turn") or 0))
        for g in root.iter(f"{SVG}g")
        if g.get("class") == "argument"
    }
    drawn_edges = {
        (p.get("data-kind"), p.get("data-source"), p.get("data-target"))
        for p in root.iter(f"{SVG}path")
        if p.get("class") == "edge"
    }
    with DialogKG.open(store) as kg:
        nodes, edges = _from_store(kg)
    # The picture's standing is the store's: standing true is "in"; otherwise the lifecycle says why.
    assert {a: (s, t) for a, (s, _, t) in drawn_nodes.items()} == {
        a: (s, t) for a, (s, _, t) in nodes.items()
    }
    for arg, (status, standing, _) in drawn_nodes.items():
        assert (standing == "in") == (nodes[arg][1] == "true"), arg
        if standing != "in":
            assert standing == {"active": "out", "resolved": "out"}.get(status or "", status), arg
    assert drawn_edges == edges
    # And exactly, for the bundled example:
    assert drawn_edges == {
        ("depends-on", "h1", "o2"),
        ("depends-on", "h1", "o4"),
        ("depends-on", "h1", "o5"),
        ("depends-on", "h2", "h1"),
        ("depends-on", "h2", "o5"),
        ("depends-on", "h3", "o6"),
        ("depends-on", "d1", "h2"),
        ("depends-on-not", "d1", "h3"),
        ("supports", "o5", "h1"),
        ("supports", "c1", "h3"),
        ("attacks", "o6", "o3"),
    }
    assert {a: s for a, (_, s, _) in drawn_nodes.items() if s != "in"} == {"o3": "weakened", "d1": "out"}
    labels = {
        "".join(t.itertext())
        for g in root.iter(f"{SVG}g")
        if g.get("data-id") == "h2"
        for t in g.iter(f"{SVG}text")
    }
    assert labels == {
        "h2 hypothesis · bot · turn 5",
        "in (active)",
        "the release 4.2 report query exhausts the connection",
        "pool",
    }
    [title] = [g.find(f"{SVG}title") for g in root.iter(f"{SVG}g") if g.get("data-id") == "h2"]
    assert title is not None and title.text == "h2: the release 4.2 report query exhausts the connection pool"


def test_the_page_is_self_contained_and_escapes_what_it_quotes(tmp_path: Path) -> None:
    from dialogkg.extract.schema import OperationAnnotation
    from dialogkg.ground.picture import picture, to_html
    from dialogkg.ground.state import DialogueState

    state = DialogueState()
    state.apply(
        OperationAnnotation(op="Observe", id="x1", claim='<script>alert("1")</script> & more'), "a<b", 1, 0
    )
    page = to_html(picture("c<1>", state))
    assert "<script" not in page and "http" not in page
    assert "&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt; &amp; more" in page
    assert "c&lt;1&gt;" in page and "a&lt;b" in page
    # the SVG inside parses as XML, so a browser draws it
    svg = page[page.index("<svg") : page.index("</svg>") + len("</svg>")]
    assert ET.fromstring(svg).get("data-conversation") == "c<1>"
