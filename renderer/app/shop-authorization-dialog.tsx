import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon';
import { ModalDialog } from '../components/modal-dialog';
import { useShopAuthorization } from './use-shop-authorization';

/** 302: this shop has not authorized the token. Scan or open the link, then retry what failed. */
export function ShopAuthorizationDialog() {
  const { t } = useTranslation('common');
  const { alert, dismiss, shop, authUrl, qr, retry } = useShopAuthorization();

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
