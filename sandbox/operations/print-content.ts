import type { Address, Recipient, Sender, TradeOrderInfo } from '../../shared/api/schemas/waybill-fetch';
import type { Carrier } from '../catalogue/carriers';
import { hashText } from '../catalogue/order-seed';

export interface SubParentPosition {
  parentWaybillCode: string;
  /** 1-based position of this package among `total` (a label prints `total-index`). */
  index: number;
  total: number;
}

const fullAddress = (a: Address) => ({
  province: a.province,
  city: a.city ?? '',
  district: a.district ?? '',
  town: a.town ?? '',
  detail: a.detail,
});

const contact = (p: Sender | Recipient) => ({
  address: fullAddress(p.address),
  mobile: p.mobile ?? '',
  name: p.name,
  phone: p.phone ?? '',
});

/** `logistics_services` is JSON text of service values when given; anything else carries no services. */
function services(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The `data` of print_data (DECISIONS W12), as JSON text. Routing codes are derived from the addresses,
 * so the same route always sorts the same way, as a carrier's would.
 */
export function printContentText(
  waybillCode: string,
  carrier: Carrier,
  sender: Sender,
  dto: TradeOrderInfo,
  dmsSorting: boolean,
  position: SubParentPosition | null,
): string {
  const to = dto.recipient.address;
  const routeHash = hashText(`${to.province}|${to.city ?? ''}|${to.district ?? ''}`);
  const hubCode = String(100 + (hashText(to.province) % 900));
  const content: Record<string, unknown> = {
    waybillCode,
    cpCode: carrier.code,
    sender: contact(sender),
    recipient: contact(dto.recipient),
    routingInfo: {
      consolidation: { name: `${to.province.slice(0, 2)}集包`, code: hubCode },
      origin: {
        code: String(100000 + (hashText(sender.address.province) % 900000)),
        name: `${sender.address.city ?? sender.address.province}转运中心`,
      },
      sortation: {
        name: `${hubCode}-${String(routeHash % 100).padStart(2, '0')} ${to.district ?? to.city ?? ''}`.trim(),
      },
      routeCode: `${hubCode} ${String.fromCharCode(65 + (routeHash % 26))}${routeHash % 10}`,
    },
    dmsSortingInfo: {
      siteAreaCode: dmsSorting ? `${String.fromCharCode(65 + (routeHash % 8))}${routeHash % 100}` : '',
    },
    shippingOption: {
      code: carrier.product.code,
      services: services(dto.logistics_services),
      title: carrier.product.title,
    },
  };
  if (position) {
    content.parentWaybillCode = position.parentWaybillCode;
    content.packageQuantity = { index: position.index, total: position.total };
  }
  return JSON.stringify(content);
}
