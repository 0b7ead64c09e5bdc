"""What a reply says to the question before it: yes/no and elliptical answers, echoes ("me
too"), verbless answers ("Two, a boy and a girl."), ages and favourites asked for."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import takewhile
from typing import TYPE_CHECKING

from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract import normalize
from dialogkg.extract.parse.claim import Claim
from dialogkg.extract.parse.clauses import named_place
from dialogkg.extract.parse.reader import Reader
from dialogkg.extract.parse.schooling import ACTIVITY as COLLEGE_ACTIVITY
from dialogkg.extract.parse.schooling import COLLEGES
from dialogkg.extract.parse.words import (
    GENERIC_NOUNS,
    QUANTITY,
    REPLY_ADVERBS,
    count_of,
    is_negated,
    kids,
    misnamed,
    named_thing,
    numeral,
    phrase,
)

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


# A yes or no, then a question of one's own: "No, what is it?", "Yes, why do you ask?".
ANSWER_THEN_ASK = re.compile(r"^[^,?]{1,24},\s*\S")
# what a favourite ranks, a compound too ("favorite comfort food", "favorite tv show")
_HEADS = r"food|show|movie|film|song|band|book|drink|snack|meal|dish|game|team|sport|genre|flavou?r|season"
_RANKED = r"\s+(?:kind of\s+|type of\s+|sort of\s+)?(?P<noun>[a-z]+(?:\s+(?:" + _HEADS + r")\b)?)"
_TOPIC = re.compile(r"(?<!least )\b(?:favou?rite|fave?)" + _RANKED, re.I)
# "What's your least favorite food?", "What's the worst weather for you?": the answer is disliked.
_LEAST = re.compile(r"\b(?:least\s+(?:favou?rite|fave?)|worst)" + _RANKED, re.I)
# "Any fruits you don't like?", "Anything you hate?": the answer is disliked.
_UNLIKED = re.compile(
    r"\b(?:any\s*thing|any\s+\w+|what(?:\s+\w+)?|which\s+\w+)\s+(?:that\s+)?(?:you|u)\s+"
    r"(?:(?:don't|dont|do\s+not)\s+(?:really\s+)?(?:like|enjoy|care\s+for)|hate|dislike|can't\s+stand)\b",
    re.I,
)
# "What kind of music are you into?", "what do you like to eat?": a reply names what is liked.
_LIKING = re.compile(r"\b(?:into|like|love|enjoy|listen to|a fan of)\b", re.I)
_JOB = re.compile(
    # (not "what do you do for fun?", "... on sundays?", "... when you're bored?")
    r"\bwhat do you do\b(?!\s+(?:for fun|on|in|at|during|after|before|with|when|while|to|about|if|besides))"
    r"|\bfor a living\b|\byour (?:job|occupation|profession)\b"
    r"|\bwhere do you work\b|\bwhat do you do for work\b",
    re.I,
)
_AGE = re.compile(r"\bhow old are you\b|\bwhat(?:'s| is) your age\b", re.I)
# What a how-many question counts: "how many siblings total?", "how many dogs do you have".
_HOW_MANY = re.compile(r"\bhow many (?P<noun>[a-z]+)", re.I)
# A what-question asking what one does to a thing ("What did you eat?", "What instrument do you
# play?", "What's the best thing you've eaten?", "What did you have for dinner?"): a bare answer
# names the thing.
_DONE_WHAT = re.compile(
    r"\bwhat(?:'s|s)?\b[^?.!]*?\b(?:you|u)(?:'ve|\s+have|\s+had)?\s+(?:(?:ever|usually|normally|like\s+to)\s+)?"
    r"(?P<verb>eat|ate|eaten|drink|drank|play|played|drive|read|watch|watched|cook|cooked|study|studied"
    r"|teach|speak)\b"
    r"|\bwhat(?:'s|s)?\b[^?.!]*?\b(?:have|had|having|eat|ate)\s+for\s+(?P<meal>breakfast|lunch|dinner|supper)\b"
    # "what's for dinner?"
    r"|\bwhat(?:'s|s| is)\s+for\s+(?P<menu>breakfast|lunch|dinner|supper)\b",
    re.I,
)
_SUPPOSED = re.compile(r"\b(?:would|if)\b|'d\b", re.I)
_DONE_LEMMA = {
    "ate": "eat",
    "eaten": "eat",
    "drank": "drink",
    "played": "play",
    "watched": "watch",
    "cooked": "cook",
    "studied": "study",
}
# The place slot a where-question asks: home, or origin (where one is from, grew up, was born).
_WHERE = (
    (
        re.compile(
            r"\bwhere (?:do|d) (?:you|u) (?:live|stay)\b|\bwhere(?:'s| is) your home\b"
            r"|\b(?:which|what) (?:city|town|state|country|part of \w+) (?:do|d) (?:you|u) (?:live|stay)\b",
            re.I,
        ),
        "live in",
    ),
    (
        re.compile(
            r"\bwhere (?:are|r) (?:you|u) (?:originally )?from\b|\bwhere(?:'s| is) your hometown\b"
            r"|\bwhere (?:did|were) (?:you|u) (?:grow up|born|raised)\b"
            r"|\b(?:which|what) (?:city|town|state|country) (?:are|r) (?:you|u) (?:originally )?from\b",
            re.I,
        ),
        "be from",
    ),
)
_AGES = re.compile(
    r"\bhow old (?:are|r) (?:your |ur |the |those |these |both of your |all of your )?(?P<noun>[a-z]+)", re.I
)
# What may stand around a bare list of ages ("They're 3 and 4.", "4, 5, and 8 years old").
_AGE_LIST_WORDS = frozenset(
    {"they", "'re", "are", "re", "ages", "aged", "years", "year", "old", "and", "oh", "well"}
)
_ELLIPTIC = ("do", "be", "have", "can", "will", "would")


_ECHOES = frozenset(
    {"me too", "me neither", "me either", "me as well", "same here", "same", "ditto", "likewise"}
    | {"so do i", "neither do i", "nor do i", "so am i", "neither am i", "nor am i", "i do too", "i am too"}
)


def echo(sentence: Span) -> bool:
    """ "Me too", "me neither", "same here": the reply says what the other speaker said."""
    words = " ".join(t.lower_.rstrip(".") for t in sentence if not t.is_punct)  # "I." is one token
    if words in _ECHOES:
        return True
    return _SAME_WAY.match(words) is not None  # "I'm the same way with metal"


# An echo that may go on to say what about ("I'm the same way with metal").
_SAME_WAY = re.compile(r"^(?:i 'm|i am|i feel) the same(?: way)?\b|^same (?:with|for) me\b")


def affirmed(asked: Sequence[Claim], said: Sequence[Claim]) -> list[Claim]:
    """The asked predicates a reply's own claims affirm: the same relation of the thing asked or
    of a member of it ("Do you have any pets?" "I have two dogs."; hypernyms.tsv). "Are you from
    Texas?" "I am from Ohio." affirms nothing."""
    lex = default_lexicons()

    def affirms(c: Claim, a: Claim) -> bool:
        if c.negated:
            return False
        if c.rel == a.rel:
            return c.obj.lower() == a.obj.lower() or lex.broader(a.obj, c.obj)
        # a count of a member: "have dog: 2"
        counted = c.rel.removeprefix(f"{a.rel} ") if c.number and c.rel.startswith(f"{a.rel} ") else None
        return counted is not None and (lex.same_head(a.obj, counted) or lex.broader(a.obj, counted))

    def denies(c: Claim, a: Claim) -> bool:  # "I had a dog, but I don't have pets anymore."
        return c.negated and c.rel == a.rel and lex.same_head(a.obj, c.obj)

    return [a for a in asked if any(affirms(c, a) for c in said) and not any(denies(c, a) for c in said)]


