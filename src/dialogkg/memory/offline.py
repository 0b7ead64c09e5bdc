"""The deterministic reasoning-tree policy: no model beyond the project's embedding model.

- Entity linking: an entity whose label appears in the question (as a run of its words) is
  *named*; every entity is also linked by the best cosine between the question and a fact that
  mentions it ("subject relation object"), so the likely answer's entity is a candidate too.
- Proposals, in order: ANSWER once a state holds a fact supported above the threshold; EXPAND the
  best-linked entity not yet expanded; FIND_PATH from the first named entity to the best-linked
  entity not named (how a two-hop question reaches the fact that answers it); further EXPANDs.
- Support of a gathered fact: its cosine with the question when it mentions a named entity (or the
  question names none). A fact reached through others is scored as the chain of facts from a named
  entity to it, read as one text; a fact with no such chain in the state supports nothing.
- A question that names someone or something memory does not hold (a capitalised word past the
  first that no entity label or speaker name contains, "Where does Ana live?") and names nothing
  memory holds is about what memory cannot know: every state has value 0, so the answer
  abstains with the closest facts instead of answering about whoever memory does hold.
- The value of a state is the best support in it; an ANSWER renders the best-supported fact as the
  short span the question asks for (the end of the fact the question does not name), with other
  values of the same subject and relation listed after it.

THINK is never proposed: without a model there is nothing to think with.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING

from dialogkg.extract.normalize import question_slot
from dialogkg.memory.facts import Fact
from dialogkg.memory.tree import PATH_SEPARATOR, Action, Conclusion, Node
from dialogkg.memory.walk import MemoryGraph

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from dialogkg.detect.embeddings import Embedder

# Support (a cosine with all-MiniLM-L6-v2) below which the offline answer abstains. Chosen on
# LoCoMo's dev split (benchmarks/locomo_qa.py --split dev --turns 300 --conversations 3 --sweep:
# 315 questions): the highest threshold keeping 90% of the best answerable F1. At 0.25 dev gives
# answerable F1 0.036 (0.039 at 0.20), abstention recall on adversarial questions 0.16, precision 0.27.
OFFLINE_THRESHOLD = 0.25
MAX_VALUES = 3  # values of one subject and relation listed in an answer
_CHAIN_CANDIDATES = 3  # facts per state scored as a chain (each costs one embedding)
_APOSTROPHES = "'\u2019"
_WORD = re.compile(rf"\w+(?:[{_APOSTROPHES}]\w+)*")
_CAPITALISED = re.compile(rf"(?<![\w{_APOSTROPHES}])[A-Z][\w]*(?:[{_APOSTROPHES}]\w+)*")
_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "of",
        "to",
        "in",
        "on",
        "at",
        "for",
        "with",
        "by",
        "from",
        "and",
        "or",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "do",
        "does",
        "did",
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "that",
        "this",
        "these",
        "those",
        "it",
        "its",
        "i",
        "you",
        "he",
        "she",
        "we",
        "they",
        "me",
        "my",
        "your",
        "his",
        "her",
        "our",
        "their",
    ]
)


def words(text: str) -> list[str]:
    """Lower-case words, a possessive 's split off ("Lena's" -> "lena")."""
    out = []
    for w in _WORD.findall(text.casefold()):
        out.append(re.sub(rf"[{_APOSTROPHES}]s$", "", w))
    return out


def fact_text(fact: Fact) -> str:
    relation = f"not {fact.relation_label}" if fact.negation else fact.relation_label
    return f"{fact.subject_label} {relation} {fact.obj_label}"


def _contains(haystack: Sequence[str], needle: Sequence[str]) -> bool:
    n = len(needle)
    return n > 0 and any(list(haystack[i : i + n]) == list(needle) for i in range(len(haystack) - n + 1))


