"""Dialogue-aware normalisation: the shared vocabulary of the offline extractors."""

from __future__ import annotations

import pytest

from dialogkg.conversation.readers import parse_conversation
from dialogkg.extract import normalize


@pytest.mark.parametrize(
    ("text", "expected"),
    [("three", "3"), ("Twenty-one", "21"), ("thirty two", "32"), ("12", "12"), ("both", "2"), ("many", None)],
)
def test_number(text: str, expected: str | None) -> None:
    assert normalize.number(text) == expected


def test_digits_replace_number_words_in_a_phrase() -> None:
    assert normalize.digits("three sisters and twenty-one cats") == "3 sisters and 21 cats"


@pytest.mark.parametrize(
    ("verb", "prep", "expected"),
    [
        ("love", None, "like"),
        ("enjoy", None, "like"),
        ("adore", None, "like"),
        ("hate", None, "dislike"),
        ("detest", None, "dislike"),
        ("be", "into", "like"),
        ("be", "from", "be from"),
        ("bear", "in", "be from"),
        ("grow up", "in", "be from"),
        ("raise", "in", "be from"),
        ("work", "as", "work as"),
        ("work", "at", "work at"),
        ("work", "for", "work at"),
        ("live", "in", "live in"),
        ("live", "on", "live in"),
        ("teach", None, "teach"),
    ],
)
def test_relation_canonicalises_preferences_and_slots(verb: str, prep: str | None, expected: str) -> None:
    assert normalize.relation(verb, prep) == expected


def test_attribute_relations_and_exclusive_slots() -> None:
    assert normalize.attribute_relation("favorite color") == "have favourite color"
    assert normalize.attribute_relation("job") == "work as"
    assert normalize.attribute_relation("hometown") == "be from"
    assert normalize.attribute_relation("capital") == "have capital"
    slots = ("be from", "work as", "work at", "have age", "have favourite x")
    assert [normalize.exclusive(r, "x") for r in slots] == [True, True, True, True, True]
    assert normalize.exclusive("like", "tea") is False
    # A home is one named place; "a small apartment" is a description that adds up.
    assert (normalize.exclusive("live in", "Ohio"), normalize.exclusive("live in", "small apartment")) == (
        True,
        False,
    )


def test_contractions_and_answers() -> None:
    assert normalize.expand_contractions("I've never been married, I'm single and don't care; i can't") == (
        "I have never been married, I am single and do not care; I can not"
    )
    assert [normalize.answer_polarity(t) for t in ("No, I don't.", "Yeah, sure", "Nope", "Well, maybe")] == [
        False,
        True,
        False,
        None,
    ]
    # An interjection may come first; "I wish I did" denies.
    openers = ("Oh, no.", "Oh no, not at all.", "Well, yes", "Haha yes", "Oh, I wish I did.", "I wish!")
    assert [normalize.answer_polarity(t) for t in openers] == [False, False, True, True, False, False]
    # A yes word made a no, and "not" with a time: not now.
    denials = ("Absolutely not.", "Of course not!", "Not anymore.", "Not yet, but soon.", "Not at the moment")
    assert [normalize.answer_polarity(t) for t in denials] == [False] * 5
    assert [
        normalize.answer_polarity(t) for t in ("Absolutely!", "Of course.", "Not now.", "Notably, yes")
    ] == [
        True,
        True,
        False,
        None,
    ]
    # "Not a word" to "Can you speak any Spanish?" is a no; "Not a big deal." is no answer
    assert normalize.answer_polarity("Not a word, honestly.") is False
    assert normalize.answer_polarity("Not a drop since college.") is False
    assert normalize.answer_polarity("Not a big deal.") is None
    unanswered = ("Oh wow, that is cool", "Nowhere", "I wish you luck", "Oh, noodles are great")
    assert [normalize.answer_polarity(t) for t in unanswered] == [None] * 4
    # A negative question asks what its positive asks.
    assert normalize.positive_question("Don't you have a son?") == "Do you have a son?"
    assert (
        normalize.positive_question("Wait, didn't you say you were a nurse?")
        == "Wait, did you say you were a nurse?"
    )
    assert normalize.positive_question("Won't you come?") == "Will you come?"
    assert normalize.positive_question("I don't have a son.") == "I don't have a son."
    # a verbless "Any pets?" asks what "Do you have any pets?" asks (not "I like any pets.")
    assert normalize.positive_question("lol, any pets?") == "lol, do you have any pets?"
    assert normalize.yes_no_question("what about you, any siblings?") is True
    assert normalize.positive_question("Any pets you like?") == "Any pets you like?"
    assert normalize.yes_no_question("Weren't you a teacher?") is True
    assert normalize.yes_no_question("Do you own a car?") is True
    assert normalize.yes_no_question("What do you do?") is False
    # chat often leaves the question mark out: still a question (since stop 27); a statement is not
    assert normalize.yes_no_question("Do you own a car") is True
    assert normalize.yes_no_question("I own a car") is False


