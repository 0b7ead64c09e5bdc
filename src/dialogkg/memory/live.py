"""A conversation's memory kept in step with appended turns (the memory graph changes by deltas)."""

from __future__ import annotations

from collections.abc import Sequence

from pyoxigraph import Quad

from dialogkg import vocab as v
from dialogkg.conversation.model import Conversation, Turn
from dialogkg.lift import lift_conversation_header
from dialogkg.memory.facts import read_certified, read_facts, read_turns
from dialogkg.memory.graph import memory_quads
from dialogkg.memory.maintain import MemoryLog, maintain
from dialogkg.store.base import Store
from dialogkg.store.embedded import OxigraphStore


class LiveMemory:
    """The memory log of one conversation; ``add_turn`` returns the memory graph's new quads."""

    def __init__(self, store: Store, conversation_id: str) -> None:
        self.conversation_id = conversation_id
        self.turns = read_turns(store, conversation_id)
        self.facts = read_facts(store, conversation_id, self.turns)
        self.certified = read_certified(store, conversation_id)
        self.log = maintain(self.turns, self.facts, self.certified)

    def add_turn(self, conversation: Conversation, turn: Turn, turn_quads: Sequence[Quad]) -> list[Quad]:
        """Maintain memory with the facts of one turn, read from its graph before it is stored."""
        scratch = OxigraphStore(None)  # the turn graph alone, so reading it costs O(turn)
        scratch.insert([lift_conversation_header(conversation), turn_quads])
        turns = read_turns(scratch, conversation.id)
        facts = read_facts(scratch, conversation.id, turns)
        self.turns.update(turns)
        self.facts += facts
        before = len(self.log.supersessions)
        self.log = maintain(self.turns, self.facts, self.certified)
        new = MemoryLog(self.log.facts, self.log.supersessions[before:])
        return memory_quads(self.conversation_id, new)

    @property
    def graph(self) -> str:
        return v.memory_graph(self.conversation_id).value
