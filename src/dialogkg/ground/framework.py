"""Dung argumentation frameworks: grounded labelling in linear time, preferred extensions.

The grounded labelling is the engine's notion of current acceptance (in / out / undecided).
For an acyclic attack graph it is the unique complete extension, so grounded, preferred and
stable semantics agree; with cycles the grounded labelling is the sceptical choice and the
preferred extensions are available for credulous questions.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Iterable, Mapping
from typing import Literal

from dialogkg.errors import DialogKGError

Label = Literal["in", "out", "undecided"]
Attack = tuple[str, str]

MAX_UNDECIDED_FOR_PREFERRED = 16


def grounded_labelling(arguments: Iterable[str], attacks: Iterable[Attack]) -> dict[str, Label]:
    """Label every argument in O(|Args| + |Att|): unattacked-in, attacked-by-in out, repeat."""
    args = list(dict.fromkeys(arguments))
    attackers: dict[str, list[str]] = defaultdict(list)
    for attacker, target in attacks:
        attackers[target].append(attacker)
    labels = grounded_relabel(args, args, attackers, {})
    return {a: labels[a] for a in args}


def grounded_relabel(
    region: Iterable[str],
    members: Iterable[str],
    attackers: Mapping[str, Iterable[str]],
    outside: Mapping[str, Label],
) -> dict[str, Label]:
    """Grounded labels of ``region`` when every argument outside it keeps its label ``outside``.

    Sound when nothing in the region attacks anything outside it (the region is closed under
    attack), so the outside labels do not depend on the region. An outside attacker labelled in
    puts its target out; one left undecided keeps it from being in. Non-members (unsupported)
    are out and attack nothing.
    """
    region_set = set(region)
    member_set = set(members) & region_set
    label: dict[str, Label] = {}
    pending: dict[str, int] = {}
    targets: dict[str, list[str]] = defaultdict(list)
    queue: deque[str] = deque()
    for arg in sorted(member_set):
        count = 0
        for attacker in attackers.get(arg, ()):
            if attacker in member_set:
                targets[attacker].append(arg)
                count += 1
            elif attacker not in region_set:
                state = outside.get(attacker, "out")
                if state == "in":
                    label[arg] = "out"
                elif state == "undecided":
                    count += 1  # never released: the argument cannot become in
        pending[arg] = count
    for arg in sorted(a for a in member_set if label.get(a) == "out"):
        for target in targets[arg]:
            pending[target] -= 1
    queue.extend(a for a in sorted(member_set) if pending[a] == 0 and a not in label)
    while queue:
        arg = queue.popleft()
        if arg in label:
            continue
        label[arg] = "in"
        for target in targets[arg]:
            if target in label:
                continue
            label[target] = "out"
            for next_target in targets[target]:
                pending[next_target] -= 1
                if pending[next_target] == 0 and next_target not in label:
                    queue.append(next_target)
    return {a: (label.get(a, "undecided") if a in member_set else "out") for a in region_set}


def grounded_extension(arguments: Iterable[str], attacks: Iterable[Attack]) -> frozenset[str]:
    return frozenset(a for a, lab in grounded_labelling(arguments, attacks).items() if lab == "in")


def preferred_extensions(arguments: Iterable[str], attacks: Iterable[Attack]) -> list[frozenset[str]]:
    """Every maximal admissible set, found by search over the grounded labelling's undecided part.

    The grounded extension is contained in every preferred extension, so only the undecided
    arguments are branched on; frameworks with many of them are refused rather than run for
    an unbounded time (preferred enumeration has no known polynomial-delay algorithm).
    """
    args = list(dict.fromkeys(arguments))
    att = {(a, b) for a, b in attacks if a in args and b in args}
    labels = grounded_labelling(args, att)
    base = frozenset(a for a in args if labels[a] == "in")
    undecided = [a for a in args if labels[a] == "undecided"]
    if not undecided:
        return [base]
    if len(undecided) > MAX_UNDECIDED_FOR_PREFERRED:
        raise DialogKGError(
            f"preferred semantics: {len(undecided)} undecided arguments exceed the search bound "
            f"of {MAX_UNDECIDED_FOR_PREFERRED}"
        )
    attackers: dict[str, set[str]] = defaultdict(set)
    for a, b in att:
        attackers[b].add(a)

    def conflict_free(s: frozenset[str]) -> bool:
        return not any((a, b) in att for a in s for b in s)

    def admissible(s: frozenset[str]) -> bool:
        return conflict_free(s) and all(
            any((d, x) in att for d in s) for member in s for x in attackers[member]
        )

    found: list[frozenset[str]] = []

    def search(i: int, chosen: frozenset[str]) -> None:
        if i == len(undecided):
            if admissible(chosen) and not any(chosen < other for other in found):
                found[:] = [f for f in found if not f < chosen]
                found.append(chosen)
            return
        candidate = chosen | {undecided[i]}
        if conflict_free(candidate):
            search(i + 1, candidate)
        search(i + 1, chosen)

    search(0, base)
    return sorted(found, key=lambda s: sorted(s))
