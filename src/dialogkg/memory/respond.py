"""Memory-grounded response generation: the messages an agent sends to any OpenAI-compatible model
so its next reply stands on the conversation's memory (D-SMART's response phase).

The system message carries the standing memory, the facts later turns replaced, the reasoning
tree's answer with the facts it rests on (or its abstention), and the renderer's summary of the
conversation's reasoning state (ground/render.py). Nothing is sent here: the caller owns the client.
"""

from __future__ import annotations

from collections.abc import Sequence

from dialogkg.extract.llm.prompts import Message
from dialogkg.memory.answer import AnswerResult
from dialogkg.memory.facts import Fact
from dialogkg.memory.prompts import RESPOND
from dialogkg.memory.view import MemoryView

MAX_FACTS = 200  # standing facts rendered at most (the newest), so a long memory fits a context


def _line(fact: Fact) -> str:
    relation = f"not {fact.relation_label}" if fact.negation else fact.relation_label
    return f"- {fact.subject_label} {relation} {fact.obj_label} (turn {fact.turn}, {fact.speaker})"


def response_messages(
    message: str,
    view: MemoryView,
    answer: AnswerResult | None = None,
    summary: Sequence[str] = (),
    *,
    max_facts: int = MAX_FACTS,
) -> list[Message]:
    """``message`` is the user's last message; ``summary`` the renderer's lines (render()["summary"])."""
    standing = list(view.facts)[-max_facts:]
    parts = [RESPOND, "", "STANDING MEMORY:"]
    parts += [_line(f) for f in standing] or ["(empty)"]
    if len(view.facts) > len(standing):
        parts.append(f"({len(view.facts) - len(standing)} older facts left out)")
    if view.changes:
        parts += ["", "REPLACED (no longer true):"]
        parts += [
            f"- {s.old.subject_label} {s.old.relation_label} {s.old.obj_label} (turn {s.old.turn}), "
            f"replaced at turn {s.turn} by {s.new.obj_label}"
            for s in view.changes
        ]
    if answer is not None:
        parts += ["", "ANSWER FROM MEMORY:"]
        if answer.abstained:
            parts.append("- the memory does not answer this; closest facts:")
        else:
            parts.append(f"- {answer.answer}, resting on:")
        parts += [_line(f) for f in answer.facts]
    if summary:
        parts += ["", "REASONING STATE:"]
        parts += [f"- {line}" for line in summary]
    return [{"role": "system", "content": "\n".join(parts)}, {"role": "user", "content": message}]
