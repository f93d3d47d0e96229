import {
  DEFAULT_PRINTER_DPI,
  fitBarcode,
  minBarcodeWidthMm,
  type BarcodeFit,
} from './barcode-geometry';
import type { LabelContact, LabelModel } from './label-model';
import type { LabelSize } from './label-sizes';
import { fitFontMm, fitLine, fitLines, textWidthMm } from './fit-text';
import {
  footHeightMm,
  innerWidthMm,
  LABEL_RULES,
  labelLayout,
  rowTextWidthMm,
  type LabelLayout,
} from './label-layout';

/*
 * The model → view step: every text the label shows, already cut to the box it goes in (with an
 * ellipsis), and the few heights the rows need. Fixed-height rows then never overflow, so the label
 * needs no positioned boxes and no clipping rows (page.pdf() of 500 labels slows down with each one)
 * and stays one page.
 */

export interface PartyView {
  name: string;
  phone: string;
  nameFontMm: number;
  address: string;
  addressFontMm: number;
  /** The address's lines × line height: the one clip of a party row, a backstop should the estimate miss. */
  addressMaxMm: number;
}

export interface LabelView {
  layout: LabelLayout;
  head: { carrier: string; title: string; services: string; pkg: string; date: string };
  sort: { name: string; fontMm: number; lineMm: number; codes: string };
  hub: { lineMm: number; consolidation: [string, string]; origin: [string, string] };
  /** The waybill code's barcode, sized on the printer's dots, and the code as text (never cut). */
  bar: { barcode: BarcodeFit; code: string; fontMm: number };
  recipient: PartyView;
  sender: PartyView;
  foot: {
    heightMm: number;
    areaMm: number;
    parent: string;
    /** "第 i 件 / 共 n 件" after the parent code, or empty. */
    parentPackage: string;
    goods: string;
    /** The goods' lines × line height: the footer's one clip, a backstop should the estimate miss. */
    goodsMaxMm: number;
    /** The first order: its number is the order barcode. */
    orderSn: string;
    /** Null without an order number. */
    orderBarcode: BarcodeFit | null;
    /** The goods cell's and the order cell's widths beside each other (100% each when stacked). */
    goodsPct: number;
    orderPct: number;
    orderCaption: string;
    /** A merged waybill's orders under the caption ("合并 3 单：A B C"), fitted; empty for one order. */
    orderMore: string;
    /** The lines orderMore takes (0 without it). */
    orderMoreLines: number;
    /**
     * Every order number of orderMore fits a line: each is kept whole (CSS would break one at its hyphens, which
     * the fitting does not expect and a packer misreads).
     */
    orderMoreWhole: boolean;
    /** The parcel's measured weight at the right of the signature line ("重量 0.62 kg"), or empty when not weighed. */
    weight: string;
  };
}

const { ruleMm, padXMm, padYMm, lineHeight, markMm, markGapMm } = LABEL_RULES;
/** A key box (集包, 品名…): two characters at the small size, padding, border and margin. */
const keyMm = (layout: LabelLayout) => textWidthMm('集包', layout.font.small) + 1.2 + 0.5 + 1;
/** The mono waybill code: DejaVu Sans Mono advance and the letter spacing of .sl-code. */
const MONO_EMS = 0.61;
const CODE_SPACING_MM = 0.25;

/** Name and code on one line of `widthMm`: the code keeps up to half the line, the name the rest. */
const fitPair = (name: string, code: string, widthMm: number, fontMm: number): [string, string] => {
  const fittedCode = fitLine(code, widthMm / 2, fontMm);
  const nameMm = widthMm - textWidthMm(fittedCode, fontMm) - textWidthMm(' ', fontMm);
  return [fitLine(name, nameMm, fontMm), fittedCode];
};

const party = (
  contact: LabelContact | null,
  layout: LabelLayout,
  rowMm: number,
  recipient: boolean,
): PartyView => {
  const bodyMm = innerWidthMm(layout) - markMm - markGapMm - padXMm;
  const nameFontMm = recipient ? layout.font.name : layout.font.base;
  const addressFontMm = recipient ? Math.round(layout.font.base * 1.1 * 100) / 100 : layout.font.small;
  const phone = contact?.phone ?? '';
  const phoneMm = phone ? textWidthMm(phone, nameFontMm) + 2 : 0;
  const addressMm = rowMm - ruleMm - padYMm - nameFontMm * lineHeight - 0.6 - 0.3;
  const lines = Math.floor(addressMm / (addressFontMm * lineHeight));
  return {
    name: fitLine(contact?.name || '—', bodyMm - phoneMm, nameFontMm),
    phone,
    nameFontMm,
    address: fitLines(contact?.addressLine ?? '', bodyMm, addressFontMm, lines),
    addressFontMm,
    addressMaxMm: lines * addressFontMm * lineHeight,
  };
};

