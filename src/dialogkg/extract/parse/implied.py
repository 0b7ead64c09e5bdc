"""What a clause's claims imply about the speaker beside what they say: a job by its tasks
("I teach third grade" is a teacher's), a language by how it came ("Spanish is my first
language", "I grew up speaking Spanish", "I tutor kids in Spanish"), being a student by being in
school, a food not eaten and an animal not kept by an allergy, no commute by working from home,
a meal made for oneself eaten, no drinking by sobriety, smoking by packs a day, a thing cut down
on taken, a dish ordered eaten, a band seen live a concert been to, no driving by no license, a
place stayed in been in, a game never missed watched, a trip to the gym a workout, a job held by
working now, a boss or a wish to retire, or none by retirement, a pet, child or vehicle wished
for not had, one just bought had, a named place where one does a thing been to, a job's own
deed done (a pastry chef bakes). Each implied claim is marked ``implied``, so a no to a question
drops it (see ``answers.answer_claims``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from dialogkg.detect import places as _places
from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract import normalize
from dialogkg.extract.parse.claim import Claim
from dialogkg.extract.parse.clauses import PAST_DATES, ahead, grew_up, named_place, subjectless_lead
from dialogkg.extract.parse.diets import ruled_out
from dialogkg.extract.parse.tenure import tenure
from dialogkg.extract.parse.words import (
    AHEAD,
    FORMER,
    MEALS,
    MODALS,
    consumption,
    is_negated,
    kept_kind,
    kids,
    lifelong,
    numeral,
    perfect,
    phrase,
    said_now,
    unwrap,
)

if TYPE_CHECKING:
    from spacy.tokens import Token

# What a school teacher teaches: a grade, a school, a school subject ("I teach third grade", "I
# teach high school chemistry"); not a college (a professor teaches there) nor a class of anything
# ("a yoga class"), nor kids ("I teach kids to swim").
_SUBJECTS = frozenset(
    {"math", "maths", "science", "chemistry", "physics", "biology", "history", "geography"}
    | {"english", "spanish", "french", "german", "algebra", "geometry", "calculus", "literature"}
)
SCHOOL_TEACHING = (
    frozenset({"grade", "grades", "grader", "graders", "kindergarten", "preschool", "elementary", "school"})
    | _SUBJECTS
)
_SCHOOLS = frozenset({"school", "college", "university"})
_FIRST_LANGUAGES = frozenset({"have first language", "have native language"})


def implied_by(head: Token, said: list[Claim], speaker: str, recent: str | None) -> list[Claim]:
    """The claims ``said`` by the clause headed by ``head`` imply; ``recent`` is the thing the
    turn named last (for "I grew up speaking it")."""
    return (
        teacher(head, said, speaker)
        + tongues(head, said, speaker, recent)
        + schooling(head, said, speaker)
        + allergy(head, said, speaker, recent)
        + kept_away(said, speaker)
        + commute(head, speaker)
        + never_missed(head, speaker)
        + served_oneself(head, speaker)
        + sober(head, said, speaker)
        + gym(head, speaker)
        + employed(head, said, speaker)
        + wanted(head, speaker)
        + packs(head, speaker)
        + cutting_down(head, speaker)
        + seen_live(head, speaker)
        + unlicensed(head, speaker)
        + ordered(head, speaker)
        + stayed(head, speaker)
        + present_at(head, speaker)
        + flown(head, speaker)
        + bought(head, speaker)
        # (and a purchase told in a relative clause: "on the new TV I just bought")
        + [c for r in head.subtree if r.dep_ == "relcl" for c in bought(r, speaker)]
        + sold(head, speaker)
        + moved(head, speaker)
        + settled(head, speaker)
        + tenure(head, speaker)
        + day_begun(head, speaker)
        + felt_having(head, speaker)
        + [c for r in head.subtree if r.dep_ == "relcl" for c in taken_there(r, speaker)]
        + [c for r in head.subtree if r.dep_ == "relcl" for c in done_there(r, speaker)]
    )


def _subjects(head: Token) -> list[Token]:
    """The clause's subjects, or its first conjunct's ("I went and got the ribeye")."""
    return kids(head, "nsubj") or (kids(head.head, "nsubj") if head.dep_ == "conj" else [])


_STAYS = frozenset({"day", "night", "week", "weekend", "month", "year", "summer", "winter", "semester"})


def stayed(head: Token, speaker: str) -> list[Claim]:
    """ "I spent 4 days in the hospital", "we spent a week in Rome": the speaker has been there."""
    if head.lemma_.lower() != "spend" or head.tag_ != "VBD" or is_negated(head):
        return []
    subjects = _subjects(head)
    if not any(s.lower_ in normalize.FIRST_PERSON for s in subjects):
        return []
    if not any(d.lemma_.lower() in _STAYS for d in kids(head, "dobj")):
        return []
    places = [o for p in kids(head, "prep") if p.lower_ in ("in", "at") for o in kids(p, "pobj")]
    places += [
        o
        for d in kids(head, "dobj")
        for p in kids(d, "prep")
        if p.lower_ in ("in", "at")
        for o in kids(p, "pobj")
    ]
    return [
        Claim(speaker, "be in", phrase(o), True, implied=True) for o in places if o.pos_ in ("NOUN", "PROPN")
    ]


# Verbs of going somewhere, whose "to" is a place reached ("I hiked to Machu Picchu"), not a
# party addressed ("I talked to Paris" is no trip).
_GOING = frozenset(
    {"go", "come", "travel", "fly", "drive", "hike", "walk", "ride", "sail", "bike", "move", "head", "get"}
    | {"take", "run", "road", "cruise", "backpack", "trek", "climb"}
)
# Verbs whose "in" is no place the speaker was: "I invested in Japan", "I believe in America",
# "I talked to my friend in London" (the friend's place).
_NOT_THERE = frozenset(
    {"believe", "invest", "interest", "specialize", "major", "trust", "read", "hear", "see"}
    | {"talk", "speak", "chat", "call", "text", "email", "message", "write", "facetime", "skype", "send"}
)


# Verbs whose place is a slot of its own (live in, be from, be in, move to, spend ... in).
_PLACED = frozenset({"live", "be", "bear", "born", "grow", "raise", "move", "relocate", "stay", "spend"})


def present_at(head: Token, speaker: str) -> list[Claim]:
    """A named place where the speaker does or did a thing: "I work at a museum in Washington
    DC", "I hiked the Inca Trail to Machu Picchu in Peru", "I just got back from Japan": been
    there, which "I've never been to DC" goes back on. Not a plan, a wish, a denial or a
    question; not a place another is in ("my friend in London")."""
    if is_negated(head) or ahead(head) or normalize.asks(head.sent.text) or not _own(head):
        return []
    if head.lemma_.lower() in _NOT_THERE or any(a.lower_ in MODALS for a in kids(head, "aux")):
        return []
    if head.lemma_.lower() in _PLACED:
        return []  # "I live in Oakland", "born in Ohio": said by a place slot already
    going = head.lemma_.lower() in _GOING
    back = [a for a in kids(head, "advmod", "prt") if a.lower_ == "back"]
    found: list[Token] = []
    stack = [
        (p, 0)
        for p in kids(head, "prep")
        if p.lower_ in ("in", "at") or (p.lower_ == "to" and going) or (p.lower_ == "from" and back)
    ]
    stack += [(p, 0) for b in back for p in kids(b, "prep") if p.lower_ == "from"]  # "got back from Japan"
    # ("hiked the Inca Trail to Machu Picchu": the way gone, hung on the thing walked)
    stack += [(p, 0) for d in kids(head, "dobj") for p in kids(d, "prep") if going and p.lower_ == "to"]
    while stack:
        prep, depth = stack.pop()
        for place in kids(prep, "pobj"):
            if place.lower_ in normalize.MONTHS:
                continue  # "I got laid off in March": a time, though a town bears the name
            if named_place(place) and any(_places.known(n) for n in (phrase(place), place.text)):
                found.append(place)
            if depth < 1:
                stack += [(p, depth + 1) for p in kids(place, "prep") if p.lower_ == "in"]
    return [Claim(speaker, "be to", phrase(place), True, implied=True) for place in found]


_ORDERING = frozenset({"get", "order", "grab"})


def ordered(head: Token, speaker: str) -> list[Claim]:
    """ "I got the ribeye", "I ordered a burger", "I grab a latte every morning": a food or drink
    ordered for oneself is taken (not one got for others: "I got a pizza for my kids")."""
    if head.lemma_.lower() not in _ORDERING or is_negated(head) or head.tag_ not in ("VBD", "VBP", "VBZ"):
        return []
    subjects = _subjects(head)
    if not any(s.lower_ in normalize.FIRST_PERSON for s in subjects):
        return []
    if kids(head, "dative") or any(p.lower_ == "for" for p in kids(head, "prep")):
        return []
    return [
        Claim(speaker, taken, phrase(d), True, implied=True)
        for o in kids(head, "dobj")
        if not any(p.lower_ == "for" for p in kids(o, "prep"))
        # (a container opened: "I usually order two pints of IPA")
        and (d := unwrap(o) or o) is not None
        and (taken := consumption(d)) is not None
    ]


def packs(head: Token, speaker: str) -> list[Claim]:
    """ "I'm on a pack a day myself", "i'm still at like a pack a day", "i go through about a pack
    a day": the speaker smokes."""
    if head.lemma_.lower() not in ("be", "go") or is_negated(head) or head.tag_ not in ("VBP", "VBZ"):
        return []
    if not _own(head):
        return []
    preps = kids(head, "prep", "prt")
    if head.lemma_.lower() == "go" and not any(p.lower_ == "through" for p in preps):
        return []  # "I go to the gym about once a day"
    # "at like a pack a day": "like" the preposition; "go through about a pack": "about" one too
    hows = ("on", "to", "at", "like") if head.lemma_.lower() == "be" else ("through", "about")
    packed = [o for p in preps if p.lower_ in hows for o in kids(p, "pobj") + kids(head, "dobj")]
    smoked = any(
        o.lemma_.lower() == "pack" and any(d.lemma_.lower() == "day" for d in kids(o, "npadvmod"))
        for o in packed
    )
    return [Claim(speaker, "smoke", "smoke", True, implied=True)] if smoked else []