class OfflinePolicy:
    name = "offline"

    def __init__(self, embedder: Embedder, threshold: float = OFFLINE_THRESHOLD) -> None:
        self.embedder = embedder
        self.threshold = threshold
        self._graph: MemoryGraph | None = None
        self._question = ""
        self._q: npt.NDArray[np.float32] | None = None
        self._sim: dict[str, float] = {}  # claim -> cosine with the question
        self.named: list[str] = []  # entity IRIs the question names, in question order
        self.linked: list[str] = []  # entity IRIs by link score, best first
        self._people: set[str] = set()  # participants' own entities the question does not name
        self._chain_sims: dict[tuple[str, ...], float] = {}
        self.unknown: list[str] = []  # names in the question that memory does not hold

    # -- set-up --------------------------------------------------------------------------------

    def start(self, question: str, graph: MemoryGraph) -> None:
        self._graph = graph
        self._question = question
        self._aliases: list[list[str]] = []  # one-word names that named an entity
        self._chain_sims = {}
        facts = list(graph.facts.values())
        q_words = words(question)
        named: list[tuple[int, str]] = []
        for entity in graph.entities.values():
            label = words(entity.label)
            if label and not all(w in _STOP for w in label) and _contains(q_words, label):
                start = next(i for i in range(len(q_words)) if q_words[i : i + len(label)] == label)
                named.append((start, entity.iri))
        named += self._by_one_name(question, q_words, {iri for _, iri in named})
        self.named = [iri for _, iri in sorted(named)]
        named_set = set(self.named)
        speakers = {" ".join(f.speaker.casefold().split()) for f in facts}
        self.unknown = unknown_names(question, graph, speakers) if not named_set else []
        self._people = {
            iri for iri, e in graph.entities.items() if " ".join(e.label.casefold().split()) in speakers
        } - named_set
        # Support compares what the question asks with what the fact adds: the named entities
        # are taken out of both, so a fact is not supported merely by naming the question's
        # subject ("What is Lena's salary?" against "Lena works at Acme").
        self._asked = self._residual(question) if named_set else question
        if slot := question_slot(question):  # "grow up" asks for the home town slot
            self._asked = f"{self._asked} {slot}"
        texts = [self._asked, *[self._fact_residual(f) for f in facts]]
        vectors = self.embedder.encode(texts)
        self._q = vectors[0]
        sims = vectors[1:] @ vectors[0] if facts else []
        self._sim = {f.claim: float(s) for f, s in zip(facts, sims, strict=True)}
        link: dict[str, float] = {}
        for f in facts:
            for iri in (f.subject, f.obj):
                link[iri] = max(link.get(iri, -1.0), self._sim[f.claim])
        self.linked = sorted(link, key=lambda iri: (iri not in named_set, -link[iri], iri))

    def _by_one_name(self, question: str, q_words: list[str], named: set[str]) -> list[tuple[int, str]]:
        """Entities a capitalised word of the question names on its own ("Marie" for Marie
        Dubois), when that word is in exactly one entity's label."""
        graph = self._require()
        found: list[tuple[int, str]] = []
        for m in _CAPITALISED.finditer(question):
            word = words(m.group())[:1]
            if not word or word[0] in _STOP or word[0] not in q_words:
                continue
            holders = [iri for iri, e in graph.entities.items() if word[0] in words(e.label)]
            if len(holders) == 1 and holders[0] not in named:
                named.add(holders[0])
                self._aliases.append(word)
                found.append((q_words.index(word[0]), holders[0]))
        return found

    def _residual(self, text: str) -> str:
        """The text without the labels (or the one name) of the entities the question names."""
        graph = self._require()
        out = words(text)
        for label in [words(graph.entities[iri].label) for iri in self.named] + self._aliases:
            i = 0
            while i + len(label) <= len(out):
                if out[i : i + len(label)] == label:
                    del out[i : i + len(label)]
                else:
                    i += 1
        return " ".join(out) or text

    def _fact_residual(self, fact: Fact) -> str:
        relation = f"not {fact.relation_label}" if fact.negation else fact.relation_label
        named = set(self.named)
        parts = [
            "" if fact.subject in named else fact.subject_label,
            relation,
            "" if fact.obj in named else fact.obj_label,
        ]
        return " ".join(p for p in parts if p)

    # -- the policy ----------------------------------------------------------------------------

    def propose(self, node: Node, samples: int) -> list[Action]:
        graph = self._require()
        out: list[Action] = []
        if node.depth > 0 and self.value(node) >= self.threshold:
            out.append(Action("ANSWER"))
        expandable = [
            iri
            for iri in self._expand_order(node)
            if not node.done(Action("EXPAND_ENTITY", graph.entities[iri].label))
        ]
        if expandable:
            out.append(Action("EXPAND_ENTITY", graph.entities[expandable[0]].label))
        path = self._path_action(node)
        if path is not None:
            out.append(path)
        out += [Action("EXPAND_ENTITY", graph.entities[iri].label) for iri in expandable[1:]]
        return out[:samples]

    def value(self, node: Node) -> float:
        if node.conclusion is not None:
            return node.conclusion.support
        if self.unknown:
            return 0.0
        ranked = self._ranked(node)
        return ranked[0][0] if ranked else 0.0

    def conclude(self, node: Node, action: Action) -> Conclusion:
        ranked = self._ranked(node)
        closest = tuple(chain[-1] for _, chain in ranked[:3])
        if not ranked:
            return Conclusion("", (), 0.0, closest)
        support, chain = ranked[0]
        if self.unknown:
            return Conclusion("", (), 0.0, closest)
        best = chain[-1]
        same_slot = [
            c[-1]
            for _, c in ranked[1:]
            if c[-1].subject == best.subject and c[-1].relation == best.relation and c[-1].obj != best.obj
        ][: MAX_VALUES - 1]
        spans = [self._span(best, chain[:-1])]
        spans += [s for s in (self._span(f, chain[:-1]) for f in same_slot) if s not in spans]
        return Conclusion(", ".join(spans), (*chain, *same_slot), support, closest)

    # -- scoring -------------------------------------------------------------------------------

    def _ranked(self, node: Node) -> list[tuple[float, tuple[Fact, ...]]]:
        """(support, chain ending in the fact) for every gathered fact that has support, best
        first; ties go to the later fact (the newer value of a slot), then memory order."""
        graph = self._require()
        usable = [f for f in node.facts if f.claim not in graph.historical]
        if not usable:
            return []
        named = set(self.named)
        chains = _chains(usable, named, self._people) if named else {f.claim: () for f in usable}
        scored: list[tuple[float, tuple[Fact, ...]]] = []
        far: list[tuple[float, Fact, tuple[Fact, ...]]] = []
        for f in usable:
            before = chains.get(f.claim)
            if before is None:
                continue
            if not before:
                scored.append((self._sim[f.claim], (f,)))
            else:
                far.append((self._sim[f.claim], f, before))
        far.sort(key=lambda t: (-t[0], t[1].key))
        for _, f, before in far[:_CHAIN_CANDIDATES]:
            chain = (*before, f)
            scored.append((self._chain_sim(chain), chain))
        scored.sort(key=lambda t: (-t[0], -t[1][-1].turn, t[1][-1].key))
        return scored

    def _chain_sim(self, chain: tuple[Fact, ...]) -> float:
        key = tuple(f.claim for f in chain)
        held = self._chain_sims.get(key)
        if held is None:
            text = self._residual(". ".join(fact_text(f) for f in chain))
            vector = self.embedder.encode([text])[0]
            assert self._q is not None
            held = float(vector @ self._q)
            self._chain_sims[key] = held
        return held

    def _span(self, fact: Fact, before: Sequence[Fact]) -> str:
        """The part of the fact the question asks for."""
        negation = "not " if fact.negation else ""
        if before:  # reached through a chain: the end away from it
            joined = {before[-1].subject, before[-1].obj}
            end = fact.obj_label if fact.subject in joined else fact.subject_label
            return negation + end
        named = set(self.named)
        q = set(words(self._question)) - _STOP
        subject_named = fact.subject in named or bool(set(words(fact.subject_label)) & q)
        object_named = fact.obj in named or bool(set(words(fact.obj_label)) & q)
        if subject_named and not object_named:
            return negation + fact.obj_label
        if object_named and not subject_named:
            return negation + fact.subject_label
        return fact_text(fact)

    # -- proposals -----------------------------------------------------------------------------

    def _expand_order(self, node: Node) -> list[str]:
        if not node.facts:
            return self.linked[: max(1, len(self.named))] if self.named else self.linked[:3]
        held = {f.subject for f in node.facts} | {f.obj for f in node.facts}
        rank = {iri: n for n, iri in enumerate(self.linked)}
        return sorted(held | set(self.named), key=lambda iri: (rank.get(iri, len(rank)), iri))

    def _path_action(self, node: Node) -> Action | None:
        graph = self._require()
        if not self.named:
            return None
        start = self.named[0]
        target = self._path_target()
        if target is None or target == start:
            return None
        action = Action(
            "FIND_PATH", f"{graph.entities[start].label}{PATH_SEPARATOR}{graph.entities[target].label}"
        )
        if node.done(action):
            return None
        held = {f.claim for f in node.facts}
        if any(f.claim in held for f in graph.edges(target)) and any(
            f.claim in held for f in graph.edges(start)
        ):
            return None  # both ends already gathered
        return action

    def _path_target(self) -> str | None:
        """The end of the best fact that names no question entity: its object, else its subject."""
        graph = self._require()
        named = set(self.named)
        for f in sorted(graph.facts.values(), key=lambda f: (-self._sim[f.claim], f.key)):
            if f.claim in graph.historical or f.subject in named or f.obj in named:
                continue
            return f.obj
        return None

    def _require(self) -> MemoryGraph:
        if self._graph is None:
            raise RuntimeError("start() first")
        return self._graph


