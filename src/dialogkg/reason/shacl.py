"""SHACL validation with pySHACL, on an in-memory Oxigraph data graph (fast SHACL-SPARQL).

The shapes graphs are parsed once per process. A batch of turn graphs can be validated in one
call (pySHACL's fixed cost dominates small graphs); violations are mapped back to the turn
whose graph holds the focus node.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

import rdflib
from pyoxigraph import DefaultGraph, Quad, Store, Triple
from rdflib.namespace import SH

from dialogkg.errors import ShapesError
from dialogkg.resources import shapes_text

TURN_SHAPES = ("turn",)
CONVERSATION_SHAPES = ("turn", "conversation")


@dataclass(frozen=True)
class Violation:
    shape: str
    focus: str
    message: str
    path: str | None = None
    conversation: str | None = None

    def to_json(self) -> dict[str, str | None]:
        return {
            "shape": self.shape,
            "focus": self.focus,
            "path": self.path,
            "message": self.message,
            "conversation": self.conversation,
        }


@dataclass(frozen=True)
class ValidationReport:
    conforms: bool
    violations: tuple[Violation, ...]

    def to_json(self) -> dict[str, object]:
        return {"conforms": self.conforms, "violations": [v.to_json() for v in self.violations]}


@cache
def shapes_graph(names: tuple[str, ...]) -> rdflib.Graph:
    """The shapes as written: node shapes holding property shapes."""
    graph = rdflib.Graph()
    for name in names:
        graph.parse(data=shapes_text(name), format="turtle")
    return graph


@cache
def _engine_graph(names: tuple[str, ...]) -> rdflib.Graph:
    """The same constraints with every property shape lifted to a targeted shape of its own.

    pySHACL re-reads a nested property shape once per focus node, but a top-level shape once
    per run over all its focus nodes; for turn graphs that is about four times faster, with
    the same results (a property shape targets exactly what its node shape targeted).
    """
    written = shapes_graph(names)
    flat = rdflib.Graph()
    for triple in written:
        flat.add(triple)
    for node_shape in set(written.subjects(rdflib.RDF.type, SH.NodeShape)):
        targets = list(written.objects(node_shape, SH.targetClass))
        if not targets:
            continue
        for prop in written.objects(node_shape, SH.property):
            flat.remove((node_shape, SH.property, prop))
            flat.add((prop, rdflib.RDF.type, SH.PropertyShape))
            for target in targets:
                flat.add((prop, SH.targetClass, target))
    return flat


def validate_graph(
    triples: Iterable[Triple], shapes: tuple[str, ...] = TURN_SHAPES, *, advanced: bool = False
) -> ValidationReport:
    """Validate triples (as one data graph) against the named shape files; ``advanced`` enables
    SHACL-AF features (SPARQL targets), which the consistency shapes use."""
    data = Store()
    data.extend(Quad(t.subject, t.predicate, t.object, DefaultGraph()) for t in triples)
    conforms, results, _ = _run(data, shapes, advanced)
    if not isinstance(results, rdflib.Graph):  # pySHACL reports a broken shape instead of raising
        raise ShapesError(f"the shapes {', '.join(shapes)} could not be evaluated: {results}")
    violations = tuple(
        sorted(_violations(results, shapes_graph(shapes)), key=lambda v: (v.focus, v.shape, v.message))
    )
    return ValidationReport(bool(conforms), violations)


_SHAPES_CACHE: dict[tuple[tuple[str, ...], bool], Any] = {}


def _run(data: Store, shapes: tuple[str, ...], advanced: bool) -> tuple[bool, object, str]:
    """One pySHACL run. pySHACL re-reads the shapes graph into shape objects on every call,
    which is most of the cost of validating one small turn (a live append): the shape objects
    hold nothing of the data graph, so they are built once per process and handed to each
    validator. Should pySHACL's validator stop exposing them, this falls back to a plain run."""
    from pyshacl.graph_abstraction import DataGraph  # 0.4 s to import pySHACL: only validating pays
    from pyshacl.validator import Validator

    options = {"inference": "none", "advanced": advanced, "abort_on_first": False, "allow_warnings": True}
    validator = Validator(
        DataGraph.from_oxigraph_store(data), shacl_graph=_engine_graph(shapes), options=options
    )
    key = (shapes, advanced)
    built = _SHAPES_CACHE.get(key)
    held: Any = validator
    if built is not None and type(built) is type(getattr(held, "shacl_graph", None)):
        held.shacl_graph = built
    else:
        _SHAPES_CACHE[key] = getattr(held, "shacl_graph", None)
    conforms, results, text = held.run()
    return bool(conforms), results, str(text)


def _violations(results: rdflib.Graph, shacl: rdflib.Graph) -> list[Violation]:
    out: list[Violation] = []
    for result in results.subjects(rdflib.RDF.type, SH.ValidationResult):
        focus = results.value(result, SH.focusNode)
        source = results.value(result, SH.sourceShape)
        path = results.value(result, SH.resultPath)
        message = results.value(result, SH.resultMessage)
        out.append(
            Violation(
                shape=_shape_name(source, shacl),
                focus=str(focus),
                message=str(message) if message is not None else "shape violated",
                path=str(path) if isinstance(path, rdflib.URIRef) else None,
            )
        )
    return out


def _shape_name(shape: object, shacl: rdflib.Graph) -> str:
    """Name the node shape a (possibly blank) property shape belongs to."""
    if isinstance(shape, rdflib.BNode):
        owner = shacl.value(predicate=SH.property, object=shape) or shacl.value(
            predicate=SH.sparql, object=shape
        )
        if owner is not None:
            shape = owner
    text = str(shape)
    return text.rsplit("#", 1)[-1] if "#" in text else text
