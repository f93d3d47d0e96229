import { z } from 'zod';
import { ScaleSettings } from '../../scale/scale-settings';

/** Settings › Scale's port list: what the system lists (a port it does not list is typed by hand). */
export const ScalePorts = z.object({
  ports: z.array(z.object({ path: z.string(), label: z.string() })),
});
export type ScalePorts = z.infer<typeof ScalePorts>;

/** Settings › Scale › Test: read the scale with the form's settings (not saved) and show the live reading. */
export const ScaleTestInput = z.object({ scale: ScaleSettings });
