import { useTranslation } from 'react-i18next';
import type { ShopList } from '../../../shared/ipc/channels/shops';
import { useQrDataUrl } from '../../components/use-qr-data-url';
import { useShopAuthorized } from '../../hooks/shops';

export type ShopEntry = ShopList['shops'][number];

/** 未授权: the shop's link and its QR code (the seller scans it on the phone), and "authorized: try again". */
function ShopAuthorization({ entry }: { entry: ShopEntry }) {
  const { t } = useTranslation('settings');
  const authorized = useShopAuthorized();
  const authUrl = entry.unauthorized?.authUrl ?? null;
  const qr = useQrDataUrl(authUrl);
  if (!entry.unauthorized) return <span className="badge badge-success">{t('shops.authorizedState')}</span>;
  return (
    <div className="shop-authorization" data-testid="shop-unauthorized">
      <span className="badge badge-danger">{t('shops.unauthorized')}</span>
      {authUrl ? (
        <a href={authUrl} target="_blank" rel="noreferrer" className="shop-auth-link">
          {t('shops.authorizeLink')}
        </a>
      ) : null}
      {qr ? <img src={qr} alt={t('shops.authorizeQr')} width={96} height={96} /> : null}
      <button
        type="button"
        className="btn"
        disabled={authorized.isPending}
        onClick={() => authorized.mutate(entry.shop.id)}
      >
        {t('shops.authorizedRetry')}
      </button>
    </div>
  );
}

/** One shop: its colour tag and name, owner id, authorization, paused or not, and what the seller can do with it. */
export function ShopRow({
  entry,
  isDefault,
  busy,
  onEdit,
  onPause,
  onRemove,
}: {
  entry: ShopEntry;
  /** The desk's default shop (the gateway calls that name no shop carry its ids). */
  isDefault: boolean;
  busy: boolean;
  onEdit: () => void;
  onPause: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('settings');
  const { shop } = entry;
  return (
    <tr data-testid="shop-row" data-shop={shop.id}>
      <td>
        <span className="shop-tag" style={{ background: shop.colour }} aria-hidden="true" />
        {shop.name}
        {isDefault ? (
          <span className="badge badge-info shop-default-badge" data-testid="shop-default-badge">
            {t('shops.defaultBadge')}
          </span>
        ) : null}
      </td>
      <td className="shop-owner">{shop.ownerId}</td>
      <td>
        <ShopAuthorization entry={entry} />
      </td>
      <td>{shop.paused ? <span className="badge">{t('shops.paused')}</span> : t('shops.active')}</td>
      <td>
        <div className="shop-actions">
          <button type="button" className="btn" onClick={onEdit}>
            {t('shops.edit')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={onPause}>
            {shop.paused ? t('shops.resume') : t('shops.pause')}
          </button>
          <button type="button" className="btn btn-danger" disabled={busy} onClick={onRemove}>
            {t('shops.remove')}
          </button>
        </div>
      </td>
    </tr>
  );
}
