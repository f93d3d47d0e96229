import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../components/modal-dialog';
import { SHORTCUT_GROUPS } from '../keyboard/shortcuts';

export function ShortcutsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <ModalDialog
      open={open}
      title={t('shortcuts.title')}
      onClose={onClose}
      width={620}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
          {t('action.close')}
        </button>
      }
    >
      <div className="shortcuts-grid">
        {SHORTCUT_GROUPS.map(({ group, items }) => (
          <section key={group}>
            <h3>{t(`shortcuts.group.${group}`)}</h3>
            <dl>
              {items.map(([keys, what]) => (
                <div className="shortcut-row" key={keys}>
                  <dt>
                    <kbd>{keys}</kbd>
                  </dt>
                  <dd>{t(what)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </ModalDialog>
  );
}
