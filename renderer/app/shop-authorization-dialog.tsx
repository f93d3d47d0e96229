import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { ModalDialog } from '../components/modal-dialog';
import { useAuthStatus } from '../hooks/auth';
import { queryKey } from '../hooks/query-keys';
import { useAuthAlerts } from '../store/auth-alerts';

/** The link as a QR code to scan with the phone (the marketplace authorizes a shop by scanning). */
function useQrDataUrl(text: string | null): string | null {
  const [qr, setQr] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 232, errorCorrectionLevel: 'M' })
      .then((url) => live && setQr({ text, url }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  // A code drawn for an earlier link is never shown for a new one.
  return qr && qr.text === text ? qr.url : null;
}

/** 302: this shop has not authorized the token. Scan or open the link, then retry what failed. */
export function ShopAuthorizationDialog() {
  const { t } = useTranslation('common');
  const qc = useQueryClient();
  const alert = useAuthAlerts((s) => s.shopAuthorization);
  const dismiss = useAuthAlerts((s) => s.dismissShopAuthorization);
  const status = useAuthStatus();
  // The error may not name the shop; auth.status remembers which shops answered 302.
  const known = status.data?.unauthorizedShops.find((s) =>
    alert?.authUrl ? s.authUrl === alert.authUrl : true,
  );
  const shop = alert?.shop ?? known?.shop ?? null;
  const authUrl = alert?.authUrl ?? known?.authUrl ?? null;
  const qr = useQrDataUrl(authUrl);

  const retry = () => {
    dismiss();
    void qc.invalidateQueries({ queryKey: queryKey('auth.status') });
    void qc.refetchQueries({ predicate: (q) => q.state.status === 'error' });
  };

  return (
    <ModalDialog
      open={alert !== null}
      title={t('authorize.title')}
      onClose={dismiss}
      width={600}
      actions={
        <>
          <button type="button" className="btn" onClick={dismiss}>
            {t('action.close')}
          </button>
          <button type="button" className="btn btn-primary" onClick={retry} autoFocus>
            {t('authorize.retry')}
          </button>
        </>
      }
    >
      <div className="authorize">
        <div className="authorize-text">
          <p>{shop ? t('authorize.explainShop', { shop }) : t('authorize.explain')}</p>
          <ol>
            <li>{t('authorize.step1')}</li>
            <li>{t('authorize.step2')}</li>
            <li>{t('authorize.step3')}</li>
          </ol>
          {authUrl ? (
            <>
              <a className="btn" href={authUrl} target="_blank" rel="noopener noreferrer">
                <Icon name="external" size={16} /> {t('authorize.open')}
              </a>
              <p className="authorize-url">
                <span className="muted">{t('authorize.link')}</span> <code>{authUrl}</code>
              </p>
            </>
          ) : (
            <p className="field-error">{t('authorize.noLink')}</p>
          )}
          {alert?.msg && <p className="muted">{t('error.gatewaySaid', { msg: alert.msg })}</p>}
        </div>
        {qr && <img className="authorize-qr" src={qr} alt={t('authorize.qrAlt')} width={232} height={232} />}
      </div>
    </ModalDialog>
  );
}
