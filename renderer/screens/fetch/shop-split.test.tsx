// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopFetchCall, ShopsFetchOutcome } from '../../../shared/ipc/channels/shops-fetch';
import { i18next } from '../../i18n';
import { ShopResults } from './shop-results';
import { ShopSplit } from './shop-split';

/* A fetch across shops: the calls and their cost before the seller confirms, each call's end after. */

const call = (shopName: string, ownerId: string, waybills: number): ShopFetchCall => ({
  ownerId,
  shopName,
  colour: '#1677ff',
  cpCode: 'YTO',
  templateUrl: 'https://cloudprint.example/template/standard/101',
  senderName: `${shopName}的寄件人`,
  orderSns: Array.from({ length: waybills }, (_, i) => `${ownerId}-${i}`),
  merges: [],
  waybills,
  points: waybills,
});

describe('ShopSplit and ShopResults', () => {
  afterEach(cleanup);

  it("lists each shop's call with its cost and sender before confirming, in zh-CN and en", async () => {
    const calls = [call('店铺A', 'a', 3), call('店铺B', 'b', 1)];
    await i18next.changeLanguage('zh-CN');
    render(<ShopSplit calls={calls} />);
    expect(screen.getByText(/取号 2 次.*共约 4 积分/)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('约 3 积分')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('店铺B的寄件人')).toBeInTheDocument();
    cleanup();
    await i18next.changeLanguage('en');
    render(<ShopSplit calls={calls} />);
    expect(screen.getByText(/2 fetches.*about 4 points in all/)).toBeInTheDocument();
    expect(screen.getByText('about 1 point')).toBeInTheDocument();
  });

  it("shows what each shop's call issued, and why a refused shop's call spent nothing", async () => {
    await i18next.changeLanguage('zh-CN');
    const a = call('店铺A', 'a', 2);
    const outcome: ShopsFetchOutcome = {
      charged: 2,
      calls: [
        {
          ...a,
          error: null,
          outcome: {
            intentId: 1,
            charged: 2,
            results: a.orderSns.map((sn, i) => ({ orderSn: sn, orderSns: [sn], objectId: `${i}`, ok: true })),
          },
        },
        {
          ...call('店铺C', 'c', 1),
          outcome: null,
          error: {
            kind: 'shop-not-authorized',
            msg: 'Shop not authorized: c',
            code: 302,
            authUrl: 'http://x/auth',
          },
        },
      ],
    };
    render(<ShopResults outcome={outcome} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('已发放 2 / 2 个运单，花费 2 积分');
    expect(within(items[1] as HTMLElement).getByRole('alert')).toHaveAttribute(
      'data-error-kind',
      'shop-not-authorized',
    );
  });
});
