/**
 * Hides the middle digits of a phone number for the printed label (a label travels through many hands).
 * Mobile numbers keep the usual 3 + 4 (138****5678); shorter numbers keep a quarter at each end.
 * A number that already carries a mask character is left as the platform sent it.
 */
export const maskPhone = (phone: string): string => {
  const text = phone.trim();
  if (text === '' || /[*＊]/.test(text)) return text;
  const digitPositions = [...text].flatMap((ch, i) => (/\d/.test(ch) ? [i] : []));
  const n = digitPositions.length;
  if (n === 0) return text;
  const [head, tail] = n >= 11 ? [3, 4] : n >= 4 ? [Math.floor(n / 4), Math.floor(n / 4)] : [0, 1];
  const masked = new Set(digitPositions.slice(head, n - tail));
  return [...text].map((ch, i) => (masked.has(i) ? '*' : ch)).join('');
};
