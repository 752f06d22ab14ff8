"""The TypeScript client (clients/typescript: types generated from tests/api/openapi.json by
openapi-typescript, compiled by tsc) tested with Node's test runner against a real node.

Needs `node` and `npm ci && npm run build` in clients/typescript (`just npm`, part of
`just test`)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from memstream.service.ephemeral import EphemeralNode

pytestmark = [pytest.mark.integration, pytest.mark.models]

CLIENT = Path(__file__).resolve().parents[2] / "clients" / "typescript"


def test_the_typescript_client_passes_its_tests(memstream_node: EphemeralNode) -> None:
    assert shutil.which("node"), "node is not installed (just npm installs it)"
    built = CLIENT / "dist" / "index.js"
    assert built.is_file(), "build the client first: just npm (npm ci && npm run build)"
    schema = CLIENT / "src" / "schema.ts"
    openapi = CLIENT.parents[1] / "tests" / "api" / "openapi.json"
    assert schema.stat().st_mtime >= openapi.stat().st_mtime, "types older than the API: just npm"
    env = {
        **os.environ,
        "MEMSTREAM_URL": memstream_node.url,
        "MEMSTREAM_API_KEY": memstream_node.admin_key,
    }
    out = subprocess.run(
        ["node", "--test", "test/"],
        cwd=CLIENT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    report = out.stdout + out.stderr
    assert out.returncode == 0, report[-4000:]
    passed = re.search(r"^# pass (\d+)$", report, re.M)
    failed = re.search(r"^# fail (\d+)$", report, re.M)
    assert passed and failed, report[-2000:]
    assert int(passed.group(1)) == 6 and int(failed.group(1)) == 0, report[-2000:]
