import { describe, expect, it } from 'vitest';
import { queuedPrintOutcome, type QueuedJob } from './queued-print-outcome';

/* A scan whose label went to a label printer's queue: printed only when every job is done, never after a failure. */

const queue = { printer: 'socket://10.0.0.5:9100', jobIds: [1, 2], reason: null, mayHavePrinted: false };
const job = (state: QueuedJob['state'], failure: QueuedJob['failure'] = null, mayHavePrinted = false) => ({
  state,
  failure,
  mayHavePrinted,
});

describe('queuedPrintOutcome', () => {
  it('sending while any job waits or is on the wire; printed only when every copy is done', () => {
    expect(queuedPrintOutcome(queue, [job('done'), job('sending')])?.state).toBe('sending');
    expect(queuedPrintOutcome(queue, [job('sent'), job('queued')])?.state).toBe('sending');
    expect(queuedPrintOutcome(queue, [job('done'), job('done')])).toMatchObject({
      state: 'printed',
      reason: null,
    });
  });

  it("a failed job, or one waiting in a held queue, fails the scan with the printer's reason", () => {
    const paperOut = { kind: 'paper-out' as const, message: 'printer says paper-out' };
    expect(queuedPrintOutcome(queue, [job('done'), job('queued', paperOut)])).toEqual({
      state: 'failed',
      reason: 'printer-held',
      detail: 'printer says paper-out',
      queue: { ...queue, reason: 'paper-out', mayHavePrinted: false },
    });
    const dropped = { kind: 'dropped' as const, message: 'reset' };
    expect(queuedPrintOutcome(queue, [job('failed', dropped, true)])?.queue).toMatchObject({
      reason: 'dropped',
      mayHavePrinted: true,
    });
  });

  it('cancelled in the queue: failed, not printed; no job known: nothing to say', () => {
    expect(queuedPrintOutcome(queue, [job('done'), job('cancelled')])).toMatchObject({
      state: 'failed',
      reason: 'print-failed',
    });
    expect(queuedPrintOutcome(queue, [])).toBeNull();
  });
});
