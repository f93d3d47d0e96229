// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../i18n';
import { codePoints } from './limited-input';
import {
  EMPTY_SENDER,
  SENDER_LIMITS,
  senderFieldOfPath,
  senderFromDraft,
  type SenderDraft,
} from '../store/sender-draft';
import { SenderFields } from './sender-fields';

let last: SenderDraft = EMPTY_SENDER;
function Harness() {
  const [v, setV] = useState(EMPTY_SENDER);
  return (
    <SenderFields
      idPrefix="t"
      value={v}
      onChange={(n) => {
        last = n;
        setV(n);
      }}
      errors={{ mobile: 'Give a mobile or a phone number (not both empty).' }}
    />
  );
}

describe('sender fields', () => {
  beforeAll(() => i18next.changeLanguage('en'));
  afterEach(cleanup);

  it('enforces the spec limits as the seller types (shorter than N → N−1)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.type(screen.getByLabelText('Province *'), 'x'.repeat(25));
    expect(screen.getByLabelText('Province *')).toHaveValue('x'.repeat(19));
    expect(screen.getByText('19 / 19')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Town'), 'y'.repeat(31));
    expect(last.town).toHaveLength(29);
    await user.type(screen.getByLabelText('Name *'), 'n'.repeat(45));
    expect(last.name).toHaveLength(39);
  });

  it('counts code points: a Chinese character or an emoji counts 1', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const city = screen.getByLabelText('City');
    await user.click(city);
    await user.paste('杭州市'.repeat(10)); // 30 characters
    expect(codePoints(last.city)).toBe(SENDER_LIMITS.city);
    await user.clear(city);
    await user.paste('📦'.repeat(25)); // 25 code points, 50 UTF-16 units
    expect(codePoints(last.city)).toBe(19);
    expect(last.city).toBe('📦'.repeat(19));
    await user.click(screen.getByLabelText('Street address *'));
    await user.paste('路'.repeat(300));
    expect(codePoints(last.detail)).toBe(255);
  });

  it('marks a field main rejected and says why', () => {
    render(<Harness />);
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription(/not both empty/);
  });

  it('sends blank optional fields as absent and names bad paths in either shape', () => {
    const s = senderFromDraft({
      ...EMPTY_SENDER,
      name: ' Li ',
      mobile: '138',
      province: '浙江省',
      detail: 'x',
    });
    expect(s).toEqual({ name: 'Li', mobile: '138', address: { province: '浙江省', detail: 'x' } });
    expect(senderFieldOfPath('sender.mobile')).toBe('mobile');
    expect(senderFieldOfPath('param_waybill_cloud_print_apply_new_request.sender.address.province')).toBe(
      'province',
    );
    expect(senderFieldOfPath('senders[2].address.city')).toBe('city');
    expect(senderFieldOfPath('trade_order_info_dtos[0].recipient.mobile')).toBeNull();
  });
});
