"""The cascade's lexicons: negation markers, antonyms, hypernyms, relation classes and the node
blocklist; data files shipped with the package, each extendable by a file of the same format."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import files
from pathlib import Path


def data_lines(name: str, extra: Path | None = None) -> list[str]:
    """A packaged lexicon file's lines, comments and blanks left out (``extra`` appended)."""
    text = files("dialogkg").joinpath("detect", "lexicons", name).read_text(encoding="utf-8")
    if extra is not None:
        text += "\n" + extra.read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


@dataclass(frozen=True)
class Lexicons:
    negation: tuple[str, ...]
    antonyms: tuple[tuple[str, str], ...]
    blocklist: frozenset[str]
    hypernyms: tuple[tuple[str, str], ...] = ()
    relation_classes: tuple[tuple[str, str], ...] = ()  # (canonical, variant), longest first

    @lru_cache(maxsize=65536)  # noqa: B019 - lexicons live for the process; relations recur
    def negated(self, relation: str) -> bool:
        text = f" {norm(relation)} "
        return any(f" {marker} " in text for marker in self.negation)

    @lru_cache(maxsize=65536)  # noqa: B019
    def opposite(self, a: str, b: str) -> bool:
        """Do two relations use opposite stems (either direction)?"""
        words_a, words_b = norm(a).split(), norm(b).split()

        def has(words: list[str], stem: str) -> bool:
            return any(w.startswith(stem) for w in words)

        return any(
            (has(words_a, x) and has(words_b, y)) or (has(words_a, y) and has(words_b, x))
            for x, y in self.antonyms
        )

    @lru_cache(maxsize=65536)  # noqa: B019
    def opposite_values(self, a: str, b: str) -> bool:
        """Do two object values hold opposite words ("married" vs "single")? Stricter than
        ``opposite``: a word must be the stem or the stem plus an inflection, since object text
        is free ("hot" must not match "hotel")."""
        words_a, words_b = set(norm(a).split()), set(norm(b).split())
        return any(
            (_has_word(words_a, x) and _has_word(words_b, y))
            or (_has_word(words_a, y) and _has_word(words_b, x))
            for x, y in self.antonyms
        )

    @lru_cache(maxsize=65536)  # noqa: B019
    def broader(self, general: str, specific: str) -> bool:
        """Does ``general`` name a set that ``specific`` names a member of ("kids" > "daughter")?
        A set both name is their slot, not a set and its member: "favourite music: country"
        and "favourite music: rock" are two values of one slot."""
        words_g, words_s = set(norm(general).split()), set(norm(specific).split())
        members = {m for _, m in self._closure() if _has_word(words_s, m)}
        # the longest member said wins: a "chai latte" is tea, though a "latte" is coffee
        shadowed = {
            m
            for m in members
            for n in members
            if len(n.split()) > len(m.split()) and n.split()[-1] == m.split()[-1]
        }
        # and so does the longest set named: "red meat" holds steak, not chicken, though "meat" does
        sets = {h for h, _ in self._closure() if _has_word(words_g, h)}
        narrower = {
            h
            for h in sets
            for k in sets
            if len(k.split()) > len(h.split()) and k.split()[-1] == h.split()[-1]
        }
        # A set named with one of its members is that member: "hip hop music" is hip hop and
        # "comedy movies" comedy, no wider than "thrillers" ("red meat", a listed set, stays one).
        named = {h for h, m in self._closure() if h in sets and m not in sets and _has_word(words_g, m)}
        # A set both name is their slot, unless the specific names a listed kind of it by the
        # set's own word ("meat" > "red meat").
        return any(
            m in members
            and m not in shadowed
            and h in sets
            and h not in narrower
            and h not in named
            and (not _has_word(words_s, h) or (" " in m and h in m.split() and not _has_word(words_g, m)))
            for h, m in self._closure()
        )

    def qualifiers(self, general: str) -> frozenset[str]:
        """The words of a set's name the lexicon does not list with it: "spicy food" -> {"spicy"}
        (a spicy food is some food, not any), "red meat" (a listed set) -> none."""
        words = norm(general).split()
        sets = [h for h, _ in self._closure() if _has_word(set(words), h)]
        if not sets:
            return frozenset()
        longest = max(sets, key=lambda h: (len(h.split()), h)).split()
        return frozenset(
            w
            for w in words
            if w not in longest and not _has_word({w}, longest[-1]) and w not in _UNQUALIFYING
        )

    def is_set(self, term: str | None) -> bool:
        """Does the lexicon list members of the term ("pet", "kid"; not "dog")?"""
        return term is not None and singular(norm(term)) in self._sets()

    @cache  # noqa: B019
    def _sets(self) -> frozenset[str]:
        """Every term the lexicon lists members of."""
        return frozenset(h for h, _ in self.hypernyms)

    def listed(self, term: str) -> bool:
        """Does the lexicon list the term, as a set or as a member of one ("pets", "dog")?"""
        word = singular(norm(term))
        return word in self._sets() or word in self._members()

    @cache  # noqa: B019
    def _members(self) -> frozenset[str]:
        return frozenset(m for _, m in self.hypernyms)

    def animal(self, term: str) -> bool:
        """A pet or other animal ("dogs", "a hermit crab"): kept or fed, not eaten."""
        return self.broader("pet", term) or self.broader("animal", term)

    def heads(self, general: str, specific: str) -> bool:
        """Is ``specific`` a phrase headed by a member of ``general``'s set: "cold brew" and "my
        oat milk latte" are drinks, a "coffee machine" is not (the member must end the phrase)."""
        words, words_g = norm(specific).split(), set(norm(general).split())
        for h, m in self._closure():
            tail = m.split()
            ending = words[-len(tail) :] if len(words) >= len(tail) else []
            if ending and _has_word(words_g, h) and _has_word(set(ending), m) and ending[:-1] == tail[:-1]:
                return True
        return False

    @cache  # noqa: B019
    def _closure(self) -> tuple[tuple[str, str], ...]:
        """The hypernym pairs closed under transitivity (pet > dog > husky gives pet > husky)."""
        below: dict[str, set[str]] = {}
        for h, m in self.hypernyms:
            below.setdefault(h, set()).add(m)
        changed = True
        while changed:
            changed = False
            for h in sorted(below):
                reach = set().union(*(below.get(m, set()) for m in below[h])) - below[h] - {h}
                if reach:
                    below[h] |= reach
                    changed = True
        return tuple((h, m) for h in sorted(below) for m in sorted(below[h]))

    @lru_cache(maxsize=65536)  # noqa: B019
    def disjoint(self, a: str, b: str) -> bool:
        """Do two objects name different kinds the hypernym lexicon knows, neither covering the
        other ("kids" vs "brothers", "a cat" vs "dogs", "soccer" vs "video games")? Their cosine
        may still be high. Two that share a listed word are one kind said two ways ("country" and
        "country music")."""
        words_a, words_b = norm(a).split(), norm(b).split()
        if not words_a or not words_b:
            return False
        terms = self._kinds()
        raw_a, raw_b = self._head(words_a), self._head(words_b)
        head_a, head_b = _verb_stem(raw_a), _verb_stem(raw_b)
        shared = {singular(w) for w in words_a} & {singular(w) for w in words_b} & terms
        return (
            head_a != head_b
            and not shared
            and (head_a in terms or raw_a in terms)  # "run" for "running", "cycling" as listed
            and (head_b in terms or raw_b in terms)
            and not self.broader(a, b)
            and not self.broader(b, a)
        )

    def _head(self, words: list[str]) -> str:
        """The kind a phrase ends in: its last word, or its last two when they name a listed set
        ("video game"; a "packers game" stays a game, which the lexicon does not list)."""
        two = " ".join([*words[-2:-1], singular(words[-1])])
        return two if len(words) > 1 and two in self._kinds() else singular(words[-1])

    @cache  # noqa: B019
    def _kinds(self) -> frozenset[str]:
        """Every one-word term, and the sets named in two words ("video game", "red meat")."""
        sets = frozenset(h for h in self._sets() if " " in h)
        return sets | frozenset(singular(t) for pair in self.hypernyms for t in pair if " " not in t)

    @lru_cache(maxsize=65536)  # noqa: B019
    def same_head(self, phrase: str, text: str) -> bool:
        """Is the phrase's head (its last word, singular) one of the text's words (singular)?
        "any children" and "have child 3" share "child"."""
        words = norm(phrase).split()
        if not words or len(words[-1]) < 3:
            return False
        return singular(words[-1]) in {singular(w) for w in norm(text).split()}

    @lru_cache(maxsize=65536)  # noqa: B019
    def canonical(self, relation: str) -> str:
        """The relation with a class variant replaced by its canonical form ("love" -> "like")."""
        text = f" {norm(relation)} "
        for canonical, variant in self.relation_classes:
            if f" {variant} " in text:
                text = text.replace(f" {variant} ", f" {canonical} ", 1)
                break
        return text.strip()


