/*
 * A host a desk connects to (a label printer, the shared ledger's server): a DNS name or an IP literal, nothing
 * else. Control and bidi characters, spaces, percent escapes and user parts never pass, so the host the seller
 * reads is the host the desk connects to. Pure, so main and the renderer judge alike.
 */

/** RFC 1035 names (letters, digits, '-', and '_' which LAN names use), 253 characters at most. */
const LABEL = /^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const MAX_HOST = 253;

/** An IPv6 literal as written between [ and ]: checked by the platform's own URL parser, which knows every form. */
const isIpv6 = (host: string): boolean => {
  if (!/^[0-9A-Fa-f:.]+$/.test(host) || !host.includes(':')) return false;
  try {
    return new URL(`http://[${host}]/`).hostname !== '';
  } catch {
    return false;
  }
};

/** The host as written in an address (an IPv6 literal with or without its brackets) is one the desk may reach. */
export const isValidHost = (written: string): boolean => {
  const bracketed = /^\[(.*)\]$/.exec(written);
  if (bracketed) return isIpv6(bracketed[1]!);
  if (isIpv6(written)) return true;
  if (written === '' || written.length > MAX_HOST) return false;
  const labels = written.replace(/\.$/, '').split('.');
  // Digits and dots only reads as an IPv4 address, and must be a whole one (no 999.1.1.1, no 127.1).
  if (labels.every((label) => /^\d+$/.test(label))) return IPV4.test(written);
  return labels.every((label) => LABEL.test(label));
};

/** A value the seller wrote, fit to quote back in a message: short and printable, else not quoted at all. */
export const quotable = (value: string): string | null => (/^[\x21-\x7e]{1,40}$/.test(value) ? value : null);
