import type { IssuedWaybill } from '../../../shared/ipc/channels/waybills';
import { daysSince, isStaleUnprinted, printStateOf } from '../../../shared/waybills/unprinted';
import type { WaybillRowText } from './waybill-row-text';
import { ShopNameTag } from '../../components/shop-name-tag';
import { handoverBatchBarcode } from '../../../shared/documents/handover-list';
import { isNotHandedOver } from '../../../shared/waybills/waybill-csv';
import { formatDateTime } from './format';

interface CellProps {
  row: IssuedWaybill;
  text: WaybillRowText;
}

/**
 * A merged waybill: its first order and how many it holds; every order number on hover and for screen readers
 * (the search finds the waybill by any of them).
 */
export function WaybillOrderCell({ row, text }: CellProps) {
  const merged = row.orderSns.length > 1;
  return (
    <div
      role="gridcell"
      className="wb-cell wb-c-order"
      title={merged ? row.orderSns.join('\n') : undefined}
      aria-description={merged ? row.orderSns.join(', ') : undefined}
    >
      {row.orderSn}
      {merged ? <small className="wb-merged">{text.merged(row.orderSns.length)}</small> : null}
    </div>
  );
}

/** Printed (how often), sent to a dialog only, unprinted for too long, or unprinted; and encrypted. */
export function WaybillPrintedCell({ row, text }: CellProps) {
  const state = printStateOf(row);
  return (
    <div role="gridcell" className="wb-cell wb-c-printed">
      {state === 'printed' ? (
        <span className="badge badge-info wb-mark wb-mark-square">{text.printedTimes(row.printedCount)}</span>
      ) : state === 'dialog' ? (
        <span className="badge badge-warning wb-mark wb-mark-ring">{text.dialogTimes(row.dialogCount)}</span>
      ) : isStaleUnprinted(row, text.staleBefore) ? (
        <span className="badge badge-danger" title={text.staleHint} data-testid="stale-unprinted">
          ⚑ {text.stale(daysSince(row.issuedAt, text.now))}
        </span>
      ) : (
        <span className="badge badge-muted wb-mark wb-mark-ring">{text.unprinted}</span>
      )}
      {row.encrypted ? <span className="badge badge-warning">{text.encrypted}</span> : null}
    </div>
  );
}

/** Live or recycled, checked or not, and the last recycle's error. */
export function WaybillStatusCell({ row, text }: CellProps) {
  return (
    <div role="gridcell" className="wb-cell wb-c-status" title={row.lastRecycleError ?? undefined}>
      {row.status === 'recycled' ? (
        <span className="badge badge-muted wb-mark wb-mark-box">{text.recycled}</span>
      ) : (
        <span className="badge badge-success wb-mark wb-mark-dot">{text.live}</span>
      )}
      {row.checked ? (
        <span className="badge badge-success" title={text.checkedHint} data-testid="waybill-checked">
          ✓ {text.checked}
        </span>
      ) : (
        <span className="badge badge-muted" data-testid="waybill-unchecked">
          {text.unchecked}
        </span>
      )}
      {/* Live: why the last recycle failed. Recycled: the gateway's words when it was found void already. */}
      {row.lastRecycleError ? <small className="wb-recycle-error">{row.lastRecycleError}</small> : null}
    </div>
  );
}

/** The waybill's shop: its colour and name (a shop removed since: its owner id). */
export function WaybillShopCell({ row, text }: CellProps) {
  const shop = text.shopOf(row.ownerId);
  return (
    <div role="gridcell" className="wb-cell wb-c-shop" title={shop?.name ?? row.ownerId}>
      {shop ? <ShopNameTag name={shop.name} colour={shop.colour} /> : row.ownerId}
    </div>
  );
}

/** The parcel's measured weight, and "overridden" when it was printed over a weight mismatch. */
export function WaybillWeightCell({ row, text }: CellProps) {
  const weight = row.weight;
  return (
    <div role="gridcell" className="wb-cell wb-c-weight" data-testid="waybill-weight">
      {weight ? text.kilograms(weight.grams) : null}
      {weight?.overridden ? (
        <small className="wb-weight-overridden" title={text.weightOverriddenHint}>
          {text.weightOverridden}
        </small>
      ) : null}
    </div>
  );
}

/** The handover batch the parcel was scanned into and when, or "not handed over" for a printed live label. */
export function WaybillHandoverCell({ row, text }: CellProps) {
  const handover = row.handover;
  return (
    <div role="gridcell" className="wb-cell wb-c-handover" data-testid="waybill-handover">
      {handover ? (
        <>
          {handoverBatchBarcode(handover.batchId)}
          {handover.closed ? null : ` · ${text.handoverOpen}`}
          {/* Month, day and time: a parcel goes out within days of its issue (the year is in Issued). */}
          <small title={formatDateTime(handover.at)}>{formatDateTime(handover.at).slice(5)}</small>
        </>
      ) : isNotHandedOver(row) ? (
        <span className="badge badge-warning" title={text.notHandedOver}>
          {text.notHandedOver}
        </span>
      ) : null}
    </div>
  );
}

/** When it was issued: the day, the time under it (two short lines leave the receiver room at 1280 px). */
export function WaybillTimeCell({ at }: { at: number }) {
  const [day, time] = formatDateTime(at).split(' ');
  return (
    <div role="gridcell" className="wb-cell wb-c-time">
      {day}
      <small>{time}</small>
    </div>
  );
}
