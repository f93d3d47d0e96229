import type { LabelModel } from '../../../../shared/label/label-model';
import type { LabelSize } from '../../../../shared/label/label-sizes';
import type { BarcodeFit } from '../../../../shared/label/barcode-geometry';
import { LABEL_RULES, innerWidthMm } from '../../../../shared/label/label-layout';
import { labelView, type LabelView, type PartyView } from '../../../../shared/label/label-view';
import type { DotPen } from './dot-pen';
import { monoFont } from './label-fonts';

/*
 * The shipping label drawn at the printer's dots from the same view the screen and the PDF use (label-view.ts:
 * the rows, their heights, the type sizes and every text already fitted), so the paper shows what the screen
 * shows. The view is laid out at the printer's own resolution (the pen's dpi): its barcodes are fitted to that
 * printer's dots and the footer is split where they need it. Positions follow shipping-label.css: bordered rows of
 * fixed height, padding, a rule under each row.
 */

const { borderMm, ruleMm, padXMm, padYMm, lineHeight, markMm, markGapMm } = LABEL_RULES;

interface Box {
  x: number;
  y: number;
  w: number;
}

/** A small bordered key (集包, 品名…) at the start of a line; returns its width with its margin. */
const key = (pen: DotPen, text: string, x: number, y: number, fontMm: number, lineMm: number): number => {
  const w = pen.measure(text, fontMm) + 1.2;
  const h = fontMm * 1.2 + 0.5;
  pen.frame(x, y + (lineMm - h) / 2, w + 0.5, h, 0.25);
  pen.text(text, x + 0.85, y + (lineMm - fontMm * 1.25) / 2, fontMm);
  return w + 0.5 + 1;
};

const head = (pen: DotPen, view: LabelView, b: Box) => {
  const { font } = view.layout;
  const { carrier, title, services, pkg, date } = view.head;
  let right = b.x + b.w;
  if (date)
    right -= pen.text(date, right, b.y, font.small, { align: 'right', lineMm: font.name * lineHeight }) + 1;
  if (pkg) {
    const w = pen.measure(pkg, font.pkg, 800) + 2;
    pen.frame(right - w, b.y, w, font.pkg * 1.05 + 0.8, 0.4);
    pen.text(pkg, right - w / 2, b.y + 0.4, font.pkg, {
      weight: 800,
      align: 'center',
      lineMm: font.pkg * 1.05,
    });
  }
  let x = b.x;
  if (carrier) {
    const w = pen.measure(carrier, font.base) + 1.6;
    pen.frame(x, b.y + 0.2, w + 0.6, font.base * lineHeight + 0.6, 0.3);
    pen.text(carrier, x + 1.1, b.y + 0.5, font.base);
    x += w + 0.6 + 1.2;
  }
  pen.text(title, x, b.y, font.name, { weight: 700 });
  pen.text(services, b.x, b.y + font.name * lineHeight, font.small);
};

const routing = (pen: DotPen, view: LabelView, b: Box) => {
  const { layout, sort, hub } = view;
  pen.text(sort.name, b.x + b.w / 2, b.y, sort.fontMm, { weight: 900, align: 'center', lineMm: sort.lineMm });
  pen.text(sort.codes, b.x + b.w, b.y + sort.lineMm, layout.font.small, { weight: 700, align: 'right' });
  // The routing row has no top padding: the hub lines start right under the sort row, as on screen.
  const hubY = b.y + layout.rows.sort;
  const cells: Array<[string, [string, string], number]> = [
    ['集包', hub.consolidation, 700],
    ['始发', hub.origin, 400],
  ];
  cells.forEach(([k, [name, code], weight], i) => {
    const x = layout.stacked ? b.x : b.x + (i * b.w) / 2;
    const y = layout.stacked ? hubY + i * hub.lineMm : hubY;
    const at = x + key(pen, k, x, y, layout.font.small, hub.lineMm);
    const w = pen.text(name, at, y, layout.font.base, { weight, lineMm: hub.lineMm });
    pen.text(code, at + w + pen.measure(' ', layout.font.base), y, layout.font.base, { lineMm: hub.lineMm });
  });
};

const bar = (pen: DotPen, view: LabelView, b: Box) => {
  const heightMm = pen.barcode(view.bar.barcode, b.y, b.x + b.w / 2);
  pen.text(view.bar.code, b.x + b.w / 2, b.y + heightMm + 0.3, view.bar.fontMm, {
    weight: 700,
    align: 'center',
    font: monoFont,
  });
};

const party = (pen: DotPen, mark: string, view: PartyView, b: Box, rowMm: number) => {
  pen.text(mark, b.x - padXMm + markMm / 2, b.y, markMm * 0.7, {
    weight: 900,
    align: 'center',
    lineMm: rowMm - ruleMm - padYMm,
  });
  const x = b.x - padXMm + markMm + markGapMm;
  const w = b.x + b.w - x;
  const nameW = pen.text(view.name, x, b.y, view.nameFontMm, { weight: 700 });
  pen.text(view.phone, x + nameW + 2, b.y, view.nameFontMm, { weight: 700 });
  const lines = Math.max(1, Math.floor(view.addressMaxMm / (view.addressFontMm * lineHeight) + 0.01));
  pen.wrap(view.address, w, view.addressFontMm, lines).forEach((line, i) => {
    pen.text(
      line,
      x,
      b.y + view.nameFontMm * lineHeight + 0.6 + i * view.addressFontMm * lineHeight,
      view.addressFontMm,
    );
  });
};

