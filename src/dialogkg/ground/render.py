"""Short natural-language accounts of the structure, for an LLM's context window and for people.

Deliberately plain: ids with their claims, what changed at each turn and why, and what stands
now. Every sentence is generated from the state, so it never says more than the graph does.
"""

from __future__ import annotations

from collections import defaultdict

from dialogkg.ground.state import DialogueState, Link, StatusChange

_NEW = {
    "observation": "observation",
    "hypothesis": "hypothesis",
    "assumption": "assumption",
    "position": "position",
    "consideration": "consideration",
    "awareness": "awareness item",
    "decision": "decision",
    "question": "question",
}
_LINK_WORDS = {
    "supports": "{source} supports {target}",
    "attacks": "{source} attacks {target}",
    "premise": "{source} now also rests on {target}",
    "subsumes": "{source} subsumes {target}",
}


def _quote(text: str, limit: int = 90) -> str:
    text = " ".join(text.split())
    return f'"{text if len(text) <= limit else text[: limit - 1] + "…"}"'


def describe_turn(state: DialogueState, turn: int) -> list[str]:
    """Sentences for everything the given turn changed in the structure."""
    lines: list[str] = []
    changes = [c for c in state.history if c.turn == turn]
    for change in changes:
        lines.append(_describe_change(state, change))
    lines += [
        _LINK_WORDS[link.kind].format(source=link.source, target=link.target)
        for link in state.links
        if link.turn == turn
    ]
    return lines


def _describe_change(state: DialogueState, change: StatusChange) -> str:
    arg = state.args[change.argument]
    if change.before is None:
        text = f"new {_NEW[arg.kind]} {arg.id} by {arg.speaker}: {_quote(arg.claim)}"
        positive = [d for d in arg.declared if not d.startswith("not ")]
        negated = [d.removeprefix("not ") for d in arg.declared if d.startswith("not ")]
        parts = []
        if positive:
            parts.append("rests on " + ", ".join(positive))
        if negated:
            parts.append("holds only while " + ", ".join(negated) + " is false")
        return text + (f" ({'; '.join(parts)})" if parts else "")
    cause = change.cause if change.cause != "Retraction" else "retraction"
    by = f" by {change.by}" if change.by else ""
    return f"{arg.id} {change.before} -> {change.after} ({cause}{by})"


def summarise(state: DialogueState) -> list[str]:
    """What stands, what fell and why, and what is still open: the state in a few lines."""
    labels = state.labelling()
    standing = [a for a in state.args.values() if a.assertive and state.standing(a.id)]
    fallen = [a for a in state.args.values() if a.assertive and not state.standing(a.id)]
    lines = []
    if standing:
        lines.append("Standing: " + "; ".join(f"{a.id} {_quote(a.claim, 60)}" for a in standing))
    for arg in fallen:
        change = state.last_change(arg.id)
        why = f"{arg.status}" + (f" at turn {change.turn}" if change else "")
        if arg.status in ("active", "resolved"):
            why = f"{labels[arg.id]} of the extension"
        lines.append(f"Not standing: {arg.id} {_quote(arg.claim, 60)} ({why})")
    open_questions = [q for q in state.questions if state.args[q].status == "active"]
    if open_questions:
        lines.append(
            "Open questions: " + "; ".join(f"{q} {_quote(state.args[q].claim, 60)}" for q in open_questions)
        )
    return lines


def for_prompt(state: DialogueState) -> str:
    """Every argument on one line, ids first: the STATE block of a state-augmented LLM prompt."""
    lines = []
    for arg in state.args.values():
        deps = arg.deps + [f"not {d}" for d in arg.neg_deps]
        rests = f" (depends on {', '.join(deps)})" if deps else ""
        lines.append(
            f"{arg.id} [{arg.kind}, {arg.status}, by {arg.speaker}, turn {arg.turn}]: {arg.claim}{rests}"
        )
    return "\n".join(lines)


def render(state: DialogueState, turn: int | None = None) -> dict[str, object]:
    """Per-turn change descriptions (one turn or all) plus the current summary."""
    turns: dict[int, list[str]] = defaultdict(list)
    wanted = sorted({c.turn for c in state.history} | {link.turn for link in state.links})
    for t in wanted if turn is None else [turn]:
        described = describe_turn(state, t)
        if described:
            turns[t] = described
    return {
        "turns": [{"turn": t, "changes": lines} for t, lines in sorted(turns.items())],
        "summary": summarise(state),
    }


__all__ = ["Link", "describe_turn", "for_prompt", "render", "summarise"]
