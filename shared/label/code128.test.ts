import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { code128BarsPath, code128Modules } from './code128';
import { SAMPLE_CARRIERS, sampleWaybillCode } from '../testing/print-data-samples';

/** Draws the SVG path exactly as the label does (module units), 3 px a module, into a PNG. */
const rasterize = (path: string, totalModules: number): Uint8Array => {
  const scale = 3;
  const png = new PNG({ width: totalModules * scale, height: 80 });
  png.data.fill(255);
  for (const m of path.matchAll(/M(\d+) 0h(\d+)v100h-\d+z/g)) {
    const [x, w] = [Number(m[1]), Number(m[2])];
    for (let y = 10; y < 70; y++) {
      for (let px = x * scale; px < (x + w) * scale; px++) {
        const i = (y * png.width + px) * 4;
        png.data[i] = png.data[i + 1] = png.data[i + 2] = 0;
      }
    }
  }
  return new Uint8Array(PNG.sync.write(png));
};

const decode = async (value: string): Promise<string[]> => {
  const modules = code128Modules(value);
  if (modules === null) throw new Error(`cannot encode ${value}`);
  const quiet = 10;
  const results = await readBarcodes(rasterize(code128BarsPath(modules, quiet), modules.length + 2 * quiet), {
    formats: ['Code128'],
  });
  return results.map((r) => r.text);
};

beforeAll(async () => {
  // No network here: hand zxing its wasm from node_modules instead of its CDN default.
  const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  const wasmBinary = readFileSync(wasmPath);
  await prepareZXingModule({
    overrides: {
      wasmBinary: wasmBinary.buffer.slice(
        wasmBinary.byteOffset,
        wasmBinary.byteOffset + wasmBinary.byteLength,
      ),
    },
    fireImmediately: true,
  });
});

describe('Code128 bars', () => {
  it.each(SAMPLE_CARRIERS)('%s waybill code decodes back from the drawn bars', async (carrier) => {
    const code = sampleWaybillCode(carrier, 123456);
    expect(await decode(code)).toEqual([code]);
  });

  it('an order number with a dash decodes back too', async () => {
    expect(await decode('240611-58213379012')).toEqual(['240611-58213379012']);
  });

  it('refuses what Code128 cannot carry instead of drawing wrong bars', () => {
    expect(code128Modules('')).toBeNull();
    expect(code128Modules('顺丰')).toBeNull();
  });
});
