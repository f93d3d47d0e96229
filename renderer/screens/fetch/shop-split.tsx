import { useTranslation } from 'react-i18next';
import type { ShopFetchCall } from '../../../shared/ipc/channels/shops-fetch';
import { ShopNameTag } from '../../components/shop-name-tag';

/**
 * A selection that spans shops is fetched one call per shop (at most 10 waybills each), each with that shop's
 * sender and template: the seller sees the calls and what each costs before confirming.
 */
export function ShopSplit({ calls }: { calls: readonly ShopFetchCall[] }) {
  const { t } = useTranslation('fetch');
  const points = calls.reduce((sum, c) => sum + c.points, 0);
  return (
    <section className="fetch-shop-split" aria-label={t('shops.label')} data-testid="shop-split">
      <p className="fetch-shop-split-intro">{t('shops.intro', { count: calls.length, points })}</p>
      <table className="table fetch-shop-split-table">
        <thead>
          <tr>
            <th>{t('shops.shop')}</th>
            <th>{t('shops.waybills')}</th>
            <th>{t('shops.cost')}</th>
            <th>{t('shops.sender')}</th>
            <th>{t('shops.carrier')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((c, i) => (
            <tr key={`${c.ownerId}-${i}`}>
              <td>
                <ShopNameTag name={c.shopName} colour={c.colour} />
              </td>
              <td>
                {t('shops.waybillCount', {
                  count: c.waybills,
                  orders: t('shops.orderCount', { count: c.orderSns.length }),
                })}
              </td>
              <td className="fetch-shop-split-cost">{t('shops.points', { count: c.points })}</td>
              <td>{c.senderName}</td>
              <td>{t(`carrier.${c.cpCode}`, { ns: 'common', defaultValue: c.cpCode })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
