"""The Cypher statements of the write path, written for both engines' planners.

Shapes that matter (measured on Ladybug 0.22 and Kùzu 0.11 at 5k-50k memories):

- `UNWIND $ids AS i MATCH (n:T {id: i})` is a primary-key lookup; `UNWIND $rows AS r
  MATCH (n:T {id: r.id})` (a struct field) is, in Kùzu, a scan of the whole table joined to the
  rows, and two such MATCHes become a cross product that can exhaust the buffer pool. Aliasing
  the field first (`WITH r, r.id AS k MATCH (n:T {id: k})`), one node per WITH, keeps lookups.
- With both ends in one node table, two MATCH clauses, never a comma (100x slower).
- An edge between two given nodes: look up one end, then `OPTIONAL MATCH` the edge to the
  other (`WHERE b.id = ...`); DELETE and SET skip the rows where it is missing. The one-pattern
  form `MATCH (a {id: ..})-[x]->(b {id: ..})` hash-joins a scan of the whole rel table: with
  1.1M memories, 50 NEXT edges took 1.2 s that way and 2 ms this way (both engines).
- A list parameter must not be empty (its element type cannot be inferred): callers skip.
- Reads run before any write of the transaction: Kùzu does not reliably see relationships
  created earlier in the same transaction.
"""

from __future__ import annotations

#: Separates fields packed into one string for min(); below every character of a sort key,
#: so the packed strings order exactly like their sort keys.
SEP = "\x1f"

# -- reads of the committed state --------------------------------------------------------
# `MATCH (n {id: i}) OPTIONAL MATCH (n)-[..]->(..)` makes both engines expand from the few
# looked-up nodes; the one-pattern form hash-joins against a scan of the whole rel table.

OLD_MEMORIES = (
    "UNWIND $ids AS i MATCH (m:Memory {id: i}) RETURN m.id, m.conversation, m.sort_key,"
    " m.occurred_at, m.log_id, m.log_part, m.log_since"
)
OLD_MENTIONS = (
    "UNWIND $ids AS i MATCH (m:Memory {id: i}) OPTIONAL MATCH (m)-[x:MENTIONS]->(e:Entity)"
    " RETURN m.id, e.id, x.name, x.label"
)
OLD_EPISODES = (
    "UNWIND $ids AS i MATCH (m:Memory {id: i}) OPTIONAL MATCH (m)-[:IN_EPISODE]->(p:Episode)"
    " RETURN m.id, p.id"
)
ENTITY_STATE = (
    "UNWIND $ids AS i MATCH (e:Entity {id: i})"
    " RETURN e.id, e.bank, e.norm, e.name, e.label, e.first_mention"
)
ENTITY_DEGREES = (
    "UNWIND $ids AS i MATCH (e:Entity {id: i}) OPTIONAL MATCH (e)<-[:MENTIONS]-(m:Memory)"
    " RETURN e.id, count(m.id)"
)
# The earliest mention among memories not in $exclude, packed sort_key SEP id SEP label SEP name.
# (Run only when an entity's earliest mention is in the batch. The OPTIONAL MATCH form, whose
# WHERE filters the memories, returned empty names on both engines: this one scans.)
ENTITY_FIRST_EXCLUDING = (
    "UNWIND $ids AS i MATCH (e:Entity {id: i})<-[x:MENTIONS]-(m:Memory)"
    " WHERE NOT m.id IN $exclude"
    " RETURN e.id, min(m.sort_key + $sep + m.id + $sep + x.label + $sep + x.name)"
)
# (A pair without an edge: a row with b.id and the weight None.)
PAIR_WEIGHTS = (
    "UNWIND $rows AS r WITH r, r.a AS k MATCH (a:Entity {id: k})"
    " OPTIONAL MATCH (a)-[c:CO_OCCURS]->(b:Entity) WHERE b.id = r.b RETURN a.id, b.id, c.weight"
)
EPISODE_STATE = (
    "UNWIND $ids AS i MATCH (p:Episode {id: i})"
    " RETURN p.id, p.bank, p.session_id, p.conversation, p.start, p.`end`"
)
# (An episode without members: a row with m.id None.)
EPISODE_MEMBERS = (
    "UNWIND $ids AS i MATCH (p:Episode {id: i}) OPTIONAL MATCH (p)<-[:IN_EPISODE]-(m:Memory)"
    " RETURN p.id, m.id, m.occurred_at, m.conversation"
)
CHAIN_WINDOW = (
    "MATCH (a:Memory) WHERE a.bank = $bank AND a.conversation IN $convs AND a.sort_key >= $lo"
    " RETURN a.conversation, a.id, a.sort_key"
)
CHAIN_ANCHORS = (
    "MATCH (a:Memory) WHERE a.bank = $bank AND a.conversation IN $convs AND a.sort_key < $lo"
    " RETURN a.conversation, max(a.sort_key + $sep + a.id)"
)
NEXT_FROM = (
    "UNWIND $ids AS i MATCH (a:Memory {id: i}) OPTIONAL MATCH (a)-[:NEXT]->(b:Memory)"
    " RETURN a.id, b.id"
)

# -- writes ------------------------------------------------------------------------------

