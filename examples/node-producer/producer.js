// A chat backend in Node.js that streams its turns to memstream: one memory event per message,
// published to the events topic with kafkajs, keyed by the bank (a bank's events stay in order
// on one partition). The event's shape is memstream's JSON Schema (docs: Producers in other
// languages). Run: node producer.js --brokers 127.0.0.1:9092 [--topic memstream.events]
// [--bank support] [--malformed]  (--malformed also sends two broken records, to show the
// dead-letter topic).
import { Kafka, Partitioners, logLevel } from "kafkajs";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    brokers: { type: "string", default: "127.0.0.1:9092" },
    topic: { type: "string", default: "memstream.events" },
    bank: { type: "string", default: "support" },
    malformed: { type: "boolean", default: false },
  },
});

/** One chat message as a memstream event (schema_version 1). */
function memoryEvent(bank, conversationId, sequence, speaker, text, occurredAt) {
  return {
    schema_version: 1,
    event_id: `${conversationId}-${sequence}`, // unique in the bank: a resend upserts
    bank,
    text,
    occurred_at: occurredAt.toISOString(), // a timezone is required: toISOString gives Z
    speaker,
    conversation_id: conversationId,
    sequence,
    metadata: { source: "node-chat-backend" },
  };
}

const chat = [
  ["Ana", "Hi! I just moved to Porto for a new job at Siemens."],
  ["agent", "Welcome to Porto! Shall I update your delivery address?"],
  ["Ana", "Yes please: Rua das Flores 12. Deliveries on Fridays suit me best."],
];

const kafka = new Kafka({
  clientId: "node-chat-backend",
  brokers: args.brokers.split(","),
  logLevel: logLevel.WARN,
});
// The default partitioner is Java's murmur2, memstream's own: a bank's records from here and
// from memstream's API land on one partition. Not idempotent: the embedded Tansu broker answers
// kafkajs's InitProducerId (v1) with an error; against Kafka, `idempotent: true` works. A
// resend is safe anyway: the same event_id upserts the same memory.
const producer = kafka.producer({
  createPartitioner: Partitioners.DefaultPartitioner,
  maxInFlightRequests: 1,
});
await producer.connect();
const start = Date.parse("2024-03-03T10:00:00Z");
const messages = chat.map(([speaker, text], i) => ({
  key: args.bank,
  value: JSON.stringify(
    memoryEvent(args.bank, "ana-web-1", i, speaker, text, new Date(start + i * 60_000)),
  ),
}));
if (args.malformed) {
  // A bug in a producer: no time, and a value that is not JSON. memstream dead-letters both,
  // with the reason, and goes on.
  messages.push({ key: args.bank, value: JSON.stringify({ bank: args.bank, text: "no time" }) });
  messages.push({ key: args.bank, value: "{not json" });
}
await producer.send({ topic: args.topic, messages });
await producer.disconnect();
console.log(`published ${messages.length} records to ${args.topic}`);
