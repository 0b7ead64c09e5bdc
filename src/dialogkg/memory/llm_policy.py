"""The reasoning tree's LLM policy and value model, through the extraction layer's client, cache
and re-prompt loop (so a second run of the same question asks the server nothing).

Three questions to the model: the next actions for a state (validated: entity names must be in
memory), the value of a state, and the answer of a state (validated: cited fact numbers must be
gathered facts). The value of an ANSWER state is the value model's, and an answer the model marks
unsupported, or that cites no fact, abstains.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from dialogkg.errors import Location
from dialogkg.extract.llm.ask import ask
from dialogkg.extract.llm.cache import ResponseCache
from dialogkg.extract.llm.client import ChatClient
from dialogkg.extract.llm.config import LLMConfig
from dialogkg.memory.facts import Fact
from dialogkg.memory.prompts import actions_messages, answer_messages, value_messages
from dialogkg.memory.tree import ACTIONS, PATH_SEPARATOR, Action, ActionName, Conclusion, Node
from dialogkg.memory.walk import MemoryGraph

# The value (0..1) below which an LLM answer abstains: the value prompt puts "on topic but
# incomplete" at about 0.5, so an answer must be rated above it.
LLM_THRESHOLD = 0.5
MAX_ENTITIES = 80  # entity names shown to the model when nothing is gathered yet


class ProposedAction(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: str
    argument: str = ""


class Proposals(BaseModel):
    model_config = ConfigDict(extra="forbid")
    actions: list[ProposedAction] = Field(default_factory=list, max_length=20)


class Value(BaseModel):
    model_config = ConfigDict(extra="forbid")
    value: float = Field(ge=0.0, le=1.0)


class Drafted(BaseModel):
    model_config = ConfigDict(extra="forbid")
    answer: str = ""
    facts: list[int] = Field(default_factory=list, max_length=50)
    supported: bool = False


def render(fact: Fact) -> str:
    denied = " (denied)" if fact.negation else ""
    said = f"[turn {fact.turn}, {fact.speaker}]"
    return f"{fact.subject_label} | {fact.relation_label} | {fact.obj_label}{denied} {said}"


class LLMPolicy:
    name = "llm"

    def __init__(
        self,
        config: LLMConfig,
        *,
        client: ChatClient | None = None,
        cache: ResponseCache | None = None,
        threshold: float = LLM_THRESHOLD,
    ) -> None:
        self.config = config
        self.client = client or ChatClient(config)
        self.cache = cache or ResponseCache(config.cache)
        self.threshold = threshold
        self._graph: MemoryGraph | None = None
        self._question = ""

    def start(self, question: str, graph: MemoryGraph) -> None:
        self._graph = graph
        self._question = question

    def _require(self) -> MemoryGraph:
        if self._graph is None:
            raise RuntimeError("start() first")
        return self._graph

    def propose(self, node: Node, samples: int) -> list[Action]:
        graph = self._require()
        held = {f.subject for f in node.facts} | {f.obj for f in node.facts}
        shown = (
            sorted(graph.entities[i].label for i in held)
            if held
            else [e.label for e in sorted(graph.entities.values(), key=lambda e: e.label)[:MAX_ENTITIES]]
        )
        messages = actions_messages(
            self._question, [render(f) for f in node.facts], _steps(node), shown, samples
        )

        def problem(reply: Proposals) -> str | None:
            bad = []
            for p in reply.actions:
                if p.action not in ACTIONS:
                    bad.append(f"{p.action!r} is not an action")
                elif p.action == "EXPAND_ENTITY" and graph.find(p.argument) is None:
                    bad.append(f"{p.argument!r} is not an entity in memory")
                elif p.action == "FIND_PATH":
                    ends = p.argument.split(PATH_SEPARATOR.strip())
                    if len(ends) != 2 or any(graph.find(e.strip()) is None for e in ends):
                        bad.append(f"{p.argument!r} is not two entities in memory as 'first | second'")
            return "; ".join(bad) or None

        location = Location(field="llm.rt_actions")
        reply = ask(
            self.client, self.cache, self.config, "rt_actions", messages, Proposals, location, problem
        )
        out: list[Action] = []
        for p in reply.actions:
            name: ActionName = next(a for a in ACTIONS if a == p.action)
            argument = p.argument.strip()
            if name == "FIND_PATH":
                first, second = (e.strip() for e in argument.split(PATH_SEPARATOR.strip()))
                argument = f"{first}{PATH_SEPARATOR}{second}"
            if name == "ANSWER":
                argument = ""
            out.append(Action(name, argument))
        return out[:samples]

    def value(self, node: Node) -> float:
        if node.conclusion is not None:
            return node.conclusion.support
        return 1.0 if node.depth == 0 else self._rate(node, None)

    def _rate(self, node: Node, draft: Conclusion | None) -> float:
        messages = value_messages(self._question, [render(f) for f in node.facts], _steps(node, draft))
        reply = ask(
            self.client, self.cache, self.config, "rt_value", messages, Value, Location(field="llm.rt_value")
        )
        return reply.value

    def conclude(self, node: Node, action: Action) -> Conclusion:
        facts = node.facts
        messages = answer_messages(self._question, [render(f) for f in facts], node.thoughts)

        def problem(reply: Drafted) -> str | None:
            bad = sorted({n for n in reply.facts if not 1 <= n <= len(facts)})
            return f"facts: {bad} are not numbers of listed facts (1 to {len(facts)})" if bad else None

        location = Location(field="llm.rt_answer")
        reply = ask(self.client, self.cache, self.config, "rt_answer", messages, Drafted, location, problem)
        cited = tuple(facts[n - 1] for n in sorted(set(reply.facts)))
        closest = cited or tuple(facts[:3])
        if not reply.supported or not cited or not reply.answer.strip():
            return Conclusion("", (), 0.0, closest)
        draft = Conclusion(reply.answer.strip(), cited, 1.0, closest)
        return Conclusion(draft.answer, cited, self._rate(node, draft), closest)


def _steps(node: Node, conclusion: Conclusion | None = None) -> list[str]:
    lines = [f"{s.action.name} {s.action.argument}".strip() for s in node.trajectory]
    if conclusion is not None:
        lines.append(f"ANSWER {conclusion.answer}")
    return lines