# A verbless reply with one of these answers nothing: "No idea.", "Good question!", "Sure."
_NO_ANSWER_WORDS = frozenset(
    {"idea", "clue", "question", "sure", "course", "problem", "worry", "thanks", "lol", "haha", "yes", "yeah"}
    | {"none", "nothing", "nobody", "everything", "anything", "same", "depends", "okay", "ok", "cool", "nice"}
    | {"sorry", "congrats", "congratulations"}
)


def picked(asked: Sequence[Claim], fragment: Token) -> list[Claim]:
    """The one alternative a verbless reply names ("Early bird for sure." to "A night owl or an
    early bird?"), by its head word; none when it names none or several."""
    word = normalize.singular(fragment.lemma_.lower())
    named = [c for c in asked if normalize.singular(c.obj.lower().split()[-1]) == word]
    return named if len(named) == 1 else []


def no_fragment(sentence: Span) -> str | None:
    """The thing of a verbless "No kids." / "No pets, but ..." reply, else None."""
    root = sentence.root
    if root.lower_ in ("no", "nope", "nah") and (things := kids(root, "appos", "npadvmod", "dep", "conj")):
        root = things[0]  # "Nope, no pets for me.", the small model hanging the fragment on "nope"
    if root.pos_ not in ("NOUN", "PROPN") or not any(d.lower_ == "no" for d in kids(root, "det")):
        return None
    return root.lemma_.lower()


