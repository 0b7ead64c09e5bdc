"""``Claim``, one normalised triple as the parser reads it, and its schema fields."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from dialogkg.extract.schema import MAX_TEXT


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
    # asked whether it ever was ("Did you ever smoke?", "Have you ever had a dog?"): a yes says it
    # was once, nothing of now; a no says it never was
    once: bool = field(default=False, compare=False)
    # asked of an amount ("Do you swim a lot?"): a no denies the amount, not the swimming; a "no,
    # never" denies the swimming
    graded: bool = field(default=False, compare=False)
    # said in passing ("at 45 I'm not sure ...", "my wife thinks maybe ..."): a presupposition,
    # stated whatever hedge the sentence puts on its main clause
    aside: bool = field(default=False, compare=False)


def flipped(claims: list[Claim], negated: bool) -> list[Claim]:
    """The claims of an embedded clause under a denial ("don't know how to cook pasta"): each
    denied, but the bare activity an object-taking use implies ("cook") is dropped, since not
    cooking pasta is not not cooking."""
    if not negated:
        return claims
    objects = {c.rel for c in claims if c.obj != c.rel}
    return [replace(c, negated=not c.negated) for c in claims if not (c.obj == c.rel and c.rel in objects)]


def speakable(claim: Claim) -> bool:
    """Every slot holds words and fits the schema."""
    return all(s.strip() and len(s) <= MAX_TEXT for s in (claim.sub, claim.rel, claim.obj))


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
