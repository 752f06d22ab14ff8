// The TypeScript client against a live node (node --test). The node's URL and an admin key come
// from MEMSTREAM_URL and MEMSTREAM_API_KEY (tests/integrations/test_typescript_client.py starts
// a node and runs this file).
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";

import {
  Forbidden,
  InvalidRequest,
  MemstreamAPIError,
  MemstreamClient,
  NotFound,
  Unauthorized,
} from "../dist/index.js";

const url = process.env.MEMSTREAM_URL;
const apiKey = process.env.MEMSTREAM_API_KEY;
assert.ok(url && apiKey, "set MEMSTREAM_URL and MEMSTREAM_API_KEY (a running node, an admin key)");
const ms = new MemstreamClient(url, { apiKey, timeoutMs: 60_000 });
const newBank = () => `ts-${randomUUID().slice(0, 8)}`;

const CHAT = [
  ["Leo", "2024-03-02T10:00:00Z", "I adopted a beagle puppy today, his name is Biscuit."],
  ["Ana", "2024-03-02T10:01:00Z", "Congrats! I started a new job at Clayworks pottery studio."],
  ["Leo", "2024-04-20T09:00:00Z", "I ran the Lisbon half marathon in 1:52 this morning."],
];
const events = (conversation) =>
  CHAT.map(([speaker, occurred_at, text], i) => ({
    event_id: `${conversation}-${i}`,
    text,
    occurred_at,
    speaker,
    conversation_id: conversation,
    sequence: i,
  }));

test("health answers", async () => {
  assert.equal((await ms.health()).status, "ok");
});

test("retain with wait, then recall with explain", async () => {
  const bank = newBank();
  await ms.createBank(bank, "from TypeScript");
  const r = await ms.retain(bank, events("c1"), { wait: true, timeoutS: 60 });
  assert.equal(r.visible, true);
  assert.equal(r.ids.length, 3);
  const answer = await ms.recall(bank, "What is the name of Leo's dog?", {
    mode: "HYBRID",
    limit: 2,
    explain: true,
  });
  assert.equal(answer.memories[0].id, r.ids[0]);
  assert.match(answer.memories[0].text, /Biscuit/);
  assert.ok(answer.memories[0].explain.arms.length > 0);
  assert.equal(answer.memories[0].explain.final_rank, 1);
  const detail = await ms.bank(bank);
  assert.equal(detail.counts.vector, 3);
  assert.equal(detail.description, "from TypeScript");
  assert.ok((await ms.banks()).some((b) => b.name === bank));
});

test("reads: one memory, pages with filters", async () => {
  const bank = newBank();
  await ms.createBank(bank);
  const { ids } = await ms.retain(bank, events("c1"), { wait: true });
  const m = await ms.memory(bank, ids[2]);
  assert.equal(m.speaker, "Leo");
  const leo = [];
  for await (const x of ms.iterMemories(bank, { speaker: ["Leo"], limit: 1 })) leo.push(x.id);
  assert.deepEqual(leo.sort(), [ids[0], ids[2]].sort());
  const april = await ms.memories(bank, { start: "2024-04-01T00:00:00Z" });
  assert.deepEqual(april.memories.map((x) => x.id), [ids[2]]);
  assert.equal((await ms.memories(bank, { conversation_id: ["nope"] })).memories.length, 0);
});

test("forget a speaker with wait", async () => {
  const bank = newBank();
  await ms.createBank(bank);
  await ms.retain(bank, events("c1"), { wait: true });
  const f = await ms.forget(bank, { speaker: "Leo" }, { wait: true });
  assert.equal(f.scope, "speaker");
  assert.equal(f.applied, true);
  const left = (await ms.memories(bank)).memories.map((x) => x.speaker);
  assert.deepEqual(left, ["Ana"]);
  await ms.deleteBank(bank);
  await assert.rejects(ms.bank(bank), NotFound);
});

test("keys: a bank-scoped key, then revoked", async () => {
  const bank = newBank();
  await ms.createBank(bank);
  const key = await ms.createKey({ name: "ts", banks: [bank] });
  assert.ok(key.key.startsWith("ms_"));
  assert.ok((await ms.keys()).some((k) => k.id === key.id));
  const scoped = new MemstreamClient(url, { apiKey: key.key });
  await scoped.retain(bank, events("c2").slice(0, 1), { wait: true });
  await assert.rejects(scoped.bank(newBank()), Forbidden);
  await assert.rejects(scoped.createBank(newBank()), Forbidden);
  await ms.revokeKey(key.id);
  await assert.rejects(scoped.banks(), Unauthorized);
});

test("errors are typed exceptions with the node's code", async () => {
  await assert.rejects(ms.recall("no-such-bank", "x"), (e) => {
    assert.ok(e instanceof NotFound && e instanceof MemstreamAPIError);
    assert.equal(e.status, 404);
    assert.equal(e.code, "bank_not_found");
    return true;
  });
  const bank = newBank();
  await ms.createBank(bank);
  await assert.rejects(ms.retain(bank, [{ text: "no time" }]), (e) => {
    assert.ok(e instanceof InvalidRequest);
    assert.equal(e.status, 422);
    assert.ok(JSON.stringify(e.details).includes("occurred_at"));
    return true;
  });
  await assert.rejects(ms.forget(bank, { speaker: "a", conversation_id: "b" }), InvalidRequest);
  await assert.rejects(new MemstreamClient(url).banks(), Unauthorized);
});
