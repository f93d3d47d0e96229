import { senderFieldOfPath, type SenderField } from '../../store/sender-draft';

/** The parts of the Fetch form a validation error can point at. */
export type FetchFormField =
  | `sender.${SenderField}`
  | 'cpCode'
  | 'templateUrl'
  | 'edition'
  | 'doorPickUpTime'
  | 'doorPickUpEndTime'
  | 'logisticsServices'
  | 'totalPackagesCount'
  | 'orders';

const RULES: ReadonlyArray<[RegExp, FetchFormField]> = [
  [/(^|\.)cp_?code$/i, 'cpCode'],
  [/(^|\.)template_?url$/i, 'templateUrl'],
  [/(^|\.)(vvtype|edition)$/i, 'edition'],
  [/door_?pick_?up_?end_?time$/i, 'doorPickUpEndTime'],
  [/(door_?pick_?up_?time|call_?door_?pick_?up)$/i, 'doorPickUpTime'],
  [/logistics_?services$/i, 'logisticsServices'],
  [/(total_?packages_?count|package_info)/i, 'totalPackagesCount'],
  [/(orderSns|trade_order_info_dtos|recipient|order_info|object_id|user_id)/i, 'orders'],
];

/**
 * Which form field a validation path names, whether main reports the channel's path (`sender.mobile`,
 * `options.doorPickUpTime`) or the gateway request's (`param_waybill_cloud_print_apply_new_request.sender.address.province`).
 */
export const fetchFieldOfPath = (path: string | undefined): FetchFormField | null => {
  if (!path) return null;
  const sender = senderFieldOfPath(path);
  if (sender) return `sender.${sender}`;
  for (const [re, field] of RULES) if (re.test(path)) return field;
  return null;
};

/** The element to focus for a field (ids used by the Fetch form). */
export const fetchFieldElementId = (field: FetchFormField): string =>
  field.startsWith('sender.')
    ? `fetch-sender-${field.slice(7)}`
    : field === 'orders'
      ? 'fetch-recipients'
      : `fetch-${field}`;
