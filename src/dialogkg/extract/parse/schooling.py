"""Whether the speaker went to college, or to law or medical school, from the many ways chat
mentions it in passing.

People rarely say "I went to college"; they say "I studied biology in college", "my college
roommate", "when I was in college", "I have a degree in nursing", "I majored in history". Each of
these says the speaker went at some time in life, which "I never went to college" denies. A
present "I don't go to college" says nothing of the past, so only past and "never" denials count.
The claim is the lifetime relation of ``normalize.lifetime`` ("go to college ever").

Law and medical school are said outright ("I went to law school", "I never went to med school",
"I couldn't get into medical school", "I wanted to go to law school, but my grades weren't good
enough") or by the job that needs them: a lawyer went to law school, a surgeon to medical school,
now or before ("I was a criminal defense attorney")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from dialogkg.extract import normalize
from dialogkg.extract.parse.clauses import asserted, counterfactual
from dialogkg.extract.parse.words import is_negated, kids

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

ACTIVITY = "go to college"
# The names of a college ("did you go to college?"); a "grad" one, said in passing, was after one.
COLLEGES = frozenset({"college", "university", "uni"})
_COLLEGES = COLLEGES | {"grad", "graduate"}
_DEGREES = frozenset({"degree", "bachelor", "bachelors", "master", "masters", "phd", "doctorate"})
_MAJORING = frozenset({"major", "minor"})
_STUDYING = frozenset({"study", "major", "minor"})
# A named school said after "at": "I studied biology at Michigan State", "a student at Ohio U".
_SCHOOL_WORDS = frozenset({"state", "university", "college", "tech", "institute", "u"})
_WISHES = normalize.WISH_VERBS | frozenset({"go", "apply"})  # "going to go", "applying to go"


# Leaving school for good before college: "I dropped out at 16 to work on my uncle's boat and
# never went back", "I never finished high school".
_LEFT_SCHOOL = re.compile(
    r"\bi\s+(?:(?:never finished school,?\s+)?(?:dropped|quit school|left school)\b"
    r"(?:(?!college|universit|grad).)*\bnever went back\b"
    r"|never (?:finished|graduated|completed) high school\b)",
    re.I,
)


# A high-school dropout went to no college, unless the sentence says what came after.
_HIGH_SCHOOL_DROPOUT = re.compile(r"\bi\s+(?:dropped|quit)\s+(?:out\s+of\s+)?high\s*school\b", re.I)
_LATER_SCHOOLING = re.compile(r"\b(?:college|universit|ged|degree|later|went back|night school)", re.I)


def college(sentence: Span) -> bool | None:
    """True if the sentence says the speaker went to college at some time, False if it says they
    never did, None if it says neither."""
    if normalize.asks(sentence.text):
        return None
    if _LEFT_SCHOOL.search(sentence.text):
        return False
    if _HIGH_SCHOOL_DROPOUT.search(sentence.text) and not _LATER_SCHOOLING.search(sentence.text):
        return False  # "i dropped out of high school at 16 to work at my uncle's garage"
    for token in sentence:
        word = token.lower_
        graduate = word == "school" and _graduate_school(token)
        if word in _COLLEGES or graduate:
            said = _college_mentioned(token)
            # a graduate school went to was after college; never going to one says nothing of it
            if said is not None and not (graduate and said is False):
                return said
        elif word in _DEGREES or token.lemma_.lower() in _DEGREES:
            if _own_degree(token):
                return True
        elif token.lemma_.lower() in _MAJORING and token.pos_ in ("VERB", "NOUN"):
            if _own(token) and not is_negated(token):
                return True  # "I majored in history", "my major was nursing"
        elif token.lemma_.lower() in _STUDYING and (_at_named_school(token) or _studied_major(token)):
            return True  # "I studied biology at michigan state", "I studied mechanical engineering"
        elif word in _CLASS_YEARS and _copula_self(token) and _at_college(token):
            return True  # "I'm a sophomore at Ohio State studying biology"
    return None


# Fields taught only after school: "I studied engineering" went to college ("I studied biology"
# may be a school subject, "I studied French in high school" one).
_MAJORS = frozenset(
    {
        "engineering", "nursing", "accounting", "economics", "psychology", "sociology", "philosophy",
        "architecture", "finance", "business", "marketing", "anthropology", "journalism", "pharmacy",
        "linguistics", "criminology", "neuroscience", "biochemistry", "kinesiology", "computer",
    }
)  # fmt: skip


def _studied_major(verb: Token) -> bool:
    """ "I studied mechanical engineering", "I studied computer science in 2010": a field of
    college, studied by the speaker in the past, not said to be at a school."""
    if verb.tag_ != "VBD" or not _own(verb) or is_negated(verb):
        return False
    if any(t.lower_ == "school" for t in verb.sent):
        return False  # "I studied accounting in high school", "at a trade school"
    fields = kids(verb, "dobj") + [o for p in kids(verb, "prep") if p.lower_ == "in" for o in kids(p, "pobj")]
    return any(t.lower_ in _MAJORS for f in fields for t in f.subtree)


def _graduate_school(token: Token) -> bool:
    return any(m.lower_ in ("grad", "graduate", "law", "med", "medical", "nursing") for m in token.children)


def _own(token: Token) -> bool:
    """Is the token the speaker's: a verb with "I" as subject, a noun with "my"? A verb joined to
    another takes its subject ("I went into an apprenticeship and never went to college")."""
    subjects = kids(token, "nsubj", "nsubjpass", "poss")
    while not subjects and token.dep_ == "conj" and token.pos_ in ("VERB", "AUX"):
        token = token.head
        subjects = kids(token, "nsubj", "nsubjpass")
    return any(s.lower_ in normalize.FIRST_PERSON and s.lower_ not in ("we", "our", "us") for s in subjects)


# Spells of time one's own at a college ("my four years at university").
_SPELLS = frozenset({"year", "day", "time", "semester"})
_CLASS_YEARS = frozenset({"freshman", "sophomore", "junior", "senior", "student", "undergrad"})


def _college_mentioned(token: Token) -> bool | None:
    """A college word where it stands: after a preposition of a verb or a noun, or modifying a
    noun of the speaker's ("my college roommate")."""
    head = token.head
    if token.dep_ == "compound" and head.pos_ == "NOUN":
        if _own(head):
            return True  # "my college roommate", "my university days"
        if head.lower_ in ("student", "degree", "graduate", "grad") and _copula_self(head):
            return True  # "I'm a college student", "I'm a college graduate"
        return None
    if token.dep_ != "pobj" or head.dep_ != "prep":
        if token.dep_ == "dobj" and _past_self(head):
            return _attended(head)  # "I never attended college", "I finished college"
        if token.dep_ == "dobj" and head.lemma_.lower() == "skip" and head.tag_ == "VBD" and _own(head):
            return None if is_negated(head) else False  # "I skipped college and started working"
        return None
    prep, governor = head, head.head
    if governor.dep_ == "prep":  # "I dropped out of college"
        governor = governor.head
    if governor.pos_ == "NOUN" and governor.dep_ == "npadvmod" and not kids(governor, "poss"):
        governor = governor.head  # "I played basketball all four years in college"
    if governor.pos_ in ("NOUN", "PROPN") and prep.lower_ in ("from", "of") and _own(governor):
        return True  # "my old textbooks from college", "I'm in my last year of college"
    if governor.lemma_.lower() in _SPELLS and prep.lower_ in ("at", "in") and _own(governor):
        return True  # "my four years at university", "my time in college"
    if governor.lower_ in _CLASS_YEARS and prep.lower_ in ("in", "at") and _copula_self(governor):
        return True  # "i'm a junior in college studying engineering"
    if governor.lemma_.lower() == "be" and prep.lower_ == "in" and _own(governor):
        # "when I was in college"
        return True if not is_negated(governor) and governor.tag_ == "VBD" else None
    if governor.pos_ not in ("VERB", "AUX") or not _own(governor):
        return None
    if _wished(governor):
        return None  # "I want to go to college", "I'm going to college next fall"
    lemma = governor.lemma_.lower()
    if lemma in ("go", "attend", "be") and prep.lower_ == "to":
        # "I wish I had gone to college": did not go
        return False if counterfactual(governor) else _attended(governor)
    if is_negated(governor):
        return None  # "I didn't study much in college" still went
    return True  # "I studied biology in college", "graduated from college", "dropped out of college"


