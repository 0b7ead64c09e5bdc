"""A picture of the reasoning: the Grounded Continuation dependency graph as self-contained SVG.

Nodes are the conversation's arguments, coloured by standing; edges are depends-on, negated
depends-on, support and attack. The layout is layered by turn (one row per turn, top to bottom,
in conversation order), so the picture reads like the conversation; it is computed here in a few
lines of Python, so a page needs no script, font or stylesheet from the network to be viewed.
Every node and edge carries ``data-*`` attributes (id, standing; kind, source, target) so a
program can read the picture back.
"""

from __future__ import annotations

import re
import textwrap
from collections import defaultdict
from dataclasses import dataclass
from html import escape
from typing import Literal

from dialogkg.ground.state import DialogueState

Standing = Literal["in", "out", "weakened", "abandoned", "retracted"]
EdgeKind = Literal["depends-on", "depends-on-not", "supports", "attacks"]

# What each standing means, for the legend (the words a person reads, in this order).
STANDINGS: dict[Standing, str] = {
    "in": "in (stands)",
    "out": "out (a premise fell, or an attacker stands)",
    "weakened": "weakened (undermined)",
    "abandoned": "abandoned or superseded",
    "retracted": "retracted",
}
EDGES: dict[EdgeKind, str] = {
    "depends-on": "depends on",
    "depends-on-not": "holds only while the premise is false",
    "supports": "supports",
    "attacks": "attacks",
}
_FILL: dict[Standing, tuple[str, str]] = {  # (fill, stroke)
    "in": ("#d4efdf", "#1e8449"),
    "out": ("#ebedef", "#566573"),
    "weakened": ("#fdebd0", "#ca6f1e"),
    "abandoned": ("#e5e7e9", "#909497"),
    "retracted": ("#fadbd8", "#b03a2e"),
}
_EDGE_STYLE: dict[EdgeKind, tuple[str, str]] = {  # (colour, dash pattern)
    "depends-on": ("#2c3e50", ""),
    "depends-on-not": ("#7d3c98", "7 4"),
    "supports": ("#1e8449", ""),
    "attacks": ("#c0392b", ""),
}
NODE_W, GAP_X, GAP_Y, GUTTER, LINE, WRAP, TOP = 400, 70, 34, 150, 15, 55, 114
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


@dataclass(frozen=True)
class Node:
    id: str
    kind: str
    claim: str
    speaker: str
    turn: int
    status: str  # the lifecycle status (active, weakened, ...)
    standing: Standing


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    kind: EdgeKind


@dataclass(frozen=True)
class Picture:
    conversation: str
    nodes: tuple[Node, ...]  # in conversation order (turn, then creation)
    edges: tuple[Edge, ...]  # sorted, without duplicates


def standing_of(state: DialogueState, arg_id: str) -> Standing:
    status = state.args[arg_id].status
    if status == "retracted":
        return "retracted"
    if status in ("abandoned", "superseded"):
        return "abandoned"
    if status == "weakened":
        return "weakened"
    return "in" if state.standing(arg_id) else "out"


def picture(conversation: str, state: DialogueState) -> Picture:
    """The graph to draw, read from the engine state (what verify and affected read)."""
    nodes = tuple(
        Node(a.id, a.kind, a.claim, a.speaker, a.turn, a.status, standing_of(state, a.id))
        for a in sorted(state.args.values(), key=lambda a: a.turn)  # stable: creation order within a turn
    )
    edges: set[Edge] = set()
    for a in state.args.values():
        edges.update(Edge(a.id, d, "depends-on") for d in a.deps)
        edges.update(Edge(a.id, d, "depends-on-not") for d in a.neg_deps)
    edges.update(Edge(s, t, "supports") for s, t in state.supports)
    edges.update(Edge(s, t, "attacks") for s, t in state.attacks)
    return Picture(conversation, nodes, tuple(sorted(edges, key=lambda e: (e.kind, e.source, e.target))))


@dataclass(frozen=True)
class _Box:
    x: float
    y: float
    h: float
    lines: tuple[str, ...]


def _clean(text: str) -> str:
    return escape(_CONTROL.sub("\ufffd", text), quote=True)


def _layout(pic: Picture) -> tuple[dict[str, _Box], dict[int, tuple[float, float]], float, float]:
    """Rows by turn, columns left-aligned, so the gaps between columns run the whole height and
    an edge that spans rows can follow them instead of crossing the boxes in between."""
    rows: dict[int, list[Node]] = defaultdict(list)
    for n in pic.nodes:
        rows[n.turn].append(n)
    boxes: dict[str, _Box] = {}
    extent: dict[int, tuple[float, float]] = {}  # turn -> (top, bottom) of its row
    y = float(TOP)
    widest = max((len(r) for r in rows.values()), default=1)
    for turn in sorted(rows):
        height = 0.0
        for k, n in enumerate(rows[turn]):
            claim = " ".join(n.claim.split())
            lines = tuple(textwrap.wrap(claim, WRAP, max_lines=3, placeholder=" …")) or ("",)
            h = 26 + LINE * len(lines) + 10
            boxes[n.id] = _Box(GUTTER + k * (NODE_W + GAP_X), y, h, lines)
            height = max(height, h)
        extent[turn] = (y, y + height)
        y += height + GAP_Y
    width = GUTTER + widest * (NODE_W + GAP_X) + 20
    return boxes, extent, max(width, 1000.0), y - GAP_Y + 16


