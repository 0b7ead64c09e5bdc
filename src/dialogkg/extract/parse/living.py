"""Whether a parent or a spouse of the speaker is alive, from what the speaker says of them.

"My mom passed away three years ago" and, later, "my mom is flying in this weekend" cannot both
hold. A passing is said in the past ("passed away", "died", "I lost my dad to cancer", "my late
husband"); being alive is said by any present or future deed of theirs ("my mom is making pot
roast", "my dad lives in Tampa") or the speaker's present visit to them ("I'm driving up to see
my mom"). Only parents and spouses are read: one has one mother, but "my grandma passed away"
and "my grandma lives in Florida" may be two grandmothers, and so with brothers and friends.
The claim is a bare one ("be alive"), so it meets only itself in the cascade."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dialogkg.extract import normalize
from dialogkg.extract.parse.words import first_listed, is_negated, kids, said_now

if TYPE_CHECKING:
    from spacy.tokens import Token

RELATION = "be alive"
ONE_OF = frozenset({"mom", "mum", "mother", "mommy", "dad", "father", "daddy", "parent", "husband", "wife"})
_PASSING = frozenset({"die", "pass"})
# States that say a passing, not a life: "my mom is gone", "my dad is in heaven".
_GONE = frozenset({"gone", "dead", "deceased", "late", "buried", "heaven", "passed"})
# Deeds that need the other alive when done now: "I'm driving up to see my mom".
_MEETING = frozenset({"visit", "see", "call", "text", "talk", "meet", "hug", "help"})


# One word per kin, so "my mother passed away" meets "my mom is visiting"; both parents are
# each of them ("both my parents passed away" / "my mom makes the best pot roast").
_NAMES = {"mum": "mom", "mother": "mom", "mommy": "mom", "father": "dad", "daddy": "dad"}


def kin_names(token: Token) -> tuple[str, ...]:
    """The one word for each parent or spouse the token names: "my parents" are mom and dad."""
    if token.lower_ == "parents":
        return ("mom", "dad")
    return (_NAMES.get(token.lower_, token.lower_),)


def one_of(token: Token) -> bool:
    """A parent or spouse of the speaker ("my mom", "my late husband", the dad of "my mom and dad")."""
    return token.lemma_.lower() in ONE_OF and any(p.lower_ in ("my", "our") for p in possessors(token))


def possessors(token: Token) -> list[Token]:
    """The token's possessive, or that of the list it ends: "my mom and dad" are both mine."""
    return kids(first_listed(token), "poss")


def lives(head: Token, subject: Token | None) -> list[tuple[Token, bool]]:
    """The parents and spouses the clause says are alive (True) or passed away (False)."""
    said: list[tuple[Token, bool]] = []
    kin = [k for k in (subject, *subject.conjuncts) if one_of(k)] if subject is not None else []
    if kin and _passed(head):
        said += [(k, False) for k in kin]  # "my mom and dad both passed a few years ago"
    elif kin and said_now(head) and not _gone(head):
        said += [(k, True) for k in kin]
    lemma = head.lemma_.lower()
    objects = [o for o in kids(head, "dobj") if one_of(o)] + [
        o for p in kids(head, "prep") for o in kids(p, "pobj") if one_of(o)
    ]
    tensed = _tensed(head)
    doer = subject if subject is not None else next(iter(kids(tensed, "nsubj")), None)
    own = doer is not None and doer.lower_ in normalize.FIRST_PERSON
    if own and objects and lemma == "lose" and head.tag_ in ("VBD", "VBN") and not is_negated(head):
        if not any(o.lower_ == "touch" for o in kids(head, "dobj")):
            said += [(o, False) for o in objects]  # "I lost my dad to cancer"
    elif own and objects and lemma in _MEETING and said_now(tensed):
        said += [(o, True) for o in objects]  # "I'm driving up to see my mom"
    return said


def pronoun_lives(head: Token, subject: Token | None) -> bool | None:
    """Alive (True) or passed away (False) as said of "he" or "she" ("she's making her famous pot
    pie"); whom the pronoun names is the reader's to say."""
    if subject is None or subject.lower_ not in ("he", "she"):
        return None
    if _passed(head):
        return False
    return True if said_now(head) and not _gone(head) else None


def passed_away(token: Token) -> bool:
    """Is the token a parent or spouse said to have passed away wherever in the sentence ("the
    anniversary of when my mom passed away", "of my parents passing", "my dad's death"), or
    "late" ("my late husband")?"""
    if not one_of(token):
        return False
    if any(a.lower_ == "late" for a in kids(token, "amod")):
        return True
    head = token.head
    if token.dep_ in ("poss", "nsubj") and head.lower_ in ("death", "passing") and head.pos_ == "NOUN":
        # "since my dad's death", "my mom's passing was hard"; not "my dad's death scares me"
        verbs = [v for v in head.ancestors if v.pos_ in ("VERB", "AUX")][:1]
        return any(v.tag_ in ("VBD", "VBN") for v in verbs) or any(
            t.lower_ in ("since", "after", "ago", "anniversary") for t in head.sent
        )
    if token.dep_ == "nsubj" and head.lemma_.lower() in _PASSING and head.tag_ == "VBG":
        # "the anniversary of my parents passing": a gerund, not "my mom is dying"
        return not kids(head, "aux") and not is_negated(head) and head.dep_ in ("pcomp", "pobj")
    return token.dep_ == "nsubj" and _passed(head)


def _passed(head: Token) -> bool:
    lemma = head.lemma_.lower()
    if lemma not in _PASSING or head.tag_ not in ("VBD", "VBN") or is_negated(head):
        return False
    if lemma == "die" or any(a.lower_ in ("away", "on") for a in kids(head, "advmod", "prt", "prep")):
        return True
    # a bare "passed", with a time at most ("my dad passed last year"), not "passed the bar" or
    # "passed by"
    return not kids(head, "dobj", "prt", "prep", "xcomp", "ccomp", "attr", "acomp")


def _tensed(head: Token) -> Token:
    """The verb that carries the tense of an infinitive ("driving up to see"): its governor."""
    while head.dep_ in ("advcl", "xcomp") and head.tag_ == "VB" and head.head is not head:
        head = head.head
    return head


def _gone(head: Token) -> bool:
    """ "my mom is gone", "my dad is in heaven now", "she rests in peace": no life said."""
    if head.lemma_.lower() in ("rest", "lie", "remain"):
        return True
    return any(t.lower_ in _GONE for t in head.subtree if t is not head) or head.lower_ in _GONE
