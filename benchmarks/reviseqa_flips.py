"""ReviseQA: after each sequential edit of a scenario's premises, does the conclusion's answer flip?
Predicted with Grounded Continuation's dependency map and Affected, compared with gold.

Data: ``../shared/data/reviseqa/verified/*.json`` (236 scenarios, 1,542 edits; files in the order
of their number, ex_0, ex_1, ...). Gold for edit k: the answer after edit k differs from the
answer before it (the base answer for edit 1). The predictor never reads an edit's
``modification_type``, ``answer``, ``model_results`` or ``prover9_input``; it reads the base
``answer`` and ``reasoning_chain``, and per edit ``edited_context_fol``.

The predictor keeps one DialogueState (``dialogkg.ground.state``) per scenario:

- every premise formula is an Observe argument; every step of the reasoning chain a Hypothesize
  argument that depends on its facts and rules; the last step holds the conclusion with the base
  answer's polarity (the chain records the conclusion's formula even when the answer is False);
- an edit's removed and added premises are the difference between the premise lists before and
  after it (its ``edits_made`` misses replaced rules in about a quarter of the edits: see
  ``edits_made_disagrees``). Each removed premise is retracted (``retract``: Affected, Proposition
  2.1), so every conclusion resting on it stops standing;
- then unit propagation over the premises in force (FOL parsed to clauses; the one individual of a
  scenario is dropped) from the literals that still stand: a clause whose other literals are all
  false derives its last one, as a new Hypothesize argument depending on the clause's premise and
  on the arguments holding the falsifying literals. A derivation of a literal whose opposite stands
  is an attack: an Undermine argument against the opposite's holder (it no longer stands);
- flip is predicted when the opposite of the current conclusion was derived (attacked), or when the
  conclusion stood before the edit and no longer does (it was Affected, or something it rests on
  was attacked) and was not derived again. After a predicted flip the predictor holds the
  opposite, with its new derivation as support: it tracks its own predictions, never gold.

Approximations: the chain is given only for the base, so later supports are the propagation's
derivations; unit propagation is incomplete (no case analysis over disjunctions), so a conclusion
that only a full prover can reach has no support until propagation finds one.

Baselines in the same run: never flip, and the majority class of the gold flips.

    python benchmarks/reviseqa_flips.py [--quick] [--json] [--scenarios N] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _common import SHARED_DATA, machine, report

from dialogkg.extract.schema import OperationAnnotation
from dialogkg.ground.state import DialogueState

DATA = SHARED_DATA / "reviseqa" / "verified"
QUICK = 40  # scenarios

# -- formulas: parse, negation normal form, clauses ----------------------------------------------

Literal = tuple[str, bool]  # (predicate, positive)
Clause = frozenset[Literal]
OR, TOP, BOTTOM = "\u2228", "\u22a4", "\u22a5"  # spelt out: ruff takes them for the letters v and T
_TOKEN = re.compile(
    r"\s*(?:(?P<atom>[A-Za-z_]\w*)\s*\([^()]*\)"
    rf"|(?P<const>true|false|{TOP}|{BOTTOM})|(?P<quant>[∀∃]\s*[a-z]\w*)|(?P<op>[¬\-∧{OR}→←↔⊕()]))"
)


class FormulaError(ValueError):
    pass


def _tokens(text: str) -> list[str]:
    text = text.strip().rstrip(".").strip()
    out: list[str] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            if text[pos:].strip() == "":
                break
            raise FormulaError(f"cannot read {text[pos:]!r} in {text!r}")
        if m.group("atom"):
            out.append("atom:" + m.group("atom"))
        elif m.group("const"):
            out.append("const:" + str(m.group("const") in ("true", TOP)))
        elif m.group("quant"):
            pass  # one individual per scenario: quantifiers are dropped with the arguments
        else:
            out.append("¬" if m.group("op") == "-" else m.group("op"))
        pos = m.end()
    return out


def parse(text: str) -> Any:
    """A formula as nested tuples: ("atom", p), ("not", f), (op, f, g) for and/or/imp/iff/xor."""
    tokens = _tokens(text)
    at = 0

    def peek() -> str | None:
        return tokens[at] if at < len(tokens) else None

    def take() -> str:
        nonlocal at
        at += 1
        return tokens[at - 1]

    def binary() -> Any:  # lowest: → ← ↔ ⊕ (right-associative)
        left = disjunction()
        op = peek()
        if op in ("→", "←", "↔", "⊕"):
            take()
            right = binary()
            return {"→": ("imp", left, right), "←": ("imp", right, left), "↔": ("iff", left, right)}.get(
                op, ("xor", left, right)
            )
        return left

    def disjunction() -> Any:
        left = conjunction()
        while peek() == OR:
            take()
            left = ("or", left, conjunction())
        return left

    def conjunction() -> Any:
        left = unary()
        while peek() == "∧":
            take()
            left = ("and", left, unary())
        return left

    def unary() -> Any:
        token = peek()
        if token is None:
            raise FormulaError(f"unexpected end of {text!r}")
        take()
        if token == "¬":
            return ("not", unary())
        if token == "(":
            inner = binary()
            if peek() != ")":
                raise FormulaError(f"unbalanced parentheses in {text!r}")
            take()
            return inner
        if token.startswith("atom:"):
            return ("atom", token[5:])
        if token.startswith("const:"):
            return ("const", token == "const:True")
        raise FormulaError(f"unexpected {token!r} in {text!r}")

    tree = binary()
    if at != len(tokens):
        raise FormulaError(f"trailing {tokens[at:]} in {text!r}")
    return tree


def _cnf(f: Any, positive: bool = True) -> list[Clause]:
    """Clauses of ``f`` (or of its negation when ``positive`` is False), tautologies dropped."""
    kind = f[0]
    if kind == "const":  # true has no clauses, false one empty clause
        return [] if f[1] == positive else [frozenset()]
    if kind == "atom":
        return [frozenset({(f[1], positive)})]
    if kind == "not":
        return _cnf(f[1], not positive)
    a, b = f[1], f[2]
    if kind == "imp":
        f = ("or", ("not", a), b)
    elif kind == "iff":
        f = ("and", ("imp", a, b), ("imp", b, a))
    elif kind == "xor":
        f = ("and", ("or", a, b), ("or", ("not", a), ("not", b)))
    kind, a, b = f
    if (kind == "and") == positive:  # a conjunction of the parts' clauses
        return _cnf(a, positive) + _cnf(b, positive)
    return [  # a disjunction: distribute
        x | y for x in _cnf(a, positive) for y in _cnf(b, positive) if not _tautology(x | y)
    ]


def _tautology(clause: Clause) -> bool:
    return any((p, not s) in clause for p, s in clause)


UNREADABLE: set[str] = set()  # malformed formulas (two in the data: unbalanced parentheses)


@cache
def clauses(text: str) -> list[Clause]:
    """The formula's clauses; a formula that does not parse has none (and is counted)."""
    try:
        return sorted(set(_cnf(parse(text))), key=lambda c: sorted(c))
    except FormulaError:
        UNREADABLE.add(text)
        return []