def _attended(verb: Token) -> bool | None:
    """ "I went to college" (True), "I never went" / "I didn't go" (False); the present "I don't
    go to college" and the future say nothing of a lifetime."""
    if not is_negated(verb):
        return True
    never = any(a.lower_ == "never" for a in verb.children)
    did = any(a.lower_ in ("did", "didn't") or a.lemma_.lower() == "have" for a in kids(verb, "aux"))
    return False if never or did or verb.tag_ in ("VBD", "VBN") else None


def _past_self(verb: Token) -> bool:
    return verb.lemma_.lower() in ("attend", "finish", "complete") and _own(verb)


def _wished(verb: Token) -> bool:
    """Is the verb a wish, a plan or a future ("want to go", "going to go", "will go")?"""
    if any(a.lower_ in ("will", "would", "'ll", "'d", "might") for a in kids(verb, "aux")):
        return True
    ahead = ("next", "soon", "someday", "eventually")
    if verb.tag_ == "VBG" and any(t.lower_ in ahead for t in verb.subtree):
        return True  # "I'm going to college next fall"
    up = verb.head if verb.dep_ == "xcomp" else None
    return up is not None and up.lemma_.lower() in _WISHES


def _copula_self(noun: Token) -> bool:
    verb = noun.head
    return noun.dep_ == "attr" and verb.lemma_.lower() == "be" and _own(verb) and not is_negated(verb)


