import { describe, expect, it } from 'vitest';
import { installLogScrubbing, scrubText, SCRUBBED, urlSecrets } from './log-scrubbing';

/* The token never reaches a log line, however it appears in it. */

const TOKEN = 'sbx-secret"token/with+specials';

describe('log scrubbing', () => {
  it('scrubs the secret as it stands, JSON-escaped and URL-encoded', () => {
    const text = `a ${TOKEN} b ${JSON.stringify({ auth: TOKEN })} c ${encodeURIComponent(TOKEN)}`;
    const scrubbed = scrubText(text, [TOKEN]);
    expect(scrubbed).not.toContain('secret');
    expect(scrubbed.split(SCRUBBED)).toHaveLength(4);
  });

  it('routes every console level through it, errors and objects included', () => {
    const lines: string[] = [];
    const write = (...args: unknown[]) => void lines.push(String(args[0]));
    const sink = { log: write, info: write, warn: write, error: write, debug: write };
    const undo = installLogScrubbing(() => [TOKEN], sink);
    sink.error('desk: orders.page failed', new Error(`Invalid header value: Bearer ${TOKEN}`));
    sink.log({ headers: { authorization: `Bearer ${TOKEN}` } });
    sink.warn(`%s`, TOKEN);
    undo();
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain('secret');
    expect(lines[0]).toContain('Invalid header value: Bearer ••••');
  });

  it('leaves short strings alone (they would scrub ordinary words)', () => {
    expect(scrubText('abc abc', ['abc'])).toBe('abc abc');
  });
});

describe('the shared ledger password', () => {
  it('is a secret wherever the URL or the password appears; a URL without one has none', () => {
    const url = 'postgres://desk:p%40ss%20word@db.lan:5432/shop';
    const secrets = urlSecrets(url);
    expect(secrets).toEqual(['p%40ss%20word', 'p@ss word']);
    const line = scrubText(`cannot open ${url}: password p@ss word refused`, secrets);
    expect(line).not.toContain('p@ss word');
    expect(line).not.toContain('p%40ss%20word');
    expect(line).toContain('db.lan:5432/shop');
    expect(urlSecrets('postgres://db.lan/shop')).toEqual([]);
    expect(urlSecrets(undefined)).toEqual([]);
  });
});
