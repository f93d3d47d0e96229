import { useCallback, useState, type RefObject } from 'react';
import type { ScanEntry } from '../../../shared/ipc/channels/scan';
import { useChooseShop } from '../../hooks/scan';

/** How long a digit must stand alone in the scan input to be the packer's key (a scanner's digits run on). */
const KEY_ALONE_MS = 250;

export interface ShopQuestion {
  entry: ScanEntry;
  choose: (ownerId: string) => void;
  leave: () => void;
  /** The scan input's text changed: a lone digit 1…n, left alone, answers the question. */
  typed: () => void;
}

/**
 * The question "which shop?" of the newest scan, while it stands: answered by a shop's key typed alone in the scan
 * input (a scanner's burst that begins with a digit is a new scan, never an answer), by a click, or left with Esc.
 */
export const useShopQuestion = (
  latest: ScanEntry | undefined,
  input: RefObject<HTMLInputElement | null>,
  refocus: () => void,
) => {
  const chooseShop = useChooseShop();
  const { mutate } = chooseShop;
  const answer = useCallback(
    (seq: number, ownerId: string) => mutate({ seq, ownerId }, { onSettled: refocus }),
    [mutate, refocus],
  );
  const [left, setLeft] = useState<number | null>(null);
  const entry = latest?.reason === 'which-shop' && latest.seq !== left ? latest : null;
  const choose = useCallback(
    (ownerId: string) => {
      if (entry) answer(entry.seq, ownerId);
    },
    [entry, answer],
  );
  const typed = useCallback(() => {
    const value = input.current?.value ?? '';
    if (!entry || !/^[1-9]$/.test(value)) return;
    setTimeout(() => {
      const field = input.current;
      const shop = entry.shopChoices[Number(value) - 1];
      if (!field || field.value !== value || !shop) return;
      field.value = '';
      answer(entry.seq, shop.ownerId);
    }, KEY_ALONE_MS);
  }, [entry, input, answer]);
  const question: ShopQuestion | null = entry
    ? { entry, choose, leave: () => setLeft(entry.seq), typed }
    : null;
  return { question, chooseShop };
};
