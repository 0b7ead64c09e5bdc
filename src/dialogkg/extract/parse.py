"""The offline default extractor: triples from a spaCy dependency parse, normalised for dialogue.

Why a parser: chat states facts in clauses the rules' patterns cannot follow ("I'm not a nurse,
I teach chemistry", "I don't really have any pets", "both of my sisters"). Each clause (the root,
and conj/ccomp/advcl/parataxis heads with a subject of their own or, for conj, an inherited one)
gives subject, verb, negation (``neg`` dependents, ``no`` determiners) and object (dobj, attr,
acomp, xcomp, or prep+pobj); ``normalize`` turns that into the shared conventions (participants
as subjects, canonical slots and preference verbs, digits). A yes/no answer borrows the
predicate of the question it answers: the previous turn's, or the speaker's own just before an
elliptical "I don't". Operations come from ``extract.operations`` like the rules extractor's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from dialogkg.conversation.model import Conversation, Turn
from dialogkg.detect.lexicons import default_lexicons
from dialogkg.extract import nlp, normalize
from dialogkg.extract.base import ExtractionContext, TurnExtraction
from dialogkg.extract.normalize import Parties
from dialogkg.extract.operations import SentenceFacts, plan_operations, retracts
from dialogkg.extract.schema import MAX_TEXT, Extraction

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Span, Token

_CLAUSE_DEPS = ("conj", "ccomp", "advcl", "parataxis")
_MODIFIERS = ("compound", "amod", "nummod", "nmod", "quantmod", "poss")
_NESTED = ("compound", "amod", "nummod", "advmod", "quantmod")
_OBJECT_DEPS = ("dobj", "attr", "acomp", "oprd")
_PREFERENCE = normalize.LIKE_VERBS | normalize.DISLIKE_VERBS
_PERSONAL = normalize.FIRST_PERSON | normalize.SECOND_PERSON
_TIMES = normalize.TIME_WORDS
# A clause under these is not asserted: "I hope you have a great day", "I don't know if I have one".
_UNASSERTED = frozenset({"hope", "wish", "wonder", "want", "bet", "imagine", "doubt", "if", "whether"})
# Marks of a clause that sets a condition or a past background rather than asserting a state.
_CONDITIONS = frozenset(
    {"if", "whether", "unless", "when", "since", "while", "until", "before", "after", "once"}
)
# What a speaker knows or has heard of is no fact about them the other turns could contradict.
_COGNITION = frozenset(
    {"know", "hear", "realize", "realise", "remember", "understand", "notice", "mean", "imagine"}
)
_FAVOURITE = frozenset({"favorite", "favourite", "fav"})
# Plural pronouns that, as an object, stand for the things the other party just named ("I love
# the departed and heat." "I've never seen any of those."); a singular "it" is as often a
# situation ("I love it here"), so only these are resolved.
_PLURAL_ANAPHORS = frozenset({"them", "those", "these"})
_FORMER = frozenset({"ex", "late", "former", "old"})
# What "have" means eat or drink of (hypernyms.tsv classes), and the meals it is had for.
_FOODS = ("food", "meat", "vegetable", "fruit", "legume")
_DRINKS = ("beverage", "alcohol")
# What a container (or a word) is of: "three cups of coffee", "not a word of Spanish".
_CONTAINERS = frozenset(
    {"cup", "glass", "bottle", "can", "mug", "pint", "pack", "packet", "box", "bowl", "plate", "slice"}
    | {"piece", "word"}
)
_MEALS = frozenset({"breakfast", "lunch", "dinner", "supper", "brunch", "dessert", "snack"})
# Verbs whose "it" may stand for the one thing a question asked about ("I love it", "I've never
# tried it"); "make it", "get it", "do it" stand for no thing.
_IT_VERBS = (
    normalize.LIKE_VERBS
    | normalize.DISLIKE_VERBS
    | frozenset(
        {"own", "play", "eat", "drink", "watch", "read", "visit", "try", "drive", "ride", "cook", "use"}
    )
)
# A yes or no, then a question of one's own: "No, what is it?", "Yes, why do you ask?".
_ANSWER_THEN_ASK = re.compile(r"^[^,?]{1,24},\s*\S")
_AMOUNTS = frozenset({"lot", "lots", "ton", "tons", "bunch", "plenty"})
_OF_ANAPHOR = frozenset({"any", "all", "both", "some", "each", "most", "either"})
MAX_REFERENTS = 4
_TRIPS = frozenset({"trip", "visit", "vacation", "holiday", "journey", "honeymoon"})
# What completes a verb, so that without any it stands alone ("I've never been.").
_COMPLEMENTS = ("prep", "advcl", "xcomp", "ccomp", "acomp", "attr", "dobj", "oprd", "agent")
_ORDINALS = frozenset({"second", "third", "fourth", "fifth", "2nd", "3rd", "least"})
# A pronoun subject that can stand for the thing just named ("I like cloud. He's my favorite.").
_REFERRING = frozenset({"it", "they", "he", "she", "that", "this"})
_DEGREE = frozenset({"much", "often", "many", "well", "long", "far"})
_QUANTITY = frozenset(
    {"lot", "lots", "ton", "tons", "bunch", "couple", "few", "kind", "type", "sort", "variety", "number"}
    | {"plenty", "most", "some", "all", "any", "much", "many", "none", "each", "part", "rest", "bit"}
)
# Plural nouns a later "them" does not stand for: spans of time and amounts.
_NO_ANTECEDENTS = _TIMES | _QUANTITY
_TOPIC = re.compile(r"\bfavou?rite\s+(?:kind of\s+|type of\s+|sort of\s+)?(?P<noun>[a-z]+)", re.I)
_JOB = re.compile(
    r"\bwhat do you do\b(?! for fun)|\bfor a living\b|\byour (?:job|occupation|profession)\b"
    r"|\bwhere do you work\b|\bwhat do you do for work\b",
    re.I,
)
_AGE = re.compile(r"\bhow old are you\b", re.I)
_AGES = re.compile(
    r"\bhow old (?:are|r) (?:your |ur |the |those |these |both of your |all of your )?(?P<noun>[a-z]+)", re.I
)
# What may stand around a bare list of ages ("They're 3 and 4.", "4, 5, and 8 years old").
_AGE_LIST_WORDS = frozenset(
    {"they", "'re", "are", "re", "ages", "aged", "years", "year", "old", "and", "oh", "well"}
)
_ELLIPTIC = ("do", "be", "have", "can", "will", "would")
# Relations whose object is a place "there" can stand for.
_PLACES = frozenset({"be to", "go to", "plan to go to", "visit", "live in", "move to", "travel to"})


@dataclass(frozen=True)
class Claim:
    """One normalised triple before it becomes schema fields."""

    sub: str
    rel: str
    obj: str
    person: bool  # the subject is a participant
    negated: bool = False
    exclusive: bool = False
    number: bool = False
    second: bool = False  # the subject was "you": a question's predicate about the addressee
    # follows from another claim of the sentence ("I'm a vegan" eats no meat): a yes to a question
    # keeps it, a no drops it; an answer flips only what was asked
    implied: bool = field(default=False, compare=False)


def _kids(token: Token, *deps: str) -> list[Token]:
    return [c for c in token.children if c.dep_ in deps]


def _flipped(claims: list[Claim], negated: bool) -> list[Claim]:
    """The claims of an embedded clause under a denial ("don't know how to cook pasta"): each
    denied, but the bare activity an object-taking use implies ("cook") is dropped, since not
    cooking pasta is not not cooking."""
    if not negated:
        return claims
    objects = {c.rel for c in claims if c.obj != c.rel}
    return [replace(c, negated=not c.negated) for c in claims if not (c.obj == c.rel and c.rel in objects)]


_SELDOM = frozenset({"hardly", "rarely", "seldom", "barely", "scarcely"})


def _seldom(head: Token) -> bool:
    """Is the verb said to happen seldom ("hardly ever", "rarely")?"""
    return any(a.lower_ in _SELDOM for m in _kids(head, "advmod") for a in [m, *_kids(m, "advmod")])


_LONG_SPANS = frozenset({"year", "years", "month", "months", "decade", "decades"})


def _past_period(head: Token) -> bool:
    """A simple past over a span ("I smoked for ten years"): over, unlike "I've smoked for ten
    years" (present perfect, still going)."""
    if head.tag_ != "VBD" or any(a.lemma_.lower() == "have" for a in _kids(head, "aux")):
        return False
    spans = [o for p in _kids(head, "prep") if p.lower_ == "for" for o in _kids(p, "pobj")]
    return any(o.lower_ in _LONG_SPANS and _kids(o, "nummod", "det", "amod") for o in spans)


_CHANCES = frozenset({"chance", "chances", "opportunity", "opportunities"})


def _chance_to(head: Token) -> Token | None:
    """The verb of "have/get a chance to X" (-> X), if ``head`` says that."""
    for thing in _kids(head, "dobj"):
        if thing.lower_ in _CHANCES:
            for verb in _kids(thing, "acl", "relcl"):
                if any(a.lower_ == "to" for a in _kids(verb, "aux")):
                    return verb
    return None


def _ceasing(head: Token) -> bool:
    """Is ``head`` "stop", "quit" or "give up"?"""
    lemma = head.lemma_.lower()
    return lemma in ("stop", "quit") or (
        lemma == "give" and any(p.lower_ == "up" for p in _kids(head, "prt"))
    )


def _gerund_activity(token: Token) -> str | None:
    """The activity a gerund tagged as a noun names ("smoking" -> smoke), if it is one."""
    word = token.lower_
    if not word.endswith("ing") or _kids(token, "det", "poss"):
        return None
    stem = word[:-3]
    for verb in (stem, stem + "e", stem[:-1]):
        if verb in normalize.ACTIVITIES:
            return verb
    return None


def _how_to(head: Token) -> Token | None:
    """The verb of "know how to X" under ``head`` ("know how to knit" -> knit)."""
    for verb in _kids(head, "xcomp", "ccomp"):
        if any(a.lower_ == "how" for a in _kids(verb, "advmod")) and any(
            a.lower_ == "to" for a in _kids(verb, "aux")
        ):
            return verb
    return None


def _phrase(token: Token) -> str:
    """A noun phrase without determiners, possessives, clauses, prepositions or an age ("the city
    hospital" -> "city hospital", "a 3 year old daughter" -> "daughter"); number words become
    digits."""
    keep = [token]
    stack = [
        c
        for c in token.children
        if c.dep_ in _MODIFIERS and c.dep_ != "poss" and not (c.dep_ == "amod" and _age_of(c) is not None)
    ]
    while stack:
        child = stack.pop()
        keep.append(child)
        stack.extend(c for c in child.children if c.dep_ in _NESTED)
    words = [_word(t) for t in sorted(keep, key=lambda t: t.i) if t.lower_ not in ("a", "an", "the")]
    # A name goes on through "of" ("Lord of the Rings", "University of Texas"); a common noun
    # does not ("the top of the hill" is a top; a container is unwrapped before: see _unwrap).
    # Not even a picture: "a photo of the lake" kept whole aligns with "swam in the lake".
    if token.pos_ == "PROPN":
        for prep in _kids(token, "prep"):
            if prep.lower_ == "of" and (pobj := _kids(prep, "pobj")) and pobj[0].pos_ in ("PROPN", "NOUN"):
                words += ["of", _phrase(pobj[0])]
                break
    return " ".join(words)


# Adjectives that like (or, sick and tired, dislike) their prepositional object: "crazy about
# hiking", "fond of cats", "sick of winter".
_KEEN = {
    **dict.fromkeys(("crazy", "mad", "passionate", "nuts", "enthusiastic"), ("about",)),
    **dict.fromkeys(("fond", "sick", "tired"), ("of",)),
    "keen": ("on",),
    "obsessed": ("with",),
}
# Nouns that say their modifier is liked: "a dog person", "a big Stephen King fan".
_ENTHUSIASTS = frozenset({"person", "fan", "lover", "guy", "girl", "gal", "type"})


def _enthusiasm(value: Token) -> str | None:
    """What "a <X> person" likes: the nouns and names before it, with their conjuncts ("rock
    and roll"), not the size words ("a huge fan")."""
    words = [
        t.lower_
        for t in value.subtree
        if t.i < value.i
        and t.pos_ in ("NOUN", "PROPN", "CCONJ")
        and t.dep_ not in ("det", "poss")
        and not (t.dep_ == "npadvmod" and _age_of(t.head) is not None)  # "a 22 year old guy"
    ]
    while words and words[-1] in ("and", "or"):
        words.pop()
    return " ".join(words) or None


