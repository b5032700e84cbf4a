"""The plugin contract: hook specifications, the bases plugins build on, and the catalog."""

import pluggy

hookimpl = pluggy.HookimplMarker("anonguard")

__all__ = ["hookimpl"]
