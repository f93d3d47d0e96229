import { describe, expect, it } from 'vitest';
import { NO_ANSWER_IN_TIME } from '../../api/errors';
import { INTENT_REASON_KINDS, intentReasonKindOf, intentReasonSentence } from './intent-reasons';

/*
 * The reason kinds read back from the sentences main records: each sentence built from the table is its own kind,
 * and the sentences desks wrote before the table (the same words, and others) still have one.
 */

describe('intent reason kinds', () => {
  it('every sentence main builds reads back as its kind', () => {
    expect(intentReasonKindOf(intentReasonSentence.deskStopped)).toBe('desk-stopped');
    expect(intentReasonKindOf(intentReasonSentence.otherDeskStopped('desk 2'))).toBe('desk-stopped');
    expect(intentReasonKindOf(intentReasonSentence.notRecorded('disk full'))).toBe('not-recorded');
    // The gateway client's words for a timeout, in the outcome-unknown message a fetch records.
    expect(
      intentReasonKindOf(
        `${NO_ANSWER_IN_TIME}; the gateway may have carried out this charged call, so it was not re-sent`,
      ),
    ).toBe('no-answer-in-time');
  });

  it('sentences written by older desks map to a kind; any other words are a lost answer', () => {
    const older = {
      'the desk stopped before the gateway answered': 'desk-stopped',
      'desk 收银台 stopped answering before the gateway answered': 'desk-stopped',
      'answer received but not recorded: the ledger could not be reached': 'not-recorded',
      // A not-recorded cause that names a timeout is still not-recorded: the answer did come.
      'answer received but not recorded: no answer in time': 'not-recorded',
      'No answer in time; the gateway may have carried out this charged call, so it was not re-sent':
        'no-answer-in-time',
      'socket hang up; the gateway may have carried out this charged call, so it was not re-sent':
        'answer-lost',
      'fetch failed': 'answer-lost',
      '': 'answer-lost',
    } as const;
    for (const [sentence, kind] of Object.entries(older)) expect(intentReasonKindOf(sentence)).toBe(kind);
  });

  it('names four kinds, the fallback among them', () => {
    expect([...INTENT_REASON_KINDS].sort()).toEqual(
      ['answer-lost', 'desk-stopped', 'no-answer-in-time', 'not-recorded'].sort(),
    );
  });
});