def unit(text: str) -> Literal | None:
    """The formula's literal when it is one, else None."""
    found = clauses(text)
    return next(iter(found[0])) if len(found) == 1 and len(found[0]) == 1 else None


def show(lit: Literal) -> str:
    return lit[0] if lit[1] else "¬" + lit[0]


def opposite(lit: Literal) -> Literal:
    return (lit[0], not lit[1])


# -- the predictor --------------------------------------------------------------------------------


Goal = tuple[Clause, ...]  # a conclusion as clauses: most are one literal, 47 scenarios' are compound


def goal_of(text: str, holds: bool) -> Goal:
    return tuple(sorted(set(_cnf(parse(text), holds)), key=lambda c: sorted(c)))


def satisfied(goal: Goal, known: dict[Literal, str]) -> list[str] | None:
    """The arguments holding one literal of every clause of ``goal``, or None when one is open."""
    holders: list[str] = []
    for clause in goal:
        found = [known[lit] for lit in sorted(clause) if lit in known]
        if not found:
            return None
        holders.append(found[0])
    return holders


@dataclass(frozen=True)
class EditVerdict:
    flip: bool
    attacked: bool  # the opposite of the held conclusion was derived, or a new premise attacks it
    lost: bool  # the conclusion stood before the edit and stands no more
    rederived: bool  # ... and was derived again
    affected: tuple[str, ...]  # Affected of the edit's retractions (argument ids)