def test_intent_from_hedges_and_advice() -> None:
    assert [
        normalize.intent(t) for t in ("Maybe it is DNS.", "I think so.", "You should rest.", "It is.")
    ] == [
        "Hyp",
        "Hyp",
        "Advice",
        "State",
    ]


def test_parties_two_party_and_group() -> None:
    two = parse_conversation(
        {"id": "c", "turns": [{"role": "user", "text": "a"}, {"role": "assistant", "text": "b"}]}
    )
    assert normalize.parties(two, two.turns[0]) == normalize.Parties("user", "assistant")
    group = parse_conversation(
        {
            "id": "g",
            "participants": [{"id": "ann"}, {"id": "bob"}, {"id": "cy"}],
            "turns": [{"speaker": "ann", "text": "a"}, {"speaker": "cy", "text": "b"}],
        }
    )
    assert normalize.parties(group, group.turns[1]) == normalize.Parties("cy", "ann")
    assert normalize.parties(group, group.turns[0]) == normalize.Parties("ann", None)
    who = normalize.Parties("ann", "bob")
    assert [who.person(w) for w in ("I", "my", "You", "your", "she")] == ["ann", "ann", "bob", "bob", None]


@pytest.mark.parametrize(
    ("text", "checks"),
    [
        ("I thought you said you were a vet.", True),
        ("Oh, I thought you never played video games before!", True),
        ("You told me you live in Ohio.", True),
        ("I thought so too.", False),
        ("You are funny.", False),
        ("I thought you were a vet?", False),  # a question: yes_no_question's
    ],
)
def test_checking_statement(text: str, checks: bool) -> None:
    assert normalize.checking_statement(text) is checks


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("Where did she grow up?", "be from home town"),
        ("Where was Marie born?", "be from home town"),
        ("What does he do for a living?", "work as job"),
        ("How old is your brother?", "have age"),
        ("Where does Ana live?", "live in"),
        ("What did she study?", None),
    ],
)
def test_question_slot(question: str, slot: str | None) -> None:
    assert normalize.question_slot(question) == slot


def test_kind_of_names_plain_kinds_only() -> None:
    assert [normalize.kind_of(v) for v in ("Green", "the winter", "dark green", "pizza")] == [
        "color",
        "season",
        None,
        None,
    ]
    assert normalize.attribute_relation("favourite colour") == "have favourite color"
    # Genres, one word or a known phrase, with or without their kind after them.
    assert [normalize.kind_of(v) for v in ("Country music", "rock and roll", "jazz", "this country")] == [
        "music",
        "music",
        "music",
        None,
    ]
    assert [normalize.kind_value(v) for v in ("Country music", "rock and roll", "pizza")] == [
        "Country",
        "rock and roll",
        "pizza",
    ]


