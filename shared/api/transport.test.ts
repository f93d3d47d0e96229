import { describe, expect, it } from 'vitest';
import { encodeBody, failedBeforeSending, parseRetryAfter, readAnswer } from './transport';

describe('encodeBody (T6)', () => {
  it('sends JSON as is, and a form with nested values as JSON text, leaving out undefined', () => {
    expect(encodeBody('json', { a: [1] })).toEqual({ body: '{"a":[1]}', contentType: 'application/json' });
    const form = encodeBody('form', {
      items: [{ url: '1', account: '店铺 A&B' }],
      type: '2',
      vvtype: 1,
      none: undefined,
    });
    expect(form.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const fields = new URLSearchParams(form.body);
    expect([...fields.keys()]).toEqual(['items', 'type', 'vvtype']);
    expect(JSON.parse(fields.get('items')!)).toEqual([{ url: '1', account: '店铺 A&B' }]);
    expect(fields.get('vvtype')).toBe('1');
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('1')).toBe(1000);
    expect(parseRetryAfter(' 2 ')).toBe(2000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:03 GMT', now)).toBe(3000);
  });
});

describe('readAnswer', () => {
  it('reads an envelope whatever the status, and calls anything else lost', async () => {
    const ok = await readAnswer(
      new Response('{"code":"302","msg":"x","data":{"auth_url":"u"}}', { status: 404 }),
    );
    expect(ok.readable && ok.envelope.code).toBe(302);
    const html = await readAnswer(new Response('<html></html>', { status: 502 }));
    expect(html.readable).toBe(false);
    const notEnvelope = await readAnswer(new Response('[1,2]'));
    expect(notEnvelope.readable).toBe(false);
  });
});

describe('failedBeforeSending', () => {
  const wrapped = (cause: unknown) => Object.assign(new TypeError('fetch failed'), { cause });
  it('is true only when no connection was ever made', () => {
    expect(failedBeforeSending(wrapped(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })))).toBe(true);
    const both = new AggregateError([
      Object.assign(new Error('a'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('b'), { code: 'ECONNREFUSED' }),
    ]);
    expect(failedBeforeSending(wrapped(both))).toBe(true);
    expect(failedBeforeSending(wrapped(Object.assign(new Error('x'), { code: 'ECONNRESET' })))).toBe(false);
    expect(failedBeforeSending(wrapped(new Error('other side closed')))).toBe(false);
    expect(failedBeforeSending(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
