import { z } from 'zod';

/** Push types (spec 2.4). */
export const PUSH_TYPES = {
  '1': 'gravity-cube (super recommendation)',
  '2': 'group-buy push',
  '3': 'cloud-theme push',
  '4': 'short-video full-screen swipe',
} as const;
export type PushType = keyof typeof PUSH_TYPES;

export const PushItemSchema = z.strictObject({
  url: z.string().regex(/^\d+$/, { message: 'must be an item id (digits)' }),
  account: z.string().trim().min(1, { message: 'is required' }),
});

/** Spec 2.4; P3: at least 1 item; more than 2 is accepted (advice only; the app warns). */
export const ItemPushRequestSchema = z.strictObject({
  items: z.array(PushItemSchema).min(1, { message: 'needs at least 1 entry' }),
  type: z.enum(['1', '2', '3', '4'], { error: 'must be a push type from 1 to 4' }),
});
export type ItemPushRequest = z.input<typeof ItemPushRequestSchema>;

/** The advised maximum of items per push (spec 8). */
export const PUSH_ITEMS_ADVISED = 2;

/** `data` is an empty array; tolerate anything. */
export const ItemPushResultSchema = z.unknown().transform(() => ({ pushed: true as const }));
