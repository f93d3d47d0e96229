import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import { SETTLE_MS, ScaleProtocolName } from '../../../shared/scale/scale-settings';
import { CheckField, SelectField, TextField } from '../../components/form-field';
import { ipcErrorOf } from '../../components/ipc-error';
import { onSubmitRun } from '../../components/on-submit';
import { validationMessage } from '../../components/validation-message';
import { useUpdateSettings } from '../../hooks/settings';
import { useScaleState, useScaleTest } from '../../hooks/scale';
import { scaleDraftProblems, scaleOfDraft, useScaleDraft, type ScaleDraft } from './scale-draft';
import { ScaleLineFields, ScalePortField, ScaleUnitField } from './scale-line-fields';
import { ScaleReading } from './scale-reading';
import { SectionSave } from './section-save';

/** Settings › Scale: this desk's scale, its port and line settings, the settle time, and Test with the live reading. */
export function ScaleSection({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation('scale');
  const { draft, patch } = useScaleDraft(settings.scale);
  const [checked, setChecked] = useState(false);
  const update = useUpdateSettings();
  const test = useScaleTest();
  const reading = useScaleState().data ?? { kind: 'off' as const };
  const problems = checked ? scaleDraftProblems(draft) : {};
  const refused = update.error ? ipcErrorOf(update.error) : null;
  const refusedPort =
    refused?.field === 'scale.port' ? validationMessage(refused.msg, t, i18n.language) : null;
  const words = (key?: string) => (key ? t(key, { min: SETTLE_MS.min, max: SETTLE_MS.max }) : null);
  /** Runs `then` with the draft's settings when every field is right; else shows what is wrong under it. */
  const whenValid = (then: () => void) => {
    setChecked(true);
    if (Object.keys(scaleDraftProblems(draft)).length === 0) then();
  };
  const save = () => whenValid(() => update.mutate({ scale: scaleOfDraft(draft) }));
  const serial = draft.protocol !== 'keyboard';
  return (
    <section className="settings-section panel" aria-labelledby="settings-scale-heading">
      <h2 id="settings-scale-heading">{t('heading')}</h2>
      <p className="muted">{t('hint')}</p>
      <form className="settings-form" onSubmit={onSubmitRun(save)}>
        <CheckField checked={draft.enabled} onChange={(enabled) => patch({ enabled })}>
          {t('enabled')}
        </CheckField>
        <ScaleGrid
          draft={draft}
          patch={patch}
          portError={words(problems.port) ?? refusedPort}
          settleError={words(problems.settleMs)}
        />
        <SectionSave
          submit
          label={t('save')}
          savedLabel={t('saved')}
          onSave={save}
          pending={update.isPending}
          saved={update.isSuccess}
          error={refusedPort ? null : update.error}
        />
        <ScaleTestRow
          onTest={() =>
            whenValid(() => test.start.mutate({ scale: { ...scaleOfDraft(draft), enabled: true } }))
          }
          onStop={() => test.stop.mutate()}
        />
        <ScaleReading state={reading} unit={draft.unit} keyboard={!serial && draft.enabled} />
      </form>
    </section>
  );
}

/** Test (reads the scale with the form's settings, unsaved) and Stop test (back to the saved ones). */
function ScaleTestRow({ onTest, onStop }: { onTest: () => void; onStop: () => void }) {
  const { t } = useTranslation('scale');
  return (
    <div className="settings-actions">
      <button type="button" className="btn" onClick={onTest}>
        {t('test')}
      </button>
      <button type="button" className="btn" onClick={onStop}>
        {t('testStop')}
      </button>
      <span className="muted">{t('testHint')}</span>
    </div>
  );
}

/** The protocol, the port and line settings of a serial scale, and the settle time. */
function ScaleGrid({
  draft,
  patch,
  portError,
  settleError,
}: {
  draft: ScaleDraft;
  patch: (change: Partial<ScaleDraft>) => void;
  portError: string | null;
  settleError: string | null;
}) {
  const { t } = useTranslation('scale');
  const serial = draft.protocol !== 'keyboard';
  return (
    <div className="settings-grid">
      <SelectField
        id="settings-scale-protocol"
        label={t('protocol')}
        value={draft.protocol}
        onChange={(v) => patch({ protocol: v as typeof draft.protocol })}
      >
        {ScaleProtocolName.options.map((p) => (
          <option key={p} value={p}>
            {t(`protocols.${p}`)}
          </option>
        ))}
      </SelectField>
      {serial ? <ScalePortField draft={draft} patch={patch} error={portError} /> : null}
      {serial ? <ScaleLineFields draft={draft} patch={patch} /> : null}
      {serial ? <ScaleUnitField draft={draft} patch={patch} /> : null}
      <TextField
        id="settings-scale-settleMs"
        label={t('settleMs')}
        inputMode="numeric"
        value={draft.settleMs}
        hint={t('settleHint')}
        error={settleError}
        onChange={(settleMs) => patch({ settleMs })}
      />
    </div>
  );
}
