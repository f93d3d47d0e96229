import { useTranslation } from 'react-i18next';
import type { ShopsFetchOutcome } from '../../../shared/ipc/channels/shops-fetch';
import { ErrorNotice } from '../../components/error-notice';
import { ShopNameTag } from '../../components/shop-name-tag';

/**
 * A fetch across shops, call by call: what each shop's call issued and cost, or why it was refused (a refused
 * call spent nothing; the other shops' calls went on).
 */
export function ShopResults({ outcome }: { outcome: ShopsFetchOutcome }) {
  const { t } = useTranslation('fetch');
  return (
    <section className="fetch-shop-results" aria-label={t('shops.resultsLabel')} data-testid="shop-results">
      <ul>
        {outcome.calls.map((c, i) => (
          <li key={`${c.ownerId}-${i}`} data-shop={c.ownerId}>
            <ShopNameTag name={c.shopName} colour={c.colour} />
            {c.outcome ? (
              <span role="status">
                {t('shops.issued', {
                  ok: c.outcome.results.filter((r) => r.ok).length,
                  total: c.waybills,
                  count: c.outcome.charged,
                })}
              </span>
            ) : (
              // ErrorNotice reads a failed call (`{ error }`), as the router answers one.
              c.error && <ErrorNotice error={{ error: c.error }} compact charged />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
