// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INTENT_REASON_KINDS } from '../../../shared/ipc/channels/intent-reasons';
import zh from '../../i18n/locales/zh-CN/waybills.json';
import en from '../../i18n/locales/en/waybills.json';
import { recordingBridge, renderWithQueries, screenSuite } from '../../testing/screen-test-kit';
import { OpenIntents } from './open-intents';

/*
 * The banner of unknown outcomes says each intent's reason by the kind main sends, in the seller's language: the
 * English sentence main recorded is never read (here it says something else on purpose).
 */

const intents = INTENT_REASON_KINDS.map((reasonKind, i) => ({
  id: i + 1,
  createdAt: 1_718_000_000_000,
  cpCode: 'YTO',
  orderSns: [`240611-00000${i}`],
  reason: 'the words main recorded, for support only',
  reasonKind,
}));

describe('<OpenIntents>', () => {
  const { bridge } = recordingBridge(() => ({ intents }));
  screenSuite(bridge);

  it('says every reason kind in words of its own', async () => {
    renderWithQueries(<OpenIntents />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(INTENT_REASON_KINDS.length);
    INTENT_REASON_KINDS.forEach((kind, i) => {
      expect(items[i]).toHaveTextContent(en.intents.reason[kind]);
      expect(items[i]).not.toHaveTextContent('for support only');
    });
  });

  it('has every kind in both languages, the Chinese without English words', () => {
    for (const kind of INTENT_REASON_KINDS) {
      expect(zh.intents.reason[kind]).toMatch(/[\u4e00-\u9fff]/);
      expect(zh.intents.reason[kind]).not.toMatch(/[A-Za-z]{3}/);
      expect(en.intents.reason[kind]).toBeTruthy();
    }
  });
});
