// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { i18next } from '../../i18n';
import { renderWithQueries } from '../../testing/screen-test-kit';
import { BarcodeEditRow } from './barcode-edit-row';

/* Settings → Goods barcodes, one binding typed by hand: the CSV import's rules, said in the seller's language
   before anything is sent. */

const sent: unknown[] = [];
const bridge: SellerToolsBridge = {
  call: (channel, input) => {
    sent.push({ channel, input });
    return Promise.resolve({ ok: true, value: {} });
  },
  on: () => () => undefined,
};

beforeEach(() => {
  window.sellerTools = bridge;
  sent.length = 0;
});
afterEach(cleanup);

const renderRow = (draft: { barcode: string; name: string; spec: string }) =>
  renderWithQueries(
    <table>
      <tbody>
        <BarcodeEditRow draft={{ ...draft, was: '' }} onDone={() => undefined} />
      </tbody>
    </table>,
    { retry: false },
  );

it.each([
  ['zh-CN', { barcode: '6901234567892', name: 'x'.repeat(201), spec: '' }, '商品名称超过 200 个字符。'],
  [
    'zh-CN',
    { barcode: '69012\u202e34567892', name: '杯子', spec: '' },
    '含有控制字符（NUL、ESC、换行或文字方向符）。',
  ],
  ['en', { barcode: '6901234567893', name: 'Mug', spec: '' }, 'check digit'],
])(
  'a binding the import would refuse is refused in %s, and nothing is sent',
  async (language, draft, words) => {
    await i18next.changeLanguage(language);
    renderRow(draft);
    // The draft's values go in through the form's own boxes (a 201-character name typed key by key is slow).
    fireEvent.change(screen.getByTestId('barcode-edit-name'), { target: { value: draft.name } });
    await userEvent.setup({ delay: null }).click(screen.getAllByRole('button')[0]!);
    expect(screen.getByTestId('barcode-edit-refused')).toHaveTextContent(words);
    expect(sent).toEqual([]);
  },
);

it('a binding within the rules is sent, trimmed', async () => {
  await i18next.changeLanguage('en');
  renderRow({ barcode: ' 6901234567892 ', name: ' Mug ', spec: '' });
  await userEvent.setup({ delay: null }).click(screen.getAllByRole('button')[0]!);
  expect(screen.queryByTestId('barcode-edit-refused')).toBeNull();
  expect(sent).toEqual([
    { channel: 'barcodes.bind', input: { barcode: '6901234567892', name: 'Mug', spec: '' } },
  ]);
});
