""" "By" a bare hour in a clause that tells what is expected or reached by then, beside a duty,
a plan or a request (`timebytask.due_by`): the time, a clock time, as "by X" is X
(tests/data/timeexpr.md, ranges):

- a word of reporting, hoping or expecting governing a verb of finishing, arriving, leaving or
  being ready right before "by" ("they say its fixed by 9", "forecast says lifting by 11",
  "hoping we finish by 6", "the eta is back by 3"); not any other verb after such a word
  ("shares are expected to climb by 4", "he said he missed by 2", "she says the room's 4 by 3",
  "my mum says i could read by 4": a change, a margin, a size, an age);
- someone told or asked to do a thing with its object or to be somewhere ("told her to eat
  something by 7"); not to count, arrange or move ("told them to count by 5", "asked him to
  move the meeting by 2": the step, the key, the amount);
- a plan of going, leaving, arriving or finishing told in the present progressive ("we're
  heading out to the site by 10", "i'm leaving by 6"); not another -ing ("we're cutting prices
  by 5", "i'm predicting spurs by 3");
- a message asked for ("ping me by 4", "text us by 2", "let me know by 5");
- a verbless clause of news that is to come ("PEP decision by 10", "results expected by 3"),
  no verb of arranging before it ("sort the results by 2");
- a state reached, told as past or present ("the phones were dead by 11", "the car park was
  full by 9", "sold out of the rolls by 10"); not a person dead ("he was dead by 12": an age).

Margins and changes stay how much, whatever the cue (`timebytask.margin`, and their -ing forms
here: "they say we're leading by 3", "forecast says temps dropping by 5"), but for a message
asked for right before "by": that is when, whatever margin word the clause holds before it
("if you lose access ping me by 4", `message_by`, which `timebytask.due_by` asks).
"""

from __future__ import annotations

import re

