"""How useful a release still is: the utility kind's wing (docs/utility.md)."""