_SMOKES = frozenset({"cigarette", "smoking", "cigar", "vaping", "vape", "nicotine", "tobacco"})
_TRYING = frozenset({"try", "need", "have", "want"})


def cutting_down(head: Token, speaker: str) -> list[Claim]:
    """ "I'm trying to cut down on cigarettes", "cutting back on coffee", "cut down to half a pack
    a day": one takes what one cuts down on, now (not "I cut back on coffee last year", nor "I
    should cut down")."""
    tensed = head
    if head.lemma_.lower() in _TRYING:  # "I'm trying to cut down", read from "trying"
        head = next((x for x in kids(head, "xcomp") if x.lemma_.lower() in ("cut", "get")), head)
    downs = [p for p in kids(head, "prt", "advmod") if p.lower_ in ("down", "back")]
    if head.lemma_.lower() not in ("cut", "get") or not downs:
        return []
    if head.lemma_.lower() == "get":  # "trying to get down to half a pack a day": an amount only
        to = [o for d in downs for p in kids(d, "prep") if p.lower_ == "to" for o in kids(p, "pobj")]
        to += [o for p in kids(head, "prep") if p.lower_ == "to" for o in kids(p, "pobj")]
        if not any(o.lemma_.lower() == "pack" for o in to) or not said_now(tensed) or is_negated(tensed):
            return []
        return [Claim(speaker, "smoke", "smoke", True, implied=True)] if _own(tensed) else []
    if (
        not said_now(tensed)
        or is_negated(tensed)
        or not any(s.lower_ in normalize.FIRST_PERSON for s in kids(tensed, "nsubj"))
    ):
        return []
    if any(t.lower_ in ("ago", "last", "yesterday") for t in tensed.subtree):
        return []  # "I cut back on coffee last year", the small model's present "cut"
    claims = []
    for thing in (o for p in kids(head, "prep") if p.lower_ == "on" for o in kids(p, "pobj")):
        if thing.lemma_.lower() in _SMOKES:
            claims.append(Claim(speaker, "smoke", "smoke", True, implied=True))
        elif (taken := consumption(thing)) is not None:
            claims.append(Claim(speaker, taken, phrase(thing), True, implied=True))
    # "cut down to half a pack a day": still smoking some
    if any(
        o.lemma_.lower() == "pack" for p in kids(head, "prep") if p.lower_ == "to" for o in kids(p, "pobj")
    ):
        claims.append(Claim(speaker, "smoke", "smoke", True, implied=True))
    return claims


def _own(head: Token) -> bool:
    """Is the clause the speaker's: "I ...", "we ...", or its "I" left out ("never got my
    license", "sold my car last year")?"""
    subjects = kids(head, "nsubj", "nsubjpass")  # ("I got rid of my tv": "I" a passive's subject)
    if not subjects and head.dep_ == "conj":  # "i take the train now, sold my car in march"
        subjects = kids(head.head, "nsubj")
    return any(s.lower_ in normalize.FIRST_PERSON for s in subjects) or (
        not subjects and subjectless_lead(head)
    )


