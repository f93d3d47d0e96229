import type { TFunction } from 'i18next';
import type { HandoverVerdict } from '../../../shared/ipc/channels/handover';
import type { Tone } from '../scan/scan-feedback';

/** How a scan's answer looks and sounds: the station's colours (ok green, ask amber, bad red) and tones. */
export interface HandoverAnswer {
  look: 'ok' | 'ask' | 'bad';
  tone: Tone;
  word: string;
  hint: string;
  code: string;
}

const carrierName = (t: TFunction, code: string) => t(`common:carrier.${code}`, { defaultValue: code });

/** The answer's words for one verdict, in the seller's language. */
export const answerOf = (t: TFunction, v: HandoverVerdict): HandoverAnswer => {
  const code = 'waybill' in v ? v.waybill.waybillCode : v.code;
  const base = { code, hint: '' };
  switch (v.kind) {
    case 'counted':
      return {
        ...base,
        look: 'ok',
        tone: 'success',
        word: v.viaOrder
          ? t('verdict.countedViaOrder', { order: v.waybill.orderSns.join(', '), code })
          : t('verdict.counted'),
      };
    case 'already':
      return { ...base, look: 'ask', tone: 'reprint', word: t('verdict.already') };
    case 'confirm':
      return {
        ...base,
        look: 'ask',
        tone: 'reprint',
        word: t('verdict.confirm'),
        hint: t(`verdict.${v.why}`),
      };
    case 'recycled':
      return {
        ...base,
        look: 'bad',
        tone: 'error',
        word: t('verdict.recycled'),
        hint: v.liveCode ? t('verdict.recycledLive', { code: v.liveCode }) : t('verdict.recycledNone'),
      };
    case 'other-carrier':
      return {
        ...base,
        look: 'bad',
        tone: 'error',
        word: t('verdict.other-carrier', { carrier: carrierName(t, v.batchCpCode) }),
        hint: t('verdict.otherCarrierHint', { carrier: carrierName(t, v.waybill.cpCode) }),
      };
    case 'other-batch':
      return {
        ...base,
        look: 'bad',
        tone: 'error',
        word: t(v.closed ? 'verdict.other-batch-closed' : 'verdict.other-batch-open', { id: v.batchId }),
      };
    case 'unknown':
      return {
        ...base,
        look: 'bad',
        tone: 'error',
        word: t('verdict.unknown', { code }),
        hint: t('verdict.unknownHint'),
      };
    case 'ledger-away':
      return {
        ...base,
        look: 'bad',
        tone: 'error',
        word: t('verdict.ledger-away'),
        hint: t('verdict.ledgerAwayHint'),
      };
  }
};
