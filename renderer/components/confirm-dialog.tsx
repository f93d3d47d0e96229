import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** The one primary action's label, e.g. "Recycle 150 waybills". */
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** While true the buttons are disabled and Escape does nothing (a call is running). */
  busy?: boolean;
  /** Destructive or charging twice: the primary button is red. */
  danger?: boolean;
  confirmDisabled?: boolean;
  /** The confirm spends money: Cancel takes focus (a stray Enter cancels) and a scanner's burst presses nothing. */
  spends?: boolean;
}

/** Ask once, with one primary action; the confirm button takes focus so Enter confirms, unless it spends money. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
  confirmDisabled = false,
  spends = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      width={560}
      spends={spends}
      actions={
        <>
          <button type="button" className="btn" onClick={onCancel} disabled={busy} autoFocus={spends}>
            {cancelLabel ?? t('action.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
            autoFocus={!spends}
          >
            {busy ? t('status.working') : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </ModalDialog>
  );
}