_INFLECTIONS = ("", "s", "es", "ed", "d")
_IRREGULAR = {
    "children": "child",
    "people": "person",
    "men": "man",
    "women": "woman",
    "wives": "wife",
    "veggies": "veggie",
    "cookies": "cookie",
    "movies": "movie",
}


def singular(word: str) -> str:
    """A plural noun's singular, by rule and a few irregulars ("children", "wives")."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def _verb_stem(word: str) -> str:
    """A gerund's verb ("running" -> "run"), so that "run" and "running" are one kind."""
    if word.endswith("ing") and len(word) > 5:
        word = word[:-3]
        return word[:-1] if word[-1] == word[-2] else word
    return word


# Words that leave a set whole: "any pets", "other kids", "all kinds of music".
_UNQUALIFYING = frozenset(
    {"any", "other", "a", "an", "the", "my", "more", "much", "many", "some", "all", "kind", "kinds", "of"}
    | {"type", "types", "sort", "sorts", "real", "actual", "own"}
)


def _has_word(words: set[str], term: str) -> bool:
    """A term (one or more words) occurs as words, allowing a plain inflection of its last word."""
    parts = term.split()
    if len(parts) > 1:
        return all(p in words for p in parts[:-1]) and any(parts[-1] + e in words for e in _INFLECTIONS)
    return any(term + e in words for e in _INFLECTIONS) or any(singular(w) == term for w in words)


