"""The web inspector end to end: a real node, Debian's headless Chromium through chromedriver.

Nothing here downloads a browser: the test drives `/usr/bin/chromium` through
`/usr/bin/chromedriver` and fails (not skips) when they are missing, saying how to install them.
The screenshots go to `$MEMSTREAM_SCREENSHOT_DIR/inspector.png` (the answered question) and
`inspector-401.png` (no key yet); the folder defaults to `test-artifacts/` in the repository.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.api.conftest import chat_events, new_bank

pytestmark = [pytest.mark.browser, pytest.mark.integration, pytest.mark.models]

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
ROOT = Path(__file__).resolve().parents[2]


def _screenshot_path() -> Path:
    folder = Path(os.environ.get("MEMSTREAM_SCREENSHOT_DIR") or ROOT / "test-artifacts")
    folder.mkdir(parents=True, exist_ok=True)
    return folder / "inspector.png"


@pytest.fixture
def browser() -> Iterator[object]:
    missing = [p for p in (CHROMIUM, CHROMEDRIVER) if not shutil.which(p)]
    if missing:
        pytest.fail(
            f"{', '.join(missing)} not found: the browser test needs Debian's Chromium; "
            "install it with `apt-get install -y chromium chromium-driver`"
        )
    # Never let Selenium Manager look for (or download) a browser or a driver.
    os.environ["SE_OFFLINE"] = "true"
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1400,1400",
        "--lang=en-US",
    ):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def test_inspector_recall_explain_timings_graph(served, admin, browser) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.select import Select
    from selenium.webdriver.support.ui import WebDriverWait

    driver = browser
    wait = WebDriverWait(driver, 30)
    bank = new_bank(admin, "web")
    assert admin.retain(bank, chat_events(), wait=True, timeout_s=60).visible is True

    # Without a key the node answers 401 and the page says what to do.
    driver.get(f"{served.url}/")
    error = wait.until(ec.visibility_of_element_located((By.ID, "error")))
    wait.until(lambda _: "401" in error.text)
    assert "enter an api key" in error.text.lower()
    driver.save_screenshot(str(_screenshot_path().with_name("inspector-401.png")))

    # With the key in the fragment: it is used, then dropped from the address bar.
    driver.get(f"{served.url}/#key={served.admin_key}")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f"#bank option[value='{bank}']"))
    assert "key=" not in driver.current_url
    assert not driver.find_element(By.ID, "error").is_displayed()
    Select(driver.find_element(By.ID, "bank")).select_by_value(bank)
    wait.until(lambda d: "memories" in d.find_element(By.ID, "bank-info").text)
    assert "5 memories" in driver.find_element(By.ID, "bank-info").text

    driver.find_element(By.ID, "question").send_keys("What is the name of Leo's dog?")
    Select(driver.find_element(By.ID, "mode")).select_by_value("FULL_STACK")
    driver.find_element(By.ID, "ask").click()

    # The first FULL_STACK query may load models; the graph is drawn after the results.
    slow = WebDriverWait(driver, 180)
    slow.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#graph svg .node.entity"))
    rows = driver.find_elements(By.CSS_SELECTOR, "#results tbody tr")
    assert rows, "no result rows"
    assert "Biscuit" in rows[0].find_element(By.CSS_SELECTOR, "td.text").text
    arms = rows[0].find_element(By.CSS_SELECTOR, "td.arms").text
    assert "semantic#" in arms
    chip = rows[0].find_element(By.CSS_SELECTOR, ".chip.arm")
    assert "raw score" in chip.get_attribute("title")
    assert "FULL_STACK" in driver.find_element(By.ID, "status").text
    timings = driver.find_element(By.ID, "timings").text
    for stage in ("encode", "arm:semantic", "fusion", "rerank", "total"):
        assert stage in timings
    memories = driver.find_elements(By.CSS_SELECTOR, "#graph svg .node.memory")
    entities = driver.find_elements(By.CSS_SELECTOR, "#graph svg .node.entity")
    ids = [r.get_attribute("data-id") for r in rows]
    expected = admin.graph(bank, ids)
    assert len(memories) == len(rows)
    assert len(entities) == sum(n.kind == "entity" for n in expected.nodes) >= 1
    assert driver.find_elements(By.CSS_SELECTOR, "#graph svg line.edge.mentions")
    assert not driver.find_element(By.ID, "error").is_displayed()

    # A full-page screenshot: grow the window to the page's height first.
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.set_window_size(1400, max(900, int(height) + 40))
    path = _screenshot_path()
    assert driver.save_screenshot(str(path))
    data = path.read_bytes()
    assert len(data) > 10_000 and data[:8] == b"\x89PNG\r\n\x1a\n"