def _own_degree(token: Token) -> bool:
    """ "I have a degree in nursing", "my master's", "I got my bachelor's in 2010", "I graduated
    with a chemistry degree"."""
    if token.lower_ == "master" and not any(c.lower_.replace("\u2019", "'") == "'s" for c in token.children):
        return False  # "a master of disguise"
    if _own(token):
        return True
    verb = token.head
    if token.dep_ == "pobj" and verb.lower_ == "with" and verb.head.lemma_.lower() == "graduate":
        verb = verb.head  # "I graduated with a chemistry degree"
        return _own(verb) and not is_negated(verb) and not _wished(verb)
    return (
        token.dep_ == "dobj"
        and verb.lemma_.lower() in ("have", "get", "earn", "finish", "complete")
        and _own(verb)
        and not is_negated(verb)
        and not _wished(verb)
    )


def _at_college(year: Token) -> bool:
    """A class year "at" a school its name calls a college ("Ohio State", "Georgia Tech", "the
    University of Oregon"; not "Lincoln High")."""
    preps = kids(year, "prep") + (
        kids(year.head, "prep") if year.dep_ == "attr" else []
    )  # (either may hold it)
    return any({t.lower_ for t in prep.subtree} & _SCHOOL_WORDS for prep in preps if prep.lower_ == "at")


def _at_named_school(verb: Token) -> bool:
    """ "I studied biology at michigan state": a study verb of the speaker's, at a named school."""
    if not _own(verb) or is_negated(verb) or _wished(verb):
        return False
    for prep in kids(verb, "prep"):
        if prep.lower_ != "at":
            continue
        for place in kids(prep, "pobj", "amod", "compound"):  # "at purdue" (read as an amod)
            words = {t.lower_ for t in place.subtree}
            if place.pos_ == "PROPN" or words & _SCHOOL_WORDS:
                return True
    return False