def unlicensed(head: Token, speaker: str) -> list[Claim]:
    """ "i never got my license", "I don't have a driver's license": the speaker does not drive (a
    license of another kind, "my teaching license", says nothing of it)."""
    if head.lemma_.lower() not in ("get", "have") or not is_negated(head):
        return []
    if not _own(head):
        return []
    # ("never got my drivers license": the small model may read "drivers license" as a clause)
    licences = [o for o in kids(head, "dobj", "ccomp") if o.lemma_.lower() in ("license", "licence")]
    kinds = {
        w.lower_.removesuffix("'s") for o in licences for w in kids(o, "compound", "amod", "poss", "nsubj")
    }
    if not licences or kinds - {"driver", "drivers", "driving", "my", "a"}:
        return []
    return [Claim(speaker, "drive", "drive", True, negated=True, implied=True)]


def seen_live(head: Token, speaker: str) -> list[Claim]:
    """ "I've seen them live twice", "I saw Coldplay live last year": been to a concert (the small
    model reads "live" as a verb under "seen")."""
    if head.lemma_.lower() not in ("see", "watch") or is_negated(head):
        return []
    done = head.tag_ == "VBD" or perfect(head)
    own = _own(head)
    if not (
        done and own and any(w.lower_ == "live" for w in kids(head, "ccomp", "advmod", "acomp", "xcomp"))
    ):
        return []
    return [Claim(speaker, "be to", "concert", True, implied=True)]


# Getting a thing: "I want to get a dog", "I'd love to adopt a cat", "I want to buy a truck".
_GETTING = frozenset({"get", "have", "own", "buy", "adopt"})
# What a wish for "a dog" leaves out when it asks for one more: "another", "a new car", "more kids".
_ONE_MORE = frozenset({"another", "more", "new", "second", "third", "other", "bigger", "better", "extra"})
_CHILDREN = frozenset({"kid", "child"})


def wanted(head: Token, speaker: str) -> list[Claim]:
    """A wish for a pet, a child or a vehicle presupposes not having one: "I just want a dog",
    "I'd love to get a cat someday", "I want kids" go back on "my german shepherd" said before
    (not "another dog", "a new car", "a dog like yours", nor a wish in a question or an "if")."""
    lemma = head.lemma_.lower()
    would = any(a.lower_ in ("would", "'d") for a in kids(head, "aux"))
    if not (lemma == "want" or (lemma in ("like", "love") and would)) or is_negated(head):
        return []
    if not _own(head):
        return []
    if any(m.lower_ == "if" for m in kids(head, "mark")) or normalize.asks(head.sent.text):
        return []
    getting = [x for x in kids(head, "xcomp") if x.lemma_.lower() in _GETTING and not is_negated(x)]
    things = kids(head, "dobj")
    things += [o for x in getting for o in kids(x, "dobj")]
    return [
        Claim(speaker, "have", phrase(t), True, negated=True, implied=True)
        for t in things
        if t.pos_ == "NOUN"
        and not kids(t, "amod", "compound", "nummod", "poss", "prep", "relcl", "acl")
        and all(d.lower_ in ("a", "an", "some") for d in kids(t, "det"))
        and not any(w.lower_ in _ONE_MORE for w in t.subtree)
        and kept_kind(t, _CHILDREN)
    ]


_JUST = frozenset({"just", "recently", "finally"})


def flown(head: Token, speaker: str) -> list[Claim]:
    """A flight is a time on a plane: "Last winter I flew to Hawaii", "I fly down there every
    winter", "I've flown to Paris twice" ("I've never flown": never on one). Not a wish or a plan
    ("I'd love to fly"), nor a thing flown ("I fly drones")."""
    if head.lemma_.lower() != "fly" or head.tag_ not in ("VBD", "VBN", "VBP", "VBZ") or not _own(head):
        return []
    if head.dep_ == "xcomp" or any(a.lower_ in ("will", "'ll", "would", "'d") for a in kids(head, "aux")):
        return []
    if any(o.lemma_.lower() not in ("plane", "jet", "airplane") for o in kids(head, "dobj")):
        return []
    never = any(a.lower_ == "never" for a in kids(head, "neg", "advmod"))
    if is_negated(head) and not never:
        return []  # "I don't fly much": now, not never
    return [Claim(speaker, "be on", "plane", True, negated=never, implied=True)]


# A move of home, one value for every move: where from or to is said by "live in" (normalize).
_MOVE = ("move", "home")


def moved(head: Token, speaker: str) -> list[Claim]:
    """A move of home goes back on a life lived in one place (``settled``): "We just moved here
    from Phoenix", "I've moved like ten times since college", "I've never moved" (never did). Not
    a plan or a wish ("we'd love to move"), a thing moved ("I moved the couch"), nor moving on."""
    if head.lemma_.lower() not in ("move", "relocate") or head.tag_ not in ("VBD", "VBN") or not _own(head):
        return []
    if head.dep_ == "xcomp" or kids(head, "dobj") or any(a.lower_ in AHEAD for a in kids(head, "aux")):
        return []
    if any(p.lower_ not in ("in", "out", "away", "back", "around") for p in kids(head, "prt")):
        return []  # "I've moved on", "moved up to manager"
    never = any(a.lower_ == "never" for a in kids(head, "neg", "advmod"))
    if is_negated(head) and not never:
        return []  # "we haven't moved yet"
    return [Claim(speaker, *_MOVE, True, negated=never, implied=True)]


def settled(head: Token, speaker: str) -> list[Claim]:
    """A life lived in one place is no move: "I've lived in the same house my whole life", "born
    and raised here, I've never lived anywhere else". Not a life with something ("I've lived with
    asthma my whole life"), a life ahead ("I'll live here forever"), nor one that ended ("...
    my whole life until I moved")."""
    if head.lemma_.lower() != "live" or not _own(head) or any(a.lower_ in AHEAD for a in kids(head, "aux")):
        return []
    placed = any(p.lower_ in ("in", "on", "at") for p in kids(head, "prep")) or any(
        a.lower_ in ("here", "there") for a in kids(head, "advmod")
    )
    ended = any(
        m.lower_ in ("until", "till", "before")
        for c in kids(head, "advcl", "prep")
        for m in (c, *kids(c, "mark"))
    )
    if is_negated(head):
        elsewhere = any(
            t.lower_ in ("anywhere", "elsewhere", "anyplace")
            for w in kids(head, "advmod", "dobj")
            for t in (w, *kids(w, "advmod"))  # ("anywhere" hangs on "else")
        )
        return [Claim(speaker, *_MOVE, True, negated=True, implied=True)] if elsewhere else []
    if placed and not ended and any(lifelong(t) for t in head.subtree):
        return [Claim(speaker, *_MOVE, True, negated=True, implied=True)]
    return []


