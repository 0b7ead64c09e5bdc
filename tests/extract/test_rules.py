"""The rule-based extractor: exact triples for small sentences, and the probes without gold."""

from __future__ import annotations

import pytest

from dialogkg.conversation.readers import parse_conversation, read_file
from dialogkg.extract.rules import RulesExtractor
from tests.conftest import DATA
from tests.score.test_probes import EXPECTED


def triples(text: str, role: str = "assistant") -> list[tuple[str, str, str, str, str, str]]:
    conversation = parse_conversation(
        {"id": "t", "turns": [{"speaker": "alice", "role": role, "text": text}]}
    )
    extraction = RulesExtractor().extract(conversation, conversation.turns[0]).extraction
    return [(t.sub, t.rel, t.obj, t.rel_type, t.property_type, t.intent) for t in extraction.triples]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Caffeine raises resting heart rate.",
            ("Caffeine", "raises", "resting heart rate", "assertion", "ADDITIVE", "State"),
        ),
        (
            "Caffeine does not raise your heart rate.",
            ("Caffeine", "does not raise", "your heart rate", "negation_assertion", "ADDITIVE", "State"),
        ),
        ("Mars has 2 moons.", ("Mars", "has", "2 moons", "assertion", "EXCLUSIVE", "State")),
        (
            "I don't have any pets.",
            ("alice", "have not", "any pets", "negation_assertion", "ADDITIVE", "State"),
        ),
        (
            "My favorite color is blue.",
            ("alice", "has favorite color", "blue", "assertion", "EXCLUSIVE", "State"),
        ),
        ("My car needs new tyres.", ("alice's car", "needs", "new tyres", "assertion", "ADDITIVE", "State")),
        (
            "The capital city of France is Paris.",
            ("France", "has capital city", "Paris", "assertion", "EXCLUSIVE", "State"),
        ),
        (
            "Noted: your brand's slogan is 'Morning Spark: Relax and unwind'.",
            (
                "your brand",
                "has slogan",
                "Morning Spark: Relax and unwind",
                "assertion",
                "EXCLUSIVE",
                "State",
            ),
        ),
        (
            "Booked: the design review is now on Tuesday at 10am in room 4.",
            ("the design review", "is on", "Tuesday", "assertion", "EXCLUSIVE", "State"),
        ),
        (
            "Mars has 2 moons, Phobos and Deimos.",
            ("Mars", "has", "2 moons", "assertion", "EXCLUSIVE", "State"),
        ),
        (
            "Tighter policy tends to slow hiring for a while.",
            ("Tighter policy", "slow", "hiring", "assertion", "ADDITIVE", "State"),
        ),
        (
            "A bakery mainly makes furniture for restaurants.",
            ("A bakery", "makes", "furniture", "assertion", "ADDITIVE", "State"),
        ),
        (
            "Then the timeouts are probably pool exhaustion, which starves requests.",
            ("the timeouts", "are", "pool exhaustion", "assertion", "EXCLUSIVE", "Hyp"),
        ),
        ("She grew up in Lyon.", ("She", "grew up in", "Lyon", "assertion", "ADDITIVE", "State")),
        ("Mars has 3 moons in total.", ("Mars", "has", "3 moons", "assertion", "EXCLUSIVE", "State")),
        (
            "Well, the capital is not Lyon.",
            ("the capital", "is not", "Lyon", "negation_assertion", "ADDITIVE", "State"),
        ),
        (
            "Higher rates may reduce inflation.",
            ("Higher rates", "reduce", "inflation", "assertion", "ADDITIVE", "Hyp"),
        ),
        ("You should drink more water.", ("You", "drink", "more water", "assertion", "ADDITIVE", "Advice")),
    ],
)
def test_sentence_patterns(text: str, expected: tuple[str, ...]) -> None:
    assert triples(text) == [expected]


def test_auxiliary_have_is_not_possession() -> None:
    assert triples("Checkout has been failing since 14:05.") == [
        ("Checkout", "has been", "failing", "assertion", "ADDITIVE", "State")
    ]


