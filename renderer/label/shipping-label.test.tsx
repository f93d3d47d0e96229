import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LabelModel, LabelParseResult } from '../../shared/label/label-model';
import { LABEL_SIZES } from '../../shared/label/label-sizes';
import { parsePrintData } from '../../shared/label/parse-print-data';
import {
  sampleDbkdChildLabel,
  samplePrintData,
  sampleWaybillCode,
} from '../../shared/testing/print-data-samples';
import { footHeightMm, labelLayout } from '../../shared/label/label-layout';
import { LabelSheet } from './label-sheet';
import { ShippingLabel } from './shipping-label';

const model = (result: LabelParseResult): LabelModel => {
  if (!result.ok) throw new Error(result.error);
  return result.label;
};

const dbkdChild = sampleDbkdChildLabel();

describe('<ShippingLabel>', () => {
  it.each(LABEL_SIZES)('%s: page box of the exact size, with every part a courier reads', (size) => {
    const html = renderToStaticMarkup(<ShippingLabel model={dbkdChild} size={size} />);
    const [w, h] = size.split('x');
    expect(html).toContain(`width:${w}mm;height:${h}mm`);
    expect(html).toContain(`data-barcode="${sampleWaybillCode('DBKD', 7)}"`);
    expect(html).toContain('data-barcode="240611-58213379012"');
    expect(html).toContain('沪浦东营业部 B');
    expect(html).toContain('138****5678');
    expect(html).not.toContain('13812345678');
    expect(html).toContain('DPK000000000001');
    expect(html).toContain('data-package="2/5"');
    expect(html).toContain('德邦大件快递 360');
    expect(html).toContain('2024-06-11 10:20');
    expect(html).toContain('保温杯 ×2');
    // Recipient above sender.
    expect(html.indexOf('sl-recipient')).toBeGreaterThan(-1);
    expect(html.indexOf('sl-recipient')).toBeLessThan(html.indexOf('sl-sender'));
  });

  it.each(LABEL_SIZES)('%s: a weighed parcel shows its weight at the right of the signature line', (size) => {
    const weighed = renderToStaticMarkup(
      <ShippingLabel model={{ ...dbkdChild, parcelGrams: 623 }} size={size} />,
    );
    expect(weighed).toMatch(
      /<div class="sl-sign">签收人 \/ 时间<b class="sl-weight">重量 0.62 kg<\/b><\/div>/,
    );
    expect(renderToStaticMarkup(<ShippingLabel model={dbkdChild} size={size} />)).not.toContain('重量');
  });

  it('adapts the layout to the size instead of scaling: narrow 76 mm stacks and uses smaller type', () => {
    const narrow = labelLayout('76x130');
    const wide = labelLayout('100x150');
    expect(narrow.stacked).toBe(true);
    expect(wide.stacked).toBe(false);
    expect(narrow.font.sortMax).toBeLessThan(wide.font.sortMax);
    expect(renderToStaticMarkup(<ShippingLabel model={dbkdChild} size="76x130" />)).toContain('sl-cell-full');
    for (const size of LABEL_SIZES) expect(footHeightMm(labelLayout(size))).toBeGreaterThan(20);
  });

  it.each(LABEL_SIZES)('%s: a merged waybill lists every order and each order’s goods', (size) => {
    const orders = ['240611-58213379012', '240611-58213379013', '240611-58213379014'];
    const merged = model(
      parsePrintData(samplePrintData('YTO', { seq: 3 }), {
        orderSns: orders,
        goodsSummary: '纯棉T恤 白色 XL ×2；帆布包 ×1；保温杯 500ml ×3',
      }),
    );
    const html = renderToStaticMarkup(<ShippingLabel model={merged} size={size} />);
    // The order barcode stays the first order's; the waybill barcode is the waybill's.
    expect(html).toContain(`data-barcode="${orders[0]}"`);
    expect(html).not.toContain(`data-barcode="${orders[1]}"`);
    expect(html).toContain(`订单号 ${orders[0]}`);
    // Each order number kept whole on its line.
    for (const sn of orders) expect(html).toContain(`<span class="sl-nowrap">${sn}</span>`);
    expect(html).toContain('纯棉T恤 白色 XL ×2；帆布包 ×1；保温杯 500ml ×3');
  });

  it('an encrypted model is a card that says so, never a blank label', () => {
    const encrypted = model(
      parsePrintData(samplePrintData('YTO', { encrypted: true }), { waybillCode: 'YT0000000000009' }),
    );
    const html = renderToStaticMarkup(<ShippingLabel model={encrypted} size="100x150" />);
    expect(html).toContain('data-encrypted="true"');
    expect(html).toContain('面单内容已加密');
    expect(html).toContain('云打印组件');
    // No developer text on screen: not the parser's English reason.
    expect(html).not.toMatch(/print_data|encryptedData|need_encrypt/);
    expect(html).toContain('YT0000000000009');
    // No barcode: the card must not pass for a label.
    expect(html).not.toContain('data-barcode');
  });
});

describe('<LabelSheet>', () => {
  it('renders every entry on its own page, problems included', () => {
    const labels: LabelParseResult[] = [
      { ok: true, label: dbkdChild },
      parsePrintData(samplePrintData('SF', { encrypted: true }), { waybillCode: 'SF0000000000001' }),
      parsePrintData(samplePrintData('ZTO', { dataOverrides: { waybillCode: undefined } })),
    ];
    const html = renderToStaticMarkup(<LabelSheet labels={labels} size="100x180" />);
    expect(html.match(/class="sl-page /g)).toHaveLength(3);
    expect(html).toContain('data-count="3"');
    expect(html).toContain('data-encrypted="true"');
    expect(html).toContain('data-problem="true"');
    expect(html).toContain('print_data.data.waybillCode is missing');
  });
});

describe('shipping-label.css', () => {
  // What keeps 500 labels cheap to print: each positioned, transformed or clipping box in a page
  // adds to page.pdf()'s cost per page.
  const css = readFileSync(new URL('./shipping-label.css', import.meta.url), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  );
  const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: m[1]!.trim(),
    body: m[2]!,
  }));

  it('positions, transforms and flexes nothing, and clips only the address and goods texts', () => {
    expect(rules.length).toBeGreaterThan(20);
    for (const { selector, body } of rules) {
      expect(body, selector).not.toMatch(/(^|[;\s])(position|transform)\s*:/);
      expect(body, selector).not.toMatch(/display:\s*(inline-)?(flex|grid)/);
      if (/overflow:\s*(hidden|clip|auto|scroll)/.test(body)) {
        expect(['.sl-party-addr', '.sl-goods']).toContain(selector);
      }
    }
  });

  it('contains each page box, which keeps a label on its one page', () => {
    const page = rules.find((r) => r.selector === '.sl-page');
    expect(page?.body).toMatch(/contain:\s*strict/);
    expect(page?.body).toMatch(/break-after:\s*page/);
  });

  it('a label with a very long address still renders it cut, with an ellipsis', () => {
    const long = {
      ...dbkdChild,
      recipient: { name: '王小明', phone: '138****5678', addressLine: '中关村东路 1 号院 '.repeat(30) },
    };
    const html = renderToStaticMarkup(<ShippingLabel model={long} size="76x130" />);
    expect(html).toMatch(
      /class="sl-party-addr" style="font-size:[\d.]+mm;max-height:[\d.]+mm">中关村东路[^<]*…</,
    );
    expect(html).not.toMatch(/position|transform/);
  });
});
