// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CARRIERS } from '../../shared/api/carriers';
import { i18next } from '../i18n';
import { CarrierOptions } from './carrier-options';

/* Every carrier the desk knows is named in the desk's language: English names on the English desk. */

const names = () =>
  screen.getAllByRole('option').map((o) => ({ code: o.getAttribute('value'), name: o.textContent }));

describe('<CarrierOptions>', () => {
  afterEach(cleanup);

  it('English: every known carrier has an English name, with no Chinese in it', async () => {
    await i18next.changeLanguage('en');
    render(
      <select aria-label="carrier">
        <CarrierOptions extra={['JD']} />
      </select>,
    );
    const shown = names();
    expect(shown).toHaveLength(CARRIERS.length + 1);
    for (const { code, name } of shown.slice(0, CARRIERS.length)) {
      expect(name, code ?? '').not.toMatch(/\p{Script=Han}/u);
      expect(name).not.toBe(code);
    }
    expect(shown.find((o) => o.code === 'YTO')?.name).toBe('YTO Express');
    // A code the desk has no name for is shown as it is.
    expect(shown.at(-1)).toEqual({ code: 'JD', name: 'JD' });
  });

  it('Chinese: the names stay Chinese', async () => {
    await i18next.changeLanguage('zh-CN');
    render(
      <select aria-label="carrier">
        <CarrierOptions extra={[]} />
      </select>,
    );
    expect(names().find((o) => o.code === 'YTO')?.name).toBe('圆通速递 YTO');
  });
});
