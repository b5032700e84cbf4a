"""A small, safe filter language over the original's values: `sex == "F" and age >= 65`.

The text is parsed with Python's `ast` and only this grammar is accepted: comparisons
(== != < <= > >=, also chained, `in` / `not in` a [list]), and / or / not, & | ~,
arithmetic + - * /, column names (in `backticks` when they hold spaces or symbols), numbers,
quoted text, True / False and lists of those. It is evaluated column by column with pandas,
never with eval or DataFrame.query, so a filter can read values and nothing else.

A missing value never satisfies a comparison: `x != 3` and `x not in [1, 2]` are false where
x is missing, so "everyone but" filters do not pick up records whose value is unknown.
"""

from __future__ import annotations

import ast
import functools
import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

ALLOWED = (
    "comparisons (== != < <= > >=, in / not in [a, list]), and / or / not, & | ~, + - * /, "
    "column names (`in backticks` if they hold spaces), numbers, \"quoted text\", True / False"
)
_NODES = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.Invert, ast.USub, ast.UAdd,
    ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.BitAnd, ast.BitOr, ast.Compare, ast.Eq, ast.NotEq,
    ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn, ast.Name, ast.Load, ast.Constant, ast.List, ast.Tuple,
)
_REFUSED = {
    ast.Call: "function calls", ast.Attribute: "attribute access (a.b)", ast.Subscript: "indexing (a[b])",
    ast.Lambda: "lambda", ast.IfExp: "if / else", ast.NamedExpr: "assignment (:=)", ast.JoinedStr: "f-strings",
    ast.Is: "`is` (use ==)", ast.IsNot: "`is not` (use !=)", ast.Pow: "the operator **", ast.Mod: "the operator %",
    ast.FloorDiv: "the operator //", ast.BitXor: "the operator ^", ast.MatMult: "the operator @",
    ast.LShift: "the operator <<", ast.RShift: "the operator >>", ast.Dict: "dictionaries", ast.Set: "sets",
    ast.ListComp: "comprehensions", ast.SetComp: "comprehensions", ast.DictComp: "comprehensions",
    ast.GeneratorExp: "comprehensions", ast.Starred: "* unpacking", ast.Slice: "slices",
}
_COMPARE: dict[type, tuple[str, Callable[[Any, Any], Any]]] = {
    ast.Eq: ("==", operator.eq), ast.NotEq: ("!=", operator.ne), ast.Lt: ("<", operator.lt),
    ast.LtE: ("<=", operator.le), ast.Gt: (">", operator.gt), ast.GtE: (">=", operator.ge),
}
_ARITHMETIC = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}
_ALIAS = "__backtick_{}__"


@dataclass(frozen=True)
class _Test:
    """The outcome of a true/false test, row by row (or one bool when no column is involved)."""

    mask: np.ndarray | bool


def filter_mask(raw: pd.DataFrame, expression: str) -> np.ndarray:
    """The rows of `raw` for which `expression` holds, as a boolean mask; ValueError saying what is wrong."""
    if not expression.strip():
        raise ValueError(f"the filter is empty: write a test such as `income > 200000` (allowed: {ALLOWED})")
    text, aliases = _replace_backticks(expression)
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as exc:
        raise ValueError(
            f"the filter {expression!r} is not a valid expression ({exc.msg}); "
            "column names with spaces or symbols go in backticks, text in quotes"
        ) from None
    for node in ast.walk(tree):
        if not isinstance(node, _NODES):
            what = _REFUSED.get(type(node), type(node).__name__)
            raise ValueError(f"the filter may not use {what}; allowed: {ALLOWED}")
    try:
        outcome = _Evaluator(raw, aliases).test(tree.body)
    except RecursionError:
        raise ValueError("the filter is nested too deeply") from None
    if isinstance(outcome.mask, (bool, np.bool_)):
        raise ValueError(f"the filter {expression!r} tests no column, so it would pick everyone or no one")
    if not outcome.mask.any():
        raise ValueError(f"the filter {expression!r} matches none of the {len(raw)} records of the original")
    return outcome.mask


