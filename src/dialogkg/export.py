"""Export a store or one conversation as TriG, Turtle, N-Quads or JSON-LD, deterministically."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import groupby
from pathlib import Path
from typing import IO
from typing import Literal as TypingLiteral

from pyoxigraph import Quad, RdfFormat, serialize

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


def _prefix(conversation: str | None) -> str:
    return v.conversation_prefix(conversation) if conversation is not None else v.STORE_PREFIX


def graphs(store: Store, conversation: str | None = None) -> Iterator[list[Quad]]:
    """dialogkg's graphs (all, or one conversation's) one at a time, each in a stable order:
    stores hand quads over graph by graph, so only one graph is ever held here."""
    found = False
    for _, group in groupby(store.quads(_prefix(conversation)), key=lambda q: q.graph_name):
        found = True
        yield sorted(group, key=_sort_key)
    if conversation is not None and not found:
        raise InputError("no such conversation in the store", Location(conversation=conversation))


def collect(store: Store, conversation: str | None = None) -> list[Quad]:
    """Quads of all of dialogkg's graphs or of one conversation's, in a stable order."""
    return [q for graph in graphs(store, conversation) for q in graph]


def export(
    store: Store,
    fmt: str,
    *,
    conversation: str | None = None,
    out: str | Path | IO[bytes] | None = None,
) -> tuple[ExportResult, bytes | None]:
    """Serialise. TriG and N-Quads stream graph by graph; Turtle has no named graphs, so it gets
    the union of the triples (held once each), and JSON-LD is one compacted document."""
    if fmt not in FORMATS:
        raise InputError(
            f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}",
            Location(field="format"),
        )
    label = str(out) if isinstance(out, str | Path) else None
    with _sink(out) as sink:
        count = _write(store, fmt, conversation, sink)
        payload = sink.getvalue() if isinstance(sink, io.BytesIO) and out is None else None
    return ExportResult(count, label), payload


@contextmanager
def _sink(out: str | Path | IO[bytes] | None) -> Iterator[IO[bytes]]:
    if out is None:
        yield io.BytesIO()
    elif isinstance(out, str | Path):
        # Written beside the target and moved over it only when complete: a failed export (an
        # unknown conversation, a lost server) leaves no empty or truncated file behind.
        target = Path(out)
        partial = target.with_name(f".{target.name}.partial")
        try:
            with partial.open("wb") as handle:
                yield handle
            partial.replace(target)
        finally:
            partial.unlink(missing_ok=True)
    else:
        yield out


def _write(store: Store, fmt: str, conversation: str | None, sink: IO[bytes]) -> int:
    if fmt == "jsonld":  # compacted with dialogkg's published @context (ontology/context.jsonld)
        from dialogkg.jsonld import compact_quads

        quads = collect(store, conversation)
        sink.write(compact_quads(quads))
        return len(quads)
    if fmt == "turtle":
        distinct = {q.triple for graph in graphs(store, conversation) for q in graph}
        triples = sorted(distinct, key=lambda t: (str(t.subject), str(t.predicate), str(t.object)))
        sink.write(serialize(triples, format=RdfFormat.TURTLE, prefixes=v.PREFIXES) or b"")
        return len(triples)
    rdf_format = FORMATS[fmt]
    prefixes = v.PREFIXES if rdf_format == RdfFormat.TRIG else None
    count = 0
    for graph in graphs(store, conversation):
        chunk = serialize(graph, format=rdf_format, prefixes=prefixes) or b""
        if count and prefixes:  # the prefixes were declared once, at the top
            chunk = _PREFIX_LINES.sub(b"", chunk, count=1)
        sink.write(chunk)
        count += len(graph)
    return count


_PREFIX_LINES = re.compile(rb"\A(?:@prefix [^\n]*\n)+")
