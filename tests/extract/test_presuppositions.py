"""What a question takes for granted of the party it addresses, read by the parse extractor."""

from __future__ import annotations

import pytest

from dialogkg.conversation.readers import parse_conversation
from dialogkg.extract import nlp

pytestmark = pytest.mark.skipif(not nlp.available(), reason="no spaCy English model installed")


def grants(text: str) -> list[tuple[str, str, str]]:
    """(sub, rel, obj) of each grant of an assistant turn answering a user's greeting."""
    from dialogkg.extract.parse import ParseExtractor

    turns = [{"role": "user", "text": "Hi there."}, {"role": "assistant", "text": text}]
    conversation = parse_conversation({"id": "t", "turns": turns})
    extracted = ParseExtractor().extract(conversation, conversation.turns[1]).extraction
    return [(t.sub, t.rel, t.obj) for t in extracted.presupposes]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("What kind of fish do you have in your aquarium?", [("user", "have", "fish")]),
        ("What sports do you play?", [("user", "play", "sports")]),
        ("What kind of fish do you keep?", [("user", "have", "fish")]),
        ("Which car do you own?", [("user", "have", "car")]),
        ("How many kids do you have?", [("user", "have", "kids")]),
        ("How old is your dog?", [("user", "have", "dog")]),
        (
            "Does your husband cook?",
            [("user", "have", "husband"), ("user", "have marital status", "married")],
        ),
        ("What other pets do you have?", [("user", "have", "other pets")]),
        # nothing had: a time asked by, a day, an opinion, a statement, a yes/no question
        ("What time do you get up?", []),
        ("How was your day?", []),
        ("What is your opinion on that?", []),
        # a job held, now
        ("How do you get along with your boss?", [("user", "be employed", "be employed")]),
        ("What do you like about your job?", [("user", "be employed", "be employed")]),
        ("What did you like about your old job?", []),
        ("What is your dream job?", []),
        # nor a relative of before
        ("How is your ex wife?", []),
        ("Is your late husband missed?", []),
        # a liking or a kind ranked names nothing had
        ("What's your favorite food?", []),
        ("What's your favorite dog breed?", []),
        # a thing of the past, or supposed, is not granted
        ("What kind of dog did you have growing up?", []),
        ("What was your dog's name?", []),
        ("If you ever get a dog, what would you name your dog?", []),
        ("Would your kids like that, if you had any?", []),
        ("Do you want your own car someday?", []),
        # a thing both eaten and kept is no pet granted
        ("Do you cook your fish?", []),
        ("I have a fish in my aquarium.", []),
        ("Do you have any pets?", []),
    ],
)
def test_a_question_grants_what_it_takes_for_granted(text: str, expected: list[tuple[str, ...]]) -> None:
    assert grants(text) == expected