def bought(head: Token, speaker: str) -> list[Claim]:
    """A pet, vehicle or set just bought or adopted is had: "I just bought a new road bike" goes back on
    "I don't have one" said later (not "bought my son a bike", "bought a bike for her", nor a
    purchase long past, "I bought a car in 2010", which a sale may since have undone)."""
    if head.lemma_.lower() not in ("buy", "adopt") or head.tag_ not in ("VBD", "VBN") or is_negated(head):
        return []
    if not any(s.lower_ in ("i", "we") for s in kids(head, "nsubj")) or normalize.asks(head.sent.text):
        return []
    if kids(head, "dative") or any(p.lower_ == "for" for p in kids(head, "prep")):
        return []
    recent = any(a.lower_ in _JUST for a in kids(head, "advmod"))
    # the object, or the noun the purchase's relative clause hangs on ("the new TV I just bought")
    things = kids(head, "dobj") or ([head.head] if head.dep_ == "relcl" else [])
    return [
        Claim(speaker, "have", t.lemma_.lower(), True, implied=True)
        for t in things
        if t.pos_ == "NOUN"
        and (recent or any(a.lower_ == "new" for a in kids(t, "amod")))
        and kept_kind(t, _SETS)
    ]


def taken_there(verb: Token, speaker: str) -> list[Claim]:
    """A food or drink the speaker takes, told in a relative clause: "the three big cups of black
    coffee I drink every morning" drinks coffee (not "the coffee I used to drink", "the wine I
    would order", nor a question)."""
    if verb.lemma_.lower() not in ("drink", "eat", "have") or verb.tag_ not in ("VBP", "VBD"):
        return []
    if is_negated(verb) or kids(verb, "dobj") or normalize.asks(verb.sent.text):
        return []
    if kids(verb, "aux") or not any(s.lower_ in ("i", "we") for s in kids(verb, "nsubj")):
        return []
    thing = unwrap(verb.head) if verb.head.pos_ == "NOUN" else None
    taken = consumption(thing) if thing is not None else None
    if thing is None or taken is None or (verb.lemma_.lower() != "have" and taken != verb.lemma_.lower()):
        return []
    return [Claim(speaker, taken, phrase(thing), True, implied=True)]


def done_there(verb: Token, speaker: str) -> list[Claim]:
    """An activity the speaker does, told in a relative clause in the present: "my old pickup
    truck that I drive to work every day" drives (not "the car I used to drive", "the bike I
    never ride", nor a question)."""
    lemma = verb.lemma_.lower()
    if lemma not in normalize.ACTIVITIES or verb.tag_ != "VBP" or kids(verb, "aux"):
        return []
    if is_negated(verb) or normalize.asks(verb.sent.text):
        return []
    if not any(s.lower_ in ("i", "we") for s in kids(verb, "nsubj")):
        return []
    return [Claim(speaker, lemma, lemma, True, implied=True)]


# What one says of a life while living it: "it's nice not having pets", "it's hard having three kids".
_FELT_AS = frozenset({"nice", "great", "good", "lovely", "fun", "hard", "tough", "weird", "strange"})


def felt_having(head: Token, speaker: str) -> list[Claim]:
    """What the speaker has or lacks, told by how it feels: "it's nice not having pets" has none,
    "it's so nice having a dog around" has one (not "it must be nice having kids", a guess, nor
    "it was nice having company", a time past, nor "it'd be nice to have a dog", a wish)."""
    if head.lemma_.lower() != "be" or head.tag_ != "VBZ" or kids(head, "aux", "neg"):
        return []
    if [s.lower_ for s in kids(head, "nsubj")] != ["it"] or normalize.asks(head.sent.text):
        return []
    if not any(a.lower_ in _FELT_AS for a in kids(head, "acomp")):
        return []
    out: list[Claim] = []
    for having in kids(head, "xcomp"):
        denied = is_negated(having)
        # "having a dog", or an infinitive only when denied ("nice to not have any pets")
        if having.lemma_.lower() != "have" or not (having.tag_ == "VBG" or (having.tag_ == "VB" and denied)):
            continue
        out += [
            Claim(speaker, "have", phrase(o), True, negated=denied, implied=True)
            for o in kids(having, "dobj")
            if o.pos_ == "NOUN"
        ]
    return out


def day_begun(head: Token, speaker: str) -> list[Claim]:
    """What one starts the day with is taken: "I always start my day with a big mug of black
    coffee" drinks coffee; "I can't start my day without a real breakfast" eats breakfast."""
    if head.lemma_.lower() not in ("start", "begin") or normalize.asks(head.sent.text):
        return []
    if not any(d.lemma_.lower() in ("day", "morning") for d in kids(head, "dobj")):
        return []
    if not any(s.lower_ in ("i", "we") for s in kids(head, "nsubj")):
        return []
    wanted = "without" if is_negated(head) else "with"
    things = [o for p in kids(head, "prep") if p.lower_ == wanted for o in kids(p, "pobj")]
    things = [t for o in things if (t := unwrap(o)) is not None]  # "a big mug of black coffee"
    said = []
    for thing in things:
        taken = "eat" if thing.lemma_.lower() in MEALS else consumption(thing)
        if taken is not None:
            said.append(Claim(speaker, taken, phrase(thing), True, implied=True))
    return said


# Verbs of parting with a thing: "I sold my car", "we gave away our tv", "I got rid of my tv".
_PARTING = frozenset({"sell", "donate", "give", "rid"})


def parted_with(thing: Token) -> bool:
    """Did the speaker part with the thing ("I sold my car last year", "got rid of my tv")? Not one
    denied, nor an old one ("I sold my old car" may have a new one)."""
    verb = thing.head
    if thing.dep_ == "pobj" and verb.lower_ == "of" and verb.head.lemma_.lower() == "rid":
        verb = verb.head  # "got rid of my tv": "rid" the verb, "got" its auxiliary or head
    elif thing.dep_ != "dobj":
        return False
    lemma = verb.lemma_.lower()
    if lemma not in _PARTING or verb.tag_ not in ("VBD", "VBN") or is_negated(verb):
        return False
    if lemma == "give" and not any(p.lower_ == "away" for p in kids(verb, "prt", "advmod")):
        return False  # "I gave my dog a bath"
    doer = verb.head if verb.dep_ in ("acomp", "xcomp", "oprd", "dobj") else verb
    return _own(doer) and not any(m.lower_ in FORMER for m in kids(thing, "amod", "compound"))


def _parted(head: Token) -> list[Token]:
    """The things a clause's verb may part with: its objects, or what it got rid of."""
    verbs = [head, *(r for r in head.children if r.lemma_.lower() == "rid")]
    rid = [o for v in verbs if v.lemma_.lower() == "rid" for p in kids(v, "prep") for o in kids(p, "pobj")]
    return [*kids(head, "dobj"), *rid]


