import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { isBurstKey } from '../keyboard/scanner-burst';

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape or the close button; not called while `busy`. */
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
  width?: number;
  /** Extra description tied to the dialog (aria-describedby). */
  describedBy?: string;
  /**
   * The dialog spends money: a key of a scanner's burst (Enter or Space right after the code's digits) never
   * presses its buttons or submits its form.
   */
  spends?: boolean;
}

/** Enter and Space from a scanner's burst do nothing in a dialog that spends. */
const dropBurstConfirm = (e: KeyboardEvent) => {
  if ((e.key === 'Enter' || e.key === ' ') && isBurstKey(e.nativeEvent)) {
    e.preventDefault();
    e.stopPropagation();
  }
};

/**
 * A native modal <dialog>: the browser traps focus and gives Escape; the title names it for assistive tech
 * and for Playwright's getByRole('dialog', { name }).
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  actions,
  busy = false,
  width,
  describedBy,
  spends = false,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      // jsdom has no showModal; the attribute is enough there.
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      data-spends={spends || undefined}
      onKeyDownCapture={spends ? dropBurstConfirm : undefined}
      style={width ? { maxWidth: `min(${width}px, 94vw)` } : undefined}
      onCancel={(e) => {
        // Escape: keep the dialog open while a charged call is in flight.
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open && (
        <>
          <header className="dialog-header">
            <h2 id={titleId}>{title}</h2>
          </header>
          <div className="dialog-body">{children}</div>
          {actions && <footer className="dialog-actions">{actions}</footer>}
        </>
      )}
    </dialog>
  );
}
