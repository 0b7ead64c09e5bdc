"""D-SMART's dynamic structured memory: the facts a conversation currently stands on.

Turn graphs are append-only, so maintenance never deletes: it records supersessions in a derived
memory graph, and the memory view is the set of claims no later claim has replaced.
"""

from __future__ import annotations

from dialogkg.memory.facts import Fact, TurnInfo
from dialogkg.memory.maintain import Maintainer, MemoryLog, Supersession, maintain

__all__ = ["Fact", "Maintainer", "MemoryLog", "Supersession", "TurnInfo", "maintain"]
