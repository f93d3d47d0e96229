import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { ipcErrorOf } from '../../components/ipc-error';
import { usePauseShop, useRemoveShop, useShops } from '../../hooks/shops';
import { DefaultShopField } from './default-shop-field';
import { DeskShopLimitField } from './desk-shop-limit';
import { formOfShop, NEW_SHOP, type ShopForm } from './shop-draft';
import { ShopEditor } from './shop-editor';
import { ShopRow, type ShopEntry } from './shop-row';

/** Why a remove was refused, in the seller's words: the shop still holds paid waybills (pause it instead). */
function RemoveRefusal({ entry, error }: { entry: ShopEntry; error: unknown }) {
  const { t } = useTranslation('settings');
  if (ipcErrorOf(error).field !== 'shop.remove') return <ErrorNotice error={error} compact />;
  return (
    <p role="alert" className="notice notice-warning" data-testid="shop-remove-refused">
      {t('shops.removeRefused', {
        name: entry.shop.name,
        live: entry.liveWaybills,
        unsettled: entry.unsettledFetches,
      })}
    </p>
  );
}

/** The table's one row while the seller has no shop yet. */
function NoShopsRow() {
  const { t } = useTranslation('settings');
  return (
    <tr>
      <td colSpan={5} className="muted">
        {t('shops.empty')}
      </td>
    </tr>
  );
}

/** Settings › Shops: the seller's shops (the same on every desk of a shared ledger) and the shops this desk packs. */
export function ShopsSection() {
  const { t } = useTranslation('settings');
  const list = useShops();
  const pause = usePauseShop();
  const remove = useRemoveShop();
  const [editing, setEditing] = useState<ShopForm | null>(null);
  const [removing, setRemoving] = useState<ShopEntry | null>(null);
  const shops = list.data?.shops ?? [];
  const busy = pause.isPending || remove.isPending;
  return (
    <section className="settings-section panel" aria-labelledby="settings-shops-heading">
      <h2 id="settings-shops-heading">{t('shops.heading')}</h2>
      <p className="muted">{t('shops.hint')}</p>
      {list.error ? <ErrorNotice error={list.error} compact /> : null}
      <table className="data-table shops-table" data-testid="shops-table">
        <thead>
          <tr>
            <th>{t('shops.field.name')}</th>
            <th>{t('shops.field.ownerId')}</th>
            <th>{t('shops.authorization')}</th>
            <th>{t('shops.state')}</th>
            <th>{t('shops.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {shops.map((entry) => (
            <ShopRow
              key={entry.shop.id}
              entry={entry}
              isDefault={entry.shop.id === list.data?.defaultShop?.id}
              busy={busy}
              onEdit={() => setEditing(formOfShop(entry.shop))}
              onPause={() => pause.mutate({ id: entry.shop.id, paused: !entry.shop.paused })}
              onRemove={() => {
                setRemoving(entry);
                remove.mutate(entry.shop.id);
              }}
            />
          ))}
          {shops.length === 0 ? <NoShopsRow /> : null}
        </tbody>
      </table>
      {remove.error && removing ? <RemoveRefusal entry={removing} error={remove.error} /> : null}
      {pause.error ? <ErrorNotice error={pause.error} compact /> : null}
      {editing ? (
        <ShopEditor key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="btn" onClick={() => setEditing(NEW_SHOP)}>
          {t('shops.add')}
        </button>
      )}
      <DefaultShopField shops={shops} state={list.data?.defaultShop} />
      <DeskShopLimitField shops={shops} />
    </section>
  );
}
