import type { Settings } from '../../../shared/ipc/channels/settings';
import { ErrorNotice } from '../../components/error-notice';
import { AWAITING_SHIPMENT_STATUS } from '../../../shared/orders/merge-key';
import { NotAwaitingList } from './not-awaiting-list';
import { FetchForm } from './fetch-form';
import { FetchRecipients } from './fetch-recipients';
import { ShopSplit } from './shop-split';
import type { useFetchDialog } from './use-fetch-dialog';

/**
 * The dialog's form phase: the last refusal (with what it cost), orders not awaiting shipment, who each waybill
 * goes to, then sender, carrier and options. Enter sends (never with orders left to confirm).
 */
export function FetchDialogForm({
  d,
  settings,
}: {
  d: ReturnType<typeof useFetchDialog>;
  settings: Settings;
}) {
  return (
    <form
      id="fetch-form"
      noValidate
      onKeyDown={d.onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        if (d.busy || d.sns.length === 0 || d.needsNotAwaitingYes || d.splitPending) return;
        if (d.shopCalls) d.sendShops(false);
        else d.send(d.sns, false);
      }}
    >
      {d.lastError !== null && <ErrorNotice error={d.lastError} charged />}
      {d.shopCalls && <ShopSplit calls={d.shopCalls} />}
      <NotAwaitingList
        orders={d.notAwaiting}
        confirmed={d.notAwaitingConfirmed}
        onConfirm={d.setNotAwaitingConfirmed}
        onLeaveOut={d.deselect}
      />
      <FetchRecipients
        orders={d.orders.filter((o) => o.order.order_status === AWAITING_SHIPMENT_STATUS)}
        merges={d.merges}
        ownerId={settings.ownerId}
        onRemove={(sn) => d.deselect([sn])}
        onSplit={d.split}
        onMerge={d.mergeByHand}
        error={d.fieldErrors.orders}
      />
      <FetchForm
        draft={d.draft}
        settings={settings}
        errors={d.fieldErrors}
        onPatch={d.patch}
        perShop={d.shopCalls !== null || d.splitPending}
      />
    </form>
  );
}
