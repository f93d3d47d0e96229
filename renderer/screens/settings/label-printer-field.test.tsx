// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { recordingBridge, renderWithQueries, screenSuite } from '../../testing/screen-test-kit';
import { LabelPrinterField } from './label-printer-field';
import { draftOf, type Row } from './print-profile-draft';

/* A print profile's label printer connection and its Test print (the calibration label, sent as typed). */

const { bridge, sent } = recordingBridge(() => ({
  size: '100x150',
  uri: 'socket://192.168.1.50:9100?language=tspl',
  sent: false,
  state: 'paper-out',
  message: 'Out of labels: load a new roll',
  detail: 'paper out',
  bytes: 4096,
}));
screenSuite(bridge);

function Field() {
  const [row, setRow] = useState<Row>(() => draftOf({})['100x150']);
  return (
    <table>
      <tbody>
        <tr>
          <LabelPrinterField size="100x150" row={row} onChange={(c) => setRow((r) => ({ ...r, ...c }))} />
        </tr>
      </tbody>
    </table>
  );
}

describe('LabelPrinterField', () => {
  it('sends the connection as typed to printers.testPrint and shows what the printer said', async () => {
    renderWithQueries(<Field />);
    const input = screen.getByRole('textbox', { name: 'Label printer connection for 100 × 150 mm' });
    await userEvent.type(input, 'socket://192.168.1.50:9100?language=tspl');
    await userEvent.click(screen.getByRole('button', { name: 'Test print for 100 × 150 mm' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Not printed: Out of labels: load a new roll',
    );
    // The printer's own words only under the technical details.
    expect(screen.getByRole('status')).not.toHaveTextContent('paper out');
    expect(screen.getByText('Technical details').closest('details')).toHaveTextContent('paper out');
    expect(sent).toEqual([
      {
        channel: 'printers.testPrint',
        input: {
          size: '100x150',
          uri: 'socket://192.168.1.50:9100?language=tspl',
          stock: { kind: 'gap', mm: 2 },
        },
      },
    ]);
  });

  it('an empty field tests the size as saved (its profile, else --label-printer)', async () => {
    renderWithQueries(<Field />);
    await userEvent.click(screen.getByRole('button', { name: 'Test print for 100 × 150 mm' }));
    await screen.findByRole('status');
    expect(sent).toEqual([
      { channel: 'printers.testPrint', input: { size: '100x150', stock: { kind: 'gap', mm: 2 } } },
    ]);
  });
});