def norm(text: str) -> str:
    """Lower case, words only, one space between."""
    return " ".join(re.sub(r"[^\w']+", " ", text.lower()).split())


@cache
def default_lexicons() -> Lexicons:
    return load_lexicons()


def _pairs(name: str, extra: Path | None) -> tuple[tuple[str, str], ...]:
    pairs = []
    for line in data_lines(name, extra):
        left, _, right = line.partition("\t")
        if left.strip() and right.strip():
            pairs.append((norm(left), norm(right)))
    return tuple(pairs)


def load_lexicons(
    negation: Path | None = None,
    antonyms: Path | None = None,
    blocklist: Path | None = None,
    hypernyms: Path | None = None,
    relations: Path | None = None,
) -> Lexicons:
    """The packaged lexicons, each optionally extended by a file of the same format."""
    classes = _pairs("relations.tsv", relations)
    return Lexicons(
        negation=tuple(norm(m) for m in data_lines("negation.txt", negation)),
        antonyms=_pairs("antonyms.tsv", antonyms),
        blocklist=frozenset(norm(w) for w in data_lines("blocklist.txt", blocklist)),
        hypernyms=_pairs("hypernyms.tsv", hypernyms),
        # Longest variant first, so "be a fan of" wins over a shorter variant inside it.
        relation_classes=tuple(sorted(classes, key=lambda p: (-len(p[1]), p))),
    )
