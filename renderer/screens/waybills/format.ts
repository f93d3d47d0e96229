const pad = (n: number) => String(n).padStart(2, '0');

/** Local date and time as a seller reads it: 2025-03-14 09:05. */
export const formatDateTime = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Counts at arm's length: 20,000 / 20 000 by locale. */
export const formatCount = (n: number, lng: string): string => new Intl.NumberFormat(lng).format(n);
