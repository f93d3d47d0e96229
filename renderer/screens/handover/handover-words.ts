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

type Kind = HandoverVerdict['kind'];
type Words = Omit<HandoverAnswer, 'code'>;
type Of<K extends Kind> = Extract<HandoverVerdict, { kind: K }>;

const WORDS: { [K in Kind]: (t: TFunction, v: Of<K>) => Words } = {
  counted: (t, v) => ({
    look: 'ok',
    tone: 'success',
    word: v.viaOrder
      ? t('verdict.countedViaOrder', { order: v.waybill.orderSns.join(', '), code: v.waybill.waybillCode })
      : t('verdict.counted'),
    hint: '',
  }),
  already: (t) => ({ look: 'ask', tone: 'reprint', word: t('verdict.already'), hint: '' }),
  confirm: (t, v) => ({
    look: 'ask',
    tone: 'reprint',
    word: t('verdict.confirm'),
    hint: t(`verdict.${v.why}`),
  }),
  recycled: (t, v) => ({
    look: 'bad',
    tone: 'error',
    word: t('verdict.recycled'),
    hint: v.liveCode ? t('verdict.recycledLive', { code: v.liveCode }) : t('verdict.recycledNone'),
  }),
  'other-carrier': (t, v) => ({
    look: 'bad',
    tone: 'error',
    word: t('verdict.other-carrier', { carrier: carrierName(t, v.batchCpCode) }),
    hint: t('verdict.otherCarrierHint', { carrier: carrierName(t, v.waybill.cpCode) }),
  }),
  'other-batch': (t, v) => ({
    look: 'bad',
    tone: 'error',
    word: t(v.closed ? 'verdict.other-batch-closed' : 'verdict.other-batch-open', { id: v.batchId }),
    hint: '',
  }),
  unknown: (t, v) => ({
    look: 'bad',
    tone: 'error',
    word: t('verdict.unknown', { code: v.code }),
    hint: t('verdict.unknownHint'),
  }),
  'ledger-away': (t) => ({
    look: 'bad',
    tone: 'error',
    word: t('verdict.ledger-away'),
    hint: t('verdict.ledgerAwayHint'),
  }),
};

/** The answer's words for one verdict, in the seller's language. */
export const answerOf = (t: TFunction, v: HandoverVerdict): HandoverAnswer => {
  const words = WORDS[v.kind] as (t: TFunction, v: HandoverVerdict) => Words;
  return { ...words(t, v), code: 'waybill' in v ? v.waybill.waybillCode : v.code };
};