def as_answered(
    question: Span | None,
    reply: Span,
    asked: Sequence[Claim],
    answer: bool,
    yes_no: bool | None,
    elliptic_polarity: bool | None,
) -> tuple[bool, list[Claim]]:
    """The answer's polarity and the asked claims it answers, once the question's shape is read:
    a denial put as a statement is confirmed by a yes ("So you don't drink coffee?" "Yep.") or by
    "No, I have not.", and a bare no to it says nothing sure (as for an implied claim, see
    ``answer_claims``); a no whose next words give another number takes back only the number
    ("You said 20 years?" "No, about 12 years.")."""
    answered = list(asked)
    if question is None:
        return answer, answered
    if yes_no is not None and normalize.put_as_statement(question.text):
        answer = answer or (elliptic_polarity is False and all(t.negated for t in asked))
        answered = [replace(t, implied=True) if t.negated else t for t in asked]
    if not answer and _number_corrected(question, reply):
        answered = [c for c in asked if c.number]
    return answer, answered


def _number_corrected(question: Span, reply: Span) -> bool:
    """Do the reply's first words after its "no" give a number the question did not?"""
    numbers = {t.lower_ for t in question if t.like_num}
    after = reply[2:] if len(reply) > 1 and reply[1].is_punct else reply[1:]
    fragment = list(takewhile(lambda t: not t.is_punct, after))
    return (
        bool(numbers) and len(fragment) <= 4 and any(t.like_num and t.lower_ not in numbers for t in fragment)
    )


def one_thing(asked: Sequence[Claim]) -> str | None:
    """The one thing a yes/no question asked about ("Do you like sushi?" -> sushi), if one."""
    things = {c.obj for c in asked if not c.number and c.obj != normalize.ANY and c.obj != c.rel}
    return next(iter(things)) if len(things) == 1 else None


def same_verb(sentence: Span, asked: Sequence[Claim]) -> bool | None:
    """ "Which instruments do you play?" "I don't play any.": the asked verb said again with a
    pronoun object answers like "I don't"; another verb answers nothing ("I love it")."""
    root = sentence.root
    objects = kids(root, "dobj")
    if not objects or objects[0].lower_ not in ("any", "none", "one", "it", "them"):
        return None
    if not any(c.rel.split()[0] == root.lemma_.lower() for c in asked):
        return None
    subject = kids(root, "nsubj")
    if not subject or subject[0].lower_ not in normalize.FIRST_PERSON:
        return None
    return not (is_negated(root) or objects[0].lower_ == "none")


def elliptic(sentence: Span) -> bool | None:
    """An elliptical reply ("I don't.", "I do"): its polarity, else None."""
    root = sentence.root
    if sentence[0].dep_ == "nsubj" and sentence[0].lower_ in normalize.FIRST_PERSON:
        root = sentence[0].head  # the parser may hang "I don't have any, so it's hard" on "'s"
    # Only the first clause counts: "I don't have any, so it's hard to relate" answers like "I don't".
    stop = next((t.i for t in sentence if t.i > root.i and t.text in (",", ";")), sentence.end)
    words = [t.lower_ for t in sentence if not t.is_punct and t.i < stop]
    if root.lemma_.lower() not in _ELLIPTIC or len(words) > 6:
        return None
    if [k for k in kids(root, "attr", "acomp", "xcomp", "prep", "ccomp", "oprd") if k.i < stop]:
        return None
    pronominal = ("any", "one", "some", "none", "it", "them", "those", "that")
    if any(d.lower_ not in pronominal for d in kids(root, "dobj")):
        return None  # "I don't have any" answers like "I don't"; "I have a dog" does not
    if any(d.lower_ == "none" for d in kids(root, "dobj")):
        return False
    subject = kids(root, "nsubj")
    if not subject or subject[0].lower_ not in normalize.FIRST_PERSON:
        return None
    if root.tag_ == "VBD" and not is_negated(root):
        return None  # "Are you married?" "I was, for about 6 years": not now
    return not is_negated(root)


