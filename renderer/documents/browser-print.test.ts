// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { browserPrintUrl } from './browser-print';

describe('browser print URL', () => {
  it("carries this tab's host secret and asks the route to open the print dialog", () => {
    sessionStorage.setItem('seller-tools.secret', 's3cr&t');
    const url = new URL(
      browserPrintUrl('print.html?ids=4,5,6&size=100x150', 'http://127.0.0.1:4000/index.html'),
    );
    expect(url.pathname).toBe('/print.html');
    expect(url.searchParams.get('ids')).toBe('4,5,6');
    expect(url.searchParams.get('size')).toBe('100x150');
    expect(url.searchParams.get('k')).toBe('s3cr&t');
    expect(url.searchParams.get('autoprint')).toBe('1');
  });

  it('does not repeat autoprint when the host already set it', () => {
    const url = browserPrintUrl('http://127.0.0.1:4000/print.html?ids=1&size=76x130&autoprint=1');
    expect(url.match(/autoprint=/g)).toHaveLength(1);
  });
});
