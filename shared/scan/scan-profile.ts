import { z } from 'zod';
import { LabelSize } from '../label/label-sizes';

/**
 * The default print profile of the scan station: everything a fetch and its print need, so one
 * scan is enough. The station refuses to start until it is complete and says what is missing.
 */
export const ScanProfile = z.object({
  cpCode: z.string().max(19),
  /** A saved sender's id (Settings › senders). */
  senderId: z.string().nullable(),
  templateUrl: z.string(),
  labelSize: LabelSize,
  /** deviceName; null = the label size's print profile, then Settings' printer. */
  printer: z.string().nullable(),
  needEncrypt: z.boolean(),
});
export type ScanProfile = z.infer<typeof ScanProfile>;

/**
 * The profile a newcomer scans with on the embedded sandbox (main) and the form's starting point (Settings):
 * the default carrier (else YTO), the default sender, the template and label size of Settings, no printer of its own.
 */
export const presetScanProfile = (s: {
  defaultCarrier: string;
  defaultSenderId: string | null;
  templateUrl: string;
  labelSize: LabelSize;
}): ScanProfile => ({
  cpCode: s.defaultCarrier || 'YTO',
  senderId: s.defaultSenderId,
  templateUrl: s.templateUrl,
  labelSize: s.labelSize,
  printer: null,
  needEncrypt: false,
});

export const ReprintPolicySchema = z.enum(['reprint', 'ask', 'refuse']);

/** What the station needs before it may spend a point; each names the Settings field to fill. */
type ScanProfileGap = 'profile' | 'carrier' | 'sender' | 'template';

export const scanProfileGaps = (
  profile: ScanProfile | null,
  senderIds: readonly string[],
): ScanProfileGap[] => {
  if (!profile) return ['profile'];
  const gaps: ScanProfileGap[] = [];
  if (profile.cpCode.trim() === '') gaps.push('carrier');
  if (!profile.senderId || !senderIds.includes(profile.senderId)) gaps.push('sender');
  if (profile.templateUrl.trim() === '') gaps.push('template');
  return gaps;
};
