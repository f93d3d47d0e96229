/*
 * Which codec keeps print data and fetch request bodies small at rest: brotli or deflate (node:zlib), measured
 * on print data the sandbox issues (signed, routed, each carrier) and on the fetch bodies the desk sends.
 * Run alone with `npx tsx bench/print-data-codecs.ts`, or through `npm run bench -- Codecs`.
 */
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, deflateRawSync } from 'node:zlib';
import {
  call,
  newToken,
  printResponses,
  waybillRequest,
  type FetchData,
} from '../sandbox/testing/test-support';
import { packText } from '../electron/storage/packed-text';
import { startSandbox } from './sandbox-capacity';
import { SAMPLE_CARRIERS } from '../shared/testing/print-data-samples';
import { packLabel, type ReferenceSlot } from '../electron/features/ledger/print-data-references';

const brotli = (q: number) => (b: Buffer) =>
  brotliCompressSync(b, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: q,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
const deflate = (level: number) => (b: Buffer) => deflateRawSync(b, { level });
const CODECS: Array<[string, (b: Buffer) => Buffer]> = [
  ['deflate-raw level 6', deflate(6)],
  ['deflate-raw level 9', deflate(9)],
  ['brotli quality 4', brotli(4)],
  ['brotli quality 5', brotli(5)],
  ['brotli quality 9', brotli(9)],
  ['brotli quality 11', brotli(11)],
  [
    'deflate-raw + print dictionary (a label alone)',
    (b) => Buffer.from(packText(b.toString('utf8'), 'printDataDict')),
  ],
];

/** Print data and request bodies of real sandbox fetches: 10 orders per carrier, half of them encrypted. */
async function sandboxTexts(
  baseUrl: string,
): Promise<{ printData: string[]; byCarrier: string[][]; requests: string[] }> {
  const token = await newToken(baseUrl, { points: 1_000_000 });
  const printData: string[] = [];
  const byCarrier: string[][] = [];
  const requests: string[] = [];
  for (const cp of SAMPLE_CARRIERS) {
    byCarrier.push([]);
    for (const needEncrypt of [false, true]) {
      const body = waybillRequest(10, { cp_code: cp, need_encrypt: needEncrypt });
      const answer = await call<FetchData>(baseUrl, 'fetchWaybills', body, { token });
      if (answer.envelope.code !== 0) throw new Error(`fetch refused: ${answer.envelope.msg}`);
      const labels = printResponses(answer.envelope.data).map((r) => r.print_data);
      printData.push(...labels);
      byCarrier.at(-1)?.push(...labels);
      requests.push(JSON.stringify(body));
    }
  }
  return { printData, byCarrier, requests };
}

function measure(label: string, texts: string[]): void {
  const raw = texts.map((t) => Buffer.from(t, 'utf8'));
  const rawBytes = raw.reduce((n, b) => n + b.length, 0);
  console.log(`${label}: ${texts.length} texts, ${(rawBytes / texts.length).toFixed(0)} bytes each as text`);
  for (const [, pack] of CODECS) raw.forEach((b) => pack(b)); // warm up: timings of steady state only
  for (const [name, pack] of CODECS) {
    const start = performance.now();
    const packed = raw.reduce((n, b) => n + pack(b).length + 1, 0);
    const ms = (performance.now() - start) / texts.length;
    const each = packed / texts.length;
    console.log(
      `  ${name.padEnd(24)} ${each.toFixed(0).padStart(5)} bytes (${((100 * packed) / rawBytes).toFixed(1)} %), ${(ms * 1000).toFixed(0)} µs each`,
    );
  }
}

/**
 * The codec the desk stores labels with: each packed against its shop and carrier's reference label (the first
 * one, renewed when labels drift), the references counted too.
 */
function measureReferences(byCarrier: string[][]): void {
  const sizes = { plain: [] as number[], encrypted: [] as number[] };
  let references = 0;
  for (const texts of byCarrier) {
    const slot: ReferenceSlot = { current: undefined, driftChecked: false };
    for (const text of texts) {
      const { packed, newReference } = packLabel(text, slot, 0);
      let size = packed.length;
      if (newReference) {
        slot.current = { id: ++references, label: text, createdAt: 0 };
        size += packText(text, 'printDataDict').length;
      }
      (text.includes('"encryptedData"') ? sizes.encrypted : sizes.plain).push(size);
    }
  }
  const mean = (list: number[]) => (list.reduce((n, b) => n + b, 0) / Math.max(1, list.length)).toFixed(0);
  console.log(
    `  deflate-raw against the shop and carrier's reference label (chosen): ${mean([...sizes.plain, ...sizes.encrypted])} bytes each, references included (${references} for ${sizes.plain.length + sizes.encrypted.length} labels); plain ${mean(sizes.plain)}, encrypted ${mean(sizes.encrypted)}`,
  );
}

export async function benchPrintDataCodecs(): Promise<void> {
  const { proc, baseUrl } = await startSandbox();
  try {
    const { printData, byCarrier, requests } = await sandboxTexts(baseUrl);
    measure('print data (sandbox, 7 carriers, plain and encrypted)', printData);
    measureReferences(byCarrier);
    measure('fetch request bodies (10 orders each)', requests);
  } finally {
    proc.kill();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchPrintDataCodecs();
