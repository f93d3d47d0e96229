import { useTranslation } from 'react-i18next';
import { BAUD_RATES, DATA_BITS, PARITIES, STOP_BITS, ScaleUnit } from '../../../shared/scale/scale-settings';
import { SelectField, TextField } from '../../components/form-field';
import { useScalePorts } from '../../hooks/scale';
import type { ScaleDraft } from './scale-draft';

type Patch = (change: Partial<ScaleDraft>) => void;

/** The port: a listed one from the list under the box, or any path typed by hand. */
export function ScalePortField({
  draft,
  patch,
  error,
}: {
  draft: ScaleDraft;
  patch: Patch;
  error: string | null;
}) {
  const { t } = useTranslation('scale');
  const ports = useScalePorts().data?.ports ?? [];
  return (
    <>
      <TextField
        id="settings-scale-port"
        label={t('port')}
        value={draft.port}
        list="settings-scale-ports"
        autoComplete="off"
        spellCheck={false}
        hint={ports.length > 0 ? t('portHint') : t('portsNone')}
        error={error}
        onChange={(port) => patch({ port })}
      />
      <datalist id="settings-scale-ports">
        {ports.map((p) => (
          <option key={p.path} value={p.path}>
            {p.label}
          </option>
        ))}
      </datalist>
    </>
  );
}

/** Baud rate, data bits, parity, stop bits and the unit of a unit-less line: as the scale's manual gives them. */
export function ScaleLineFields({ draft, patch }: { draft: ScaleDraft; patch: Patch }) {
  const { t } = useTranslation('scale');
  const numbers = (values: readonly number[]) =>
    values.map((v) => (
      <option key={v} value={v}>
        {v}
      </option>
    ));
  return (
    <>
      <SelectField
        id="settings-scale-baud"
        label={t('baudRate')}
        value={String(draft.baudRate)}
        onChange={(v) => patch({ baudRate: Number(v) })}
      >
        {numbers(BAUD_RATES)}
      </SelectField>
      <SelectField
        id="settings-scale-dataBits"
        label={t('dataBits')}
        value={String(draft.dataBits)}
        onChange={(v) => patch({ dataBits: Number(v) })}
      >
        {numbers(DATA_BITS)}
      </SelectField>
      <SelectField
        id="settings-scale-parity"
        label={t('parity')}
        value={draft.parity}
        onChange={(v) => patch({ parity: v as ScaleDraft['parity'] })}
      >
        {PARITIES.map((p) => (
          <option key={p} value={p}>
            {t(`parities.${p}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="settings-scale-stopBits"
        label={t('stopBits')}
        value={String(draft.stopBits)}
        onChange={(v) => patch({ stopBits: Number(v) })}
      >
        {numbers(STOP_BITS)}
      </SelectField>
    </>
  );
}

/** What a weight without a unit on its line means. */
export function ScaleUnitField({ draft, patch }: { draft: ScaleDraft; patch: Patch }) {
  const { t } = useTranslation('scale');
  return (
    <>
      <SelectField
        id="settings-scale-unit"
        label={t('unit')}
        value={draft.unit}
        onChange={(v) => patch({ unit: v as ScaleDraft['unit'] })}
      >
        {ScaleUnit.options.map((u) => (
          <option key={u} value={u}>
            {u}
          </option>
        ))}
      </SelectField>
    </>
  );
}