_PAST_ASKED = re.compile(
    r"\b(?:growing up|as a (?:kid|child|teen)|when (?:you|u) were (?:a )?(?:kid|little|young|younger)"
    r"|back then|in (?:high school|college)|used to)\b",
    re.I,
)


@dataclass
class Asked:
    """What the questions just asked tell the reader: the favourite asked about, a job or an age
    question. Kept as questions come, so a turn of many questions stays linear."""

    topic: str | None = None
    least: str | None = None
    job: bool = False
    age: bool = False
    where: str | None = None
    count: str | None = None
    past: bool = False  # asked of the past: "So you had dogs growing up?" "Yep, three farm dogs."
    done: str | None = None  # what a what-question asks one does to a thing ("eat")
    liking: bool = False  # asked what one likes: "what kind of music u into?"

    def add(self, question: str) -> None:
        self.past = bool(_PAST_ASKED.search(question))
        # "What would you eat if ...?" asks of a supposition, not of what was eaten
        if (m := _DONE_WHAT.search(question)) and not _SUPPOSED.search(question):
            verb = "eat" if m.group("meal") or m.group("menu") else m.group("verb").lower()
            self.done = _DONE_LEMMA.get(verb, verb)
        if m := _TOPIC.search(question):
            self.topic = m.group("noun").lower()
        if m := _LEAST.search(question):
            self.least = m.group("noun").lower()
        elif _UNLIKED.search(question):
            self.least = "thing"
        self.job = self.job or bool(_JOB.search(question))
        self.liking = self.liking or bool(_LIKING.search(question))
        self.age = self.age or bool(_AGE.search(question))
        self.where = next((rel for where, rel in _WHERE if where.search(question)), self.where)
        if (m := _HOW_MANY.search(question)) and (noun := normalize.singular(m.group("noun").lower())):
            self.count = noun if noun in normalize.COUNTABLE else self.count

    def tell(self, reader: Reader) -> None:
        reader.topic, reader.job_asked, reader.age_asked = self.topic, self.job, self.age
        reader.least_asked = self.least
        reader.liking_asked = self.liking
        reader.past_asked = self.past
        reader.done_asked = self.done
        reader.where_asked = self.where
        reader.count_asked = self.count


_PLACE_LEAD = frozenset({"in", "still", "just", "currently", "now", "right", "up", "down", "out"})


_SETTLEMENTS = frozenset(
    {"town", "city", "village", "suburb", "farm", "neighborhood", "neighbourhood", "area"}
)


def place_answer(sentence: Span) -> str | None:
    """The named place a reply opens with, up to its first comma ("Chicago, been here my whole
    life.", "perth, in australia."); None when it opens with anything else ("a small town",
    "near the beach", "I live in ...")."""
    # (up to a name given it: "a small town in Ohio called Millersburg")
    words = list(
        takewhile(
            lambda t: t.text not in (",", ";", ".", "!", "-") and t.lower_ not in ("called", "named"),
            sentence,
        )
    )
    # "In New Jersey, so ...", "Still in Duluth.": the place after "in"
    lead = list(takewhile(lambda t: t.lower_ in _PLACE_LEAD, words))
    words = words[len(lead) :] if lead and lead[-1].lower_ == "in" else words
    # "(In) a tiny apartment in Portland, Oregon": the named place the home is in
    inner = [k for k, t in enumerate(words) if t.lower_ == "in" and k > 0]
    # "A small town in Ohio": a settlement in the named place, said without "in" before it
    settled = (
        bool(inner)
        and words[0].lower_ in ("a", "an", "the")
        and any(t.lemma_.lower() in _SETTLEMENTS for t in words[: inner[0]])
    )
    if settled and not lead:
        from dialogkg.detect import places  # the gazetteer loads once, and only when asked

        # only a state or country the gazetteer knows: "a tiny town in west texas" names none
        region = " ".join(t.text for t in words[inner[-1] + 1 :])
        settled = places.region(region) is not None
    if (lead or settled) and inner:
        words = words[inner[-1] + 1 :]
    if not words or any(t.pos_ not in ("PROPN", "NOUN", "ADJ") and t.lower_ != "the" for t in words):
        return None
    head = [t for t in words if t.pos_ in ("PROPN", "NOUN")]
    if not head or not named_place(head[-1]):
        return None
    return phrase(head[-1])


