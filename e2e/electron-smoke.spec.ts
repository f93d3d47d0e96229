import { expect, test } from './fixtures/desk';

/*
 * Electron only (the web project ignores this file): the app starts, its window gets exactly the narrow
 * bridge, no Node, a CSP, and cannot navigate away. Skips with the reason where there is no Electron binary.
 */

test('the Electron window has the narrow bridge and nothing else', async ({ page, desk }) => {
  const exposed = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const bridge = w.sellerTools as Record<string, unknown> | undefined;
    return {
      bridgeKeys: bridge ? Object.keys(bridge).sort() : null,
      require: typeof w.require,
      process: typeof w.process,
      location: window.location.href,
    };
  });
  expect(exposed).toEqual({
    bridgeKeys: ['call', 'on'],
    require: 'undefined',
    process: 'undefined',
    location: expect.stringMatching(/^app:\/\/desk\//),
  });
  expect((await desk.call('app.info', {})).host).toBe('electron');

  const csp = await page.evaluate(async () =>
    (await fetch(window.location.href)).headers.get('content-security-policy'),
  );
  expect(csp).toContain("script-src 'self'");

  await page.evaluate(() => {
    window.location.href = 'file:///etc/hostname';
  });
  await page.waitForTimeout(500);
  expect(page.url()).toMatch(/^app:\/\/desk\//);
});

test('an unsubscribed event listener is removed through the bridge', async ({ page }) => {
  const unsubscribeType = await page.evaluate(() => {
    const bridge = (window as unknown as { sellerTools: { on(e: string, l: () => void): unknown } })
      .sellerTools;
    const off = bridge.on('changed', () => undefined);
    const type = typeof off;
    if (typeof off === 'function') (off as () => void)();
    return type;
  });
  expect(unsubscribeType).toBe('function');
});
