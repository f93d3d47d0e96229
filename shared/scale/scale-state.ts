import { z } from 'zod';

/*
 * What the scale says now, as the desk understands it: every protocol (continuous ST/US lines, MT-SICS, a scale
 * that types like a keyboard) ends in one of these. `stable` is the desk's own word, not the scale's: the scale
 * said stable and the same value (± one division) held for the settle time.
 */
export const ScaleState = z.discriminatedUnion('kind', [
  /** No scale: Settings › Scale is off (the default). */
  z.object({ kind: z.literal('off') }),
  /** The port is opening, or open and no reading has come yet. */
  z.object({ kind: z.literal('connecting') }),
  /** A weight that is still moving (or not held for the settle time yet). */
  z.object({ kind: z.literal('unstable'), grams: z.number() }),
  /** A weight that counts: stable per the scale and held ± one division for the settle time. */
  z.object({ kind: z.literal('stable'), grams: z.number(), since: z.number() }),
  /** Zero or negative: nothing on the scale. */
  z.object({ kind: z.literal('empty') }),
  /** Over the scale's capacity. */
  z.object({ kind: z.literal('over') }),
  /** The scale stopped talking: the port closed (unplugged), could not open, or sends nothing. */
  z.object({
    kind: z.literal('gone'),
    reason: z.enum(['closed', 'open-failed', 'silent']),
    detail: z.string().optional(),
  }),
]);
export type ScaleState = z.infer<typeof ScaleState>;

/** The scale as the scan station reads it: the state now, and each change of it. */
export interface ScaleFeed {
  current(): ScaleState;
  /** Calls back on every change of state; returns the unsubscribe. */
  subscribe(listener: (state: ScaleState) => void): () => void;
}
