"""Keys files and tenant scoping: a tenant's graph prefix is a true prefix of its own graphs only."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dialogkg import vocab as v
from dialogkg.errors import InputError
from dialogkg.service.tenants import Keys, external_id, graph_prefix, internal_id, load_keys

tenants = st.from_regex(r"[A-Za-z0-9_.-]{1,64}", fullmatch=True)
ids = st.text(min_size=1, max_size=100)


def test_a_keys_file_with_comments_and_blank_lines(tmp_path: Path) -> None:
    path = tmp_path / "keys"
    path.write_text("# agents\n\n  k1 alice  \nk2\tbob.team\n# k3 carol\n", encoding="utf-8")
    keys = load_keys(path)
    assert keys == Keys({"k1": "alice", "k2": "bob.team"})
    assert (keys.tenant("k1"), keys.tenant("k2"), keys.tenant("k3"), keys.tenant("")) == (
        "alice",
        "bob.team",
        None,
        None,
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("k1\n", "line 1: expected 'KEY TENANT'"),
        ("k1 alice extra\n", "line 1: expected 'KEY TENANT'"),
        ("# c\nk1 al/ice\n", 'line 2: tenant "al/ice" must match [A-Za-z0-9_.-]{1,64}'),
        (f"k1 {'a' * 65}\n", "must match [A-Za-z0-9_.-]{1,64}"),
        ("k1 alice\nk1 bob\n", "line 2: this key is given twice"),
        ("# nothing\n\n", "the keys file holds no 'KEY TENANT' line"),
    ],
)
def test_a_bad_keys_file_is_an_input_error_naming_the_line(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "keys"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_keys(path)
    assert message in str(caught.value)
    assert str(path) in str(caught.value)


def test_a_missing_keys_file_is_an_input_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="cannot read the keys file"):
        load_keys(tmp_path / "absent")


def test_internal_ids_respect_the_200_character_limit() -> None:
    assert internal_id("alice", "x" * 194) == "alice/" + "x" * 194
    for bad in ("", "x" * 195):
        with pytest.raises(InputError, match="1 to 194 characters"):
            internal_id("alice", bad)


@given(tenants, tenants, ids)
def test_a_tenants_prefix_starts_its_own_graphs_and_no_one_elses(
    owner: str, other: str, conversation: str
) -> None:
    internal = f"{owner}/{conversation}"
    assert external_id(owner, internal) == conversation
    for graph in (v.conversation_graph(internal), v.state_graph(internal), v.turn_graph(internal, 3)):
        assert graph.value.startswith(graph_prefix(owner))
        assert graph.value.startswith(graph_prefix(other)) == (other == owner)
