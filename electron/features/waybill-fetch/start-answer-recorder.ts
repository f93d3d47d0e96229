import type { DeskEvents } from '../../kernel/desk-events';
import type { Ledger } from '../ledger/ledger-types';
import { openAnswerJournal } from './answer-journal';
import { createAnswerRecorder, type AnswerRecorder } from './answer-recorder';

/**
 * The desk's journal of answers the ledger has not taken, with its recorder: what a previous run left is recorded
 * before the desk serves anything (so no fetch of it is ever shown as stopped or unknown), and a ledger listener
 * that comes back (its catch-up) has the rest tried at once.
 */
export async function startAnswerRecorder(
  dataDir: string,
  ledger: Ledger,
  events: DeskEvents,
): Promise<AnswerRecorder> {
  const recorder = createAnswerRecorder({ journal: openAnswerJournal(dataDir), ledger, emit: events.emit });
  await recorder.replay();
  events.subscribe((event, payload) => {
    if (event === 'ledger.changed' && (payload as { reason?: string }).reason === 'catch-up') recorder.kick();
  });
  return recorder;
}