const head = (model: LabelModel, layout: LabelLayout): LabelView['head'] => {
  const { font } = layout;
  const pkg = model.package ? `${model.package.index}/${model.package.count}` : '';
  const rightMm =
    (pkg ? textWidthMm(pkg, font.pkg) + 2 + 0.8 : 0) +
    (model.printedAt ? textWidthMm(model.printedAt, font.small) + 1 : 0);
  const leftMm = rowTextWidthMm(layout) - rightMm - 0.8;
  // The carrier box is set in DejaVu Sans, about a tenth wider than the estimate.
  const carrier = fitLine(model.carrierCode, 14, font.base);
  const carrierMm = carrier ? textWidthMm(carrier, font.base) * 1.1 + 1.6 + 0.6 + 1.2 : 0;
  return {
    carrier,
    title: fitLine(model.shippingOptionTitle || '电子面单', leftMm - carrierMm, font.name),
    services: fitLine(model.shippingServices.join(' · '), leftMm, font.small),
    pkg,
    date: model.printedAt,
  };
};

const sort = (model: LabelModel, layout: LabelLayout): LabelView['sort'] => {
  const textMm = rowTextWidthMm(layout);
  const codes = fitLine(
    [model.routeCode, model.siteAreaCode].filter(Boolean).join('  '),
    textMm,
    layout.font.small,
  );
  const lineMm = layout.rows.sort - ruleMm - (codes ? layout.font.small * lineHeight + 0.4 : 0);
  const name = model.sortationName || '—';
  const fontMm = Math.min(fitFontMm(name, textMm, layout.font.sortMax, layout.font.sortMin), lineMm / 1.2);
  return { name: fitLine(name, textMm, fontMm), fontMm, lineMm, codes };
};

/** The left edge of a row's text box, from the page's left edge. */
const rowLeftMm = (layout: LabelLayout, padMm: number) => layout.insetMm + LABEL_RULES.borderMm + padMm;

/** The parent waybill code with "第 i 件 / 共 n 件", one full-width line at the top of the footer (two if long). */
const footParent = (model: LabelModel, layout: LabelLayout) => {
  const { font } = layout;
  const widthMm = rowTextWidthMm(layout);
  const code =
    model.parentWaybillCode && model.parentWaybillCode !== model.waybillCode ? model.parentWaybillCode : '';
  const parent = code ? fitLine(code, widthMm - keyMm(layout), font.base) : '';
  const parentPackage =
    parent && model.package ? `第 ${model.package.index} 件 / 共 ${model.package.count} 件` : '';
  const lines = !parent
    ? 0
    : keyMm(layout) + textWidthMm(`${parent} ${parentPackage}`, font.base) <= widthMm
      ? 1
      : 2;
  return { parent, parentPackage, parentMm: lines ? lines * font.base * lineHeight + 0.6 : 0 };
};

/**
 * The order cell's part of the footer row: all of it when stacked; beside the goods, what the order barcode takes
 * at its smallest module (at least ORDER_SHARE_MIN, at most the layout's orderShareMax), the goods the rest.
 */
const ORDER_SHARE_MIN = 0.45;
const orderShareOf = (orderSn: string, layout: LabelLayout, dpi: number): number => {
  if (layout.stacked) return 1;
  const needMm = minBarcodeWidthMm(orderSn, dpi) ?? 0;
  return Math.min(layout.orderShareMax, Math.max(ORDER_SHARE_MIN, (needMm + 1) / rowTextWidthMm(layout)));
};

/**
 * The weight line: every layout has room for it at the right of the signature line (the sign's words take a fifth
 * of the narrowest label), so it takes no height from the rows above. Kilograms with two decimals, as the scan
 * station's card shows the weight.
 */
const weightLine = (grams: number | null): string =>
  grams === null ? '' : `重量 ${(grams / 1000).toFixed(2)} kg`;

const foot = (model: LabelModel, layout: LabelLayout, dpi: number): LabelView['foot'] => {
  const { font } = layout;
  const textMm = rowTextWidthMm(layout);
  const heightMm = footHeightMm(layout);
  const signMm = 0.25 + 0.5 + font.small * lineHeight;
  const areaMm = heightMm - 2 * padYMm - signMm;
  const { parent, parentPackage, parentMm } = footParent(model, layout);
  const cellsMm = areaMm - parentMm;

  const orderSns = model.orderSns.length > 0 ? model.orderSns : model.orderSn ? [model.orderSn] : [];
  const orderSn = orderSns[0] ?? '';
  const orderShare = orderShareOf(orderSn, layout, dpi);
  const goodsShare = layout.stacked ? 1 : 1 - orderShare;
  const goodsMm = layout.stacked ? textMm : textMm * goodsShare - padXMm;
  const orderCellMm = textMm * orderShare;
  const order = orderSn
    ? footOrder(orderSns, layout, {
        widthMm: orderCellMm,
        leftMm: rowLeftMm(layout, padXMm) + (layout.stacked ? 0 : textMm * goodsShare),
        cellsMm,
        dpi,
      })
    : null;
  const baseLineMm = font.base * lineHeight;
  // Several orders' goods may take more lines, as far as the footer has room.
  const maxGoodsLines = orderSns.length > 1 ? 5 : 3;
  const stackedOrderMm = layout.stacked && order ? order.heightMm : 0;
  const goodsLines = Math.max(
    1,
    Math.min(maxGoodsLines, Math.floor((cellsMm - stackedOrderMm) / baseLineMm)),
  );
  return {
    heightMm,
    areaMm,
    parent,
    parentPackage,
    goods: fitLines(model.goodsSummary || '—', goodsMm, font.base, goodsLines, { indentMm: keyMm(layout) }),
    goodsMaxMm: goodsLines * baseLineMm,
    orderSn,
    orderBarcode: order?.barcode ?? null,
    goodsPct: goodsShare * 100,
    orderPct: orderShare * 100,
    orderCaption: orderSn ? fitLine(`订单号 ${orderSn}`, orderCellMm, font.small) : '',
    orderMore: order?.more.text ?? '',
    orderMoreLines: order?.more.lines ?? 0,
    orderMoreWhole: orderSns.every((sn) => textWidthMm(sn, font.small) <= orderCellMm * 0.94),
    weight: weightLine(model.parcelGrams),
  };
};

