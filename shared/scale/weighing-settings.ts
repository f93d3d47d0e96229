import { z } from 'zod';

/** Weighing at the scan station: this desk's own choice, like the pack check. */
export const WeighingSettings = z.object({
  /** Weigh each parcel before its waybill is fetched (off: the station prints at once, as without a scale). */
  on: z.boolean(),
  /** A parcel may differ from its expected weight by this much in percent, or by `toleranceGrams`, whichever is larger. */
  tolerancePercent: z
    .number()
    .min(0, { message: 'must be from 0 to 100 %' })
    .max(100, { message: 'must be from 0 to 100 %' }),
  toleranceGrams: z
    .number()
    .int({ message: 'must be whole grams' })
    .min(0, { message: 'must be from 0 to 10000 g' })
    .max(10000, { message: 'must be from 0 to 10000 g' }),
  /** The label waits for Enter on a stable weight (off: it prints the moment the weight is stable). */
  confirmWeight: z.boolean(),
  /** A goods' learned unit weight is the median of its last this-many parcels. */
  learnCount: z
    .number()
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be from 1 to 50' })
    .max(50, { message: 'must be from 1 to 50' }),
});
export type WeighingSettings = z.infer<typeof WeighingSettings>;

export const DEFAULT_WEIGHING: WeighingSettings = {
  on: false,
  tolerancePercent: 10,
  toleranceGrams: 50,
  confirmWeight: false,
  learnCount: 5,
};