# "(Oh) the usual, ...", "Same as always, ...": an opening that says the answer is habitual.
_AS_USUAL = re.compile(r"^(?:(?:oh|well|hmm|um|ah)\s+)?(?:the\s+usual|same\s+as\s+(?:always|usual|ever))$")


def _as_usual(words: list[Token]) -> int | None:
    """How many tokens an as-usual opening takes, its comma included; None without one."""
    comma = next((k for k, t in enumerate(words[:6]) if t.text == ","), None)
    if comma is None or comma + 1 >= len(words):
        return None
    said = " ".join(t.lower_ for t in words[:comma])
    return comma + 1 if _AS_USUAL.match(said) else None


def bare_answer(sentence: Span) -> Token | None:
    """The word a verbless reply turns on: "Two, a boy and a girl.", "Autumn, without a doubt.",
    "Probably pizza.", "Just one sister, she's older than me." (a fragment up to its comma);
    not "Not sure.", "No idea.", "Hard to say."."""
    words = list(sentence)
    if (
        len(words) > 2
        and words[1].text == ","
        and (
            words[0].pos_ == "INTJ"
            or normalize.answer_polarity(words[0].text) is not None
            or words[0].lower_ in REPLY_ADVERBS  # "Honestly, coffee."
        )
    ):
        words = words[2:]  # "Yes, two girls, 6 and 9.", "Honestly, coffee."
    elif (usual := _as_usual(words)) is not None:
        words = words[usual:]  # "Oh the usual, a couple cans of coke."
    # a reply adverb said without its comma is no second head ("Usually two fried eggs on toast")
    words = words[len(list(takewhile(lambda t: t.lower_ in REPLY_ADVERBS, words[:-1]))) :]
    fragment = list(takewhile(lambda t: t.text not in (",", ";", "-"), words))
    # a time said with the thing is no second head ("Chicken wings tonight", "... last weekend"),
    # nor is a stop
    times = {
        w.i for t in fragment if t.lower_ in normalize.TIME_WORDS and t.dep_ == "npadvmod" for w in t.subtree
    }
    fragment = [t for t in fragment if not t.is_punct and t.i not in times] or fragment
    inside = {t.i for t in fragment}
    # the fragment's own head, wherever the parser hung it ("Only one brother, he's older")
    heads = [t for t in fragment if t.head.i not in inside or t.head.i == t.i]
    prep = next(
        (t for t in fragment if t.dep_ == "prep" and t.head.i in inside and t.head.pos_ == "NOUN"), None
    )
    if len(heads) > 1 and prep is not None and prep.head in heads:
        # a noun after the thing's preposition hung elsewhere is the thing's ("two fried eggs on
        # toast, sunny side up": "toast" read as part of "side")
        heads = [t for t in heads if t.i < prep.i]
    # a participle naming or describing the thing is no verb of its own ("a beagle named Biscuit"),
    # nor is a noun the small model tags a verb before its head ("shrimp scampi")
    if len(heads) != 1 or any(
        # (a relative clause on the thing is the thing's: "the steak my dad grilled last weekend")
        t.pos_ in ("VERB", "AUX")
        and t.dep_ not in ("acl", "compound", "relcl", "amod")  # ("Grilled salmon", "scrambled eggs")
        and named_thing(t) is None
        and not any(a.dep_ == "relcl" and a.i in inside for a in t.ancestors)
        for t in fragment
    ):
        return None
    root = heads[0]
    # "Yes, a parrot named Kiwi!" read as a Kiwi that is "named": the parrot
    named = misnamed(root)
    root = (named_thing(named) if named is not None else None) or root
    if root.pos_ not in ("NOUN", "PROPN", "NUM", "ADJ"):
        return None
    if kids(root, "neg") or any(d.lower_ in ("no", "that", "this") for d in kids(root, "det")):
        return None
    word = root.lemma_.lower()
    if word in QUANTITY or word in GENERIC_NOUNS or {word, root.lower_} & _NO_ANSWER_WORDS:
        return None  # ("thanks", lemmatised "thank")
    return root