def test_apostrophes_left_out_are_put_back_only_where_no_word_is_meant() -> None:
    assert normalize.restore_apostrophes("So im 38. Ive been there, I dont know, it wasnt me") == (
        "So I'm 38. I've been there, I don't know, it wasn't me"
    )
    assert normalize.restore_apostrophes("Immense cant wont ill id") == "Immense cant wont ill id"
    # "its" before what cannot follow a possessive is "it's"; before a noun phrase it stays
    assert normalize.restore_apostrophes("Its my favorite, its not the best") == (
        "It's my favorite, it's not the best"
    )
    assert normalize.restore_apostrophes("The dog wagged its tail in its own way") == (
        "The dog wagged its tail in its own way"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("22 y. O male here", "22 year old male here"),
        ("Im a 22yo guy", "Im a 22 year old guy"),
        ("a 5 y/o boy", "a 5 year old boy"),
        ("I am 30 yrs old", "I am 30 year old"),
        # no number, or a word that only begins so: left alone
        ("yo what's up", "yo what's up"),
        ("I have 2 yoyos", "I have 2 yoyos"),
    ],
)
def test_age_shorthand_is_spelled_out(text: str, expected: str) -> None:
    assert normalize.spell_ages(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It may be the cache.", "Hyp"),  # a modal the triple intent did not know before
        ("I suspect the cache is cold.", "Hyp"),
        ("It is either the cache or the network.", "Hyp"),
        ("I was born in May.", "State"),  # the month is no modal
        ("I could not sleep.", "State"),  # an inability is no hedge
        ("Maybe, but at 45 I'm too old for school.", "State"),  # the hedge answered the question
        ("Maybe at 45 I'm too old for school.", "Hyp"),
        # a counterfactual "could" is no conjecture
        ("I wish I could answer back, but I only speak English.", "State"),
        ("If I could, I would move to Spain.", "State"),
        ("It could be the DNS.", "Hyp"),
        # "could never" is an inability, "I could eat a whole tub" a boast; "I could be wrong" hedges
        ("I could never give that up.", "State"),
        ("It's my favorite show, I could quote the whole thing.", "State"),
        ("I could be wrong about that.", "Hyp"),
        ("We could try restarting the cache.", "Hyp"),
        ("We're getting married in may.", "State"),  # the month in lower case is no modal
    ],
)
def test_one_hedge_list_gives_intent_and_hypothesize(text: str, expected: str) -> None:
    """The triple intent and the Hypothesize operation read the same marks of a conjecture."""
    assert normalize.intent(text) == expected
    assert normalize.hedged(text) is (expected == "Hyp")


@pytest.mark.parametrize(
    ("text", "asks", "yes_no"),
    [
        ("so do you have children", True, True),
        ("how many dogs do you have", True, False),
        ("where do u live now", True, False),
        ("what a day you had", False, False),  # an exclamation
        ("what games", False, False),  # a fragment that asks nothing of the addressee
        ("I love cats, you?", False, False),  # a tag: the statement is said
        ("I have a dog.", False, False),
        ("what's your favorite food", True, False),
        ("where's your hometown", True, False),
        ("what your dog did was funny", False, False),
    ],
)
def test_a_question_without_its_mark(text: str, asks: bool, yes_no: bool) -> None:
    """Typed without a question mark, "so do you have children" asserted that the addressee had
    children (the parser read it as a statement about "you")."""
    assert normalize.asks(text) is asks
    assert normalize.yes_no_question(text) is yes_no


def test_alternatives_hedge_only_what_they_offer() -> None:
    """'I'm a vet, mostly dogs and cats but sometimes a rabbit or a snake' states the job; 'the DNS,
    or the cache' and a hedging word keep the whole sentence a conjecture."""
    vet = "I'm a veterinarian, mostly dogs and cats but sometimes a rabbit or a snake."
    offered = normalize.offered_only(vet)
    assert normalize.hedged(vet) and normalize.outside_alternatives(offered, "veterinarian")
    assert not normalize.outside_alternatives(offered, "snake")
    dns = normalize.offered_only("It is the DNS, or the cache.")
    assert not normalize.outside_alternatives(dns, "DNS")
    assert not normalize.outside_alternatives(
        normalize.offered_only("Maybe it is the DNS, or the cache."), "DNS"
    )
    assert not normalize.outside_alternatives(
        normalize.offered_only("I'm a nurse."), "nurse"
    )  # nothing hedged
