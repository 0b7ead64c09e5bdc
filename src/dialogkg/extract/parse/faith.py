"""Whether the speaker is religious, however it is worded: one bare slot.

"Do you have any religious beliefs? I don't." and, later, "Do you believe in God? I do" go back on
each other, as "I'm an atheist" and "I go to church every Sunday" do; their words share no object
(beliefs, God, atheist, church). A faith named ("I'm a Christian"), belief in God, religious
beliefs had or denied and being religious or not each become the bare claim ``be religious``, so
they meet in the cascade as one state. Only a faith or unbelief asserted says which way: "I'm not
Catholic" says nothing of being religious. Going to church or praying now adds the state (a no to "Do
you go to church?" then drops it, as for any implied claim)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from dialogkg.extract.parse.claim import Claim
from dialogkg.extract.parse.words import said_now

if TYPE_CHECKING:
    from spacy.tokens import Token

RELIGIOUS = "be religious"
# Which faith one holds: one value ("I'm Jewish" / "as a Muslim" go back on each other; a Catholic
# is a Christian, hypernyms.tsv).
RELIGION = "have religion"
_NAMED_FAITHS = frozenset(
    {"christian", "catholic", "protestant", "baptist", "methodist", "lutheran", "mormon", "evangelical"}
    | {"muslim", "jewish", "hindu", "buddhist", "sikh", "pentecostal", "presbyterian"}
)
_FAITHS = _NAMED_FAITHS | {"devout"}
_UNBELIEF = frozenset({"atheist", "agnostic"})
_BELIEFS = frozenset({"religious beliefs", "religious belief", "faith", "religion", "strong faith"})
_DIVINE = frozenset({"god", "jesus", "higher power", "lord", "christ"})
_DEGREES = frozenset({"very", "that", "too", "super", "really", "particularly", "overly", "so"})
_WORSHIP = frozenset({"church", "mass", "mosque", "synagogue", "temple"})


def religious(head: Token, said: list[Claim]) -> list[Claim]:
    """The clause's claims with each one about faith read as the bare state, and the state a
    visit to church implies added."""
    out: list[Claim] = []
    for claim in said:
        verdict = _verdict(claim, head) if claim.person else None
        out.append(
            claim if verdict is None else replace(claim, rel=RELIGIOUS, obj=RELIGIOUS, negated=not verdict)
        )
        faith = claim.obj.lower().split()[-1:] if claim.rel == "be" and verdict else []
        if faith and faith[0] in _NAMED_FAITHS:  # "I'm a devout Catholic": which faith, too
            out += professed(claim.sub, faith[0])[1:]
        if claim.person and _worships(claim, head):  # "I go to church every Sunday"
            out.append(Claim(claim.sub, RELIGIOUS, RELIGIOUS, True, second=claim.second, implied=True))
    return out


def named_faith(word: str) -> bool:
    """Is the word a faith one holds ("catholic", "muslim")?"""
    return word in _NAMED_FAITHS


def professed(sub: str, faith: str) -> list[Claim]:
    """What holding a named faith says: religious, and of that faith."""
    return [
        Claim(sub, RELIGIOUS, RELIGIOUS, True),
        Claim(sub, RELIGION, faith, True, exclusive=True, implied=True),
    ]


def _verdict(claim: Claim, head: Token) -> bool | None:
    """Does the claim say the subject is religious (True), is not (False), or neither (None)?"""
    obj = claim.obj.lower()
    if claim.rel == "be" and obj == "religious":
        # "not very religious" grades a faith, it does not deny one
        graded = any(
            t.lower_ == "religious" and any(a.lower_ in _DEGREES for a in t.lefts) for t in head.subtree
        )
        return None if claim.negated and graded else not claim.negated
    if claim.rel == "be" and obj.split()[-1:] and obj.split()[-1] in _FAITHS and not claim.negated:
        return True  # ("a devout catholic")
    # "Are you an atheist?" "No.": an answer flips what was asked, so a question keeps the word
    if claim.rel == "be" and obj in _UNBELIEF and not claim.negated and not claim.second:
        return False
    if claim.rel == "have" and obj in _BELIEFS:
        return not claim.negated
    # "I believe in God", "the existence of God"
    divine = obj in _DIVINE or (obj == "existence" and any(t.lower_ == "god" for t in head.subtree))
    if claim.rel == "believe in" and divine:
        return not claim.negated
    return None


def _worships(claim: Claim, head: Token) -> bool:
    """Going to church now, or praying ("I pray every morning before work")."""
    worship = claim.rel == "go to" and claim.obj.lower() in _WORSHIP
    prays = claim.rel == claim.obj == "pray"
    return (worship or prays) and not claim.negated and said_now(head)
