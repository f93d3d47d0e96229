import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupStatus, LedgerBackup } from '../../../shared/ipc/channels/data-backups';
import { byteSize } from '../../components/byte-size';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorNotice } from '../../components/error-notice';
import { TextField } from '../../components/form-field';
import { onSubmitRun } from '../../components/on-submit';
import { useBackupNow, useBackups, useRestoreLedger } from '../../hooks/data-backups';
import { useUpdateSettings } from '../../hooks/settings';

/**
 * Settings → Data, backups: the folder the ledger is backed up to (daily, the newest 7 kept), "Back up now", and a
 * restore from one of them or any backup file. A shared ledger is the server's to back up: its pg_dump command.
 */
export function DataBackupsSection({ backupDir }: { backupDir: string | null }) {
  const { t } = useTranslation('data-backups');
  const status = useBackups();
  return (
    <section className="settings-section panel" aria-labelledby="settings-backups-heading">
      <h2 id="settings-backups-heading">{t('heading')}</h2>
      {status.isError && <ErrorNotice error={status.error} onRetry={() => void status.refetch()} compact />}
      {status.data?.kind === 'shared' && <SharedLedgerBackup status={status.data} />}
      {status.data?.kind === 'none' && <p className="muted">{t('none')}</p>}
      {status.data?.kind === 'file' && <FileBackups status={status.data} backupDir={backupDir} />}
    </section>
  );
}

function SharedLedgerBackup({ status }: { status: Extract<BackupStatus, { kind: 'shared' }> }) {
  const { t } = useTranslation('data-backups');
  return (
    <>
      <p>{t('shared', { server: status.server })}</p>
      <pre className="settings-command" data-testid="pg-dump-command">
        <code>{status.pgDump}</code>
      </pre>
      <p className="muted">{t('sharedPassword')}</p>
    </>
  );
}

type FileStatus = Extract<BackupStatus, { kind: 'file' }>;

function FileBackups({ status, backupDir }: { status: FileStatus; backupDir: string | null }) {
  const { t } = useTranslation('data-backups');
  const backupNow = useBackupNow();
  const restore = useRestoreLedger();
  const busy = status.running || status.restoring || backupNow.isPending || restore.isPending;
  // A listed backup or a typed file: either is restored only after one confirmation (the book and bindings go back).
  const [asking, setAsking] = useState<string | null>(null);
  return (
    <>
      <p className="muted">{t('explain', { keep: status.keep })}</p>
      <BackupFolder status={status} backupDir={backupDir} />
      {status.lastError && (
        <div className="notice notice-warning" role="alert">
          <div className="notice-body">{t('lastFailed', { why: status.lastError })}</div>
        </div>
      )}
      <div className="settings-row">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => backupNow.mutate()}>
          {backupNow.isPending ? t('backingUp') : t('backUpNow')}
        </button>
        {status.restoring && <span role="status">{t('restoring')}</span>}
      </div>
      {backupNow.isSuccess && (
        <p role="status" className="settings-saved">
          ✓ {t('made', { name: backupNow.data.name })}
        </p>
      )}
      {backupNow.error && <ErrorNotice error={backupNow.error} compact />}
      <BackupList backups={status.backups} disabled={busy} onRestore={setAsking} />
      <RestoreFromFile disabled={busy} onRestore={setAsking} />
      <ConfirmDialog
        open={asking !== null}
        title={t('restoreTitle')}
        confirmLabel={t('restoreYes')}
        cancelLabel={t('cancel')}
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) restore.mutate(asking);
          setAsking(null);
        }}
      >
        <p className="restore-file">{asking}</p>
        <p>{t('confirm')}</p>
      </ConfirmDialog>
      {restore.isSuccess && (
        <p role="status" className="settings-saved">
          ✓ {t('restored', { count: restore.data.openIntents, kept: restore.data.keptAs.name })}
          <br />
          {t('carried', { count: restore.data.carriedWaybills })}
        </p>
      )}
      {restore.error && <ErrorNotice error={restore.error} compact />}
    </>
  );
}

function BackupFolder({ status, backupDir }: { status: FileStatus; backupDir: string | null }) {
  const { t } = useTranslation('data-backups');
  const update = useUpdateSettings();
  const [dir, setDir] = useState(backupDir ?? '');
  if (status.dirFrom === 'start') return <p>{t('folderFromStart', { dir: status.dir })}</p>;
  const save = () => update.mutate({ backupDir: dir.trim() === '' ? null : dir.trim() });
  return (
    <form className="settings-row" onSubmit={onSubmitRun(save)}>
      <TextField
        id="settings-backupDir"
        className="settings-grow"
        label={t('folder')}
        hint={t('folderNow', { dir: status.dir })}
        spellCheck={false}
        value={dir}
        placeholder={t('folderDefault')}
        onChange={setDir}
      />
      <button type="submit" className="btn" disabled={update.isPending}>
        {t('saveFolder')}
      </button>
      {update.error && <ErrorNotice error={update.error} compact />}
    </form>
  );
}

function BackupList({
  backups,
  disabled,
  onRestore,
}: {
  backups: LedgerBackup[];
  disabled: boolean;
  onRestore: (file: string) => void;
}) {
  const { t, i18n } = useTranslation('data-backups');
  if (backups.length === 0) return <p className="muted">{t('noBackups')}</p>;
  return (
    <table className="table" aria-label={t('listLabel')}>
      <thead>
        <tr>
          <th>{t('when')}</th>
          <th>{t('size')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {backups.map((b) => (
          <tr key={b.name}>
            <td>
              {new Date(b.at).toLocaleString(i18n.language)}
              {b.beforeRestore && <span className="muted"> · {t('beforeRestore')}</span>}
            </td>
            <td>{byteSize(b.bytes)}</td>
            <td>
              <button type="button" className="btn" disabled={disabled} onClick={() => onRestore(b.file)}>
                {t('restore')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RestoreFromFile({ disabled, onRestore }: { disabled: boolean; onRestore: (file: string) => void }) {
  const { t } = useTranslation('data-backups');
  const [file, setFile] = useState('');
  return (
    <form className="settings-row" onSubmit={onSubmitRun(() => onRestore(file.trim()))}>
      <TextField
        id="settings-restore-file"
        className="settings-grow"
        label={t('fromFile')}
        spellCheck={false}
        value={file}
        onChange={setFile}
      />
      <button type="submit" className="btn" disabled={disabled || file.trim() === ''}>
        {t('restore')}
      </button>
    </form>
  );
}