def _slot(subj: _Subject, rel: str, obj: str) -> bool:
    """Does the claim fill a functional slot? A job or workplace is one at a time for someone,
    not for something: "sneakers would work well for the occasion" fills no workplace."""
    return normalize.exclusive(rel, obj) and (rel not in ("work as", "work at") or _someone(subj))


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


def _numeral(token: Token) -> str | None:
    """The number a numeral says with its compound parts ("twenty-five" parses as "twenty"
    hung on "five"): "25", not "5"."""
    parts = sorted(
        [token, *(c for c in _kids(token, "compound", "quantmod") if c.pos_ == "NUM")], key=lambda t: t.i
    )
    return normalize.number(" ".join(t.text for t in parts))


def _word(token: Token) -> str:
    """Names keep their case, numbers become digits ("one" only when it counts)."""
    if token.pos_ == "NUM":
        return normalize.number(token.text) or token.text.lower()
    return token.text if token.pos_ == "PROPN" else token.text.lower()


def _verb_phrase(verb: Token) -> str:
    """A verb as an object ("running", "go to beach"): its form, then its object or pobj."""
    head = verb.text.lower() if verb.tag_ == "VBG" else verb.lemma_.lower()
    words = [head]
    words += [p.text.lower() for p in _kids(verb, "prt")]
    if objects := _kids(verb, "dobj", "attr", "acomp"):
        words.append(_phrase(objects[0]))
    elif (preps := _kids(verb, "prep")) and (pobj := _kids(preps[0], "pobj")):
        words += [preps[0].text.lower(), _phrase(pobj[0])]
    return " ".join(words)


def _negated(head: Token) -> bool:
    """A ``neg`` dependent ("no longer" hangs its "no" on "longer"), unless it negates a degree
    ("I don't play as much as I used to" still plays)."""
    no_longer = any(
        a.lower_ in ("longer", "more") and _kids(a, "neg") for a in _kids(head, "advmod", "npadvmod")
    )
    if not no_longer and not any(c.dep_ == "neg" for c in head.children):
        return False
    return not any(
        d.lower_ in _DEGREE and any(a.lower_ == "as" for a in d.children) for d in _kids(head, "advmod")
    )


def _age_of(old: Token) -> str | None:
    """The years in "22 year old" (read at "old"), else None."""
    if old.lemma_.lower() != "old":
        return None
    units = [u for u in _kids(old, "npadvmod") if u.lemma_.lower() in ("year", "yr")]
    return _count(units[0]) if units else None


def _age_modifier(noun: Token) -> str | None:
    """The age an "N year old" modifier gives a noun ("a 22 year old male" -> "22")."""
    return next((age for a in _kids(noun, "amod") if (age := _age_of(a)) is not None), None)


def _count(token: Token) -> str | None:
    """The number a noun is counted with ("three sisters" -> "3"), if any."""
    for child in _kids(token, "nummod"):
        words = [t.text for t in sorted([child, *_kids(child, "compound", "quantmod")], key=lambda t: t.i)]
        if value := normalize.number(" ".join(words)):
            return value
    return None


@dataclass(frozen=True)
class _Subject:
    """Who or what a clause is about; a possessed attribute keeps its owner apart."""

    text: str
    person: bool
    second: bool = False
    owner: str | None = None  # for a possessed attribute ("my favourite colour"): the owner
    attribute: str | None = None