/**
 * The order cell: the first order's barcode and, for a merged waybill, every order under the caption
 * (the first again, so each number is whole there): as many lines as they need up to what the cell holds (2 when
 * stacked above the sign; beside the goods, what the footer leaves under the barcode, at most 4), cut with an
 * ellipsis past that.
 */
const footOrder = (
  orderSns: string[],
  layout: LabelLayout,
  cell: { widthMm: number; leftMm: number; cellsMm: number; dpi: number },
) => {
  const smallLineMm = layout.font.small * lineHeight;
  const barcode = fitBarcode(orderSns[0] ?? '', {
    widthMm: cell.widthMm,
    leftMm: cell.leftMm,
    heightMm: layout.orderBarcodeMm,
    dpi: cell.dpi,
  });
  const barcodeMm = barcode.ok ? barcode.geometry.heightMm : barcode.heightMm;
  const moreText = orderSns.length > 1 ? `合并 ${orderSns.length} 单：${orderSns.join(' ')}` : '';
  const moreMaxLines = layout.stacked
    ? 2
    : Math.max(1, Math.min(4, Math.floor((cell.cellsMm - barcodeMm - 1 - smallLineMm) / smallLineMm)));
  const more = fittedLines(moreText, cell.widthMm, layout.font.small, moreMaxLines);
  return { barcode, more, heightMm: barcodeMm + 0.5 + smallLineMm + 0.8 + more.lines * smallLineMm };
};

/** `text` in the fewest lines (up to `maxLines`) it needs, cut with an ellipsis on the last when too long. */
const fittedLines = (
  text: string,
  widthMm: number,
  fontMm: number,
  maxLines: number,
): { text: string; lines: number } => {
  if (text === '') return { text: '', lines: 0 };
  for (let lines = 1; lines < maxLines; lines++) {
    const fitted = fitLines(text, widthMm, fontMm, lines);
    if (fitted === text) return { text, lines };
  }
  return { text: fitLines(text, widthMm, fontMm, maxLines), lines: maxLines };
};

/**
 * Everything one label shows at `size`, fitted to its boxes; its barcodes on the dots of a `dpi` printer (the
 * desk's default when it does not know the printer's).
 */
export const labelView = (model: LabelModel, size: LabelSize, dpi = DEFAULT_PRINTER_DPI): LabelView => {
  const layout = labelLayout(size);
  const { font } = layout;
  const hubCellMm =
    (layout.stacked ? rowTextWidthMm(layout) : rowTextWidthMm(layout) / 2) - keyMm(layout) - 1;
  const barMm = innerWidthMm(layout) - 6;
  const code = model.waybillCode;
  return {
    layout,
    head: head(model, layout),
    sort: sort(model, layout),
    hub: {
      lineMm: (layout.rows.hub - ruleMm) / (layout.stacked ? 2 : 1),
      consolidation: fitPair(model.consolidationName, model.consolidationCode, hubCellMm, font.base),
      origin: fitPair(model.originName, model.originCode, hubCellMm, font.base),
    },
    bar: {
      // The bar row's side padding is 3 mm (shipping-label.css .sl-bar).
      barcode: fitBarcode(code, {
        widthMm: barMm,
        leftMm: rowLeftMm(layout, 3),
        heightMm: layout.barcodeMm,
        dpi,
      }),
      // The waybill code is never cut: a long one gets smaller type instead.
      code,
      fontMm: Math.min(
        font.code,
        Math.floor(((barMm / Math.max(code.length, 1) - CODE_SPACING_MM) / MONO_EMS) * 10) / 10,
      ),
    },
    recipient: party(model.recipient, layout, layout.rows.recipient, true),
    sender: party(model.sender, layout, layout.rows.sender, false),
    foot: foot(model, layout, dpi),
  };
};
