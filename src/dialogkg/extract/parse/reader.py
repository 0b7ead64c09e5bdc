"""The clause reader: subject, relation, negation and objects of each asserted clause of a
sentence, normalised for dialogue (participants as subjects, canonical slots, counts)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import pairwise, takewhile
from typing import TYPE_CHECKING

from dialogkg.detect import places
from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract import normalize
from dialogkg.extract.normalize import SKILL, Parties
from dialogkg.extract.parse.abroad import ACTIVITY as ABROAD
from dialogkg.extract.parse.abroad import abroad
from dialogkg.extract.parse.asides import (
    as_occupation,
    being,
    birthday_age,
    career_as,
    ever_married,
    first_deed,
    first_visit,
    growing_up_in,
    habit_given_up,
    handedness,
    having_count,
    here_in,
    home_in,
    liked_relative,
    loves_spice,
    none_had,
    origin_before_where,
    place_in,
    speaking_as,
    stated_age,
    stated_height,
    stayed_then,
    teaching,
    twin,
    wedding,
)
from dialogkg.extract.parse.birthdays import BIRTHDAY, birth_date, birthday_said, month_of
from dialogkg.extract.parse.claim import HOUSEMATES, PARTNERS, Claim, flipped, named_things
from dialogkg.extract.parse.clauses import (
    able_to,
    additional,
    ahead,
    all_one_does,
    back_then,
    ceasing,
    chance_to,
    clauses,
    counterfactual,
    craved,
    dated_ahead,
    denied_beside,
    denied_disjunct,
    destination,
    elided_object,
    exhaustive,
    felt,
    first_before,
    for_others,
    found_to_be,
    grew_up,
    how_to,
    in_childhood,
    in_relationship,
    introduction,
    judged,
    last_done_long_ago,
    lives_alone,
    living_alone,
    my_favourite,
    named_place,
    past_period,
    seasonal,
    seldom,
    shared_possessor,
    some_days,
    subjectless_lead,
    supposed,
    taken_to,
    tells_origin,
    then_not_now,
    too_to,
    trip_ahead,
)
from dialogkg.extract.parse.diets import named_diet, owned_allergies
from dialogkg.extract.parse.dwelling import dwelling, home_lacks
from dialogkg.extract.parse.faith import RELIGION, named_faith, professed, religious
from dialogkg.extract.parse.habits import bare_habit, frequency, habits, served_alone
from dialogkg.extract.parse.implied import crafts, implied_by, parted_with
from dialogkg.extract.parse.kinds import (
    MATCHES,
    NO_OWNER_HEADS,
    drinks_in_hand,
    meals_had,
    pet_breed,
    sort_of,
    sport_of,
)
from dialogkg.extract.parse.living import ONE_OF, kin_names, lives, passed_away, possessors, pronoun_lives
from dialogkg.extract.parse.living import RELATION as ALIVE
from dialogkg.extract.parse.mornings import RELATION as EARLY
from dialogkg.extract.parse.mornings import early
from dialogkg.extract.parse.pets import called_an_animal, introduced
from dialogkg.extract.parse.schooling import ACTIVITY as COLLEGE
from dialogkg.extract.parse.schooling import (
    MAJOR,
    SCHOOLS,
    college,
    major_field,
    needed_school,
    professional_schools,
)
from dialogkg.extract.parse.shifts import RELATION as SHIFT
from dialogkg.extract.parse.shifts import work_shift
from dialogkg.extract.parse.whereabouts import HOME, OUT, home_now, out_today
from dialogkg.extract.parse.words import (
    AMOUNTS,
    COGNITION,
    COMPLEMENTS,
    FAVOURITE,
    FORMER,
    IT_VERBS,
    KIN_AND_PETS,
    OBJECT_DEPS,
    ORDINALS,
    PERSONAL,
    PLACES,
    PLURAL_ANAPHORS,
    PREFERENCE,
    QUANTITY,
    REFERRING,
    TIMES,
    TRIPS,
    age_modifier,
    age_of,
    agent,
    antecedent_noun,
    at_all,
    consumed,
    consumed_as,
    consumption,
    count_of,
    counted_of_them,
    courtesy,
    dismissed,
    excepted,
    first_listed,
    gerund_activity,
    gone_for,
    is_negated,
    kept_kind,
    kids,
    kinds_counted,
    lifelong,
    listed,
    named_thing,
    numeral,
    only_child,
    owned_phrase,
    per_time,
    perfect,
    phrase,
    placeholder,
    plural_anaphor,
    ranked_kin,
    region_of,
    serving,
    stocked,
    taken_out,
    the_one,
    unwrap,
    upcoming,
    verb_phrase,
    whole_count,
    whole_of_them,
)

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


_FEARS = frozenset({"afraid", "scared", "terrified", "frightened"})
# Adjectives that like (or, sick and tired, dislike) their prepositional object: "crazy about
# hiking", "fond of cats", "sick of winter".
_KEEN = {
    **dict.fromkeys(("crazy", "mad", "passionate", "nuts", "enthusiastic"), ("about",)),
    **dict.fromkeys(("fond", "sick", "tired"), ("of",)),
    **dict.fromkeys(_FEARS, ("of",)),
    "keen": ("on",),
    "obsessed": ("with",),
}
# What "having a smoke" smokes.
_SMOKES = frozenset({"smoke", "cigarette", "cig", "cigar"})
# Nouns that say their modifier is liked: "a dog person", "a big Stephen King fan".
_ENTHUSIASTS = frozenset(
    {"person", "fan", "lover", "guy", "girl", "gal", "type"}
    | {"nerd", "geek", "buff", "junkie", "addict", "enthusiast", "fanatic", "aficionado", "snob"}
)


def _enthusiasm(value: Token) -> str | None:
    """What "a <X> person" likes: the nouns and names before it, with their conjuncts ("rock
    and roll"), not the size words ("a huge fan")."""
    words = [
        t.lower_
        for t in value.subtree
        if t.i < value.i
        and t.pos_ in ("NOUN", "PROPN", "CCONJ")
        and t.dep_ not in ("det", "poss")
        and not (t.dep_ == "npadvmod" and age_of(t.head) is not None)  # "a 22 year old guy"
    ]
    while words and words[-1] in ("and", "or"):
        words.pop()
    return " ".join(words) or None


def _slot(subj: _Subject, rel: str, obj: str) -> bool:
    """Does the claim fill a functional slot? A job or workplace is one at a time for someone,
    not for something: "sneakers would work well for the occasion" fills no workplace."""
    return normalize.exclusive(rel, obj) and (rel not in ("work as", "work at") or _someone(subj))


# Words that make a copula a likeness: "they were basically my brothers".
_AS_IF = frozenset({"basically", "practically", "essentially", "virtually", "almost", "like", "kinda"})


# Amounts said with no number: "for a few years".
_SOME = frozenset({"few", "several", "many", "couple"})
# What one plays when one practises it: "practicing guitar", "I practice tennis".
_PLAYED = ("instrument", "sport")
PLAYED_EVER = normalize.lifetime("play")


def _played_kind(thing: Token) -> bool:
    """Is the thing an instrument or a sport ("guitar", "basketball"), what one plays?"""
    return any(default_lexicons().broader(k, phrase(thing)) for k in _PLAYED)


def _comment(verb: Token, obj: Token) -> bool:
    """ "i never learned how to swim, kinda embarassing": a remark after a comma, which the small
    model hangs on the verb as its object (an object follows its verb without a comma)."""
    return (
        obj.i > verb.i
        and obj.tag_ in ("NN", "JJ", "VBG")
        and obj.lower_.endswith("ing")
        and any(t.text == "," for t in obj.doc[verb.i + 1 : obj.i])
    )


def _pupils(target: Token) -> bool:
    """ "I have 30 kids in my class": pupils taught, no children of one's own."""
    return any(
        o.lemma_.lower() in ("class", "classroom")
        for p in kids(target, "prep")
        if p.lower_ == "in"
        for o in kids(p, "pobj")
    )


# Who grows up or moves with the speaker as a child: "I", "we", "my family", "my parents".
_HOUSEHOLD = frozenset({"i", "we", "family", "parents", "folks"})


def _time_bound(head: Token) -> bool:
    """Is the deed bound to a time of day or week ("after 3pm", "before bed", "at night", "on
    weekdays")? Denied so, it is denied then only."""
    for prep in kids(head, "prep"):
        for when in kids(prep, "pobj"):
            word = when.lower_
            if prep.lower_ in ("after", "before", "past") and (when.like_num or word in _CLOCK_WORDS):
                return True
            if (prep.lower_, when.lemma_.lower()) in _BOUND_TIMES:
                return True
    return False


_CLOCK_WORDS = frozenset(
    {"noon", "midnight", "dark", "bed", "bedtime", "dinner", "lunch", "supper", "pm", "am"}
)
_BOUND_TIMES = frozenset(
    {
        ("at", "night"),
        ("in", "evening"),
        ("in", "morning"),
        ("in", "afternoon"),
        ("during", "day"),
        ("during", "week"),
        ("on", "weekday"),
        ("on", "weeknight"),
        ("on", "weekend"),
        ("at", "weekend"),
    }
)


def _today_only(head: Token) -> bool:
    """Is the clause said of today or tonight only ("I don't want to go outside today")?"""
    return any(t.lower_ in ("today", "tonight") for t in head.subtree)


def _raised_elsewhere(born: Token) -> bool:
    """Does the turn of a birth also tell the speaker's childhood elsewhere ("... but I grew up in
    Oregon", "... my family moved to Calgary when I was 3")? (The small model may cut "but ..."
    off as a sentence of its own.)"""
    return any(
        t.i != born.i
        and any(s.lower_ in _HOUSEHOLD for s in kids(t, "nsubj"))
        and (grew_up(t) or (t.lemma_.lower() in ("move", "relocate") and in_childhood(t)))
        for t in born.doc
    )


def _age_ahead(head: Token, subj: _Subject) -> bool:
    """ "I'll be 53 this year", "I'll be 30 in May": an age to come, the speaker's ("I'll still be
    39 for a few more days" is the age now)."""
    will = any(a.lower_ in ("will", "'ll") for a in kids(head, "aux"))
    will = will and not any(a.lower_ == "still" for a in kids(head, "advmod"))
    ages = [a for a in kids(head, "attr") if a.like_num]
    return head.lemma_.lower() == "be" and will and bool(ages) and subj.person and not subj.attribute


def _joking(sentence: Span) -> bool:
    """Does the sentence end by taking itself back ("... lol jk", "... just kidding haha"), not
    "no kidding" or "I'm not joking"?"""
    words = [t.lower_ for t in sentence if not t.is_punct and t.lower_ not in ("lol", "haha", "lmao")]
    if not words or words[-1] not in ("jk", "kidding", "joking", "jking"):
        return False
    return len(words) < 2 or words[-2] not in ("no", "not", "n't")


def _likeness(token: Token) -> bool:
    """Is the noun what something is only like ("they were basically my brothers", "she's
    practically my sister", "he's like my brother", "kind of my brother", the small model tagging
    "kind of" as adverbs)? ("Like my brother, I ski" has one.)"""
    # ("our dog was kind of my brother growing up", however the small model hangs "kind of")
    start = min((p.i for p in kids(token, "poss")), default=token.i)
    if start >= 2 and token.doc[start - 1].lower_ == "of" and token.doc[start - 2].lower_ in ("kind", "sort"):
        return True
    if token.dep_ == "attr":
        return any(a.lower_ in _AS_IF for a in kids(token.head, "advmod") + kids(token, "advmod"))
    return token.dep_ == "pobj" and token.head.lower_ == "like" and token.head.head.lemma_.lower() == "be"


def _kin(subj: _Subject) -> bool:
    """A relative or pet of a participant, said by possessive ("user's son", "my dog")."""
    return not subj.person and _kin_text(subj.text)


def _kin_text(text: str) -> bool:
    """Does a claim's subject name a relative or pet ("assistant's dad")?"""
    owner, _, noun = text.rpartition("'s ")
    words = noun.split()
    return bool(owner and words) and words[-1] in normalize.POSSESSABLE


def _someone(subj: _Subject) -> bool:
    """A participant, a relative or named person ("my sister", "Tom"), or a person word (job
    titles are not tried: "sneakers" has the suffix of one)."""
    last = subj.text.split()[-1] if subj.text.split() else ""
    return (
        subj.person
        or subj.text[:1].isupper()
        or last.lower() in normalize.POSSESSABLE
        or last.lower() in ("he", "she", "friend", "boss", "person", "guy", "girl", "man", "woman")
    )


def _dated(head: Token) -> bool:
    """A deed in the simple past on a date: "in 2012", "two years ago", "last summer", "once"."""
    if head.tag_ != "VBD":
        return False
    years = [o for p in kids(head, "prep") if p.lower_ == "in" for o in kids(p, "pobj")]
    if any(o.like_num and len(o.text) == 4 for o in years):
        return True
    return any(
        a.lower_ in ("once", "ago") or (a.lower_ in TIMES and any(m.lower_ == "last" for m in a.children))
        for a in kids(head, "advmod", "npadvmod")
    )


# Places of a job one has left: "my boss was a jerk at my last job".
_JOBS_LEFT = frozenset({"job", "work", "company", "workplace", "office", "employer"})
# A home and its rooms: what they have, the speaker has ("my kitchen has no oven").
_HOME_PARTS = frozenset(
    {*normalize.DWELLING_KINDS, "home", "place", "kitchen", "building", "garage", "yard", "backyard", "room"}
)
# The slot of a state said beside an age: an occupation's ("retired") or a marriage's ("single").
_STATE_SLOT = {False: "work as", True: "have marital status"}
# What a possession only imagined is: "my imaginary dog", "my dream car", "my future wife".
_UNREAL = frozenset(
    {"imaginary", "future", "dream", "hypothetical", "pretend", "fake", "fictional", "virtual"}
)
# Deeds whose "one" is one of the thing just named ("I eat one every day"); and nouns that name
# no such thing (a time, an amount).
_ONE_OF = frozenset({"eat", "drink", "smoke", "drive", "ride", "play", "wear"})
_NO_THING = TIMES | QUANTITY | frozenset({"time", "way", "lol", "haha"})


# Words that bound a thing not learned to a time: "until 30", "as a kid".
_NOT_YET = frozenset(
    {"until", "till", "til", "kid", "child", "young", "younger", "little", "teen", "teenager"}
)


def _so_clause(noun: Token) -> bool:
    """ "i never exercise so lazy weekends are my thing": a clause after "so", which the small
    model reads as the verb's object (not "so many dogs")."""
    edge = noun.left_edge
    if noun.dep_ != "dobj" or edge.lower_ != "so":
        return False  # "sushi is so gross": a degree
    return edge.i + 1 < len(edge.doc) and edge.doc[edge.i + 1].lower_ not in _SO_MUCH


_SO_MUCH = frozenset({"many", "much", "few", "little"})
# Siblings an "older" or "younger" ranks ("my older bro"; _SIBLINGS below is the grow-up-with set).
_RANKED_KIN = frozenset({"brother", "sister", "sibling", "bro", "sis"})
# A school teacher's own room and pupils ("my students" may be a professor's or a coach's).
_PUPILS = frozenset({"classroom", "grader", "kindergartner", "kindergartener", "preschooler"})


def _not_my_rank(kin: Token) -> str | None:
    """The birth order an older or younger sibling rules out: "my older brother" (not the oldest),
    "my little sister" (not the youngest); a half or step sibling may be either."""
    if kin.lemma_.lower() not in _RANKED_KIN or any(c.lower_ in ("half", "step") for c in kin.lefts):
        return None
    ages = {a.lower_ for a in kids(kin, "amod")}
    if ages & {"older", "big", "elder"}:
        return "oldest"
    return "youngest" if ages & {"younger", "little", "baby"} else None


# Coming to have a thing: said ahead ("I'm getting a dog next spring"), a plan.
_ACQUIRING = frozenset({"get", "buy", "adopt"})


@dataclass(frozen=True)
class _Subject:
    """Who or what a clause is about; a possessed attribute keeps its owner apart."""

    text: str
    person: bool
    second: bool = False
    owner: str | None = None  # for a possessed attribute ("my favourite colour"): the owner
    attribute: str | None = None


# What is run when running: "I run a marathon", "I ran five miles" (not "a business", "errands").
_RUNS = frozenset({"marathon", "mile", "race", "5k", "10k", "lap", "trail", "kilometer", "km", "half"})

# Activities done somewhere or to somewhere are still done: "I drove to Miami", "I swim in the
# lake" ("ran into a friend", "draw on experience", "fish for compliments", "write off a loss" are
# other senses).
_ROAMING = normalize.ACTIVITIES - {"run", "draw", "fish", "write"}
# The prepositions of a run taken for exercise: "before work", "around the lake".
_RUN_ROUND = frozenset({"before", "after", "around", "along", "through"})

# Nouns by which a liking is one's own: "horror is my thing", "that's my jam".
_THINGS = frozenset({"thing", "jam", "passion"})


def _my_thing(head: Token) -> bool:
    """A copula naming the speaker's "thing" ("it's not really my thing", "that's my jam")."""
    return head.lemma_.lower() == "be" and any(
        a.lemma_.lower() in _THINGS and any(p.lower_ == "my" for p in kids(a, "poss"))
        for a in kids(head, "attr")
    )


# Words that modify a noun without naming what is had: "my kid brother", "my baby pictures", "my
# pet peeve", "my family doctor".
_NO_OWNER_WORDS = frozenset({"kid", "baby", "pet", "family"})
# (and nouns whose pet or kin modifier names no one had: ``kinds.NO_OWNER_HEADS``)


# Verbs whose "not ... anything" denies every object: "I don't play anything", "I don't drink anything".
_UNIVERSAL = frozenset(
    {"play", "drink", "smoke", "watch", "read", "speak", "collect", "grow", "cook", "bake"}
)


# A child or a sibling said to be the only one of the whole set: "I just have one son".
_WHOLE_SETS = {"son": "kid", "daughter": "kid", "brother": "sibling", "sister": "sibling"}


def _said_only(tokens: Sequence[Token]) -> bool:
    """Does "just" or "only" modify one of the tokens ("I just have one son", "just my one son")?"""
    return any(a.lower_ in ("just", "only") for t in tokens for a in kids(t, "advmod", "quantmod"))


def _only_one(head: Token, said: list[Claim]) -> list[Claim]:
    """ "I just have one son", "I only have one sister": the only child or sibling, so one of
    the whole set (not "I have one son and two daughters", which lists more; "it's just my one
    son" is read with the possessives)."""
    objects = kids(head, "dobj") if head.lemma_.lower() == "have" else []
    numbers = [n for o in objects for n in kids(o, "nummod")]  # "only one daughter": on the number
    just = _said_only((head, *objects, *numbers))
    ones = [c for c in said if c.number and c.obj == "1" and c.rel.removeprefix("have ") in _WHOLE_SETS]
    if not objects or not just or len(ones) != 1 or len([c for c in said if c.number]) != 1:
        return []
    whole = _WHOLE_SETS[ones[0].rel.removeprefix("have ")]
    return [replace(ones[0], rel=normalize.count_slot(whole))]


# Whom "seeing" someone dates: "I'm not seeing anyone right now".
_SOMEONE = frozenset({"anyone", "anybody", "someone", "somebody"})
_DISTASTE = frozenset({"gross", "disgusting", "nasty", "boring", "overrated", "revolting"})
_SETTINGS = frozenset({"home", "work", "school", "office", "gym"})


def _settings(head: Token) -> list[str]:
    """Where the deed is said to be done: "at work", "at home"."""
    return [
        f"at {o.lower_}"
        for p in kids(head, "prep")
        if p.lower_ == "at"
        for o in kids(p, "pobj")
        if o.lower_ in _SETTINGS
    ]


def _said_before(head: Token) -> str | None:
    """The thing a conjoined clause's "it" stands for when the clause before is about it:
    "nursing is harder but I like it way more" (nursing, not what a question asked about)."""
    if head.dep_ != "conj" or not any(s.lower_ in normalize.FIRST_PERSON for s in kids(head, "nsubj")):
        return None
    subject = next(iter(kids(head.head, "nsubj")), None)
    if subject is None or subject.pos_ not in ("NOUN", "PROPN") or subject.lower_ in PERSONAL:
        return None
    if subject.lemma_.lower() in KIN_AND_PETS or normalize.occupation(subject.lemma_):
        return None  # "my sister is a chef and I love it" is no liking of her
    return phrase(subject)


def _taken(touch: Token) -> str | None:
    """The deed that takes what "touch" is said of: smoking a cigarette, drinking a drink."""
    for thing in kids(touch, "dobj"):
        if thing.lemma_.lower() in _OWN_OBJECTS["smoke"]:
            return "smoke"
        if (taken := consumption(thing)) is not None:
            return taken
    return None


def _lived_before(head: Token) -> bool:
    """A home said in the simple past ("I lived in Paris", not "I've lived here for years")."""
    return (
        head.lemma_.lower() == "live"
        and head.tag_ == "VBD"
        and not any(a.lemma_.lower() == "have" for a in kids(head, "aux"))
    )


# Deeds that make a meal or a drink, which one may make for others without taking it.
_MEALS_MADE = frozenset({"cook", "grill", "make", "bake", "fry", "brew", "prepare"})
_TIME_DETERMINERS = frozenset({"these", "those", "this", "that", "every", "each", "some", "most"})


def _lately(verb: Token) -> bool:
    """ "just", "recently", "last week": a past deed whose state still holds."""
    return any(
        t.lower_ in ("just", "recently", "finally") or (t.lower_ == "last" and t.head.lemma_.lower() in TIMES)
        for t in verb.subtree
    )


def _other_listed(noun: Token) -> bool:
    """Does the list the noun ends begin with "other" ("other brothers or sisters")?"""
    first = first_listed(noun)
    return first.i != noun.i and any(a.lower_ in ("other", "another") for a in kids(first, "amod"))


def _when(noun: Token) -> bool:
    """A time the model took for an object: "I don't cook these days", "I swim every morning"."""
    return noun.lemma_.lower() in TIMES and any(d.lower_ in _TIME_DETERMINERS for d in kids(noun, "det"))


def _conditional(token: Token) -> bool:
    """Is the token inside an "if" or "unless" clause?"""
    return any(m.lower_ in ("if", "unless") for a in token.ancestors for m in kids(a, "mark"))


def _instead(values: list[Token]) -> list[Token]:
    """The values of a denied copula said in its place ("not nervous, just excited", "not a
    doctor but a nurse"): each after the first that "just", "only", "rather" or "but" opens."""
    return [
        v
        for v in values[1:]
        if any(a.lower_ in ("just", "only", "rather") and a.i < v.i for a in kids(v, "advmod"))
        or (v.i > 0 and v.doc[v.i - 1].lower_ == "but")
    ]


def _wished_for(token: Token) -> bool:
    """Is the thing the object of a wish ("I wish I had my own boat", "I want my own room")?"""
    verb = token.head
    if token.dep_ != "dobj":
        return False
    if verb.lemma_.lower() in normalize.WISH_VERBS:
        return True
    return verb.dep_ == "ccomp" and verb.head.lemma_.lower() == "wish"


def _acquired_later(token: Token) -> bool:
    """Is the thing one still to get ("When I finally get my dog", "I'll adopt my first cat")?"""
    verb = token.head
    if token.dep_ != "dobj" or verb.lemma_.lower() not in ("get", "adopt", "buy"):
        return False
    if any(d.i > token.i for d in kids(verb, "dobj")):
        return False  # "I'm buying my dog a new bed": the dog is who it is for
    # ("when I got my dog, he was tiny" had him)
    marked = any(
        m.lower_ in ("when", "once", "after", "until", "before") for m in kids(verb, "mark", "advmod")
    )
    return (marked and verb.tag_ in ("VB", "VBP", "VBZ")) or ahead(verb)


_CHILDREN = frozenset({"son", "daughter", "kid", "child", "boy", "girl"})
_HOUSEMATES = HOUSEMATES
_TIMES_OF_DAY = frozenset({"morning", "night", "evening"})
_WORKPLACES = frozenset(
    {"shop", "office", "store", "bar", "cafe", "café", "restaurant", "library", "school", "studio"}
    | {"bookstore", "clinic", "station", "firehouse", "barn", "bakery"}
)

# Relations whose "every" object is still the thing itself: "I love every dog", "I watch every game",
# "I've seen every Star Wars movie".
_KEEPS_EVERY = frozenset({"like", "dislike", "watch", "read", "eat", "drink", "see", "visit", "play", "try"})


def _unqualified(verb: Token, thing: Token) -> bool:
    """Neither the verb nor "anything" has a qualifier: no "on tv", "but water", "else", "spicy"."""
    qualifiers = ("prep", "amod", "advmod", "relcl", "acl", "npadvmod", "advcl")
    reflexive = ("myself", "yourself")  # "I don't play anything myself"
    said = [
        q
        for q in kids(thing, *qualifiers) + kids(verb, "prep", "npadvmod", "advcl")
        if q.lower_ not in reflexive and not _time_adjunct(q)
    ]
    return not said


def _month_in(verb: Token) -> str | None:
    """The month of "in July", "in early July", "in the middle of July", capitalised."""
    for prep in kids(verb, "prep"):
        if prep.lower_ != "in":
            continue
        for pobj in kids(prep, "pobj"):
            inner = [o for p in kids(pobj, "prep") if p.lower_ == "of" for o in kids(p, "pobj")]
            for month in (pobj, *inner):
                if month.lower_ in normalize.MONTHS:
                    return month.lower_.capitalize()
    return None


def _time_adjunct(adjunct: Token) -> bool:
    """A time adjunct that widens a denial rather than narrowing it: "in my life", "in years"."""
    return adjunct.dep_ == "prep" and any(o.lemma_.lower() in TIMES for o in kids(adjunct, "pobj"))


# Had once in life: a pet, a vehicle, braces ("I had braces for three years" / "I've never had
# braces"); a meal, a job or a time had is no such thing.
HAD_EVER = normalize.lifetime("have")


_HAD_THINGS = frozenset(
    {"brace", "braces", "retainer", "tattoo", "piercing", "cast", "surgery", "girlfriend", "boyfriend"}
)


def _had_kind(thing: Token) -> bool:
    return thing.pos_ == "NOUN" and kept_kind(thing, _HAD_THINGS)


_SIBLINGS = frozenset({"brother", "sister", "sibling", "twin"})
_ANYONE = frozenset({"anyone", "anybody", "someone", "somebody"})
# One's place among one's siblings: one slot ("the youngest" / "the oldest kid in my family").
BIRTH_ORDER = normalize.BIRTH_ORDER
_RANKS = {"youngest": "youngest", "oldest": "oldest", "eldest": "oldest", "middle": "middle"}
_SIBLING_WORDS = frozenset({"kid", "child", "sibling", "one", "daughter", "son", "brother", "sister"})
# An outing of one's own names the activity done: "my morning swim", "my daily run".
_OUTINGS = {"run": "run", "swim": "swim", "hike": "hike", "jog": "jog", "workout": "exercise"}
# The object an activity takes when it is said of the activity itself ("never smoked a cigarette").
_OWN_OBJECTS = {"smoke": frozenset({"cigarette", "cig", "ciggie"})}
# Habits, homes and states that a time in one's youth leaves in the past ("played violin when I
# was a kid"); other deeds stay done ("broke my arm when I was 16").
_HELD_THEN = normalize.ACTIVITIES | frozenset(
    {"play", "live", "have", "own", "work", "be", "like", "love", "hate", "enjoy", "eat", "watch", "collect"}
)
# Nouns both a job and a skill ("cook", "singer"), and the grades that make them a skill.
# Where "the cook" is one of a household, not a kitchen's: "the cook in our house", and the
# deed of each such part.
_HOMES = frozenset({"house", "home", "family", "household", "apartment"})
_HOUSEHOLD_DEEDS = {"cook": "cook", "baker": "bake", "driver": "drive", "gardener": "garden"}
_SKILLS = {
    "cook": "cooking",
    "baker": "baking",
    "singer": "singing",
    "dancer": "dancing",
    "writer": "writing",
    "painter": "painting",
    "driver": "driving",
    "gardener": "gardening",
    "artist": "art",
    "swimmer": "swimming",
}

_GRADES = frozenset(
    {"average", "good", "great", "decent", "bad", "terrible", "awful", "amazing", "excellent", "horrible"}
    | {"ok", "okay", "mediocre", "lousy", "better", "best", "worse", "worst", "natural", "poor", "fantastic"}
    | {"real", "true", "solid", "mean"}
)


class Reader:
    """Claims of one sentence, for one speaker and addressee."""

    def __init__(self, parties: Parties, antecedent: str | None) -> None:
        self.parties = parties
        self.antecedent = antecedent
        self.counted: str | None = None  # what a bare number counts, from the question answered
        self.count_asked: str | None = None  # what a how-many question asked the number of
        self.topic: str | None = None  # the favourite a question asked about ("favorite album")
        self.least_asked: str | None = None  # the worst one a question asked about ("worst weather")
        self.liking_asked = False  # a question asked what the speaker likes ("what music u into?")
        self.job_asked = False  # a question asked what the speaker does for a living
        self.age_asked = False  # a question asked the speaker's age
        self.past_asked = False  # a question asked of the speaker's past ("growing up?")
        self.done_asked: str | None = None  # what a what-question asked one does ("eat")
        self.where_asked: str | None = None  # the place slot a where-question asked ("live in")
        self.place: str | None = None  # the place "there" stands for ("I've been there")
        self.referents: list[str] = []  # what "them" / "any of those" stands for (see PLURAL_ANAPHORS)
        self.recent: str | None = None  # the thing this turn named last, for "It's my favorite"
        self.it: str | None = None  # the one thing a question just asked about, for "I love it"
        self.last_named: str | None = None  # the thing the other party's turn named last, for "I hate it"
        self.pet: str | None = None  # the speaker's pet the other party just asked about, for "she's a lab"
        self.earlier: list[Span] = []  # this turn's sentences before the one read
        # the words (singular) of the other party's turn before this one: "cats", not "education"
        self.heard: frozenset[str] = frozenset()
        self.told: frozenset[str] = frozenset()  # the same, without questions to this speaker

    def subject(self, token: Token | None) -> _Subject | None:
        if token is None:
            return None
        lowered = token.text.lower()
        if lowered == "mine":  # "Mine is dark side of the moon", after "What's your favorite album?"
            if self.topic is None:
                return None
            attribute = f"favourite {self.topic}"
            return _Subject(
                f"{self.parties.speaker}'s {attribute}",
                False,
                owner=self.parties.speaker,
                attribute=attribute,
            )
        if token.pos_ == "PRON" or lowered in PERSONAL:
            who = self.parties.person(lowered)
            if who is not None:
                return _Subject(who, True, lowered in normalize.SECOND_PERSON)
            if lowered in ("he", "she") and self.antecedent:
                return _Subject(self.antecedent, False)
            if lowered in ("he", "she") and self.pet:  # "what does kiwi eat?" "he's a goldfish"
                return _Subject(self.pet, False)
            return None
        if lowered in normalize.VAGUE_SUBJECTS or not any(ch.isalpha() for ch in token.text):
            return None
        poss = kids(token, "poss")
        favourite = any(c.lower_ in FAVOURITE for c in kids(token, "amod")) or token.lower_ in FAVOURITE
        if favourite and not poss and not kids(token, "det"):  # "Favorite album would have to be ..."
            attribute = phrase(token)
            return _Subject(
                f"{self.parties.speaker}'s {attribute}",
                False,
                owner=self.parties.speaker,
                attribute=attribute,
            )
        if poss:
            owner = self.parties.person(poss[0].text)
            if owner is None and poss[0].pos_ == "PROPN":
                owner = phrase(poss[0])
            if owner is None:
                return None  # "his name": whose is unknown here
            attribute = phrase(token)
            kin = [c for c in kids(token, "compound") if c.lemma_.lower() in normalize.POSSESSABLE]
            if token.pos_ == "PROPN" and kin:  # "my daughter emma is 9": the daughter, by name
                return _Subject(f"{owner}'s {kin[0].lower_}", False)
            if token.lemma_.lower() in normalize.POSSESSABLE:  # "my wife": a person, not an attribute
                return _Subject(f"{owner}'s {attribute}", False)
            return _Subject(f"{owner}'s {attribute}", False, owner=owner, attribute=attribute)
        of = [p for p in kids(token, "prep") if p.lower_ == "of"]
        if of and (pobj := kids(of[0], "pobj")) and token.pos_ == "NOUN":
            return _Subject(phrase(token), False, owner=phrase(pobj[0]), attribute=phrase(token))
        return _Subject(phrase(token), False)

    def clause(self, head: Token, subject: Token | None) -> list[Claim]:
        favourite = my_favourite(head, normalize.FIRST_PERSON)
        if favourite is not None and (ranked := first_before(*favourite)) is not None:
            noun, first = ranked  # "They're my second favorite team after the rockets"
            speaker = _Subject(self.parties.speaker, True)
            return [self._claim(speaker, normalize.attribute_relation(f"favourite {noun}"), first, False)]
        if favourite is not None and subject is not None and (sort := sort_of(favourite[0])) is not None:
            # "jazz is my favorite kind of music", "I'm listening to jazz, it's my favorite kind"
            liked = self.recent if subject.lower_ in REFERRING else phrase(subject)
            if liked and subject.lower_ not in PERSONAL | {"he", "she", "they"}:
                speaker = _Subject(self.parties.speaker, True)
                rel = normalize.attribute_relation(f"favourite {sort}")
                return [self._claim(speaker, rel, liked, is_negated(head), exclusive=True)]
        subj = self.subject(subject)
        if favourite is not None and subject is not None and subject.lower_ in REFERRING and self.recent:
            # "I like cloud. He's my favorite character." (not a ranked one): a bare "my favorite"
            # names a slot only after a question asked which one ("favorite food?"); else two
            # would seem to clash.
            attr, mods = favourite
            if not mods & ORDINALS and (attr.lower_ not in FAVOURITE or self.topic):
                subj = _Subject(self.recent, False)
        thing = self.recent or self.last_named
        if subject is not None and subject.lower_ in REFERRING and thing and _my_thing(head):
            subj = _Subject(thing, False)  # "we should grab pizza" "it isn't really my thing"
        if (craving := craved(head)) is not None and (
            subject is None or subject.lower_ in normalize.FIRST_PERSON
        ):
            # "I can't get enough of country music": liked (the "not" is the idiom's)
            return self._values(_Subject(self.parties.speaker, True), "like", [craving], False)
        if (feeling := felt(head, subject)) is not None:
            # "books bore me", "the cold makes me miserable": the speaker's feeling for the thing
            return self._values(_Subject(self.parties.speaker, True), feeling[0], [feeling[1]], False)
        if (found := found_to_be(head)) is not None:  # "what about country?" "I find it boring"
            verdict, found_thing = found
            said_of = (
                (self.it or self.recent or self.last_named)
                if found_thing.lower_ == "it"
                else phrase(found_thing)
            )
            speaker = _Subject(self.parties.speaker, True)
            return [self._claim(speaker, verdict, said_of, False)] if said_of else []
        if (sole := all_one_does(head)) is not None:
            # "rap is basically all I listen to": listened to (by the "I" of the clause on "all")
            sole_verb, sole_thing = sole
            particle = next((p.lower_ for p in kids(sole_verb, "prep") if not kids(p, "pobj")), None)
            rel = normalize.relation(sole_verb.lemma_.lower(), particle)
            return self._values(_Subject(self.parties.speaker, True), rel, [sole_thing], False)
        beaten = kids(head, "dobj") if head.lemma_.lower() in ("beat", "top") else []
        if subject is not None and subject.lower_ == "nothing" and beaten and not is_negated(head):
            # "nothing beats a good steak": the speaker's liking
            return self._values(_Subject(self.parties.speaker, True), "like", beaten, False)
        if (fired := dismissed(head)) is not None and (who := self.subject(fired)) is not None:
            # "I got fired", "they let me go": one state ever held, however the job is named
            return [self._claim(who, "be fired", "be fired", is_negated(head) != counterfactual(head))]
        # (a verb's complement shares its left-out "I": "never learned how to drive")
        led = subjectless_lead(head) or (head.dep_ == "xcomp" and subjectless_lead(head.head))
        if subj is None and subject is None and led:
            subj = _Subject(self.parties.speaker, True)  # "just got back from a run", "sipping a latte"
        if subj is None or courtesy(head):
            return []
        # "watching them yes! playing them no": a gerund fragment denied by a "no" after it
        denied_after = (
            head.tag_ == "VBG"
            and not kids(head, "nsubj", "aux")
            and any(
                c.lower_ in ("no", "nope", "nah") and c.i > head.i
                for c in kids(head, "intj", "advmod", "dep")
            )
        )
        negated = (is_negated(head) or denied_after or denied_disjunct(head)) != counterfactual(head)
        lemma = head.lemma_.lower()
        if lemma == "have" and negated and _allowed_where(head):
            return []  # "I can't have pets in the dorm": a rule of the place, not a lack
        visited = next((phrase(n) for n in kids(head, "npadvmod") if n.pos_ == "PROPN"), None) or self.recent
        if subj.person and visited and _been_to_it(head) and places.readings(visited):
            return [self._claim(subj, "be to", visited, negated)]  # "Paris, I've been three times"
        if lemma == "work" and any(p.lower_ == "out" for p in kids(head, "prt")):
            lemma = "exercise"  # "I never work out": the activity, not a job
        if lemma == "touch" and negated and (taken := _taken(head)) is not None:
            lemma = taken  # "I've never touched a cigarette", "I don't touch alcohol": not taken
        if lemma in ("move", "relocate") and in_childhood(head):
            return []  # "we moved to San Antonio when I was seven": a home before, not now
        placed = [
            p for p in kids(head, "prep") if any(o.lemma_.lower() not in TIMES for o in kids(p, "pobj"))
        ]
        there = any(a.lower_ == "there" for a in kids(head, "advmod")) and not placed
        if lemma == "live" and there and subj.person and self.place:
            # "Paris, for sure. I lived there for three years": the place just named
            return [self._claim(subj, "live in", self.place, negated, exclusive=True)]
        born = tells_origin(head)
        if lemma in ("bear", "born") and subj.person and _raised_elsewhere(head):
            # "born in vancouver but my family moved to calgary when i was 3, so i grew up there":
            # one comes from where one grew up, told in the same breath
            return []
        if born and subj.person and self.place and any(a.lower_ == "there" for a in kids(head, "advmod")):
            # "I've lived in Mexico all my life, I was born there": from the place just named
            return [self._claim(subj, "be from", self.place, negated, exclusive=True)]
        if seldom(head):
            # "I hardly ever drink", "I rarely eat meat": a frequency, neither yes nor no; but a
            # habit denied ("I cook every day" / "I rarely cook", habits.py)
            seldom_done = bare_habit(head, self.parties.speaker) if not negated else None
            return [replace(seldom_done, negated=True)] if seldom_done is not None else []
        if negated and some_days(head):
            return []  # "I never eat breakfast on weekdays": weekends are left open
        if past_period(head):
            # "I smoked for ten years", "I lived in Paris for a year": a period now over, in which
            # an activity was done (once in life); a thing had then was had once in life
            active = lemma in normalize.ACTIVITIES and subj.person and not negated
            return [self._ever(subj, lemma, True)] if active else self._had_then(subj, head, negated)
        if lemma in _HELD_THEN and then_not_now(head):
            # "I played violin when I was a kid but I quit", "I lived in Ohio as a kid": a habit
            # or a home then; an activity was done once in life. (A deed, "I broke my arm when I
            # was 16", stays done.)
            active = lemma in normalize.ACTIVITIES and subj.person and not negated
            if lemma == "play" and subj.person and not negated:
                return self._played_then(subj, head)  # "i played basketball in college"
            return [self._ever(subj, lemma, True)] if active else self._had_then(subj, head, negated)
        if lemma in ("have", "get") and (done := chance_to(head)) is not None:
            # "I had the chance to explore Boston" explored it; "Have you had a chance to check out
            # Boston?" "Not yet." has not: the chance is no thing had.
            return flipped(self.clause(done, subject), negated)
        has_got = head.lower_ == "got" and any(a.lemma_.lower() == "have" for a in kids(head, "aux"))
        if has_got and kids(head, "dobj") and not kids(head, "xcomp"):
            lemma = "have"  # "I've got two kids", "I haven't got a car": possession
        # "I have neither a dog nor a cat" denies both.
        negated = negated or any(
            c.lower_ == "neither" for d in kids(head, "dobj") for c in kids(d, "preconj")
        )
        # The small model sometimes reads "I hate running" as an auxiliary "hate" on "running".
        for aux in kids(head, "aux"):
            if aux.lemma_.lower() in PREFERENCE:
                rel = normalize.relation(aux.lemma_.lower())
                return self._values(subj, rel, [head], negated, verbal=True)
        learnt = [x for x in kids(head, "xcomp") if any(a.lower_ == "to" for a in kids(x, "aux"))]
        # "didn't learn to drive until 30", "never learned to swim as a kid" (taking lessons now)
        late = any(t.lower_ in _NOT_YET for t in head.subtree) or back_then(head)
        if lemma == "learn" and negated and learnt and how_to(head) is None and not late:
            # "I never learned to play anything" says what "I can't play anything" says
            return flipped(self.clause(learnt[0], subject), True)
        if lemma in ("know", "learn") and (how := how_to(head)) is not None:
            # "I don't know how to knit" says what "I can't knit" says.
            return flipped(self.clause(how, subject), negated)
        if (
            lemma in ("stop", "quit")
            and negated
            and (doing := [x for x in kids(head, "xcomp") if x.tag_ == "VBG"])
        ):
            # "I can't stop thinking about it", "I never quit playing": still doing it.
            return self.clause(doing[0], subject)
        if ceasing(head) and not negated and (ceased := self._ceased(head, subj, subject)) is not None:
            return ceased
        if lemma == "get" and any(a.lower_ == "around" for a in kids(head, "advmod")):
            # "I haven't gotten around to playing them" has not played them.
            doing = [v for p in kids(head, "prep") if p.lower_ == "to" for v in kids(p, "pcomp")]
            if doing:
                return flipped(self.clause(doing[0], subject), negated)
        if lemma in ("quit", "give") and negated and any(p.lower_ == "on" for p in kids(head, "prep")):
            return []  # "I won't give up on my dreams": a resolve, no fact to deny
        if (
            lemma == "wait"
            and negated
            and any(a.lemma_.lower() in ("can", "could") for a in kids(head, "aux"))
        ):
            # "I can't wait to visit Boston", "Can't wait for the seafood!": eager, as a wish is;
            # what is awaited is still to come ("I didn't wait for the bus" is a deed).
            if xcomp := kids(head, "xcomp"):
                return self._values(subj, "want", xcomp, False, verbal=True)
            if awaited := [o for p in kids(head, "prep") if p.lower_ == "for" for o in kids(p, "pobj")]:
                return self._values(subj, "want", awaited, False)
            return []  # "Can't wait till Toby and I bond better": no denial of anything
        if lemma == "hear" and (negated or subj.second) and subj.person:  # or "Have you heard of X?"
            # "I've never heard of sushi": whatever the speaker said of sushi presupposed knowing
            # it (the cascade lets this relation flip only claims about the same thing).
            # "that game", "a band" name one thing of a kind, not the kind ("I love games").
            heard = [
                o
                for p in kids(head, "prep")
                if p.lower_ in ("of", "about")
                for o in kids(p, "pobj")
                if o.pos_ == "PROPN" or (o.pos_ == "NOUN" and not kids(o, "det"))
            ]
            if (
                not heard
                and self.recent
                and any(
                    o.lower_ == "it" for p in kids(head, "prep") if p.lower_ == "of" for o in kids(p, "pobj")
                )
            ):  # "I'm a sushi fan ... I've never heard of it": the thing this turn named last
                return [self._claim(subj, normalize.FAMILIARITY, self.recent, negated)]
            return self._values(subj, normalize.FAMILIARITY, heard, negated) if heard else []
        if lemma in COGNITION:  # "I don't remember", "I know", "I heard that ..."
            return []
        if lemma == "miss" and negated:
            return []  # "I don't miss a single match" goes to every one: a denial that asserts
        if lemma in PREFERENCE and any(kids(c, "neg") for c in kids(head, "xcomp", "ccomp")):
            return []  # "I hate not being on the court": a liking said through its lack
        habitual = (
            lemma in ("have", "own", "eat", "drink") or lemma in PREFERENCE or lemma in normalize.ACTIVITIES
        )
        if habitual and back_then(head):
            return []  # "As a child I had a dog", "Before that I ate burgers": nothing of now
        wish = any(a.lower_ in ("would", "'d") for a in kids(head, "aux"))
        if wish and lemma in PREFERENCE:  # "I'd love to go": a wish, not a liking
            lemma = "want"
        elif (
            supposed(head)
            and lemma != "go"
            and not (lemma == "turn" and subj.person)  # "I'll be turning 52 this fall": an age, below
            and not _age_ahead(head, subj)  # "i'll be 53 this year": 52 now, below
            and lemma not in normalize.WISH_VERBS
            and not kids(head, "xcomp")
        ):
            return []  # "you would have two apples"; a plan ("I will go") and "would have to be" stay
        if head.lower_ in normalize.OCCUPATION_STATES and subj.person:  # "I'm retired" (parsed as a verb)
            return [self._claim(subj, "work as", head.lower_, negated)]
        if head.lower_ in normalize.MARITAL and subj.person:
            status = head.lower_
            if any(t.lower_ == "ago" for t in head.subtree) and any(
                a.tag_ == "VBD" for a in kids(head, "auxpass")
            ):
                return []  # "I was divorced about ten years ago" (and remarried): an event then
            was = any(a.tag_ == "VBD" for a in kids(head, "auxpass"))
            if status == "engaged" and (was or head.tag_ == "VBD") and not _lately(head):
                return []  # "we got engaged two years after that wedding": a step on the way, then
            spans = [o for p in kids(head, "prep") if p.lower_ == "for" for o in kids(p, "pobj")]
            # "for eight years", "for a few years"
            spanned = any(
                o.lemma_.lower() in ("year", "month", "decade")
                and (kids(o, "nummod") or any(a.lower_ in _SOME for a in kids(o, "amod")))
                for o in spans
            )
            # "I was divorced before that", "... before I met him"
            before = any(a.lower_ in ("once", "before") for a in kids(head, "advmod", "prep")) or any(
                m.lower_ == "before" for c in kids(head, "advcl") for m in kids(c, "mark")
            )
            # "we divorced in 2018": an event on a date, after which one may have remarried
            dated = (
                status != "married"
                and head.tag_ == "VBD"
                and any(o.like_num for p in kids(head, "prep") if p.lower_ == "in" for o in kids(p, "pobj"))
            )
            # "my ex-wife and I got married in May": a marriage since ended
            # (the small model may split "my ex-wife" off as a sentence of its own)
            said_with = [t.lower_ for t in head.doc[max(head.left_edge.i - 4, 0) : head.i]]
            stops = [k for k, w in enumerate(said_with) if w in (".", "!", "?")]
            said_with = said_with[stops[-1] + 1 :] if stops else said_with  # this sentence's words only
            ended = was and status == "married" and "ex" in said_with
            if dated or ended or (was and (spanned or before)):
                # "I was married for eight years", "I was married once", "I was divorced before
                # that": a state before
                return [self._ever(subj, "marry", True)] if status != "single" else []
            getting = [a for a in kids(head, "auxpass") if a.lower_ in ("get", "getting")]
            if status == "married" and getting and ahead(head, *getting) and not negated:
                status = "engaged"  # "We're getting married in October": not married yet
            return [self._claim(subj, "have marital status", status, negated)]
        dated = any(o.lower_ in _SOMEONE for o in kids(head, "dobj"))
        if lemma == "see" and head.tag_ == "VBG" and subj.person and not subj.second and dated:
            # "I'm not seeing anyone right now": single; "I'm seeing someone": not single
            return [self._claim(subj, "have marital status", "single", not negated)]
        particle = " ".join(p.lower_ for p in kids(head, "prt"))
        verb = f"{lemma} {particle}" if particle else lemma
        if lemma in ("go", "head") and ahead(head):  # "I'm going to a concert", "heading to Boston": a plan
            verb = "plan to go"
        elif lemma in ("move", "relocate") and ahead(head):
            verb = "plan to move"  # "I'm moving to Portland next month": not living there yet
        elif lemma in _ACQUIRING and kids(head, "dobj") and ahead(head):
            verb = f"plan to {lemma}"  # "then I'm getting a dog for sure", "I'll buy a car": not had yet
        elif lemma in ("get", "grow") and kids(head, "acomp") and not kids(head, "dobj"):
            verb = "become"  # "I don't get competitive", "I got sick": a state come to, not a thing got
        elif ahead(head) and dated_ahead(head):
            verb = f"plan to {verb}"  # "we're hitting the beach next month": not been there yet
        elif lemma == "take" and (outing := taken_out(head)) is not None:
            verb = outing  # "I take her for a walk" walks her
        elif lemma == "see" and any(o.lemma_.lower() in _SCREENED for o in kids(head, "dobj")):
            verb = "watch"  # "I've never seen an episode of Friends": a show seen is a show watched
        # "my whole life" and "these days" are times
        # ("i never exercise so lazy weekends are my thing": a clause after "so" misread as an object)
        objects = [
            o
            for o in kids(head, *OBJECT_DEPS)
            if not lifelong(o)
            and not _when(o)
            and not _so_clause(o)
            and not _comment(head, o)
            # "I read a lot", "do you cook much?": an amount, no thing (unless of the thing asked:
            # "Do you play video games?" "I play a lot.")
            and not (
                o.dep_ == "dobj" and o.lower_ in ("lot", "much", "alot") and unwrap(o) is None and not self.it
            )
        ]
        if not objects and lemma in PREFERENCE:  # "I love winter": a season read as a time adverb
            objects = [
                n
                for n in kids(head, "npadvmod")
                if n.pos_ == "NOUN" and n.lower_ not in normalize.TIME_WORDS and not kids(n, "det")
            ]
        breeds = [t for c in kids(head, "ccomp") if (t := named_thing(c)) is not None]
        if lemma in ("have", "own") and not objects and breeds:  # "I have a golden retriever named Max"
            return self._possession(subj, "have", breeds[0], negated)
        if head.pos_ in ("INTJ", "ADP"):  # "Oh. I really like math": "like" tagged INTJ, "math" its pobj
            objects = objects or kids(head, "pobj")
        if lemma in ("call", "name") and kids(head, "auxpass") and (names := kids(head, "oprd")):
            # "The release branch is called main": a thing has one name at a time.
            return self._values(subj, "be called", names, negated, functional=True)
        if lemma == "be" and subj.person and in_relationship(head):
            # One slot with "single" and "married" (antonyms.tsv: relationship / single;
            # hypernyms.tsv: relationship > married, engaged).
            return [self._claim(subj, "have marital status", "in relationship", negated)]
        gone = [g for a in kids(head, "attr") if (g := gerund_activity(a)) is not None]
        if head.lower_ == "been" and gone and subj.person:
            # "I've been skiing" went once in life; "I've never been skiing" never did, nor does now
            activity = gone[0]
            if not negated:
                return [self._ever(subj, activity, True)]
            never = any(a.lower_ == "never" for a in head.children)
            return [
                self._claim(subj, activity, activity, True),
                *([self._ever(subj, activity, False)] if never else []),
            ]
        if lemma == "be" and not kids(head, "auxpass"):
            # "five feet tall" is a height (asides.stated_height), not the state "tall"
            objects = [o for o in objects if not (o.lower_ == "tall" and kids(o, "npadvmod"))]
            if negated and (instead := _instead(objects)):
                # "I'm not nervous anymore, just excited now": what follows "just" is so
                kept = [o for o in objects if o not in instead]
                said = self._described(head, subj, kept, negated) if kept else []
                return said + self._described(head, subj, instead, False)
            return self._described(head, subj, objects, negated)
        if lemma in ("go", "turn", "become") and objects and objects[0].lower_ in normalize.MEATLESS_DIETS:
            # "I only went vegetarian in my 20s": a diet taken up, held now as "I'm vegetarian" is
            return self._described(head, subj, objects[:1], negated)
        if lemma in ("get", "become", "stay") and objects and objects[0].lower_ in normalize.MARITAL:
            status = objects[0].lower_
            if lemma == "get" and status == "married" and ahead(head) and not negated:
                status = "engaged"  # "We'll get married in May"
            if lemma == "get" and status == "engaged" and head.tag_ == "VBD" and not _lately(head):
                return []  # "we got engaged two years after that wedding": a step on the way, then
            return [self._claim(subj, "have marital status", status, negated)]
        if lemma == "turn" and objects and (age := numeral(objects[0])) and subj.person:
            # "I turn 35 next week", "I'm turning 39": one year short of it now
            today = any(t.lower_ in ("today", "tonight") for t in head.subtree)
            # ("turning 32 next month" on its own too)
            if (
                (ahead(head) or head.tag_ in ("VBP", "VBZ", "VBG"))
                and not today
                and age.isdigit()
                and int(age) > 1
            ):
                age = str(int(age) - 1)
            return [self._claim(subj, "have age", age, negated, number=True)]
        if lemma == "live" and subj.person and lives_alone(head):
            # "I live alone / on my own / by myself": with nobody, so "I live with my husband" denies it.
            where = self._prepositional(subj, verb, head, negated)
            # ("alone with my plants", "with my cat": company, no one lived with)
            where = [c for c in where if c.obj not in ("own", "myself") and c.rel != "live with"]
            return [self._claim(subj, "live with", normalize.ANY, not negated), *where]
        # "I can't stand cats", "I can't stand running" (a gerund is its complement)
        stood = objects or [x for x in kids(head, "xcomp") if x.tag_ == "VBG"]
        # (the small model may read a season as a time: "can't stand winter")
        stood = stood or [x for x in kids(head, "npadvmod") if x.pos_ == "NOUN"]
        if lemma in ("stand", "handle", "stomach") and negated and stood:
            if stood[0].lower_ == "it" and (it := self.it or self.recent):
                # "Spicy food?" "Can't handle it."; "Definitely country. I can't stand it."
                return [self._claim(subj, "dislike", it, False)]
            return self._values(subj, "dislike", stood, False)
        if lemma == "have" and not negated and the_one(head, kids(head, "dobj")):
            kinds_heard = sorted(self.heard & normalize.COUNTABLE)  # "More kids?" names one kind
            kind = self.counted or (kinds_heard[0] if len(kinds_heard) == 1 else None)
            if kind in normalize.COUNTABLE:  # "More kids?" "I only have the one.": one of them
                return [
                    self._claim(subj, normalize.count_slot(kind), "1", False, exclusive=True, number=True)
                ]
        # "I eat no meat or fish", "I watch no tv": a "no" before the thing denies the deed
        negated = negated or any(d.lower_ == "no" for o in kids(head, "dobj")[:1] for d in kids(o, "det"))
        dobj = [d for d in kids(head, "dobj") if unwrap(d) is not None and d in objects]
        # "I don't drink myself", "I've never smoked a cigarette": the activity itself
        # (the usual object only for a life's never: "I never smoke cigarettes" leaves cigars)
        lifelong_never = head.tag_ in ("VBN", "VBD") and any(a.lower_ == "never" for a in head.children)
        plain = [
            d
            for d in dobj
            if d.lower_ in ("myself", "yourself")
            or (lifelong_never and d.lemma_.lower() in _OWN_OBJECTS.get(lemma, ()))
            # "I've never smoked a day in my life": a time, not a thing smoked
            or (lifelong_never and lemma in normalize.ACTIVITIES and d.lemma_.lower() == "day")
        ]
        if plain and len(plain) == len(dobj):
            dobj, objects = [], [o for o in objects if o not in plain]
        bare = not dobj and not objects and not kids(head, "xcomp", "ccomp")
        # "I've never smoked in my life": a time is no object.
        bare = bare and not any(
            o.lemma_.lower() not in TIMES for p in kids(head, "prep") for o in kids(p, "pobj")
        )
        # (a habit or a past outing, not a plan: "I'm going hiking tomorrow", "going for a run later")
        if lemma == "set" and subj.person and any(o.lower_ == "foot" for o in kids(head, "dobj")):
            # "I've never set foot in Texas": never been there
            places_in = [o for p in kids(head, "prep") if p.lower_ in ("in", "on") for o in kids(p, "pobj")]
            return [self._claim(subj, "be to", phrase(o), negated) for o in places_in[:1]]
        # (or a perfect: "I haven't gone running in years")
        went = (
            gone_for(head)
            if (head.tag_ in ("VBP", "VBZ", "VBD") or perfect(head)) and not ahead(head)
            else None
        )
        if subj.person and went is not None:
            return [self._claim(subj, went, went, negated)]  # "I go hiking", "I go for a run"
        if bare and lemma in normalize.ACTIVITIES and subj.person:
            said = [self._claim(subj, lemma, lemma, negated)]  # "I don't drink", "I run a lot"
            if negated and head.tag_ in ("VBN", "VBD") and any(a.lower_ == "never" for a in head.children):
                said.append(self._ever(subj, lemma, False))  # "I've never smoked": not once in life
            return said
        if verb in ("end up", "wind up") and subj.person and dobj and normalize.occupation(dobj[0].lemma_):
            return [self._claim(subj, "work as", phrase(dobj[0]), negated)]  # "I ended up an accountant"
        became = [a for a in kids(head, "attr") if a.pos_ == "NOUN" and normalize.occupation(a.lemma_)]
        if lemma == "become" and subj.person and not subj.attribute and became and not ahead(head):
            # "that's why I became a dentist": the job held since ("want to become" is ahead)
            return [self._claim(subj, "work as", phrase(became[0]), negated)]
        if dobj:
            target = dobj[0]
            if negated and any(
                w.lower_ in ("all", "every") and not at_all(w) for w in [target, *target.children]
            ):
                return []  # "I haven't read them all": some, not none ("not at all" is none)
            # ("I always eat two of them": the things; "I have two of them" counts, see possessions)
            anaphor = plural_anaphor(target) or (lemma != "have" and counted_of_them(target))
            if anaphor and (stands_for := self._stands_for(target)):
                rel = normalize.relation(verb)
                return [self._claim(subj, rel, r, negated, exclusive=False) for r in stands_for]
            somewhere = any(a.lower_ in ("here", "there") for a in kids(head, "advmod"))
            it = (
                None
                if somewhere
                else _said_before(head)
                or self.it
                or self.recent
                or (self.last_named if lemma in PREFERENCE else None)
            )
            # (a clause on the verb says when: "I love it when it rains"; a lead noun the parser
            # hangs there does not: "the steak my dad grills, I eat it every time")
            clausal = [c for c in kids(head, "advcl", "ccomp") if c.pos_ in ("VERB", "AUX")]
            if target.lower_ == "it" and it and lemma in IT_VERBS and not clausal:
                # "Do you like sushi?" "I love it.": the one thing asked about ("I love it when
                # it rains" says nothing of it); the thing this turn named last ("I bought a bike
                # but never ride it"); a liking's "it", the thing the other party just named
                # ("... taking up running, is it worth it?" "I hate it.", not "I love it here").
                # "at work I love it": the thing where it is done ("cooking at work")
                setting = next((w for w in _settings(head) if w not in it), None)
                said_of = f"{it} {setting}" if setting else it
                return [self._claim(subj, normalize.relation(verb), said_of, negated, exclusive=False)]
            # (not "a single thing" is not anything, denied here or by the clause it is the deed
            # of: "never managed to grow a single thing")
            single = target.lemma_.lower() == "thing" and any(
                a.lower_ == "single" for a in kids(target, "amod")
            )
            anything = (target.lower_ == "anything" and negated and _unqualified(head, target)) or single
            if anything and lemma in _UNIVERSAL:
                # "I don't play anything": no value at all ("anything but water", "anything on tv"
                # and "anything spicy" qualify it)
                return [self._claim(subj, normalize.relation(verb), normalize.ANY, negated, exclusive=False)]
            owner = kids(target, "poss")
            if negated and owner and owner[0].lower_ in ("his", "her", "their", "its"):
                return []  # "I could never do her job": nothing of the speaker's own job
            thing = self.it or self.recent
            served = serving(target) if lemma in ("have", "drink", "eat") else None
            if served is not None:
                # "Coffee?" "I have three cups a day": coffee drunk (the thing named last only
                # when it is drunk: "a pitcher of beer while watching the game. I had four glasses");
                # cups of nothing named are no thing drunk
                if thing and (self.it or consumed_as(thing) == served):
                    return [self._claim(subj, served, thing, negated, exclusive=False)]
                return []
            thing_one = self._one_of(target) if target.lower_ == "one" and not list(target.children) else None
            # ("A double cheeseburger. I have one every Sunday.": one eaten)
            eaten = consumption(thing_one) if lemma == "have" and thing_one is not None else None
            if thing_one is not None and (lemma in _ONE_OF or eaten is not None):
                # "A peanut butter and jelly sandwich, I eat one every day": one of the thing just
                # named, by the words before its noun (the parser may split "peanut butter and jelly")
                start = thing_one.i
                while start > 0 and (
                    thing_one.doc[start - 1].pos_ in ("NOUN", "PROPN", "ADJ")
                    or thing_one.doc[start - 1].lower_ == "and"
                ):
                    start -= 1
                whole = [t.lower_ for t in thing_one.doc[start : thing_one.i + 1]]
                text = " ".join(whole) if len(whole) <= 6 and whole[0] != "and" else phrase(thing_one)
                return [self._claim(subj, eaten or normalize.relation(verb), text, negated)]
            if target.pos_ == "PRON" and target.lower_ not in PERSONAL:
                # "I do it every day": the object is elsewhere; but "I drive it to work" drives
                # (a denial of "it" alone denies no activity)
                bare_deed = lemma in normalize.ACTIVITIES and subj.person and not negated
                return [self._claim(subj, lemma, lemma, False)] if bare_deed else []
            if lemma in ("have", "own"):
                if target.lower_ == "one" and (which := kids(target, "appos")):
                    return self._possession(subj, "have", which[0], negated)  # "I have one, a honda civic"
                if target.lower_ == "one" and not list(target.children):
                    # "I've always wanted a pet but I've never had one": one of a kind this turn
                    # named; else of what was just named ("I have a dog." "I wish I had one.")
                    # ("i don't watch tv, i don't even own one": none of the kind counted)
                    kind = self._kind_before(target) or (self.counted if negated else None)
                    if kind is not None or self.referents:
                        return [self._claim(subj, "have", kind or self.referents[-1], negated)]
                if target.pos_ == "NUM" and self.counted is not None:  # "Any kids? I have 5."
                    value = numeral(target)
                    if value is not None:
                        rel = normalize.count_slot(self.counted)
                        return [self._claim(subj, rel, value, negated, exclusive=True, number=True)]
                if (
                    lemma == "have"
                    and target.lemma_.lower() in _SMOKES
                    and not (negated or kids(target, "poss"))
                ):
                    return [self._claim(subj, "smoke", "smoke", False)]  # "having a smoke outside"
                if lemma == "have" and (eaten := consumed(head, unwrap(target) or target)) is not None:
                    if stocked(head, target):
                        return []  # "do you have coffee in the house?": a household's stock
                    return self._values(subj, eaten, [target], negated)  # "I had a steak for dinner"
                return self._possession(subj, lemma, target, negated) + self._never_had(subj, head, target)
            runs = lemma != "run" or target.lemma_.lower() in _RUNS
            if runs and lemma in normalize.ACTIVITIES and subj.person and not negated and _dated(head):
                # "I ran one marathon in 2012": done once in life, nothing of now
                return [self._ever(subj, lemma, True)]
            # "I run a food truck" manages one: no running, and "I don't run" says nothing of it
            rel = normalize.relation(verb) if runs else normalize.relation("manage")
            if lemma == "practice" and _played_kind(target):
                rel = "play"  # "practicing guitar" plays it
            said = self._values(subj, rel, [target], negated)
            # "I smoke a pack a day": I smoke; but a bare "drink" is alcohol ("I don't drink" leaves
            # "I drink a lot of iced tea" standing)
            soft = lemma == "drink" and not default_lexicons().broader(
                "alcohol", phrase(unwrap(target) or target)
            )
            if (
                lemma in normalize.ACTIVITIES
                and subj.person
                and not subj.second
                and not negated
                and runs
                and not soft
            ):
                said.append(self._claim(subj, lemma, lemma, False))
            if lemma == "play" and negated and lifelong_never and subj.person:
                # "I've never played basketball": not once in life (see ``_played_then``)
                said += [self._claim(subj, PLAYED_EVER, c.obj, True) for c in said if c.rel == "play"]
            return said
        if xcomp := kids(head, "xcomp"):
            if xcomp[0].pos_ == "PART":  # "as much as I would like to": the verb is elided
                return []
            place = xcomp[0].pos_ in ("PROPN", "NOUN") or (
                lemma in ("move", "relocate") and all(c.dep_ == "aux" for c in xcomp[0].children)
            )
            if place and any(a.lower_ == "to" for a in kids(xcomp[0], "aux")):
                # "we moved to florida": the small model reads "to florida" (even "to seattle",
                # tagged a verb) as an infinitive.
                rel = normalize.relation(verb, "to")
                named = xcomp[0].pos_ == "VERB" or named_place(xcomp[0])
                home = rel == "live in" and subj.person and named
                return self._values(subj, rel, [xcomp[0]], negated, functional=home)
            if lemma == "have" and xcomp[0].lemma_ == "be":  # "my favourite would have to be X"
                if negated:  # "you don't have to be friends with everyone": no duty, no denial
                    return []
                return self._copula(xcomp[0], subj, kids(xcomp[0], *OBJECT_DEPS), negated)
            if lemma == "use" and head.tag_ == "VBD" and not negated and xcomp[0].pos_ in ("VERB", "AUX"):
                return self._former(xcomp[0], subject)
            quitting = kids(xcomp[0], "xcomp", "dobj") if xcomp[0].lemma_ in ("quit", "stop") else []
            habit = (gerund_activity(quitting[0]) or quitting[0].lemma_.lower()) if quitting else None
            trying = lemma == "try" and head.tag_ != "VBD" and not negated and subj.person
            if trying and habit is not None and habit in normalize.ACTIVITIES:
                return [self._claim(subj, habit, habit, False)]  # "I'm trying to quit smoking": still smoking
            obliged_once = head.tag_ == "VBD" or any(a.lower_ == "did" for a in kids(head, "aux"))
            one_day = any(t.lower_ in ("today", "tonight", "yesterday", "that", "this") for t in head.subtree)
            if (
                lemma == "have"
                and negated
                and obliged_once
                and subj.person
                and not subj.second
                and not one_day
            ):
                # "at least I didn't have to work at home depot", "I never had to wear a uniform":
                # not done then either (not "I didn't have to go to school today": one day)
                return [replace(c, negated=True) for c in self.clause(xcomp[0], subject) if not c.negated]
            if lemma == "try" and not kids(xcomp[0], "aux") and xcomp[0].pos_ in ("NOUN", "VERB"):
                # "I've never actually tried skiing": a gerund (or the noun the small model makes of
                # it) tried, not a "try to" deed; never tried, a pastime was never done
                tried = self._values(subj, normalize.relation(verb), xcomp, negated)
                acts = [gerund_activity(x) for x in xcomp] if negated else []
                return tried + [self._claim(subj, a, a, True) for a in acts if a in normalize.ACTIVITIES]
            if lemma in ("have", "need", "get", "try", "seem", "use", "go", "let"):  # "have to try", "let go"
                return []
            if lemma in normalize.WISH_VERBS and negated and _today_only(head):
                return []  # "It's pouring, so I don't want to go outside today": no standing wish
            said = self._values(subj, normalize.relation(verb), xcomp, negated, verbal=True)
            goal = destination(xcomp[0]) if lemma in normalize.WISH_VERBS and not negated else None
            if goal is not None and subj.person:
                # "I'd love to move to Cali one day": wherever the speaker lives, it is not there.
                said.append(self._claim(subj, "live in", phrase(goal), True, exclusive=True))
            return said
        if objects:
            return self._values(subj, normalize.relation(verb), objects, negated)
        # "I used to play soccer, but I haven't played in years": the object said before.
        elided = elided_object(head) if negated or not kids(head, "prep", "dobj") else None
        if elided is not None:
            return self._values(subj, normalize.relation(verb), [elided], negated)
        said = self._prepositional(subj, verb, head, negated)
        # "I run before work" is running, "I ran into Sam" or "I ran for mayor" is not
        roaming = lemma in _ROAMING or (
            lemma == "run" and {p.lower_ for p in kids(head, "prep")} & _RUN_ROUND
        )
        if said and roaming and subj.person and not subj.second and not negated:
            said.append(self._claim(subj, lemma, lemma, False))  # "I drove from New York": I drive
        return said

    def _nouns_before(self, pronoun: Token) -> Iterator[Token]:
        """The common nouns before a "one" in this turn, nearest first (no compound's first part)."""
        before = [t for s in self.earlier for t in s] + [t for t in pronoun.sent if t.i < pronoun.i]
        for token in reversed(before):
            if token.pos_ == "NOUN" and token.dep_ != "compound" and not placeholder(token):
                yield token

    def _one_of(self, pronoun: Token) -> Token | None:
        """The thing a "one" is one of: the nearest common noun before it in this turn that names
        a thing, not a time or an amount."""
        token = next(self._nouns_before(pronoun), None)
        # (a dish with what it comes with: "a double cheeseburger with extra bacon" is the burger)
        while (
            token is not None
            and token.dep_ == "pobj"
            and token.head.lower_ == "with"
            and token.head.head.pos_ == "NOUN"
        ):
            token = token.head.head
        return None if token is None or {token.lower_, token.lemma_.lower()} & _NO_THING else token

    def _kind_before(self, pronoun: Token) -> str | None:
        """The kind a "one" stands for when this turn named it just before, indefinite ("a pet",
        "animals"): "one" takes up a kind, not a thing named ("my landlord")."""
        for token in self._nouns_before(pronoun):
            if {token.lower_, token.lemma_.lower()} & _NO_THING:
                continue
            determiners = {d.lower_ for d in kids(token, "det", "poss")}
            if determiners <= {"a", "an"} and (determiners or token.tag_ == "NNS"):
                return phrase(token)
        return None

    def _stands_for(self, pronoun: Token) -> list[str]:
        """What a plural pronoun stands for: the nearest plural noun before it in this turn ("I
        love dogs, but I can't have them"); else what the turn before named."""
        before: list[list[Token]] = [list(s) for s in self.earlier]
        before.append([t for t in pronoun.sent if t.i < pronoun.i])
        for token in reversed([t for sentence in before for t in sentence]):
            if antecedent_noun(token):
                return [phrase(token)]
        # a kind named by one of it, in the same sentence: "anything but a snake, I'm terrified
        # of them"
        lex = default_lexicons()
        for token in reversed(before[-1]):
            one_of = token.tag_ == "NN" and any(d.lower_ in ("a", "an") for d in kids(token, "det"))
            if one_of and lex.listed(token.lower_):
                return [phrase(token)]
        return self.referents

    def _owner(self, subj: _Subject) -> _Subject:
        """Who holds a possessed attribute ("my home", "her job"), as a subject of its own."""
        owner = subj.owner or subj.text
        return _Subject(owner, owner in (self.parties.speaker, self.parties.addressee))

    def _former(self, verb: Token, subject: Token | None) -> list[Claim]:
        """ "I used to play the piano" says the speaker did then and does not now (what
        "anymore" says outright), so it clashes with "I play the piano" but not with "I stopped".
        "still" cancels the "not now"; a named thing once owned ("a cat named Kenobi") is that
        one thing, not the kind."""
        if any(a.lower_ == "still" for t in (verb, verb.head) for a in kids(t, "advmod")):
            return []
        if any(a.lower_ in ("only", "just", "mostly", "mainly") for a in kids(verb, "advmod")):
            return []  # "I used to only listen to hip hop": the "only" is past, not the listening
        if verb.lemma_.lower() == "be" and kids(verb, "acomp"):
            # "I used to be scared": a feeling passes; its denial would meet every other
            # adjective of the speaker's (NegFlip aligns "scared" with "excited").
            return []
        said = self.clause(verb, subject)
        named = any(t.lower_ in ("named", "called") for t in verb.subtree)
        # "I used to drink a ton of coffee" gave up the coffee, not drinking ("now I drink tea")
        objects = {c.rel for c in said if c.obj != c.rel}
        former = [
            replace(c, negated=True, of_now=True)  # so then, not now: a change told
            for c in said
            if (c.person or _kin_text(c.sub))  # "my dad used to be in the army"
            and not c.negated
            and not c.number
            and not (named and c.rel in ("have", "own"))
            and not (c.obj == c.rel and c.rel in objects)
        ]
        # "I used to smoke": done once in life, which "I've never smoked" denies
        once = [
            replace(c, rel=normalize.lifetime(c.rel), obj=normalize.lifetime(c.rel), negated=False)
            for c in former
            if c.person and c.obj == c.rel and c.rel in normalize.ACTIVITIES
        ]
        return former + once

    def _prepositional(self, subj: _Subject, verb: str, head: Token, negated: bool) -> list[Claim]:
        """The first prepositional object, and any that fills a slot ("work at a store as a
        cashier" gives both); times and durations are adjuncts ("for a year")."""
        claims: list[Claim] = []
        preps = kids(head, "prep")
        # "work at a store as a cashier": the parser often hangs the "as" on the store.
        preps += [
            p for prep in preps for o in kids(prep, "pobj") for p in kids(o, "prep") if p.lower_ == "as"
        ]
        for prep in preps:
            pobj = [p for p in kids(prep, "pobj") if p.lemma_.lower() not in TIMES]
            if not pobj and prep.lower_ == "from":
                # "I'm from Texas born and raised": the small model hangs the place on "born"
                pobj = [c for b in kids(prep, "pcomp") if b.lower_ == "born" for c in kids(b, "compound")]
            if not pobj:
                continue
            # "with no kids, we travel a lot": a "no" on the object denies it
            denied = negated != any(d.lower_ == "no" for d in kids(pobj[0], "det"))
            rel = normalize.relation(verb, prep.lower_)
            if verb in ("bear", "born") and birth_date(phrase(pobj[0])):
                # "born in July", "born on July 4th" tell a birthday; "born in 1990" no origin
                if subj.person and (month := month_of(phrase(pobj[0]))) is not None:
                    claims.append(self._claim(subj, BIRTHDAY, month, denied, exclusive=True))
                continue
            if rel == "live with" and pobj[0].lower_ in _ANYONE and subj.person:
                # "I don't live with anyone" lives alone; "do you live with anyone?" asks it
                claims.append(self._claim(subj, rel, normalize.ANY, denied))
                continue
            if rel == "get into" and taken_to(pobj[0]):
                rel = "like"  # "I could never get into running", "I got into jazz in college"
            if rel == "grow up with" and pobj[0].lemma_.lower() in _SIBLINGS:
                # "with two older brothers" ("no" read there, on its own item)
                claims += self._possession(subj, "have", pobj[0], negated)
                continue
            if rel == "grow up with":
                continue  # "I grew up with a german shepherd": a childhood's company, nothing of now
            if rel in PLACES and pobj[0].lower_ == "one" and not list(pobj[0].children) and self.place:
                claims.append(self._claim(subj, rel, self.place, denied))  # "never been to one"
                continue
            if prep.lower_ == "between" and not claims:  # "between January 21 and February 20":
                ends = [pobj[0], *[c for c in pobj[0].conjuncts if c.i > pobj[0].i][:1]]  # one range
                claims.append(self._claim(subj, rel, " and ".join(phrase(e) for e in ends), denied))
                continue
            # ("I'm from a small town in Maine": the origin's place too)
            slot_in = rel if rel == "be from" else normalize.relation(verb, "in")
            housed = slot_in in ("be from", "live in") and not named_place(pobj[0])
            if housed and subj.person and (inner := place_in(pobj[0])) is not None:
                # "I grew up on a dairy farm in Wisconsin", "born in a small town in Ohio", "I live
                # in an apartment in Chicago": the place
                claims += self._values(subj, slot_in, [inner], denied, functional=True)
                continue
            slot = rel in normalize.EXCLUSIVE_RELATIONS or rel in ("live in", "like")
            if slot or not claims:
                home = rel == "live in" and subj.person and named_place(pobj[0])
                claims += self._values(subj, rel, pobj, denied, functional=home)
        return claims

    def _possession(self, subj: _Subject, verb: str, target: Token, negated: bool) -> list[Claim]:
        """ "I have two dogs, 3 cats and a hamster": a count per counted item, each EXCLUSIVE; one
        pet, child or sibling said with "a" counts as 1 as well, so "two dogs" and "a dog" meet."""
        favourite = any(c.lower_ in FAVOURITE for c in kids(target, "amod")) or target.lower_ in FAVOURITE
        if negated and favourite and subj.person:
            # "I don't really have a favorite team" denies the slot any value: normalize.ANY.
            rel = normalize.attribute_relation(phrase(target))
            return [self._claim(subj, rel, normalize.ANY, True, exclusive=True)]
        claims: list[Claim] = []
        plain: list[Token] = []
        counted: list[tuple[str, int]] = []  # each item said with a number or "a"
        # "we have a shop cat", "the office dog": a workplace's animal, no pet of one's own
        items = [i for i in listed(target) if not any(c.lower_ in _WORKPLACES for c in kids(i, "compound"))]
        if not items or _pupils(target):
            return []
        one = any(d.lower_ in ("a", "an", "one") for d in kids(target, "det"))
        # A "no" denies its own item and the bare ones after it ("no cats or dogs"), not an item
        # with words of its own ("two sisters and no brothers" has sisters).
        no = any(d.lower_ == "no" for d in kids(target, "det"))
        verb_denied = negated and not no
        denials: list[bool] = []
        for item in items:
            count = count_of(item)
            noun = item.lemma_.lower()
            own = kids(item, "det", "nummod", "poss")
            denied = verb_denied or any(d.lower_ == "no" for d in own) or (no and (item is target or not own))
            denials.append(denied)
            # "a dog and cat": the first item's "a" counts the ones after it with no word of their own
            single = any(d.lower_ in ("a", "an", "one") for d in own) or (
                one and item is not target and not own
            )
            if count is None and noun in normalize.COUNTABLE and not denied:
                count = "1" if single else None
                plain.append(item)
            elif count is None:
                plain.append(item)
            if count is not None:
                rel = normalize.count_slot(noun)
                claims.append(self._claim(subj, rel, count, denied, exclusive=True, number=True))
            said = count or ("1" if single else None)
            if said is not None and said.isdigit():
                counted.append((phrase(item).lower(), int(said)))  # "a hermit crab" is a pet
        if not any(denials) and len(counted) == len(items) > 1:
            # "I have a husky and a chihuahua": two dogs ("I have a dog" then meets them)
            claims += [
                replace(self._claim(subj, rel, str(n), False, exclusive=True, number=True), implied=True)
                for rel, n in kinds_counted(counted)
            ]
        denied_items = {i.i for i, d in zip(items, denials, strict=True) if d}
        kept = [i for i in plain if i.i not in denied_items]
        lost = [i for i in plain if i.i in denied_items]
        values = self._values(subj, verb, kept, False, single=False) if kept else []
        values += self._values(subj, verb, lost, True, single=False) if lost else []
        return values + claims

    def _played_then(self, subj: _Subject, head: Token) -> list[Claim]:
        """ "I played basketball in college": a game played once in life, which "I've never
        played basketball" denies and nothing of now does."""
        return [
            self._claim(subj, PLAYED_EVER, phrase(o), False) for o in kids(head, "dobj") if _played_kind(o)
        ]

    def _had_then(self, subj: _Subject, head: Token, negated: bool) -> list[Claim]:
        """ "I had braces for three years", "I had a dog as a kid": had once in life, which
        "I've never had braces" denies and nothing of now does (see ``_never_had``)."""
        if head.lemma_.lower() != "have" or not subj.person or negated:
            return []
        things = [o for o in kids(head, "dobj") if _had_kind(o)]
        return [self._claim(subj, HAD_EVER, o.lemma_.lower(), False) for o in things]

    def _never_had(self, subj: _Subject, head: Token, target: Token) -> list[Claim]:
        """ "I've never had braces", "I never had a dog": not once in life."""
        never = any(a.lower_ == "never" for a in head.children) and head.tag_ in ("VBN", "VBD")
        if not never or not subj.person or head.lemma_.lower() != "have" or not _had_kind(target):
            return []
        return [self._claim(subj, HAD_EVER, target.lemma_.lower(), True)]

    def _ever(self, subj: _Subject, activity: str, done: bool) -> Claim:
        """An activity done (or never done) at some time in life: see ``normalize.lifetime``."""
        return self._claim(subj, normalize.lifetime(activity), normalize.lifetime(activity), not done)

    def _ceased(self, head: Token, subj: _Subject, subject: Token | None) -> list[Claim] | None:
        """ "I stopped playing guitar", "I quit smoking", "I gave up running": no longer doing it.
        An activity done to nothing is the bare activity, whatever the adjuncts ("gave up running
        after my knee surgery"); done to something, that thing ("stopped eating meat" still eats)."""
        doing = [x for x in kids(head, "xcomp", "dobj") if x.tag_ == "VBG" or gerund_activity(x)]
        # The parser sometimes hangs the gerund right after "gave up" as a clause of its own.
        last = max([head.i, *(p.i for p in kids(head, "prt"))])
        doing += [x for x in kids(head, "advcl") if x.tag_ == "VBG" and x.i == last + 1]
        ceased = (gerund_activity(doing[0]) or doing[0].lemma_.lower()) if doing else ""
        # (each denial a change told: done before, so of now only)
        if ceased in normalize.ACTIVITIES and not kids(doing[0], "dobj"):
            stopped = replace(self._claim(subj, ceased, ceased, True), of_now=True)
            return [stopped, self._ever(subj, ceased, True)]  # done once
        if doing and doing[0].tag_ == "VBG":
            return [replace(c, of_now=c.negated) for c in flipped(self.clause(doing[0], subject), True)]
        for thing in kids(head, "dobj"):  # "quit drinking coffee", the gerund read as a compound
            for gerund in kids(thing, "compound"):
                if act := gerund_activity(gerund):
                    rest = [
                        t.text for t in thing.subtree if t.i != gerund.i and t.dep_ not in ("det", "poss")
                    ]
                    return [replace(self._claim(subj, act, " ".join(rest), True), of_now=True)]
            if (taken := consumption(thing)) is not None:  # "I quit coffee last year": no coffee now
                return [replace(self._claim(subj, taken, phrase(thing), True), of_now=True)]
        return None

    def _copula(self, head: Token, subj: _Subject, objects: list[Token], negated: bool) -> list[Claim]:
        # "there" is the place just named; "here" is where the speaker is, which that seldom is
        # ("I'm from Memphis. Do you like living in New York?" "I have been here a few times").
        there = any(a.lower_ == "there" for a in kids(head, "advmod"))
        # "I've never been", after "Have you been to a pool?": "there" unsaid.
        # (or with the number of visits: "I've been three times already")
        visits = objects and objects[0].lemma_.lower() == "time" and kids(objects[0], "nummod")
        bare = head.lower_ == "been" and (not objects or bool(visits)) and not kids(head, *COMPLEMENTS)
        if (there or bare) and head.tag_ == "VBN" and subj.person and self.place:  # "I've never been there"
            return [self._claim(subj, "be to", self.place, negated)]
        if visits and head.lower_ == "been" and subj.person:
            # "I'm planning another trip to Paris. I've been three times already": the place a
            # trip of the turn named before, else nothing (no "be | 3 times")
            trips = [
                o
                for s in self.earlier
                for t in s
                if t.lemma_.lower() in TRIPS
                for p in kids(t, "prep")
                if p.lower_ == "to"
                for o in kids(p, "pobj")
                if o.pos_ == "PROPN"
            ]
            return [self._claim(subj, "be to", phrase(trips[-1]), negated)] if trips else []
        named = kids(head, "nsubj")
        if (
            objects
            and named
            and objects[0].lemma_.lower() in normalize.GENERIC_PLACES
            and named_place(named[0])
        ):
            self.place = phrase(named[0])  # "Savannah is a great city. I was born there."
        if not objects:
            if subj.attribute is not None and any(p.lower_ == "from" for p in kids(head, "prep")):
                return []  # "my family is from Ohio" says nothing of the speaker's origin
            if subj.owner is not None and subj.attribute in ("home", "house", "apartment", "flat"):
                # "My home is in Vienna": its owner lives there.
                return self._prepositional(self._owner(subj), "live", head, negated)
            if subj.attribute == "birthday" and (month := _month_in(head)) is not None:
                # "my birthday is in the middle of July": the month its day falls in
                return [self._claim(self._owner(subj), "have birthday", month, negated, exclusive=True)]
            return self._prepositional(subj, "be", head, negated)
        value = objects[0]
        if (pet_kind := called_an_animal(named[0] if named else None, value, self.pet)) is not None:
            return [pet_kind]  # "Luna is a rabbit": the named pet's kind
        if kids(value, "poss") and _likeness(value):
            return []  # "buddy was kind of my brother": like one, not one
        if subj.attribute is not None and any(d.lower_ == "no" for d in kids(value, "det")):
            return []  # "my building is strictly no pets": a rule, no value of the building
        comparative = value.lemma_.lower() == "more"
        if value.lemma_.lower() in ("more", "kind", "sort", "bit"):  # "I'm more of a vegetarian"
            of = [p for p in kids(value, "prep") if p.lower_ == "of"]
            inner = kids(of[0], "pobj") if of else []
            if not inner:
                return []
            value, objects = inner[0], inner
        if (skilled := self._skill(subj, value, negated)) is not None:
            return skilled  # "I'm terrible at math", "a great cook"
        aged = (subj.person and not subj.attribute) or _kin(subj)  # "my son is 12": his age
        # "when I was 16" is no age, nor "he's the one who taught me" (a numeral with its article)
        # ("been one for ten years" is a pro-form: one of what was just named, no age)
        if aged and head.tag_ != "VBD" and not kids(value, "det") and value.lower_ != "one":
            age = numeral(value) if value.pos_ == "NUM" else None
            if age is None and value.like_num and value.dep_ == "acomp":  # "I am sixty" (an adjective)
                age = normalize.number(value.text)
            if value.pos_ == "NUM" and age is None:
                age = normalize.number(" ".join(t.text for t in value.subtree))
            if value.lower_ == "old":  # "ten years old"; "two years older than me" is no age
                for unit in kids(value, "npadvmod"):
                    age = count_of(unit) or age
            short = any(a.lower_ in ("almost", "nearly") for a in kids(value, "advmod")) or _age_ahead(
                head, subj
            )
            if age is not None and age.isdigit() and short:
                age = str(int(age) - 1)  # "I'm almost 34", "I'll be 34 this year": one short, as "turning 34"
            if age is not None:
                aged_as = [self._claim(subj, "have age", age, negated, number=True)]
                # "I'm 68 and fully retired", "I'm 32 and single": a state beside the age
                aged_as += [
                    self._claim(subj, _STATE_SLOT[state in normalize.MARITAL], state, negated)
                    for c in value.conjuncts
                    if (state := c.lower_) in normalize.OCCUPATION_STATES | normalize.MARITAL and subj.person
                ]
                return aged_as + self._ages_counted(subj, value, negated)
        if subj.person and not subj.attribute and (field := major_field(value)) is not None:
            return [self._claim(subj, MAJOR, field, negated)]  # "I was an English major"
        # (a place among one's siblings, and their number, stay: "I was the youngest of five")
        if (
            subj.person
            and not subj.attribute
            and (brood := self._birth_order(subj, value, negated)) is not None
        ):
            return brood
        if subj.person and not subj.attribute and head.tag_ != "VBD":
            feared = [o for p in kids(value, "prep") if p.lower_ == "of" for o in kids(p, "pobj")]
            if value.lower_ in _FEARS and feared:  # "I'm terrified of dogs": no liking of dogs
                return self._values(subj, "dislike", feared, negated)
            if value.lower_ in normalize.MARITAL:
                return [self._claim(subj, "have marital status", value.lower_, negated)]
            if value.lower_ in normalize.OCCUPATION_STATES:
                return [self._claim(subj, "work as", value.lower_, negated)]
        lemma = value.lemma_.lower()
        if head.tag_ == "VBD" and subj.person and not subj.attribute and not subj.second:
            # "I was vegetarian all through college", "I was married once": a state before, not
            # the state now (as a job before is, below); but "(pretty quiet,) I was an only child"
            born = any(o.lemma_.lower() in ("child", "kid", *normalize.PARENTS) for o in objects)
            if value.dep_ in ("acomp", "attr") and not normalize.occupation(lemma) and not born:
                return []
        said = " ".join(t.lower_ for t in value.subtree)
        if subj.person and "stay at home" in said:  # "I'm a stay at home mom": a job, badly parsed
            parent = [t.lower_ for t in value.subtree if t.lower_ in normalize.PARENTS]
            job = self._claim(subj, "work as", f"stay at home {parent[0] if parent else 'parent'}", negated)
            return [job, *self._parenthood(subj, negated or not parent)]
        doing = subj.person and not subj.attribute and not self.job_asked  # "What do you do?" asks a job
        # "not a very strong swimmer" grades the doing, it does not deny it
        graded = negated and any(a.pos_ == "ADJ" for a in kids(value, "amod"))
        if doing and not graded and value.pos_ == "NOUN" and agent(value) is not None:
            # "I'm not a coffee drinker", "I'm a runner and a big reader"
            doers = [d for v in (value, *value.conjuncts) if (d := agent(v)) is not None]
            done = [self._claim(subj, verb, thing, negated) for verb, thing in doers]
            # "Are you a good swimmer?" asks of the quality: a no denies it, not the swimming
            quality = subj.second and any(a.pos_ == "ADJ" for a in kids(value, "amod"))
            return [replace(c, graded=True) for c in done] if quality else done
        # "I'm an average cook", "a terrible singer": a skill graded, not a job held
        # ("my sister is the real cook": the family's, no job either)
        # ("the cook in our house": the household's, no job)
        household = [o for p in kids(value, "prep") if p.lower_ == "in" for o in kids(p, "pobj")]
        at_home = len(household) == len(kids(value, "prep")) and all(
            o.lemma_.lower() in _HOMES for o in household
        )
        skill = lemma in _SKILLS and (
            any(a.lower_ in _GRADES for a in kids(value, "amod"))
            or (any(d.lower_ == "the" for d in kids(value, "det")) and at_home)
        )
        deed = _HOUSEHOLD_DEEDS.get(lemma)
        if skill and household and deed and subj.person and not subj.attribute:
            return [self._claim(subj, deed, deed, negated)]  # "I'm the cook in our house": I cook
        # "the maid of honor", "the matron of honour": a part at a wedding, no job
        honour = any(o.lower_ in ("honor", "honour") for p in kids(value, "prep") for o in kids(p, "pobj"))
        if (
            normalize.occupation(lemma)
            and value.pos_ == "NOUN"
            and not subj.attribute
            and not skill
            and not honour
        ):
            if head.tag_ == "VBD" and not negated and not subj.second:
                # "I was a teacher for ten years": a job before, not the job now ("I thought you
                # were a nurse?" asks of now).
                return []
            # "I'm the only teacher" (in the family) is a teacher
            return [self._claim(subj, "work as", phrase(value).removeprefix("only "), negated)]
        if subj.person and not subj.attribute and lemma in normalize.PARENTS:  # "I'm a mom of two"
            kept = [c for c in kids(value, "compound") if default_lexicons().animal(c.lemma_.lower())]
            if kept:  # "I'm a dog mom", "a proud bird parent": a pet's keeper, no parent of children
                return [] if negated else [self._claim(subj, "have", kept[0].lemma_.lower(), False)]
            # "I'm a single mom": a parent not married (who may be dating)
            alone = any(a.lower_ == "single" for a in kids(value, "amod")) and not negated
            single = [self._claim(subj, "have marital status", "married", True)] if alone else []
            return self._parenthood(subj, negated) + self._brood(subj, value, negated) + single
        if lemma in _ENTHUSIASTS and subj.person and not subj.attribute and (liked := _enthusiasm(value)):
            # "I'm a dog person"; "I'm more of a rock and roll person" ranks it over the rest.
            # a time of day one is at one's best in, the opposite of a "night owl" (antonyms.tsv)
            best = [self._claim(subj, "be", f"{liked} person", negated)] if liked in _TIMES_OF_DAY else []
            enthused = [self._claim(subj, "like", liked, negated), *best]
            if comparative and not negated and (kind := normalize.kind_of(liked)):
                rel = normalize.attribute_relation(f"favourite {kind}")
                enthused.append(self._claim(subj, rel, normalize.kind_value(liked), False, exclusive=True))
            return enthused
        if lemma == "native" and subj.person and not subj.attribute:  # "I'm a native of Dublin"
            places = [o for p in kids(value, "prep") if p.lower_ == "of" for o in kids(p, "pobj")]
            places = places or [c for c in kids(value, "compound") if c.pos_ == "PROPN"]  # "a Chicago native"
            if places:
                return self._values(subj, normalize.relation("be", "from"), places, negated, functional=True)
        if lemma == "fan":
            for prep in kids(value, "prep"):
                if prep.lower_ == "of" and (pobj := kids(prep, "pobj")):
                    return self._values(subj, "like", pobj, negated)
            if names := kids(value, "compound"):  # "a huge Stephen King fan"
                return [self._claim(subj, "like", " ".join(phrase(n) for n in names), negated)]
        answers_job = self.job_asked and subj.person and not subj.attribute and value.dep_ == "attr"
        answers_job = answers_job and not named_faith(lemma)  # "What do you do on Sundays?" "I'm a baptist"
        if answers_job and value.pos_ == "NOUN" and lemma not in normalize.POSSESSABLE:
            return [self._claim(subj, "work as", phrase(value), negated)]  # "What do you do? I'm a runner."
        if subj.person and not subj.attribute and lemma == "fluent":  # "I'm fluent in Spanish"
            spoken = [o for p in kids(value, "prep") if p.lower_ == "in" for o in kids(p, "pobj")]
            if spoken:
                return self._values(subj, "speak", spoken, negated)
        if subj.person and not subj.attribute and lemma in _KEEN:  # "I'm crazy about hiking"
            keen_on = [
                o for p in kids(value, "prep") if p.lower_ in _KEEN[lemma] for o in kids(p, "pobj", "pcomp")
            ]
            if keen_on:
                rel = "dislike" if lemma in ("sick", "tired") else "like"
                rel = "fear" if lemma in _FEARS else rel  # "I'm terrified of flying"
                return self._values(subj, rel, keen_on, negated, verbal=True)
        if poss := kids(value, "poss"):  # "blue is my favourite colour"
            owner = self.parties.person(poss[0].text)
            if owner is not None and lemma in _THINGS and not subj.person:
                return [
                    self._claim(_Subject(owner, True), "like", subj.text, negated)
                ]  # "Horror is my thing"
            if lemma in NO_OWNER_HEADS:
                return []  # "Tolstoy is my cat fix at work": no attribute, no cat
            if _likeness(value):
                return []  # "my cousin marisol is basically my sister": as good as, not so
            favoured = value.lower_ in FAVOURITE or any(a.lower_ in FAVOURITE for a in kids(value, "amod"))
            if (
                favoured
                and head.tag_ == "VBD"
                and not any(a.lower_ == "always" for a in kids(head, "advmod"))
            ):
                return []  # "they were my favorite food" (before I switched): not now
            if owner is not None and value.pos_ in ("NOUN", "ADJ") and not subj.person:
                only = any(a.lower_ == "only" for a in kids(value, "amod"))
                attribute = phrase(value).removeprefix("only ")
                liked = subj.text
                if value.lower_ in FAVOURITE and (kind := self.topic or normalize.kind_of(subj.text)):
                    attribute = f"favourite {kind}"  # "Green is my favorite": a colour
                    liked = normalize.kind_value(liked)
                rel = normalize.attribute_relation(attribute)
                holder = _Subject(owner, True)
                said_named: list[Claim] = [self._claim(holder, rel, liked, negated, exclusive=True)]
                if (
                    only
                    and not negated
                    and value.pos_ == "NOUN"
                    and value.lemma_.lower() in normalize.COUNTABLE
                ):
                    # "Olive is my only cat": one cat
                    slot = normalize.count_slot(value.lemma_.lower())
                    said_named.append(Claim(owner, slot, "1", True, exclusive=True, number=True))
                return said_named
        # "Fall is the best", "Dogs are the worst": the speaker's verdict on a thing.
        verdict = " ".join(t.lower_ for t in value.subtree)
        judged = not subj.person and not subj.attribute
        speaker = _Subject(self.parties.speaker, True)
        kind = self.topic or normalize.kind_of(subj.text)
        if verdict == "the best" and kind and judged:
            rel = normalize.attribute_relation(f"favourite {kind}")
            return [self._claim(speaker, rel, normalize.kind_value(subj.text), negated, exclusive=True)]
        if verdict == "the worst" and judged and subj.text.lower() not in REFERRING:
            return [self._claim(speaker, "dislike", subj.text, negated)]
        # "sushi is so gross to me", "sports are boring": the speaker's distaste (not "the
        # traffic was awful today", a moment)
        if (
            value.lower_ in _DISTASTE
            and judged
            and head.tag_ in ("VBZ", "VBP")
            and subj.text.lower() not in REFERRING
        ):
            return [self._claim(speaker, "dislike", subj.text, negated)]
        if subj.owner is not None and subj.attribute is not None:
            rel = normalize.attribute_relation(subj.attribute)
            if value.tag_ in ("JJR", "JJS") or (rel == "work as" and value.pos_ == "ADJ"):
                return []  # "my job is easier than hers", "my job is boring": no job named
            if head.tag_ == "VBD" and any(
                t.lower_ in ("last", "old", "previous", "former") and t.head.lemma_.lower() in _JOBS_LEFT
                for t in head.sent
            ):
                return []  # "my boss was a jerk at my last job": one of a job left
            if head.tag_ == "VBD" and not rel.startswith("have favourite") and rel != "work as":
                return []  # "my blood pressure was too high", "my hair was red as a kid": then, not now
            return self._values(self._owner(subj), rel, objects, negated, functional=True)
        if value.lower_ in ("mine", "yours", "hers", "his", "ours", "theirs"):
            return []  # "Jasper is mine": whose it is, no value of Jasper's
        # A noun names what the subject is (one value); adjectives describe it and add up.
        # "A is a B" files A under a class, and a thing is of many ("a subset of AI" and "an
        # advanced technique"); "A is the B" or a name says which one it is.
        classed = any(d.lower_ in ("a", "an") for d in kids(value, "det"))
        functional = not subj.person and value.pos_ in ("NOUN", "PROPN", "NUM") and not classed
        said_is = self._values(subj, "be", objects, negated, functional=functional)
        if subj.person and not negated and lemma in normalize.MEATLESS_DIETS:
            # "I'm a vegan" says "I don't eat meat" (hypernyms.tsv: meat > beef, chicken, ...).
            said_is.append(replace(self._claim(subj, "eat", "meat", True), implied=True))
        if subj.person and not negated and any(map(only_child, objects)):
            # "I'm an only child", "Pretty quiet, I was an only child" (any of the complements)
            said_is.append(replace(self._claim(subj, "have", "siblings", True), implied=True))
        owner, _, child = subj.text.rpartition("'s ")
        if (
            owner == self.parties.speaker
            and child in _CHILDREN
            and not negated
            and any(map(only_child, objects))
        ):
            # "my son is an only child": the speaker has one child
            said_is.append(Claim(owner, "have kid", "1", True, exclusive=True, number=True))
        return said_is

    def _skill(self, subj: _Subject, value: Token, negated: bool) -> list[Claim] | None:
        """A skill graded: "I'm terrible at math", "not very good at cooking", "a great cook"
        (SKILL: math, said true or false). A grade that is neither ("okay at math") says nothing;
        None when the value grades no skill."""
        lemma = value.lemma_.lower()
        if value.pos_ == "ADJ" and lemma in _GRADES:
            # "at" on the adjective, or on the verb as the small model often hangs it
            hosts = [value, value.head] if value.dep_ == "acomp" else [value]
            at = [o for h in hosts for p in kids(h, "prep") if p.lower_ == "at" for o in kids(p, "pobj")]
            if not at:
                return None
            thing = (self.it or self.recent) if at[0].lower_ == "it" else phrase(at[0])
            grade = lemma
        elif lemma in _SKILLS and (grades := [a.lower_ for a in kids(value, "amod") if a.lower_ in _GRADES]):
            thing, grade = _SKILLS[lemma], grades[0]
        else:
            return None
        if thing is None or grade not in normalize.GOOD_GRADES | normalize.BAD_GRADES:
            return []
        return [self._claim(subj, SKILL, thing, negated == (grade in normalize.GOOD_GRADES))]

    def _ages_counted(self, subj: _Subject, value: Token, negated: bool) -> list[Claim]:
        """ "my kids are 12 and 15": as many kids as ages (a plural relative of the speaker's)."""
        owner, _, noun = subj.text.rpartition("'s ")
        ages = [value]
        while nxt := [c for c in kids(ages[-1], "conj") if c.like_num and c.i < value.i + 6]:
            ages.append(nxt[0])  # "12 and 15" ("..., one in middle school" is no age)
        if negated or owner != self.parties.speaker or len(ages) < 2 or noun == normalize.singular(noun):
            return []
        if noun.split()[-1] not in normalize.POSSESSABLE:
            return []
        slot = normalize.count_slot(noun.split()[-1])
        return [self._claim(_Subject(owner, True), slot, str(len(ages)), False, exclusive=True, number=True)]

    def _described(self, head: Token, subj: _Subject, objects: list[Token], negated: bool) -> list[Claim]:
        """A copula's claims and the age an "N year old" modifier gives: "I'm a 35 year old
        teacher" is an age and a job."""
        said = self._copula(head, subj, objects, negated)
        age = age_modifier(objects[0]) if objects and subj.person and head.tag_ != "VBD" else None
        if age is not None:
            said.insert(0, self._claim(subj, "have age", age, negated, number=True))
        return list(dict.fromkeys(said))

    def _birth_order(self, subj: _Subject, value: Token, negated: bool) -> list[Claim] | None:
        """ "I'm the youngest of five kids" (four siblings), "the oldest of three" (two), "I'm the
        youngest" (one at least; see ``normalize.count_bound_slot``), each with the place in the
        family ("the oldest kid in my family", "the baby of the family": one place, the slot
        ``BIRTH_ORDER``). None for anything else."""
        if negated:
            return None
        if (brood := self._one_of_n(subj, value)) is not None:
            return brood
        sibling = value.lemma_ in _SIBLING_WORDS
        ranked = [a for a in kids(value, "amod") if a.lower_ in _RANKS] if sibling else []
        rank = _RANKS.get(value.lower_) or (_RANKS[ranked[0].lower_] if ranked else None)
        family = [o for p in kids(value, "prep") if p.lower_ in ("of", "in") for o in kids(p, "pobj")]
        # (the small model may hang "of five kids" as an apposition with "of" on the number)
        family = family or [
            a
            for a in kids(value, "appos")
            if any(q.lower_ == "of" for n in kids(a, "nummod") for q in kids(n, "quantmod"))
        ]
        in_family = bool(family) and family[0].lower_ == "family"
        if rank is None and value.lower_ == "baby" and in_family:
            rank = "youngest"  # "the baby of the family"
        if rank is None:
            return None
        order = self._claim(subj, BIRTH_ORDER, rank, False, exclusive=True)
        for pobj in family if value.lower_ in _RANKS and not in_family else []:
            count = numeral(pobj) if pobj.pos_ == "NUM" else count_of(pobj)
            if count is None and pobj.dep_ == "appos" and pobj.lemma_.lower() in _SIBLING_WORDS:
                count = next((numeral(n) for n in kids(pobj, "nummod")), None)  # "of five kids"
            if count is not None and count.isdigit() and int(count) > 1:
                sib = str(int(count) - 1)
                return [self._claim(subj, "have sibling", sib, False, exclusive=True, number=True), order]
            return None  # "the oldest of my friends"
        if not in_family and kids(value, "prep", "acl", "relcl"):
            return None  # "the youngest in my class", "the oldest one here"
        least = "2" if rank == "middle" else "1"
        return [self._claim(subj, normalize.count_bound_slot("sibling"), least, False, number=True), order]

    def _one_of_n(self, subj: _Subject, value: Token) -> list[Claim] | None:
        """ "I'm one of four", "one of five kids": the siblings, one fewer ("one of four nurses"
        and "one of my friends" count none)."""
        if value.lower_ != "one" or kids(value, "det"):
            return None
        counted = [o for p in kids(value, "prep") if p.lower_ == "of" for o in kids(p, "pobj")]
        if not counted or kids(counted[0], "poss", "det"):
            return None
        whole = counted[0]
        if whole.pos_ == "NUM":
            size = numeral(whole)
        elif whole.lemma_.lower() in _SIBLING_WORDS:
            size = count_of(whole)
        else:
            return None
        if size is None or not size.isdigit() or int(size) < 2:
            return None
        return [self._claim(subj, "have sibling", str(int(size) - 1), False, exclusive=True, number=True)]

    def _brood(self, subj: _Subject, parent: Token, negated: bool) -> list[Claim]:
        """ "a mother of two" (two kids), "a dad of three boys" (three boys): the count."""
        if negated:
            return []
        for prep in kids(parent, "prep"):
            for child in kids(prep, "pobj") if prep.lower_ == "of" else []:
                if child.pos_ == "NUM" and (value := numeral(child)) is not None:
                    return [self._claim(subj, "have kid", value, False, exclusive=True, number=True)]
                noun = child.lemma_.lower()
                if noun == "child" and any(a.lower_ == "only" for a in kids(child, "amod")):
                    # "the parent of an only child"
                    return [self._claim(subj, "have kid", "1", False, exclusive=True, number=True)]
                if (value := count_of(child)) is not None and noun in normalize.COUNTABLE:
                    return [
                        self._claim(
                            subj, normalize.count_slot(noun), value, False, exclusive=True, number=True
                        )
                    ]
        return []

    def _parenthood(self, subj: _Subject, negated: bool) -> list[Claim]:
        """A mother or father has children: "I'm a mom" says "I have kids" (not its denial: "I'm
        not a mom" may be about the word)."""
        return [] if negated else [self._claim(subj, "have", "kids", False)]

    def _values(
        self,
        subj: _Subject,
        rel: str,
        heads: Sequence[Token],
        negated: bool,
        *,
        verbal: bool = False,
        functional: bool = False,
        single: bool = True,
    ) -> list[Claim]:
        """One claim per coordinated value ("boots and a hat"); a list is never exclusive.
        ``single`` False: the heads are the coordination already."""
        items: list[Token] = []
        for head in heads:
            items.append(head)
            items += [c for c in head.conjuncts if c.i > head.i] if single else []
        # "any other brothers or sisters": other sisters too
        others = {i.i for i in items if not kids(i, "amod", "det") and _other_listed(i)}
        # "Austin, Texas" is one place, read whole by ``phrase``
        regions = {r.i for i in items if (r := region_of(i)) is not None}
        items = [i for i in items if i.i not in regions]
        if rel in PLACES or rel == "be from":  # "grew up in Tulsa and my dad was ...": no place
            items = [i for i in items if i is items[0] or not kids(i, "poss")]
            # nor a month ("i live in denver and january here is no joke")
            items = [i for i in items if i is items[0] or i.lower_ not in normalize.MONTHS]
        if rel == MAJOR:  # "I majored in biology in college": the college is where
            items = [i for i in items if i.lemma_.lower() not in SCHOOLS]
        # "I haven't had a ton of time": a denied amount grades, it does not deny the thing, so
        # the object keeps its grade ("much time") for the cascade to read.
        graded = {u.i for i in items if negated and i.lower_ in AMOUNTS and (u := unwrap(i)) is not None}
        # "Have you read any sci-fi? I have read a few.": a bare amount of the one thing asked.
        some = self.it is not None and any(unwrap(i) is None for i in items)
        items = [u for u in (unwrap(i) for i in items) if u is not None]
        texts = [self.it] if some and self.it is not None else []
        for item in items:
            if item.lower_ in PLURAL_ANAPHORS and item.pos_ == "PRON":  # "not a fan of them"
                texts += self._stands_for(item)
                continue
            if (item.pos_ == "PRON" or item.lower_ == "one") and item.lower_ not in PERSONAL:
                continue  # "that one", "it": the object is elsewhere
            if (
                not negated
                and rel not in _KEEPS_EVERY
                and any(d.lower_ == "every" for d in kids(item, "det"))
            ):
                continue  # "I stop to pet every dog": a habit with any dog, no dog of one's own
            if placeholder(item):
                continue  # "that place", "a thing": what it stands for is elsewhere
            if negated and upcoming(item):
                continue  # "no big events coming up" says nothing of the events that were
            is_verb = item.pos_ in ("VERB", "AUX") and (verbal or item.dep_ == "xcomp")
            text = verb_phrase(item) if is_verb else owned_phrase(item)
            text = f"other {text}" if item.i in others else text
            if negated and text.startswith("single "):
                text = text.removeprefix("single ")  # "never been to a single live show": any show
            if item.i in graded and text.split()[:1] not in (["much"], ["many"]):
                text = f"{'many' if item.tag_ in ('NNS', 'NNPS') else 'much'} {text}"
            texts.append(text)
        texts = [t for t in texts if t.strip()]
        single = len(texts) == 1
        # "about three a month": a rate, kept with its period, no count
        rated = next((p for i in items if (p := per_time(i)) is not None), None)
        texts = [f"{t} a {rated}" if rated and normalize.number(t) is not None else t for t in texts]
        return [
            self._claim(
                subj,
                rel,
                text,
                negated,
                exclusive=single and (functional or _slot(subj, rel, text)),
                number=normalize.number(text) is not None and rated is None,
            )
            for text in texts
        ]

    def _claim(
        self,
        subj: _Subject,
        rel: str,
        obj: str,
        negated: bool,
        *,
        exclusive: bool | None = None,
        number: bool = False,
    ) -> Claim:
        if rel == "ride" and obj.lower().split()[-1:] in (["bike"], ["bicycle"], ["bikes"]):
            rel = obj = "bike"  # "I never learned to ride a bike" / "I bike to the office"
        if rel == "have favourite" and self.topic:  # "my favorite is X" after "your favorite album?"
            rel = f"have favourite {self.topic}"
        if rel == "have favourite":  # a favourite of what is unsaid: "Pizza is my favorite" and
            exclusive = False  # "Summer is my favorite" fill two slots, not one
        if rel == BIRTHDAY and (month := month_of(obj)) is not None:
            obj = month  # "my birthday is July 4th": the month, which "born in July" agrees with
        if exclusive is None:
            exclusive = _slot(subj, rel, obj)
        return Claim(subj.text, rel, obj, subj.person, negated, exclusive, number, subj.second)

    def _whole_set(self, token: Token) -> tuple[str, str] | None:
        """A whole set of kin or pets counted without an owner: "getting all four kids out the
        door", "with just the two of them" (after "the kids"): the speaker's own, unless the other
        party just spoke of theirs ("both kids sound great" answers "my kids")."""
        count, noun = whole_count(token), token.lemma_.lower()
        if count is None and (count := whole_of_them(token)) is not None:
            noun = next(iter(" ".join(self._stands_for(token)[-1:]).split()[-1:]), "")
        noun = normalize.singular(noun.lower())
        if count is None or noun not in KIN_AND_PETS or noun in self.told:
            return None
        return noun, count

    @staticmethod
    def _taken(food: Token) -> str | None:
        """A food or drink of the speaker's own is one they take ("my morning latte": drink); not
        an animal ("feed my fish"), one given up ("I quit my coffee"), nor one denied."""
        noun = food.lemma_.lower()
        if noun in normalize.COUNTABLE or default_lexicons().animal(noun):
            return None
        verb = food.head if food.dep_ in ("dobj", "pobj") else None
        verb = verb.head if verb is not None and verb.dep_ == "prep" else verb
        if verb is not None and (ceasing(verb) or is_negated(verb)):
            return None
        if any(c.lower_ in FORMER for c in food.lefts):
            return None
        return consumption(food)

    def possessions(self, sentence: Span) -> list[Claim]:
        """Facts said in passing by a possessive: "my cat Milo", "my two sisters", "both of my
        sisters", "my wife"."""
        claims: list[Claim] = []
        speaker = _Subject(self.parties.speaker, True)
        spoken_to = any(t.lower_ in normalize.SECOND_PERSON for t in sentence)
        for token in sentence:
            poss = kids(token, "poss")
            if not poss and not spoken_to and (whole := self._whole_set(token)) is not None:
                slot, size = normalize.count_slot(whole[0]), whole[1]
                claims.append(Claim(speaker.text, slot, size, True, exclusive=True, number=True))
                continue
            if not poss and token.dep_ == "conj" and not kids(token, "det", "neg"):
                # "my wife and three children" ("my go-to, but never pineapple" owns no pineapple)
                poss = shared_possessor(token)
            if not poss or self.parties.person(poss[0].text) != self.parties.speaker:
                continue
            # "I'd be lost without my brother": one had, whom the speaker cannot do without
            lost = (
                token.dep_ == "pobj" and token.head.lower_ == "without" and token.head.head.lower_ == "lost"
            )
            if (_conditional(token) and not lost) or _acquired_later(token) or parted_with(token):
                continue  # "If I ever get my own pet, ...", "when I finally get my dog": none yet
            if _wished_for(token):
                continue  # "I wish I had my own boat", "I want my own room someday": none yet
            if any(a.lower_ in _UNREAL for a in kids(token, "amod", "compound")):
                continue  # "Waffles is my imaginary dog", "my future husband": none had
            if token.lower_ == "baby" and token.dep_ == "attr":
                continue  # "Tofu is my baby", "this car is my baby": a term of endearment
            if any(c.tag_ == "NNS" and c.lemma_.lower() in normalize.PEOPLE for c in kids(token, "compound")):
                continue  # "my brothers minivan", "my parents house": a relative's, the apostrophe left out
            if _likeness(token):
                continue  # "my cousins ... were basically my brothers": as good as, not so
            if token.dep_ == "nsubj" and token.head.tag_ in ("NN", "NNS") and token.head.i == token.i + 1:
                continue  # "gotta get my cat fix", the small model's verb "fix": a compound, no cat
            if (
                token.dep_ == "pobj"
                and token.head.lower_ == "without"
                and not is_negated(token.head.head)
                and not lost
            ):
                continue  # "my puppy fix even without my own pet": none had ("can't live without" has)
            noun = token.lemma_.lower()
            if noun == "one" and any(a.lower_ == "little" for a in kids(token, "amod")):
                noun = "kid"  # "my two little ones"
            count = count_of(token)
            # "my only brother", "she's my only dog", "my daughter is my only kid" ("Luna is my only
            # pet" says so as a slot already)
            named = token.dep_ == "attr" and not any(
                n.pos_ == "PRON" or n.lemma_.lower() in normalize.COUNTABLE for n in kids(token.head, "nsubj")
            )
            if count is None and not named and any(a.lower_ == "only" for a in kids(token, "amod")):
                count = "1"
            if (
                count is None
                and not token.conjuncts
                and any(d.lower_ == "both" for d in kids(token, "det", "predet"))
            ):
                count = "2"  # "both my kids" ("both my mom and dad" counts no mom)
            quantifier = token.head if token.dep_ == "pobj" and token.head.lower_ == "of" else None
            some = False
            if quantifier is not None and token.dep_ != "conj":
                owner = quantifier.head
                if owner.lower_ == "both":
                    count = "2"
                elif owner.pos_ == "NUM" and count is None:  # ("two of my three dogs": three)
                    count = normalize.number(owner.text)
                    # "two of my sisters": two at least ("all five of my kids": five)
                    some = not any(d.lower_ == "all" for d in kids(owner, "det", "predet"))
            if noun in TRIPS:  # "my trip to Japan" says the speaker has been to Japan
                if trip_ahead(token) or first_visit(sentence) is not None:  # ("it's my first trip to")
                    continue  # "I'm looking forward to my upcoming trip to Boston": not yet
                for prep in kids(token, "prep"):
                    if prep.lower_ == "to" and (place := kids(prep, "pobj")):
                        claims.append(Claim(speaker.text, "be to", phrase(place[0]), True))
                continue
            if noun == "flight":  # "on my flight to Seattle I watched three movies": on a plane
                later = any(t.lower_ in ("tomorrow", "next", "soon", "tonight", "later") for t in sentence)
                if not (trip_ahead(token) or later or any(c.lower_ in FORMER for c in token.lefts)):
                    claims.append(Claim(speaker.text, "be on", "plane", True, implied=True))
                continue
            if noun in _HOUSEMATES and not any(
                c.lower_ in FORMER or c.dep_ == "compound" for c in token.lefts
            ):
                # "my roommate Jess and I split it": not living alone ("my old / college roommate" is)
                claims.append(Claim(speaker.text, "live with", noun, True))
                continue
            # ("I still miss my classroom": one had once)
            missed = token.dep_ == "dobj" and token.head.lemma_.lower() == "miss"
            if noun in _PUPILS and not missed and not any(c.lower_ in FORMER for c in token.lefts):
                # "set up my classroom", "my third graders show up at 8": a school teacher's
                claims.append(Claim(speaker.text, "work as", "teacher", True, exclusive=True))
                continue
            if (rank := _not_my_rank(token)) is not None:  # "my older brother": not the oldest
                claims.append(Claim(speaker.text, BIRTH_ORDER, rank, True, negated=True, exclusive=True))
            if (ranked := ranked_kin(token)) is not None:  # "my youngest", "my oldest son": two at least
                kin, least = ranked
                claims.append(Claim(speaker.text, normalize.count_bound_slot(kin), least, True, number=True))
                continue
            if noun in MATCHES and (sport := sport_of(token)) is not None:
                claims.append(Claim(speaker.text, "play", sport, True))  # "back from my volleyball game"
                continue
            if noun in _OUTINGS and not any(c.lower_ in FORMER for c in token.lefts):
                done = _OUTINGS[noun]  # "back from my morning swim": the speaker swims
                claims.append(Claim(speaker.text, done, done, True))
                continue
            # (or a serving of one: "my fourth cup of coffee")
            food = unwrap(token) or token
            if (taken := self._taken(food)) is not None:  # "my oat milk latte"
                claims.append(Claim(speaker.text, taken, phrase(food), True))
                continue
            if noun not in normalize.POSSESSABLE and default_lexicons().broader("car", noun):
                claims.append(Claim(speaker.text, "have", phrase(token), True))  # "my little red Subaru"
                continue
            if noun not in normalize.POSSESSABLE and token.dep_ != "poss" and (breed := pet_breed(token)):
                if not any(c.lower_ in FORMER for c in token.lefts):
                    claims.append(Claim(speaker.text, "have", breed, True))  # "walking my german shepherd"
                    if count is not None:  # "my two huskies": counted by the breed
                        slot = normalize.count_slot(token.lemma_.lower())
                        claims.append(Claim(speaker.text, slot, count, True, exclusive=True, number=True))
                continue
            if noun == "boss":  # "my boss yelled at me": one over the speaker; "my own boss": none
                own = any(a.lower_ == "own" for a in kids(token, "amod"))
                # (a boss of before is no boss now: "my boss was a jerk at my last job")
                lately = any(t.lower_ in ("today", "just", "again", "tonight") for t in sentence)
                before = token.head.tag_ == "VBD" and not lately
                if own or not (before or any(c.lower_ in FORMER for c in token.lefts)):
                    claims.append(Claim(speaker.text, "have", "boss", True, negated=own))
                continue
            # "my two boys", "my little girl": children ("my girls" alone may be one's friends)
            children = noun in ("boy", "girl") and (
                count is not None or any(a.lower_ in ("little", "baby") for a in kids(token, "amod"))
            )
            if noun not in normalize.POSSESSABLE and not children:
                # "my cat mochi", "my dog bowl": a pet or relative named before another noun is had
                # all the same ("my kid brother", "my pet peeve", "my cat fix" name no kid and no pet)
                if noun in NO_OWNER_HEADS:
                    continue
                claims += [
                    Claim(speaker.text, "have", c.lower_, True)
                    for c in kids(token, "compound")
                    if c.lemma_.lower() in normalize.COUNTABLE and c.lemma_.lower() not in _NO_OWNER_WORDS
                    if consumption(token) is None  # "my fish tacos": a dish
                ]
                continue  # "one of my favourites" counts no possession
            if count is not None and some:
                claims.append(Claim(speaker.text, normalize.count_bound_slot(noun), count, True, number=True))
            elif count is not None:
                claims.append(
                    Claim(speaker.text, normalize.count_slot(noun), count, True, exclusive=True, number=True)
                )
                if count == "1" and noun in _WHOLE_SETS and _said_only((token, *kids(token, "nummod"))):
                    # "it's just my one son": the only child, one of the whole set
                    slot = normalize.count_slot(_WHOLE_SETS[noun])
                    claims.append(Claim(speaker.text, slot, count, True, exclusive=True, number=True))
            # "my old dog" is a former one; "my 3 year old daughter" is not
            former = any(c.lower_ in FORMER and age_of(c) is None for c in token.lefts)
            names = [n for n in kids(token, "appos") if n.pos_ == "PROPN"]
            for name in names:
                # one partner at a time: "my boyfriend Jake" and "my boyfriend Tom" are two answers
                # (a spouse's one-at-a-time is "have spouse", below)
                one = noun in ("boyfriend", "girlfriend") and not former
                claims.append(Claim(speaker.text, f"have {noun}", phrase(name), True, exclusive=one))
            if count is None and not names and not former and noun in normalize.COUNTABLE:
                claims.append(Claim(speaker.text, "have", token.lower_, True))  # "walking my turtle"
            if noun in PARTNERS and not former:  # "my boyfriend and I": not single
                claims.append(
                    Claim(speaker.text, "have marital status", PARTNERS[noun], True, exclusive=True)
                )
            if noun in ("wife", "husband") and not former:
                # One spouse at a time: "my wife" then "my husband" is a contradiction.
                claims.append(Claim(speaker.text, "have spouse", noun, True, exclusive=True))
        return claims

    def _living(self, said: list[tuple[Token, bool]]) -> list[Claim]:
        """ "my mom passed away" (not alive), "my mom is flying in" (alive): see ``living``."""
        claims = []
        for kin, alive in said:
            owner = self.parties.person(possessors(kin)[0].lower_)
            for name in kin_names(kin) if owner is not None else ():
                kin_alone = _Subject(f"{owner}'s {name}", False)  # "my late husband" is "my husband"
                claims.append(self._claim(kin_alone, ALIVE, ALIVE, not alive))
        return claims

    def _pronoun_living(self, head: Token, subject: Token | None) -> list[Claim]:
        """ "I'm going to my mom's house, she's making pot pie": "she" is alive when she is the
        speaker's parent or spouse named just before in the turn (the antecedent alone is a guess
        across turns, which a life or a death should not rest on)."""
        alive = pronoun_lives(head, subject)
        if alive is None or subject is None or not self.antecedent:
            return []
        owner, _, kin = self.antecedent.partition("'s ")
        if owner != self.parties.speaker or kin not in ONE_OF:
            return []
        lead = subject.sent[: subject.i - subject.sent.start].text
        words = " ".join([*(s.text for s in self.earlier), lead]).lower().split()
        if not any(a == "my" and b.removesuffix("'s") == kin for a, b in pairwise(words)):
            return []
        return [self._claim(_Subject(self.antecedent, False), ALIVE, ALIVE, not alive)]

    def _home_has(self, claims: list[Claim]) -> list[Claim]:
        """What the speaker's home has is the speaker's: "my kitchen doesn't even have an oven",
        "our house has a big backyard"."""
        mine = f"{self.parties.speaker}'s "
        return [
            replace(c, sub=self.parties.speaker, person=True, implied=True)
            for c in claims
            if c.rel == "have"
            and c.sub.startswith(mine)
            and c.sub[len(mine) :].split()[-1:]
            and c.sub[len(mine) :].split()[-1] in _HOME_PARTS
        ]

    def _denied_beside(self, sentence: Span, claims: list[Claim]) -> list[Claim]:
        """ "I've only ever had birds, never a cat or dog": the deed said of the birds, denied of
        the cat and the dog (and not asserted of them, as the small model may read it)."""
        for thing, said in denied_beside(sentence):
            done = [
                c
                for c in claims
                if c.sub == self.parties.speaker
                and not c.negated
                and c.obj.lower().split()[-1:] == [said.lower_]
            ]
            if not done:
                continue
            denied, counted = phrase(thing), normalize.count_slot(thing.lemma_.lower())
            claims = [  # (nor counted: "never a cat" is no "have cat: 1")
                c
                for c in claims
                if not (c.rel == done[0].rel and c.obj == denied and not c.negated)
                and not (c.number and c.rel == counted)
            ]
            claims.append(replace(done[0], obj=denied, negated=True, exclusive=False, number=False))
        return claims

    def _asides(self, sentence: Span, claims: list[Claim]) -> list[Claim]:
        """What the sentence says in passing, beside its clauses' claims: "at 45", "as an
        accountant", "growing up in Ohio", "here in Seattle", "my two sisters"."""
        speaker = _Subject(self.parties.speaker, True)
        said = {c.rel for c in claims}
        passing: list[Claim] = []
        if (age := stated_age(sentence) or birthday_age(sentence)) is not None and "have age" not in said:
            passing.append(self._claim(speaker, "have age", age, False, exclusive=True, number=True))
        if (height := stated_height(sentence)) is not None:  # "I'm like 5'3": 63 inches
            passing.append(
                self._claim(speaker, "have height", f"{height} inches", False, exclusive=True, number=True)
            )
        passing += introduced(sentence)  # "a cat named Luna": Luna's kind
        if (kin := twin(sentence)) is not None:  # "my twin brother": one twin, of one sex
            passing.append(self._claim(speaker, "have twin", kin, False, exclusive=True))
        if (status := wedding(sentence)) is not None and "have marital status" not in said:
            passing.append(
                self._claim(speaker, "have marital status", status, False)
            )  # "my wedding last month"
        job = as_occupation(sentence) or career_as(sentence)
        if job is not None and "work as" not in said:
            passing.append(self._claim(speaker, "work as", phrase(job), False))
        faith = speaking_as(sentence, named_faith)
        if faith is not None and RELIGION not in said:  # "as a muslim i take my faith seriously"
            passing += professed(self.parties.speaker, faith.lemma_.lower())
        origin = growing_up_in(sentence) or origin_before_where(sentence)
        if origin is not None and "be from" not in said:
            passing.append(self._claim(speaker, "be from", phrase(origin), False, exclusive=True))
        passing += [  # "usually country, which i hate"
            self._claim(speaker, rel, phrase(thing), denied)
            for rel, thing, denied in liked_relative(sentence)
        ]
        # "i'm 38, no kids, just me and my husband"
        passing += [self._claim(speaker, "have", phrase(thing), True) for thing in none_had(sentence)]
        if (home := here_in(sentence) or home_in(sentence)) is not None:  # "my apartment in Chicago"
            passing.append(self._claim(speaker, "live in", phrase(home), False, exclusive=True))
        if "live with" not in said and living_alone(sentence):  # "my first day of living on my own"
            passing.append(self._claim(speaker, "live with", normalize.ANY, True))
        if (kind := dwelling(sentence)) is not None:  # "I live in a tiny apartment downtown"
            passing.append(self._claim(speaker, normalize.DWELLING, kind, False, exclusive=True))
        # "I live in a condo with no yard"
        passing += [self._claim(speaker, "have", phrase(t), True) for t in home_lacks(sentence)]
        passing += [
            self._claim(speaker, taken, phrase(food), False)
            # "the ribeye steak I had last weekend", "I sit on my balcony with a glass of wine"
            for food, taken in [*meals_had(sentence), *drinks_in_hand(sentence)]
        ]
        if (married := ever_married(sentence)) is not None:  # "my ex-wife and I", "never been married"
            passing.append(self._ever(speaker, "marry", married))
            if not married and "have marital status" not in said:  # never married: not married now
                passing.append(self._claim(speaker, "have marital status", "married", True, exclusive=True))
        if (rises := early(sentence)) is not None:  # "I'm up at 5am", "I never get up before 10"
            passing.append(self._claim(speaker, EARLY, EARLY, not rises))
        if (at_home := home_now(sentence)) is not None:  # "I'm home alone tonight", "I'm at the office"
            passing.append(self._claim(speaker, HOME, HOME, not at_home))
        if (out := out_today(sentence)) is not None:  # "I went for a run this morning"
            passing.append(self._claim(speaker, OUT, OUT, not out))
        if (shift := work_shift(sentence)) is not None:  # "I work the night shift", "I work 9 to 5"
            passing.append(self._claim(speaker, SHIFT, shift, False, exclusive=True))
        if (away := abroad(sentence)) is not None:  # "I've never left the country", "I went to Italy"
            passing.append(self._ever(speaker, ABROAD, away))
        if (went := college(sentence)) is not None:  # "I studied biology in college"
            passing.append(self._ever(speaker, COLLEGE, went))
        schools = professional_schools(sentence)  # "I never went to law school", "I'm a surgeon"
        schools += [
            (school, True)
            for c in claims
            if c.rel == "work as" and c.sub == speaker.text and not c.negated
            if (school := needed_school(c.obj)) is not None
        ]
        passing += [self._ever(speaker, school, went) for school, went in dict.fromkeys(schools)]
        if teaching(sentence) and "work as" not in said:  # "teaching third grade is mostly fun"
            passing.append(self._claim(speaker, "work as", "teacher", False, exclusive=True))
        if (first := first_visit(sentence)) is not None and "be to" not in said:  # "my first time in France"
            passing.append(self._claim(speaker, "be to", first, True))
        if (habit := habit_given_up(sentence)) is not None:  # "I quit after twenty years of smoking"
            passing.append(self._ever(speaker, habit, True))
        if (deed := first_deed(sentence)) is not None and deed[0] not in said:  # "my first marathon ever"
            passing.append(self._claim(speaker, deed[0], deed[1], True))
        if (counted := having_count(sentence)) is not None:  # "having three daughters means ..."
            slot = normalize.count_slot(counted[0])
            if slot not in said:
                passing.append(self._claim(speaker, slot, counted[1], False, exclusive=True, number=True))
        if "be to" not in said:  # "when I lived in Japan": been there
            passing += [self._claim(speaker, "be to", phrase(p), False) for p in stayed_then(sentence)]
        if (hand := handedness(sentence)) is not None:  # "I'm left-handed", "being a righty"
            passing.append(self._claim(speaker, "be", hand[0], hand[1], exclusive=False))
        if loves_spice(sentence) and "like" not in said:  # "hot sauce on everything, the spicier the better"
            passing.append(self._claim(speaker, "like", "spicy food", False))
        if (what := being(sentence)) is not None:  # "being 31 gives me perspective"
            age = numeral(what) if what.pos_ == "NUM" and what.lower_ != "one" else None
            if age is not None and 0 < float(age) < 120 and "have age" not in said:
                passing.append(self._claim(speaker, "have age", age, False, exclusive=True, number=True))
            elif only_child(what):
                passing.append(self._claim(speaker, "have", "siblings", True))
            elif what.lower_ == "fluent" and "speak" not in said:  # "being fluent in French"
                passing += [
                    self._claim(speaker, "speak", phrase(tongue), False)
                    for p in kids(what, "prep")
                    if p.lower_ == "in"
                    for tongue in kids(p, "pobj")
                ]
            elif what.lower_ in normalize.MARITAL and "have marital status" not in said:
                passing.append(
                    self._claim(speaker, "have marital status", what.lower_, False, exclusive=True)
                )
            elif normalize.occupation(what.lemma_.lower()) and "work as" not in said:
                passing.append(self._claim(speaker, "work as", phrase(what), False))
            elif (field := major_field(what)) is not None and MAJOR not in said:
                passing.append(self._claim(speaker, MAJOR, field, False, exclusive=True))
            elif (order := self._birth_order(speaker, what, False)) and "have birth order" not in said:
                passing += order  # "being the oldest, I always had to babysit"
        return passing + self.possessions(sentence)

    def _liked_habit(self, head: Token, subject: Token | None) -> list[Claim]:
        """ "I like to swim laps every morning": a deed liked and said to be done often is done
        (not "I'd like to swim every morning", nor "I like to swim" alone)."""
        if head.lemma_.lower() not in ("like", "love", "enjoy") or head.tag_ not in ("VBP", "VBZ"):
            return []
        if is_negated(head) or any(a.lower_ in ("would", "'d") for a in kids(head, "aux")):
            return []
        deeds = [x for x in kids(head, "xcomp") if x.pos_ == "VERB" and frequency(x) is True]
        return [c for deed in deeds[:1] for c in self.clause(deed, subject) if not c.negated]

    def _spared(self, head: Token, subject: Token | None) -> list[Claim]:
        """ "I love everything but country", "I'll eat anything except mushrooms": the deed denied
        of what the sweeping object leaves out."""
        subj = self.subject(subject)
        verb = head.lemma_.lower()
        if subj is None or not subj.person or subj.attribute or (head.pos_ != "VERB" and verb != "be"):
            return []
        things = [(normalize.relation(verb), t) for t in kids(head, "dobj")] + [
            (normalize.relation(verb, p.lower_), t)
            for p in kids(head, "prep")
            if verb != "be" or p.lower_ == "into"  # "I'm into everything except country"
            for t in kids(p, "pobj")
        ]  # "I listen to everything except rap"
        return [
            self._claim(subj, rel, phrase(left), not is_negated(head), exclusive=False)
            for rel, thing in things
            for left in excepted(thing)
        ]

    def _framed_clause(self, head: Token, subject: Token | None) -> list[Claim]:
        """A clause's claims, with what its frame does to them: denied by "the last time ... was
        long ago" or "too old to", implied ("I teach math": a teacher), narrowed by "only", moved
        to the past ("I lived in Paris"), served to others, or a job besides another."""
        said = self.clause(head, subject)
        ended = [x for x in kids(head, "xcomp") if x.tag_ == "VBG" and not kids(x, "nsubj")]
        if verb_phrase(head) in ("end up", "wind up") and ended and not is_negated(head):
            said = self.clause(ended[0], subject)  # "I always end up having a few glasses of wine"
        if head.lemma_.lower() == "live" and any(lifelong(t) for t in head.subtree):
            # "I've lived in Sydney my whole life": from there too
            said += [
                replace(c, rel="be from", exclusive=True, implied=True)
                for c in said
                if c.rel == "live in" and c.person and not c.negated and c.obj[:1].isupper()
            ]
        if last_done_long_ago(head):  # "The last time I played golf was in college": not now
            said = [replace(c, negated=True) for c in said if not c.negated and c.person]
        if (unable := too_to(head)) is not None and not is_negated(head):  # "too old to travel"
            said += [replace(c, negated=True) for c in self.clause(unable, subject) if not c.negated]
        if (able := able_to(head)) is not None:  # "I've never been able to swim": as "can't swim"
            deed, done = able
            # (a deed that reads as nothing leaves "not able" as it is: "Are you not able to come?")
            if deeds := [
                c if done else replace(c, negated=not c.negated) for c in self.clause(deed, subject)
            ]:
                said = [c for c in said if c.obj not in ("able", "unable") and c.rel != "manage"] + deeds
        said += self._living(lives(head, subject)) + self._pronoun_living(head, subject)
        said += implied_by(head, said, self.parties.speaker, self.recent)
        got = kids(head, "dobj")
        some = got and not any(d.lower_ in ("the", "that", "this") for d in kids(got[0], "det"))
        if (
            some
            and head.lemma_.lower() == "get"
            and any(a.lower_ == "never" for a in kids(head, "neg", "advmod"))
        ):
            # "I never got a tattoo": never had one ("I never got the job" may have another)
            said += [
                replace(c, rel="have", implied=True)
                for c in said
                if c.rel == "get" and c.negated and c.person and c.obj != c.rel
            ]
        said += habits(head, said, self.parties.speaker)  # "I cook every day" / "I rarely cook"
        said += self._liked_habit(head, subject)
        said += self._spared(head, subject)
        if (judgement := judged(head)) is not None:  # "winter is the worst season for me"
            verdict, thing = judgement
            said.append(
                self._claim(_Subject(self.parties.speaker, True), verdict, phrase(thing), is_negated(head))
            )
        said = religious(head, said)  # "I'm an atheist", "I believe in God": one state
        # a slot of a thing only imagined holds nothing: "Waffles is my imaginary dog"
        said = [c for c in said if not (c.rel.startswith("have ") and _UNREAL & set(c.rel.split()))]
        if exhaustive(head):  # "I only speak English": the one value of the relation
            said = [
                replace(c, exclusive=True)
                if c.sub == self.parties.speaker and not (c.negated or c.number or c.obj == c.rel)
                else c
                for c in said
            ]
        said += _only_one(head, said)  # "I just have one son": one child
        parents = f"{self.parties.speaker}'s parents"
        only = any(t.lower_ in ("only", "just") for t in head.subtree)  # not "one kid before me"
        if only and any(
            c.sub == parents and c.rel == "have kid" and c.obj == "1" and not c.negated for c in said
        ):
            speaker = _Subject(self.parties.speaker, True)
            said.append(self._claim(speaker, "have", "siblings", True))  # "my parents only had the one kid"
        if head.lemma_.lower() in _MEALS_MADE and for_others(head):  # "I grilled him steaks"
            made = head.lemma_.lower()
            said = [replace(c, rel="serve") if c.rel == made and c.obj != made else c for c in said]
        if _lived_before(head):  # "I lived in Paris": been there, no home now
            # (implied, so a no to "you lived in Ohio?" denies no visit; nor does "I never lived
            # there": not having lived in a place says nothing of having been)
            said = [
                replace(c, rel="be to", exclusive=False, implied=True) if c.rel == "live in" else c
                for c in said
                if not (c.rel == "live in" and c.negated)
            ]
        if additional(head) or seasonal(head):  # "I teach history too", "at a summer camp": a second job
            said = [replace(c, exclusive=False) if c.rel == "work as" else c for c in said]
        return said

    def _grown_up_in(self, sentence: Span) -> list[Claim]:
        """A childhood home told in a gerund subject, of one's own past: "Growing up in London meant
        days stuck inside with my cousins" (not "growing up in London must have been fun", said of
        the other party's)."""
        claims: list[Claim] = []
        own = any(t.lower_ in normalize.FIRST_PERSON for t in sentence)
        for grown in sentence:
            if grown.dep_ == "csubj" and grown.tag_ == "VBG" and grew_up(grown) and own:
                told = grown.head
                if told.tag_ == "VBD" and not kids(told, "aux") and not kids(grown, "nsubj", "poss"):
                    homes = [o for p in kids(grown, "prep") if p.lower_ == "in" for o in kids(p, "pobj")]
                    speaker = _Subject(self.parties.speaker, True)
                    claims += [
                        self._claim(speaker, "be from", phrase(h), False, exclusive=True)
                        for h in homes
                        if h.pos_ == "PROPN"
                    ]
        return claims

    def sentence(self, sentence: Span) -> list[Claim]:
        if _joking(sentence):
            return []  # "i'm 100 years old lol jk, i'm 31": taken back as it is said
        claims: list[Claim] = []
        for head, subject in clauses(sentence):
            said = self._framed_clause(head, subject)
            if _time_bound(head):  # "I never have coffee after 3pm" denies no coffee at all
                said = [c for c in said if not c.negated]
            # "I love sushi, I eat it every week": a later clause's "it" is the thing just named
            self.recent = ([None, *named_things(said)])[-1] or self.recent
            claims += said
        claims += self._grown_up_in(sentence)
        if (month := birthday_said(sentence.text)) is not None:  # "my birthday's in December"
            claims.append(
                self._claim(_Subject(self.parties.speaker, True), BIRTHDAY, month, False, exclusive=True)
            )
        # "the anniversary of when my mom passed away", "my late husband"
        claims += self._living([(t, False) for t in sentence if passed_away(t)])
        claims += owned_allergies(sentence, self.parties.speaker)  # "my peanut allergy"
        if not claims and (described := introduction(sentence)) is not None:
            # "22 year old male here": the speaker introduces themselves
            # ("not married": denied)
            speaker = _Subject(self.parties.speaker, True)
            claims += self._described(described, speaker, [described], bool(kids(described, "neg")))
        if not claims and (untagged := _untagged_preference(sentence)) is not None:
            verb, thing = untagged  # "I detest jazz." read by the small model as one noun phrase
            claims.append(
                self._claim(_Subject(self.parties.speaker, True), normalize.relation(verb), thing, False)
            )
        if not claims and (fan := _fan_fragment(sentence)) is not None:  # "Not a big fan of golf."
            claims += self._values(_Subject(self.parties.speaker, True), "like", fan[0], fan[1])
        if not claims:  # "Vegan, actually. For about five years now."
            claims += named_diet(sentence, self.parties.speaker)
        if not claims:  # "Three cups of coffee, every single morning."
            claims += served_alone(sentence, self.parties.speaker)
        claims = [c for c in claims if c.obj != "handed"]  # "left-handed" misparsed: "leave handed"
        claims = self._denied_beside(sentence, claims)
        claims += [replace(c, aside=True) for c in self._asides(sentence, claims)]
        # "I can't live without my dogs" denies a lack: no claim the cascade could read right; a
        # food or drink one cannot do without is taken ("I couldn't function without my coffee")
        lacks = [c for c in claims if c.negated and "without" in c.rel.split()]
        claims = [c for c in claims if c not in lacks] + [
            Claim(c.sub, taken, c.obj, c.person, implied=True)
            for c in lacks
            if c.person and (taken := consumed_as(c.obj)) is not None
        ]
        # a job's own deed, however the job was told ("the steakhouse where I work as a line cook")
        claims += crafts(claims, self.parties.speaker)
        claims += self._home_has(claims)
        return list(dict.fromkeys(claims))


def _allowed_where(have: Token) -> bool:
    """ "I can't have pets in the dorm", "we couldn't have a dog at my old place": what a place
    allows ("I can't have dairy" says what the speaker does not take)."""
    if not any(a.lower_ in ("ca", "can", "could", "cannot") for a in kids(have, "aux")):
        return False
    held = [have, *kids(have, "dobj")]
    return any(p.lower_ in ("in", "at") for h in held for p in kids(h, "prep"))


def _been_to_it(been: Token) -> bool:
    """A perfect "been" with no complement, or only "there" or how often: a visit to the place
    just named ("Paris, I've been three times", "Rome, I've been there twice")."""
    if been.lemma_.lower() != "be" or not perfect(been) or kids(been, "attr", "acomp", "prep", "xcomp"):
        return False
    often = [n for n in kids(been, "npadvmod") if n.pos_ != "PROPN"]
    if any(n.lemma_.lower() not in ("time", "once", "twice") for n in often):
        return False
    return all(a.lower_ in _VISITED_WORDS for a in kids(been, "advmod"))


_VISITED_WORDS = frozenset({"there", "twice", "once", "before", "ever", "never"})
# What is seen on a screen, and so watched.
_SCREENED = frozenset({"movie", "film", "show", "episode", "series", "season", "sitcom", "documentary"})


def _fan_fragment(sentence: Span) -> tuple[list[Token], bool] | None:
    """ "Big fan of jazz!", "Ha, not a fan of golf at all.": a liking said without its "I'm" (and
    whether it is denied)."""
    if any(t.pos_ in ("VERB", "AUX") or t.dep_ in ("nsubj", "nsubjpass") for t in sentence):
        return None
    for fan in sentence:
        if fan.lemma_.lower() != "fan" or fan.pos_ != "NOUN" or fan.dep_ not in ("ROOT", "attr"):
            continue
        liked = [o for p in kids(fan, "prep") if p.lower_ == "of" for o in kids(p, "pobj")]
        if liked:
            before = sentence[: fan.i - sentence.start]
            return liked, any(t.lower_ in ("not", "no", "never") for t in before)
    return None


def _untagged_preference(sentence: Span) -> tuple[str, str] | None:
    """ "I detest jazz.", which the small model tags as a noun phrase ("detest" an adjective):
    "I", a preference verb the tagger missed, then the thing; or the "I" left out, at the start
    or after a comma ("Love mornings.", "Always up at 5, love mornings.", "Love basketball, I
    play every weekend.")."""
    words = [t for t in sentence if not t.is_punct and t.dep_ != "advmod"]
    if not any(t.pos_ in ("VERB", "AUX") for t in words):
        for k in range(len(words) - 2):  # "No way, I detest jazz."
            if words[k].lower_ == "i" and words[k + 1].lower_ in PREFERENCE:
                thing = " ".join(t.text for t in words[k + 2 :] if t.lower_ not in ("a", "an", "the"))
                return words[k + 1].lower_, thing
    tokens = list(sentence)
    for k, token in enumerate(tokens):
        if not (k == 0 or tokens[k - 1].text == ",") or token.lower_ not in PREFERENCE:
            continue
        rest = list(takewhile(lambda t: t.text != ",", tokens[k + 1 :]))
        rest = [t for t in rest if not t.is_punct]
        if rest and all(t.pos_ in ("NOUN", "PROPN", "ADJ") for t in rest):
            return token.lower_, " ".join(t.text for t in rest)
    return None