def only_others(sentence: Span, asked: Sequence[Claim], speaker: str) -> list[Claim]:
    """ "Do you speak any other languages?" "No, just English.": the one value the speaker has,
    said to be the only one (an exclusive claim of the asked relation, as "I only speak English"
    is); a no alone says nothing of the value named before."""
    others = [c for c in asked if c.obj.lower().split()[:1] in (["other"], ["another"]) and not c.negated]
    named = next((t.head for t in sentence if t.lower_ in ("just", "only") and t.dep_ == "advmod"), None)
    if not others or named is None or named.pos_ not in ("NOUN", "PROPN", "ADJ"):
        return []
    if named.lemma_.lower() in QUANTITY or named.lemma_.lower() in GENERIC_NOUNS:
        return []
    return [Claim(speaker, c.rel, phrase(named), True, exclusive=True) for c in others[:1]]


def bare_claims(bare: Token, reader: Reader, speaker: str) -> list[Claim]:
    """What a verbless reply says to the question before it: a count to "How many kids do you
    have?", a favourite to "What's your favorite season?"."""

    def counted(noun: str, count: str) -> Claim:
        return Claim(speaker, normalize.count_slot(noun), count, True, exclusive=True, number=True)

    noun = normalize.singular(bare.lemma_.lower())
    if bare.pos_ == "NOUN" and noun in normalize.COUNTABLE and (count := count_of(bare)) is not None:
        # "Any pets?" "Three dogs.": three dogs, and, said as the whole answer, three pets
        asked = reader.counted
        if asked and asked != noun and not kids(bare, "conj") and default_lexicons().broader(asked, noun):
            return [counted(noun, count), counted(asked, count)]
        return [counted(noun, count)]
    if bare.pos_ == "NOUN" and reader.counted and default_lexicons().broader(reader.counted, noun):
        had = Claim(speaker, "have", noun, True)  # "Any pets?" "Yeah, a beagle named Biscuit."
        count = count_of(bare) if not kids(bare, "conj") else None
        # "How many dogs?" "Two labs.": two dogs, of a kind no count slot is kept for
        return [had, counted(reader.counted, count)] if count is not None else [had]
    if reader.counted is not None and bare.pos_ == "NUM" and (count := numeral(bare)) is not None:
        named = [normalize.singular(a.lemma_.lower()) for a in kids(bare, "appos") if a.pos_ == "NOUN"]
        if count == "1" and named and named[0] in normalize.COUNTABLE and named[0] != reader.counted:
            # "How many pets?" "Just one, a cat.": one cat too
            return [counted(reader.counted, count), counted(named[0], count)]
        return [counted(reader.counted, count)]
    if reader.least_asked is not None and reader.topic is None and bare.pos_ != "NUM":
        return [Claim(speaker, "dislike", phrase(bare), True)]  # "Worst weather?" "Rain, hands down."
    if reader.topic is not None and bare.pos_ != "NUM":
        rel = normalize.attribute_relation(f"favourite {reader.topic}")
        return [Claim(speaker, rel, normalize.kind_value(phrase(bare)), True, exclusive=True)]
    return []


def named_kind(asked: Sequence[Claim], bare: Token, speaker: str) -> list[Claim]:
    """A thing a verbless reply names, of the kind a yes/no question asked about: "Do you speak
    any other languages?" "Yes! Spanish, fluently." speaks Spanish; "Do you play any sports?"
    "Soccer mostly." plays soccer."""
    lex, noun = default_lexicons(), bare.lemma_.lower()
    if bare.pos_ not in ("NOUN", "PROPN") and noun not in normalize.LANGUAGES:  # ("Spanish" tagged ADJ)
        return []

    def of_kind(kind: str) -> bool:
        head = normalize.singular(kind.lower().split()[-1]) if kind.split() else ""
        return lex.broader(kind, noun) or (head == "language" and noun in normalize.LANGUAGES)

    return [
        Claim(speaker, t.rel, phrase(bare), True)
        for t in asked
        if not t.negated and not t.number and t.obj != t.rel and of_kind(t.obj)
    ]