class Tracker:
    """A scenario's dependency map and the conclusion it currently holds."""

    def __init__(self, scenario: dict[str, Any]) -> None:
        self.state = DialogueState()
        self.turn = 0
        self.count = 0
        self.premises: dict[str, str] = {}  # formula -> argument, for the premises in force
        self.holders: dict[Literal, str] = {}  # literal -> the argument that established it last
        self.context = list(scenario["original_context_fol"])
        for formula in self.context:
            self._premise(formula)
        holds = scenario["answer"] == "True"
        self.goal, self.anti = (
            goal_of(scenario["conclusion_fol"], holds),
            goal_of(scenario["conclusion_fol"], not holds),
        )
        self.goal_arg: str | None = None
        chain = [step for step in scenario["reasoning_chain"] if step["conclusion"] is not None]  # dead ends
        for n, step in enumerate(chain):
            deps = [self._source(f["fol"]) for f in step["facts"]] + [
                self._source(r["fol"]) for r in step["rules"]
            ]
            if n < len(chain) - 1:
                lit = unit(step["conclusion"]["fol"])
                if lit is not None:
                    self._derive(lit, deps)
            else:  # the chain records the conclusion's formula whatever the answer: hold the answer's
                self.goal_arg = self._hold_goal(deps)

    # arguments ---------------------------------------------------------------------------------

    def _apply(self, **fields: Any) -> str:
        self.count += 1
        op = OperationAnnotation(**fields)
        self.state.apply(op, "reviser", self.turn, self.count)
        assert op.id is not None
        return op.id

    def _premise(self, formula: str) -> str:
        if formula not in self.premises:
            arg = self._apply(op="Observe", id=f"f{self.count}", claim=formula)
            self.premises[formula] = arg
            lit = unit(formula)
            if lit is not None and not self._grounded(self.holders.get(lit)):
                self.holders[lit] = arg
        return self.premises[formula]

    def _source(self, formula: str) -> str:
        """The argument a chain step cites: an earlier step's conclusion, else the premise."""
        lit = unit(formula)
        if lit is not None and self._grounded(self.holders.get(lit)):
            return self.holders[lit]
        return self._premise(formula)

    def _derive(self, lit: Literal, deps: list[str]) -> str:
        arg = self._apply(
            op="Hypothesize", id=f"d{self.count}", claim=show(lit), depends_on=sorted(set(deps))
        )
        self.holders[lit] = arg
        return arg

    def _hold_goal(self, deps: list[str]) -> str:
        claim = " ∧ ".join("(" + f" {OR} ".join(show(lit) for lit in sorted(c)) + ")" for c in self.goal)
        arg = self._apply(op="Hypothesize", id=f"g{self.count}", claim=claim, depends_on=sorted(set(deps)))
        if len(self.goal) == 1 and len(self.goal[0]) == 1:
            [lit] = self.goal[0]
            self.holders[lit] = arg
        return arg

    def _grounded(self, arg: str | None) -> bool:
        """Stands, and so does everything it rests on (an undermined premise unseats it too)."""
        if arg is None:
            return False
        state = self.state
        return state.standing(arg) and all(state.standing(a) for a in state.upstream(arg))

    def _known(self, leave_out: set[str] | frozenset[str] = frozenset()) -> dict[Literal, str]:
        return {
            lit: arg
            for lit, arg in sorted(self.holders.items())
            if arg not in leave_out and self._grounded(arg)
        }

    # one edit -----------------------------------------------------------------------------------

    def edit(self, context: list[str]) -> EditVerdict:
        self.turn += 1
        stood = self._grounded(self.goal_arg)
        before, after = set(self.context), set(context)
        affected: set[str] = set()
        for formula in sorted(before - after):
            arg = self.premises.pop(formula, None)
            if arg is not None and self.state.args[arg].status != "retracted":
                affected |= set(self.state.retract(arg, self.turn).affected)
        fresh = {self._premise(formula) for formula in sorted(after - before)}
        self.context = list(context)
        earlier = self._known(leave_out=fresh)
        attacked = self._propagate(fresh)
        known = self._known()
        attacked |= satisfied(self.anti, known) is not None and satisfied(self.anti, earlier) is None
        lost = stood and not self._grounded(self.goal_arg)
        again = satisfied(self.goal, known) if lost else None
        flip = attacked or (lost and again is None)
        if flip:
            self.goal, self.anti = self.anti, self.goal
            support = satisfied(self.goal, known)
            self.goal_arg = self._hold_goal(support) if support is not None else None
        elif again is not None:
            self.goal_arg = self._hold_goal(again)
        return EditVerdict(flip, attacked, lost, again is not None, tuple(sorted(affected)))

    def _propagate(self, fresh: set[str]) -> bool:
        """Unit propagation over the premises in force from the literals that stand, each
        derivation an argument; whether a new premise attacks the held conclusion (its clauses
        all false, one of them falsified by the conclusion). ``fresh``: the edit's new premises."""
        known = self._known()
        rules = [(self.premises[f], c) for f in sorted(self.premises) for c in clauses(f)]
        changed = True
        while changed:
            changed = False
            for premise, clause in rules:
                open_ = [lit for lit in sorted(clause) if opposite(lit) not in known]
                if len(open_) != 1 or open_[0] in known:
                    continue
                [lit] = open_
                deps = [premise] + [known[opposite(other)] for other in sorted(clause) if other != lit]
                known[lit] = self._derive(lit, deps)
                changed = True
        # A new premise all of whose literals are false attacks the arguments falsifying it that
        # the conclusion rests on (Undermine): they, and so the conclusion, stand no more.
        attacked = False
        support = self.state.upstream(self.goal_arg) | {self.goal_arg} if self.goal_arg is not None else set()
        for premise, clause in rules:
            if premise not in fresh or any(opposite(lit) not in known for lit in clause):
                continue
            for held in sorted(opposite(lit) for lit in clause):
                target = known[held]
                if target in support:
                    attacked |= target == self.goal_arg
                    others = [known[opposite(o)] for o in sorted(clause) if opposite(o) != held]
                    self._undermine(held, target, [premise, *others])
        return attacked

    def _undermine(self, held: Literal, target: str, deps: list[str]) -> None:
        if self.state.args[target].status == "active":
            claim = show(opposite(held))
            self._apply(
                op="Undermine", id=f"u{self.count}", claim=claim, target=target, depends_on=sorted(set(deps))
            )


