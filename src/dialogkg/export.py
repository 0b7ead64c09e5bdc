"""Export a store or one conversation as TriG, Turtle, N-Quads or JSON-LD, deterministically."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import IO
from typing import Literal as TypingLiteral

from pyoxigraph import Quad, RdfFormat, Triple, serialize

from dialogkg import vocab as v
from dialogkg.errors import InputError, Location
from dialogkg.store.base import Store

ExportFormat = TypingLiteral["trig", "turtle", "nquads", "jsonld"]
FORMATS: dict[str, RdfFormat] = {
    "trig": RdfFormat.TRIG,
    "turtle": RdfFormat.TURTLE,
    "nquads": RdfFormat.N_QUADS,
    "jsonld": RdfFormat.JSON_LD,
}


@dataclass(frozen=True)
class ExportResult:
    triples: int
    out: str | None

    def to_json(self) -> dict[str, object]:
        return {"triples": self.triples, "out": self.out}


def _sort_key(q: Quad) -> tuple[str, str, str, str]:
    return (str(q.graph_name), str(q.subject), str(q.predicate), str(q.object))


def collect(store: Store, conversation: str | None = None) -> list[Quad]:
    """Quads of the whole store or of one conversation's graphs, in a stable order."""
    prefix = v.conversation_prefix(conversation) if conversation is not None else None
    quads = sorted(store.quads(prefix), key=_sort_key)
    if conversation is not None and not quads:
        raise InputError("no such conversation in the store", Location(conversation=conversation))
    return quads


def export(
    store: Store,
    fmt: str,
    *,
    conversation: str | None = None,
    out: str | Path | IO[bytes] | None = None,
) -> tuple[ExportResult, bytes | None]:
    """Serialise; Turtle has no named graphs, so it gets the union of the triples."""
    if fmt not in FORMATS:
        raise InputError(
            f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}",
            Location(field="format"),
        )
    quads = collect(store, conversation)
    data: list[Quad] | list[Triple]
    if fmt == "turtle":
        data = sorted(
            {q.triple for q in quads},
            key=lambda t: (str(t.subject), str(t.predicate), str(t.object)),
        )
    else:
        data = quads
    target = str(out) if isinstance(out, Path) else out
    label = str(out) if isinstance(out, str | Path) else None
    if fmt == "jsonld":  # compacted with dialogkg's published @context (ontology/context.jsonld)
        from dialogkg.jsonld import compact_quads

        document = compact_quads(quads)
        if target is None:
            return ExportResult(len(data), None), document
        if isinstance(target, str):
            Path(target).write_bytes(document)
        else:
            target.write(document)
        return ExportResult(len(data), label), None
    prefixes = v.PREFIXES if FORMATS[fmt] in (RdfFormat.TRIG, RdfFormat.TURTLE) else None
    payload = serialize(data, target, format=FORMATS[fmt], prefixes=prefixes)
    return ExportResult(len(data), label), payload
