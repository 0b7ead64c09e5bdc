"""D-SMART's CS and DER: the formulas, the premise window, and exact figures from a stub backend
that speaks the real NLIBackend interface, through the API (and its JSON) on a fixture."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from dialogkg.api import DialogKG
from dialogkg.conversation.model import Turn
from dialogkg.conversation.readers import read_file
from dialogkg.detect.judges import get_nli
from dialogkg.detect.judges.base import Inference, NLIPair, Uninferred, most_probable
from dialogkg.errors import InputError
from dialogkg.score.nli import NO_HISTORY, consistency_score, entailment_rate, history, nli_scores
from tests.conftest import DATA

HOME_TOWNS = DATA / "home-towns.json"


class TableNLI:
    """Answers from a table keyed by the hypothesis's turn; records every pair it is given."""

    name = "stub"
    model = "table-v1"

    def __init__(self, table: dict[int, Inference | Uninferred]) -> None:
        self.table = table
        self.asked: list[NLIPair] = []

    def infer(self, pairs: Sequence[NLIPair]) -> tuple[Inference | Uninferred, ...]:
        self.asked += pairs
        return tuple(self.table[p.turn] for p in pairs)


ENTAILS = Inference(0.7, 0.2, 0.1, "entailment")
CONTRADICTS = Inference(0.1, 0.15, 0.75, "contradiction")


def turn(index: int, text: str) -> Turn:
    return Turn(index, "u", text)


def test_cs_is_equation_4() -> None:
    assert consistency_score(1.0, 0.0) == 1.0
    assert consistency_score(0.0, 1.0) == 0.0
    assert consistency_score(0.3, 0.3) == 0.5
    assert consistency_score(0.7, 0.1) == pytest.approx(0.8)


def test_der_is_equation_5() -> None:
    assert entailment_rate(["entailment", "neutral", "contradiction", "entailment"]) == 0.5
    assert entailment_rate(["neutral"]) == 0.0
    assert entailment_rate([]) is None


def test_ties_go_to_the_least_committal_label() -> None:
    assert most_probable(0.4, 0.4, 0.2) == "neutral"
    assert most_probable(0.45, 0.1, 0.45) == "contradiction"
    assert most_probable(0.5, 0.3, 0.2) == "entailment"


def test_history_is_cut_from_the_oldest_side_at_a_word() -> None:
    turns = [turn(1, "alpha beta gamma"), turn(2, "  "), turn(3, "delta epsilon")]
    assert history(turns) == "alpha beta gamma\ndelta epsilon"
    assert history(turns, 30) == "alpha beta gamma\ndelta epsilon"  # exactly 30 characters
    assert history(turns, 20) == "gamma\ndelta epsilon"  # the cut falls on a space
    assert history(turns, 19) == "gamma\ndelta epsilon"  # the cut falls just after a space
    assert history(turns, 18) == "delta epsilon"  # "amma" is dropped
    assert history(turns, 5) == "silon"  # one word longer than the window is kept as cut
    assert history([], 10) == ""


def test_stub_backend_gives_exact_cs_and_der_on_the_home_towns_fixture() -> None:
    [conversation] = read_file(HOME_TOWNS)
    backend = TableNLI({2: ENTAILS, 4: CONTRADICTS})
    score = nli_scores(conversation, backend)
    assert [(p.turn, p.premise) for p in backend.asked] == [
        (2, "Where did the novelist Marie Dubois grow up?"),
        (
            4,
            "Where did the novelist Marie Dubois grow up?\n"
            "Marie Dubois grew up in Lyon, where her home town shaped her first novels.\n"
            "Where did she study?",
        ),
    ]
    assert backend.asked[1].hypothesis == conversation.turns[3].text
    assert [(t.index, t.cs, t.label) for t in score.turns] == [
        (2, pytest.approx(0.8), "entailment"),
        (4, pytest.approx(0.175), "contradiction"),
    ]
    assert score.der == 0.5


def test_an_opening_assistant_turn_and_an_unanswered_pair_are_left_out_of_der() -> None:
    [conversation] = read_file(HOME_TOWNS)
    opening = conversation.__class__(conversation.id, conversation.participants, conversation.turns[1:])
    backend = TableNLI({4: Uninferred("llm.nli: no answer")})
    score = nli_scores(opening, backend)
    assert [p.turn for p in backend.asked] == [4]
    assert [t.to_json() for t in score.turns] == [
        {"cs": None, "nli_label": None, "nli_issue": NO_HISTORY},
        {"cs": None, "nli_label": None, "nli_issue": "llm.nli: no answer"},
    ]
    assert score.der is None


@pytest.mark.slow
def test_evaluate_adds_cs_der_and_the_backend_and_leaves_the_scores_alone() -> None:
    from dialogkg.detect.embeddings import Embedder

    embedder = Embedder()
    backend = TableNLI({2: ENTAILS, 4: CONTRADICTS})
    [scored] = DialogKG.open(None).evaluate(
        [HOME_TOWNS], extractor="annotated", embedder=embedder, nli=backend
    )
    [plain] = DialogKG.open(None).evaluate([HOME_TOWNS], extractor="annotated", embedder=embedder)
    doc, reference = scored.to_json(), plain.to_json()
    assert "der" not in reference and "nli" not in reference
    assert all("cs" not in t for t in reference["turns"])  # type: ignore[attr-defined]
    assert [(t["index"], t["cs"], t["nli_label"]) for t in doc["turns"]] == [  # type: ignore[attr-defined]
        (2, 0.8, "entailment"),
        (4, 0.175, "contradiction"),
    ]
    assert doc["der"] == 0.5
    assert doc["nli"] == {
        "backend": "stub",
        "model": "table-v1",
        "history_chars": 1500,
        "judged_turns": 2,
        "unjudged_turns": 0,
    }
    stripped = [{k: v for k, v in t.items() if k not in ("cs", "nli_label")} for t in doc["turns"]]  # type: ignore[attr-defined]
    assert {**{k: v for k, v in doc.items() if k not in ("der", "nli")}, "turns": stripped} == reference


def test_backends_by_name() -> None:
    assert get_nli(None) is None and get_nli("none") is None
    with pytest.raises(InputError, match="needs a local model folder: --nli-model PATH"):
        get_nli("cross-encoder")
    with pytest.raises(InputError, match="unknown NLI backend 'oracle'; available: none, cross-encoder, llm"):
        get_nli("oracle")
