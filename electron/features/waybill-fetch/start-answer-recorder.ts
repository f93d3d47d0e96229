import type { DeskEvents } from '../../kernel/desk-events';
import type { Ledger } from '../ledger';
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
    // A ledger change without keys is the listener's catch-up: the server is back.
    const change = payload as { topic?: string; keys?: unknown };
    if (event === 'changed' && change.topic === 'ledger' && change.keys === undefined) recorder.kick();
  });
  return recorder;
}