def sold(head: Token, speaker: str) -> list[Claim]:
    """A pet, vehicle or set one parted with is no longer had: "I sold my car last year" goes back
    on "sitting in my car on the highway" (a sale and a purchase in one breath, "sold my car and
    bought a bike", leave the kind open)."""
    if any(c.lemma_.lower() in ("buy", "get", "adopt") for c in head.conjuncts):
        return []
    return [
        Claim(speaker, "have", t.lemma_.lower(), True, negated=True, implied=True)
        for t in _parted(head)
        if t.pos_ == "NOUN" and parted_with(t) and kept_kind(t, _SETS)
    ]


_SETS = frozenset({"tv", "television", "piano", "guitar", "boat", "house"})


EMPLOYED = "be employed"
# Not a job: "I'm working on my car", "I work out", "I'm working through a book".
_NOT_A_JOB = frozenset({"on", "out", "through", "with", "towards", "toward", "hard"})


def employed(head: Token, said: list[Claim], speaker: str) -> list[Claim]:
    """Whether the speaker holds a job now: "I'm working from home today", "I have to work all
    weekend", "I have to go to work tomorrow", "I can't wait to retire" hold one; "I'm retired",
    "I haven't worked in eight years" hold none. A bare state ("be employed"), so "I'm retired"
    meets "I'm working from home today" though neither names the other's job."""
    for c in said:
        if c.sub == speaker and c.rel == "work as" and c.obj in ("retired", "unemployed"):
            return [Claim(speaker, EMPLOYED, EMPLOYED, True, negated=not c.negated, implied=True)]
        if c.sub == speaker and c.rel == "have" and c.obj in ("job", "jobs"):  # "I don't have a job"
            return [Claim(speaker, EMPLOYED, EMPLOYED, True, negated=c.negated, implied=True)]
    subjects = kids(head, "nsubj") or [
        s for s in kids(head, "nsubjpass") if s.lower_ == "i"
    ]  # "I got laid off"
    if _bossed(head):
        return [Claim(speaker, EMPLOYED, EMPLOYED, True, implied=True)]  # "my boss hates it when I'm late"
    if _longs_to_retire(head) and all(s.lower_ in normalize.FIRST_PERSON for s in subjects):
        return [Claim(speaker, EMPLOYED, EMPLOYED, True, implied=True)]  # ("can't wait to retire lol")
    if not subjects and head.dep_ == "advcl" and head.tag_ == "VBG":
        subjects = kids(head.head, "nsubj")  # "working my usual 9 to 5, i've got a big job tomorrow"
    own = any(s.lower_ in normalize.FIRST_PERSON for s in subjects) or (
        not subjects and subjectless_lead(head)
    )
    if not own:
        return []
    if _stopped_working(head):  # a job ended: had before, so not of all time
        return [Claim(speaker, EMPLOYED, EMPLOYED, True, negated=True, implied=True, of_now=True)]
    if _out_of_work(head):  # "I've been out of work for a year": none now (one before)
        return [
            Claim(speaker, EMPLOYED, EMPLOYED, True, negated=not is_negated(head), implied=True, of_now=True)
        ]
    obliged = head.lemma_.lower() in ("have", "need", "got")
    for verb in (head, *(kids(head, "xcomp") if obliged else [])):
        if (holds := _working(verb)) is not None:
            return [Claim(speaker, EMPLOYED, EMPLOYED, True, negated=not holds, implied=True)]
    return []


def _out_of_work(head: Token) -> bool:
    """ "I'm out of work", "been out of a job since March"."""
    return head.lemma_.lower() == "be" and any(
        o.lemma_.lower() in ("work", "job")
        for out in kids(head, "prep")
        if out.lower_ == "out"
        for of in kids(out, "prep")
        if of.lower_ == "of"
        for o in kids(of, "pobj")
    )


_WORKMATES = frozenset({"boss", "manager", "supervisor", "coworker", "co-worker", "colleague"})


_LATELY = frozenset({"today", "tonight", "yesterday", "again"})
_DISMISSING = frozenset({"fire", "sack", "lay", "let", "dismiss", "terminate"})


def _bossed(head: Token) -> bool:
    """One who has a boss now holds a job: "my boss hates it when I'm late", "I love my coworkers"
    (not "my old boss", nor a boss of the past: "my boss was a jerk"); so does one just back from
    a shift or from work."""
    # a shift just worked holds one too: "I just got home from my shift at the hardware store"
    just = head.tag_ == "VBD" and any(a.lower_ == "just" for a in kids(head, "advmod"))
    # a boss's deed of today is one of now: "my boss kept me late at work again today"
    # (or of a sentence told of today: "my boss kept me two extra hours, so I just got home")
    today = head.tag_ == "VBD" and (
        any(a.lower_ in _LATELY for a in kids(head, "advmod", "npadvmod")) or _home_just_now(head)
    )
    # ("my boss is making me come in saturday": a present progressive too)
    if not (said_now(head) or just or today) or (head.lemma_.lower() == "be" and kids(head, "attr")):
        return False
    if head.lemma_.lower() in _DISMISSING:  # "my boss fired me yesterday": no job since
        return False
    preps = [*kids(head, "prep"), *(q for a in kids(head, "advmod") for q in kids(a, "prep"))]
    people = kids(head, "nsubj", "dobj") + [o for p in preps for o in kids(p, "pobj")]
    mine = all(s.lower_ in normalize.FIRST_PERSON for s in kids(head, "nsubj")) and (
        bool(kids(head, "nsubj")) or subjectless_lead(head)
    )
    from_work = any(t.lower_ == "work" and t.head.lower_ == "from" and not kids(t, "poss") for t in people)
    if just and mine and from_work:
        return True  # "I just got home from work"
    # ("my shifts at the warehouse run until midnight": shifts worked now)
    return any(
        (t.lemma_.lower() == "shift" if just else t.lemma_.lower() in _WORKMATES | {"shift"})
        and any(p.lower_ == "my" for p in kids(t, "poss"))
        and not any(m.lower_ in FORMER for m in kids(t, "amod"))
        for t in people
    )


def _home_just_now(head: Token) -> bool:
    """Does the turn end the day just now ("... so I just got home")? Read once per parsed text,
    not once per clause."""
    said = head.doc.user_data.get(_JUST_HOME_KEY)
    if said is None:
        said = head.doc.user_data[_JUST_HOME_KEY] = bool(_JUST_HOME.search(head.doc.text))
    return bool(said)


_JUST_HOME_KEY = "dialogkg.just_home"
_JUST_HOME = re.compile(r"\b(?:i|we)\s+just\s+(?:got|came|made\s+it)\s+(?:back\s+)?home\b", re.I)


_JOB_LOST = frozenset({"laid", "fired", "sacked", "let"})