def to_svg(pic: Picture, *, standalone: bool = True) -> str:
    """The picture as one SVG document (``standalone``: with the XML namespace, for a .svg file)."""
    boxes, extent, width, height = _layout(pic)
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" font-family="DejaVu Sans, Arial, sans-serif" '
        f'data-conversation="{_clean(pic.conversation)}">'
    ]
    if not standalone:
        out[0] = out[0].replace(' xmlns="http://www.w3.org/2000/svg"', "")
    out.append("<defs>")
    for kind, (colour, _) in _EDGE_STYLE.items():
        out.append(
            f'<marker id="arrow-{kind}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" '
            f'markerHeight="8" orient="auto-start-reverse">'
            f'<path d="M0,0 L10,5 L0,10 z" fill="{colour}"/></marker>'
        )
    out.append("</defs>")
    out.append(f'<rect width="{width:.0f}" height="{height:.0f}" fill="#ffffff"/>')
    out.append(
        '<text x="20" y="30" font-size="19" font-weight="bold">'
        f"Dependency graph of {_clean(pic.conversation)}</text>"
    )
    _legend(out)
    for turn, (y, _) in sorted(extent.items()):
        speakers = sorted({n.speaker for n in pic.nodes if n.turn == turn})
        out.append(
            f'<text x="16" y="{y + 18:.0f}" font-size="13" font-weight="bold" fill="#34495e">'
            f"turn {turn}</text>"
        )
        out.append(
            f'<text x="16" y="{y + 34:.0f}" font-size="11" fill="#5d6d7e">'
            f"{_clean(', '.join(speakers))}</text>"
        )
        out.append(
            f'<line x1="16" y1="{y - GAP_Y / 2:.0f}" x2="{width - 16:.0f}" y2="{y - GAP_Y / 2:.0f}" '
            'stroke="#eaecee"/>'
        )
    rows = {n.id: n.turn for n in pic.nodes}
    for k, edge in enumerate(pic.edges):
        out.append(_edge(edge, boxes, extent, rows, k))
    for n in pic.nodes:
        out.append(_node(n, boxes[n.id]))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _legend(out: list[str]) -> None:
    x, y = 20.0, 50.0
    for standing, words in STANDINGS.items():
        fill, stroke = _FILL[standing]
        dash = ' stroke-dasharray="5 3"' if standing == "retracted" else ""
        out.append(
            f'<rect x="{x}" y="{y}" width="18" height="14" rx="3" fill="{fill}" stroke="{stroke}"{dash}/>'
        )
        out.append(f'<text x="{x + 24}" y="{y + 12}" font-size="12">{escape(words)}</text>')
        x += 24 + 6.4 * len(words) + 22
    x, y = 20.0, 76.0
    for kind, words in EDGES.items():
        colour, dash = _EDGE_STYLE[kind]
        pattern = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(
            f'<line x1="{x}" y1="{y + 7}" x2="{x + 40}" y2="{y + 7}" stroke="{colour}" '
            f'stroke-width="2"{pattern} marker-end="url(#arrow-{kind})"/>'
        )
        out.append(f'<text x="{x + 48}" y="{y + 12}" font-size="12">{escape(words)}</text>')
        x += 48 + 6.4 * len(words) + 26


def _node(n: Node, box: _Box) -> str:
    fill, stroke = _FILL[n.standing]
    dash = ' stroke-dasharray="6 3"' if n.standing in ("retracted", "out") else ""
    status = "" if n.status == n.standing else f" ({_clean(n.status)})"
    text = [
        f'<text x="{box.x + 12:.0f}" y="{box.y + 19:.0f}" font-size="13" font-weight="bold">'
        f'{_clean(n.id)} <tspan font-weight="normal" font-size="12" fill="#5d6d7e">'
        f"{_clean(n.kind)} · {_clean(n.speaker)} · turn {n.turn}</tspan></text>",
        f'<text x="{box.x + NODE_W - 12:.0f}" y="{box.y + 19:.0f}" font-size="11" text-anchor="end" '
        f'fill="{stroke}" font-weight="bold">{n.standing}{status}</text>',
    ]
    for k, line in enumerate(box.lines):
        text.append(
            f'<text x="{box.x + 12:.0f}" y="{box.y + 38 + k * LINE:.0f}" font-size="13">{_clean(line)}</text>'
        )
    return (
        f'<g class="argument" data-id="{_clean(n.id)}" data-standing="{n.standing}" '
        f'data-status="{_clean(n.status)}" data-speaker="{_clean(n.speaker)}" data-turn="{n.turn}">'
        f"<title>{_clean(n.id)}: {_clean(n.claim)}</title>"
        f'<rect x="{box.x:.0f}" y="{box.y:.0f}" width="{NODE_W}" height="{box.h:.0f}" rx="8" fill="{fill}" '
        f'stroke="{stroke}" stroke-width="2"{dash}/>' + "".join(text) + "</g>"
    )


