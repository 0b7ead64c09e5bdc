"""Operations from plain sentences: hedges, cue phrases linked to earlier arguments, retractions."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from dialogkg.conversation.readers import parse_conversation
from dialogkg.extract import operations
from dialogkg.extract.base import ArgumentView, ExtractionContext
from dialogkg.extract.normalize import hedged
from dialogkg.extract.operations import MAX_PREMISES, SentenceFacts, plan_operations, retracts
from dialogkg.extract.schema import Extraction

EARLIER = (
    ArgumentView("o1", "The prices on product pages are a day old", "maya", "observation", "active", 1),
    ArgumentView("h1", "Perhaps the cache layer is serving stale entries", "maya", "hypothesis", "active", 2),
    ArgumentView("h2", "Maybe the DNS resolver is flaky", "bot", "hypothesis", "active", 3),
    ArgumentView("h3", "The import job is stuck", "bot", "hypothesis", "abandoned", 3),
)
# Scores that stand in for embedding cosines: 0.7 for a claim naming the phrase's first word.
SCORES = {"cache": "h1", "dns": "h2", "prices": "o1", "import": "h3"}


def fake_similarity(text: str, others: Sequence[str]) -> list[float]:
    word = text.split()[0].lower()
    wanted = next((a.claim for a in EARLIER if SCORES.get(word) == a.id), None)
    return [0.7 if other == wanted else 0.1 for other in others]


CONTEXT = ExtractionContext(arguments=EARLIER, similarity=fake_similarity)


def plan(
    text: str, speaker: str = "bot", context: ExtractionContext | None = CONTEXT, has_claim: bool = True
) -> tuple[list[dict[str, object]], bool | None]:
    conversation = parse_conversation(
        {
            "id": "t",
            "participants": [{"id": "maya", "role": "user"}, {"id": "bot", "role": "assistant"}],
            "turns": [{"speaker": "maya", "text": "Hello there."}] * 3 + [{"speaker": speaker, "text": text}],
        }
    )
    turn = conversation.turns[3]
    sentences = [s.strip() for s in text.replace(". ", ".\n").splitlines() if s.strip()]
    facts = [SentenceFacts(s, has_claim, s.endswith("?"), False) for s in sentences]
    operations, revision = plan_operations(conversation, turn, facts, context)
    Extraction.model_validate({"operations": operations, "revision": revision})  # the schema holds
    return operations, revision


@pytest.mark.parametrize(
    "text",
    [
        "Maybe the cache is cold.",
        "I think the cache is cold.",
        "It could be the cache.",
        "Perhaps the cache is cold.",
        "It is either the cache or the network.",
    ],
)
def test_hedges_hypothesize(text: str) -> None:
    assert hedged(text)
    assert plan(text, context=None)[0] == [{"op": "Hypothesize", "id": "r4.0", "claim": text.rstrip(".")}]


def test_plain_statement_observes_and_no_context_links_nothing() -> None:
    claim = "The cache hit ratio is zero today, so that rules out the cache theory"
    ops, revision = plan(f"{claim}.", context=None)
    assert ops == [{"op": "Observe", "id": "r4.0", "claim": claim}]
    assert revision is None


def test_rules_out_observes_the_evidence_and_undermines_the_matched_hypothesis() -> None:
    ops, _ = plan("The cache hit ratio is zero today, so that rules out the cache theory.")
    assert ops == [
        {"op": "Observe", "id": "r4.0", "claim": "The cache hit ratio is zero today"},
        {
            "op": "Undermine",
            "target": "h1",
            "matched_text": "the cache theory",
            "match_similarity": 0.7,
            "evidence": "r4.0",
        },
    ]


@pytest.mark.parametrize(
    ("text", "matched"),
    [
        ("That contradicts the DNS theory.", "the DNS theory"),
        ("So it can't be DNS.", "DNS"),
        ("DNS is not the cause.", "DNS"),
        ("The DNS resolver can't be the culprit here.", "The DNS resolver"),
    ],
)
def test_undermining_cues_without_evidence(text: str, matched: str) -> None:
    ops, _ = plan(text)
    assert ops == [{"op": "Undermine", "target": "h2", "matched_text": matched, "match_similarity": 0.7}]


def test_undermining_an_unmatched_phrase_is_a_plain_observation() -> None:
    ops, _ = plan("The logs are clean, so that rules out the network theory.")
    assert ops == [
        {"op": "Observe", "id": "r4.0", "claim": "The logs are clean, so that rules out the network theory"}
    ]


def test_which_confirms_supports_with_the_evidence() -> None:
    ops, _ = plan("Resolver timeouts appear in every log, which confirms the DNS theory.")
    assert ops == [
        {"op": "Observe", "id": "r4.0", "claim": "Resolver timeouts appear in every log"},
        {
            "op": "Support",
            "target": "h2",
            "matched_text": "the DNS theory",
            "match_similarity": 0.7,
            "evidence": "r4.0",
        },
    ]


def test_that_confirms_opening_a_turn_takes_what_was_said_before_as_evidence() -> None:
    """ "The runner queue shows each shard waiting." / "That confirms the shards theory.": the
    "that" is the last standing argument before the turn (here h2), not nothing."""
    ops, _ = plan("That confirms the cache theory.")
    assert ops == [
        {
            "op": "Support",
            "target": "h1",
            "matched_text": "the cache theory",
            "match_similarity": 0.7,
            "evidence": "h2",
        }
    ]
    # (an argument is no evidence for itself)
    assert [o["op"] for o in plan("That confirms the DNS theory.")[0]] == ["Observe"]


def test_so_at_the_start_with_nothing_before_supports_nothing() -> None:
    ops, _ = plan("So the DNS resolver is flaky.")
    assert ops == [{"op": "Observe", "id": "r4.0", "claim": "So the DNS resolver is flaky"}]


def test_because_depends_on_the_restated_argument() -> None:
    ops, _ = plan("Checkout is slow because the cache layer is serving stale entries.")
    assert ops == [
        {
            "op": "Observe",
            "id": "r4.0",
            "claim": "Checkout is slow",
            "matched_text": "the cache layer is serving stale entries",
            "match_similarity": 0.7,
            "depends_on": ["h1"],
        }
    ]
    hyp, _ = plan("Since the prices are a day old, maybe the import is late.")
    assert hyp[0]["op"] == "Hypothesize" and hyp[0]["depends_on"] == ["o1"]
    assert hyp[0]["claim"] == "maybe the import is late"


def test_since_a_time_is_no_reason_and_a_fallen_argument_is_no_premise() -> None:
    assert plan("Checkout fails since 09:30.")[0] == [
        {"op": "Observe", "id": "r4.0", "claim": "Checkout fails since 09:30"}
    ]
    ops, _ = plan("Prices lag because the import job is stuck.")  # h3 was abandoned
    assert "depends_on" not in ops[0]


def test_retraction_revises_the_speakers_own_argument_and_observes_nothing() -> None:
    assert retracts("Fair enough, I was wrong about the cache.")
    ops, _ = plan("Fair enough, I was wrong about the cache.", speaker="maya")
    assert ops == [{"op": "Revise", "target": "h1", "matched_text": "the cache", "match_similarity": 0.7}]
    # Another speaker's argument is not theirs to withdraw: nothing at all is recorded.
    assert plan("I was wrong about the cache.", speaker="bot")[0] == []


@pytest.mark.parametrize(
    "text",
    ["Scratch that.", "Scratch that, I drop the DNS idea.", "Forget what I said about DNS."],
)
def test_scratch_that_and_dropping(text: str) -> None:
    ops, _ = plan(text, speaker="bot")
    assert [(o["op"], o["target"]) for o in ops] == [("Revise", "h2")]


def test_scratch_that_in_the_same_turn_unsays_the_previous_sentence() -> None:
    ops, _ = plan("The pool is full. Scratch that.")
    assert ops == []


def test_a_users_change_request_marks_a_revision() -> None:
    assert plan("Actually, change the restart policy to on-failure.", speaker="maya")[1] is True
    assert plan("Actually, change the restart policy to on-failure.", speaker="bot")[1] is None
    # A question about a change asks for none, or it would excuse the contradiction it asks about.
    assert plan("Why the change?", speaker="maya")[1] is None


def test_extractor_keeps_no_triple_of_a_retraction() -> None:
    from dialogkg.extract.rules import RulesExtractor

    said = {"speaker": "maya", "role": "user", "text": "I was wrong about the cache size."}
    conversation = parse_conversation({"id": "t", "turns": [said]})
    extraction = RulesExtractor().extract(conversation, conversation.turns[0]).extraction
    assert extraction.triples == [] and extraction.operations == []


@pytest.mark.parametrize(
    "text", ["We can't rule out the DNS theory.", "That does not contradict the DNS theory."]
)
def test_a_negated_cue_links_nothing(text: str) -> None:
    ops, _ = plan(text)
    assert [o["op"] for o in ops] == ["Observe"]


def test_match_provenance_needs_a_link_and_both_fields() -> None:
    from pydantic import ValidationError

    from dialogkg.extract.schema import OperationAnnotation

    linked = {"op": "Undermine", "target": "h1", "matched_text": "the cache", "match_similarity": 0.7}
    assert OperationAnnotation.model_validate(linked).matched_text == "the cache"
    with pytest.raises(ValidationError, match="go together"):
        OperationAnnotation.model_validate({"op": "Undermine", "target": "h1", "matched_text": "the cache"})
    with pytest.raises(ValidationError, match="needs a 'target' or 'depends_on'"):
        OperationAnnotation.model_validate(
            {"op": "Observe", "id": "o1", "claim": "x", "matched_text": "y", "match_similarity": 0.5}
        )
    assert "matched_text" not in str(OperationAnnotation.model_json_schema())  # an LLM is not asked


def test_a_link_the_engine_refuses_is_planned_again_without_links() -> None:
    refusing = ExtractionContext(
        arguments=EARLIER, similarity=fake_similarity, check=lambda extraction: "dependencies-acyclic"
    )
    ops, _ = plan("Resolver timeouts appear in every log, which confirms the DNS theory.", context=refusing)
    claim = "Resolver timeouts appear in every log, which confirms the DNS theory"
    assert ops == [{"op": "Observe", "id": "r4.0", "claim": claim}]


def test_so_supports_only_a_restatement() -> None:
    def weak(text: str, others: Sequence[str]) -> list[float]:
        return [0.5 if "DNS" in o else 0.1 for o in others]  # names the argument, does not restate it

    text = "Resolver timeouts appear in every log, so the DNS resolver needs a restart."
    ops, _ = plan(text, context=ExtractionContext(arguments=EARLIER, similarity=weak))
    assert [o["op"] for o in ops] == ["Observe"]
    confirms = "Resolver timeouts appear in every log, which confirms the DNS theory."
    ops, _ = plan(confirms, context=ExtractionContext(arguments=EARLIER, similarity=weak))
    assert [o["op"] for o in ops] == ["Observe", "Support"]


@pytest.mark.slow
def test_without_a_loadable_model_the_similarity_scores_nothing(tmp_path: Path) -> None:
    from dialogkg.ingest import lazy_similarity

    similarity = lazy_similarity(str(tmp_path / "no-model-here"))
    assert list(similarity("the cache", ["Perhaps the cache is stale"])) == []


def test_a_conjecture_rests_on_the_latest_observations_sharing_a_word() -> None:
    observations = " ".join(f"The cache node {i} is cold." for i in range(MAX_PREMISES + 4))
    ops, _ = plan(f"{observations} The DNS is fine. Maybe the cache is the culprit.", context=None)
    hypothesis = ops[-1]
    assert hypothesis["op"] == "Hypothesize"
    latest = [f"r4.{i}" for i in range(4, MAX_PREMISES + 4)]
    assert hypothesis["depends_on"] == latest  # in the order they were said; "DNS" shares no word


def test_said_and_withdrawn_observations_are_no_premises() -> None:
    ops, _ = plan(
        "The cache is cold. The cache is empty. Scratch that. Maybe the cache is stale.", context=None
    )
    assert ops == [
        {"op": "Observe", "id": "r4.0", "claim": "The cache is cold"},
        {"op": "Hypothesize", "id": "r4.3", "claim": "Maybe the cache is stale", "depends_on": ["r4.0"]},
    ]


def test_planning_is_linear_in_the_number_of_sentences(monkeypatch: pytest.MonkeyPatch) -> None:
    """F7: each conjecture re-read every earlier observation of the turn (quadratic in its length);
    counting the content-word scans keeps the test free of timing."""
    calls = [0]
    words = operations._words

    def counted(text: str) -> set[str]:
        calls[0] += 1
        return words(text)

    monkeypatch.setattr(operations, "_words", counted)
    cost = []
    for n in (100, 200, 400):
        calls[0] = 0
        plan(" ".join(["The cache is cold.", "Maybe the cache is stale."] * n), context=None)
        cost.append(calls[0])
    assert cost[2] <= 2.1 * cost[1] and cost[1] <= 2.1 * cost[0], cost


def test_a_sentence_longer_than_a_claim_may_be_is_not_planned() -> None:
    long = "The cache " + "is very " * 2000 + "cold."
    ops, _ = plan(f"{long} The disk is full.", context=None)
    assert ops == [{"op": "Observe", "id": "r4.1", "claim": "The disk is full"}]


def test_so_its_not_the_x_rules_out_by_a_short_name_holding_its_words() -> None:
    """ "the resolver" embeds too thinly for the link floor (0.1 here); as a name of at most two
    content words it links to the argument that holds them all."""
    ops, _ = plan("The logs are clean, so it's not the resolver.")
    assert ops == [
        {"op": "Observe", "id": "r4.0", "claim": "The logs are clean"},
        {
            "op": "Undermine",
            "target": "h2",
            "matched_text": "the resolver",
            "match_similarity": 0.1,
            "evidence": "r4.0",
        },
    ]
    # A longer phrase still needs the floor: nothing of "the flaky upstream mirror" is linked.
    assert [o["op"] for o in plan("The logs are clean, so it's not the flaky upstream mirror.")[0]] == [
        "Observe"
    ]


@pytest.mark.parametrize(
    ("text", "retracted"),
    [
        ("Never mind the pool idea then.", True),
        ("Ok, forget the DNS theory.", True),
        ("Don't forget the backup.", False),
        ("I never mind waiting.", False),
    ],
)
def test_never_mind_and_forget_retract_only_opening_a_sentence(text: str, retracted: bool) -> None:
    assert retracts(text) is retracted
