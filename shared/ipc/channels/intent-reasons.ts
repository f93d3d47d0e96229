import { z } from 'zod';
import { NO_ANSWER_IN_TIME } from '../../api/errors';

/*
 * Why a fetch's outcome is unknown: the one table of reason kinds. Main records a reason as an English sentence
 * (for the log and support) built from the words here, and tells the renderer its kind, read back from the stored
 * sentence; the renderer says the kind in the seller's language (`intents.reason.<kind>`), never the sentence.
 * The sentences are the ones desks have always written, so desks of either age on one shared ledger read each
 * other's intents alike; a sentence of no kind here (an older desk's other words) is 'answer-lost'.
 */

export const IntentReasonKind = z.enum(['desk-stopped', 'not-recorded', 'no-answer-in-time', 'answer-lost']);
export type IntentReasonKind = z.infer<typeof IntentReasonKind>;
export const INTENT_REASON_KINDS = IntentReasonKind.options;

const BEFORE_THE_ANSWER = 'before the gateway answered';
const NOT_RECORDED = 'answer received but not recorded';

/** Another desk's lease ran out mid-fetch: its name between these (SQL puts them around the desk column). */
export const OTHER_DESK_STOPPED = {
  before: 'desk ',
  after: ` stopped answering ${BEFORE_THE_ANSWER}`,
} as const;

/** The sentences main records, by kind ('no-answer-in-time' and 'answer-lost' are the gateway client's words). */
export const intentReasonSentence = {
  /** This desk stopped while its fetch was on the wire (settled at its next start). */
  deskStopped: `the desk stopped ${BEFORE_THE_ANSWER}`,
  otherDeskStopped: (desk: string): string =>
    `${OTHER_DESK_STOPPED.before}${desk}${OTHER_DESK_STOPPED.after}`,
  /** The gateway answered (and charged), but the ledger could not take the waybills. */
  notRecorded: (cause: string): string => `${NOT_RECORDED}: ${cause}`,
};

/** How each kind's sentence is known (lower case), the first that matches winning; any other is 'answer-lost'. */
const KNOWN_BY: ReadonlyArray<readonly [IntentReasonKind, (sentence: string) => boolean]> = [
  ['not-recorded', (s) => s.startsWith(NOT_RECORDED)],
  ['desk-stopped', (s) => s.includes('stopped') && s.includes(BEFORE_THE_ANSWER)],
  ['no-answer-in-time', (s) => s.includes(NO_ANSWER_IN_TIME)],
];

/** The kind of a stored reason sentence (main reads it; the renderer gets the kind). */
export const intentReasonKindOf = (sentence: string): IntentReasonKind => {
  const s = sentence.toLowerCase();
  return KNOWN_BY.find(([, known]) => known(s))?.[0] ?? 'answer-lost';
};
