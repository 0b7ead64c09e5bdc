"""The extraction schema of FORMAT.md section 2, shared by gold annotations and every extractor.

Models are strict (no silent coercion of "0.9" to 0.9) and forbid unknown keys, so a typo in an
annotation file is an error rather than structure quietly lost.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self, get_args

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    model_validator,
)
from pydantic.json_schema import SkipJsonSchema

EntityType = Literal["Person", "Event", "Object", "Concept", "Condition", "Organization", "Time", "Number"]
Attribute = Literal["definition", "effect", "property", "comparison", "requirement", "quantity", "negation"]
RelationType = Literal["assertion", "negation_assertion", "diagnosis", "solution", "elaboration"]
PropertyType = Literal["EXCLUSIVE", "ADDITIVE"]
Intent = Literal["State", "Advice", "Hyp"]
OpName = Literal[
    "Observe",
    "Hypothesize",
    "Support",
    "Undermine",
    "Revise",
    "ExpandAwareness",
    "Resolve",
    "Question",
]
ArgumentKind = Literal[
    "observation",
    "hypothesis",
    "assumption",
    "position",
    "consideration",
    "awareness",
    "decision",
    "question",
]

OP_NAMES: tuple[str, ...] = get_args(OpName)
NEGATION_PREFIX = "not "

# Which kind an argument gets when its creating operation does not say.
DEFAULT_KIND: dict[str, ArgumentKind] = {
    "Observe": "observation",
    "Hypothesize": "hypothesis",
    "Support": "consideration",
    "Undermine": "consideration",
    "Revise": "hypothesis",
    "ExpandAwareness": "awareness",
    "Resolve": "decision",
    "Question": "question",
}


def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must contain more than whitespace")
    return value


MAX_TEXT = 10_000  # characters in one claim, triple slot or other text field
Text = Annotated[str, StringConstraints(min_length=1, max_length=MAX_TEXT), AfterValidator(_not_blank)]


def _check_local_id(value: str) -> str:
    if value != value.strip():
        raise ValueError("an id may not start or end with whitespace")
    if value.lower().startswith(NEGATION_PREFIX) or value.lower() == NEGATION_PREFIX.strip():
        raise ValueError(f"an id may not start with {NEGATION_PREFIX!r} (reserved for negation)")
    return value


LocalId = Annotated[str, StringConstraints(min_length=1, max_length=200), AfterValidator(_check_local_id)]


def _canonical_op(value: object) -> object:
    """Accept the spellings people use ("Expand-Awareness", "expand_awareness")."""
    if not isinstance(value, str):
        return value
    key = value.replace("-", "").replace("_", "").replace(" ", "").lower()
    for name in OP_NAMES:
        if name.lower() == key:
            return name
    raise ValueError(f"unknown operation {value!r}; expected one of {', '.join(OP_NAMES)}")


class Dependency(BaseModel):
    """One entry of ``depends_on``: an earlier id, possibly negated (``"not a3"``)."""

    model_config = ConfigDict(frozen=True)

    id: str
    negated: bool = False

    @classmethod
    def parse(cls, value: str) -> Dependency:
        words = value.split(None, 1)
        if words and words[0].lower() == NEGATION_PREFIX.strip():
            return cls(id=words[1].strip() if len(words) > 1 else "", negated=True)
        return cls(id=value.strip())

    def __str__(self) -> str:
        return f"{NEGATION_PREFIX}{self.id}" if self.negated else self.id


def _dependency(value: object) -> object:
    if isinstance(value, str):
        dep = Dependency.parse(value)
        if not dep.id:
            raise ValueError("empty dependency")
        _check_local_id(dep.id)
        return dep
    return value


class TripleAnnotation(BaseModel):
    """One SKG edge with its typed metadata."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    sub: Text
    rel: Text
    obj: Text
    type_sub: EntityType = "Concept"
    type_obj: EntityType = "Concept"
    importance: float | None = Field(default=None, ge=0.0, le=1.0)
    rel_type: RelationType = "assertion"
    attribute: Attribute | None = None
    property_type: PropertyType = "ADDITIVE"
    intent: Intent = "State"
    # A denial of now or of late only ("not anymore", "haven't in a while", "I used to"): it
    # leaves room for the thing at an earlier time, so across sessions it is a change, not a
    # flip. Beyond FORMAT.md's fields, so left out of dumps (and certificates) while false.
    of_now: SkipJsonSchema[bool] = Field(default=False, exclude_if=lambda held: not held)


