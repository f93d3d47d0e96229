import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings, SettingsPatch } from '../../../shared/ipc/channels/settings';
import { ipcErrorOf } from '../../components/ipc-error';
import { validationMessage } from '../../components/validation-message';
import { useUpdateSettings } from '../../hooks/settings';

export type GeneralDraft = Required<
  Omit<
    SettingsPatch,
    | 'senders'
    | 'defaultSenderId'
    // A shop's ids are the shop's own (Settings › Shops); the default shop carries them where no shop is named.
    | 'shopId'
    | 'ownerId'
    | 'mallUserId'
    | 'merchantUserId'
    | 'orderChannelsType'
    | 'language'
    | 'extraCarriers'
    | 'printProfiles'
    | 'unprintedFlagDays'
    | 'scanProfile'
    | 'scanReprint'
    | 'scanSpeech'
    | 'scanRepeatSeconds'
    | 'backupDir'
    | 'packCheck'
    | 'weighing'
    | 'handoverPrintTo'
    | 'retention'
    | 'orderBook'
    | 'scale'
  >
> & {
  /** Typed as text ("KYE, JTSD"); sent as a list. */
  extraCarriers: string;
};

/** "KYE, JTSD；ANE" → ['KYE', 'JTSD', 'ANE']: commas (either width), semicolons or spaces separate codes. */
const carrierList = (text: string): string[] => text.split(/[\s,，;；]+/).filter((c) => c !== '');

const draftOf = (s: Settings): GeneralDraft => ({
  gateway: s.gateway,
  defaultCarrier: s.defaultCarrier,
  extraCarriers: s.extraCarriers.join(', '),
  templateUrl: s.templateUrl,
  labelSize: s.labelSize,
  printer: s.printer,
  cloudPrintUrl: s.cloudPrintUrl,
});

/** Which draft key a settings.update error names (`gateway.baseUrl` → baseUrl). */
const fieldOfPath = (path: string | undefined): string | null => {
  if (!path) return null;
  if (path.startsWith('extraCarriers')) return 'extraCarriers';
  return path.split('.').pop() ?? null;
};

/** The general settings' draft: edited together, saved with one button; a refusal keeps the draft. */
export function useGeneralDraft(settings: Settings) {
  const { t, i18n } = useTranslation('settings');
  const update = useUpdateSettings();
  const [draft, setDraft] = useState<GeneralDraft>(() => draftOf(settings));
  const saved = draftOf(settings);
  const dirty = JSON.stringify(saved) !== JSON.stringify(draft);
  const err = update.error ? ipcErrorOf(update.error) : null;
  const badField = err?.kind === 'invalid-request' ? fieldOfPath(err.field) : null;

  useEffect(() => {
    if (badField) document.getElementById(`settings-${badField}`)?.focus();
  }, [badField, update.failureCount]);

  return {
    draft,
    update,
    dirty,
    /** The refusal names no field of the form: said under the buttons. */
    unplaced: err !== null && !badField,
    edit: (patch: Partial<GeneralDraft>) => setDraft({ ...draft, ...patch }),
    revert: () => setDraft(saved),
    save: () => update.mutate({ ...draft, extraCarriers: carrierList(draft.extraCarriers) }),
    /** The refusal's message under the field it names. */
    errorOf: (key: string) => (badField === key && err ? validationMessage(err.msg, t, i18n.language) : null),
  };
}

export type GeneralDraftState = ReturnType<typeof useGeneralDraft>;
