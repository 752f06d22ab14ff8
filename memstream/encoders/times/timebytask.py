""" "By" a bare hour that ends a task one has to do ("gotta cover the pots by 5 and ...", "need to
send it by 11", "have to get the kids fed by 6"), or after a word of the way being clear ("the road
should be clear by 4"), or in a plan or a condition ("i'll do it myself by 7", "if it doesnt land by
2", "if i don't text u by 5 i've fallen asleep": a negated condition before its main clause's
subject; not "if liverpool wins by 2 they're top"): the time it is due, a clock time, as "by X" is X
(tests/data/timeexpr.md, ranges), as after a word of being back or ready ("home by 6",
`timeclock.by_hour`). Not a margin or a measure ("we have to win by 2 goals", "cut it by 3 cm": a
noun follows; "up by 3", "off by 2": a margin word right before "by", not "pick up the kids by 3"),
nor where no word of a duty or of being clear comes before it in its clause ("reading by 5": an
age), nor a stage of growing up or a jab one is to reach ("has to be reading by 5", "must be potty
trained by 3", "vaccinated by 5": an age; "the baby needs to be sleeping by 7" is a clock time).
"Need it by 4" (a thing needed, "need my 30 min break by 2") is a duty too, and so is a count of
things to do ("6 boxes to pack by 4"), and a thing "due" ("the review is due by 10 so ...").
Chat's futures without an apostrophe are plans ("they reckon itll be fixed by 3", "ill write it
& file by 9": "ill" opening its clause, not "i was ill by 3"); so is a condition that nothing
comes ("if nothing by 2 we're ..."), and a sky that clears before the main clause's subject ("if
it clears by 3 we'll fly"), but a verb of change after the future makes "by" a margin ("itll
improve by 5 if u practise", "theyll go up by 2").
A request, an order, a need or a want of a thing done is a duty too ("can someone collect the
parcel by 2", "so tidy up the stockroom by 5", "the van needs loading by 3", "the vet wants the
dog fasted by 10"), and so is any "by" a bare hour before "at the latest" or "pls" ("wrap by 1
latest"), and a condition of a state one is in by then before someone asked ("if i'm stranded by 6
someone ring the landlord"; not "if the score is tied by 9 they'll go to extras"). A verb of
arranging before "by" names its key ("can you order them by 4?"), and a change of a size, an
amount, a place or a score is how much whatever the cue ("can you make the font bigger by 2",
"indent by 2 pls", "we need to improve by 3", `timebysize.sized`); "latest" is a deadline only
ending its phrase ("leading by 3 at the latest count" is none). A verb of a closed list with a
prefix of more or less before "by" is a margin ("oversold by 3", "overbooked by 2",
"outnumbered by 4"; not "overhauled by 5", "outlined by 3");
a verb cut before is no cut by an amount ("keys should be pre-cut by 2").
"""

from __future__ import annotations

import re

from memstream.encoders.times.timebyexpected import expected_by, message_by
from memstream.encoders.times.timebysize import sized
from memstream.encoders.times.timevocab import BECAUSE