/** The goods cell beside (or above) the order cell: its key, then the goods fitted to its lines. */
const goods = (pen: DotPen, view: LabelView, x: number, y: number, widthMm: number) => {
  const { layout, foot: f } = view;
  const baseLine = layout.font.base * lineHeight;
  const goodsLines = Math.max(1, Math.round(f.goodsMaxMm / baseLine));
  const indent = key(pen, '品名', x, y, layout.font.small, baseLine);
  pen.wrap(f.goods, widthMm - indent, layout.font.base, goodsLines).forEach((line, i) => {
    pen.text(line, x + (i === 0 ? indent : 0), y + i * baseLine, layout.font.base);
  });
};

/** The order cell: the first order's barcode, its caption and a merged waybill's orders, centred in the cell. */
const orderCell = (pen: DotPen, view: LabelView, fit: BarcodeFit, cell: Box) => {
  const { font } = view.layout;
  const centre = cell.x + cell.w / 2;
  const capY = cell.y + pen.barcode(fit, cell.y, centre) + 0.5;
  pen.text(view.foot.orderCaption, centre, capY, font.small, { align: 'center' });
  pen
    .wrap(view.foot.orderMore, cell.w, font.small, Math.max(1, view.foot.orderMoreLines))
    .forEach((line, i) => {
      pen.text(line, centre, capY + (i + 1) * font.small * lineHeight, font.small, { align: 'center' });
    });
};

/**
 * The footer as the view splits it: the parent line across, then the goods and the order cells side by side at
 * the view's shares (stacked: the goods, and the order cell at the foot of the area), the signature line last.
 */
const foot = (pen: DotPen, view: LabelView, b: Box) => {
  const { layout, foot: f } = view;
  const { font } = layout;
  let y = b.y;
  const baseLine = font.base * lineHeight;
  if (f.parent) {
    const at = b.x + key(pen, '母单', b.x, y, font.small, baseLine);
    const w = pen.text(f.parent, at, y, font.base, { weight: 700 });
    pen.text(f.parentPackage, at + w + 1, y, font.base);
    y += baseLine + 0.6;
  }
  const goodsMm = layout.stacked ? b.w : (b.w * f.goodsPct) / 100;
  goods(pen, view, b.x, y, layout.stacked ? b.w : goodsMm - padXMm);
  if (f.orderBarcode) {
    const cell = layout.stacked
      ? { x: b.x, y: b.y + f.areaMm - orderBlockMm(view, f.orderBarcode), w: b.w }
      : { x: b.x + goodsMm, y, w: (b.w * f.orderPct) / 100 };
    orderCell(pen, view, f.orderBarcode, cell);
  }
  pen.rect(b.x, b.y + f.areaMm, b.w, 0.25);
  pen.text('签收人 / 时间', b.x, b.y + f.areaMm + 0.5, font.small);
  if (f.weight) pen.text(f.weight, b.x + b.w, b.y + f.areaMm + 0.5, font.small, { weight: 700, align: 'right' });
};

const orderBlockMm = (view: LabelView, fit: BarcodeFit): number =>
  (fit.ok ? fit.geometry.heightMm : fit.heightMm) +
  0.5 +
  (1 + view.foot.orderMoreLines) * view.layout.font.small * lineHeight;

/** The rows of the label inside its border, each with its rule. */
const rows = (pen: DotPen, view: LabelView, x0: number, y0: number) => {
  const { layout } = view;
  const w = innerWidthMm(layout);
  const text = { x: x0 + padXMm, w: w - 2 * padXMm };
  let y = y0;
  const row = (heightMm: number, draw: (b: Box) => void, padTop: number = padYMm) => {
    draw({ ...text, y: y + padTop });
    y += heightMm;
    pen.rect(x0, y - ruleMm, w, ruleMm);
  };
  row(layout.rows.head, (b) => head(pen, view, b));
  row(layout.rows.sort + layout.rows.hub, (b) => routing(pen, view, b), 0);
  pen.rect(x0, y0 + layout.rows.head + layout.rows.sort - ruleMm, w, ruleMm);
  row(layout.rows.bar, (b) => bar(pen, view, b));
  row(layout.rows.recipient, (b) => party(pen, '收', view.recipient, b, layout.rows.recipient));
  row(layout.rows.sender, (b) => party(pen, '寄', view.sender, b, layout.rows.sender));
  foot(pen, view, { ...text, y: y + padYMm });
};

const encryptedCard = (pen: DotPen, view: LabelView, model: LabelModel, x0: number, y0: number) => {
  const w = innerWidthMm(view.layout);
  const { font } = view.layout;
  pen.text('面单内容已加密', x0 + w / 2, y0 + 20, font.name * 1.5, { weight: 700, align: 'center' });
  pen.text(model.waybillCode, x0 + w / 2, y0 + 32, font.code, { align: 'center', font: monoFont });
  pen
    .wrap('请通过承运商（平台）云打印组件打印此面单，本机无法解密绘制。', w - 8, font.base, 3)
    .forEach((l, i) => pen.text(l, x0 + 4, y0 + 42 + i * font.base * lineHeight, font.base));
};

/** The whole label onto a page already started (white, offset applied), laid out at the pen's dpi. */
export const drawShippingLabel = (pen: DotPen, model: LabelModel, size: LabelSize): void => {
  const view = labelView(model, size, pen.dpi);
  const { layout } = view;
  pen.frame(
    layout.insetMm,
    layout.insetMm,
    layout.widthMm - 2 * layout.insetMm,
    layout.heightMm - 2 * layout.insetMm,
    borderMm,
  );
  const x0 = layout.insetMm + borderMm;
  const y0 = layout.insetMm + borderMm;
  if (model.encrypted) encryptedCard(pen, view, model, x0, y0);
  else rows(pen, view, x0, y0);
};
