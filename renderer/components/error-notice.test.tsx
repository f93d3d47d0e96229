// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IpcError } from '../../shared/ipc/errors';
import { i18next } from '../i18n';
import { IpcCallError } from '../ipc';
import { useNavigation } from '../store/navigation';
import { ErrorNotice } from './error-notice';

const err = (e: IpcError) => new IpcCallError(e);

describe('ErrorNotice', () => {
  beforeAll(() => i18next.changeLanguage('en'));
  afterEach(cleanup);

  it('tells the two 204s apart: recharge vs no permission', () => {
    render(
      <ErrorNotice
        error={err({ kind: 'calls-exhausted', code: 204, msg: 'Number of API calls insufficient' })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Calls exhausted: recharge');
    cleanup();
    render(
      <ErrorNotice
        error={err({ kind: 'no-permission', code: 204, msg: 'No permission for the interface' })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No permission for this tool');
  });

  it('offers a retry for a busy gateway or a lost connection, never for an unknown outcome', async () => {
    const retry = vi.fn();
    render(<ErrorNotice error={err({ kind: 'transport', msg: 'socket hang up' })} onRetry={retry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    cleanup();
    render(<ErrorNotice error={err({ kind: 'outcome-unknown', msg: 'no answer' })} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'points may have been charged; not re-sent by itself',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('fetch again only once you know none was issued');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('the ledger away: a charged call says nothing was charged, a free read only to try again', async () => {
    const away = { kind: 'ledger-unreachable', server: 'db.lan:5432/shop' } as const;
    render(<ErrorNotice error={err({ ...away, msg: 'away' })} charged />);
    expect(screen.getByRole('alert')).toHaveTextContent('nothing was sent, nothing was charged');
    cleanup();
    render(<ErrorNotice error={err({ ...away, msg: 'away' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The shared ledger db.lan:5432/shop cannot be reached: try again in a moment',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/charged|sent/);
    cleanup();
    await i18next.changeLanguage('zh-CN');
    try {
      render(<ErrorNotice error={err({ ...away, msg: 'away' })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('无法连接共享账本 db.lan:5432/shop，请稍后重试');
      expect(screen.getByRole('alert')).not.toHaveTextContent(/扣费|未发送/);
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('names the field of an invalid request in words and says nothing was charged', () => {
    render(
      <ErrorNotice
        error={err({
          kind: 'invalid-request',
          code: 100,
          msg: 'sender.address.province: is required',
          field: 'param_waybill_cloud_print_apply_new_request.sender.address.province',
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check “Sender › Province”; nothing was charged.');
  });

  it("names a print profile's printer connection in the seller's words, never the settings key", async () => {
    await i18next.changeLanguage('zh-CN');
    try {
      render(
        <ErrorNotice
          error={err({
            kind: 'invalid-request',
            msg: 'printProfiles.100x150.connection: the address may not hold a user or password',
            field: 'printProfiles.100x150.connection',
          })}
        />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('请检查“打印配置 › 100x150 › 标签打印机连接”');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it("says a desk message written in the seller's language openly, an English one folded for a Chinese seller", async () => {
    await i18next.changeLanguage('zh-CN');
    try {
      const refused = { kind: 'invalid-request', field: 'to' } as const;
      render(<ErrorNotice error={err({ ...refused, msg: 'to: 端口“99999”须为 1 到 65535 的数字' })} />);
      expect(screen.getByRole('alert')).toHaveTextContent('详情：端口“99999”须为 1 到 65535 的数字');
      expect(screen.queryByText('技术细节')).not.toBeInTheDocument();
      cleanup();
      render(<ErrorNotice error={err({ ...refused, msg: 'Not a label printer address: lpd://x.' })} />);
      expect(screen.getByText('技术细节')).toBeInTheDocument();
      expect(screen.queryByText(/^详情/)).not.toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('lists orders not awaiting shipment, in both languages, and names a bad merge group', async () => {
    const notAwaiting = err({
      kind: 'not-awaiting',
      msg: 'Not awaiting shipment: A-1 (status 4)',
      field: 'confirmNotAwaiting',
      notAwaiting: [
        { orderSn: 'A-1', status: 4 },
        { orderSn: 'A-2', status: 2 },
      ],
    });
    render(<ErrorNotice error={notAwaiting} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Some orders are not awaiting shipment');
    expect(screen.getByRole('alert')).toHaveTextContent('A-1, A-2: closed, shipped or completed');
    expect(screen.getByRole('alert')).toHaveAttribute('data-error-kind', 'not-awaiting');
    cleanup();
    await i18next.changeLanguage('zh-CN');
    try {
      render(<ErrorNotice error={notAwaiting} />);
      expect(screen.getByRole('alert')).toHaveTextContent('有订单不是待发货');
      expect(screen.getByRole('alert')).toHaveTextContent('A-1, A-2 已关闭、已发货或已完成');
      cleanup();
      render(
        <ErrorNotice
          error={err({
            kind: 'invalid-request',
            msg: 'merges[0][2]: another receiver',
            field: 'merges[0][2]',
          })}
        />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('合并组 1 的第 3 单');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('401 leads to the token field in Settings', async () => {
    render(<ErrorNotice error={err({ kind: 'unauthorized', code: 401, msg: 'unknown access token' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open Settings' }));
    expect(useNavigation.getState()).toMatchObject({ screen: 'settings', settingsFocus: 'token' });
  });

  it('names the desk that is fetching the orders (several desks on one shared ledger)', () => {
    render(
      <ErrorNotice
        error={err({
          kind: 'fetch-in-progress',
          msg: 'desk 2 is fetching O-1, O-2: its fetch is still waiting for the gateway.',
          duplicates: [
            { orderSn: 'O-1', liveWaybillCodes: [], outcomeUnknown: false, desk: 'desk 2' },
            { orderSn: 'O-2', liveWaybillCodes: [], outcomeUnknown: false, desk: 'desk 2' },
          ],
        })}
      />,
    );
    expect(screen.getByTestId('fetching-desk')).toHaveTextContent('desk 2 is fetching O-1, O-2');
  });
});