#: A verb of finishing, arriving, leaving, being ready or coming back, in any form, or a place
#: one gets to: the thing a report, a hope or an order governs right before "by" ("its fixed",
#: "we finish", "lifting", "come", "the strike ends", "its arriving"); not a change, a margin, a
#: size or a stage ("climb", "missed", "4 by 3", "read").
_READY = (
    r"(finish(es|ed|ing)?|wrap(s|ped|ping)?(\s+up)?|done|ready|fixed|sorted|repaired|mended|"
    r"approved|delivered|restored|back|home|here|there|arriv(e|es|ed|ing)|land(s|ed|ing)?|"
    r"com(e|es|ing)|came|leav(e|es|ing)|left|open(s|ed|ing)?|reopen(s|ed|ing)?|clos(e|es|ed|ing)|"
    r"end(s|ed|ing)?|stop(s|ped|ping)?|clear(s|ed|ing)?|lift(s|ed|ing)?|call|ring|slept|"
    r"(be|been|is|are|was|were)\s+(up|in|out|on))"
)
#: A word of reporting, hoping or expecting, then that verb right before "by", a few words after
#: it ("they say its fixed", "hoping we finish", "forecast says lifting", "nurse said come").
_REPORT = re.compile(
    r"\b(says?|said|saying|reckons?|reckoned|promised?|promising|forecasts?|forecasted|"
    r"expects?|expected|expecting|hopes?|hoped|hoping|hopefully|eta)\b"
    rf"(\s+[\w'’]+){{0,5}}?\s+{_READY}\s*$",
    re.I,
)
#: Someone told or asked to do a thing with its object, or to be somewhere ("told her to eat
#: something", "asked the lads to clear the hall", "told the kids to be in bed"); not a verb of
#: counting, arranging or moving, whose "by" is the step, the key or the amount ("told them to
#: count by 5", "order the results by 2", "move the meeting by 2").
_ORDER = re.compile(
    r"\b(told|tell|tells|asked|ask|asks|reminded|remind|reminds)\s+([\w'’]+\s+){1,3}to\s+"
    r"(?!(count|order|sort|rank|group|arrange|filter|list|move|push|shift|bump|bring|pull|"
    r"nudge|go)\b)[a-z]+\s+[\w'’]",
    re.I,
)
#: A plan told in the present progressive: a subject, "be" and a verb of going, leaving,
#: arriving or finishing in -ing ("we're heading out", "i'm leaving", "we're rolling out").
_PROGRESSIVE = re.compile(
    r"\b(i['’]?m|we['’]?re|they['’]?re|you['’]?re|u\s+r|(we|they|you|u)\s+are|i\s+am)\s+"
    r"(all\s+|just\s+|prob(ably)?\s+|def(initely)?\s+)?(heading|leaving|arriving|rolling|"
    r"setting|coming|going|getting|finishing|wrapping|packing|starting|closing|opening|landing|"
    r"eating|collecting|checking)\b",
    re.I,
)
#: A message asked for, right before "by" ("ping me", "let us know").
_MESSAGE = re.compile(
    r"\b(ping|text|txt|call|ring|message|msg|email|e-mail|dm|pm|buzz|page|tell|let)\s+(me|us)"
    r"(\s+know)?\s*$",
    re.I,
)
#: A verbless clause of news that is to come: a word or two and the noun ("PEP decision",
#: "results expected"), no verb of arranging before it ("sort the results by 2": the key).
_NEWS = re.compile(
    r"^\s*(?!(order|sort|rank|group|arrange|filter|list)\b)([\w'’-]+\s+){0,2}(decision|results?|answer|reply|response|update|verdict|news|"
    r"confirmation|delivery|replacement|callback|approval|sign-?off|handover|eta)"
    r"(\s+((is|are)\s+)?(expected|due))?\s*$",
    re.I,
)
#: A state reached: "be" and a word of one right before "by" ("were dead", "was full"), or
#: having sold or run out of a thing ("sold out of the rolls").
_STATE = re.compile(
    r"\b(is|are|was|were|be|been|[a-z]+['’](s|re))\s+(all\s+|already\s+|completely\s+|totally\s+)?"
    r"(dead|flat|empty|full|asleep|shut|rammed|heaving|sold\s+out|booked\s+up)\s*$"
    r"|\b(sold|selling|ran|run|running)\s+out\s+of\s+([\w'’-]+\s+){1,4}$",
    re.I,
)
#: A person dead by an age ("he was dead by 12, the poor lad"): no time.
_DIED = re.compile(
    r"\b(he|she)(['’]s|\s+(is|was|had\s+been|has\s+been|would\s+be))\s+(already\s+)?dead\s*$",
    re.I,
)
#: A margin or a change in -ing or in the past participle, before "by" or its object ("leading",
#: "dropping", "grown"): how much, not when.
_CHANGING = re.compile(
    r"\b(leading|trailing|winning|losing|beating|rising|falling|dropping|growing|grown|"
    r"increasing|decreasing|gaining|shrinking|improving|climbing|slipping|going\s+(up|down))"
    r"(\s+[\w'’]+){0,2}\s*$",
    re.I,
)


def expected_by(clause: str) -> bool:
    """Whether "by" a bare hour right after `clause` (its own clause's text) names the time
    something is expected, asked for or reached ("they say its fixed by 9", "ping me by 4",
    "were dead by 11"), not a margin told in -ing ("leading by 3")."""
    if _CHANGING.search(clause) or _DIED.search(clause):
        return False
    return any(
        rule.search(clause) for rule in (_REPORT, _ORDER, _PROGRESSIVE, _MESSAGE, _NEWS, _STATE)
    )


def message_by(clause: str) -> bool:
    """Whether `clause` ends with a message asked for ("ping me", "let us know"): "by" after it
    is when, whatever margin word the clause holds before ("if you lose access ping me by 4")."""
    return _MESSAGE.search(clause) is not None