class OperationAnnotation(BaseModel):
    """One of the eight Grounded Continuation operations, with its arguments."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    op: Annotated[OpName, BeforeValidator(_canonical_op)]
    id: LocalId | None = None
    claim: Text | None = None
    kind: ArgumentKind | None = None
    target: LocalId | None = None
    evidence: LocalId | None = None
    depends_on: list[Annotated[Dependency, BeforeValidator(_dependency)]] = Field(default_factory=list)
    subsumes: list[LocalId] = Field(default_factory=list)
    dissent_by: list[Annotated[str, StringConstraints(min_length=1, max_length=200)]] = Field(
        default_factory=list
    )
    # Provenance of a link an offline extractor inferred by matching words to an earlier argument:
    # the words it matched and their cosine with that argument's claim. Hidden from the JSON
    # schema an LLM is shown; an LLM or an annotator states links, it does not infer them.
    matched_text: SkipJsonSchema[Text | None] = None
    match_similarity: SkipJsonSchema[float | None] = Field(default=None, ge=-1.0, le=1.0)

    @model_validator(mode="after")
    def _fields_fit_the_operation(self) -> Self:
        op = self.op
        if (self.matched_text is None) != (self.match_similarity is None):
            raise ValueError("'matched_text' and 'match_similarity' go together")
        if self.matched_text is not None and self.target is None and not self.depends_on:
            raise ValueError("'matched_text' records a link: it needs a 'target' or 'depends_on'")
        creates = op in ("Observe", "Hypothesize", "ExpandAwareness", "Question")
        if creates and (self.id is None or self.claim is None):
            raise ValueError(f"{op} needs both 'id' and 'claim'")
        if (self.id is None) != (self.claim is None):
            raise ValueError("'id' and 'claim' go together: a new argument needs both")
        if op in ("Support", "Undermine", "Revise") and self.target is None:
            raise ValueError(f"{op} needs a 'target'")
        if op == "Resolve" and self.target is None and self.id is None:
            raise ValueError("Resolve needs a 'target' or a new decision 'id' and 'claim'")
        if self.subsumes and op != "Resolve":
            raise ValueError("only Resolve may list 'subsumes'")
        if self.dissent_by and op != "Resolve":
            raise ValueError("only Resolve may list 'dissent_by'")
        if self.evidence is not None and op not in ("Support", "Undermine"):
            raise ValueError("only Support and Undermine take 'evidence'")
        if self.kind is not None and self.id is None:
            raise ValueError("'kind' describes a new argument and needs an 'id'")
        return self

    @property
    def argument_kind(self) -> ArgumentKind | None:
        """Kind of the argument this operation creates, or None when it creates none."""
        if self.id is None:
            return None
        return self.kind or DEFAULT_KIND[self.op]

    def references(self) -> list[tuple[str, str]]:
        """(field, id) pairs of every earlier id this operation points at, in field order."""
        refs: list[tuple[str, str]] = []
        if self.target is not None:
            refs.append(("target", self.target))
        if self.evidence is not None:
            refs.append(("evidence", self.evidence))
        refs.extend((f"depends_on[{i}]", dep.id) for i, dep in enumerate(self.depends_on))
        refs.extend((f"subsumes[{i}]", sid) for i, sid in enumerate(self.subsumes))
        return refs


class Extraction(BaseModel):
    """What one turn contributes: SKG triples, operations, whether it authorises revision, and
    what its questions take for granted of the party they address (``presupposes``: "What kind
    of fish do you have?" grants that they have fish). An assistant's grants are held against
    the user's own claims (``detect.common_ground``)."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)

    triples: list[TripleAnnotation] = Field(default_factory=list)
    operations: list[OperationAnnotation] = Field(default_factory=list)
    revision: bool | None = None
    # Read by the parse extractor; annotations may give them. Hidden from the schema an LLM is
    # shown, as inferred links are: the prompt asks for claims and operations only.
    presupposes: SkipJsonSchema[list[TripleAnnotation]] = Field(default_factory=list)

    @property
    def is_empty(self) -> bool:
        return not self.triples and not self.operations and self.revision is None and not self.presupposes
