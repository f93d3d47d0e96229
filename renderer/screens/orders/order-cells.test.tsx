// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderWaybillState } from '../../../shared/ipc/channels/orders';
import { i18next } from '../../i18n';
import { WaybillStateCell } from './order-cells';

/* The waybill column on a shared ledger: a state another desk holds says which desk; this desk's own does not. */

const state = (extra: Partial<OrderWaybillState>): OrderWaybillState => ({
  state: 'none',
  liveWaybillCodes: [],
  liveWaybillIds: [],
  printedCount: 0,
  ...extra,
});

describe('WaybillStateCell', () => {
  beforeAll(() => i18next.changeLanguage('zh-CN'));
  afterEach(cleanup);
  const t = i18next.getFixedT('zh-CN', 'orders');

  it('names another desk that fetches or printed the order', () => {
    const { container, rerender } = render(
      <WaybillStateCell waybill={state({ state: 'fetching', desk: 'desk 2' })} t={t} thisDesk="desk 1" />,
    );
    expect(container).toHaveTextContent('desk 2 正在取号');
    rerender(
      <WaybillStateCell
        waybill={state({
          state: 'live',
          liveWaybillCodes: ['YT1'],
          liveWaybillIds: [1],
          printedCount: 1,
          desk: 'desk 2',
        })}
        t={t}
        thisDesk="desk 1"
      />,
    );
    expect(container).toHaveTextContent('desk 2 · 已打印 ×1');
  });

  it("says nothing of desks for this desk's own orders", () => {
    const { container } = render(
      <WaybillStateCell waybill={state({ state: 'fetching', desk: 'desk 1' })} t={t} thisDesk="desk 1" />,
    );
    expect(container).toHaveTextContent('正在取号');
    expect(container).not.toHaveTextContent('desk 1');
  });
});
