/*
 * 1,000 shipping labels drawn from the label model into the printer's language (TSPL, ZPL), 100 × 150 mm, at
 * 203 dpi: labels per second (target ≥ 200/s) and bytes per label (target ≤ 20 KB); then at 300 dpi, laid out at
 * that resolution, for what such a printer's label costs (about 2.2 times the dots; no byte target). Each label has
 * its own waybill number, recipient and goods, so the glyph cache meets new characters as a day's batch does.
 */
import { parsePrinterUri } from '../shared/printing/device-uri';
import type { LabelModel } from '../shared/label/label-model';
import { sampleDbkdChildLabel } from '../shared/testing/print-data-samples';
import { labelToPrinterJob, labelFonts } from '../electron/features/printing/label-printers';
import { percentile } from './percentile';

const LABELS = 1000;
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈';
const STREETS = [
  '文一西路',
  '中山北路',
  '解放大道',
  '人民路',
  '建设南路',
  '长江中路',
  '滨江大道',
  '科技园路',
];
const GOODS = ['保温杯', '蓝牙耳机', '手机壳', '运动袜', '收纳盒', '电动牙刷', '保鲜膜', '数据线'];

const labelOf = (i: number): LabelModel => {
  const base = sampleDbkdChildLabel();
  const name = `${SURNAMES[i % SURNAMES.length]}${SURNAMES[(i * 7) % SURNAMES.length]}${SURNAMES[(i * 13) % SURNAMES.length]}`;
  return {
    ...base,
    waybillCode: `YT${String(7_300_000_000_000 + i * 7919)}`,
    orderSn: `240611-${String(58_213_379_012 + i)}`,
    orderSns: [],
    goodsSummary: `${GOODS[i % GOODS.length]} ×${1 + (i % 3)}`,
    recipient: {
      name,
      phone: `13${i % 10}****${String(1000 + i).slice(-4)}`,
      addressLine: `浙江省 杭州市 余杭区 ${STREETS[i % STREETS.length]} ${100 + i} 号 ${1 + (i % 30)} 栋 ${101 + (i % 9)} 室`,
    },
  };
};

export async function benchLabelPrinterLanguages(): Promise<void> {
  const fonts = labelFonts();
  console.log(
    `CJK face: ${fonts.cjk ?? 'none found (Chinese would print as boxes)'}; mono: ${fonts.mono ?? 'none'}`,
  );
  const labels = Array.from({ length: LABELS }, (_, i) => labelOf(i));
  const placement = { size: '100x150' as const, offsetXMm: 0, offsetYMm: 0, copies: 1 };
  for (const [language, dpi] of [
    ['tspl', 203],
    ['zpl', 203],
    ['tspl', 300],
    ['zpl', 300],
  ] as const) {
    const parsed = parsePrinterUri(`socket://127.0.0.1:9100?language=${language}&dpi=${dpi}`);
    if (!parsed.ok) throw new Error(parsed.problem.en);
    const sizes: number[] = [];
    const times: number[] = [];
    const started = performance.now();
    for (const label of labels) {
      const t0 = performance.now();
      const job = await labelToPrinterJob(label, parsed.target, placement);
      times.push(performance.now() - t0);
      sizes.push(job.bytes.length);
    }
    const seconds = (performance.now() - started) / 1000;
    const first = times[0]!;
    times.sort((a, b) => a - b);
    const kb = (n: number) => (n / 1024).toFixed(1);
    const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
    const bytesTarget = dpi === 203 ? ' (target ≤ 20 KB)' : '';
    console.log(
      `${language.toUpperCase()} ${dpi} dpi: ${LABELS} labels in ${seconds.toFixed(2)} s = ${(LABELS / seconds).toFixed(0)} labels/s ` +
        `(target ≥ 200); per label p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
        `first ${first.toFixed(1)} ms; bytes mean ${kb(mean)} KB, max ${kb(Math.max(...sizes))} KB${bytesTarget}`,
    );
  }
}