def bare_age(sentence: Span) -> str | None:
    """The number a reply to "How old are you?" opens with ("17 but I wish I was older")."""
    words = [t for t in sentence if not t.is_punct]
    if not words or words[0].pos_ != "NUM":
        return None
    head = words[0].head if words[0].dep_ == "compound" and words[0].head.pos_ == "NUM" else words[0]
    age = numeral(head)
    return age if age is not None and 0 < float(age) < 130 else None


def ages_asked(question: str, before: str) -> str | None:
    """What a question asks the ages of: "How old are your daughters?" (daughter), or "How old
    are they?" after "Five sons is quite a bit" in the same turn (son)."""
    m = _AGES.search(question)
    if m is None:
        return None
    noun = m.group("noun").lower()
    if noun in ("they", "them"):
        plural = [
            w
            for w in re.findall(r"[a-z]+", before.lower())
            if normalize.singular(w) != w and normalize.singular(w) in normalize.COUNTABLE
        ]
        noun = plural[-1] if plural else noun
    one = normalize.singular(noun)
    return one if one != noun and one in normalize.COUNTABLE else None


def listed_ages(sentence: Span) -> int:
    """How many ages a reply that is only a list of them gives ("They're 3 and 4." is two);
    0 when the sentence says more ("My youngest is 3 and my oldest 4" names two of them)."""
    numbers = [t for t in sentence if t.like_num and not (t.dep_ == "compound" and t.head.like_num)]
    rest = [t for t in sentence if not t.is_punct and not t.like_num and t.lower_ not in _AGE_LIST_WORDS]
    plausible = all((n := numeral(t)) is not None and 0 <= float(n) < 120 for t in numbers)
    return len(numbers) if plausible and not rest else 0


def countable(sentence: Span) -> str | None:
    """The last thing a speaker could have a number of in the sentence ("I love dogs" -> dog)."""
    nouns = [
        t.lemma_.lower() for t in sentence if t.pos_ == "NOUN" and t.lemma_.lower() in normalize.COUNTABLE
    ]
    return nouns[-1] if nouns else None


def asked_count(templates: Sequence[Claim]) -> str | None:
    """What a question asks the number of ("Do you have any kids?" -> "kid")."""
    for claim in templates:
        if claim.rel in ("have", "own") and claim.obj:
            return normalize.singular(claim.obj.split()[-1])
    return None


def one_slot(rel: str) -> str:
    """ "have favourite recipes" (asked) and "have favourite recipe" (said) as one slot."""
    words = rel.split()
    return " ".join([*words[:-1], normalize.singular(words[-1])])


def favourite_answer(claims: Sequence[Claim], topic: str, speaker: str) -> list[Claim]:
    """ "Do you have a favorite character?" "I love Dennis.": the one thing loved in the answer
    is the favourite asked about."""
    if any(c.rel.startswith("have favourite") for c in claims):
        return []
    liked = [c for c in claims if c.sub == speaker and c.rel == "like" and not c.negated]
    if len(liked) != 1:
        return []
    rel = normalize.attribute_relation(f"favourite {topic}")
    return [Claim(speaker, rel, liked[0].obj, True, exclusive=True)]


def _answered_polarity(template: Claim, yes: bool) -> bool:
    """Is the answered claim denied? A claim the question implied keeps its polarity; one that
    denies a slot every value by its words ("Do you live alone?": live with: not any) is
    affirmed by a yes as it stands and reversed by a no; any other takes the answer's."""
    if template.implied:
        return template.negated
    if template.obj == normalize.ANY and template.negated:
        return yes
    return not yes


def answer_claims(templates: Sequence[Claim], speaker: str, yes: bool, never: bool = False) -> list[Claim]:
    """The claims a yes or no to a question makes. The answer's polarity is the asked claim's
    ("Are you not able to?" "No." is not able); a claim the question implied is kept by a yes
    ("Are you a vegetarian?" "Yes." eats no meat) and dropped by a no (not being one says
    nothing of meat); one asked of an amount is dropped by a no unless it is a "no, never"."""
    said = [
        replace(t, sub=speaker, person=True, second=False, negated=_answered_polarity(t, yes))
        for t in templates
        if (yes or not t.implied) and not (yes and t.once) and (yes or never or not t.graded)
    ]
    # "Did you ever smoke?" "Yes." did once in life; "No." never did (normalize.lifetime)
    ever = normalize.lifetime
    said += [
        replace(t, sub=speaker, person=True, second=False, rel=ever(t.rel), obj=ever(t.rel), negated=not yes)
        for t in templates
        if t.once and t.obj == t.rel and t.rel in normalize.ACTIVITIES and not t.negated
    ]
    # "Did you ever play sports?" "Nope." never played any (the game kept: see reader._played_then)
    said += [
        replace(t, sub=speaker, person=True, second=False, rel=ever("play"), negated=not yes)
        for t in templates
        if t.once and t.rel == "play" and t.obj != t.rel and not t.negated
    ]
    return said


