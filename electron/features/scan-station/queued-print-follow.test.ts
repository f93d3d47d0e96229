import { describe, expect, it } from 'vitest';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { queuedScanEntry } from '../../../shared/scan-station/queued-scan-entry';
import type { QueuedJob } from '../../../shared/scan-station/queued-print-outcome';
import { createQueueFollower } from './queued-print-follow';

/* The follower of labels in a label printer's queue never loses a poke, wherever it lands in a read. */

const sent = (seq: number, jobId: number): ScanEntry => ({
  ...queuedScanEntry(seq, `S${seq}`, 0),
  state: 'sending',
  action: 'fetch',
  queue: { printer: 'socket://127.0.0.1:9100', jobIds: [jobId], reason: null, mayHavePrinted: false },
});

const held: Omit<QueuedJob, 'state'> = {
  failure: { kind: 'paper-out', message: 'paper out' },
  mayHavePrinted: false,
};

/** Lets `n` rounds of promise callbacks run. */
const ticks = async (n: number) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

describe('queued print follower', () => {
  it('a poke that lands as a read ends is read after it: the new label says its queue is held', async () => {
    // Every point a read may be at when the poke lands: the first read's last callbacks included.
    for (let at = 0; at < 12; at++) {
      const entries: ScanEntry[] = [sent(1, 1)];
      const follower = createQueueFollower(
        entries,
        {
          jobStates: (ids) =>
            Promise.resolve(ids.map((id) => ({ id, state: 'queued', connection: '', ...held }))),
        },
        (entry, patch) => Object.assign(entry, patch),
      );
      follower.poke();
      await ticks(at);
      entries.unshift(sent(2, 2));
      follower.poke();
      await follower.settled();
      expect({ at, state: entries[0]?.state, reason: entries[0]?.queue?.reason }).toEqual({
        at,
        state: 'failed',
        reason: 'paper-out',
      });
    }
  });
});