def test_a_short_coordination_gives_one_additive_triple_per_item() -> None:
    assert triples("Your pack should include insulated boots and a warm hat.") == [
        ("Your pack", "include", "insulated boots", "assertion", "ADDITIVE", "Advice"),
        ("Your pack", "include", "a warm hat", "assertion", "ADDITIVE", "Advice"),
    ]
    # Two values of a copula in one breath are two properties, not a conflict.
    assert [t[2:5] for t in triples("The trail is steep, rocky and long.")] == [
        ("steep", "assertion", "ADDITIVE"),
        ("rocky", "assertion", "ADDITIVE"),
        ("long", "assertion", "ADDITIVE"),
    ]


def test_third_person_pronouns_resolve_to_the_last_full_name() -> None:
    conversation = parse_conversation(
        {
            "id": "t",
            "turns": [
                {"role": "user", "text": "Where did the novelist Marie Dubois grow up?"},
                {"role": "assistant", "text": "She grew up in Lyon. Her home town is Porto."},
                {"role": "assistant", "text": "Her first novel is short."},
            ],
        }
    )
    second = RulesExtractor().extract(conversation, conversation.turns[1]).extraction
    assert [(t.sub, t.rel, t.obj, t.property_type) for t in second.triples] == [
        ("Marie Dubois", "grew up in", "Lyon", "ADDITIVE"),
        ("Marie Dubois", "has home town", "Porto", "EXCLUSIVE"),
    ]
    alone = parse_conversation({"id": "t", "turns": [{"role": "assistant", "text": "Her novel is short."}]})
    # With no name said before, the pronoun stays: better unlinked than linked to a guess.
    assert [(t.sub, t.rel) for t in RulesExtractor().extract(alone, alone.turns[0]).extraction.triples] == [
        ("Her novel", "is")
    ]


def test_questions_hedges_and_revisions_become_operations() -> None:
    conversation = parse_conversation(
        {
            "id": "t",
            "turns": [
                {"role": "assistant", "text": "Is it raining? Rain might cause delays. The road is closed."},
                {"role": "user", "text": "Please change the meeting to Thursday."},
            ],
        }
    )
    first = RulesExtractor().extract(conversation, conversation.turns[0]).extraction
    assert [(o.op, o.id) for o in first.operations] == [
        ("Question", "r1.0"),
        ("Hypothesize", "r1.1"),
        ("Observe", "r1.2"),
    ]
    assert RulesExtractor().extract(conversation, conversation.turns[1]).extraction.revision is True
    assert triples("Hello there!") == []
    assert triples("So is the one.") == []  # only a filler before the verb: no subject


def test_comparatives_assumptions_decisions_and_cited_observations() -> None:
    assert triples("Redis is faster than Postgres.") == [
        ("Redis", "is", "faster than Postgres", "assertion", "ADDITIVE", "State")
    ]
    conversation = parse_conversation(
        {
            "id": "t",
            "turns": [
                {
                    "role": "assistant",
                    "text": "The cache is cold. Let's assume traffic stays flat. "
                    "The cold cache might explain the latency. We'll go with Redis for launch.",
                }
            ],
        }
    )
    extraction = RulesExtractor().extract(conversation, conversation.turns[0]).extraction
    assert [(o.op, o.id, o.argument_kind, [str(d) for d in o.depends_on]) for o in extraction.operations] == [
        ("Observe", "r1.0", "observation", []),
        ("Hypothesize", "r1.1", "assumption", []),
        ("Hypothesize", "r1.2", "hypothesis", ["r1.0"]),
        ("Resolve", "r1.3", "decision", []),
    ]


@pytest.mark.slow
def test_without_gold_the_probes_still_fire_and_clean_sessions_do_not() -> None:
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.score.evaluate import evaluate_conversation

    embedder = Embedder()
    fired = {}
    for conversation in read_file(DATA / "skg-probes.jsonl"):
        result = evaluate_conversation(conversation, RulesExtractor(), embedder)
        # A detector may fire against several earlier edges of one turn; what counts is which fired where.
        fired[conversation.id] = {
            t.index: sorted({f.detector for f in t.firings}) for t in result.turns if t.firings
        }
    assert fired == EXPECTED
