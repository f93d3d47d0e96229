import { describe, expect, it } from 'vitest';
import { LABEL_SIZES } from './label-sizes';
import { sampleDbkdChildLabel } from '../testing/print-data-samples';
import { textWidthMm } from './fit-text';
import { footHeightMm, LABEL_RULES, labelLayout, rowTextWidthMm } from './label-layout';
import { labelView } from './label-view';

const LONG_ADDRESS =
  '北京市 海淀区 东升镇 中关村东路 1 号院 清华科技园 科技大厦 A 座 25 层 2501-2508 室 '.repeat(4);

describe.each(LABEL_SIZES)('labelView %s', (size) => {
  const layout = labelLayout(size);
  const textMm = rowTextWidthMm(layout);

  it('leaves an ordinary label as the model says it', () => {
    const model = sampleDbkdChildLabel();
    const view = labelView(model, size);
    expect(view.head.title).toBe(model.shippingOptionTitle);
    expect(view.head.pkg).toBe('2/5');
    expect(view.sort.name).toBe(model.sortationName);
    expect(view.sort.fontMm).toBe(layout.font.sortMax);
    expect(view.bar.code).toBe(model.waybillCode);
    expect(view.recipient.address).toBe(model.recipient?.addressLine);
    expect(view.recipient.name).toBe(model.recipient?.name);
    expect(view.sender.address).toBe(model.sender?.addressLine);
    expect(view.foot.parent).toBe('DPK000000000001');
    expect(view.foot.parentPackage).toBe('第 2 件 / 共 5 件');
    expect(view.foot.goods).toBe('保温杯 ×2');
    expect(view.foot.orderCaption).toBe('订单号 240611-58213379012');
  });

  it('cuts a long address to the lines its row holds, with an ellipsis, and clips it there', () => {
    const model = sampleDbkdChildLabel();
    const view = labelView(
      { ...model, recipient: { name: '王小明', phone: '', addressLine: LONG_ADDRESS } },
      size,
    );
    const { address, addressFontMm, addressMaxMm } = view.recipient;
    expect(address.endsWith('…')).toBe(true);
    expect(LONG_ADDRESS.startsWith(address.slice(0, -1))).toBe(true);
    expect(address.length).toBeGreaterThan(40);
    // The clip height is whole lines, and the name line plus those lines fit inside the row.
    const lines = addressMaxMm / (addressFontMm * LABEL_RULES.lineHeight);
    expect(lines).toBeCloseTo(Math.round(lines));
    const used = LABEL_RULES.padYMm + view.recipient.nameFontMm * LABEL_RULES.lineHeight + 0.6 + addressMaxMm;
    expect(used).toBeLessThanOrEqual(layout.rows.recipient - LABEL_RULES.ruleMm);
  });

  it('keeps the sortation name on one line: large when short, smaller (never cut) when long', () => {
    const long = '北京海淀区东升镇清华科技园营业部 010-HD-0388';
    const view = labelView({ ...sampleDbkdChildLabel(), sortationName: long }, size);
    expect(view.sort.name).toBe(long);
    expect(view.sort.fontMm).toBeLessThan(layout.font.sortMax);
    expect(view.sort.fontMm).toBeGreaterThanOrEqual(layout.font.sortMin);
    expect(textWidthMm(view.sort.name, view.sort.fontMm)).toBeLessThanOrEqual(textMm);
    // Tall enough for its type: the line box holds the font.
    expect(view.sort.lineMm).toBeGreaterThan(view.sort.fontMm);
  });

  it('fits the header title beside the package and date, and never cuts the waybill code', () => {
    const model = {
      ...sampleDbkdChildLabel(),
      shippingOptionTitle: '德邦大件快递 360 送货上楼 超长服务名称 '.repeat(2),
      waybillCode: 'DPK12345678901234567890',
    };
    const view = labelView(model, size);
    const { font } = layout;
    expect(view.head.title.endsWith('…')).toBe(true);
    const left =
      textWidthMm(view.head.carrier, font.base) * 1.1 + 3.4 + textWidthMm(view.head.title, font.name);
    const right = textWidthMm(view.head.pkg, font.pkg) + 2.8 + textWidthMm(view.head.date, font.small) + 1;
    expect(left + right).toBeLessThanOrEqual(textMm);
    expect(view.bar.code).toBe(model.waybillCode);
    expect(view.bar.fontMm).toBeLessThanOrEqual(font.code);
  });

  it('gives the footer what the rows leave and the goods only the lines that fit beside the sign', () => {
    const view = labelView(
      { ...sampleDbkdChildLabel(), goodsSummary: '纯棉短袖T恤 男款 白色 XL ×1，'.repeat(10) },
      size,
    );
    expect(view.foot.heightMm).toBe(footHeightMm(layout));
    expect(view.foot.areaMm).toBeLessThan(view.foot.heightMm);
    expect(view.foot.goods.endsWith('…')).toBe(true);
    const goodsLines = Math.round(view.foot.goodsMaxMm / (layout.font.base * LABEL_RULES.lineHeight));
    expect(goodsLines).toBeGreaterThanOrEqual(1);
    expect(goodsLines).toBeLessThanOrEqual(3);
    expect(view.foot.goodsMaxMm).toBeLessThan(view.foot.areaMm);
  });

  it('a merged waybill names every order: the first under its barcode, all of them below, and every goods', () => {
    const orders = ['240611-58213379012', '240611-58213379013', '240611-58213379014'];
    const goods = '纯棉T恤 白色 XL ×2；帆布包 ×1；保温杯 500ml ×3';
    const view = labelView(
      { ...sampleDbkdChildLabel(), orderSn: orders[0]!, orderSns: orders, goodsSummary: goods },
      size,
    );
    expect(view.foot.orderSn).toBe(orders[0]);
    expect(view.foot.orderCaption).toBe(`订单号 ${orders[0]}`);
    expect(view.foot.orderMore).toBe(`合并 3 单：${orders.join(' ')}`);
    expect(view.foot.orderMoreLines).toBeGreaterThanOrEqual(1);
    expect(view.foot.goods).toBe(goods);

    // Ten orders: as many lines as the cell holds, then an ellipsis; the count is always there.
    const ten = Array.from({ length: 10 }, (_, i) => `240611-5821337${String(9000 + i)}`);
    const crowded = labelView({ ...sampleDbkdChildLabel(), orderSn: ten[0]!, orderSns: ten }, size).foot;
    expect(crowded.orderMore.startsWith('合并 10 单：')).toBe(true);
    expect(crowded.orderMore.endsWith('…')).toBe(true);
    expect(crowded.orderMoreLines).toBeLessThanOrEqual(layout.stacked ? 2 : 4);
    const smallLine = layout.font.small * LABEL_RULES.lineHeight;
    const orderCell = layout.orderBarcodeMm + 0.5 + smallLine * (1 + crowded.orderMoreLines);
    if (layout.stacked) expect(orderCell + crowded.goodsMaxMm).toBeLessThanOrEqual(crowded.areaMm);
    else expect(orderCell).toBeLessThanOrEqual(crowded.areaMm);
  });

  it('a waybill of one order shows no merge line', () => {
    const view = labelView(sampleDbkdChildLabel(), size);
    expect(view.foot.orderMore).toBe('');
    expect(view.foot.orderMoreLines).toBe(0);
  });
});
