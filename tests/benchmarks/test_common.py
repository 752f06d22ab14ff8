"""What every benchmark shares: a missing LoCoMo file is a clear message and exit status 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.common import LOCOMO_DEFAULT_TEXT, require_locomo


def test_a_missing_locomo_file_says_what_to_pass(tmp_path: Path, capsys) -> None:
    missing = tmp_path / "nowhere.json"
    with pytest.raises(SystemExit) as exit_:
        require_locomo(missing, "python -m benchmarks.locomo PATH")
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert str(missing) in err
    assert "python -m benchmarks.locomo PATH/TO/locomo10-dev.json" in err
    assert LOCOMO_DEFAULT_TEXT in err and "Traceback" not in err


def test_a_present_file_passes(tmp_path: Path) -> None:
    present = tmp_path / "locomo.json"
    present.write_text("[]")
    require_locomo(present, "python -m benchmarks.locomo PATH")
