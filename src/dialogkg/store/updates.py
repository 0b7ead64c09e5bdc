"""SPARQL Update text built from quads by pyoxigraph's serialiser, never from raw user text."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from pyoxigraph import BlankNode, NamedNode, Quad, RdfFormat, Triple, serialize

from dialogkg.errors import StoreError


def _graph_blocks(quads: Sequence[Quad]) -> str:
    by_graph: dict[NamedNode, list[Triple]] = defaultdict(list)
    for q in quads:
        if not isinstance(q.graph_name, NamedNode):
            raise StoreError("dialogkg writes named graphs only")
        by_graph[q.graph_name].append(q.triple)
    parts = []
    for graph, triples in by_graph.items():
        body = serialize(triples, format=RdfFormat.N_TRIPLES)
        assert body is not None
        parts.append(f"GRAPH {graph} {{\n{body.decode('utf-8')}}}")
    return "\n".join(parts)


def insert_data(quads: Sequence[Quad]) -> str:
    """INSERT DATA, or where the quads hold blank nodes the same template with an empty WHERE:
    the meaning is identical (fresh blank nodes, shared within the request), and Virtuoso 7
    refuses blank nodes in INSERT DATA ("not allowed in a constant clause")."""
    if any(isinstance(q.subject, BlankNode) or isinstance(q.object, BlankNode) for q in quads):
        return "INSERT {\n" + _graph_blocks(quads) + "\n} WHERE {}"
    return "INSERT DATA {\n" + _graph_blocks(quads) + "\n}"


def delete_data(quads: Sequence[Quad]) -> str:
    return "DELETE DATA {\n" + _graph_blocks(quads) + "\n}"


def change_update(removed: Sequence[Quad], added: Sequence[Quad]) -> str:
    """One request that deletes ``removed`` then inserts ``added``: a delta, atomic on SPARQL 1.1."""
    parts = ([delete_data(removed)] if removed else []) + ([insert_data(added)] if added else [])
    return " ;\n".join(parts)


def replace_graphs_update(graphs: Sequence[NamedNode], quads: Sequence[Quad]) -> str:
    """One request that empties ``graphs`` and writes ``quads``: atomic on SPARQL 1.1 stores."""
    drops = [f"DROP SILENT GRAPH {g}" for g in graphs]
    if quads:
        drops.append(insert_data(quads))
    return " ;\n".join(drops)
