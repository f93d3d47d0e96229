// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScanBox } from './scan-box';

afterEach(cleanup);

/** The box with every answer recorded, asking a question or not. */
const renderBox = (asking: boolean) => {
  const heard: string[] = [];
  const input = createRef<HTMLInputElement>();
  render(
    <ScanBox
      input={input}
      label="Scan a waybill"
      placeholder="Scan here"
      testId="box"
      onScan={(code) => heard.push(`scan:${code}`)}
      onEmptyEnter={asking ? () => heard.push('enter') : undefined}
      onEscape={asking ? () => heard.push('escape') : undefined}
      onBlur={() => heard.push('blur')}
    />,
  );
  return { heard, input, box: screen.getByRole('textbox', { name: 'Scan a waybill' }) };
};

describe('the scan box', () => {
  it('hands over each code once on Enter, as typed, and starts the next scan in an empty box', async () => {
    const { heard, input, box } = renderBox(false);
    expect(input.current).toBe(box);
    expect(box).toHaveAttribute('placeholder', 'Scan here');
    expect(box).toHaveAttribute('data-testid', 'box');
    await userEvent.type(box, ' YT100{Enter}');
    expect(box).toHaveValue('');
    await userEvent.type(box, 'YT200{Enter}');
    expect(heard).toEqual(['scan: YT100', 'scan:YT200']);
  });

  it('without a question, Enter on an empty box and Esc do nothing', async () => {
    const { heard, box } = renderBox(false);
    await userEvent.type(box, '   {Enter}{Escape}');
    expect(heard).toEqual([]);
    expect(box).toHaveValue('');
  });

  it('while the screen asks, Enter on an empty box and Esc answer it', async () => {
    const { heard, box } = renderBox(true);
    await userEvent.type(box, '{Enter}{Escape}');
    await userEvent.tab();
    expect(heard).toEqual(['enter', 'escape', 'blur']);
  });
});