def _stopped_working(head: Token) -> bool:
    """ "I stopped working five years ago", "I quit working last year", "I lost my job", "I got
    laid off in March": no job since (not one job left, "I quit working at the bank", "stopped
    working there", nor a wish, "I'd stop working", nor a loss made good, "... but found a new
    one")."""
    if is_negated(head) or not _past(head):
        return False
    regained = any(
        t.lemma_.lower() in ("find", "hire", "new", "start", "land") and not is_negated(t) for t in head.sent
    )
    lost = head.lemma_.lower() == "lose" and any(
        o.lower_ in ("job", "jobs") and any(p.lower_ == "my" for p in kids(o, "poss"))
        for o in kids(head, "dobj")
    )
    said_with = {"laid": "off", "let": "go"}.get(head.lower_)  # "laid off", "let go"; "fired" alone
    laid = (
        head.lower_ in _JOB_LOST
        and (said_with is None or any(c.lower_ == said_with for c in head.children))
        and any(a.lemma_.lower() in ("get", "be") for a in kids(head, "auxpass", "aux"))
    )
    if (lost or laid) and not regained:
        return True
    if head.lemma_.lower() not in ("stop", "quit"):
        return False
    return any(
        x.lemma_.lower() == "work"
        and x.tag_ == "VBG"
        and not any(
            t.lower_ in ("at", "for", "there", "on", "out", "with") for t in kids(x, "prep", "advmod", "prt")
        )
        for x in kids(head, "xcomp")
    )


def _past(head: Token) -> bool:
    """A deed done: "stopped", "have stopped", or a "quit" dated in the past ("quit last year")."""
    if head.tag_ in ("VBD", "VBN") and not any(a.lower_ in MODALS for a in kids(head, "aux")):
        return True
    return any(t.lower_ in PAST_DATES for c in kids(head, "npadvmod", "advmod") for t in c.subtree)


def _longs_to_retire(head: Token) -> bool:
    """ "I can't wait to retire", "I want to retire early": only one who works retires."""
    lemma = head.lemma_.lower()
    wishing = (lemma in normalize.WISH_VERBS and not is_negated(head)) or (
        lemma == "wait" and is_negated(head)
    )
    return wishing and any(x.lemma_.lower() == "retire" for x in kids(head, "xcomp"))


def _working(verb: Token) -> bool | None:
    lemma = verb.lemma_.lower()
    work = lemma == "work" and not any(
        t.lower_ in _NOT_A_JOB for t in kids(verb, "prt", "prep", "advmod", "acomp")
    )
    commute = lemma == "go" and any(
        o.lower_ == "work" for p in kids(verb, "prep") if p.lower_ == "to" for o in kids(p, "pobj")
    )
    # "I still teach full time": a working week told by its length, whatever the verb
    timed = lemma != "volunteer" and any(
        t.lemma_.lower() == "time" and any(a.lower_ in ("full", "part") for a in kids(t, "amod"))
        for t in kids(verb, "dobj", "npadvmod")
    )
    if not (work or commute or timed):
        return None
    if is_negated(verb):
        # "I haven't worked in eight years": none for years
        spans = [o for p in kids(verb, "prep") if p.lower_ in ("in", "for") for o in kids(p, "pobj")]
        return False if any(o.lemma_.lower() in ("year", "decade") for o in spans) else None
    return True if _present(verb) else None


def _tensed(head: Token) -> Token:
    """The verb that carries the clause's tense and subject ("have to work": have)."""
    while head.dep_ == "xcomp" and head.head is not head:
        head = head.head
    return head


def _present(head: Token) -> bool:
    """Now or ahead, not a wish: "I'm working", "I work", "I have to work", "going to work"."""
    tensed = _tensed(head)
    if tensed is not head and tensed.lemma_.lower() not in ("have", "need", "got"):
        return False  # "I want to work", "I'd love to work from home"
    # a bare "working ..." of the speaker's, opening the sentence or hung on its "I": in progress
    bare = tensed.tag_ == "VBG" and not kids(tensed, "aux") and tensed.dep_ in ("ROOT", "advcl")
    return not any(m.lower_ == "if" for m in kids(tensed, "mark")) and (said_now(tensed) or bare)


_GYM_TRIPS = frozenset({"go", "get", "hit", "head", "come", "drive", "walk", "run"})
_MODALS = MODALS | {"need"}  # "I need to go to the gym" is no trip


def gym(head: Token, speaker: str) -> list[Claim]:
    """ "I just got back from the gym", "I go to the gym every morning", "I hit the gym": the
    speaker works out (said as a deed, not a wish: "I need to go to the gym more" is none)."""
    if head.lemma_.lower() not in _GYM_TRIPS or is_negated(head):
        return []
    if not _own(head):
        return []
    if any(a.lower_ in _MODALS for a in kids(head, "aux")):
        return []
    if head.dep_ == "xcomp":  # "I need to go to the gym", "I want to hit the gym"
        return []
    places = kids(head, "dobj") + [
        o
        for p in kids(head, "prep") + [q for a in kids(head, "advmod") for q in kids(a, "prep")]
        if p.lower_ in ("to", "from")
        for o in kids(p, "pobj")
    ]
    if not any(o.lemma_.lower() == "gym" for o in places):
        return []
    return [Claim(speaker, "exercise", "exercise", True, implied=True)]


def served_oneself(head: Token, speaker: str) -> list[Claim]:
    """ "I grilled myself a big ribeye", "made myself a latte": a food or drink made for oneself
    is taken."""
    if not any(d.lower_ == "myself" for d in kids(head, "dative")) or is_negated(head):
        return []
    if not _own(head):
        return []
    return [
        Claim(speaker, taken, phrase(d), True, implied=True)
        for d in kids(head, "dobj")
        if (taken := consumption(d)) is not None
    ]


def sober(head: Token, said: list[Claim], speaker: str) -> list[Claim]:
    """ "I've been sober for 8 years", "I'm sober now": the speaker does not drink (alcohol:
    the bare denial covers only its kinds, hypernyms.tsv)."""
    if _sober_for(head) and not is_negated(head) and head.tag_ != "VBD":
        # "celebrating 3 yrs sober this week": the speaker's milestone
        subjects = kids(head, "nsubj")
        if all(s.lower_ in normalize.FIRST_PERSON for s in subjects):
            return [Claim(speaker, "drink", "drink", True, negated=True, implied=True)]
    if head.lemma_.lower() != "be" or head.tag_ == "VBD":
        return []
    if not any(c.sub == speaker and c.obj == "sober" and not c.negated for c in said):
        return []
    return [Claim(speaker, "drink", "drink", True, negated=True, implied=True)]


def _sober_for(head: Token) -> bool:
    """A span of sobriety said on the clause: "3 yrs sober", "five years sober"."""
    return any(
        t.lower_ == "sober"
        and t.i > 0
        and normalize.singular(t.doc[t.i - 1].lower_) in normalize.SPANS_OF_TIME
        and t.head == head
        for t in head.subtree
    )


