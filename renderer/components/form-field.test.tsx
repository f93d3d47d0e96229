// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckField, SelectField, TextAreaField, TextField } from './form-field';
import { PrinterChoice } from './printer-choice';

afterEach(cleanup);

describe('labelled form fields', () => {
  it('a text field is named by its label, reports what is typed and points at its error', async () => {
    const typed: string[] = [];
    function Harness() {
      const [v, setV] = useState('');
      return (
        <TextField
          id="t-name"
          label="Name"
          value={v}
          error={v === 'x' ? 'Too short' : null}
          hint="As on the label"
          onChange={(n) => {
            typed.push(n);
            setV(n);
          }}
        />
      );
    }
    render(<Harness />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveClass('input');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('As on the label')).toHaveClass('field-hint');
    await userEvent.type(input, 'x');
    expect(typed).toEqual(['x']);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short');
    expect(screen.queryByText('As on the label')).toBeNull();
  });

  it('a text area is described by its hint, and an announced error is said as it appears', () => {
    const { rerender } = render(
      <TextAreaField
        id="t-me"
        label="Code"
        value=""
        hint="Paste it whole"
        announce
        onChange={() => undefined}
      />,
    );
    const area = screen.getByLabelText('Code');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Paste it whole');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <TextAreaField
        id="t-me"
        label="Code"
        value=""
        hint="Paste it whole"
        error="Not a code"
        announce
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not a code');
    expect(area).toHaveAccessibleDescription('Not a code');
    expect(area).toHaveAttribute('aria-invalid', 'true');
  });

  it('a select field and a check field hand back the chosen value', async () => {
    const seen: unknown[] = [];
    render(
      <>
        <SelectField id="t-size" label="Size" value="a" onChange={(v) => seen.push(v)}>
          <option value="a">A</option>
          <option value="b">B</option>
        </SelectField>
        <CheckField checked={false} onChange={(c) => seen.push(c)}>
          Encrypt
        </CheckField>
      </>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'b');
    await userEvent.click(screen.getByLabelText('Encrypt'));
    expect(seen).toEqual(['b', true]);
  });

  it('a printer choice is a select of the listed printers, or a text input when none is listed', async () => {
    const seen: string[] = [];
    const { rerender } = render(
      <PrinterChoice
        ariaLabel="Printer"
        printers={[{ name: 'p1', displayName: 'Label printer' }]}
        value=""
        emptyLabel="From settings"
        onChange={(v) => seen.push(v)}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Printer'), 'p1');
    expect(screen.getByRole('option', { name: 'From settings' })).toBeInTheDocument();
    rerender(
      <PrinterChoice
        ariaLabel="Printer"
        printers={[]}
        value=""
        emptyLabel="From settings"
        onChange={(v) => seen.push(v)}
      />,
    );
    const input = screen.getByLabelText('Printer');
    expect(input).toHaveAttribute('placeholder', 'From settings');
    await userEvent.type(input, 'z');
    expect(seen).toEqual(['p1', 'z']);
  });
});