#: A word of a duty to do something, in the clause before "by" ("gotta", "need to", "must").
_DUTY = re.compile(
    r"\b(gotta|got\s+to|have\s+to|has\s+to|had\s+to|need\s+to|needs\s+to|must|hafta|"
    r"supposed\s+to|meant\s+to)\s+[a-z]"
    r"|\bneeds?\s+(it|this|that|them|these|those|(the|my|your|our|his|her|their)\s+"
    r"([a-z\d'’]+\s+){0,2}[a-z'’]+)\s*$"
    r"|\b\d+\s+([a-z'’]+\s+){0,3}to\s+[a-z]+\s*$"
    r"|\bdue\s*$"
    r"|\b(needs?|needed|wants?|wanted)\s+[\w'’]",
    re.I,
)
#: A request of someone in the clause ("can someone ring them", "could u send it", "pls"), or
#: a command after "so"/"then" with its particle or object ("so bag up all the napkins", "then
#: send it"): a job to do.
_REQUEST = re.compile(
    r"\b(can|could|would|will)\s+(some\s*one|somebody|any\s*one|anybody|you|u|ya|y['’]all|"
    r"you\s+guys|u\s+guys)\s+[a-z]|\b(pls|please|plz)\b"
    r"|\b(so|then)\s+(?!(i|we|you|u|he|she|it|they|the|a|an|my|our|your|his|her|their|this|that|"
    r"these|those|there|not|no|far|much|many|sorry|yeah|ok|glad|happy|sad|proud|close)\b)"
    r"[a-z]+(?<!ed)\s+(up|out|down|off|away|over|all|every\w*|them|it|the|those|these)\b",
    re.I,
)
#: "At the latest" after the hour, ending its phrase ("wrap by 1 latest", "by 1 at the latest
#: pls"): a deadline, no margin or age; not "the latest" of a noun ("leading by 3 at the latest
#: count", "lead by 5 latest poll").
_LATEST = re.compile(
    r"^\s*(at\s+the\s+(very\s+)?)?latest(?=\s*($|[^\w\s]|(pls|please|plz|ok|okay|thanks|thx|"
    r"ta|and|or|but|so|then|if|lol|tho|though|guys|mate|x+|tonight|today)\b))",
    re.I,
)
#: A state one is in by then in a condition ("if i'm stranded by 4 someone come get me"):
#: "be" and a participle right before "by".
_STATE = re.compile(
    r"\b(i['’]m|am|is|are|was|were|[a-z]+['’](s|re))\s+(still\s+)?[a-z]+ed\s*$", re.I
)
#: A stage of growing up or a jab, reached by an age ("be reading by 5", "potty trained by
#: 3", "vaccinated by 5", "sleeping through the night by 1"): the number is an age.
_STAGE = re.compile(
    r"\b(reading|walking|talking|crawling|speaking|writing|counting|weaned|trained|"
    r"vaccinated|immuni[sz]ed|jabbed|sleeping\s+through(\s+the\s+night)?)\s*$",
    re.I,
)
#: A plan or a condition in the clause before "by": a future or a modal ("i'll do it myself
#: by 7", "it should land by 2", "we won't finish by 4"; chat's "itll", "theyll", and "ill"
#: opening its clause, "ill write it up & file by 9") or "if" ("if it doesnt land by 2"),
#: then a verb; or "if" and nothing come ("if nothing by 2 we're ...", "if nobody by 5").
_PLAN = re.compile(
    r"(\b(will|wont|won['’]t|shall|should|shouldn['’]t|gonna|going\s+to|itll|theyll|youll|"
    r"thatll|therell)|['’]ll|^\s*((and|so|then|but)\s+)?ill|"
    r"(^|[^\w'’])if\s+[\w'’]+)\s+[a-z]"
    r"|(^|[^\w'’])if\s+(nothing|nobody|no\s+one|noone)\s*$",
    re.I,
)
#: A verb of change after a plan's future, right before "by" or its object ("itll improve by 5",
#: "theyll go up by 2", "youll miss it by 2"): by how much it changes, not when.
_PLAN_CHANGE = re.compile(
    r"(\b(will|shall|gonna|itll|theyll|youll|thatll|therell|ill)|['’]ll)\s+(\w+\s+)?"
    r"(improve|grow|rise|drop|fall|increase|decrease|go\s+(up|down)|win|lose|miss|gain|shrink)"
    r"(\s+(it|them|this|that|us|you|him|her))?\s*$",
    re.I,
)
#: The way or the sky being clear right before "by" ("maybe clear by 4", "cleared by 6").
_CLEAR = re.compile(r"\b(clear|cleared|clears)\s*$", re.I)
#: Margins and measures: "by" is how much, not when ("win by 2", "cut it by 3").
_MEASURE = re.compile(
    r"\b(?<!-)(win|won|lose|lost|beat|cut|cuts|raise|raised|lower|lowered|reduce|reduced|increase|"
    r"increased|drop(?!\s+off)|dropped(?!\s+off)|rise|rose|grow|grew|multiply|multiplied|divide|divided|times)\b"
    r"|\b(up|down|ahead|behind|short|off|over)\s*$",
    re.I,
)
#: A change by an amount right before "by", or before its object ("it'll be delayed by 2", "if
#: it drops by 2", "we'll split it by 3"), or a size after "be" ("the rug should be 5 by 8"):
#: how much, not when.
_CHANGE = re.compile(
    r"(\b(delay(s|ed)?|drops|rises|falls?|fell|shrinks?|shrank|shrunk|slip(s|ped)?|splits?|"
    r"double[sd]?|triple[sd]?|outnumber(s|ed)?|(over|under)pa(y|ys|id)|exceed(s|ed)?|divisible)"
    r"(\s+(it|them|this|that|us|you|him|her))?|\b(be|is|are|was|were)\s+\d+"
    r"|\b(over|under|out)(sold|booked|bid|spent|paid|drawn|done|run|ran|shot|grown|bought|"
    r"charged|estimated|priced|valued|performed|scored|numbered|played|paced|weighed|stated|"
    r"rated|achieved|produced|ordered|filled|staffed|funded|delivered|reached|stayed|gunned|"
    r"classed|matched|budgeted|counted|voted|polled|raced|lasted))\s*$",
    re.I,
)
#: What may follow the hour: the end, a stop or a symbol, or a word that starts a new part.
_AFTER = re.compile(
    r"^(?!\s*(?!(and|or|but|so|then|if|or|tho|though|pls|please|lol|tonight|today|latest|for|"
    rf"at\s+the\s+latest|ok|okay|yeah|{BECAUSE}|otherwise|else)\b)[\w%$£€])",
    re.I,
)


#: "If" opening the clause before "by" ("if it doesnt land by 2 tell the customer").
_IF = re.compile(r"(^|[^\w'’])if\s", re.I)
#: A verb and its object after the hour: the main clause after a condition ("... by 2 tell
#: the customer", "... by 6 call me"), no unit of a measure.
_TOLD = re.compile(
    r"^\s+[a-z]+\s+(me|us|him|her|them|it|the|my|your|our|their|every\w*|some\w*)\b", re.I
)


