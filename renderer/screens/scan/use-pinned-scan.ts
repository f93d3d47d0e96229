import { useState } from 'react';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';

/**
 * The scan the card shows: the newest (in flight or done), or the row whose reprint the seller just asked for
 * (pinned until the next scan).
 */
export const usePinnedScan = (entries: ScanEntry[]) => {
  const [pinned, setPinned] = useState<number | null>(null);
  const latest = (pinned === null ? undefined : entries.find((e) => e.seq === pinned)) ?? entries[0];
  return { latest, pin: setPinned, unpin: () => setPinned(null) };
};