def allergy(head: Token, said: list[Claim], speaker: str, recent: str | None = None) -> list[Claim]:
    """ "I'm allergic to peanuts", "I have a peanut allergy": a food or drink the speaker does not
    take; "I'm allergic to cats": an animal the speaker does not keep (pollen is no such claim);
    "allergic to them", the thing the turn named last."""
    own = _own(head)
    if head.lemma_.lower() == "have" and said_now(head) and not is_negated(head) and own:
        # "I have a pretty bad peanut allergy": the thing names the allergy
        things = [c for a in kids(head, "dobj") if a.lemma_.lower() == "allergy" for c in kids(a, "compound")]
        return [c for t in things if (c := ruled_out(t, speaker))]
    if head.lemma_.lower() != "be" or not any(
        c.sub == speaker and c.obj == "allergic" and not c.negated for c in said
    ):
        return []
    allergic = [a for a in kids(head, "acomp") if a.lower_ == "allergic"]
    things = [o for a in allergic for p in kids(a, "prep") if p.lower_ == "to" for o in kids(p, "pobj")]
    # (the small model may read "to shellfish" as an infinitive, of "allergic" or of the "be":
    # "I'm deathly allergic to fish")
    infinitives = [
        *(x for a in allergic for x in kids(a, "xcomp")),
        *(kids(head, "xcomp") if allergic else []),
    ]
    things += [x for x in infinitives if any(t.lower_ == "to" for t in kids(x, "aux"))]
    things += [c for t in things for c in t.conjuncts]
    said_of = [c for t in things if (c := ruled_out(t, speaker))]
    if recent and any(t.lower_ in ("them", "it") for t in things) and default_lexicons().animal(recent):
        said_of.append(Claim(speaker, "have", recent, True, negated=True, implied=True))
    return said_of


# Getting to work: "I drive 40 minutes to the office every day", "I take the train to work".
_COMMUTING = frozenset({"drive", "commute", "go", "head", "walk", "bike", "ride", "take"})
_WORKPLACE = frozenset({"office", "work"})
# What leaves a day at home or at the office for some days only.
_SOME_TIMES = frozenset(
    {"sometimes", "occasionally", "twice", "few", "some", "part", "hybrid", "today", "tomorrow"}
    | {"mostly", "mainly", "usually", "generally", "normally"}  # "I mostly work from home"
    | {"monday", "tuesday", "wednesday", "thursday", "friday", "mondays", "tuesdays", "wednesdays"}
    | {"thursdays", "fridays", "weekends", "weekend"}
)
COMMUTE = "commute to"


def commute(head: Token, speaker: str) -> list[Claim]:
    """ "I drive an hour to the office every day" commutes to work; "I work from home" does not,
    unless said of some days ("I work from home on Fridays")."""
    lemma = head.lemma_.lower()
    places = [(p.lower_, o.lower_) for p in kids(head, "prep") for o in kids(p, "pobj")]
    at_home = lemma == "work" and any(o == "home" for _, o in places) and not is_negated(head)
    to_work = lemma in _COMMUTING and any(p in ("to", "into") and o in _WORKPLACE for p, o in places)
    if not (at_home or to_work) or head.tag_ not in ("VBP", "VBZ"):
        return []  # (asked of every clause: the cheap tests first)
    if not _own(head):
        return []
    if any(t.lower_ in _SOME_TIMES or _few_days(t) for t in head.subtree):
        return []
    return [Claim(speaker, COMMUTE, "office", True, negated=at_home or is_negated(head), implied=True)]


def _few_days(token: Token) -> bool:
    """ "3 days a week" (some days), not "5 days a week" (every working day)."""
    if token.lower_ not in ("day", "days"):
        return False
    return any((n := numeral(m)) is not None and float(n) < 5 for m in kids(token, "nummod"))


# What one watches and "never misses": "I never miss a Packers game".
_WATCHED = frozenset({"game", "match", "episode", "show", "race", "fight"})


def never_missed(head: Token, speaker: str) -> list[Claim]:
    """ "I never miss a Packers game": the speaker watches them."""
    if head.lemma_.lower() != "miss" or not any(a.lower_ == "never" for a in head.children):
        return []
    if not _own(head):
        return []
    return [
        Claim(speaker, "watch", phrase(o), True, implied=True)
        for o in kids(head, "dobj")
        if o.lemma_.lower() in _WATCHED
    ]


def kept_away(said: list[Claim], speaker: str) -> list[Claim]:
    """ "I can't be around cats at all": an animal the speaker does not keep."""
    lex = default_lexicons()
    return [
        Claim(speaker, "have", c.obj, True, negated=True, implied=True)
        for c in said
        if c.sub == speaker and c.negated and c.rel in ("be around", "be near") and lex.animal(c.obj)
    ]


def teacher(head: Token, said: list[Claim], speaker: str) -> list[Claim]:
    """ "I teach third grade", "I've been teaching high school math": the speaker's job is
    teacher, which "I'm a nurse" goes back on. Taught once ("I taught for years") is over."""
    present = head.tag_ in ("VBP", "VBZ") or (
        head.tag_ == "VBG" and any(a.lower_ in ("been", "am", "'m") for a in kids(head, "aux"))
    )
    taught = [
        c
        for c in said
        if c.rel in ("teach", "teach at")
        and c.sub == speaker
        and not c.negated
        and set(c.obj.lower().split()) & SCHOOL_TEACHING
    ]
    if head.lemma_.lower() != "teach" or not present or not taught:
        return []
    # and is good at the subject taught: "I teach 5th grade math" / "I'm terrible at math"
    subjects = sorted({w for c in taught for w in c.obj.lower().split()} & _SUBJECTS)
    return [
        Claim(speaker, "work as", "teacher", True, exclusive=True, implied=True),
        *(Claim(speaker, normalize.SKILL, subject, True, implied=True) for subject in subjects),
    ]


# The deed a job is done by, for jobs named after it: a pastry chef bakes, a swim instructor
# swims, a guitarist plays the guitar. Matched on the job's last words, the longest first.
_CRAFTS: dict[str, tuple[str, str]] = {
    **dict.fromkeys(("chef", "cook", "line cook", "sous chef"), ("cook", "cook")),
    **dict.fromkeys(("baker", "pastry chef", "cake decorator"), ("bake", "bake")),
    **dict.fromkeys(
        ("swimmer", "lifeguard", "swim instructor", "swim coach", "swim teacher", "swimming instructor"),
        ("swim", "swim"),
    ),
    **dict.fromkeys(("skier", "ski instructor"), ("ski", "ski")),
    **dict.fromkeys(("driver", "trucker", "chauffeur"), ("drive", "drive")),
    **dict.fromkeys(("pilot",), ("fly", "fly")),
    **dict.fromkeys(("dancer", "ballerina", "dance instructor", "dance teacher"), ("dance", "dance")),
    **dict.fromkeys(("singer", "vocalist"), ("sing", "sing")),
    **dict.fromkeys(
        ("programmer", "coder", "software engineer", "software developer", "web developer"), ("code", "code")
    ),
    **dict.fromkeys(("writer", "author", "novelist"), ("write", "write")),
    "guitarist": ("play", "guitar"),
    "pianist": ("play", "piano"),
    "drummer": ("play", "drums"),
    "violinist": ("play", "violin"),
}