class _Reader:
    """Claims of one sentence, for one speaker and addressee."""

    def __init__(self, parties: Parties, antecedent: str | None) -> None:
        self.parties = parties
        self.antecedent = antecedent
        self.counted: str | None = None  # what a bare number counts, from the question answered
        self.topic: str | None = None  # the favourite a question asked about ("favorite album")
        self.job_asked = False  # a question asked what the speaker does for a living
        self.age_asked = False  # a question asked the speaker's age
        self.place: str | None = None  # the place "there" stands for ("I've been there")
        self.referents: list[str] = []  # what "them" / "any of those" stands for (see _PLURAL_ANAPHORS)
        self.recent: str | None = None  # the thing this turn named last, for "It's my favorite"
        self.it: str | None = None  # the one thing a question just asked about, for "I love it"
        self.earlier: list[Span] = []  # this turn's sentences before the one read

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
        if token.pos_ == "PRON" or lowered in _PERSONAL:
            who = self.parties.person(lowered)
            if who is not None:
                return _Subject(who, True, lowered in normalize.SECOND_PERSON)
            if lowered in ("he", "she") and self.antecedent:
                return _Subject(self.antecedent, False)
            return None
        if lowered in normalize.VAGUE_SUBJECTS or not any(ch.isalpha() for ch in token.text):
            return None
        poss = _kids(token, "poss")
        favourite = any(c.lower_ in _FAVOURITE for c in _kids(token, "amod")) or token.lower_ in _FAVOURITE
        if favourite and not poss and not _kids(token, "det"):  # "Favorite album would have to be ..."
            attribute = _phrase(token)
            return _Subject(
                f"{self.parties.speaker}'s {attribute}",
                False,
                owner=self.parties.speaker,
                attribute=attribute,
            )
        if poss:
            owner = self.parties.person(poss[0].text)
            if owner is None and poss[0].pos_ == "PROPN":
                owner = _phrase(poss[0])
            if owner is None:
                return None  # "his name": whose is unknown here
            attribute = _phrase(token)
            if token.lemma_.lower() in normalize.POSSESSABLE:  # "my wife": a person, not an attribute
                return _Subject(f"{owner}'s {attribute}", False)
            return _Subject(f"{owner}'s {attribute}", False, owner=owner, attribute=attribute)
        of = [p for p in _kids(token, "prep") if p.lower_ == "of"]
        if of and (pobj := _kids(of[0], "pobj")) and token.pos_ == "NOUN":
            return _Subject(_phrase(token), False, owner=_phrase(pobj[0]), attribute=_phrase(token))
        return _Subject(_phrase(token), False)

    def clause(self, head: Token, subject: Token | None) -> list[Claim]:
        favourite = _my_favourite(head, normalize.FIRST_PERSON)
        if favourite is not None and (ranked := _first_before(*favourite)) is not None:
            noun, first = ranked  # "They're my second favorite team after the rockets"
            speaker = _Subject(self.parties.speaker, True)
            return [self._claim(speaker, normalize.attribute_relation(f"favourite {noun}"), first, False)]
        subj = self.subject(subject)
        if favourite is not None and subject is not None and subject.lower_ in _REFERRING and self.recent:
            # "I like cloud. He's my favorite character." (not a ranked one): a bare "my favorite"
            # names a slot only after a question asked which one ("favorite food?"); else two
            # would seem to clash.
            attr, mods = favourite
            if not mods & _ORDINALS and (attr.lower_ not in _FAVOURITE or self.topic):
                subj = _Subject(self.recent, False)
        if subj is None:
            return []
        negated = _negated(head) != _counterfactual(head)
        lemma = head.lemma_.lower()
        if _seldom(head):
            return []  # "I hardly ever drink", "I rarely eat meat": a frequency, neither yes nor no
        if _past_period(head):
            return []  # "I smoked for ten years", "I lived in Paris for a year": a period now over
        if lemma in ("have", "get") and (done := _chance_to(head)) is not None:
            # "I had the chance to explore Boston" explored it; "Have you had a chance to check out
            # Boston?" "Not yet." has not: the chance is no thing had.
            return _flipped(self.clause(done, subject), negated)
        has_got = head.lower_ == "got" and any(a.lemma_.lower() == "have" for a in _kids(head, "aux"))
        if has_got and _kids(head, "dobj") and not _kids(head, "xcomp"):
            lemma = "have"  # "I've got two kids", "I haven't got a car": possession
        # "I have neither a dog nor a cat" denies both.
        negated = negated or any(
            c.lower_ == "neither" for d in _kids(head, "dobj") for c in _kids(d, "preconj")
        )
        # The small model sometimes reads "I hate running" as an auxiliary "hate" on "running".
        for aux in _kids(head, "aux"):
            if aux.lemma_.lower() in _PREFERENCE:
                rel = normalize.relation(aux.lemma_.lower())
                return self._values(subj, rel, [head], negated, verbal=True)
        if lemma == "know" and (how := _how_to(head)) is not None:
            # "I don't know how to knit" says what "I can't knit" says.
            return _flipped(self.clause(how, subject), negated)
        if (
            lemma in ("stop", "quit")
            and negated
            and (doing := [x for x in _kids(head, "xcomp") if x.tag_ == "VBG"])
        ):
            # "I can't stop thinking about it", "I never quit playing": still doing it.
            return self.clause(doing[0], subject)
        if _ceasing(head) and not negated and (ceased := self._ceased(head, subj, subject)) is not None:
            return ceased
        if lemma == "get" and any(a.lower_ == "around" for a in _kids(head, "advmod")):
            # "I haven't gotten around to playing them" has not played them.
            doing = [v for p in _kids(head, "prep") if p.lower_ == "to" for v in _kids(p, "pcomp")]
            if doing:
                return _flipped(self.clause(doing[0], subject), negated)
        if lemma in ("quit", "give") and negated and any(p.lower_ == "on" for p in _kids(head, "prep")):
            return []  # "I won't give up on my dreams": a resolve, no fact to deny
        if lemma == "wait" and negated and _kids(head, "xcomp"):
            # "I can't wait to visit Boston": eager, as a wish is; the visit is still to come.
            return self._values(subj, "want", _kids(head, "xcomp"), False, verbal=True)
        if lemma == "hear" and (negated or subj.second) and subj.person:  # or "Have you heard of X?"
            # "I've never heard of sushi": whatever the speaker said of sushi presupposed knowing
            # it (the cascade lets this relation flip only claims about the same thing).
            # "that game", "a band" name one thing of a kind, not the kind ("I love games").
            heard = [
                o
                for p in _kids(head, "prep")
                if p.lower_ in ("of", "about")
                for o in _kids(p, "pobj")
                if o.pos_ == "PROPN" or (o.pos_ == "NOUN" and not _kids(o, "det"))
            ]
            return self._values(subj, normalize.FAMILIARITY, heard, negated) if heard else []
        if lemma in _COGNITION:  # "I don't remember", "I know", "I heard that ..."
            return []
        if lemma == "miss" and negated:
            return []  # "I don't miss a single match" goes to every one: a denial that asserts
        if (lemma in ("have", "own") or lemma in _PREFERENCE) and _back_then(head):
            return []  # "As a child I had a dog": nothing of now ("I don't have pets anymore")
        wish = any(a.lower_ in ("would", "'d") for a in _kids(head, "aux"))
        if wish and lemma in _PREFERENCE:  # "I'd love to go": a wish, not a liking
            lemma = "want"
        elif (
            _supposed(head)
            and lemma != "go"
            and lemma not in normalize.WISH_VERBS
            and not _kids(head, "xcomp")
        ):
            return []  # "you would have two apples"; a plan ("I will go") and "would have to be" stay
        if head.lower_ in normalize.OCCUPATION_STATES and subj.person:  # "I'm retired" (parsed as a verb)
            return [self._claim(subj, "work as", head.lower_, negated)]
        if head.lower_ in normalize.MARITAL and subj.person:
            return [self._claim(subj, "have marital status", head.lower_, negated)]
        particle = " ".join(p.lower_ for p in _kids(head, "prt"))
        verb = f"{lemma} {particle}" if particle else lemma
        if lemma in ("go", "head") and _ahead(head):  # "I'm going to a concert", "heading to Boston": a plan
            verb = "plan to go"
        objects = [o for o in _kids(head, *_OBJECT_DEPS) if not _lifelong(o)]  # "my whole life" is a time
        if not objects and lemma in _PREFERENCE:  # "I love winter": a season read as a time adverb
            objects = [
                n
                for n in _kids(head, "npadvmod")
                if n.pos_ == "NOUN" and n.lower_ not in normalize.TIME_WORDS and not _kids(n, "det")
            ]
        if head.pos_ in ("INTJ", "ADP"):  # "Oh. I really like math": "like" tagged INTJ, "math" its pobj
            objects = objects or _kids(head, "pobj")
        if lemma in ("call", "name") and _kids(head, "auxpass") and (names := _kids(head, "oprd")):
            # "The release branch is called main": a thing has one name at a time.
            return self._values(subj, "be called", names, negated, functional=True)
        if lemma == "be" and subj.person and _in_relationship(head):
            # One slot with "single" and "married" (antonyms.tsv: relationship / single;
            # hypernyms.tsv: relationship > married, engaged).
            return [self._claim(subj, "have marital status", "in relationship", negated)]
        if lemma == "be" and not _kids(head, "auxpass"):
            return self._described(head, subj, objects, negated)
        if lemma in ("get", "become", "stay") and objects and objects[0].lower_ in normalize.MARITAL:
            return [self._claim(subj, "have marital status", objects[0].lower_, negated)]
        if lemma == "turn" and objects and (age := _numeral(objects[0])) and subj.person:
            return [self._claim(subj, "have age", age, negated, number=True)]
        if lemma == "live" and subj.person and _alone(head):
            # "I live alone / on my own / by myself": with nobody, so "I live with my husband" denies it.
            where = self._prepositional(subj, verb, head, negated)
            where = [c for c in where if c.obj not in ("own", "myself")]
            return [self._claim(subj, "live with", normalize.ANY, not negated), *where]
        if lemma == "stand" and negated and objects:  # "I can't stand cats"
            return self._values(subj, "dislike", objects, False)
        dobj = [d for d in _kids(head, "dobj") if _unwrap(d) is not None and not _lifelong(d)]
        bare = not dobj and not objects and not _kids(head, "xcomp", "ccomp")
        # "I've never smoked in my life": a time is no object.
        bare = bare and not any(
            o.lemma_.lower() not in _TIMES for p in _kids(head, "prep") for o in _kids(p, "pobj")
        )
        if bare and lemma in normalize.ACTIVITIES and subj.person:
            return [self._claim(subj, lemma, lemma, negated)]  # "I don't drink", "I run a lot"
        if dobj:
            target = dobj[0]
            if negated and any(w.lower_ in ("all", "every") for w in [target, *target.children]):
                return []  # "I haven't read them all": some, not none ("not at all" is none)
            if _plural_anaphor(target) and (stands_for := self._stands_for(target)):
                rel = normalize.relation(verb)
                return [self._claim(subj, rel, r, negated, exclusive=False) for r in stands_for]
            if target.lower_ == "it" and self.it and lemma in _IT_VERBS and not _kids(head, "advcl", "ccomp"):
                # "Do you like sushi?" "I love it.": the one thing asked about ("I love it when
                # it rains" says nothing of it).
                return [self._claim(subj, normalize.relation(verb), self.it, negated, exclusive=False)]
            if target.pos_ == "PRON" and target.lower_ not in _PERSONAL:
                return []  # "I do it every day": the object is elsewhere
            if lemma in ("have", "own"):
                negated = negated or any(d.lower_ == "no" for d in _kids(target, "det"))
                if target.lower_ == "one" and not list(target.children) and self.referents:
                    # "I have a dog." "I wish I had one.": one of what was just named.
                    return [self._claim(subj, "have", self.referents[-1], negated)]
                if target.pos_ == "NUM" and self.counted is not None:  # "Any kids? I have 5."
                    value = _numeral(target)
                    if value is not None:
                        rel = normalize.count_slot(self.counted)
                        return [self._claim(subj, rel, value, negated, exclusive=True, number=True)]
                if lemma == "have" and (eaten := _eaten(head, target)) is not None:
                    return self._values(subj, eaten, [target], negated)  # "I had a steak for dinner"
                return self._possession(subj, lemma, target, negated)
            said = self._values(subj, normalize.relation(verb), [target], negated)
            if lemma in normalize.ACTIVITIES and subj.person and not subj.second and not negated:
                said.append(self._claim(subj, lemma, lemma, False))  # "I smoke a pack a day": I smoke
            return said
        if xcomp := _kids(head, "xcomp"):
            if xcomp[0].pos_ == "PART":  # "as much as I would like to": the verb is elided
                return []
            place = xcomp[0].pos_ in ("PROPN", "NOUN") or (
                lemma in ("move", "relocate") and all(c.dep_ == "aux" for c in xcomp[0].children)
            )
            if place and any(a.lower_ == "to" for a in _kids(xcomp[0], "aux")):
                # "we moved to florida": the small model reads "to florida" (even "to seattle",
                # tagged a verb) as an infinitive.
                rel = normalize.relation(verb, "to")
                named = xcomp[0].pos_ == "VERB" or _named_place(xcomp[0])
                home = rel == "live in" and subj.person and named
                return self._values(subj, rel, [xcomp[0]], negated, functional=home)
            if lemma == "have" and xcomp[0].lemma_ == "be":  # "my favourite would have to be X"
                return self._copula(xcomp[0], subj, _kids(xcomp[0], *_OBJECT_DEPS), negated)
            if lemma == "use" and head.tag_ == "VBD" and not negated and xcomp[0].pos_ in ("VERB", "AUX"):
                return self._former(xcomp[0], subject)
            if lemma in ("have", "need", "get", "try", "seem", "use", "go", "let"):  # "have to try", "let go"
                return []
            said = self._values(subj, normalize.relation(verb), xcomp, negated, verbal=True)
            goal = _destination(xcomp[0]) if lemma in normalize.WISH_VERBS and not negated else None
            if goal is not None and subj.person:
                # "I'd love to move to Cali one day": wherever the speaker lives, it is not there.
                said.append(self._claim(subj, "live in", _phrase(goal), True, exclusive=True))
            return said
        if objects:
            return self._values(subj, normalize.relation(verb), objects, negated)
        # "I used to play soccer, but I haven't played in years": the object said before.
        elided = _elided_object(head) if negated or not _kids(head, "prep", "dobj") else None
        if elided is not None:
            return self._values(subj, normalize.relation(verb), [elided], negated)
        return self._prepositional(subj, verb, head, negated)

    def _stands_for(self, pronoun: Token) -> list[str]:
        """What a plural pronoun stands for: the nearest plural noun before it in this turn ("I
        love dogs, but I can't have them"); else what the turn before named."""
        before: list[list[Token]] = [list(s) for s in self.earlier]
        before.append([t for t in pronoun.sent if t.i < pronoun.i])
        for token in reversed([t for sentence in before for t in sentence]):
            if _antecedent(token):
                return [_phrase(token)]
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
        if any(a.lower_ == "still" for t in (verb, verb.head) for a in _kids(t, "advmod")):
            return []
        if verb.lemma_.lower() == "be" and _kids(verb, "acomp"):
            # "I used to be scared": a feeling passes; its denial would meet every other
            # adjective of the speaker's (NegFlip aligns "scared" with "excited").
            return []
        said = self.clause(verb, subject)
        named = any(t.lower_ in ("named", "called") for t in verb.subtree)
        return [
            replace(c, negated=True)
            for c in said
            if (c.person or _kin_text(c.sub))  # "my dad used to be in the army"
            and not c.negated
            and not c.number
            and not (named and c.rel in ("have", "own"))
        ]

    def _prepositional(self, subj: _Subject, verb: str, head: Token, negated: bool) -> list[Claim]:
        """The first prepositional object, and any that fills a slot ("work at a store as a
        cashier" gives both); times and durations are adjuncts ("for a year")."""
        claims: list[Claim] = []
        preps = _kids(head, "prep")
        # "work at a store as a cashier": the parser often hangs the "as" on the store.
        preps += [
            p for prep in preps for o in _kids(prep, "pobj") for p in _kids(o, "prep") if p.lower_ == "as"
        ]
        for prep in preps:
            pobj = [p for p in _kids(prep, "pobj") if p.lemma_.lower() not in _TIMES]
            if not pobj:
                continue
            rel = normalize.relation(verb, prep.lower_)
            if rel in _PLACES and pobj[0].lower_ == "one" and not list(pobj[0].children) and self.place:
                claims.append(self._claim(subj, rel, self.place, negated))  # "never been to one"
                continue
            if prep.lower_ == "between" and not claims:  # "between January 21 and February 20":
                ends = [pobj[0], *[c for c in pobj[0].conjuncts if c.i > pobj[0].i][:1]]  # one range
                claims.append(self._claim(subj, rel, " and ".join(_phrase(e) for e in ends), negated))
                continue
            slot = rel in normalize.EXCLUSIVE_RELATIONS or rel in ("live in", "like")
            if slot or not claims:
                home = rel == "live in" and subj.person and _named_place(pobj[0])
                claims += self._values(subj, rel, pobj, negated, functional=home)
        return claims

    def _possession(self, subj: _Subject, verb: str, target: Token, negated: bool) -> list[Claim]:
        """ "I have two dogs, 3 cats and a hamster": a count per counted item, each EXCLUSIVE; one
        pet, child or sibling said with "a" counts as 1 as well, so "two dogs" and "a dog" meet."""
        favourite = any(c.lower_ in _FAVOURITE for c in _kids(target, "amod")) or target.lower_ in _FAVOURITE
        if negated and favourite and subj.person:
            # "I don't really have a favorite team" denies the slot any value: normalize.ANY.
            rel = normalize.attribute_relation(_phrase(target))
            return [self._claim(subj, rel, normalize.ANY, True, exclusive=True)]
        claims: list[Claim] = []
        plain: list[Token] = []
        for item in [target, *(c for c in target.conjuncts if c.i > target.i)]:
            count = _count(item)
            noun = item.lemma_.lower()
            if count is None and noun in normalize.COUNTABLE and not negated:
                count = "1" if any(d.lower_ in ("a", "an", "one") for d in _kids(item, "det")) else None
                plain.append(item)
            elif count is None:
                plain.append(item)
            if count is not None:
                rel = normalize.count_slot(noun)
                claims.append(self._claim(subj, rel, count, negated, exclusive=True, number=True))
        return self._values(subj, verb, plain, negated, single=False) + claims if plain else claims

    def _ceased(self, head: Token, subj: _Subject, subject: Token | None) -> list[Claim] | None:
        """ "I stopped playing guitar", "I quit smoking", "I gave up running": no longer doing it.
        An activity done to nothing is the bare activity, whatever the adjuncts ("gave up running
        after my knee surgery"); done to something, that thing ("stopped eating meat" still eats)."""
        doing = [x for x in _kids(head, "xcomp", "dobj") if x.tag_ == "VBG" or _gerund_activity(x)]
        # The parser sometimes hangs the gerund right after "gave up" as a clause of its own.
        last = max([head.i, *(p.i for p in _kids(head, "prt"))])
        doing += [x for x in _kids(head, "advcl") if x.tag_ == "VBG" and x.i == last + 1]
        ceased = (_gerund_activity(doing[0]) or doing[0].lemma_.lower()) if doing else ""
        if ceased in normalize.ACTIVITIES and not _kids(doing[0], "dobj"):
            return [self._claim(subj, ceased, ceased, True)]
        if doing and doing[0].tag_ == "VBG":
            return _flipped(self.clause(doing[0], subject), True)
        for thing in _kids(head, "dobj"):  # "quit drinking coffee", the gerund read as a compound
            for gerund in _kids(thing, "compound"):
                if act := _gerund_activity(gerund):
                    rest = [
                        t.text for t in thing.subtree if t.i != gerund.i and t.dep_ not in ("det", "poss")
                    ]
                    return [self._claim(subj, act, " ".join(rest), True)]
        return None

    def _copula(self, head: Token, subj: _Subject, objects: list[Token], negated: bool) -> list[Claim]:
        # "there" is the place just named; "here" is where the speaker is, which that seldom is
        # ("I'm from Memphis. Do you like living in New York?" "I have been here a few times").
        there = any(a.lower_ == "there" for a in _kids(head, "advmod"))
        # "I've never been", after "Have you been to a pool?": "there" unsaid.
        bare = head.lower_ == "been" and not objects and not _kids(head, *_COMPLEMENTS)
        if (there or bare) and head.tag_ == "VBN" and subj.person and self.place:  # "I've never been there"
            return [self._claim(subj, "be to", self.place, negated)]
        if not objects:
            if subj.attribute is not None and any(p.lower_ == "from" for p in _kids(head, "prep")):
                return []  # "my family is from Ohio" says nothing of the speaker's origin
            if subj.owner is not None and subj.attribute in ("home", "house", "apartment", "flat"):
                # "My home is in Vienna": its owner lives there.
                return self._prepositional(self._owner(subj), "live", head, negated)
            return self._prepositional(subj, "be", head, negated)
        value = objects[0]
        comparative = value.lemma_.lower() == "more"
        if value.lemma_.lower() in ("more", "kind", "sort", "bit"):  # "I'm more of a vegetarian"
            of = [p for p in _kids(value, "prep") if p.lower_ == "of"]
            inner = _kids(of[0], "pobj") if of else []
            if not inner:
                return []
            value, objects = inner[0], inner
        aged = (subj.person and not subj.attribute) or _kin(subj)  # "my son is 12": his age
        if aged and head.tag_ != "VBD":  # "when I was 16" is no age
            age = _numeral(value) if value.pos_ == "NUM" else None
            if age is None and value.like_num and value.dep_ == "acomp":  # "I am sixty" (an adjective)
                age = normalize.number(value.text)
            if value.pos_ == "NUM" and age is None:
                age = normalize.number(" ".join(t.text for t in value.subtree))
            if value.lower_ == "old":  # "ten years old"; "two years older than me" is no age
                for unit in _kids(value, "npadvmod"):
                    age = _count(unit) or age
            if age is not None:
                return [self._claim(subj, "have age", age, negated, number=True)]
        if subj.person and not subj.attribute and head.tag_ != "VBD":
            if value.lower_ in normalize.MARITAL:
                return [self._claim(subj, "have marital status", value.lower_, negated)]
            if value.lower_ in normalize.OCCUPATION_STATES:
                return [self._claim(subj, "work as", value.lower_, negated)]
        lemma = value.lemma_.lower()
        said = " ".join(t.lower_ for t in value.subtree)
        if subj.person and "stay at home" in said:  # "I'm a stay at home mom": a job, badly parsed
            parent = [t.lower_ for t in value.subtree if t.lower_ in normalize.PARENTS]
            job = self._claim(subj, "work as", f"stay at home {parent[0] if parent else 'parent'}", negated)
            return [job, *self._parenthood(subj, negated or not parent)]
        doing = subj.person and not subj.attribute and not self.job_asked  # "What do you do?" asks a job
        if doing and value.pos_ == "NOUN" and _agent(value) is not None:
            # "I'm not a coffee drinker", "I'm a runner and a big reader"
            doers = [d for v in (value, *value.conjuncts) if (d := _agent(v)) is not None]
            return [self._claim(subj, verb, thing, negated) for verb, thing in doers]
        if normalize.occupation(lemma) and value.pos_ == "NOUN" and not subj.attribute:
            if head.tag_ == "VBD" and not negated and not subj.second:
                # "I was a teacher for ten years": a job before, not the job now ("I thought you
                # were a nurse?" asks of now).
                return []
            return [self._claim(subj, "work as", _phrase(value), negated)]
        if subj.person and not subj.attribute and lemma in normalize.PARENTS:  # "I'm a mom of two"
            return self._parenthood(subj, negated)
        if lemma in _ENTHUSIASTS and subj.person and not subj.attribute and (liked := _enthusiasm(value)):
            # "I'm a dog person"; "I'm more of a rock and roll person" ranks it over the rest.
            enthused = [self._claim(subj, "like", liked, negated)]
            if comparative and not negated and (kind := normalize.kind_of(liked)):
                rel = normalize.attribute_relation(f"favourite {kind}")
                enthused.append(self._claim(subj, rel, normalize.kind_value(liked), False, exclusive=True))
            return enthused
        if lemma == "native" and subj.person and not subj.attribute:  # "I'm a native of Dublin"
            places = [o for p in _kids(value, "prep") if p.lower_ == "of" for o in _kids(p, "pobj")]
            if places:
                return self._values(subj, normalize.relation("be", "from"), places, negated, functional=True)
        if lemma == "fan":
            for prep in _kids(value, "prep"):
                if prep.lower_ == "of" and (pobj := _kids(prep, "pobj")):
                    return self._values(subj, "like", pobj, negated)
            if names := _kids(value, "compound"):  # "a huge Stephen King fan"
                return [self._claim(subj, "like", " ".join(_phrase(n) for n in names), negated)]
        answers_job = self.job_asked and subj.person and not subj.attribute and value.dep_ == "attr"
        if answers_job and value.pos_ == "NOUN" and lemma not in normalize.POSSESSABLE:
            return [self._claim(subj, "work as", _phrase(value), negated)]  # "What do you do? I'm a runner."
        if subj.person and not subj.attribute and lemma in _KEEN:  # "I'm crazy about hiking"
            keen_on = [
                o for p in _kids(value, "prep") if p.lower_ in _KEEN[lemma] for o in _kids(p, "pobj", "pcomp")
            ]
            if keen_on:
                rel = "dislike" if lemma in ("sick", "tired") else "like"
                return self._values(subj, rel, keen_on, negated, verbal=True)
        if poss := _kids(value, "poss"):  # "blue is my favourite colour"
            owner = self.parties.person(poss[0].text)
            if owner is not None and lemma in ("thing", "passion", "jam") and not subj.person:
                return [
                    self._claim(_Subject(owner, True), "like", subj.text, negated)
                ]  # "Horror is my thing"
            if owner is not None and value.pos_ in ("NOUN", "ADJ") and not subj.person:
                attribute = _phrase(value)
                liked = subj.text
                if value.lower_ in _FAVOURITE and (kind := self.topic or normalize.kind_of(subj.text)):
                    attribute = f"favourite {kind}"  # "Green is my favorite": a colour
                    liked = normalize.kind_value(liked)
                rel = normalize.attribute_relation(attribute)
                return [self._claim(_Subject(owner, True), rel, liked, negated, exclusive=True)]
        # "Fall is the best", "Dogs are the worst": the speaker's verdict on a thing.
        verdict = " ".join(t.lower_ for t in value.subtree)
        judged = not subj.person and not subj.attribute
        speaker = _Subject(self.parties.speaker, True)
        kind = self.topic or normalize.kind_of(subj.text)
        if verdict == "the best" and kind and judged:
            rel = normalize.attribute_relation(f"favourite {kind}")
            return [self._claim(speaker, rel, normalize.kind_value(subj.text), negated, exclusive=True)]
        if verdict == "the worst" and judged and subj.text.lower() not in _REFERRING:
            return [self._claim(speaker, "dislike", subj.text, negated)]
        if subj.owner is not None and subj.attribute is not None:
            rel = normalize.attribute_relation(subj.attribute)
            return self._values(self._owner(subj), rel, objects, negated, functional=True)
        # A noun names what the subject is (one value); adjectives describe it and add up.
        # "A is a B" files A under a class, and a thing is of many ("a subset of AI" and "an
        # advanced technique"); "A is the B" or a name says which one it is.
        classed = any(d.lower_ in ("a", "an") for d in _kids(value, "det"))
        functional = not subj.person and value.pos_ in ("NOUN", "PROPN", "NUM") and not classed
        said_is = self._values(subj, "be", objects, negated, functional=functional)
        if subj.person and not negated and lemma in normalize.MEATLESS_DIETS:
            # "I'm a vegan" says "I don't eat meat" (hypernyms.tsv: meat > beef, chicken, ...).
            said_is.append(replace(self._claim(subj, "eat", "meat", True), implied=True))
        if (
            subj.person
            and not negated
            and lemma == "child"
            and any(a.lower_ == "only" for a in value.children)
        ):
            only_child = replace(self._claim(subj, "have", "siblings", True), implied=True)
            said_is.append(only_child)  # "I'm an only child"
        return said_is

    def _described(self, head: Token, subj: _Subject, objects: list[Token], negated: bool) -> list[Claim]:
        """A copula's claims and the age an "N year old" modifier gives: "I'm a 35 year old
        teacher" is an age and a job."""
        said = self._copula(head, subj, objects, negated)
        age = _age_modifier(objects[0]) if objects and subj.person and head.tag_ != "VBD" else None
        if age is not None:
            said.insert(0, self._claim(subj, "have age", age, negated, number=True))
        return list(dict.fromkeys(said))

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
        # "I haven't had a ton of time": a denied amount grades, it does not deny the thing, so
        # the object keeps its grade ("much time") for the cascade to read.
        graded = {u.i for i in items if negated and i.lower_ in _AMOUNTS and (u := _unwrap(i)) is not None}
        # "Have you read any sci-fi? I have read a few.": a bare amount of the one thing asked.
        some = self.it is not None and any(_unwrap(i) is None for i in items)
        items = [u for u in (_unwrap(i) for i in items) if u is not None]
        texts = [self.it] if some and self.it is not None else []
        for item in items:
            if item.lower_ in _PLURAL_ANAPHORS and item.pos_ == "PRON":  # "not a fan of them"
                texts += self._stands_for(item)
                continue
            if (item.pos_ == "PRON" or item.lower_ == "one") and item.lower_ not in _PERSONAL:
                continue  # "that one", "it": the object is elsewhere
            if _placeholder(item):
                continue  # "that place", "a thing": what it stands for is elsewhere
            if negated and _upcoming(item):
                continue  # "no big events coming up" says nothing of the events that were
            is_verb = item.pos_ in ("VERB", "AUX") and (verbal or item.dep_ == "xcomp")
            text = _verb_phrase(item) if is_verb else _phrase(item)
            if item.i in graded and text.split()[:1] not in (["much"], ["many"]):
                text = f"{'many' if item.tag_ in ('NNS', 'NNPS') else 'much'} {text}"
            texts.append(text)
        texts = [t for t in texts if t.strip()]
        single = len(texts) == 1
        return [
            self._claim(
                subj,
                rel,
                text,
                negated,
                exclusive=single and (functional or _slot(subj, rel, text)),
                number=normalize.number(text) is not None,
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
        if rel == "have favourite" and self.topic:  # "my favorite is X" after "your favorite album?"
            rel = f"have favourite {self.topic}"
        if rel == "have favourite":  # a favourite of what is unsaid: "Pizza is my favorite" and
            exclusive = False  # "Summer is my favorite" fill two slots, not one
        if exclusive is None:
            exclusive = _slot(subj, rel, obj)
        return Claim(subj.text, rel, obj, subj.person, negated, exclusive, number, subj.second)

    def possessions(self, sentence: Span) -> list[Claim]:
        """Facts said in passing by a possessive: "my cat Milo", "my two sisters", "both of my
        sisters", "my wife"."""
        claims: list[Claim] = []
        speaker = _Subject(self.parties.speaker, True)
        for token in sentence:
            poss = _kids(token, "poss")
            if not poss and token.dep_ == "conj" and not _kids(token, "det"):
                poss = _shared_possessor(token)  # "my wife and three children"
            if not poss or self.parties.person(poss[0].text) != self.parties.speaker:
                continue
            noun = token.lemma_.lower()
            count = _count(token)
            if (
                count is None
                and token.dep_ != "attr"
                and any(a.lower_ == "only" for a in _kids(token, "amod"))
            ):
                count = "1"  # "my only brother" ("Luna is my only pet" says so as a slot already)
            quantifier = token.head if token.dep_ == "pobj" and token.head.lower_ == "of" else None
            if quantifier is not None and token.dep_ != "conj":
                owner = quantifier.head
                if owner.lower_ == "both":
                    count = "2"
                elif owner.pos_ == "NUM":
                    count = normalize.number(owner.text) or count
            if noun in _TRIPS:  # "my trip to Japan" says the speaker has been to Japan
                if _trip_ahead(token):
                    continue  # "I'm looking forward to my upcoming trip to Boston": not yet
                for prep in _kids(token, "prep"):
                    if prep.lower_ == "to" and (place := _kids(prep, "pobj")):
                        claims.append(Claim(speaker.text, "be to", _phrase(place[0]), True))
                continue
            if noun not in normalize.POSSESSABLE:
                continue  # "one of my favourites" counts no possession
            if count is not None:
                claims.append(
                    Claim(speaker.text, normalize.count_slot(noun), count, True, exclusive=True, number=True)
                )
            names = [n for n in _kids(token, "appos") if n.pos_ == "PROPN"]
            for name in names:
                claims.append(Claim(speaker.text, f"have {noun}", _phrase(name), True))
            # "my old dog" is a former one; "my 3 year old daughter" is not
            former = any(
                c.lower_ in ("ex", "late", "former", "old") and _age_of(c) is None for c in token.lefts
            )
            if count is None and not names and not former and noun in normalize.COUNTABLE:
                claims.append(Claim(speaker.text, "have", token.lower_, True))  # "walking my turtle"
            if noun in ("boyfriend", "girlfriend") and not former:  # "my boyfriend and I": not single
                dating = Claim(speaker.text, "have marital status", "in relationship", True, exclusive=True)
                claims.append(dating)
            if noun in ("wife", "husband") and not former:
                claims.append(Claim(speaker.text, "have marital status", "married", True, exclusive=True))
                # One spouse at a time: "my wife" then "my husband" is a contradiction.
                claims.append(Claim(speaker.text, "have spouse", noun, True, exclusive=True))
        return claims

    def sentence(self, sentence: Span) -> list[Claim]:
        claims: list[Claim] = []
        for head, subject in _clauses(sentence):
            claims += self.clause(head, subject)
        if not claims and (described := _introduction(sentence)) is not None:
            # "22 year old male here": the speaker introduces themselves
            claims += self._described(described, _Subject(self.parties.speaker, True), [described], False)
        if not claims and (said := _untagged_preference(sentence)) is not None:
            verb, thing = said  # "I detest jazz." read by the small model as one noun phrase
            claims.append(
                self._claim(_Subject(self.parties.speaker, True), normalize.relation(verb), thing, False)
            )
        claims += self.possessions(sentence)
        # "I can't live without my dogs" denies a lack: no claim the cascade could read right.
        claims = [c for c in claims if not (c.negated and "without" in c.rel.split())]
        return list(dict.fromkeys(claims))


def _introduction(sentence: Span) -> Token | None:
    """The noun of a verbless self-introduction ("22 year old male here", "Nurse here!")."""
    root = sentence.root
    here = any(a.lower_ == "here" for a in _kids(root, "advmod"))
    if root.pos_ != "NOUN" or not here or _kids(root, "nsubj", "det", "poss"):
        return None
    return root


def _verbal(token: Token) -> bool:
    """A verb, or what the tagger took for an interjection although it has a subject: after an
    adverb, "I really like math" tags "like" INTJ while the parser still hangs "I" and "math" on it;
    in "Do you like sushi?" it tags "like" ADP. Neither an interjection nor a preposition has a
    subject."""
    if token.pos_ in ("VERB", "AUX") or (token.pos_ in ("INTJ", "ADP") and bool(_kids(token, "nsubj"))):
        return True
    # "I do love cats": "love" tagged a noun, yet it has an auxiliary and an object.
    return token.pos_ in ("NOUN", "ADJ") and bool(_kids(token, "aux")) and bool(_kids(token, "dobj"))


def _clauses(sentence: Span) -> Iterator[tuple[Token, Token | None]]:
    """Clause heads with their subjects; a conjoined verb inherits its head's subject."""
    subjects: dict[int, Token | None] = {}
    for token in sentence:
        if token.dep_ != "ROOT" and token.dep_ not in _CLAUSE_DEPS:
            continue
        if not _verbal(token) or not _asserted(token):
            continue
        own = _kids(token, "nsubj", "nsubjpass")
        if not own:  # a misparse hangs the subject on an auxiliary ("I hate running")
            own = [s for aux in _kids(token, "aux") for s in _kids(aux, "nsubj")]
        subject = own[0] if own else None
        # "..., but there are rules": an expletive subject is the clause's own, not its head's.
        if subject is None and token.dep_ == "conj" and not _kids(token, "expl"):
            subject = subjects.get(token.head.i)
        subjects[token.i] = subject
        yield token, subject


def _elided_object(head: Token) -> Token | None:
    """The object a conjoined verb leaves out because the clause before said it with the same
    verb ("I used to play soccer, but I haven't played in years": soccer)."""
    if head.dep_ != "conj":
        return None
    lemma = head.lemma_.lower()
    for verb in [head.head, *_kids(head.head, "xcomp")]:
        if verb.lemma_.lower() == lemma and verb.i != head.i and (dobj := _kids(verb, "dobj")):
            return _unwrap(dobj[0])
    return None


def _shared_possessor(token: Token) -> list[Token]:
    """The possessive a coordinated noun shares with the first of its list ("my wife and three
    children": the children are the speaker's too)."""
    first = token
    while first.dep_ == "conj" and first.head.pos_ in ("NOUN", "PROPN"):
        first = first.head
    return _kids(first, "poss") if first is not token else []


def _alone(head: Token) -> bool:
    """ "live alone", "live on my own", "live by myself"."""
    if any(a.lower_ == "alone" for a in _kids(head, "advmod", "acomp", "npadvmod", "oprd")):
        return True
    for prep in _kids(head, "prep"):
        objects = {o.lower_ for o in _kids(prep, "pobj")}
        if (prep.lower_ == "on" and "own" in objects) or (prep.lower_ == "by" and "myself" in objects):
            return True
    return False


def _named_place(place: Token) -> bool:
    """A home said by name, even in lower case ("new york", "the uk"), not a description
    ("a small town", "the city"): one value of the ``live in`` slot."""
    if any(d.lower_ in ("a", "an", "some", "any", "my", "our") for d in _kids(place, "det", "poss")):
        return False
    if place.tag_ in ("NNS", "NNPS") and place.lower_ not in ("states", "us"):
        return False
    if place.lemma_.lower() in normalize.GENERIC_PLACES:  # "new york city" is named all the same
        return any(c.pos_ == "PROPN" or c.text[:1].isupper() for c in _kids(place, "compound"))
    return place.pos_ in ("PROPN", "NOUN")


def _named(claims: Sequence[Claim]) -> list[str]:
    """The things claims name as objects, in order: a count names its kind ("have cat: 2" names
    cats), a state ("be confused") or an open slot ("any") names nothing."""
    named: list[str] = []
    for c in claims:
        if c.number:
            verb, _, noun = c.rel.partition(" ")
            named += [noun] if verb == "have" and noun else []
        elif c.rel != "be" and c.obj != normalize.ANY and c.obj.lower() not in _PERSONAL:
            named.append(c.obj)
    return named


def _my_favourite(head: Token, speaker_words: frozenset[str]) -> tuple[Token, frozenset[str]] | None:
    """The attribute of a copula that names one of the speaker's favourites ("It's my favorite
    game", "my second favorite team"), with its modifiers."""
    if head.lemma_.lower() != "be":
        return None
    for attr in _kids(head, "attr"):
        mods = frozenset(c.lower_ for c in _kids(attr, "amod"))
        favourite = attr.lower_ in _FAVOURITE or bool(mods & _FAVOURITE)
        if favourite and any(p.lower_ in speaker_words for p in _kids(attr, "poss")):
            return attr, mods
    return None


def _first_before(attr: Token, mods: frozenset[str]) -> tuple[str, str] | None:
    """ "my second favorite team after the rockets" says the rockets are the favourite team:
    (noun, first)."""
    if not (mods & _FAVOURITE and mods & _ORDINALS - {"least"}) or attr.pos_ != "NOUN":
        return None
    for prep in _kids(attr, "prep"):
        if prep.lower_ == "after" and (first := _kids(prep, "pobj")):
            return attr.lemma_.lower(), _phrase(first[0])
    return None


def _states_of_a_thing(sentence: Span) -> bool:
    """A statement about a named thing though no triple came of it ("The database migration is
    running.", "Three of the five pods are crashing."): an observation all the same. A
    pronoun's statement ("It's great", "I'm fine") needs a triple to count."""
    root = sentence.root
    if sentence.text.strip().endswith("?"):
        return False
    finite = root.pos_ in ("VERB", "AUX") and root.tag_ not in ("VBG", "VBN", "TO")
    finite = finite or any(a.tag_ in ("VBZ", "VBP", "VBD", "MD") for a in _kids(root, "aux", "auxpass"))
    subjects = _kids(root, "nsubj", "nsubjpass")
    # "The relay logs show ...": a noun the tagger took for a verb still has its modifiers
    modified = [s for s in subjects if s.pos_ != "PRON" and _kids(s, "det", "compound", "poss")]
    named = [s for s in subjects if s.pos_ in ("NOUN", "PROPN", "NUM")] + modified
    return finite and bool(named)


def _in_relationship(head: Token) -> bool:
    return any(
        o.lemma_.lower() == "relationship"
        for p in _kids(head, "prep")
        if p.lower_ == "in"
        for o in _kids(p, "pobj")
    )


def _plural_anaphor(token: Token) -> bool:
    """ "them", "those", or "any / all / both of them (those)"."""
    if token.lower_ in _PLURAL_ANAPHORS:
        return True
    if token.lower_ not in _OF_ANAPHOR:
        return False
    of = [p for p in _kids(token, "prep") if p.lower_ == "of"]
    return any(o.lower_ in _PLURAL_ANAPHORS for p in of for o in _kids(p, "pobj"))


def _antecedent(token: Token) -> bool:
    """A plural common noun a later "them" may stand for: not a span of time, a generic
    placeholder, an amount ("lots of dogs" stands for the dogs) or a modifier of another noun."""
    return (
        token.tag_ == "NNS"
        and token.pos_ == "NOUN"
        and token.dep_ != "compound"
        and not {token.lower_, token.lemma_.lower()} & _NO_ANTECEDENTS
        and not _placeholder(token)
    )


def _eaten(have: Token, target: Token) -> str | None:
    """ "eat" or "drink" when "have" takes a meal's food ("I had a steak", "I have coffee for
    breakfast"), else None ("I have a chicken" keeps one)."""
    lex = default_lexicons()
    noun = target.lemma_.lower()
    if noun in normalize.POSSESSABLE:
        return None
    drink = any(lex.broader(kind, noun) for kind in _DRINKS)
    meal = any(
        o.lemma_.lower() in _MEALS
        for p in _kids(have, "prep") + _kids(target, "prep")
        if p.lower_ == "for"
        for o in _kids(p, "pobj")
    )
    if drink:
        return "drink"
    return "eat" if meal or any(lex.broader(kind, noun) for kind in _FOODS) else None


def _lifelong(noun: Token) -> bool:
    """ "my whole life", "my entire life", "all my life": a span of time, not a thing."""
    if noun.lemma_.lower() not in ("life", "lifetime"):
        return False
    return any(c.lower_ in ("whole", "entire", "all") for c in _kids(noun, "amod", "predet", "det"))


def _agent(noun: Token) -> tuple[str, str] | None:
    """The activity and its object a doer's noun names ("coffee drinker" -> drink coffee, "smoker"
    -> smoke smoke), for activities that are no job (a "writer" works as one)."""
    lemma = noun.lemma_.lower()
    if normalize.occupation(lemma) or not lemma.endswith("er"):
        return None
    stems = (lemma[:-2], lemma[:-1], lemma[:-3])  # drinker, smoker, runner
    verb = next((v for v in stems if v in normalize.ACTIVITIES or v == "eat"), None)
    if verb is None or (verb == lemma[:-3] and lemma[-3] != lemma[-4]):
        return None
    things = [_phrase(c) for c in _kids(noun, "compound") if c.pos_ in ("NOUN", "PROPN")]
    return verb, things[0] if things else verb


def _unwrap(item: Token) -> Token | None:
    """The thing counted in "a lot of different kinds of music" (music); None for a bare "a lot"."""
    while item.pos_ not in ("VERB", "AUX") and (item.lower_ in _QUANTITY or item.lemma_.lower() in _QUANTITY):
        of = [p for p in _kids(item, "prep") if p.lower_ == "of"]
        pobj = _kids(of[0], "pobj") if of else []
        if not pobj:
            return None
        item = pobj[0]
    if item.lemma_.lower() in _CONTAINERS:  # "three cups of coffee": coffee ("a pack a day" stays)
        of = [o for p in _kids(item, "prep") if p.lower_ == "of" for o in _kids(p, "pobj")]
        return of[0] if of else item
    return item


def _trip_ahead(trip: Token) -> bool:
    """A trip still to come: said so ("my upcoming trip", "next trip") or awaited, planned or
    wished for ("looking forward to my trip", "planning my trip")."""
    if any(m.lower_ in ("upcoming", "next", "future", "planned", "coming") for m in _kids(trip, "amod")):
        return True
    awaiting = normalize.WISH_VERBS | {"forward", "await", "book", "wait", "prepare"}
    return any(a.lemma_.lower() in awaiting or _ahead(a) for a in trip.ancestors)


def _supposed(verb: Token) -> bool:
    """A supposition or forecast, not a fact of now: "you would have two apples", "after donating
    two, you'll have four left". "I would never" and "I'll always" state a disposition."""
    modal = any(a.lower_ in ("would", "'d", "could", "might", "will", "'ll") for a in _kids(verb, "aux"))
    firm = any(a.lower_ in ("never", "always") for a in _kids(verb, "advmod", "neg"))
    return modal and not firm


def _ahead(verb: Token) -> bool:
    """Said of the future: "I'm going", "I will go", "I'll go" ("I was going" is past)."""
    aux = [a.lower_ for a in _kids(verb, "aux")]
    progressive = verb.tag_ == "VBG" and any(a in ("am", "'m", "is", "'s", "are", "'re") for a in aux)
    return progressive or any(a in ("will", "'ll", "shall") for a in aux)


def _destination(verb: Token) -> Token | None:
    """The named place a move goes to ("move (back) to Ohio"; the small model may read "to
    cali" as an infinitive clause)."""
    if verb.lemma_.lower() not in ("move", "relocate"):
        return None
    for prep in [*_kids(verb, "prep"), *(p for a in _kids(verb, "advmod") for p in _kids(a, "prep"))]:
        if prep.lower_ == "to" and (pobj := _kids(prep, "pobj")) and _named_place(pobj[0]):
            return pobj[0]
    for clause in _kids(verb, "advcl", "xcomp"):
        if clause.pos_ == "PROPN" and any(a.lower_ == "to" for a in _kids(clause, "aux")):
            return clause
    return None


def _counterfactual(head: Token) -> bool:
    """A wish in the past tense denies its clause: "I wish I had a dog" (or "one", after a dog
    was named) says "I have no dog". Only for a thing wished for: "I wish I was older" names no
    fact to deny."""
    governor = head.head
    return (
        head.dep_ == "ccomp"
        and head.tag_ == "VBD"
        and governor.lemma_.lower() == "wish"
        and not _negated(governor)
        and bool(_kids(governor, "nsubj"))
        and any(o.pos_ in ("NOUN", "PROPN") or o.lower_ == "one" for o in _kids(head, "dobj", "attr"))
    )


def _asserted(head: Token) -> bool:
    """False for a clause said as a condition, hope or doubt ("if I do drink soda", "I hope you
    have a great day", "I don't know if I have a favourite")."""
    if _counterfactual(head):
        return True
    # The small model hangs "when" on its clause as advmod too: "When I was younger, I had a cat".
    if any(m.lower_ in _CONDITIONS for m in _kids(head, "mark")):
        return False
    if head.dep_ == "advcl" and any(m.lower_ in _CONDITIONS and m.i < head.i for m in _kids(head, "advmod")):
        return False
    # "If you have the constant, I can calculate the rate": the main clause of a condition (a
    # question's still names what it asks about: "How can you like it if you haven't read it?").
    conditional = any(m.lower_ in ("if", "unless") for c in _kids(head, "advcl") for m in _kids(c, "mark"))
    if conditional and not head.sent.text.rstrip().endswith("?"):
        return False
    # Up the chain of clauses: "I didn't mean to say that I have never read them" asserts nothing.
    while head.dep_ in ("ccomp", "xcomp", "advcl") and head.head is not head:
        governor = head.head
        if governor.lemma_.lower() in _UNASSERTED or _negated(governor):
            return False
        head = governor
    return True


_ECHOES = frozenset(
    {"me too", "me neither", "me either", "me as well", "same here", "same", "ditto", "likewise"}
    | {"so do i", "neither do i", "nor do i", "so am i", "neither am i", "nor am i", "i do too", "i am too"}
)


def _echo(sentence: Span) -> bool:
    """ "Me too", "me neither", "same here": the reply says what the other speaker said."""
    words = " ".join(t.lower_.rstrip(".") for t in sentence if not t.is_punct)  # "I." is one token
    if words in _ECHOES:
        return True
    return _SAME_WAY.match(words) is not None  # "I'm the same way with metal"


# An echo that may go on to say what about ("I'm the same way with metal").
_SAME_WAY = re.compile(r"^(?:i 'm|i am|i feel) the same(?: way)?\b|^same (?:with|for) me\b")


def _affirmed(asked: Sequence[Claim], said: Sequence[Claim]) -> list[Claim]:
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


# Words that place a past-tense clause in one's youth: "as a child", "when I was younger".
_YOUTH = frozenset(
    {"child", "kid", "teen", "teenager", "youngster", "boy", "girl", "young", "younger", "little"}
)


# Nouns that name nothing on their own: "I haven't been to that place", "I did a thing".
_GENERIC_NOUNS = frozenset({"place", "thing", "stuff", "spot", "area", "way", "part"})
# A verbless reply with one of these answers nothing: "No idea.", "Good question!", "Sure."
_NO_ANSWER_WORDS = frozenset(
    {"idea", "clue", "question", "sure", "course", "problem", "worry", "thanks", "lol", "haha", "yes", "yeah"}
    | {"none", "nothing", "nobody", "everything", "anything", "same", "depends", "okay", "ok", "cool", "nice"}
)


def _upcoming(item: Token) -> bool:
    """A thing still to come: "upcoming trips", "events coming up"."""
    if any(m.lower_ in ("upcoming", "future", "coming") for m in _kids(item, "amod")):
        return True
    return any(
        a.lemma_.lower() == "come" and any(p.lower_ == "up" for p in _kids(a, "prt"))
        for a in _kids(item, "acl")
    )


def _placeholder(item: Token) -> bool:
    """A generic noun pointing elsewhere ("that place") or bare ("a thing"); "an awesome place"
    and "the same thing" say something of their own."""
    if item.pos_ != "NOUN" or item.lemma_.lower() not in _GENERIC_NOUNS:
        return False
    pointing = any(d.lower_ in ("that", "this", "those", "these") for d in _kids(item, "det"))
    return pointing or not any(c.dep_ in _MODIFIERS and c.dep_ != "det" for c in item.children)


def _back_then(head: Token) -> bool:
    """A past-tense clause set in an earlier time: "As a child I had a dog", "I had a cat when I
    was younger", "years ago", "growing up"."""
    if head.tag_ != "VBD":
        return False
    for child in head.children:
        if child.lower_ == "ago" or (
            child.lower_ == "as" and any(o.lemma_.lower() in _YOUTH for o in _kids(child, "pobj"))
        ):
            return True
        if child.dep_ == "advcl":
            if child.lemma_.lower() == "grow" and any(p.lower_ == "up" for p in _kids(child, "prt")):
                return True
            said = _kids(child, "acomp", "attr")
            if child.lemma_.lower() == "be" and any(a.lemma_.lower() in _YOUTH for a in said):
                return True
    return False


def _no_fragment(sentence: Span) -> str | None:
    """The thing of a verbless "No kids." / "No pets, but ..." reply, else None."""
    root = sentence.root
    if root.pos_ not in ("NOUN", "PROPN") or not any(d.lower_ == "no" for d in _kids(root, "det")):
        return None
    return root.lemma_.lower()


def _one_thing(asked: Sequence[Claim]) -> str | None:
    """The one thing a yes/no question asked about ("Do you like sushi?" -> sushi), if one."""
    things = {c.obj for c in asked if not c.number and c.obj != normalize.ANY and c.obj != c.rel}
    return next(iter(things)) if len(things) == 1 else None


def _untagged_preference(sentence: Span) -> tuple[str, str] | None:
    """ "I detest jazz.", which the small model tags as a noun phrase ("detest" an adjective):
    "I", a preference verb the tagger missed, then the thing."""
    words = [t for t in sentence if not t.is_punct and t.dep_ != "advmod"]
    if any(t.pos_ in ("VERB", "AUX") for t in words):
        return None
    for k in range(len(words) - 2):  # "No way, I detest jazz."
        if words[k].lower_ == "i" and words[k + 1].lower_ in _PREFERENCE:
            thing = " ".join(t.text for t in words[k + 2 :] if t.lower_ not in ("a", "an", "the"))
            return words[k + 1].lower_, thing
    return None


def _same_verb(sentence: Span, asked: Sequence[Claim]) -> bool | None:
    """ "Which instruments do you play?" "I don't play any.": the asked verb said again with a
    pronoun object answers like "I don't"; another verb answers nothing ("I love it")."""
    root = sentence.root
    objects = _kids(root, "dobj")
    if not objects or objects[0].lower_ not in ("any", "none", "one", "it", "them"):
        return None
    if not any(c.rel.split()[0] == root.lemma_.lower() for c in asked):
        return None
    subject = _kids(root, "nsubj")
    if not subject or subject[0].lower_ not in normalize.FIRST_PERSON:
        return None
    return not (_negated(root) or objects[0].lower_ == "none")


def _elliptic(sentence: Span) -> bool | None:
    """An elliptical reply ("I don't.", "I do"): its polarity, else None."""
    root = sentence.root
    if sentence[0].dep_ == "nsubj" and sentence[0].lower_ in normalize.FIRST_PERSON:
        root = sentence[0].head  # the parser may hang "I don't have any, so it's hard" on "'s"
    # Only the first clause counts: "I don't have any, so it's hard to relate" answers like "I don't".
    stop = next((t.i for t in sentence if t.i > root.i and t.text in (",", ";")), sentence.end)
    words = [t.lower_ for t in sentence if not t.is_punct and t.i < stop]
    if root.lemma_.lower() not in _ELLIPTIC or len(words) > 6:
        return None
    if [k for k in _kids(root, "attr", "acomp", "xcomp", "prep", "ccomp", "oprd") if k.i < stop]:
        return None
    pronominal = ("any", "one", "some", "none", "it", "them", "those", "that")
    if any(d.lower_ not in pronominal for d in _kids(root, "dobj")):
        return None  # "I don't have any" answers like "I don't"; "I have a dog" does not
    if any(d.lower_ == "none" for d in _kids(root, "dobj")):
        return False
    subject = _kids(root, "nsubj")
    if not subject or subject[0].lower_ not in normalize.FIRST_PERSON:
        return None
    return not _negated(root)


class ParseExtractor:
    """Triples from a dependency parse; see the module docstring."""

    name = "parse"

    def __init__(self, model: str | None = None) -> None:
        self.package = nlp.require(model)  # fails now, not on the first turn, when none is installed
        self._nlp: Language | None = None
        self._docs: dict[str, list[Span]] = {}
        self._conversation: str | None = None
        # Claims of the current conversation's turns read alone, by index, with their text.
        self._alone: dict[int, tuple[str, list[list[Claim]]]] = {}  # turn -> (text, per sentence)

    @property
    def pipeline(self) -> Language:
        if self._nlp is None:
            self._nlp = nlp.load(self.package)
        return self._nlp

    def _first_sight(self, conversation: Conversation, turn: Turn) -> None:
        """On first sight of a conversation, parse in one batch the turns from two before this one
        to the end: all of them when a bulk read starts at turn 1, three when an append asks for
        its new turn."""
        if self._conversation != conversation.id:
            self._conversation = conversation.id
            self._alone = {}
            texts = list(dict.fromkeys(t.text for t in conversation.turns[max(0, turn.index - 3) :]))
            self._docs = dict(zip(texts, self._parse(texts), strict=True))

    def _sentences(self, text: str) -> list[Span]:
        """The sentences of a turn's text (parsed now if the first sight did not)."""
        if text not in self._docs:
            [self._docs[text]] = self._parse([text])
        return self._docs[text]

    def _parse(self, texts: Sequence[str]) -> list[list[Span]]:
        """Parse in batches of at most PARSE_BATCH characters, a long text in pieces: the parser's
        working memory grows with the batch (about 3 KB a character), so a 1 MB turn parsed whole
        would need gigabytes. Texts of up to PARSE_PIECE characters are parsed whole, as before."""
        jobs = [(i, piece) for i, text in enumerate(texts) for piece in _pieces(_plain(text))]
        out: list[list[Span]] = [[] for _ in texts]
        start = 0
        while start < len(jobs):
            end, size = start, 0
            while end < len(jobs) and (end == start or size + len(jobs[end][1]) <= PARSE_BATCH):
                size += len(jobs[end][1])
                end += 1
            batch = jobs[start:end]
            for (i, _), doc in zip(batch, self.pipeline.pipe(p for _, p in batch), strict=True):
                out[i].extend(doc.sents)
            start = end
        return out

    def claims(
        self, conversation: Conversation, turn: Turn, *, alone: bool = False
    ) -> list[tuple[str, list[Claim]]]:
        """Each sentence of the turn with its claims (questions have none). ``alone``: borrow no
        claim of an earlier turn (see ``_read_alone``)."""
        who = normalize.parties(conversation, turn)
        reader = _Reader(who, self._antecedent(conversation, turn))
        self._first_sight(conversation, turn)
        sentences = [s for s in self._sentences(turn.text) if s.text.strip()]
        previous, alternatives = self._previous_question(conversation, turn)
        asked = _Asked()
        questions = self._previous_questions(conversation, turn)
        for question in questions:
            asked.add(question)
        before = conversation.turns[turn.index - 2].text if questions else ""
        aged = next((a for q in questions if (a := _aged(q, before)) is not None), None)
        out: list[tuple[str, list[Claim]]] = []
        guessed: list[tuple[int, Claim]] = []  # favourites read from "I love X" (by sentence)
        own_question: list[Claim] = []
        if not alone:
            reader.place = self._recent_place(conversation, turn)
            reader.referents = self._referents(conversation, turn, previous)
        mentioned: str | None = None  # the countable noun of the sentence before ("I love dogs.")
        just_asked = False  # the sentence before asked a question
        for k, sentence in enumerate(sentences):
            text = sentence.text.strip()
            asked.tell(reader)
            reader.earlier = sentences[:k]
            if len(text) > MAX_TEXT:  # a paste (a log, code), not a statement: not read
                out.append((text, []))
                own_question = []
                continue
            answering = k == 0 or just_asked
            just_asked = False
            if text.endswith("?") and not normalize.tag_question(text):
                answered: list[Claim] = []
                yes = normalize.answer_polarity(text) if k == 0 and previous else None
                if yes is not None and _ANSWER_THEN_ASK.match(text) and not (yes and alternatives):
                    answered = _answers(previous, who.speaker, yes)  # "No, what is it?"
                asked.add(text)
                own_question = self._templates(reader, sentence) if normalize.yes_no_question(text) else []
                out.append((text, answered))
                just_asked = True
                continue
            if retracts(text):  # a retraction restates no claim of its own
                out.append((text, []))
                own_question = []
                continue
            reader.counted = _counted(own_question or (previous if k < 2 else [])) or mentioned
            reader.it = _one_thing(own_question or previous) if answering else None
            claims = reader.sentence(sentence)
            if k == 0 and not claims and not reader.age_asked and (bare := _bare_answer(sentence)):
                claims = _bare_claims(bare, reader, who.speaker)  # "How many kids?" "Two."
            age = _bare_age(sentence) if k == 0 and reader.age_asked else None  # "How old are you?" "17."
            if age is not None and not any(c.rel == "have age" for c in claims):
                claims.append(Claim(who.speaker, "have age", age, True, exclusive=True, number=True))
            ages = _listed_ages(sentence) if k == 0 and aged is not None else 0
            if aged is not None and ages > 1:  # "How old are your daughters?" "4, 5 and 8.": three
                slot = normalize.count_slot(aged)
                claims.append(Claim(who.speaker, slot, str(ages), True, exclusive=True, number=True))
            if reader.topic and answering:
                guessed += [(len(out), c) for c in _favourite_answer(claims, reader.topic, who.speaker)]
            polarity = _elliptic(sentence)
            said = [c.obj for c in claims if c.rel in _PLACES]
            reader.place = said[-1] if said else reader.place
            if k == 0 and _echo(sentence) and turn.index > 1 and not alone:  # "I don't run." / "Me neither!"
                claims += self._echo(conversation, conversation.turns[turn.index - 2], who.speaker)
            elif polarity is not None and own_question:  # "Do you have any pets? I don't."
                claims += _answers(own_question, who.speaker, polarity)
            elif k == 0 and previous:
                answer = normalize.answer_polarity(text)
                if answer is None:
                    answer = polarity if polarity is not None else _same_verb(sentence, previous)
                # "A boyfriend or a girlfriend?" "I have a girlfriend.": a yes picks one of the
                # alternatives, the sentence says which; only a no denies them all.
                if answer is not None and not (answer and alternatives):
                    claims += _answers(previous, who.speaker, answer)
                elif answer is None:  # "Any pets?" "I have two dogs.": having dogs is having pets
                    claims += _answers(_affirmed(previous, claims), who.speaker, True)
            elif polarity is not None and mentioned and sentence.root.lemma_.lower() == "have":
                # "That's a lot of kids. I don't have any."
                claims.append(Claim(who.speaker, "have", mentioned, True, negated=not polarity))
            if k == 0 and (thing := _no_fragment(sentence)) is not None:
                # "Do you have kids? What do you do?" "No kids. I'm a nurse.": the fragment answers
                # the question that asked about its thing, whichever it was.
                lex = default_lexicons()
                asked_of = [
                    c
                    for c in self._asked_yes_no(conversation, turn)
                    if lex.same_head(c.obj, thing) or lex.same_head(thing, c.obj)
                ]
                claims += _answers(asked_of, who.speaker, False)
            own_question = []
            out.append((text, list(dict.fromkeys(claims))))
            reader.recent = ([None, *_named(claims)])[-1] or reader.recent
            mentioned = _countable(sentence)

        # "I love cooking! My favorite recipe is Chicken Pot Pie.": a favourite the turn names
        # outright wins over one read from what it loves.
        stated = {_one_slot(c.rel) for _, said in out for c in said if c.rel.startswith("have favourite")}
        for k, claim in guessed:
            if _one_slot(claim.rel) not in stated:
                out[k] = (out[k][0], list(dict.fromkeys([*out[k][1], claim])))
        return out

    def _read_alone(self, conversation: Conversation, index: int) -> list[Claim]:
        """The claims of an earlier turn (by index) read on its own, borrowing nothing from the
        turns before it. What a turn borrows (the place "there" names, what "them" stands for,
        an echo) then depends on the two turns before it only: not on which turns a caller read
        first (evaluate reads an answer before its prompt) nor on how long the conversation is
        (an append reads one turn)."""
        return [c for said in self._sentences_alone(conversation, index) for c in said]

    def _sentences_alone(self, conversation: Conversation, index: int) -> list[list[Claim]]:
        """``_read_alone`` sentence by sentence (an echo repeats the last statement only)."""
        if index < 1:
            return []
        turn = conversation.turns[index - 1]
        cached = self._alone.get(index)
        if cached is None or cached[0] != turn.text:
            said = [claims for _, claims in self.claims(conversation, turn, alone=True)]
            cached = self._alone[index] = (turn.text, said)
        return cached[1]

    def _referents(self, conversation: Conversation, turn: Turn, asked: Sequence[Claim]) -> list[str]:
        """The things the other party's turn just before this one named as objects, for a plural
        pronoun object to stand for; an open slot ("any") names nothing."""
        if turn.index < 2 or conversation.turns[turn.index - 2].speaker == turn.speaker:
            return []
        named = _named(self._read_alone(conversation, turn.index - 1))
        # and what its questions asked about ("Do you play video games?", "How can you be a fan
        # of the books if you haven't read them?")
        before = conversation.turns[turn.index - 2]
        asker = _Reader(normalize.parties(conversation, before), None)
        questions = [s for s in self._sentences(before.text) if s.text.strip().endswith("?")]
        if asked and questions:  # ``asked`` is the last question's reading already
            questions = questions[:-1] if questions[-1] is self._last_question(before) else questions
        for question in questions:
            asked = [*asked, *self._templates(asker, question)]
        named += [c.obj for c in asked if c.rel != "be" and c.obj != normalize.ANY]
        return list(dict.fromkeys(named))[:MAX_REFERENTS]

    def _recent_place(self, conversation: Conversation, turn: Turn) -> str | None:
        """The place last said to be visited or lived in, in the two turns before this one."""
        for index in (turn.index - 1, turn.index - 2):
            said = [c.obj for c in self._read_alone(conversation, index) if c.rel in _PLACES]
            if said:
                return said[-1]
        return None

    def _echo(self, conversation: Conversation, before: Turn, speaker: str) -> list[Claim]:
        """What the other speaker just said of themselves, now said by ``speaker`` too."""
        if before.speaker == speaker:
            return []
        # The last statement only: "I don't. I do love cats though." "I do too." loves cats.
        for said in reversed(self._sentences_alone(conversation, before.index)):
            own = [replace(c, sub=speaker) for c in said if c.person and c.sub == before.speaker]
            if own:
                return own
        return []

    def _previous_questions(self, conversation: Conversation, turn: Turn) -> list[str]:
        """The questions another speaker asked in the previous turn."""
        if turn.index < 2 or conversation.turns[turn.index - 2].speaker == turn.speaker:
            return []
        before = self._sentences(conversation.turns[turn.index - 2].text)
        return [s.text.strip() for s in before if s.text.strip().endswith("?")]

    def _asked_yes_no(self, conversation: Conversation, turn: Turn) -> list[Claim]:
        """The predicates of every yes/no question the other speaker's previous turn asked."""
        if turn.index < 2 or conversation.turns[turn.index - 2].speaker == turn.speaker:
            return []
        before = conversation.turns[turn.index - 2]
        reader = _Reader(normalize.parties(conversation, before), None)
        questions = [q for q in self._sentences(before.text) if normalize.yes_no_question(q.text.strip())]
        return [c for q in questions for c in self._templates(reader, q)]

    def _templates(self, reader: _Reader, question: Span) -> list[Claim]:
        """The question's predicates about "you"; the answer gives them their subject. A count
        only when the question says a number ("You said you had five sons?"): "Do you have a
        dog?" "Yes, two." does not count one dog."""
        asker = Parties(reader.parties.speaker, reader.parties.addressee or "you")
        counts = any(t.like_num for t in question)
        if (positive := normalize.positive_question(question.text.strip())) != question.text.strip():
            # "Didn't you say you were a nurse?" asks what "Did you say you were a nurse?" asks.
            said = [c for s in self._sentences(positive) for c in _Reader(asker, None).sentence(s)]
            return [c for c in said if c.second and (counts or not c.number)]
        if (statement := normalize.declarative(question.text.strip())) is not None:
            # "Is Frozen your favorite movie?" asks to confirm "Frozen is your favorite movie."
            said = [c for s in self._sentences(statement) for c in _Reader(asker, None).sentence(s)]
            return [c for c in said if c.sub == asker.addressee and not c.number]
        return [c for c in _Reader(asker, None).sentence(question) if c.second and (counts or not c.number)]

    def _previous_question(self, conversation: Conversation, turn: Turn) -> tuple[list[Claim], bool]:
        """The predicates of the previous turn's last yes/no question about this speaker, and
        whether it offers them as alternatives ("or")."""
        if turn.index < 2:
            return [], False
        before = conversation.turns[turn.index - 2]
        if before.speaker == turn.speaker:
            return [], False
        asked = normalize.parties(conversation, before)
        if asked.addressee != turn.speaker:
            return [], False
        question = self._last_question(before)
        last = question.text.strip() if question is not None else ""
        if question is not None and (granted := normalize.presupposed(last)) is not None:
            # "What kind of dolls do you have?" "No, but I like dolls.": only a no answers it, as
            # only a no answers a choice between alternatives.
            reader = _Reader(asked, None)
            said = [c for s in self._sentences(granted) for c in reader.sentence(s)]
            return [c for c in said if c.second and not c.number], True
        if question is None or not (normalize.yes_no_question(last) or normalize.checking_statement(last)):
            return [], False
        templates = self._templates(_Reader(asked, None), question)
        alternatives = len(templates) > 1 and any(t.lower_ == "or" and t.dep_ == "cc" for t in question)
        return templates, alternatives

    def _last_question(self, before: Turn) -> Span | None:
        """The turn's last question, even with statements after it ("I thought you were a
        designer? I try not to have favorites." "No, I'm not."): a reply answers the question it
        got. A checking statement ("I thought you said you were a vet.") counts as one."""
        questions = [
            s
            for s in self._sentences(before.text)
            if s.text.strip() and (s.text.strip().endswith("?") or normalize.checking_statement(s.text))
        ]
        return questions[-1] if questions else None

    def _antecedent(self, conversation: Conversation, turn: Turn) -> str | None:
        if not re.search(r"\b(?:he|she)\b", turn.text, re.I):  # "he", "He's", "she."
            return None
        from dialogkg.extract.rules import last_full_name

        # Only this turn and the one before: in chat, "he" is as often a pet or a brother.
        earlier = (conversation.turns[j].text for j in range(turn.index - 1, max(turn.index - 3, -1), -1))
        return last_full_name(earlier) or _kin_antecedent(conversation, turn)

    def extract(
        self, conversation: Conversation, turn: Turn, context: ExtractionContext | None = None
    ) -> TurnExtraction:
        triples: list[dict[str, object]] = []
        facts: list[SentenceFacts] = []
        read = self.claims(conversation, turn)
        spans = [s for s in self._sentences(turn.text) if s.text.strip()]
        for (text, claims), span in zip(read, spans, strict=True):
            hedged = normalize.hedged(text)
            # A parse of symbols or formulas ("{x | ax^2+6x+9=0}") can leave a slot empty; such a
            # claim says nothing and must not fail the turn's validation.
            claims = [c for c in claims if _speakable(c)]
            triples += [triple(c, normalize.intent(text)) for c in claims]
            asks = text.endswith("?") and not normalize.tag_question(text)
            facts.append(SentenceFacts(text, bool(claims) or _states_of_a_thing(span), asks, hedged))
        operations, revision = plan_operations(conversation, turn, facts, context)
        extraction = Extraction.model_validate(
            {"triples": triples, "operations": operations, "revision": revision}
        )
        return TurnExtraction(extraction, self.name, self.package)


@dataclass
class _Asked:
    """What the questions just asked tell the reader: the favourite asked about, a job or an age
    question. Kept as questions come, so a turn of many questions stays linear."""

    topic: str | None = None
    job: bool = False
    age: bool = False

    def add(self, question: str) -> None:
        if m := _TOPIC.search(question):
            self.topic = m.group("noun").lower()
        self.job = self.job or bool(_JOB.search(question))
        self.age = self.age or bool(_AGE.search(question))

    def tell(self, reader: _Reader) -> None:
        reader.topic, reader.job_asked, reader.age_asked = self.topic, self.job, self.age


# Where the parser's input is cut: a text longer than PARSE_PIECE characters is parsed in pieces
# ending at a sentence end or line break (else a space), and a batch holds about PARSE_BATCH.
PARSE_PIECE = 10_000
PARSE_BATCH = 50_000
_PIECE_ENDS = (". ", "! ", "? ", "\n")


_HE = frozenset(
    ("brother", "son", "husband", "dad", "father", "boyfriend", "grandfather", "grandpa", "uncle", "nephew")
)
_SHE = frozenset(
    ("sister", "daughter", "wife", "mom", "mother", "mum", "girlfriend", "grandmother", "grandma", "aunt")
)
# A relative named by a possessive: "my little brother", "your son".
_KIN = r"\s+(?P<kin>(?:(?:little|big|younger|older|baby|twin|oldest|youngest|eldest)\s+)?(?P<noun>[a-z]+))\b"
_MY_KIN = re.compile(r"\bmy" + _KIN, re.I)

_YOUR_KIN = re.compile(r"\byour" + _KIN, re.I)


def _kin_antecedent(conversation: Conversation, turn: Turn) -> str | None:
    """ "My brother is 4 years older. ... He's a year younger than me": with no name said, "he"
    or "she" is the speaker's last relative of that sex, said in this turn or their last three,
    or asked about by the other party just before ("your son")."""
    words = set(re.findall(r"[a-z]+", turn.text.lower()))
    if ("he" in words) == ("she" in words):
        return None  # neither, or both: which is which is not known
    kin = _HE if "he" in words else _SHE
    texts = [turn.text]
    for index in range(turn.index - 2, max(turn.index - 7, 0), -2):  # their last three turns
        if conversation.turns[index - 1].speaker == turn.speaker:
            texts.insert(0, conversation.turns[index - 1].text)
    said = [m.group("kin").lower() for text in texts[:-1] for m in _MY_KIN.finditer(text)]
    other = conversation.turns[turn.index - 2] if turn.index > 1 else None
    if other is not None and other.speaker != turn.speaker:  # "How old is your son?" "He's seven."
        said += [m.group("kin").lower() for m in _YOUR_KIN.finditer(other.text)]
    said += [m.group("kin").lower() for m in _MY_KIN.finditer(texts[-1])]
    said = [k for k in said if k.split()[-1] in kin]
    if not said:
        return None
    return f"{normalize.parties(conversation, turn).speaker}'s {said[-1]}"


def _pieces(text: str) -> list[str]:
    """The text in pieces of at most PARSE_PIECE characters, each cut after the last sentence end
    or line break in its window (else the last space, else hard), so nothing is lost or doubled."""
    pieces: list[str] = []
    start = 0
    while len(text) - start > PARSE_PIECE:
        window = text[start : start + PARSE_PIECE]
        cut = max(window.rfind(end) + len(end.rstrip()) for end in _PIECE_ENDS)
        if cut <= 0:
            cut = window.rfind(" ")
        if cut <= 0:
            cut = PARSE_PIECE
        pieces.append(text[start : start + cut])
        start += cut
    pieces.append(text[start:])
    return pieces


def _bare_answer(sentence: Span) -> Token | None:
    """The word a verbless reply turns on: "Two, a boy and a girl.", "Autumn, without a doubt.",
    "Probably pizza."; not "Not sure.", "No idea.", "Hard to say."."""
    root = sentence.root
    if any(t.pos_ in ("VERB", "AUX") for t in sentence) or root.pos_ not in ("NOUN", "PROPN", "NUM", "ADJ"):
        return None
    if _kids(root, "neg") or any(d.lower_ in ("no", "that", "this") for d in _kids(root, "det")):
        return None
    word = root.lemma_.lower()
    if word in _QUANTITY or word in _GENERIC_NOUNS or word in _NO_ANSWER_WORDS:
        return None
    return root


def _bare_claims(bare: Token, reader: _Reader, speaker: str) -> list[Claim]:
    """What a verbless reply says to the question before it: a count to "How many kids do you
    have?", a favourite to "What's your favorite season?"."""

    def counted(noun: str, count: str) -> Claim:
        return Claim(speaker, normalize.count_slot(noun), count, True, exclusive=True, number=True)

    noun = normalize.singular(bare.lemma_.lower())
    if bare.pos_ == "NOUN" and noun in normalize.COUNTABLE and (count := _count(bare)) is not None:
        return [counted(noun, count)]  # "Any pets?" "Three dogs."
    if reader.counted is not None and bare.pos_ == "NUM" and (count := _numeral(bare)) is not None:
        named = [normalize.singular(a.lemma_.lower()) for a in _kids(bare, "appos") if a.pos_ == "NOUN"]
        if count == "1" and named and named[0] in normalize.COUNTABLE and named[0] != reader.counted:
            # "How many pets?" "Just one, a cat.": one cat too
            return [counted(reader.counted, count), counted(named[0], count)]
        return [counted(reader.counted, count)]
    if reader.topic is not None and bare.pos_ != "NUM":
        rel = normalize.attribute_relation(f"favourite {reader.topic}")
        return [Claim(speaker, rel, normalize.kind_value(_phrase(bare)), True, exclusive=True)]
    return []


def _bare_age(sentence: Span) -> str | None:
    """The number a reply to "How old are you?" opens with ("17 but I wish I was older")."""
    words = [t for t in sentence if not t.is_punct]
    if not words or words[0].pos_ != "NUM":
        return None
    head = words[0].head if words[0].dep_ == "compound" and words[0].head.pos_ == "NUM" else words[0]
    age = _numeral(head)
    return age if age is not None and 0 < float(age) < 130 else None


def _aged(question: str, before: str) -> str | None:
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


def _listed_ages(sentence: Span) -> int:
    """How many ages a reply that is only a list of them gives ("They're 3 and 4." is two);
    0 when the sentence says more ("My youngest is 3 and my oldest 4" names two of them)."""
    numbers = [t for t in sentence if t.like_num and not (t.dep_ == "compound" and t.head.like_num)]
    rest = [t for t in sentence if not t.is_punct and not t.like_num and t.lower_ not in _AGE_LIST_WORDS]
    plausible = all((n := _numeral(t)) is not None and 0 <= float(n) < 120 for t in numbers)
    return len(numbers) if plausible and not rest else 0


def _countable(sentence: Span) -> str | None:
    """The last thing a speaker could have a number of in the sentence ("I love dogs" -> dog)."""
    nouns = [
        t.lemma_.lower() for t in sentence if t.pos_ == "NOUN" and t.lemma_.lower() in normalize.COUNTABLE
    ]
    return nouns[-1] if nouns else None


# A parenthesis that restates what it follows in other terms ("356.73 degrees Celsius (or 674.11
# degrees Fahrenheit)", "(i.e. ...)"): the same value again, not a second one.
_RESTATED = re.compile(r"\s*\((?:or|i\.e\.|ie|that is|approximately|approx\.|roughly|about)\s[^()]*\)", re.I)
# A statement of the speaker's own run on into a question with a comma or semicolon ("I have a
# dog and cat, do you have any pets?", "I love cheese ; how much does she eat?"): the parser
# reads the whole as one question and its statement would be lost, so the two are split.
_RUN_ON_QUESTION = re.compile(
    r"(?P<statement>(?:^|(?<=[.!?]\s))(?:i|i'm|i've|i'd|my|we|we're|we've)\s[^.!?]*?)\s*[,;]\s+"
    r"(?=(?:do|does|did|are|is|have|has|can|could|would|will|what|how|where|who|why|which|when)\s[^.!?]*\?)",
    re.I,
)
# Two statements spliced with a comma ("I don't drive, I never learned", "I love winter, it's my
# favourite season"): the parser hangs the first under the second, where a denial ("never")
# or a copula swallows it, so each is made a sentence of its own. Only a statement that opens
# with the speaker (not "If it rains, I stay in") and a second with a subject of its own.
_COMMA_SPLICE = re.compile(
    r"(?P<statement>(?:^|(?<=[.!?]\s))(?:i|i'm|i've|i'd|my)\s[^.!?,;]*?)\s*,\s+"
    r"(?P<next>(?:so\s+)?(?:i|i'm|i've|i'd|i'll|it's|it|that's|they're|we're|he's|she's|my)\s)",
    re.I,
)


def _plain(text: str) -> str:
    """Apostrophes as ASCII and put back where they were left out (the tokenizer splits "I'm"
    but neither "I\u2019m" nor "im"), a restating parenthesis dropped, and a statement run on
    into a question or spliced to another with a comma ended as a sentence of its own."""
    text = _RESTATED.sub("", normalize.spell_ages(normalize.restore_apostrophes(text)))
    text = _RUN_ON_QUESTION.sub(lambda m: m.group("statement") + ". ", text)
    for _ in range(4):  # each pass splits at most one comma per sentence
        spliced = _COMMA_SPLICE.sub(
            lambda m: m.group("statement") + ". " + m.group("next").capitalize(), text
        )
        if spliced == text:
            break
        text = spliced
    return text


def _counted(templates: Sequence[Claim]) -> str | None:
    """What a question asks the number of ("Do you have any kids?" -> "kid")."""
    for claim in templates:
        if claim.rel in ("have", "own") and claim.obj:
            return normalize.singular(claim.obj.split()[-1])
    return None


def _one_slot(rel: str) -> str:
    """ "have favourite recipes" (asked) and "have favourite recipe" (said) as one slot."""
    words = rel.split()
    return " ".join([*words[:-1], normalize.singular(words[-1])])


def _favourite_answer(claims: Sequence[Claim], topic: str, speaker: str) -> list[Claim]:
    """ "Do you have a favorite character?" "I love Dennis.": the one thing loved in the answer
    is the favourite asked about."""
    if any(c.rel.startswith("have favourite") for c in claims):
        return []
    liked = [c for c in claims if c.sub == speaker and c.rel == "like" and not c.negated]
    if len(liked) != 1:
        return []
    rel = normalize.attribute_relation(f"favourite {topic}")
    return [Claim(speaker, rel, liked[0].obj, True, exclusive=True)]


def _speakable(claim: Claim) -> bool:
    """Every slot holds words and fits the schema."""
    return all(s.strip() and len(s) <= MAX_TEXT for s in (claim.sub, claim.rel, claim.obj))


def _answers(templates: Sequence[Claim], speaker: str, yes: bool) -> list[Claim]:
    """The claims a yes or no to a question makes. The answer's polarity is the asked claim's
    ("Are you not able to?" "No." is not able); a claim the question implied is kept by a yes
    ("Are you a vegetarian?" "Yes." eats no meat) and dropped by a no (not being one says
    nothing of meat)."""
    return [
        replace(t, sub=speaker, person=True, second=False, negated=t.negated if t.implied else not yes)
        for t in templates
        if yes or not t.implied
    ]


def triple(claim: Claim, intent: str) -> dict[str, object]:
    """The schema fields of a claim (FORMAT.md section 2)."""
    attribute = "negation" if claim.negated else ("quantity" if claim.number else "property")
    return {
        "sub": claim.sub,
        "rel": claim.rel,
        "obj": claim.obj,
        "type_sub": "Person" if claim.person else "Concept",
        "type_obj": "Number" if claim.number else "Concept",
        "rel_type": "negation_assertion" if claim.negated else "assertion",
        "attribute": attribute,
        "property_type": "EXCLUSIVE" if claim.exclusive else "ADDITIVE",
        "intent": intent,
        "importance": 0.5,
    }