_NEVER_REPLY = re.compile(r"^\W*(?:(?:no+|nope|nah|not really)\W+never\b|not at all\b)", re.I)


def never_reply(text: str) -> bool:
    """ "Nope, never touch the stuff", "Not at all": a no that denies the thing, not only its
    amount ("Do you watch sports much?" "Not at all" watches none)."""
    return bool(_NEVER_REPLY.match(text))


# ("Did you always live in NC?" "No, I grew up in Iowa.": not always, still there now; "Are you
# in the office today?" "Nope.": not today, which says nothing of the other days; "Can you play
# piano well?" "Not yet.": not well, still playing, with or without its mark; "Are you fluent in
# Spanish?" "Not yet.")
_DEGREES = re.compile(
    r"\b(?:a lot|much|often|a ton|regularly|every day|all the time|always|today|tonight|fluent"
    r"|this (?:week|weekend|morning|afternoon|evening))\b|\bwell\s*(?:\?|$)",
    re.I,
)


def degree_asked(question: Span, templates: Sequence[Claim]) -> list[Claim]:
    """ "Do you swim a lot?" "Not really.": a no denies the amount, not the swimming; so the asked
    claim is kept by a yes and dropped by a no (see ``Claim.graded``)."""
    if not _DEGREES.search(question.text):
        return list(templates)
    return [replace(c, graded=True) for c in templates]


# Verbs of a habit with its object: "Did you ever eat meat?" asks of a past habit, not of now.
_HABITS = frozenset({"eat", "drink", "smoke", "play", "drive", "ride", "own"})


_COLLEGE = normalize.lifetime(COLLEGE_ACTIVITY)


def ever_asked(question: Span, templates: Sequence[Claim]) -> list[Claim]:
    """A habit or a possession asked of any time in the past ("Did you ever smoke?", "Have you
    ever had a dog?", "So you did eat meat?") is asked once: see ``Claim.once``."""
    # "Did you ever smoke?", and "So you did eat meat?" (a habit asked in the past tense)
    # ("so you ate steak?": a past verb asked of the addressee, as "did" asks)
    # (an inflected past: "knit" may be tagged one in "So you knit too?")
    past = any(t.lower_ == "did" and t.dep_ == "aux" for t in question) or any(
        t.tag_ == "VBD"
        and t.lower_ != t.lemma_.lower()
        and any(s.lower_ in normalize.SECOND_PERSON for s in kids(t, "nsubj"))
        for t in question
    )
    # ("Did you ever smoke again after quitting?" "Nope, not since 2016." asks of the years since,
    # not of a life: the no is not "never smoked")
    ever = (past or any(t.lower_ == "ever" for t in question)) and not any(
        t.lower_ in ("will", "would", "again", "since", "after") for t in question
    )
    # a state once held too: "Have you ever been married?" "Yes, but we divorced." is not married now
    habitual = [
        c.obj == c.rel or c.rel in ("have", "own", "have marital status") or c.rel.split()[0] in _HABITS
        for c in templates
    ]
    # (a denial put as a statement, "I thought you never played video games", and a lifetime
    # claim, "so you smoked before?", are of a life already)
    asked = [
        replace(c, once=True) if ever and h and not c.negated and not c.rel.endswith(" ever") else c
        for c, h in zip(templates, habitual, strict=True)
    ]
    # "Did you go to college?" asks of a life: the slot schooling.py reads ("go to college ever")
    return [
        replace(c, rel=_COLLEGE, obj=_COLLEGE, once=False)
        if past and c.rel == "go to" and c.obj in COLLEGES
        else c
        for c in asked
    ]


def joint(question: Span) -> bool:
    """Does the question ask of "you and" someone "together"? Its answer is the couple's."""
    paired = any(t.dep_ == "conj" and t.head.lower_ in normalize.SECOND_PERSON for t in question)
    return paired and any(t.lower_ == "together" for t in question)