# -- the run --------------------------------------------------------------------------------------


def scenario_files(limit: int | None) -> list[Path]:
    files = sorted(DATA.glob("ex_*.json"), key=lambda p: int(p.stem.split("_")[1]))
    return files[:limit] if limit is not None else files


def edits_made(edit: dict[str, Any]) -> tuple[set[str], set[str]]:
    made = edit["edits_made"]
    made = json.loads(made) if isinstance(made, str) else made
    removed = {_fol(x) for k in ("removed_facts", "removed_rules") for x in made.get(k) or []}
    added = {_fol(x) for k in ("added_facts", "added_rules") for x in made.get(k) or []}
    return removed, added


def _fol(item: Any) -> str:
    return str(item["fol"]) if isinstance(item, dict) else str(item)


def run(files: list[Path]) -> dict[str, Any]:
    rows: list[dict[str, Any]] = []
    agree_type = disagree_made = 0
    started = time.perf_counter()
    for path in files:
        scenario = json.loads(path.read_text(encoding="utf-8"))
        tracker = Tracker(scenario)
        previous_answer = scenario["answer"]
        context = list(scenario["original_context_fol"])
        for edit in scenario["edits"]:
            verdict = tracker.edit(edit["edited_context_fol"])
            gold = edit["answer"] != previous_answer  # read after predicting, for scoring only
            agree_type += gold == (edit["modification_type"] == "FLIP")
            removed, added = edits_made(edit)
            new = edit["edited_context_fol"]
            disagree_made += (removed, added) != (set(context) - set(new), set(new) - set(context))
            rows.append(
                {
                    "scenario": path.stem,
                    "edit": edit["edit_number"],
                    "gold_flip": gold,
                    "flip": verdict.flip,
                    "attacked": verdict.attacked,
                    "lost": verdict.lost,
                    "rederived": verdict.rederived,
                    "affected": len(verdict.affected),
                }
            )
            previous_answer, context = edit["answer"], new
    seconds = time.perf_counter() - started
    gold = [r["gold_flip"] for r in rows]
    ours = [r["flip"] for r in rows]
    majority = sum(gold) > len(gold) / 2
    summary = {
        **flip_metrics(gold, ours),
        "baseline_never_flip_accuracy": accuracy(gold, [False] * len(gold)),
        "baseline_majority_accuracy": accuracy(gold, [majority] * len(gold)),
        "scenarios": len(files),
        "edits": len(rows),
        "gold_flips": sum(gold),
        "predicted_flips": sum(ours),
        "gold_agrees_with_modification_type": agree_type,
        "edits_made_disagrees": disagree_made,
        "unreadable_formulas": len(UNREADABLE),
        "s_per_edit": round(seconds / len(rows), 5) if rows else None,
    }
    return {
        "benchmark": "reviseqa_flips",
        "machine": machine("pydantic"),
        "results": rows,
        "summary": summary,
    }


