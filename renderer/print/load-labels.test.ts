import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePrintData } from '../../shared/label/parse-print-data';
import { samplePrintData } from '../../shared/testing/print-data-samples';

const calls: unknown[] = [];
let answer: unknown;
// The IPC transport is the seam here; what is under test is how the route reads the answer.
vi.mock('../ipc', () => ({
  call: (channel: string, input: unknown) => {
    calls.push({ channel, input });
    return Promise.resolve(answer);
  },
}));

const { loadLabels, formatPrintedAt } = await import('./load-labels');

beforeEach(() => {
  calls.length = 0;
});

describe('loadLabels', () => {
  it('keeps order, stamps a missing print date and passes problems through', async () => {
    const stamped = parsePrintData(samplePrintData('YTO'), { printedAt: '2024-01-02 03:04' });
    answer = {
      size: '100x180',
      labels: [
        { id: 3, waybillCode: 'ZT1', label: parsePrintData(samplePrintData('ZTO')) },
        { id: 1, waybillCode: 'YT1', label: stamped },
        { id: 2, waybillCode: 'ST1', label: parsePrintData('{"data":{}}', { waybillCode: 'ST1' }) },
      ],
    };
    const now = new Date(2024, 5, 11, 9, 5);
    const loaded = await loadLabels([3, 1, 2], undefined, now);
    expect(calls).toEqual([{ channel: 'labels.get', input: { ids: [3, 1, 2] } }]);
    expect(loaded.size).toBe('100x180');
    expect(loaded.labels.map((l) => (l.ok ? l.label.printedAt : l.error))).toEqual([
      '2024-06-11 09:05',
      '2024-01-02 03:04',
      expect.stringMatching(/waybillCode is missing/),
    ]);
    expect(loaded.labels[2]).toMatchObject({ ok: false, waybillCode: 'ST1' });
  });

  it('the size in the URL wins over the settings', async () => {
    answer = { size: '76x130', labels: [] };
    const loaded = await loadLabels([1], '100x150');
    expect(calls).toEqual([{ channel: 'labels.get', input: { ids: [1], size: '100x150' } }]);
    expect(loaded.size).toBe('100x150');
  });

  it('formats the print date as local YYYY-MM-DD HH:mm', () => {
    expect(formatPrintedAt(new Date(2024, 0, 5, 7, 8))).toBe('2024-01-05 07:08');
  });
});
