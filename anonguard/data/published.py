"""Published count tables of one population, as a statistical office publishes them for its geographic units.

Each table counts people by a few variables in every unit (block × sex × age band, block × race × Hispanic
origin...). A cell's published count says something about the true count: exactly it, within the rounding
base, within the noise bound of a noisy (differentially private) table, or, suppressed, only that it was
small. `PublishedTables` holds every cell as the interval its true count must lie in (`low`, `high`),
which is what a reconstruction attack reads. Reading them from files is `anonguard/data/published_read.py`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

import numpy as np
import pandas as pd

from anonguard.data.cells import Interval, parse_cell
from anonguard.errors import DataError

EXACT, ROUNDED, NOISY, SUPPRESSED = "exact", "rounded", "noisy", "suppressed"
NEAREST, UP_OR_DOWN = "nearest", "up or down"  # how a table's counts were rounded
UNLIKELY_NOISE = 1000.0  # a noisy cell's default bound: a Laplace count strays this far once in so many cells


@dataclass(frozen=True)
class CellRules:
    """How one table's published counts relate to the true counts.

    `rounding_base`: counts were rounded to a multiple of it, to the nearest one (`NEAREST`, the true count
    within half the base) or up or down at random (`UP_OR_DOWN`, within the base less one). `noise_scale`: the
    scale of the Laplace noise added to every count (differential privacy); `noise_bound` how far a noisy count
    may lie from the true one (default: the distance a Laplace count strays beyond once in a thousand cells).
    `suppressed_below`: every true count below it was suppressed (a suppressed cell then holds 0 to it less
    one; None: nothing is said of a suppressed cell beyond its table's other cells)."""

    rounding_base: int = 1
    rounding: str = UP_OR_DOWN
    noise_scale: float = 0.0
    noise_bound: float | None = None
    suppressed_below: int | None = None

    def __post_init__(self) -> None:
        if self.rounding_base < 1:
            raise ValueError(f"the rounding base must be a whole number of at least 1, not {self.rounding_base}")
        if self.rounding not in (NEAREST, UP_OR_DOWN):
            raise ValueError(f"rounding must be {NEAREST!r} or {UP_OR_DOWN!r}, not {self.rounding!r}")
        if self.noise_scale < 0 or (self.noise_bound is not None and self.noise_bound < 0):
            raise ValueError("the noise scale and bound cannot be negative")
        if self.suppressed_below is not None and self.suppressed_below < 1:
            raise ValueError(f"suppressed_below must be at least 1, not {self.suppressed_below}")

    @property
    def kind(self) -> str:
        """What a published (not suppressed) count of the table is: exact, rounded or noisy."""
        return NOISY if self.noise_scale > 0 or self.noise_bound else ROUNDED if self.rounding_base > 1 else EXACT

    @property
    def slack(self) -> float:
        """How far a published count may lie from the true one."""
        if self.kind == NOISY:
            return self.noise_bound if self.noise_bound is not None else math.ceil(
                self.noise_scale * math.log(UNLIKELY_NOISE))
        if self.kind == ROUNDED:
            return self.rounding_base // 2 if self.rounding == NEAREST else self.rounding_base - 1
        return 0.0


@dataclass(frozen=True)
class PublishedTable:
    """One published table: its cells, one row per unit and combination of its variables' categories.

    `cells` has the unit column, one column per variable (category labels as text), `published` (the count as
    published, NaN for a suppressed cell) and `low` / `high`, the interval the true count lies in (`high` may
    be inf). A combination a unit's rows leave out counts 0 under the table's rules (long files often drop
    empty cells); a unit the table does not list is one it says nothing about."""

    name: str
    variables: tuple[str, ...]
    cells: pd.DataFrame
    rules: CellRules = field(default_factory=CellRules)

    @property
    def suppressed(self) -> np.ndarray:
        return self.cells["published"].isna().to_numpy()


@dataclass(frozen=True)
class PublishedTables:
    """Several tables of one population over the same units: what a reconstruction attack is given.

    `categories` lists each variable's categories in order (bands by their lower ends), the union over the
    tables; `units` the units any table lists. A person type is a combination of one category of every
    variable."""

    unit: str
    tables: tuple[PublishedTable, ...]
    categories: dict[str, tuple[str, ...]]
    units: tuple[str, ...]

    @property
    def variables(self) -> tuple[str, ...]:
        return tuple(self.categories)

    @property
    def person_types(self) -> int:
        return int(np.prod([len(c) for c in self.categories.values()], dtype=np.int64))

    def of_units(self, units: list[str] | tuple[str, ...]) -> "PublishedTables":
        """The same tables cut to some units (a batch of independent tasks)."""
        wanted = set(units)
        tables = tuple(replace(t, cells=t.cells[t.cells[self.unit].isin(wanted)].reset_index(drop=True))
                       for t in self.tables)
        return replace(self, tables=tables, units=tuple(u for u in self.units if u in wanted))

    def types(self) -> pd.DataFrame:
        """Every person type, one row each in the order reconstructions count them: the variables' labels."""
        sizes = [len(c) for c in self.categories.values()]
        codes = np.indices(sizes).reshape(len(sizes), -1) if sizes else np.zeros((0, 1), dtype=int)
        return pd.DataFrame({name: np.asarray(cats, dtype=object)[codes[i]]
                             for i, (name, cats) in enumerate(self.categories.items())})

    def bounds(self, table: PublishedTable) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The table as (units × cells) arrays: low, high, published (NaN: suppressed, or the unit is not listed;
        0 for a cell a listed unit leaves out) and, per unit, whether it is listed. A cell's number is the
        mixed-radix number of its categories' positions (`cell_of_types`)."""
        sizes = [len(self.categories[v]) for v in table.variables]
        n_cells = int(np.prod(sizes, dtype=np.int64))
        unit_index = pd.Index(self.units)
        rows = unit_index.get_indexer(table.cells[self.unit])
        cell = np.zeros(len(table.cells), dtype=np.int64)
        for variable, size in zip(table.variables, sizes):
            codes = pd.Index(self.categories[variable]).get_indexer(table.cells[variable])
            cell = cell * size + codes
        listed = np.zeros(len(self.units), dtype=bool)
        listed[rows] = True
        low = np.zeros((len(self.units), n_cells))
        high = np.repeat(np.where(listed, table.rules.slack, np.inf)[:, None], n_cells, axis=1)
        published = np.repeat(np.where(listed, 0.0, np.nan)[:, None], n_cells, axis=1)
        low[rows, cell] = table.cells["low"].to_numpy(dtype=float)
        high[rows, cell] = table.cells["high"].to_numpy(dtype=float)
        published[rows, cell] = table.cells["published"].to_numpy(dtype=float)
        return low, high, published, listed

    def cell_of_types(self, table: PublishedTable) -> np.ndarray:
        """For every person type (in `types()` order), the number of the table's cell it counts in."""
        sizes = [len(c) for c in self.categories.values()]
        codes = np.indices(sizes).reshape(len(sizes), -1) if sizes else np.zeros((0, 1), dtype=int)
        names = list(self.categories)
        cell = np.zeros(codes.shape[1], dtype=np.int64)
        for variable in table.variables:
            cell = cell * len(self.categories[variable]) + codes[names.index(variable)]
        return cell


def cell_bounds(published: np.ndarray, rules: CellRules) -> tuple[np.ndarray, np.ndarray]:
    """The interval each true count lies in, given its published count (NaN: suppressed) and the table's rules."""
    published = np.asarray(published, dtype=float)
    slack = rules.slack
    low = np.maximum(np.ceil(published - slack), 0.0)
    high = np.floor(published + slack)
    suppressed = np.isnan(published)
    low[suppressed] = 0.0
    high[suppressed] = np.inf if rules.suppressed_below is None else rules.suppressed_below - 1
    return low, high


def ordered_categories(labels: list[str]) -> tuple[str, ...]:
    """Categories in a reader's order: numbers and bands (`20-24`, `85+`) by their lower ends when every label
    is one, else in the order first seen."""
    labels = list(dict.fromkeys(labels))
    starts = [category_start(label) for label in labels]
    if labels and all(s is not None for s in starts):
        return tuple(label for _, label in sorted(zip(starts, labels), key=lambda pair: pair[0]))
    return tuple(labels)


def category_start(label: str) -> float | None:
    """Where a number or band category starts (None: it is neither)."""
    cell = parse_cell(label)
    if isinstance(cell, Interval):
        return float(cell.low)
    try:
        return float(label)
    except ValueError:
        return None


def is_ordered(categories: tuple[str, ...]) -> bool:
    """Whether a variable's categories are numbers or bands, so that "within one category" means something."""
    return bool(categories) and all(category_start(c) is not None for c in categories)


def published_tables(unit: str, tables: list[PublishedTable]) -> PublishedTables:
    """The tables as one set: categories and units gathered, and their totals checked against each other."""
    if not tables:
        raise DataError("no published tables were given")
    categories: dict[str, list[str]] = {}
    units: list[str] = []
    for table in tables:
        units.extend(pd.unique(table.cells[unit].astype(str)))
        for variable in table.variables:
            categories.setdefault(variable, []).extend(pd.unique(table.cells[variable].astype(str)))
    found = PublishedTables(unit, tuple(tables), {v: ordered_categories(c) for v, c in categories.items()},
                            tuple(dict.fromkeys(units)))
    check_consistent(found)
    return found


def check_consistent(found: PublishedTables) -> None:
    """A DataError naming both tables, the unit and the cell when two tables cannot both be true: the bounds of
    their counts over the variables they share (the unit's total when none) do not overlap. Noisy tables are
    not checked: their noise may make them disagree."""
    checked = [t for t in found.tables if t.rules.kind != NOISY]
    for i, first in enumerate(checked):
        for second in checked[i + 1:]:
            shared = [v for v in first.variables if v in second.variables]
            one, other = _margin(found, first, shared), _margin(found, second, shared)
            low_1, high_1, listed_1 = one
            low_2, high_2, listed_2 = other
            both = listed_1 & listed_2
            clash = both[:, None] & ((low_1 > high_2) | (low_2 > high_1))
            if clash.any():
                unit, cell = (int(k) for k in np.argwhere(clash)[0])
                where = _cell_words(found, shared, cell)
                raise DataError(
                    f"tables {first.name!r} and {second.name!r} disagree on {found.unit} {found.units[unit]!r}, "
                    f"{where}: {_range(low_1[unit, cell], high_1[unit, cell])} people in {first.name!r} and "
                    f"{_range(low_2[unit, cell], high_2[unit, cell])} in {second.name!r}; both cannot be true "
                    "(check that both count the same people, and the rounding, noise and suppression declared)")


def _margin(found: PublishedTables, table: PublishedTable, shared: list[str]
            ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The bounds of a table's counts summed over its variables not in `shared`, per unit and shared cell."""
    low, high, _, listed = found.bounds(table)
    sizes = [len(found.categories[v]) for v in table.variables]
    shape = (len(found.units), *sizes)
    axes = tuple(1 + i for i, v in enumerate(table.variables) if v not in shared)
    order = [v for v in table.variables if v in shared]
    low_m = low.reshape(shape).sum(axis=axes)
    with np.errstate(invalid="ignore"):
        high_m = high.reshape(shape).sum(axis=axes)
    permutation = [0, *(1 + order.index(v) for v in shared)]
    low_m = np.transpose(low_m, permutation).reshape(len(found.units), -1)
    high_m = np.transpose(high_m, permutation).reshape(len(found.units), -1)
    return low_m, high_m, listed


def _cell_words(found: PublishedTables, variables: list[str], cell: int) -> str:
    if not variables:
        return "its total"
    sizes = [len(found.categories[v]) for v in variables]
    codes = np.unravel_index(cell, sizes)
    return ", ".join(f"{v} = {found.categories[v][int(c)]!r}" for v, c in zip(variables, codes))


def _range(low: float, high: float) -> str:
    if low == high:
        return f"{low:g}"
    return f"{low:g} to {high:g}" if np.isfinite(high) else f"at least {low:g}"


def count_cells(people: pd.DataFrame, unit: str, variables: tuple[str, ...] | list[str],
                categories: dict[str, tuple[str, ...]] | None = None) -> pd.DataFrame:
    """The true counts of a table made from microdata, every combination of categories in every unit (zeros
    included), in the long layout: the unit, the variables (labels as text) and `count`."""
    frame = people[[unit, *variables]].astype(str)
    categories = categories or {v: ordered_categories(frame[v].tolist()) for v in variables}
    units = pd.unique(frame[unit])
    axes = [units, *(categories[v] for v in variables)]
    full = pd.MultiIndex.from_product(axes, names=[unit, *variables])
    counted = frame.groupby([unit, *variables], sort=False).size()
    return counted.reindex(full, fill_value=0).rename("count").reset_index()
