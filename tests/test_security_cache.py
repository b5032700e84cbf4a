"""`anonguard cache --clear` removes only the cache's own files: a --folder that holds the user's own
`*.npz` arrays or `.*.tmp` files (a data folder given by mistake) keeps them."""

from conftest import run_cli

KEY = "0123456789abcdef" * 4  # an entry's name: the SHA-256 of what its baseline depends on


def test_clearing_a_folder_removes_only_the_cache_s_own_entries(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    users = {"survey.npz": b"the user's arrays", ".draft.tmp": b"the user's draft", ".survey.npz.tmp": b"another"}
    for name, content in users.items():
        (folder / name).write_bytes(content)
    (folder / f"{KEY}.npz").write_bytes(b"x" * 100)
    (folder / f".{KEY}.k3_x9abc.tmp").write_bytes(b"half an entry")
    shown = run_cli("cache", "--folder", folder, check_exit=0)
    assert "1 fitted baseline(s)" in shown.stdout
    done = run_cli("cache", "--clear", "--folder", folder, check_exit=0)
    assert "1 fitted baseline(s)" in done.stdout
    assert sorted(p.name for p in folder.iterdir()) == sorted(users)
    assert all((folder / name).read_bytes() == content for name, content in users.items())
