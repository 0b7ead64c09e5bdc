"""The per-turn score trajectory (SKG-Eval figure 6): Q with the pass threshold on top, the
three component scores beneath, certificates marked where a detector fired."""

from __future__ import annotations

import base64
import html
import io
import re
from pathlib import Path

from dialogkg.score.evaluate import ConversationScore
from dialogkg.score.fusion import PASS


def _figure_png(result: ConversationScore) -> bytes:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    turns = [t.index for t in result.turns]
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(9, 6), sharex=True, height_ratios=[3, 2])
    top.plot(turns, [t.fused.q for t in result.turns], marker="o", color="#1f4e79", label="Q")
    top.axhline(PASS, color="#b03a2e", linestyle="--", linewidth=1, label=f"pass ({PASS:.2f})")
    for t in result.turns:
        if t.firings:
            top.annotate(
                t.firings[0].detector,
                (t.index, t.fused.q),
                textcoords="offset points",
                xytext=(0, 8),
                ha="center",
                fontsize=8,
                color="#b03a2e",
            )
    top.set_ylim(0, 1.05)
    top.set_ylabel("turn quality Q")
    top.set_title(f"{result.id}: session {result.session_score:.2f} ({result.trend})")
    top.legend(loc="lower left", fontsize=8)
    for name, values, colour in (
        ("S_loc", [t.s_loc for t in result.turns], "#2e86c1"),
        ("S_cons", [t.s_cons for t in result.turns], "#28b463"),
        ("S_log", [t.s_log for t in result.turns], "#ca6f1e"),
    ):
        bottom.plot(turns, values, marker=".", label=name, color=colour)
    bottom.set_ylim(0, 1.05)
    bottom.set_xticks(turns)
    bottom.set_xlabel("assistant turn (index in the conversation)")
    bottom.set_ylabel("component")
    bottom.legend(loc="lower left", fontsize=8, ncol=3)
    fig.tight_layout()
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=110)
    plt.close(fig)
    return buffer.getvalue()


def plot_paths(results: list[ConversationScore], out: str | Path) -> list[tuple[ConversationScore, Path]]:
    """Where each conversation's PNG goes: ``out`` itself for one conversation; for more, one file
    per conversation beside it, ``STEM-K-ID.png`` (K its 1-based place in the input, which keeps
    the names distinct; ID the conversation id with anything but letters, digits, ``.``, ``_``
    and ``-`` replaced by ``_``, cut to 60 characters). Conversations with nothing scored get none."""
    path = Path(out)
    scored = [r for r in results if r.scored]
    if len(results) == 1:
        return [(results[0], path)] if scored else []
    width = len(str(len(results)))
    return [
        (r, path.with_name(f"{path.stem}-{k:0{width}d}-{_safe(r.id)}{path.suffix}"))
        for k, r in enumerate(results, start=1)
        if r.scored
    ]


def _safe(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", text)[:60].strip("._") or "conversation"


def write_plot(results: list[ConversationScore], out: str | Path) -> list[Path]:
    """Draw every scored conversation: PNG files as ``plot_paths`` names them, or one HTML page
    with a titled figure per conversation. Returns the files written."""
    path = Path(out)
    if path.suffix.lower() == ".png":
        written = []
        for result, target in plot_paths(results, path):
            target.write_bytes(_figure_png(result))
            written.append(target)
        return written
    figures = "\n".join(
        f'<h2>{html.escape(r.id)}</h2><img alt="score trajectory of {html.escape(r.id, quote=True)}" '
        f'src="data:image/png;base64,{base64.b64encode(_figure_png(r)).decode()}">'
        if r.scored
        else f"<h2>{html.escape(r.id)}</h2><p>{html.escape(r.warnings[0])}</p>"
        for r in results
    )
    path.write_text(
        f"<!doctype html><meta charset=utf-8><title>dialogkg evaluation</title>{figures}\n", encoding="utf-8"
    )
    return [path]
