"""The one-command demo: a node with the sample chat, questions with explain tables, the inspector.

It drives the node the way a service would: the chat goes in through the HTTP API
(`retain`, waiting until recall sees it), three malformed events go straight to Kafka the way
a buggy producer would send them (`MemoryService.publish_raw`; they land on the dead-letter
topic), and the questions go through `recall` with explain.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from datetime import UTC, datetime
from importlib import resources

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from memstream.client import MemstreamClient
from memstream.contract.recall import RecallResponse
from memstream.service.facade import MemoryService

BANK = "demo"
#: The day after the sample's last session: "last spring", "two weeks ago" resolve from here.
REFERENCE_TIME = datetime(2024, 6, 3, tzinfo=UTC)

QUESTIONS = [
    ("When did Leo adopt his dog?", "TEMPR"),  # temporal
    ("Where is the person who bought Maya's vase from?", "FULL_STACK"),  # multi-hop
    ("Where does Leo's sister work?", "HYBRID"),
    ("What happened last spring at Clayworks?", "TEMPR"),  # temporal, relative to now
]


def sample_lines() -> list[bytes]:
    sample = resources.files("memstream.service") / "samples" / "demo_chat.jsonl"
    return [line for line in sample.read_bytes().splitlines() if line.strip()]


def split_sample(lines: list[bytes]) -> tuple[list[dict[str, object]], list[bytes]]:
    """Events the API accepts (bank dropped: it is in the URL), and the malformed lines."""
    from memstream.contract.schemas import EventIn

    good, bad = [], []
    for line in lines:
        try:
            obj = json.loads(line)
            obj.pop("bank", None)
            good.append(EventIn.model_validate(obj).model_dump(mode="json", exclude_none=True))
        except ValueError:
            bad.append(line)
    return good, bad


def run(
    service: MemoryService,
    url: str,
    key: str,
    progress: Callable[[], Progress],
    console: Console,
    out: Console,
) -> None:
    """Fill the demo bank through the API (with the CLI's progress bar) and ask the questions."""
    good, bad = split_sample(sample_lines())
    with MemstreamClient(url, key, timeout=120) as client:
        client.create_bank(BANK, "the sample chat of `memstream demo`")
        with progress() as p:
            task = p.add_task("ingesting the sample chat", total=len(good))
            for i in range(0, len(good), 8):
                batch = good[i : i + 8]
                client.retain(BANK, batch, wait=True, timeout_s=120)
                p.advance(task, len(batch))
        service.publish_raw([(BANK.encode(), line) for line in bad])
        console.print(
            f"retained {len(good)} events through the API; sent {len(bad)} malformed ones "
            "straight to Kafka (they go to the dead-letter topic)"
        )
        for question, mode in QUESTIONS:
            resp = client.recall(
                BANK, question, mode=mode, limit=3, explain=True, reference_time=REFERENCE_TIME
            )
            out.print(explain_table(question, mode, resp))
        out.print(_bank_table(client, sum(_bank_hint(line) == BANK for line in bad)))


def _bank_hint(line: bytes) -> str | None:
    """The bank a malformed line names, if it names one (its dead letter counts there)."""
    try:
        obj = json.loads(line)
    except ValueError:
        return None
    return obj.get("bank") if isinstance(obj, dict) else None


def explain_table(question: str, mode: str, resp: RecallResponse) -> Table:
    total = (resp.timings_ms or {}).get("total", 0.0)
    table = Table(title=f"{question}  [{mode}, {total:.0f} ms]", title_justify="left")
    for col in ("#", "memory", "found by (arm#rank)", "rrf", "rerank", "via"):
        table.add_column(col)
    names = {m.id: m.event_id for m in resp.memories}
    explained = [(m, m.explain) for m in resp.memories if m.explain is not None]
    ranked = [(m, x) for m, x in explained if not x.expansion]
    added = [(m, x) for m, x in explained if x.expansion][:3]
    for m, x in ranked + added:
        via = x.expansion or ""
        for id_, event_id in names.items():
            via = via.replace(id_, event_id)
        table.add_row(
            str(x.final_rank),
            f"{m.occurred_at:%d %b %Y} {m.text}",
            " ".join(f"{a.arm}#{a.rank}" for a in x.arms),
            "" if x.rrf_score is None else f"{x.rrf_score:.4f}",
            "" if x.rerank_score is None else f"{x.rerank_score:.2f}",
            via,
        )
    if resp.degraded:
        table.caption = "degraded: " + ", ".join(d.arm for d in resp.degraded)
    return table


def _bank_table(client: MemstreamClient, expect_dead: int) -> Table:
    detail = client.bank(BANK)
    deadline = time.monotonic() + 15
    while (detail.dead_letters or 0) < expect_dead and time.monotonic() < deadline:
        time.sleep(0.5)
        detail = client.bank(BANK)
    c = detail.counts
    table = Table(title=f"bank {BANK}", title_justify="left")
    for col in ("qdrant", "tantivy", "graph", "entities", "episodes", "dead letters"):
        table.add_column(col, justify="right")
    dead = "n/a" if detail.dead_letters is None else str(detail.dead_letters)
    table.add_row(*map(str, (c.vector, c.bm25, c.graph_memories, c.entities, c.episodes)), dead)
    return table


def announce(console: Console, url: str, key: str, keep_running: bool) -> None:
    console.print(f"\n[bold green]web inspector[/]  {url}/#key={key}")
    console.print(f"API docs       {url}/docs    metrics {url}/metrics")
    console.print(f"admin key      {key}  (shown once; stored hashed)")
    if keep_running:
        console.print("the node keeps running: Ctrl-C stops it")
