"""The pages that show what a kind measured of the whole audit, by their key in the window's page order: each
reads the session's measures under its kind's section when it is shown (`show_measured(bands)`)."""

from __future__ import annotations

from anonguard.gui.reconstruction_page import ReconstructionPage
from anonguard.gui.utility_page import UtilityPage

MEASURED_PAGES = {"utility": UtilityPage, "reconstruction": ReconstructionPage}