def accuracy(gold: list[bool], predicted: list[bool]) -> float:
    return round(sum(g == p for g, p in zip(gold, predicted, strict=True)) / len(gold), 4) if gold else 0.0


def flip_metrics(gold: list[bool], predicted: list[bool]) -> dict[str, float]:
    """Accuracy, and precision, recall and F1 of the flip class."""
    tp = sum(g and p for g, p in zip(gold, predicted, strict=True))
    fp = sum(p and not g for g, p in zip(gold, predicted, strict=True))
    fn = sum(g and not p for g, p in zip(gold, predicted, strict=True))
    return {
        "flip_accuracy": accuracy(gold, predicted),
        "flip_precision": round(tp / (tp + fp), 4) if tp + fp else 0.0,
        "flip_recall": round(tp / (tp + fn), 4) if tp + fn else 0.0,
        "flip_f1": round(2 * tp / (2 * tp + fp + fn), 4) if tp else 0.0,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help=f"the first {QUICK} scenarios")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--scenarios", type=int, default=None, help="only the first N scenarios")
    parser.add_argument("--out", type=Path, default=None, help="write the results here (default: results/)")
    args = parser.parse_args(argv)
    if not DATA.exists():
        raise SystemExit(f"error: {DATA} not found")
    limit = args.scenarios if args.scenarios is not None else QUICK if args.quick else None
    doc = run(scenario_files(limit))
    if args.out is None:
        name = "reviseqa_flips" + (f"-first{args.scenarios}" if args.scenarios is not None else "")
        report(name, doc, args.json, args.quick)
        return
    args.out.write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
    if args.json:
        print(json.dumps(doc))
    else:
        for key, value in doc["summary"].items():
            print(f"{key:>36}: {value}")
        print(f"results written to {args.out}")


if __name__ == "__main__":
    main()
