"""Prompt texts for the three extraction steps and the memory's conflict judge, versioned so a
change invalidates cached answers.

Written for this project. Each step asks for one JSON object whose schema is also sent as the
response format where the server supports it; the text states the schema in words as well,
for servers that only take plain prompts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

PROMPT_VERSION = "dialogkg-extract-1"


class Message(TypedDict):
    role: str
    content: str


DISTILL = """You turn one conversational turn into standalone factual statements.

Rules:
- One statement per fact, claim, plan, question or request the speaker makes in THIS turn.
- Each statement must make sense on its own: replace pronouns and vague references ("it", \
"that one", "the former") with what they refer to, using the earlier turns only to resolve them.
- Keep negation, numbers with their units, comparisons and hedges ("might", "probably") exactly.
- Do not add facts the speaker did not state. Greetings and thanks give no statements.

Answer with JSON only: {"statements": ["...", "..."]}"""

TRIPLES = """You extract a typed knowledge graph from statements a speaker made in a conversation.

For every statement give zero or more edges {"sub", "rel", "obj"} with these fields:
- type_sub, type_obj: one of Person, Event, Object, Concept, Condition, Organization, Time, Number
- rel_type: assertion | negation_assertion (the statement denies the relation) | diagnosis \
(names a cause) | solution (proposes a fix) | elaboration (adds detail to an earlier point)
- attribute: definition | effect | property | comparison | requirement | quantity | negation
- property_type: EXCLUSIVE if the subject can have only one value for this relation at a time \
(a home town, a date, a count, a colour), otherwise ADDITIVE (likes, owns, causes)
- intent: State (asserted as true), Advice (recommended), Hyp (hedged or speculative)
- importance: 0.0 to 1.0, how central the edge is to the turn

Conventions:
- Keep the relation short and in the base form ("live in", "cause", "be"); put a negation in \
rel_type and attribute, never in the relation text, and keep the object positive.
- Keep numbers and units in the object ("3 servers", "40 ms").
- Reuse an entity name from KNOWN ENTITIES when the statement is about the same thing, spelled \
exactly as listed. Refer to the speaker by their id when they talk about themselves.
- "revision": true only if the speaker explicitly asks to change, correct or replace something \
said earlier; false otherwise.

Answer with JSON only: {"triples": [{...}, ...], "revision": false}"""

OPERATIONS = """You classify what one conversational turn does to an ongoing line of reasoning.

The reasoning so far is listed under STATE: arguments with their ids, kinds, statuses and \
dependencies. Describe THIS turn as a list of operations, each one of:
- Observe {id, claim}: a fact reported as observed or given
- Hypothesize {id, claim, depends_on}: a tentative explanation or proposal; depends_on lists the \
ids it rests on ("not ID" if it holds only while ID is false)
- Support {target, evidence?}: new backing for an existing argument (evidence: the id giving it)
- Undermine {target, evidence?}: new reason against an existing argument
- Revise {target}: the speaker withdraws or reverses an argument
- ExpandAwareness {id, claim}: a new consideration nobody had in view, that changes the question
- Resolve {target} or {id, claim, depends_on, dissent_by?, subsumes?}: a decision or conclusion; \
dissent_by lists participant ids who disagree; subsumes lists ids the decision replaces
- Question {id, claim}: an open question
Optional "kind" for new arguments: observation, hypothesis, assumption, position, consideration, \
awareness, decision, question.

Rules:
- Refer only to ids listed in STATE or created earlier in this same answer.
- New ids must be unused; name them t<TURN>_<n> (for turn 7: t7_1, t7_2, ...).
- A claim is one short sentence in the speaker's sense. Small talk gives an empty list.

Answer with JSON only: {"operations": [{...}, ...]}"""


CONFLICT = """You keep the memory of a conversation consistent.

You get one NEW fact and a numbered list of facts the memory HOLDS, each as subject | relation | \
object, with who said it and when. A held fact conflicts with the new one when both cannot be \
true at once: the new fact gives another value where only one can hold (a second birthplace, a \
different day for the same meeting), denies the held fact, or states its opposite. A fact that \
adds detail, is about something else, or can be true together with the new one does not conflict. \
Judge what the facts mean, not how they are worded.

Answer with JSON only: {"conflicts": [the numbers of the held facts that conflict]}, or \
{"conflicts": []} when none does."""


def conflict_messages(new: str, held: Sequence[str]) -> list[Message]:
    listed = "\n".join(f"{n}. {fact}" for n, fact in enumerate(held, start=1))
    user = f"NEW:\n{new}\n\nHOLDS:\n{listed}"
    return [{"role": "system", "content": CONFLICT}, {"role": "user", "content": user}]


def distill_messages(speaker: str, role: str, text: str, earlier: Sequence[tuple[str, str]]) -> list[Message]:
    context = "\n".join(f"{who}: {said}" for who, said in earlier) or "(none)"
    user = f"EARLIER TURNS:\n{context}\n\nTHIS TURN ({speaker}, {role}):\n{text}"
    return [{"role": "system", "content": DISTILL}, {"role": "user", "content": user}]


def triples_messages(
    speaker: str, role: str, statements: Sequence[str], known: Sequence[str]
) -> list[Message]:
    listed = "\n".join(f"- {s}" for s in statements) or "(none)"
    entities = ", ".join(known) or "(none yet)"
    user = f"SPEAKER: {speaker} ({role})\nKNOWN ENTITIES: {entities}\n\nSTATEMENTS:\n{listed}"
    return [{"role": "system", "content": TRIPLES}, {"role": "user", "content": user}]


def operations_messages(
    turn: int, speaker: str, role: str, participants: Sequence[str], state: str, text: str
) -> list[Message]:
    user = (
        f"PARTICIPANTS: {', '.join(participants)}\n\nSTATE:\n{state or '(nothing yet)'}\n\n"
        f"TURN {turn} ({speaker}, {role}):\n{text}"
    )
    return [{"role": "system", "content": OPERATIONS}, {"role": "user", "content": user}]


def feedback_message(problem: str) -> Message:
    return {
        "role": "user",
        "content": f"That answer was rejected: {problem}\nReturn the corrected JSON object only.",
    }
