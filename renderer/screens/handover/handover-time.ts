const pad = (n: number) => String(n).padStart(2, '0');

/** A time of today's round as the packer reads it: month-day hour:minute:second. */
export const formatTime = (at: number): string => {
  const d = new Date(at);
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** Midnight of today, local time: what "not gone" looks from by default. */
export const startOfToday = (now = new Date()): number =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();

/** A `datetime-local` input's value and back. */
export const toLocalInput = (at: number): string => {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocalInput = (value: string): number | null => {
  const at = new Date(value).getTime();
  return Number.isFinite(at) ? at : null;
};
