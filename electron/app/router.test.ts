import { describe, expect, it } from 'vitest';
import { ERROR_KINDS, GatewayError } from '../../shared/api/errors';
import { clearFaults, createToken, injectFault } from '../../shared/testing/sandbox-harness';
import { channels } from '../../shared/ipc/contract';
import type { IpcError } from '../../shared/ipc/errors';
import { DeskError } from '../kernel/desk-error';
import { fetchInput, seeOrders } from '../testing/desk-test-harness';
import { startSuiteDesk } from '../testing/suite-desk';
import { firstShopOwner } from '../features/shops/testing/first-shop-owner';
import { buildHandlers } from './handlers';
import { ROOMS } from './rooms';
import { toIpcError } from '../kernel/ipc-error-mapping';
import { createRouter, type Handlers } from '../kernel/router';
import { badInputs } from '../testing/channel-examples';
import { contractCheckedRouter } from '../testing/contract-checked-router';

/*
 * The router's boundary: every channel refuses bad input with `invalid-request` naming the field, and every
 * failure (the gateway's kinds, the desk's own, anything unexpected) reaches the renderer as a plain error.
 * The gateway errors are produced by a real sandbox over HTTP.
 */

const desk = startSuiteDesk({ orders: 40 });

const failure = async (channel: string, input?: unknown): Promise<IpcError> => {
  const result = await desk.raw(channel, input);
  if (result.ok) throw new Error(`${channel} succeeded: ${JSON.stringify(result.value).slice(0, 200)}`);
  return result.error;
};

describe('input validation', () => {
  it.each(channels)('%s refuses bad input with invalid-request naming the field', async (channel) => {
    const { input, field } = badInputs[channel];
    const before = desk.calls.length;
    const error = await failure(channel, input);
    expect(error.kind).toBe('invalid-request');
    expect(error.field).toBe(field);
    expect(error.msg).not.toMatch(/\n\s+at /);
    // Refused at the boundary: nothing reached the gateway.
    expect(desk.calls.length).toBe(before);
  });

  it('an unknown channel is not-found', async () => {
    expect((await failure('waybills.delete', {})).kind).toBe('not-found');
    expect((await failure('__proto__', {})).kind).toBe('not-found');
  });

  it('a waybill.fetch whose built request breaks the gateway schema names the input field and writes no intent', async () => {
    const [sn] = await seeOrders(desk, 1);
    const error = await failure(
      'waybills.fetch',
      fetchInput(desk, [sn as string], { templateUrl: 'ftp://nowhere' }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'templateUrl' });
    expect(error.msg).toContain('trade_order_info_dtos[0].template_url');
    const states = await desk.core.services.ledger.orderWaybillStates('demo-owner', [sn as string]);
    expect(states.get(sn as string)?.state).toBe('none');
    expect(desk.calls.filter((c) => c.path.endsWith('/gcswb'))).toHaveLength(0);
  });
});

