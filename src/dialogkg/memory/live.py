"""A conversation's memory kept in step with appended turns (the memory graph changes by deltas)."""

from __future__ import annotations

from collections.abc import Sequence

from pyoxigraph import Quad

from dialogkg import vocab as v
from dialogkg.conversation.model import Conversation, Participant, Turn
from dialogkg.errors import StoreError
from dialogkg.lift import lift_conversation_header
from dialogkg.memory.facts import Fact, read_certified, read_facts, read_turns
from dialogkg.memory.graph import memory_delta_quads
from dialogkg.memory.maintain import Maintainer, MemoryLog
from dialogkg.memory.unstored import TurnQuads
from dialogkg.store.base import Store


class LiveMemory:
    """The memory of one conversation; ``add_turn`` returns the memory graph's new quads.

    Built once from the store (a linear replay through the indexed Maintainer), then each turn
    costs what its own facts meet in the index, not the conversation.
    """

    def __init__(self, store: Store, conversation_id: str, *, keep_log: bool = True) -> None:
        """``keep_log`` False: see ``Maintainer`` (``log`` then stays empty)."""
        self.conversation_id = conversation_id
        turns = read_turns(store, conversation_id)
        by_turn: dict[int, list[Fact]] = {}
        for fact in read_facts(store, conversation_id, turns):
            by_turn.setdefault(fact.turn, []).append(fact)
        self.maintainer = Maintainer(certified=read_certified(store, conversation_id), keep_log=keep_log)
        for index, turn in turns.items():
            self.maintainer.add_turn(turn, by_turn.get(index, ()))
        self._header: tuple[tuple[Participant, ...], list[Quad]] | None = None  # lifted once per cast

    @property
    def log(self) -> MemoryLog:
        return self.maintainer.log

    def add_turn(self, conversation: Conversation, turn: Turn, turn_quads: Sequence[Quad]) -> list[Quad]:
        """Maintain memory with the facts of one turn, read from its quads before they are stored."""
        if self._header is None or self._header[0] != conversation.participants:
            self._header = (conversation.participants, lift_conversation_header(conversation))
        quads = TurnQuads(conversation.id, turn.index, [*self._header[1], *turn_quads])
        info = quads.turn_info()
        if info is None:
            raise StoreError(f"turn {turn.index} of {conversation.id!r}: its graph holds no turn node")
        return memory_delta_quads(self.conversation_id, self.maintainer.add_turn(info, quads.facts(info)))

    @property
    def graph(self) -> str:
        return v.memory_graph(self.conversation_id).value
