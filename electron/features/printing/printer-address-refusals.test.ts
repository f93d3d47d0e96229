import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';
import { startTestDesk, type TestDesk } from '../../testing/desk-test-harness';
import { parseLabelPrinterUri } from './label-printers';
import { fakeLabelPrinterDriver } from './testing/fake-label-printer-driver';

/*
 * A label printer address typed in Settings or in the queue's Move is read by the one parser, through the desk's
 * channels: a user or password is refused and never comes back in the answer nor stays in the settings; a host
 * that is no host name, an option written twice and an over-long address are refused alike in both places.
 */

const PRINTER = 'socket://127.0.0.1:9100?language=tspl&dpi=203';
const PASSWORD = 'Sesame-42';
let sandbox: RunningSandbox;
let desk: TestDesk;

beforeAll(async () => {
  sandbox = await createSandbox({ orders: 2 });
  // The queue's connections are read by the desk's own parser, as in the app (the printers stay in memory).
  desk = await startTestDesk({
    sandbox,
    labelPrinterDriver: { ...fakeLabelPrinterDriver(), parse: parseLabelPrinterUri },
  });
});
afterAll(async () => {
  await desk.close();
  await sandbox.close();
});

const profileWith = (connection: string) => ({
  printProfiles: { '100x150': { printer: null, connection, offsetXMm: 0, offsetYMm: 0, copies: 1 } },
});

const hostile = [
  [
    'a password with "/" in it',
    `ipp://admin:${PASSWORD}/x@cups.lan:631/printers/label`,
    /不能写用户名或密码/,
  ],
  ['a user and password', `socket://admin:${PASSWORD}@10.0.0.9:9100?language=tspl`, /不能写用户名或密码/],
  ['NUL in the host', 'socket://print\u0000er:9100?language=tspl', /主机名/],
  ['RLO in the host', 'socket://\u202eprinter.lan:9100?language=tspl', /主机名/],
  ['language twice', 'socket://printer.lan:9100?language=tspl&language=zpl', /参数“language”写了两次/],
  ['1,000+ characters', `socket://printer.lan:9100?language=tspl${'&dpi=203'.repeat(130)}`, /1000/],
] as const;

describe('a label printer address through the desk channels', () => {
  it.each(hostile)('printQueue.move refuses %s naming "to", and quotes no password', async (_, to, words) => {
    const result = await desk.raw('printQueue.move', { from: PRINTER, to });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', field: 'to' } });
    const said = JSON.stringify(result);
    expect(said).toMatch(words);
    expect(said).not.toContain(PASSWORD);
  });

  it.each(hostile)(
    'settings.update refuses %s naming the connection, keeping none of it',
    async (_, uri, words) => {
      const result = await desk.raw('settings.update', profileWith(uri));
      expect(result).toMatchObject({
        ok: false,
        error: { kind: 'invalid-request', field: 'printProfiles.100x150.connection' },
      });
      const said = JSON.stringify(result);
      expect(said).toMatch(words);
      expect(said).not.toContain(PASSWORD);
      expect(JSON.stringify(desk.core.services.settings.get())).not.toContain(PASSWORD);
    },
  );

  it('settings.update takes a well-formed connection as written', async () => {
    const result = await desk.raw('settings.update', profileWith(PRINTER));
    expect(result).toMatchObject({
      ok: true,
      value: { printProfiles: { '100x150': { connection: PRINTER } } },
    });
  });
});
