"""``answer`` from memory with the offline policy, on the project's fixtures: the new value of an
updated fact, the old one as of an earlier turn, abstention, and a two-hop question by FIND_PATH."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import rdflib

from dialogkg.api import DialogKG
from dialogkg.detect.embeddings import Embedder
from dialogkg.memory.tree import TreeConfig

DATA = Path(__file__).resolve().parents[1] / "data"
WHEN = "When is the design review scheduled?"
HQ = "In which city is Lena's employer headquartered?"


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return Embedder()


@pytest.fixture(scope="module")
def kg() -> Iterator[DialogKG]:
    store = DialogKG.open(None)
    store.ingest(
        [DATA / "meeting-revision.json", DATA / "home-towns.json", DATA / "two-hop.json"],
        extractor="annotated",
    )
    yield store
    store.close()


def fact(subject: str, relation: str, obj: str, turn: int, speaker: str) -> dict[str, object]:
    return {"subject": subject, "relation": relation, "object": obj, "turn": turn, "speaker": speaker}


def test_an_updated_fact_is_answered_with_its_new_value(kg: DialogKG, embedder: Embedder) -> None:
    result = kg.answer("meeting-revision", WHEN, embedder=embedder).to_json()
    assert result["answer"] == "Thursday"
    assert result["abstained"] is False
    assert result["facts"] == [fact("design review", "is scheduled on", "Thursday", 4, "assistant")]
    assert [(s["action"], s["argument"]) for s in result["trajectory"]] == [  # type: ignore[union-attr]
        ("EXPAND_ENTITY", "design review"),
        ("ANSWER", "Thursday"),
    ]
    assert result["as_of"] is None


def test_as_of_before_the_update_gives_the_old_value(kg: DialogKG, embedder: Embedder) -> None:
    result = kg.answer("meeting-revision", WHEN, as_of=2, embedder=embedder).to_json()
    assert (result["answer"], result["as_of"]) == ("Tuesday", 2)
    assert result["facts"] == [fact("design review", "is scheduled on", "Tuesday", 2, "assistant")]


def test_history_shows_the_replaced_values_apart(kg: DialogKG, embedder: Embedder) -> None:
    result = kg.answer("meeting-revision", WHEN, include_history=True, embedder=embedder)
    assert result.answer == "Thursday (earlier: Tuesday, turns 1, 2)"
    assert [f["object"] for f in result.to_json()["facts"]] == ["Thursday", "Tuesday", "Tuesday"]  # type: ignore[index]


def test_a_contradicted_value_is_not_the_answer(kg: DialogKG, embedder: Embedder) -> None:
    result = kg.answer("home-towns", "Where is Marie Dubois's home town?", embedder=embedder)
    assert (result.answer, result.abstained) == ("Porto", False)


def test_an_unsupported_question_abstains_with_the_closest_facts(kg: DialogKG, embedder: Embedder) -> None:
    result = kg.answer("meeting-revision", "What is Dana's favourite colour?", embedder=embedder).to_json()
    assert result["abstained"] is True
    assert result["answer"] is None
    # The closest state: Ana (the best-linked entity) expanded; nothing beat it.
    assert result["facts"] == [fact("design review", "is attended by", "Ana", 6, "assistant")]
    assert [(s["action"], s["argument"]) for s in result["trajectory"]] == [  # type: ignore[union-attr]
        ("EXPAND_ENTITY", "Ana"),
        ("ANSWER", ""),
    ]


def test_a_question_about_a_named_entity_memory_says_nothing_about_abstains(
    kg: DialogKG, embedder: Embedder
) -> None:
    result = kg.answer("two-hop", "What is Lena's salary?", embedder=embedder)
    assert result.abstained and result.answer is None


def test_a_two_hop_question_goes_through_find_path(kg: DialogKG, embedder: Embedder) -> None:
    result = kg.answer("two-hop", HQ, embedder=embedder).to_json()
    assert result["answer"] == "Oslo"
    assert [(s["action"], s["argument"]) for s in result["trajectory"]] == [  # type: ignore[union-attr]
        ("FIND_PATH", "Lena | Oslo"),
        ("ANSWER", "Oslo"),
    ]
    assert result["facts"] == [
        fact("Lena", "works at", "Acme", 1, "user"),
        fact("Acme", "is headquartered in", "Oslo", 2, "assistant"),
    ]


def test_the_answer_is_the_same_with_a_narrow_search_and_values_stay_in_range(
    kg: DialogKG, embedder: Embedder
) -> None:
    narrow = TreeConfig(beam=1, samples=1, depth=2, expansions=2)
    result = kg.answer("meeting-revision", WHEN, embedder=embedder, config=narrow)
    assert result.answer == "Thursday"
    assert all(0.0 <= s.value <= 1.0 for s in result.trajectory)


def test_the_prov_export_links_the_answer_activity_to_the_claims_it_used(
    kg: DialogKG, embedder: Embedder
) -> None:
    result = kg.answer("two-hop", HQ, embedder=embedder)
    graph = result.to_prov()
    prov = rdflib.Namespace("http://www.w3.org/ns/prov#")
    activity = rdflib.URIRef(result.iri)
    used = sorted(str(o) for o in graph.objects(activity, prov.used))
    assert used == sorted(f.claim for f in result.facts)
    assert len(used) == 2
    assert (activity, rdflib.RDF.type, prov.Activity) in graph
    turns = {str(graph.value(rdflib.URIRef(c), prov.wasGeneratedBy)).rsplit("/", 1)[-1] for c in used}
    assert turns == {"1", "2"}


def test_an_empty_question_is_an_input_error(kg: DialogKG, embedder: Embedder) -> None:
    from dialogkg.errors import InputError

    with pytest.raises(InputError, match="question"):
        kg.answer("two-hop", "  ", embedder=embedder)


@pytest.mark.parametrize(
    "question",
    ["Where does Ana live?", "Where did Ana's sister grow up?", "What did I tell Ana about Lisbon?"],
)
def test_a_question_about_someone_memory_does_not_hold_abstains(
    kg: DialogKG, embedder: Embedder, question: str
) -> None:
    # Memory holds Marie Dubois, not Ana: without this, "live" came close to "home town" and the
    # answer was Marie's (Porto).
    result = kg.answer("home-towns", question, embedder=embedder)
    assert result.abstained and result.answer is None
    assert result.facts  # the closest facts are still shown


@pytest.mark.parametrize(
    ("question", "answer"),
    [("Where is Marie's home town?", "Porto"), ("Where did I say Marie's home town is?", "Porto")],
)
def test_names_memory_holds_and_first_person_words_are_not_unknown(
    kg: DialogKG, embedder: Embedder, question: str, answer: str
) -> None:
    result = kg.answer("home-towns", question, embedder=embedder)
    assert (result.answer, result.abstained) == (answer, False)


@pytest.mark.parametrize(
    "question",
    ["Where did Marie grow up?", "Where did Marie Dubois grow up?", "Where was Marie born?"],
)
def test_a_question_wording_a_slot_meets_its_facts_and_one_name_names_its_holder(
    kg: DialogKG, embedder: Embedder, question: str
) -> None:
    """ "grow up" asks for the home town (not where she studied, Paris), and "Marie" alone names
    Marie Dubois, the one entity holding that name: both answered Paris or abstained before."""
    result = kg.answer("home-towns", question, embedder=embedder)
    assert (result.answer, result.abstained) == ("Porto", False)
    assert kg.answer("home-towns", "Where did Marie study?", embedder=embedder).answer == "Paris"
