import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { WeighingSettings } from '../../../shared/scale/weighing-settings';
import { CheckField, TextField } from '../../components/form-field';

/** The weighing draft: on/off, tolerance (percent and grams), confirm weight; numbers checked as typed. */
export const useWeighingDraft = (settings: Settings) => {
  const [on, setOn] = useState(settings.weighing.on);
  const [confirmWeight, setConfirmWeight] = useState(settings.weighing.confirmWeight);
  const [percent, setPercent] = useState(String(settings.weighing.tolerancePercent));
  const [grams, setGrams] = useState(String(settings.weighing.toleranceGrams));
  const next = {
    ...settings.weighing,
    on,
    confirmWeight,
    tolerancePercent: Number(percent),
    toleranceGrams: Number(grams),
  };
  const percentBad =
    percent.trim() === '' ||
    !WeighingSettings.shape.tolerancePercent.safeParse(next.tolerancePercent).success;
  const gramsBad =
    grams.trim() === '' || !WeighingSettings.shape.toleranceGrams.safeParse(next.toleranceGrams).success;
  return {
    fields: {
      on,
      setOn,
      confirmWeight,
      setConfirmWeight,
      percent,
      setPercent,
      grams,
      setGrams,
      percentBad,
      gramsBad,
    },
    /** The field to focus when the draft cannot be saved; null when it can. */
    badField: percentBad ? 'settings-weighPercent' : gramsBad ? 'settings-weighGrams' : null,
    saved: (): WeighingSettings => next,
  };
};

/** Weighing at the scan station: each parcel weighed before its label, checked against its expected weight. */
export function WeighingFields({ fields: f }: { fields: ReturnType<typeof useWeighingDraft>['fields'] }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <CheckField checked={f.on} onChange={f.setOn}>
        {t('scan.weighOn')}
      </CheckField>
      <CheckField checked={f.confirmWeight} onChange={f.setConfirmWeight}>
        {t('scan.weighConfirm')}
      </CheckField>
      <TextField
        id="settings-weighPercent"
        label={t('scan.weighPercent')}
        hint={t('scan.weighToleranceHint')}
        error={f.percentBad ? t('scan.weighPercentRange') : undefined}
        type="number"
        min={0}
        max={100}
        value={f.percent}
        onChange={f.setPercent}
      />
      <TextField
        id="settings-weighGrams"
        label={t('scan.weighGrams')}
        error={f.gramsBad ? t('scan.weighGramsRange') : undefined}
        type="number"
        min={0}
        max={10000}
        step={1}
        value={f.grams}
        onChange={f.setGrams}
      />
    </>
  );
}
