/*
 * Why a fetch's outcome is unknown, as the seller reads it. Main records its reason as an English sentence for the
 * log and support (a lost connection's words, "the desk stopped before the gateway answered", …); the banner says
 * which of these it was in the seller's language, never the sentence itself.
 */

export type IntentReason = 'desk-stopped' | 'not-recorded' | 'no-answer-in-time' | 'answer-lost';

export const intentReasonOf = (reason: string): IntentReason => {
  const r = reason.toLowerCase();
  if (r.startsWith('answer received but not recorded')) return 'not-recorded';
  if (r.includes('stopped') && r.includes('before the gateway answered')) return 'desk-stopped';
  if (r.includes('no answer in time')) return 'no-answer-in-time';
  return 'answer-lost';
};
