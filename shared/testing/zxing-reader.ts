import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// zxing's wasm from node_modules (nothing fetched from the network: its default is a CDN).
const wasm = readFileSync(
  resolve(
    import.meta.dirname,
    '..',
    '..',
    'node_modules',
    'zxing-wasm',
    'dist',
    'reader',
    'zxing_reader.wasm',
  ),
);
prepareZXingModule({
  overrides: {
    instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
      void WebAssembly.instantiate(wasm, imports).then(({ instance }) => done(instance));
      return {};
    },
  },
});

/** The texts of every valid Code128 in RGBA pixels. */
export const code128sInRgba = async (
  image: { data: Uint8Array | Uint8ClampedArray; width: number; height: number },
  maxNumberOfSymbols = 4,
): Promise<string[]> => {
  const results = await readBarcodes(
    { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height, colorSpace: 'srgb' },
    { formats: ['Code128'], tryHarder: true, maxNumberOfSymbols },
  );
  return results.filter((r) => r.isValid).map((r) => r.text);
};
