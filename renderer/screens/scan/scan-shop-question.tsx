import { useTranslation } from 'react-i18next';
import { ShopNameTag } from '../../components/shop-name-tag';
import type { ShopQuestion } from './use-shop-question';

/**
 * A number two or more shops hold: which shop's order is this parcel? One key per shop (1, 2, 3…, typed alone in
 * the scan input), or a click; Esc leaves it (nothing printed, nothing spent). Never answered by guess.
 */
export function ScanShopQuestion({ question }: { question: ShopQuestion | null }) {
  const { t } = useTranslation('scan');
  if (!question) return null;
  const { code, shopChoices: shops } = question.entry;
  return (
    <div
      className="scan-shop-question"
      role="alertdialog"
      aria-label={t('whichShop.title', { code })}
      data-testid="scan-shop-question"
    >
      <p className="scan-shop-question-title">{t('whichShop.title', { code })}</p>
      <ol className="scan-shop-choices">
        {shops.map((shop, i) => (
          <li key={shop.ownerId}>
            <button
              type="button"
              className="btn btn-large scan-shop-choice"
              onClick={() => question.choose(shop.ownerId)}
              data-testid="scan-shop-choice"
            >
              <kbd>{i + 1}</kbd>
              <ShopNameTag name={shop.name} colour={shop.colour} />
            </button>
          </li>
        ))}
      </ol>
      <p className="scan-card-hint">
        {t('whichShop.hint', { last: shops.length })}{' '}
        <button type="button" className="btn btn-link" onClick={question.leave}>
          {t('whichShop.leave')}
        </button>
      </p>
    </div>
  );
}
