"""Generate docs/ontology.html, the HTML reference of ontology/dialogkg.ttl, with pyLODE.

    pip install -c constraints.txt -e '.[docs]'
    python scripts/ontology_docs.py            # writes docs/ontology.html
    python scripts/ontology_docs.py --check    # exits 1 when docs/ontology.html is stale

pyLODE's OntPub profile documents the ontology header, classes and properties but neither lists
named individuals nor renders an ``owl:oneOf`` enumeration (its "equivalent class" cell stays
empty). The closed lists (roles, statuses, intents...) are the vocabulary's values, so this script
adds both: a "Named Individuals" section (label, class, comment) and, on each enumerated class,
the list of its members. The page is self-contained (CSS inline, no script or font to fetch).
"""

from __future__ import annotations

import argparse
import html
import logging
import re
import sys
from pathlib import Path

import rdflib
from rdflib.collection import Collection
from rdflib.namespace import OWL, RDF, RDFS

ROOT = Path(__file__).resolve().parents[1]
ONTOLOGY = ROOT / "ontology" / "dialogkg.ttl"
OUTPUT = ROOT / "docs" / "ontology.html"
DKG = "https://w3id.org/dialogkg/ns#"


def _label(graph: rdflib.Graph, term: rdflib.term.Node) -> str:
    labels = sorted(str(o) for o in graph.objects(term, RDFS.label) if getattr(o, "language", None) == "en")
    return labels[0] if labels else str(term).removeprefix(DKG)


def _comment(graph: rdflib.Graph, term: rdflib.term.Node) -> str:
    return " ".join(
        sorted(str(o) for o in graph.objects(term, RDFS.comment) if getattr(o, "language", None) == "en")
    )


def _anchor(term: rdflib.term.Node) -> str:
    return "ni-" + str(term).removeprefix(DKG)


def _class_anchors(page: str) -> dict[str, str]:
    """pyLODE's fragment id for each documented term, keyed by the term's IRI."""
    return dict(
        (iri, fid)
        for fid, iri in re.findall(
            r'<div class="property entity" id="([^"]+)">\s*<h3>.*?<code>([^<]+)</code>', page, flags=re.S
        )
    )


def _enumerations(graph: rdflib.Graph) -> dict[rdflib.term.Node, list[rdflib.term.Node]]:
    out: dict[rdflib.term.Node, list[rdflib.term.Node]] = {}
    for cls, equivalent in graph.subject_objects(OWL.equivalentClass):
        members = graph.value(equivalent, OWL.oneOf)
        if members is not None:
            out[cls] = list(Collection(graph, members))
    return out


def _individuals_section(graph: rdflib.Graph, anchors: dict[str, str]) -> str:
    rows = []
    typed = []
    for ind in {i for i in graph.subjects(RDF.type, OWL.NamedIndividual) if str(i).startswith(DKG)}:
        classes = sorted((c for c in graph.objects(ind, RDF.type) if c != OWL.NamedIndividual), key=str)
        typed.append(([_label(graph, c) for c in classes], _label(graph, ind), ind, classes))
    # Grouped by class (all roles, then all statuses...), then by label.
    for _, _, ind, classes in sorted(typed, key=lambda t: (t[0], t[1], str(t[2]))):
        links = ", ".join(
            f'<a href="#{html.escape(anchors.get(str(c), ""))}">{html.escape(_label(graph, c))}</a>'
            for c in classes
        )
        rows.append(
            f'        <div class="property entity" id="{_anchor(ind)}">\n'
            f"          <h3>{html.escape(_label(graph, ind))}\n"
            '            <sup class="sup-ni" title="OWL Named Individual">ni</sup>\n'
            "          </h3>\n"
            "          <table>\n"
            f"            <tr><th>IRI</th><td><code>{html.escape(str(ind))}</code></td></tr>\n"
            f"            <tr><th>Type</th><td>{links}</td></tr>\n"
            f"            <tr><th>Description</th><td><p>{html.escape(_comment(graph, ind))}</p></td></tr>\n"
            "          </table>\n"
            "        </div>\n"
        )
    return '      <div id="namedindividuals" class="section">\n        <h2>Named Individuals</h2>\n' + (
        "".join(rows) + "      </div>\n"
    )


def _fill_enumerations(page: str, graph: rdflib.Graph, anchors: dict[str, str]) -> str:
    for cls, members in _enumerations(graph).items():
        fid = anchors.get(str(cls))
        if fid is None:
            continue
        start = page.index(f'<div class="property entity" id="{fid}">')
        end = page.index("</table>", start)
        block = page[start:end]
        links = ", ".join(f'<a href="#{_anchor(m)}">{html.escape(_label(graph, m))}</a>' for m in members)
        cell = f"<td>one of: {links}</td>"
        filled, n = re.subn(
            r'(owl#equivalentClass"[^>]*>[^<]*</a>\s*</th>\s*)<td></td>',
            r"\g<1>" + cell.replace("\\", "\\\\"),
            block,
        )
        if n:
            page = page[:start] + filled + page[end:]
    return page


def render() -> str:
    from pylode import OntPub  # type: ignore[import-untyped]

    logging.getLogger().setLevel(logging.WARNING)  # pyLODE turns on DEBUG logging when imported

    graph = rdflib.Graph().parse(ONTOLOGY, format="turtle")
    page = OntPub(ontology=str(ONTOLOGY), sort_subjects=True).make_html(include_css=True)
    anchors = _class_anchors(page)
    page = _fill_enumerations(page, graph, anchors)
    marker = '<div id="namespaces">'
    if page.count(marker) != 1:
        raise SystemExit("pyLODE's page layout changed: no single namespaces section to insert before")
    indent = page[: page.index(marker)].rsplit("\n", 1)[-1]
    section = _individuals_section(graph, anchors)
    page = page.replace(indent + marker, section + indent + marker)
    # The table of contents: an entry before the one for the namespaces.
    toc = re.search(r'( *)<li>\s*<h4>\s*<a href="#namespaces">', page)
    if toc is None:
        raise SystemExit("pyLODE's page layout changed: no namespaces entry in the table of contents")
    page = page[: toc.start()] + _toc_entry(graph, toc.group(1)) + page[toc.start() :]
    return page if page.endswith("\n") else page + "\n"


def _toc_entry(graph: rdflib.Graph, indent: str) -> str:
    items = "".join(
        f'{indent}    <li><a href="#{_anchor(i)}">{html.escape(_label(graph, i))}</a></li>\n'
        for i in sorted(
            (i for i in graph.subjects(RDF.type, OWL.NamedIndividual) if str(i).startswith(DKG)),
            key=lambda i: (_label(graph, i).lower(), str(i)),
        )
    )
    return (
        f'{indent}<li>\n{indent}  <h4><a href="#namedindividuals">Named Individuals</a></h4>\n'
        f'{indent}  <ul class="second">\n{items}{indent}  </ul>\n{indent}</li>\n'
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUTPUT, help="where to write the page")
    parser.add_argument("--check", action="store_true", help="fail when the page is not up to date")
    args = parser.parse_args(argv)
    page = render()
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
        if current != page:
            print(f"{args.out} is stale: run python scripts/ontology_docs.py", file=sys.stderr)
            return 1
        return 0
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(page, encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
