"""A real certificate without the embedding model: the negation probe ingested into an embedded
store, and the NegFlip firing its turn 6 gives, certified and stored as evaluate stores it. The
store is closed after set-up, so a test may open it (or run the CLI on it) itself."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
import rdflib
from pyoxigraph import Quad

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.certify.certificates import Provenance, certificate_triples, certificates_in
from dialogkg.conversation.model import Conversation
from dialogkg.conversation.readers import read_file
from dialogkg.detect.skg import FactEdge, Firing
from dialogkg.terms import to_ox
from tests.conftest import DATA

PROVENANCE = Provenance("all-MiniLM-L6-v2", "0.1.0", {2: "annotated", 6: "annotated"})


@dataclass
class Certified:
    source: Path
    store: Path
    conversation: Conversation
    graph: rdflib.Graph  # the certificates as export writes them

    @property
    def cert(self) -> str:
        [cert] = certificates_in(self.graph)
        return str(cert)

    def copy(self) -> rdflib.Graph:
        graph = rdflib.Graph()
        for prefix, ns in v.PREFIXES.items():
            graph.bind(prefix, ns)
        for triple in self.graph:
            graph.add(triple)
        return graph

    def write(self, path: Path, graph: rdflib.Graph | None = None) -> Path:
        (graph if graph is not None else self.graph).serialize(path, format="turtle")
        return path


def negation_firing(conversation: Conversation) -> Firing:
    def edge(index: int) -> FactEdge:
        [turn] = [t for t in conversation.turns if t.index == index]
        assert turn.annotations is not None
        triple = turn.annotations.triples[0]
        return FactEdge(index, 0, triple.sub, triple.obj, triple)

    return Firing("caffeine", edge(6), edge(2), "NegFlip", 0.95, 0.7062, 1.0)


@pytest.fixture(scope="module")
def certified(tmp_path_factory: pytest.TempPathFactory) -> Certified:
    tmp_path = tmp_path_factory.mktemp("certified")
    source = tmp_path / "negation.jsonl"
    source.write_text(
        (DATA / "skg-probes.jsonl").read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8"
    )
    [conversation] = read_file(source)
    kg = DialogKG.open(tmp_path / "store")
    try:
        kg.ingest([source])
        triples = certificate_triples(conversation, 6, negation_firing(conversation), PROVENANCE)
        graph = v.certificate_graph(conversation.id)
        kg.store.insert([[Quad(to_ox(s), to_ox(p), to_ox(o), graph) for s, p, o in triples]])
        exported = kg.certificates(conversation.id)
    finally:
        kg.close()
    return Certified(source, tmp_path / "store", conversation, exported)
