"""`anonguard treat`: treat releases (recode, suppress, perturb) and audit them beside the untreated ones, in one
audit: the same attacks against the same non-member baseline, the re-identification measures and utility. It
writes the treated tables (DIR/treated/LABEL.EXT, in their source's format), and its audit file records each chain,
so next year's file is treated and audited the same way (`anonguard audit --config DIR/audit.anonguard.json`)."""

from __future__ import annotations

import argparse
import shlex
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd

from anonguard.cli.parser import UsageError
from anonguard.data.counts import is_count_table
from anonguard.data.writers import write_like
from anonguard.engine.spec import (ORIGINAL, AuditSpec, ComponentChoice, TreatedRelease, TreatmentsSpec, UtilitySpec,
                                   treated_releases)
from anonguard.engine.treatment.chain import made_treatment
from anonguard.engine.treatment.plan import inherit_row_order
from anonguard.plugins.manager import load_catalog

TREATED_FOLDER = "treated"


def parse_step(text: str) -> ComponentChoice:
    """'top-bottom-coding columns=income top_quantile=0.95' as a step (quotes keep a value's spaces)."""
    try:
        words = shlex.split(text)
    except ValueError as exc:
        raise UsageError(f"--treatment {text!r}: {exc}; write 'ID NAME=VALUE ...'") from None
    if not words or "=" in words[0]:
        raise UsageError(f"--treatment {text!r}: begin with the treatment's id, e.g. 'local-suppression k=3' "
                         "('anonguard plugins' lists the treatments)")
    params = {}
    for word in words[1:]:
        name, sep, value = word.partition("=")
        if not sep or not name:
            raise UsageError(f"--treatment {text!r}: {word!r} is not NAME=VALUE")
        params[name] = value
    return ComponentChoice(words[0], params)


def treat_spec(spec: AuditSpec, args: argparse.Namespace, catalog: Any = None) -> AuditSpec:
    """The audit with a treated release per source named (every release by default), all made by the chain the
    --treatment options give; utility is measured, and a treated release keeps its source's row order. With the
    `catalog`, each step is recorded with every parameter as the treatment read it (its defaults included, typed),
    so the audit file makes the same release even where a later version changes a default."""
    if not args.treatment:
        raise UsageError("treat needs at least one --treatment, e.g. --treatment 'local-suppression k=3'")
    steps = [parse_step(text) for text in args.treatment]
    if catalog is not None:
        steps = [ComponentChoice(step.id, made_treatment(catalog, step).get_params()) for step in steps]
    treated = [TreatedRelease(f"{source}-treated", source, steps) for source in treat_sources(spec, args)]
    kept = list(spec.treatments.releases) if spec.treatments else []
    spec.treatments = TreatmentsSpec(releases=kept + [t.to_dict() for t in treated])
    spec.treatments.check()
    spec.utility = spec.utility or UtilitySpec()
    inherit_row_order(spec, treated)
    return spec


def treat_sources(spec: AuditSpec, args: argparse.Namespace) -> list[str]:
    """The releases --from names (every release by default; 'original' for the original itself)."""
    labels = [r.label for r in spec.releases]
    sources = list(dict.fromkeys(args.treat_from)) or labels
    if not sources:
        raise UsageError("there is no release to treat: give --release, or --from original to treat the original")
    unknown = [s for s in sources if s not in labels and s != ORIGINAL]
    if unknown:
        raise UsageError(f"--from {unknown[0]}: the audit has no release of that label (its releases: "
                         f"{', '.join(labels) or 'none'}; or 'original')")
    return sources


def write_treated(audit: Any, out: Path) -> list[Path]:
    """Each treated table in DIR/treated/LABEL.EXT, in the format of the file its chain started from (the office
    opens it with the package it read the source with, and `anonguard audit` reads it as the same table),
    readable by its owner alone until the board decides: it is still a release of confidential data. What the
    format could not keep (a SAS data set written as CSV) is said on stderr, whatever --quiet says."""
    plan = audit.plans.get("treatment")
    written = []
    for label, table in ({} if plan is None else plan.made).items():
        source, sheet = _source_file(audit, label)
        try:
            done = write_like(table, source, out / TREATED_FOLDER / label, sheet)
        except OSError as exc:
            raise UsageError(f"{out / TREATED_FOLDER}: cannot write the treated release {label!r} there "
                             f"({exc.strerror or exc}); check that you may write there and that the disk has room, or "
                             "choose another --out, and run treat again") from None
        for warning in done.warnings:
            print(f"warning: {warning}", file=sys.stderr)
        written.append(done.path)
    return written


def _source_file(audit: Any, label: str) -> tuple[Path | None, str | None]:
    """The file a treated release's chain started from, through releases treated from treated releases, and its
    sheet: the original's, or its release's one table of records (count tables are not treated)."""
    made_from = {t.label: t.source for t in treated_releases(audit.spec.treatments.releases)}
    source = made_from[label]
    while source in made_from:
        source = made_from[source]
    role, release = ("original", None) if source == ORIGINAL else ("release", source)
    for record in audit.inputs:
        if record.role == role and record.release == release and not is_count_table(pd.DataFrame(
                columns=record.columns)):
            return Path(record.path), record.sheet
    return None, None


def run_treat(args: argparse.Namespace, spec_from_args: Callable[[argparse.Namespace], AuditSpec],
              execute: Callable[..., int]) -> int:
    """The audit `treat` describes, run as `anonguard audit` runs one; then the treated tables written."""
    def written(audit: Any) -> None:
        for path in write_treated(audit, Path(args.out)):
            print(f"wrote {path}")

    return execute(treat_spec(spec_from_args(args), args, load_catalog()), args, after=written)
