"""What a question takes for granted of the party it addresses, read by the parse extractor."""

from __future__ import annotations

import pytest

from dialogkg.conversation.readers import parse_conversation
from dialogkg.extract import nlp

pytestmark = pytest.mark.skipif(not nlp.available(), reason="no spaCy English model installed")


def asks(text: str) -> list[tuple[str, str, str, str | None]]:
    """(sub, rel, obj, wants) of each ask of an assistant turn answering a user's greeting."""
    from dialogkg.extract.parse import ParseExtractor

    turns = [{"role": "user", "text": "Hi there."}, {"role": "assistant", "text": text}]
    conversation = parse_conversation({"id": "t", "turns": turns})
    extracted = ParseExtractor().extract(conversation, conversation.turns[1]).extraction
    return [(a.triple.sub, a.triple.rel, a.triple.obj, a.wants) for a in extracted.asks]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("What kind of fish do you have in your aquarium?", [("user", "have", "fish", "kind")]),
        ("What sports do you play?", [("user", "play", "sports", "kind")]),
        ("What kind of fish do you keep?", [("user", "have", "fish", "kind")]),
        ("Which car do you own?", [("user", "have", "car", "kind")]),
        ("How many kids do you have?", [("user", "have", "kids", "count")]),
        ("How old is your dog?", [("user", "have", "dog", None)]),
        ("Does your husband cook?", [("user", "have", "husband", None)]),
        # granted, but asking for more than was told
        ("What other pets do you have?", [("user", "have", "other pets", None)]),
        ("What kind of pets do you have besides the cat?", [("user", "have", "pets", None)]),
        # nothing had: a time asked by, a day, an opinion, a statement, a yes/no question
        ("What time do you get up?", []),
        ("How was your day?", []),
        ("What is your opinion on that?", []),
        # a liking or a kind ranked names nothing had
        ("What's your favorite food?", []),
        ("What's your favorite dog breed?", []),
        # a thing both eaten and kept is no pet granted
        ("Do you cook your fish?", []),
        ("I have a fish in my aquarium.", []),
        ("Do you have any pets?", []),
    ],
)
def test_a_question_grants_what_it_takes_for_granted(text: str, expected: list[tuple[str, ...]]) -> None:
    assert asks(text) == expected