def crafts(said: list[Claim], speaker: str) -> list[Claim]:
    """ "I'm a pastry chef", "I've been a swim instructor for six years": the speaker does the
    job's deed, which "I've never baked anything" or "I never learned to swim" goes back on."""
    out: list[Claim] = []
    for c in said:
        if c.sub != speaker or c.rel != "work as" or c.negated:
            continue
        words = c.obj.lower().split()
        deed = next(
            (_CRAFTS[t] for n in (3, 2, 1) if len(words) >= n and (t := " ".join(words[-n:])) in _CRAFTS),
            None,
        )
        if deed is not None:
            out.append(Claim(speaker, deed[0], deed[1], True, implied=True))
    return out


def tongues(head: Token, said: list[Claim], speaker: str, recent: str | None) -> list[Claim]:
    """Languages the speaker speaks, said otherwise: "Spanish is my first language", "I grew up
    speaking Spanish at home" (still spoken, as a mother tongue is)."""
    spoken = [
        Claim(speaker, "speak", c.obj, True, implied=True)
        for c in said
        if c.sub == speaker and not c.negated and c.rel in _FIRST_LANGUAGES
    ]
    own = _own(head)
    if own and not is_negated(head):
        spoken += _taught_or_fluent(head, said, speaker)
    spoken += _talked_in(head, speaker) + _only_known(head, speaker)
    if not (grew_up(head) and own) or is_negated(head):
        return spoken
    for verb in kids(head, "advcl", "xcomp"):
        if verb.lemma_.lower() == "speak" and verb.tag_ == "VBG":
            # "Spanish is my first language. I grew up speaking it" (a language: not "it" after
            # "my mom is from mexico")
            spoken_it = recent if recent and recent.lower() in normalize.LANGUAGES else None
            named = [
                spoken_it if o.lower_ == "it" else phrase(o)
                for d in kids(verb, "dobj")
                for o in (d, *d.conjuncts)  # "english and french"
                if o.pos_ != "PRON" or o.lower_ == "it"
            ]
            spoken += [Claim(speaker, "speak", t, True, implied=True) for t in named if t]
    return spoken


_TALKING = frozenset({"chat", "talk", "speak", "converse", "text", "write", "argue", "joke"})


def _talked_in(head: Token, speaker: str) -> list[Claim]:
    """ "we chat in polish for an hour", "I talk to my grandma in Italian", "we chatted in Korean
    yesterday": a language the speaker speaks (not "I can't talk in French", "I wish I could
    talk to her in Greek", nor "my mom writes in Greek")."""
    if (
        head.lemma_.lower() not in _TALKING
        or is_negated(head)
        or any(a.lower_ in MODALS for a in kids(head, "aux"))
    ):
        return []
    if head.dep_ == "xcomp" and head.head.lemma_.lower() in normalize.WISH_VERBS | {"use"}:
        return []  # "I'd love to talk to her in Greek", "I used to talk to her in Greek"
    if not _own(head):
        return []
    # (or hung on a time: "we chatted for an hour in korean")
    preps = kids(head, "prep") + [
        q for p in kids(head, "prep") for o in kids(p, "pobj") for q in kids(o, "prep")
    ]
    return [
        Claim(speaker, "speak", phrase(o), True, implied=True)
        for p in preps
        if p.lower_ == "in"
        for o in kids(p, "pobj")
        if o.lower_ in normalize.LANGUAGES
    ]


def _only_known(head: Token, speaker: str) -> list[Claim]:
    """ "English is the only language I know": the speaker speaks it, and no other."""
    if head.lemma_.lower() != "be" or is_negated(head):
        return []
    tongue = [s for s in kids(head, "nsubj") if s.lower_ in normalize.LANGUAGES]
    known = [
        a
        for a in kids(head, "attr")
        if a.lemma_.lower() == "language"
        and any(
            v.lemma_.lower() in ("know", "speak")
            and any(s.lower_ in normalize.FIRST_PERSON for s in kids(v, "nsubj"))
            and not is_negated(v)
            for v in kids(a, "relcl")
        )
    ]
    if not tongue or not known:
        return []
    only = any(m.lower_ == "only" for m in kids(known[0], "amod"))
    return [Claim(speaker, "speak", phrase(tongue[0]), True, exclusive=only, implied=True)]


def _taught_or_fluent(head: Token, said: list[Claim], speaker: str) -> list[Claim]:
    """ "I teach Spanish", "I tutored a couple kids in Spanish": the language is spoken; "I'm
    fluent", after a language was named in the turn, speaks that one."""
    lemma = head.lemma_.lower()
    if lemma in ("teach", "tutor"):
        taught = kids(head, "dobj") + [
            o for p in kids(head, "prep") if p.lower_ == "in" for o in kids(p, "pobj")
        ]
        taught += [
            o
            for d in kids(head, "dobj")
            for p in kids(d, "prep")
            if p.lower_ == "in"
            for o in kids(p, "pobj")
        ]
        return [
            Claim(speaker, "speak", t.text, True, implied=True)
            for t in taught
            if t.lower_ in normalize.LANGUAGES
        ]
    fluent = lemma == "be" and any(a.lower_ == "fluent" and not kids(a, "prep") for a in kids(head, "acomp"))
    if not fluent or any(c.rel == "speak" for c in said):
        return []
    named = [t for t in head.doc[: head.i] if t.lower_ in normalize.LANGUAGES]
    return [Claim(speaker, "speak", named[-1].text, True, implied=True)] if named else []


def schooling(head: Token, said: list[Claim], speaker: str) -> list[Claim]:
    """ "I'm in college", "I'm not in school anymore": the speaker is (not) a student now."""
    if head.lemma_.lower() != "be" or head.tag_ not in ("VBP", "VBZ"):
        return []
    return [
        Claim(speaker, "work as", "student", True, negated=c.negated, exclusive=True, implied=True)
        for c in said
        if c.sub == speaker
        and c.rel == "be in"
        and c.obj.lower().split()[-1:]
        and c.obj.lower().split()[-1] in _SCHOOLS
    ][:1]