LAW_SCHOOL, MED_SCHOOL = "go to law school", "go to med school"
_SCHOOL_KINDS = {"law": LAW_SCHOOL, "med": MED_SCHOOL, "medical": MED_SCHOOL}
# Jobs that need the school: a lawyer went to law school, a physician to medical school.
_NEEDS_SCHOOL = {
    **dict.fromkeys(("lawyer", "attorney"), LAW_SCHOOL),
    **dict.fromkeys(
        (
            "doctor",
            "physician",
            "surgeon",
            "dermatologist",
            "cardiologist",
            "neurologist",
            "oncologist",
            "radiologist",
            "anesthesiologist",
            "pediatrician",
            "psychiatrist",
            "obstetrician",
            "gynecologist",
            "urologist",
            "ophthalmologist",
            "orthopedist",
        ),
        MED_SCHOOL,
    ),
}
_FAILED = frozenset({"enough", "afford", "rejected", "in"})  # "weren't good enough", "didn't get in"


MAJOR = "have major"
# Where one majors, not in what: "I majored in biology in college".
SCHOOLS = COLLEGES | {"school", "grad", "undergrad"}


def major_field(noun: Token) -> str | None:
    """The field of "an English major", "a comp sci major" ("a double major" names none)."""
    if noun.lemma_.lower() != "major":
        return None
    words = [
        w.lower_
        for t in noun.lefts
        if t.dep_ in ("compound", "amod", "nmod") and t.lower_ != "double"
        for w in t.subtree
    ]
    return " ".join(words) or None


def needed_school(job: str) -> str | None:
    """The school a job needs ("orthopaedic surgeon" -> go to med school), if one."""
    words = job.lower().split()
    return _NEEDS_SCHOOL.get(words[-1]) if words else None


def professional_schools(sentence: Span) -> list[tuple[str, bool]]:
    """Law or medical school the speaker went to (True) or never did (False)."""
    if normalize.asks(sentence.text):
        return []
    said: list[tuple[str, bool]] = []
    for token in sentence:
        if token.lower_ != "school" or token.dep_ != "pobj":
            continue
        kind = next((_SCHOOL_KINDS[m.lower_] for m in token.children if m.lower_ in _SCHOOL_KINDS), None)
        verb = token.head.head
        if kind is None or verb.pos_ not in ("VERB", "AUX"):
            continue
        went = _went_to(verb, token.head.lower_)
        if went is not None:
            said.append((kind, went))
    for head in (t for t in sentence if t.lemma_ == "be" and _own(t) and not is_negated(t) and asserted(t)):
        for job in kids(head, "attr"):  # "I'm an orthopaedic surgeon", "I was an attorney"
            if (kind := needed_school(job.lemma_)) is not None:
                said.append((kind, True))
    return said


def _went_to(verb: Token, prep: str) -> bool | None:
    """ "went to", "graduated from", "in med school" (True); "never went", "couldn't get into",
    "didn't have the grades to get into", "wanted to go ..., but" and failed (False)."""
    lemma = verb.lemma_.lower()
    up = verb.head if verb.dep_ in ("xcomp", "advcl") else None
    own = _own(verb) or (up is not None and _own(up))
    if not own:
        return None
    if up is not None and up.lemma_.lower() == "have" and is_negated(up):
        return False  # "I didn't have the grades to get into med school"
    if up is not None and up.lemma_.lower() in ("want", "hope", "plan", "try") and up.tag_ == "VBD":
        failed = any(
            c.dep_ == "conj" and (is_negated(c) or any(t.lower_ in _FAILED for t in c.subtree))
            for c in up.children
        )
        return False if failed else None  # "I wanted to go to law school, but my grades weren't good enough"
    if _wished(verb):
        return None
    if lemma in ("go", "get", "attend") and prep in ("to", "into"):
        if is_negated(verb):
            never = any(a.lower_ == "never" for a in verb.children)
            past = verb.tag_ in ("VBD", "VBN") or any(a.lower_ in ("did", "could") for a in kids(verb, "aux"))
            return False if never or past else None
        return True if verb.tag_ in ("VBD", "VBN") else None
    if lemma in ("graduate", "finish") and not is_negated(verb):
        return True
    if lemma == "be" and prep == "in" and verb.tag_ == "VBD" and not is_negated(verb):
        return True  # "when I was in med school"
    return None
