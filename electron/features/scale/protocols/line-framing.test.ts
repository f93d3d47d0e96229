import { RegexParser } from 'serialport';
import { describe, expect, it } from 'vitest';
import { continuousProtocol } from './continuous';
import { mtSicsProtocol } from './mt-sics';

/** The lines a serial port's reads make once framed by the protocol (as serial-lines.ts frames them). */
const framed = async (frame: RegExp, chunks: string[]): Promise<string[]> => {
  const parser = new RegexParser({ regex: frame, encoding: 'latin1' });
  const lines: string[] = [];
  parser.on('data', (line: string) => lines.push(line));
  for (const chunk of chunks) parser.write(Buffer.from(chunk, 'latin1'));
  await new Promise((resolve) => setImmediate(resolve));
  return lines;
};

describe('a line cut across two reads', () => {
  it('is joined before it is parsed (continuous)', async () => {
    const lines = await framed(continuousProtocol.frame, [
      'ST,GS,+  1.2',
      '34kg\r',
      '\nUS,GS,+  0.9',
      '00kg\r\n',
    ]);
    expect(lines).toEqual(['ST,GS,+  1.234kg', 'US,GS,+  0.900kg']);
    expect(lines.map((l) => continuousProtocol.parse(l, 'kg'))).toEqual([
      { kind: 'reading', grams: 1234, stable: true, division: 1 },
      { kind: 'reading', grams: 900, stable: false, division: 1 },
    ]);
  });

  it('is joined before it is parsed (MT-SICS)', async () => {
    const lines = await framed(mtSicsProtocol.frame, ['S S   ', '  1.234 kg\r\nS', ' +\r\n']);
    expect(lines.map((l) => mtSicsProtocol.parse(l, 'kg'))).toEqual([
      { kind: 'reading', grams: 1234, stable: true, division: 1 },
      { kind: 'over' },
    ]);
  });
});
