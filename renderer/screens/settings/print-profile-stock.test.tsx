// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SettingsPatch } from '../../../shared/ipc/channels/settings';
import type { LabelSize } from '../../../shared/label/label-sizes';
import type { PrintProfiles } from '../../../shared/printing/print-profile';
import { i18next } from '../../i18n';
import { recordingBridge, renderWithQueries, screenSuite } from '../../testing/screen-test-kit';
import { checkPrintProfiles, draftOf, type Draft, type Row } from './print-profile-draft';
import { PrintProfileRows } from './print-profile-rows';

/* Settings › Print profiles: the label stock a label printer feeds, checked by its box, and "reports no status". */

const { bridge, sent } = recordingBridge(() => ({
  size: '100x150',
  uri: 'socket://192.168.1.50:9100?language=tspl',
  sent: true,
  state: 'ready',
  message: 'Ready',
  bytes: 100,
}));
screenSuite(bridge);

let saved: SettingsPatch | null = null;

/** The rows and the section's own check, as the section runs them on Save. */
function Rows({ profiles }: { profiles: PrintProfiles }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(profiles));
  const [bad, setBad] = useState<string | null>(null);
  const patch = (size: LabelSize, change: Partial<Row>) =>
    setDraft((d) => ({ ...d, [size]: { ...d[size], ...change } }));
  const save = () => {
    const check = checkPrintProfiles(draft, '7');
    setBad(check.ok ? null : check.bad);
    saved = check.ok ? check.patch : null;
  };
  return (
    <>
      <PrintProfileRows draft={draft} printers={[]} bad={bad} patch={patch} />
      <button type="button" onClick={save}>
        Save
      </button>
    </>
  );
}

describe('Print profiles › label stock', () => {
  it('offers gap 2 mm by default and saves nothing new for a desk that keeps it', async () => {
    renderWithQueries(<Rows profiles={{}} />);
    expect(screen.getByRole('combobox', { name: 'Label stock for 100 × 150 mm' })).toHaveValue('gap');
    expect(screen.getByRole('spinbutton', { name: 'Gap height in mm for 100 × 150 mm' })).toHaveValue(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual({ printProfiles: {}, unprintedFlagDays: 7 });
  });

  it('saves black-mark stock, continuous paper and "reports no status", and Test print tries them', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithQueries(<Rows profiles={{}} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Label stock for 100 × 150 mm' }), 'mark');
    const height = screen.getByRole('spinbutton', { name: 'Black mark height in mm for 100 × 150 mm' });
    await user.clear(height);
    await user.type(height, '3');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Label stock for 76 × 130 mm' }),
      'continuous',
    );
    expect(screen.queryByRole('spinbutton', { name: /height in mm for 76 × 130 mm/ })).toBeNull();
    await user.click(screen.getAllByRole('checkbox', { name: /reports no status/ })[1]!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const plain = { printer: null, offsetXMm: 0, offsetYMm: 0, copies: 1 };
    expect(saved).toEqual({
      printProfiles: {
        '76x130': { ...plain, stock: { kind: 'continuous' } },
        '100x150': { ...plain, stock: { kind: 'mark', mm: 3 }, reportsNoStatus: true },
      },
      unprintedFlagDays: 7,
    });
    await user.click(screen.getByRole('button', { name: 'Test print for 100 × 150 mm' }));
    await screen.findByRole('status');
    expect(sent.at(-1)?.input).toEqual({ size: '100x150', stock: { kind: 'mark', mm: 3 } });
  });

  it.each([
    ['en', 'Gap height in mm for 100 × 150 mm', 'Gap height: between 0.5 and 25 mm.'],
    ['zh-CN', '100 × 150 毫米 的间隙高度（毫米）', '间隙高度：请填 0.5 到 25 毫米。'],
  ])('refuses a gap of 0 mm under its own box (%s), saving nothing', async (language, box, words) => {
    await i18next.changeLanguage(language);
    try {
      const user = userEvent.setup({ delay: null });
      renderWithQueries(<Rows profiles={{}} />);
      const height = screen.getByRole('spinbutton', { name: box });
      await user.clear(height);
      await user.type(height, '0');
      saved = null;
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(saved).toBeNull();
      expect(height).toHaveAttribute('aria-invalid', 'true');
      expect(height).toHaveAccessibleDescription(words);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
