"""Measuring claims, shared by the kinds whose attacks make claims about people (attribute inference, the identity
attacks): precision and coverage curves (`sweep`), cross-fitted estimates and intervals (`estimate`), ALC
(`measures`), the verdict from intervals (`decision`), the halting rule (`halting`), both sides measured
(`sides`) and the result they fill (`results`)."""
