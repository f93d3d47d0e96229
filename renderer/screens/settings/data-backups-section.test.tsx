// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BackupStatus } from '../../../shared/ipc/channels/data-backups';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { renderWithQueries, screenSuite } from '../../testing/screen-test-kit';
import { DataBackupsSection } from './data-backups-section';

/* Settings → Data, backups: a restore is sent only once confirmed; a shared ledger shows its pg_dump command. */

const backup = (name: string, at: number, beforeRestore = false) => ({
  name,
  file: `/data/backups/${name}`,
  bytes: 3 * 1024 * 1024,
  at,
  beforeRestore,
});
/** Backups kept in the default folder, none running. */
const folderOf = (backups: ReturnType<typeof backup>[]): BackupStatus => ({
  kind: 'file',
  dir: '/data/backups',
  dirFrom: 'default',
  keep: 7,
  backups,
  running: false,
  restoring: false,
  lastError: null,
});
let status: BackupStatus;
const sent: Array<{ channel: string; input: unknown }> = [];
const bridge: SellerToolsBridge = {
  call(channel, input) {
    sent.push({ channel, input });
    const value =
      channel === 'data.backups'
        ? status
        : channel === 'data.restore'
          ? { restored: 'x', keptAs: backup('kept.sqlite', 3, true), openIntents: 1, carriedWaybills: 2 }
          : {};
    return Promise.resolve({ ok: true, value });
  },
  on: () => () => undefined,
};

describe('<DataBackupsSection>', () => {
  screenSuite(bridge);
  beforeEach(() => {
    sent.length = 0;
  });

  it('restores a listed backup only after the seller confirms', async () => {
    status = folderOf([backup('ledger-b.sqlite', 2_000_000), backup('ledger-a.sqlite', 1_000_000)]);
    renderWithQueries(<DataBackupsSection backupDir={null} />);
    const [first] = await screen.findAllByRole('button', { name: 'Restore…' });
    fireEvent.click(first as HTMLElement);
    expect(sent.filter((s) => s.channel === 'data.restore')).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Restore the ledger from this backup?' });
    expect(within(dialog).getByText(/kept as a backup first/)).toHaveTextContent(
      'Every waybill, print, fetch and charge recorded after this backup is carried into the restored ledger',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.channel === 'data.restore')).toEqual([
        { channel: 'data.restore', input: { file: '/data/backups/ledger-b.sqlite' } },
      ]),
    );
    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('1 fetch of unknown outcome');
    expect(said).toHaveTextContent('2 waybills fetched after the backup are kept in it.');
  });

  it('restores a typed backup file only after the same confirmation, and not when the seller cancels', async () => {
    status = folderOf([]);
    renderWithQueries(<DataBackupsSection backupDir={null} />);
    const box = await screen.findByRole('textbox', { name: /Restore from another backup file/ });
    fireEvent.change(box, { target: { value: ' /mnt/usb/ledger-old.sqlite ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    let dialog = await screen.findByRole('dialog', { name: 'Restore the ledger from this backup?' });
    expect(dialog).toHaveTextContent('/mnt/usb/ledger-old.sqlite');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((s) => s.channel === 'data.restore')).toEqual([]);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    dialog = await screen.findByRole('dialog', { name: 'Restore the ledger from this backup?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.channel === 'data.restore')).toEqual([
        { channel: 'data.restore', input: { file: '/mnt/usb/ledger-old.sqlite' } },
      ]),
    );
  });

  it('on a shared ledger shows the pg_dump command and offers no backup', async () => {
    status = {
      kind: 'shared',
      server: 'db.lan:5432/shop',
      pgDump: 'pg_dump --host=db.lan --port=5432 --username=desk --format=custom --file=shop.dump shop',
    };
    renderWithQueries(<DataBackupsSection backupDir={null} />);
    expect(await screen.findByTestId('pg-dump-command')).toHaveTextContent('pg_dump --host=db.lan');
    expect(screen.getByText(/does not back up the server/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back up now' })).toBeNull();
  });
});