def _edge(
    edge: Edge,
    boxes: dict[str, _Box],
    extent: dict[int, tuple[float, float]],
    rows: dict[str, int],
    k: int,
) -> str:
    """A path from source to target: a curve between neighbouring rows or within one row; across
    rows, along the gap below the source's row, up the column gap nearest the target and along
    the gap under the target's row, so it never runs through a box."""
    s, t = boxes[edge.source], boxes[edge.target]
    colour, dash = _EDGE_STYLE[edge.kind]
    spread = ((k % 7) - 3) * 7.0  # parallel edges apart
    turns = sorted(extent)
    gap_above = {turn: extent[turn][0] - GAP_Y / 2 for turn in turns}
    gap_below = {turn: extent[turn][1] + GAP_Y / 2 for turn in turns}
    src_row, dst_row = turns.index(rows[edge.source]), turns.index(rows[edge.target])
    x1 = s.x + NODE_W / 2 + spread * 3
    x2 = t.x + NODE_W / 2 + spread * 3
    if src_row == dst_row:  # an arc through the gap above the row
        left = s.x < t.x
        x1 = s.x + (NODE_W - 40 if left else 40) + spread
        x2 = t.x + (40 if left else NODE_W - 40) + spread
        top = s.y - GAP_Y / 2 + spread / 2
        path = f"M{x1:.0f},{s.y:.0f} C{x1:.0f},{top:.0f} {x2:.0f},{top:.0f} {x2:.0f},{t.y:.0f}"
    elif abs(src_row - dst_row) == 1:
        up = dst_row < src_row
        y1, y2 = (s.y, t.y + t.h) if up else (s.y + s.h, t.y)
        mid = (y1 + y2) / 2
        path = f"M{x1:.0f},{y1:.0f} C{x1:.0f},{mid:.0f} {x2:.0f},{mid:.0f} {x2:.0f},{y2:.0f}"
    else:
        up = dst_row < src_row
        y1 = s.y if up else s.y + s.h
        y2 = t.y + t.h if up else t.y
        lane1 = (gap_above if up else gap_below)[rows[edge.source]] + spread / 2
        lane2 = (gap_below if up else gap_above)[rows[edge.target]] + spread / 2
        column = (
            min(
                (GUTTER - GAP_X / 2 + c * (NODE_W + GAP_X) for c in range(0, 64)),
                key=lambda c: abs(c - (x1 + x2) / 2),
            )
            + spread
        )
        points = [(x1, y1), (x1, lane1), (column, lane1), (column, lane2), (x2, lane2), (x2, y2)]
        path = _rounded(points)
    pattern = f' stroke-dasharray="{dash}"' if dash else ""
    return (
        f'<path class="edge" data-kind="{edge.kind}" data-source="{_clean(edge.source)}" '
        f'data-target="{_clean(edge.target)}" d="{path}" fill="none" stroke="{colour}" stroke-width="2"'
        f'{pattern} marker-end="url(#arrow-{edge.kind})"><title>{_clean(edge.source)} '
        f"{escape(EDGES[edge.kind])} {_clean(edge.target)}</title></path>"
    )


def _rounded(points: list[tuple[float, float]], radius: float = 10.0) -> str:
    """An orthogonal polyline with its corners rounded."""
    d = [f"M{points[0][0]:.0f},{points[0][1]:.0f}"]
    for (ax, ay), (bx, by), (cx, cy) in zip(points, points[1:], points[2:], strict=False):
        r1 = min(radius, abs(bx - ax) / 2 + abs(by - ay) / 2)
        r2 = min(radius, abs(cx - bx) / 2 + abs(cy - by) / 2)
        px = bx - r1 * _sign(bx - ax)
        py = by - r1 * _sign(by - ay)
        qx = bx + r2 * _sign(cx - bx)
        qy = by + r2 * _sign(cy - by)
        d.append(f"L{px:.0f},{py:.0f} Q{bx:.0f},{by:.0f} {qx:.0f},{qy:.0f}")
    d.append(f"L{points[-1][0]:.0f},{points[-1][1]:.0f}")
    return " ".join(d)


def _sign(x: float) -> float:
    return (x > 0) - (x < 0)


def to_html(pic: Picture) -> str:
    """A self-contained page around the SVG: no script, font or stylesheet from the network."""
    title = f"dialogkg: dependency graph of {_clean(pic.conversation)}"
    return (
        "<!doctype html>\n<html lang=en><head><meta charset=utf-8>"
        f"<title>{title}</title>"
        "<style>body{margin:0;background:#fff}svg{display:block;max-width:100%;height:auto}</style>"
        "</head><body>\n" + to_svg(pic, standalone=False) + "</body></html>\n"
    )
