import { describe, expect, it } from 'vitest';
import { channels, contract } from '../../shared/ipc/contract';
import type { ChangeTopic } from '../../shared/ipc/events';
import { fetchInput, seeOrders } from '../testing/desk-test-harness';
import { startSuiteDesk } from '../testing/suite-desk';
import { presetScanProfile } from '../../shared/scan/scan-profile';
import { validInputs, type ChannelContext } from '../testing/channel-examples';

/*
 * The token never leaves main: every channel of the contract, called with valid input against a sandbox,
 * answers without it (nor does any event). A new channel without an example in testing/channel-examples.ts fails
 * to compile.
 */

const desk = startSuiteDesk({ orders: 30 });

const withHandoverLabelPrinter = (d: typeof desk) => {
  const { printProfiles } = d.core.services.settings.get();
  d.core.services.settings.update({
    printProfiles: { ...printProfiles, '76x130': { ...HANDOVER_LABEL_PROFILE } },
  });
};
const HANDOVER_LABEL_PROFILE = {
  printer: null,
  connection: 'socket://127.0.0.1:9102?language=zpl&dpi=203',
  offsetXMm: 0,
  offsetYMm: 0,
  copies: 1,
};

describe('the token never crosses IPC', () => {
  it('no channel output and no event contains it; each call tells only the changes its entry declares', async () => {
    const orderSns = await seeOrders(desk, 3);
    const fetched = await desk.call('waybills.fetch', fetchInput(desk, orderSns));
    const ctx: ChannelContext = {
      latestBackup: () => {
        const status = desk.core.services.dataBackups.backups.status();
        return status.kind === 'file' ? (status.backups[0]?.file ?? '') : '';
      },
      // The shop the shops.save example adds: it holds no waybills, so it may be removed.
      shopId: () => desk.core.services.shops.directory.all().find((s) => s.ownerId === 'tea-owner')?.id ?? '',
      orderSns,
      waybillIds: fetched.results.map((r) => r.waybillId as number),
      couponMe: desk.sandbox.demoCouponMe,
      token: desk.token,
    };
    // The scan station works only with a default print profile (as a seller would have set one).
    const settings = desk.core.services.settings.get();
    desk.core.services.settings.update({
      scanProfile: { ...presetScanProfile(settings), cpCode: 'YTO' },
    });
    const answered: string[] = [];
    for (const channel of channels) {
      // The handover list on a label printer needs a size whose profile names one (the test desk's in-memory printer).
      if (channel === 'handover.printList') withHandoverLabelPrinter(desk);
      const input =
        channel === 'waybills.fetch'
          ? fetchInput(desk, [orderSns[0] as string], { confirmDuplicate: true })
          : validInputs[channel](ctx);
      const eventsBefore = desk.events.length;
      const result = await desk.raw(channel, input);
      // Work a call left running (a scan, labels on their way) ends and the changes the print queue holds back
      // (it tells its moves at most every 150 ms) are told now: every event of this call is counted with it.
      await desk.settle();
      // Every change a call tells is one its contract entry says it causes (the lists derive from them).
      const told = desk.events.slice(eventsBefore).filter((e) => e.event === 'changed');
      const topics = new Set(told.map((e) => (e.payload as { topic: ChangeTopic }).topic));
      expect(
        [...topics].filter((t) => !contract[channel].causes.includes(t)),
        channel,
      ).toEqual([]);
      expect(result, `${channel} ${JSON.stringify(result)}`).toMatchObject({ ok: true });
      const text = JSON.stringify(result);
      expect(text, channel).not.toContain(desk.token);
      answered.push(channel);
      // auth.clearToken does what it says; put the token back for the channels after it.
      if (!desk.core.services.vault.read()) desk.core.services.vault.write(desk.token);
    }
    expect(answered).toEqual(channels);
    expect(JSON.stringify(desk.events)).not.toContain(desk.token);
  });

  it('auth.status shows a masked last 4 only', async () => {
    const status = await desk.call('auth.status', {});
    expect(status).toMatchObject({
      hasToken: true,
      tokenMasked: `••••${desk.token.slice(-4)}`,
      storage: 'file-0600',
    });
  });

  it('an error whose text would carry the token is scrubbed', async () => {
    // The sandbox's 404 names the path it was asked for: here, one that holds the token.
    desk.core.services.settings.update({
      gateway: { mode: 'custom', baseUrl: `${desk.sandbox.url}/${desk.token}` },
    });
    try {
      const result = await desk.raw('coupons.lookup', { by: 'me', me: 'x' });
      expect(result).toMatchObject({ ok: false, error: { kind: 'not-found', code: 404 } });
      if (!result.ok) expect(result.error.msg).toContain('/••••/papi/');
      expect(JSON.stringify(result)).not.toContain(desk.token);
    } finally {
      desk.core.services.settings.update({ gateway: { mode: 'custom', baseUrl: desk.sandbox.url } });
    }
  });

  it('auth.setToken refuses a token that cannot be sent as a header, naming the field, keeping the old one', async () => {
    for (const bad of [
      'abc\u0000defg',
      'abc\ndefgh',
      'abc\r\nX-Evil: 1',
      '令牌令牌令牌',
      'two words',
      'tab\there',
    ]) {
      const result = await desk.raw('auth.setToken', { token: bad });
      expect(result, JSON.stringify(bad)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-request', field: 'token' },
      });
      if (!result.ok) expect(result.error.msg).not.toContain(bad);
      expect(desk.core.services.vault.read()).toBe(desk.token);
    }
    // The desk still works with the token it had.
    expect((await desk.raw('orders.page', { page: 0, pageSize: 20 })).ok).toBe(true);
  });
});