describe('error mapping', () => {
  it('maps every gateway error kind as it is, with code, field and authUrl', () => {
    for (const kind of ERROR_KINDS) {
      const mapped = toIpcError(
        new GatewayError({
          kind,
          msg: `m-${kind}`,
          code: 7,
          field: 'a.b',
          authUrl: 'http://x/auth',
          retryAfterMs: 5,
        }),
      );
      expect(mapped).toEqual({ kind, msg: `m-${kind}`, code: 7, field: 'a.b', authUrl: 'http://x/auth' });
    }
  });

  it("maps the desk's own refusals with their duplicates", () => {
    const duplicates = [{ orderSn: 'A', liveWaybillCodes: ['YT1'], outcomeUnknown: false }];
    expect(toIpcError(new DeskError('duplicate-waybill', 'dup', { duplicates }))).toEqual({
      kind: 'duplicate-waybill',
      msg: 'dup',
      duplicates,
    });
    expect(toIpcError(new DeskError('busy', 'wait'))).toEqual({ kind: 'busy', msg: 'wait' });
  });

  it('turns anything else into internal with a plain message, never a stack, never the token', async () => {
    const secret = 'super-secret-token-value';
    const handlers = {
      ...buildHandlers(desk.core.services, ROOMS),
      'app.info': () => Promise.reject(new TypeError(`boom near ${secret}`)),
      'settings.get': () => Promise.resolve({ not: 'settings' }),
    } as unknown as Handlers;
    const logged: string[] = [];
    // Test desks check outputs against the contract outside the router (production checks inputs only).
    const router = contractCheckedRouter(
      createRouter(handlers, { secrets: () => [secret], logFailure: (channel) => logged.push(channel) }),
    );
    const crashed = await router.dispatch('app.info', {});
    expect(crashed).toEqual({
      ok: false,
      error: { kind: 'internal', msg: 'The desk failed: boom near ••••' },
    });
    const broken = await router.dispatch('settings.get', {});
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.msg).toMatch(/breaks the contract/);
    expect(logged).toEqual(['app.info']);
  });

  describe('against the sandbox', () => {
    it('401 → unauthorized, and auth.required is emitted', async () => {
      desk.core.services.vault.write('not-a-known-token');
      try {
        const error = await failure('orders.page', { page: 0, pageSize: 20 });
        expect(error).toMatchObject({ kind: 'unauthorized', code: 401 });
        expect(error.msg).not.toContain('not-a-known-token');
        expect(desk.events).toContainEqual({
          event: 'auth.required',
          payload: expect.objectContaining({ kind: 'unauthorized' }) as unknown,
        });
      } finally {
        desk.core.services.vault.write(desk.token);
      }
    });

    it('302 → shop-not-authorized with the link; auth.status lists the shop until it answers', async () => {
      await firstShopOwner(desk.core.services, 'other-owner');
      try {
        const error = await failure('orders.page', { page: 0, pageSize: 20 });
        expect(error).toMatchObject({ kind: 'shop-not-authorized', code: 302 });
        expect(error.authUrl).toMatch(/\/sandbox\/authorize\?/);
        const status = await desk.call('auth.status', {});
        expect(status.unauthorizedShops).toEqual([{ shop: 'other-owner', authUrl: error.authUrl }]);
        expect(desk.events).toContainEqual({
          event: 'auth.required',
          payload: expect.objectContaining({
            kind: 'shop-not-authorized',
            shop: 'other-owner',
            authUrl: error.authUrl,
          }) as unknown,
        });
        // The seller scans the code (the sandbox's stand-in), and the shop answers.
        await fetch(error.authUrl as string);
        await desk.call('orders.page', { page: 0, pageSize: 20 });
        expect((await desk.call('auth.status', {})).unauthorizedShops).toEqual([]);
      } finally {
        await firstShopOwner(desk.core.services, 'demo-owner');
      }
    });

    it('204 → calls-exhausted or no-permission, told apart by the message', async () => {
      desk.core.services.vault.write(
        await createToken(desk.sandbox.url, { points: 0, shops: ['demo-shop'] }),
      );
      expect((await failure('orders.page', { page: 0, pageSize: 20 })).kind).toBe('calls-exhausted');
      desk.core.services.vault.write(
        await createToken(desk.sandbox.url, { shops: ['demo-shop'], endpoints: ['lookupCoupon'] }),
      );
      expect((await failure('orders.page', { page: 0, pageSize: 20 })).kind).toBe('no-permission');
      desk.core.services.vault.write(desk.token);
    });

    it('100 → invalid-request with the gateway words', async () => {
      const error = await failure('coupons.lookup', { by: 'ids', itemId: '1', activityId: 'nope' });
      expect(error).toMatchObject({ kind: 'invalid-request', code: 100 });
      expect(error.msg).toMatch(/coupon not found/);
    });

    it.each([
      [202, 'retryable'],
      [203, 'unsupported'],
      [200, 'system'],
    ] as const)('fault code %i on a fetch → %s, and its intent is closed as failed', async (code, kind) => {
      const [sn] = await seeOrders(desk, 1);
      await injectFault(desk.sandbox.url, { endpoint: 'fetchWaybills', code, times: 1 });
      try {
        expect((await failure('waybills.fetch', fetchInput(desk, [sn as string]))).kind).toBe(kind);
        expect(await desk.core.services.ledger.openFetchIntents()).toEqual([]);
        // Closed as failed: the order is free again, neither being fetched nor unknown.
        const states = await desk.core.services.ledger.orderWaybillStates('demo-owner', [sn as string]);
        expect(states.get(sn as string)?.state).toBe('none');
      } finally {
        await clearFaults(desk.sandbox.url);
      }
    });

    it('a dropped answer → outcome-unknown', async () => {
      const sns = await seeOrders(desk, 12);
      const sn = sns[11] as string;
      await injectFault(desk.sandbox.url, { endpoint: 'fetchWaybills', drop: true, times: 1 });
      try {
        const error = await failure('waybills.fetch', fetchInput(desk, [sn]));
        expect(error.kind).toBe('outcome-unknown');
        const open = await desk.call('waybills.openIntents', {});
        expect(open.intents.map((i) => i.orderSns)).toContainEqual([sn]);
      } finally {
        await clearFaults(desk.sandbox.url);
      }
    });

    it('an unreachable gateway → transport; an unknown waybill id → not-found', async () => {
      desk.core.services.settings.update({ gateway: { mode: 'custom', baseUrl: 'http://127.0.0.1:9' } });
      try {
        expect((await failure('coupons.lookup', { by: 'me', me: 'x' })).kind).toBe('transport');
      } finally {
        desk.core.services.settings.update({ gateway: { mode: 'custom', baseUrl: desk.sandbox.url } });
      }
      expect(await failure('labels.get', { ids: [999_999] })).toMatchObject({
        kind: 'not-found',
        field: 'ids',
      });
    });
  });
});
