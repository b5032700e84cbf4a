"""The journal both the window and the command line keep while an audit runs: the whole document after
every result, each result turned into JSON only once."""

import json

from anonguard.report.journal import ResultsJournal


class Result:
    def __init__(self, n):
        self.n = n

    def to_dict(self):
        return {"n": self.n, "text": "quote \" and ünïcode"}


def test_the_document_is_the_fixed_part_and_every_result_so_far(tmp_path):
    calls = []
    journal = ResultsJournal(tmp_path / "j.json", lambda r: calls.append(r.n) or r.to_dict())
    first, second = Result(1), Result(2)
    journal.record({"format": "x", "provenance": None}, [first])
    assert json.loads((tmp_path / "j.json").read_text()) == {"format": "x", "provenance": None,
                                                              "results": [first.to_dict()]}
    journal.record({"format": "x", "provenance": {"tool": "y"}}, [first, second])
    assert json.loads((tmp_path / "j.json").read_text()) == {"format": "x", "provenance": {"tool": "y"},
                                                              "results": [first.to_dict(), second.to_dict()]}
    assert calls == [1, 2]  # each result serialized once, however often the document is rewritten
    journal.discard()
    assert not (tmp_path / "j.json").exists()


def test_an_empty_fixed_part_and_no_results_are_valid_json(tmp_path):
    journal = ResultsJournal(tmp_path / "j.json")
    journal.record({}, [])
    assert json.loads((tmp_path / "j.json").read_text()) == {"results": []}
    journal.record({"results": "ignored: the journal writes them"}, [Result(3)])
    assert json.loads((tmp_path / "j.json").read_text())["results"] == [Result(3).to_dict()]