def _replace_backticks(expression: str) -> tuple[str, dict[str, str]]:
    """The expression with each `quoted name` (outside string literals) replaced by an identifier."""
    pieces: list[str] = []
    aliases: dict[str, str] = {}
    quote, i = "", 0
    while i < len(expression):
        char = expression[i]
        if quote:
            pieces.append(expression[i:i + 2] if char == "\\" else char)
            i += 2 if char == "\\" else 1
            quote = "" if char == quote else quote
            continue
        if char == "`":
            end = expression.find("`", i + 1)
            if end < 0:
                raise ValueError(f"the filter {expression!r} opens a backtick at position {i + 1} and never closes it")
            name = expression[i + 1:end]
            alias = next((a for a, n in aliases.items() if n == name), _ALIAS.format(len(aliases)))
            aliases[alias] = name
            pieces.append(alias)
            i = end + 1
            continue
        if char in "'\"":
            quote = char
        pieces.append(char)
        i += 1
    return "".join(pieces), aliases


class _Evaluator:
    """Evaluates an allowed tree over whole columns; a value is a Series, a scalar or a test."""

    def __init__(self, raw: pd.DataFrame, aliases: dict[str, str]) -> None:
        self.raw = raw.reset_index(drop=True)
        self.columns = {str(c): c for c in self.raw.columns}
        self.aliases = aliases

    def source(self, node: ast.AST) -> str:
        text = ast.unparse(node)
        for alias, name in self.aliases.items():
            text = text.replace(alias, f"`{name}`")
        return text

    def test(self, node: ast.AST, refusal: str = "") -> _Test:
        """`node` as a true/false test (a column of booleans counts as one); ValueError with `refusal` otherwise."""
        value = self.value(node)
        if isinstance(value, _Test):
            return value
        if isinstance(value, pd.Series) and _kind(value) == "bool":
            return _Test(value.eq(True).to_numpy(dtype=bool, na_value=False))
        raise ValueError(refusal or (
            f"{self.source(node)!r} is not a true/false test; a filter is made of comparisons such as income > 200000"
        ))

    def value(self, node: ast.AST) -> Any:
        if isinstance(node, ast.Name):
            name = self.aliases.get(node.id, node.id)
            if name not in self.columns:
                raise ValueError(
                    f"the filter names no column {name!r}; the columns are: {', '.join(self.columns)} "
                    "(write names with spaces or symbols in backticks, e.g. `home region`)"
                )
            return self.raw[self.columns[name]]
        if isinstance(node, ast.Constant):
            if node.value is None or not isinstance(node.value, (bool, int, float, str)):
                raise ValueError(f"the filter may not use {node.value!r}: use numbers, quoted text or True / False")
            return node.value
        if isinstance(node, (ast.List, ast.Tuple)):
            raise ValueError(f"a list such as {self.source(node)} may only follow `in` or `not in`")
        if isinstance(node, ast.BoolOp):
            combine = np.logical_and if isinstance(node.op, ast.And) else np.logical_or
            return _Test(functools.reduce(combine, (self.test(v).mask for v in node.values)))
        if isinstance(node, ast.UnaryOp):
            if isinstance(node.op, (ast.Not, ast.Invert)):
                return _Test(np.logical_not(self.test(node.operand).mask))
            number = self.number(node.operand)
            return -number if isinstance(node.op, ast.USub) else number
        if isinstance(node, ast.BinOp):
            if isinstance(node.op, (ast.BitAnd, ast.BitOr)):
                return self.join(node)
            left, right = self.number(node.left), self.number(node.right)
            try:
                return _ARITHMETIC[type(node.op)](left, right)
            except (ArithmeticError, TypeError, ValueError) as exc:
                raise ValueError(f"cannot compute {self.source(node)!r}: {exc}") from None
        if isinstance(node, ast.Compare):
            outcome: np.ndarray | bool = True
            left = node.left
            for op, right in zip(node.ops, node.comparators):
                outcome = np.logical_and(outcome, self.compare(left, op, right))
                left = right
            return _Test(outcome)
        raise ValueError(f"the filter may not use {self.source(node)!r}; allowed: {ALLOWED}")

    def join(self, node: ast.BinOp) -> _Test:
        symbol, combine = ("&", np.logical_and) if isinstance(node.op, ast.BitAnd) else ("|", np.logical_or)
        masks = [
            self.test(side, f"`{symbol}` joins true/false tests but {self.source(side)!r} is not one; "
                            f"{symbol} binds tighter than comparisons, so write (a > 1) {symbol} (b < 2)").mask
            for side in (node.left, node.right)
        ]
        return _Test(combine(*masks))

    def number(self, node: ast.AST) -> Any:
        value = self.value(node)
        if _kind(value) != "number":
            raise ValueError(f"arithmetic needs numbers, but {self.source(node)!r} is not a number")
        return value

    def compare(self, left_node: ast.AST, op: ast.cmpop, right_node: ast.AST) -> np.ndarray | bool:
        left = self.value(left_node)
        if isinstance(op, (ast.In, ast.NotIn)):
            return self.membership(left, left_node, op, right_node)
        right = self.value(right_node)
        symbol, function = _COMPARE[type(op)]
        where = f"{self.source(left_node)} {symbol} {self.source(right_node)}"
        for side, node in ((left, left_node), (right, right_node)):
            if isinstance(side, _Test):
                raise ValueError(
                    f"{self.source(node)!r} is a true/false test and cannot be compared with {symbol}; "
                    "join tests with and / or"
                )
        self.check_kinds(left, right, where)
        if not isinstance(left, pd.Series) and not isinstance(right, pd.Series):
            return bool(function(left, right))
        valid = ~(_missing(left) | _missing(right))
        outcome = np.zeros(len(self.raw), dtype=bool)
        try:
            outcome[valid] = np.asarray(function(_rows(left, valid), _rows(right, valid)), dtype=bool)
        except (TypeError, ValueError, OverflowError) as exc:
            raise ValueError(f"cannot evaluate {where!r}: {exc}") from None
        return outcome

    def membership(self, left: Any, left_node: ast.AST, op: ast.cmpop, right_node: ast.AST) -> np.ndarray | bool:
        word = "in" if isinstance(op, ast.In) else "not in"
        where = f"{self.source(left_node)} {word} {self.source(right_node)}"
        if not isinstance(right_node, (ast.List, ast.Tuple)):
            raise ValueError(f"`{word}` needs a list, e.g. region {word} [\"North\", \"Islands\"]; got {where!r}")
        if isinstance(left, _Test):
            raise ValueError(f"{where!r} tests the outcome of a test; put the comparison in parentheses")
        items = [self.value(item) for item in right_node.elts]
        for item, node in zip(items, right_node.elts):
            if isinstance(item, (pd.Series, _Test)):
                raise ValueError(
                    f"the list in {where!r} may hold only numbers and quoted text, not {self.source(node)!r}"
                )
            self.check_kinds(left, item, where)
        if not isinstance(left, pd.Series):
            return (left in items) == (word == "in")
        found = left.isin(items).to_numpy(dtype=bool)
        return (found if word == "in" else ~found) & ~_missing(left)

    def check_kinds(self, left: Any, right: Any, where: str) -> None:
        kinds = {_kind(left), _kind(right)}
        if kinds == {"number", "text"}:
            raise ValueError(
                f"{where!r} compares text with a number; quote text values (sex == \"F\") "
                "and leave numbers bare (age >= 65)"
            )


def _kind(value: Any) -> str:
    """"number", "text", "bool" or "other" (dates, mixed): what a value may be compared with."""
    if isinstance(value, pd.Series):
        if pd.api.types.is_bool_dtype(value):
            return "bool"
        if pd.api.types.is_numeric_dtype(value):
            return "number"
        inferred = pd.api.types.infer_dtype(value, skipna=True)
        if inferred in ("string", "empty"):
            return "text"
        if inferred == "boolean":
            return "bool"
        return "number" if inferred in ("integer", "floating", "mixed-integer-float", "decimal") else "other"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float)):
        return "number"
    return "text" if isinstance(value, str) else "other"


def _missing(value: Any) -> np.ndarray | bool:
    return value.isna().to_numpy(dtype=bool) if isinstance(value, pd.Series) else False


def _rows(value: Any, valid: np.ndarray) -> Any:
    return value[valid] if isinstance(value, pd.Series) else value