def unknown_names(question: str, graph: MemoryGraph, speakers: set[str]) -> list[str]:
    """Capitalised words of the question past its first word that are no stop word and occur in
    no entity label and no speaker name, in question order."""
    known = {w for e in graph.entities.values() for w in words(e.label)}
    known |= {w for name in speakers for w in words(name)}
    out = []
    for m in _CAPITALISED.finditer(question):
        if m.start() == len(question) - len(question.lstrip()):
            continue  # the question's first word is capitalised anyway
        found = words(m.group())
        first_person = bool(found) and re.fullmatch(rf"i(?:[{_APOSTROPHES}]\w+)?", found[0]) is not None
        if found and not first_person and found[0] not in _STOP and found[0] not in known:
            out.append(m.group())
    return out


def _chains(facts: Sequence[Fact], named: set[str], barred: set[str]) -> dict[str, tuple[Fact, ...]]:
    """For each fact reachable from a named entity within ``facts``: the facts before it on a
    shortest chain from that entity (empty when it names one itself). A chain does not pass
    through a ``barred`` entity (a participant the question does not name): what the chain finds
    there is about that participant, not about what the question asks (LoCoMo's adversarial
    questions ask about one speaker what the other said)."""
    by_entity: dict[str, list[Fact]] = {}
    for f in facts:
        by_entity.setdefault(f.subject, []).append(f)
        if f.obj != f.subject:
            by_entity.setdefault(f.obj, []).append(f)
    reach: dict[str, tuple[Fact, ...]] = {iri: () for iri in sorted(named) if iri in by_entity}
    queue = deque(sorted(reach))
    out: dict[str, tuple[Fact, ...]] = {}
    while queue:
        entity = queue.popleft()
        before = reach[entity]
        for f in by_entity.get(entity, ()):
            if f.claim in out:
                continue
            out[f.claim] = before
            for other in (f.subject, f.obj):
                if other not in reach and other not in barred:
                    reach[other] = (*before, f)
                    queue.append(other)
    return out