_MEMORY_PROPS = (
    "bank: r.bank, event_id: r.event_id, text: r.text, occurred_at: timestamp(r.occurred_at),"
    " speaker: r.speaker, conversation: r.conversation, session_id: r.session_id,"
    " fact_type: r.fact_type, sort_key: r.sort_key, time_refs: r.time_refs,"
    " time_start: timestamp(r.time_start), time_end: timestamp(r.time_end), log_id: r.log_id,"
    " log_part: cast(r.log_part AS INT64), log_since: cast(r.log_since AS INT64)"
)
CREATE_MEMORIES = "UNWIND $rows AS r CREATE (:Memory {id: r.id, " + _MEMORY_PROPS + "})"
UPDATE_MEMORIES = (
    "UNWIND $rows AS r WITH r, r.id AS k MATCH (m:Memory {id: k})"
    " SET m.event_id = r.event_id, m.text = r.text,"
    " m.occurred_at = timestamp(r.occurred_at), m.speaker = r.speaker,"
    " m.conversation = r.conversation, m.session_id = r.session_id, m.fact_type = r.fact_type,"
    " m.sort_key = r.sort_key, m.time_refs = r.time_refs,"
    " m.time_start = timestamp(r.time_start), m.time_end = timestamp(r.time_end),"
    " m.log_id = r.log_id, m.log_part = cast(r.log_part AS INT64),"
    " m.log_since = cast(r.log_since AS INT64)"
)
CREATE_ENTITIES = (
    "UNWIND $rows AS r CREATE (:Entity {id: r.id, bank: r.bank, norm: r.norm, name: r.name,"
    " label: r.label, first_mention: r.first})"
)
RENAME_ENTITIES = (
    "UNWIND $rows AS r WITH r, r.id AS k MATCH (e:Entity {id: k})"
    " SET e.name = r.name, e.label = r.label, e.first_mention = r.first"
)
DELETE_ENTITIES = "UNWIND $ids AS i MATCH (e:Entity {id: i}) DETACH DELETE e"
DELETE_MENTIONS = (
    "UNWIND $rows AS r WITH r, r.m AS k MATCH (m:Memory {id: k})"
    " OPTIONAL MATCH (m)-[x:MENTIONS]->(e:Entity) WHERE e.id = r.e DELETE x"
)
UPDATE_MENTIONS = (
    "UNWIND $rows AS r WITH r, r.m AS k MATCH (m:Memory {id: k})"
    " OPTIONAL MATCH (m)-[x:MENTIONS]->(e:Entity) WHERE e.id = r.e"
    " SET x.name = r.name, x.label = r.label"
)
CREATE_MENTIONS = (
    "UNWIND $rows AS r WITH r, r.m AS k MATCH (m:Memory {id: k})"
    " WITH m, r, r.e AS j MATCH (e:Entity {id: j})"
    " CREATE (m)-[:MENTIONS {name: r.name, label: r.label}]->(e)"
)
CREATE_EPISODES = (
    "UNWIND $rows AS r CREATE (:Episode {id: r.id, bank: r.bank, session_id: r.session_id,"
    " conversation: r.conversation, start: timestamp(r.start_at), `end`: timestamp(r.end_at)})"
)
UPDATE_EPISODES = (
    "UNWIND $rows AS r WITH r, r.id AS k MATCH (p:Episode {id: k})"
    " SET p.conversation = r.conversation, p.start = timestamp(r.start_at),"
    " p.`end` = timestamp(r.end_at)"
)
DELETE_EPISODES = "UNWIND $ids AS i MATCH (p:Episode {id: i}) DETACH DELETE p"
DELETE_IN_EPISODE = (
    "UNWIND $rows AS r WITH r, r.m AS k MATCH (m:Memory {id: k})"
    " OPTIONAL MATCH (m)-[x:IN_EPISODE]->(p:Episode) WHERE p.id = r.p DELETE x"
)
CREATE_IN_EPISODE = (
    "UNWIND $rows AS r WITH r, r.m AS k MATCH (m:Memory {id: k})"
    " WITH m, r.p AS j MATCH (p:Episode {id: j}) CREATE (m)-[:IN_EPISODE]->(p)"
)
DELETE_PAIRS = (
    "UNWIND $rows AS r WITH r, r.a AS k MATCH (a:Entity {id: k})"
    " OPTIONAL MATCH (a)-[c:CO_OCCURS]->(b:Entity) WHERE b.id = r.b DELETE c"
)
SET_PAIRS = (
    "UNWIND $rows AS r WITH r, r.a AS k MATCH (a:Entity {id: k})"
    " OPTIONAL MATCH (a)-[c:CO_OCCURS]->(b:Entity) WHERE b.id = r.b SET c.weight = r.w"
)
CREATE_PAIRS = (
    "UNWIND $rows AS r WITH r, r.a AS k MATCH (a:Entity {id: k})"
    " WITH a, r, r.b AS j MATCH (b:Entity {id: j}) CREATE (a)-[:CO_OCCURS {weight: r.w}]->(b)"
)
DELETE_NEXT = (
    "UNWIND $rows AS r WITH r, r.a AS k MATCH (a:Memory {id: k})"
    " OPTIONAL MATCH (a)-[x:NEXT]->(b:Memory) WHERE b.id = r.b DELETE x"
)
CREATE_NEXT = (
    "UNWIND $rows AS r WITH r, r.a AS k MATCH (a:Memory {id: k})"
    " WITH a, r.b AS j MATCH (b:Memory {id: j}) CREATE (a)-[:NEXT]->(b)"
)
