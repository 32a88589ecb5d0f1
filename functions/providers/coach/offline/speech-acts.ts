/**
 * What a sentence is doing besides telling the coach something: asking, asking the coach to do or
 * stop something, or not answering. Such sentences are answered, never echoed back as statements
 * ("It sounds like can you help me"). Patterns match lower-case text with fillers taken off.
 */

/**
 * "can you ...", "should I ...", "is chamomile tea a myth", "why does ...", "what's ...", "what to do", with or
 * without a question mark. "can", "was" and "had" need a subject after them, because a texted
 * statement can open with them ("was at my dad's all weekend", "can't sleep").
 */
export const QUESTION_OPENER =
  /^(?:(?:is|are|does|do|did|should|would|will|shall|am|isn't|aren't|doesn't)\s+\w|(?:can|could|was|were|have|has)\s+(?:i|you|u|we|they|he|she|it|my|this|that|there|anyone|someone|anybody|somebody)\b|(?:what|how|where|who|when|whether) to\b|(?:can'?t|won'?t|don'?t|didn'?t|wouldn'?t|shouldn'?t|couldn'?t)\s+(?:i|you|u|we|they|he|she|it)\b|(?:what|why|how|where|who|which|whether)(?:'s|\s+(?:can|could|would|will|should|shall|do|does|did|is|are|am|was|were|have|has|if|can'?t|won'?t|don'?t|doesn'?t|didn'?t|isn'?t|aren'?t|wasn'?t|wouldn'?t|shouldn'?t|couldn'?t)\b))/;

/** Requests to the coach and apologies: "tell me what to do", "any tips", "idk what to do", "let's talk about ...", "sorry". */
export const REQUEST_OPENER =
  /^(?:tell|help|give|please|let'?s|let me|lemme|hold on|one sec|brb|wait|stop|listen|just listen|talk|show|explain|sorry|remember|can we|could we|can u|pls|plz|any (?:tips|advice|ideas|suggestions|tricks|way)|i need (?:some )?(?:help|advice|tips|ideas)|(?:i )?(?:don'?t|dont|do not) know what to do|idk what to do|no idea what to do|how to)\b/;

/** Answers that say nothing to reflect: "I don't even know", "kind of but not really", "all of it". */
const NOTHING =
  "i (?:do not|don't|dont) (?:even |really )?know|idk|dunno|not sure|no idea|i'?m not sure|it depends|it'?s complicated|whatever|same as usual|nothing really|not much|kind of|sort of|kinda|not really|that's the thing|i guess|maybe|anyway|so yeah|yeah|all of it|all of that|everything|the usual";
export const NON_ANSWER = new RegExp(`^(?:${NOTHING})(?:,? (?:but|and|or) (?:${NOTHING}))*$`);

/** Asking to change what the chat is about, or for the coach to stop asking and listen. */
export const STEER =
  /^(?:can we|could we|let'?s|lets) talk about\b|\btalk about something else\b|^i (?:don'?t|do not) want to talk about\b/;
export const JUST_LISTEN = /^(?:stop asking|just listen|can you just listen|please just listen)\b/;

/** Whether a sentence (lower case, fillers off) asks or requests rather than tells. */
export const asksOrRequests = (text: string): boolean => QUESTION_OPENER.test(text) || REQUEST_OPENER.test(text);
