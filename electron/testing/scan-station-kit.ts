import type { ScanEntry } from '../../shared/ipc/channels/scan';
import type { TestDesk } from './desk-test-harness';

/** Scans `code` at the desk's scan station and answers its entry once the station has handled it. */
export const scanAt =
  (desk: TestDesk) =>
  async (code: string): Promise<ScanEntry> => {
    const { seq } = await desk.call('scan.submit', { code });
    await desk.core.services.scanStation.idle();
    const entry = (await desk.call('scan.status', {})).entries.find((e) => e.seq === seq);
    if (!entry) throw new Error(`scan ${seq} is not listed`);
    return entry;
  };
