import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';

/*
 * What the book's text search sees of an order: number, receiver name and phone as stored, goods name and spec,
 * remark, mark name and the full address, joined by U+001F (a separator no one can type, so a match never spans
 * two fields) and closed by two more so every character starts a trigram. The phone's tail digits are a
 * substring of the phone as stored, masked or not.
 */
export const bookSearchText = (o: SoldOrder): string =>
  [
    o.order_sn,
    o.receiver_name,
    o.receiver_phone,
    o.goods_name,
    o.goods_spec,
    o.remark,
    o.remark_tag_name ?? '',
    `${o.province}${o.city}${o.town}${o.receiver_address}`,
  ]
    .map((field) =>
      [...field].map((c) => ((c.codePointAt(0) ?? 0) <= 0x1f || c === '\u007f' ? ' ' : c)).join(''),
    )
    .join('\u001f') + '\u001f\u001f';
