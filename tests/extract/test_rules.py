"""The rule-based extractor: exact triples for small sentences, and the probes without gold."""

from __future__ import annotations

import pytest

from dialogkg.conversation.readers import parse_conversation, read_file
from dialogkg.extract.rules import RulesExtractor
from tests.conftest import DATA


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
            ("alice's favorite color", "is", "blue", "assertion", "EXCLUSIVE", "State"),
        ),
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
        fired[conversation.id] = [f.detector for t in result.turns for f in t.firings]
    assert fired == {
        "probe-negation": ["NegFlip"],
        "probe-antonym": ["Antonym"],
        "probe-numeric": ["NumMismatch"],
        "probe-moderate-drift": ["EOC"],
        "probe-strong-drift": ["SemDrift"],
        "probe-revision": [],
        "clean-hiking": [],
        "clean-breakfast": [],
    }