#: A subject after the hour: the main clause after a negated condition ("if i don't text u by
#: 5 i've fallen asleep", "if it's not here by 4 we'll go"), no unit of a measure.
_SUBJECT = re.compile(
    r"^\s+(i|i['’](ve|m|ll|d)|we|we['’](ve|re|ll|d)|you|u|he|she|they|they['’](ve|re|ll|d)|"
    r"it['’]s|he['’]s|she['’]s)\b",
    re.I,
)


#: A negation in the condition: what has not happened by the hour ("if nobody replies by 11",
#: "if the kids aren't asleep by 8"); a margin or an age is seldom said so ("if liverpool wins
#: by 2 they're top", "if we lead by 2 we're through").
_NEGATED = re.compile(
    r"\b(do|does|did|is|are|was|were|have|has|had|ca|wo)n['’]?t\b|"
    r"\b(not|nobody|no\s+one|noone|never|nothing)\b",
    re.I,
)
#: A verb in -ing right before "by": a stage reached by an age ("if he's not standing by 1").
_ING = re.compile(r"\b(?!nothing\b)[a-z]+ing\s*$", re.I)


#: Someone asked for help after a condition ("... by 4 someone come get me").
_SOMEONE = re.compile(r"^\s+(some\s*one|somebody|any\s*one|anybody)\b", re.I)
#: A verb of arranging right before "by" or its object ("order them by 4", "sort it by 2"):
#: "by" names the key one arranges by.
_ARRANGED = re.compile(
    r"\b(order|sort|rank|group|arrange|filter|list)(s|ed|ing)?(\s+[a-z'’]+)?\s*$", re.I
)


def margin(clause: str) -> bool:
    """Whether "by" right after `clause` is a margin, a change or a size ("we won by 3", "it'll
    be delayed by 2", "itll improve by 5", "should be 5 by 8"): how much, not when."""
    return bool(_MEASURE.search(clause) or _CHANGE.search(clause) or _PLAN_CHANGE.search(clause))


#: Short of or past a mark right before "by" ("we're short by 3", "ahead by 2").
_SHORT = re.compile(r"\b(short|ahead|behind)\s*$", re.I)


def sure_margin(clause: str) -> bool:
    """Whether "by" right after `clause` is a margin by the word right before it, a change or
    being short ("we're oversold by 3", "it'll be delayed by 2", "short by 2"); not a verb
    earlier in the clause nor a particle that may end a phrasal verb ("cut the grass by 5",
    "drop it off by 5")."""
    return bool(_CHANGE.search(clause) or _PLAN_CHANGE.search(clause) or _SHORT.search(clause))


#: An emoji, which chat writes for a stop where a new clause follows it ("2 bundles of the times
#: missing 🙄 gotta log it by 11": no "times" of a measure).
_EMOJI = re.compile(r"[\u2600-\u27bf\U0001f000-\U0001faff]")


def _clause(before: str) -> str:
    """The clause before "by": after the last stop, comma or new line, and after the last emoji
    only where words follow it ("... missing 🙄 gotta log it"); an emoji right before "by" ends
    nothing ("gotta finish this 😩 by 5" is the duty's clause)."""
    clause = re.split(r"[,;.!?\n]", before)[-1]
    tail = _EMOJI.split(clause)[-1]
    return tail if re.search(r"[a-z]", tail, re.I) else clause


def due_by(before: str, after: str) -> bool:
    """Whether "by" a bare hour, with `before` the text before "by" and `after` the text
    after the hour, ends a task one has to do or follows a word of the way's being clear."""
    clause = _clause(before)
    unmet = _NEGATED.search(clause) is not None and not _ING.search(clause)
    clear = _CLEAR.search(clause) is not None  # "if it clears by 3 we'll go": no margin
    state = _STATE.search(clause) is not None and _SOMEONE.match(after)  # "if i'm stranded by
    # 4 someone come get me"; not "if the score is tied by 9 they'll go to extras"
    main = _TOLD.match(after) or state or ((unmet or clear) and _SUBJECT.match(after))
    told = _IF.search(clause) is not None and bool(main)
    arranged = _ARRANGED.search(clause) is not None  # "order them by 4": the key, no time
    arranged = arranged or sized(clause)  # "can you nudge it by 2": how much, no time
    measure = margin(clause) and not message_by(clause)  # "if you lose it ping me by 4"
    if not (_AFTER.match(after) or told) or measure or _STAGE.search(clause) or arranged:
        return False
    if _LATEST.match(after) or _REQUEST.match(after.lstrip()):  # "by 1 latest", "by 5 pls"
        return True
    return bool(
        _DUTY.search(clause)
        or _CLEAR.search(clause)
        or _PLAN.search(clause)
        or _REQUEST.search(clause)
        or expected_by(clause)  # "they say its fixed by 9", "ping me by 4"
    )
