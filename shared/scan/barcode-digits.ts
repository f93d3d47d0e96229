/*
 * EAN-13, UPC-A and EAN-8 end in a check digit (GS1 mod 10: weights 3 and 1 from the right). A scanner's misread
 * of such a code fails it; other codes (Code 128, a shop's own labels) carry no check digit the desk knows.
 */

const GS1_LENGTHS = new Set([8, 12, 13]);

const gs1CheckDigit = (body: string): number => {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
};

/** True for an all-digit EAN-13 / UPC-A / EAN-8 whose check digit is wrong: a misread, never a goods code. */
export const failsCheckDigit = (code: string): boolean => {
  if (!/^\d+$/.test(code) || !GS1_LENGTHS.has(code.length)) return false;
  return gs1CheckDigit(code.slice(0, -1)) !== Number(code.at(-1));
};
