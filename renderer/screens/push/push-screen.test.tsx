// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PushScreen } from '.';
import { recordingBridge, renderWithQueries, screenSuite } from '../../testing/screen-test-kit';

// A stand-in for main's router; e2e pushes against the sandbox.
const { bridge, sent } = recordingBridge((input) => ({
  pushed: (input as { items: unknown[] }).items.length,
}));

const renderScreen = () => renderWithQueries(<PushScreen />);
const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('<PushScreen>', () => {
  screenSuite(bridge);

  it('says it deducts the balance and names the four push kinds', () => {
    renderScreen();
    expect(screen.getByRole('note')).toHaveTextContent('deducts your account balance');
    for (const kind of [
      'Gravity cube',
      'Group-buy push',
      'Cloud-theme push',
      'Short-video full-screen swipe',
    ]) {
      expect(screen.getByRole('radio', { name: new RegExp(kind) })).toBeInTheDocument();
    }
  });

  it('warns above 2 rows and stops warning when one is removed', () => {
    renderScreen();
    const add = screen.getByRole('button', { name: /Add a row/ });
    fireEvent.click(add);
    expect(screen.queryByText(/at most 2 advised/)).not.toBeInTheDocument();
    fireEvent.click(add);
    expect(screen.getByText(/3 items: at most 2 advised/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(screen.queryByText(/at most 2 advised/)).not.toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Item id, row/)).toHaveLength(2);
  });

  it('names the row and field that is wrong, and sends nothing', () => {
    renderScreen();
    fill('Item id, row 1', 'abc');
    fireEvent.click(screen.getByRole('button', { name: /Push 1 item/ }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('Row 1 · Item id must be digits only.');
    expect(alerts).toContain('Row 1 · Account is required.');
    expect(alerts).toContain('Push type: choose one of the four kinds.');
    expect(sent).toHaveLength(0);
  });

  it('asks before pushing, pushes the rows with the chosen kind, shows the result and clears the rows', async () => {
    renderScreen();
    fill('Item id, row 1', '512345678901');
    fill('Account, row 1', 'demo-account');
    fireEvent.click(screen.getByRole('button', { name: /Add a row/ }));
    fill('Item id, row 2', '512345678902');
    fireEvent.click(screen.getByRole('radio', { name: /Group-buy push/ }));
    fireEvent.click(screen.getByRole('button', { name: /Push 2 items/ }));
    // Nothing is sent before the seller confirms what it costs.
    const confirm = await screen.findByRole('dialog', { name: 'Push 2 items?' });
    expect(sent).toEqual([]);
    expect(within(confirm).getByText(/deducts account balance/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Push 2 items' }));
    expect(await screen.findByText('2 items pushed')).toBeInTheDocument();
    // The rows are cleared: pressing Push again cannot repeat the push.
    expect(screen.getByLabelText('Item id, row 1')).toHaveValue('');
    expect(screen.queryByLabelText('Item id, row 2')).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        channel: 'push.submit',
        input: {
          type: '2',
          items: [
            { url: '512345678901', account: 'demo-account' },
            { url: '512345678902', account: 'demo-account' },
          ],
        },
      },
    ]);
  });
});
