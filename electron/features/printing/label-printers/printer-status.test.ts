import { describe, expect, it } from 'vitest';
import { ippStatus, printerHealthText, tsplStatus, zplHostStatus } from './printer-status';

describe('printer status', () => {
  it('reads IPP printer-state-reasons into the states the queue holds on', () => {
    expect(ippStatus('idle', ['none']).state).toBe('ready');
    expect(ippStatus(4, ['media-empty-error']).state).toBe('paper-out');
    expect(ippStatus(5, ['media-needed-warning', 'paused']).state).toBe('paper-out');
    expect(ippStatus(3, ['cover-open-error']).state).toBe('head-open');
    expect(ippStatus('stopped', ['paused']).state).toBe('paused');
    expect(ippStatus(5, ['offline-report']).state).toBe('paused');
    expect(ippStatus(3, ['offline-report']).state).toBe('ready');
    expect(ippStatus(5, ['connecting-to-device']).state).toBe('offline');
    expect(ippStatus(3, ['media-jam-error']).state).toBe('error');
  });

  it('reads the TSPL status byte bit by bit', () => {
    expect(tsplStatus(0x00)).toMatchObject({ state: 'ready', detail: 'ok' });
    expect(tsplStatus(0x20)).toMatchObject({ state: 'ready', detail: 'printing' });
    expect(tsplStatus(0x05)).toMatchObject({ state: 'head-open', detail: 'head open, paper out' });
    expect(tsplStatus(0x02).detail).toBe('paper jam');
    expect(tsplStatus(0x10).state).toBe('paused');
  });

  it('waits for all three ~HS strings', () => {
    expect(zplHostStatus('\x02030,1,0,1218,000,0,0,0,000,0,0,0\x03\r\n')).toBeNull();
  });

  it("words every state in the seller's language only: the printer's own words stay out of the sentence", () => {
    const health = tsplStatus(0x04);
    expect(printerHealthText(health, 'zh-CN')).toBe('缺纸：请装入新的标签纸');
    expect(printerHealthText(health, 'en')).toBe('Out of labels: load a new roll');
    expect(printerHealthText({ state: 'ready', detail: 'x', answered: false }, 'zh-CN')).toBe(
      '打印机没有回应状态查询：可能缺纸或开盖',
    );
  });
});
