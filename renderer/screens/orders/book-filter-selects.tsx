import { useTranslation } from 'react-i18next';
import { WaybillStateFilter } from '../../../shared/ipc/channels/order-book';
import type { BookSort, useOrderBookView } from '../../store/order-book-view';
import { REMARK_TAGS } from './order-format';
import { useServedShops } from './use-served-shops';

const SORTS: BookSort[] = ['newest', 'oldest', 'ship-by'];

/**
 * One of the bar's filter selects, named by aria-label (no room for a label): an optional "any" choice (''),
 * then its values, each with its caption.
 */
function BarSelect<V extends string>({
  label,
  value,
  onChange,
  any,
  choices,
  caption,
  testId,
}: {
  label: string;
  value: V | '';
  onChange: (value: V) => void;
  any?: string;
  choices: readonly V[];
  caption: (choice: V) => string;
  testId?: string;
}) {
  return (
    <select
      className="input"
      aria-label={label}
      value={value}
      // The options are '' (only with `any`) and `choices`: the value is one of them.
      onChange={(e) => onChange(e.target.value as V)}
      data-testid={testId}
    >
      {any !== undefined && <option value="">{any}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {caption(choice)}
        </option>
      ))}
    </select>
  );
}

/** The shops the desk serves, by name: only when it serves more than one (one shop needs no filter). */
function ShopSelect({ view }: { view: ReturnType<typeof useOrderBookView.getState> }) {
  const { t } = useTranslation('orders');
  const shops = useServedShops();
  if (shops.length < 2) return null;
  const names = new Map(shops.map((shop) => [shop.ownerId, shop.name]));
  return (
    <BarSelect
      label={t('search.shop')}
      value={view.shop}
      onChange={view.setShop}
      any={t('search.anyShop')}
      choices={shops.map((shop) => shop.ownerId)}
      caption={(owner) => names.get(owner) ?? owner}
      testId="shop-filter"
    />
  );
}

/** The book's shop, mark, waybill-state and sort filters, on the search bar's line when opened. */
export function BookFilterSelects({ view }: { view: ReturnType<typeof useOrderBookView.getState> }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <ShopSelect view={view} />
      <BarSelect
        label={t('filters.tag')}
        value={view.remarkTag}
        onChange={view.setRemarkTag}
        any={t('search.anyTag')}
        choices={REMARK_TAGS}
        caption={(tag) => `⚑ ${t(`flag.${tag}`)}`}
      />
      <BarSelect
        label={t('search.waybill')}
        value={view.waybill}
        onChange={view.setWaybill}
        any={t('search.anyWaybill')}
        choices={WaybillStateFilter.options}
        caption={(state) => t(`search.waybillState.${state}`)}
        testId="waybill-filter"
      />
      <BarSelect
        label={t('search.sort')}
        value={view.sort}
        onChange={view.setSort}
        choices={SORTS}
        caption={(sort) => t(`search.sortBy.${sort}`)}
      />
    </>
  );
}
