import { describe, expect, it } from 'vitest';
import zh from '../../i18n/locales/zh-CN/waybills.json';
import en from '../../i18n/locales/en/waybills.json';
import { intentReasonOf } from './intent-reason';

describe('intentReasonOf', () => {
  it('names each reason main records, in words the banner has in both languages', () => {
    const cases = {
      'answer received but not recorded: disk full': 'not-recorded',
      'the desk stopped before the gateway answered': 'desk-stopped',
      'desk-2 stopped answering before the gateway answered': 'desk-stopped',
      'no answer in time; the gateway may have carried out this charged call, so it was not re-sent':
        'no-answer-in-time',
      'socket hang up; the gateway may have carried out this charged call, so it was not re-sent':
        'answer-lost',
    } as const;
    for (const [reason, kind] of Object.entries(cases)) {
      expect(intentReasonOf(reason)).toBe(kind);
      expect(zh.intents.reason[kind]).toMatch(/[\u4e00-\u9fff]/);
      expect(zh.intents.reason[kind]).not.toMatch(/[A-Za-z]{3}/);
      expect(en.intents.reason[kind]).toBeTruthy();
    }
  });
});
