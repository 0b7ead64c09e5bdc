"""Prompts of the reasoning tree's LLM policy and of memory-grounded response generation.

Written for this project. Each tree step asks for one JSON object (its schema also goes out as the
response format); the system prompt names the step, so cached answers follow prompt changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from dialogkg.extract.llm.prompts import Message

ACTIONS = """You plan a walk over a conversation's memory, a graph of facts \
(subject | relation | object, with the turn and speaker that stated them), to answer a QUESTION.

Choose the next steps. Each is one of:
- EXPAND_ENTITY: argument is one entity name from ENTITIES; gathers the facts around it.
- FIND_PATH: argument is "first entity | second entity", both from ENTITIES; gathers the \
shortest chain of facts connecting them (for questions that link two things through a third).
- THINK: argument is a short note on what the gathered facts show and what is still missing.
- ANSWER: argument is empty; choose it only when the GATHERED facts already answer the question.

Give up to the number of steps asked for, best first, all different. Copy entity names exactly.

Answer with JSON only: {"actions": [{"action": "EXPAND_ENTITY", "argument": "..."}, ...]}"""

VALUE = """You rate how promising a partial search is for answering a QUESTION from a \
conversation's memory.

You see the GATHERED facts and the STEPS taken. Rate from 0.0 to 1.0 how likely it is that these \
facts, or a few more steps from here, answer the question: 1.0 when a gathered fact states the \
answer, about 0.5 when the facts are on topic but incomplete, 0.0 when they are unrelated. Facts \
about a different person or thing than the question asks about do not count.

Answer with JSON only: {"value": 0.0}"""

ANSWER = """You answer a QUESTION using only the numbered FACTS gathered from a conversation's memory.

- Answer in as few words as possible (a name, a place, a date, a short phrase).
- List the numbers of the facts the answer rests on.
- If the facts do not state the answer, set "supported" to false and leave the answer empty. \
Never answer from general knowledge or guesswork.

Answer with JSON only: {"answer": "...", "facts": [1, 2], "supported": true}"""

RESPOND = """You are the assistant in an ongoing conversation. A memory of the conversation is \
given: the facts that still stand (each with the turn and speaker that stated it), facts later \
turns replaced, and a summary of the conversation's reasoning state.

Reply to the user's last message. Rely on the standing facts; never restate a replaced fact as \
current. When the memory does not settle something the reply needs, say so plainly instead of \
guessing. Keep the reply natural and short; do not mention the memory or its format."""


def facts_block(lines: Sequence[str]) -> str:
    return "\n".join(f"{n}. {line}" for n, line in enumerate(lines, start=1)) or "(none yet)"


def actions_messages(
    question: str, gathered: Sequence[str], steps: Sequence[str], entities: Sequence[str], samples: int
) -> list[Message]:
    user = (
        f"QUESTION: {question}\n\nGATHERED:\n{facts_block(gathered)}\n\n"
        f"STEPS:\n{chr(10).join(steps) or '(none yet)'}\n\nENTITIES: {'; '.join(entities) or '(none)'}\n\n"
        f"Give up to {samples} steps."
    )
    return [{"role": "system", "content": ACTIONS}, {"role": "user", "content": user}]


def value_messages(question: str, gathered: Sequence[str], steps: Sequence[str]) -> list[Message]:
    user = (
        f"QUESTION: {question}\n\nGATHERED:\n{facts_block(gathered)}\n\n"
        f"STEPS:\n{chr(10).join(steps) or '(none yet)'}"
    )
    return [{"role": "system", "content": VALUE}, {"role": "user", "content": user}]


def answer_messages(question: str, gathered: Sequence[str], thoughts: Sequence[str]) -> list[Message]:
    notes = "\n".join(f"- {t}" for t in thoughts)
    user = f"QUESTION: {question}\n\nFACTS:\n{facts_block(gathered)}" + (
        f"\n\nNOTES:\n{notes}" if notes else ""
    )
    return [{"role": "system", "content": ANSWER}, {"role": "user", "content": user}]
