import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarrierOptions } from '../../components/carrier-options';
import { ErrorNotice } from '../../components/error-notice';
import { TextField } from '../../components/form-field';
import { ipcErrorOf } from '../../components/ipc-error';
import { SenderFields } from '../../components/sender-fields';
import { validationMessage } from '../../components/validation-message';
import { useSaveShop } from '../../hooks/shops';
import { senderFieldOfPath } from '../../store/sender-draft';
import { draftOfForm, type ShopForm } from './shop-draft';

type TextKey = 'name' | 'ownerId' | 'shopId' | 'mallUserId' | 'merchantUserId' | 'orderChannelsType';
const TEXT_FIELDS: ReadonlyArray<{ key: TextKey; path: string; numeric?: boolean }> = [
  { key: 'name', path: 'shop.shopName' },
  { key: 'ownerId', path: 'shop.ownerId' },
  { key: 'shopId', path: 'shop.shopId' },
  { key: 'mallUserId', path: 'shop.mallUserId', numeric: true },
  { key: 'merchantUserId', path: 'shop.merchantUserId', numeric: true },
  { key: 'orderChannelsType', path: 'shop.orderChannelsType' },
];

type Carrier = ShopForm['carriers'][number];

/** One carrier of the shop: its code, its template, default or not, and taking it off the list. */
function CarrierRow({
  carrier,
  n,
  onChange,
  onDefault,
  onRemove,
}: {
  carrier: Carrier;
  n: number;
  onChange: (patch: Partial<Carrier>) => void;
  onDefault: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <div className="shop-carrier">
      <select
        className="select"
        aria-label={t('shops.carrierCode', { n })}
        value={carrier.cpCode}
        onChange={(e) => onChange({ cpCode: e.target.value })}
      >
        <CarrierOptions extra={[]} />
      </select>
      <input
        className="input"
        aria-label={t('shops.carrierTemplate', { n })}
        placeholder="https://…/template/standard/…"
        value={carrier.templateUrl}
        onChange={(e) => onChange({ templateUrl: e.target.value })}
      />
      <label className="check">
        <input type="radio" name="shop-default-carrier" checked={carrier.isDefault} onChange={onDefault} />
        {t('shops.defaultCarrier')}
      </label>
      <button type="button" className="btn" onClick={onRemove}>
        {t('shops.removeCarrier')}
      </button>
    </div>
  );
}

/** A shop's carriers: cp_code and template per carrier, one of them the default. */
function CarrierRows({ form, onChange }: { form: ShopForm; onChange: (next: ShopForm) => void }) {
  const { t } = useTranslation('settings');
  const carriers = (next: Carrier[]) => onChange({ ...form, carriers: next });
  return (
    <fieldset className="shop-carriers">
      <legend>{t('shops.carriers')}</legend>
      {form.carriers.map((c, i) => (
        <CarrierRow
          key={i}
          carrier={c}
          n={i + 1}
          onChange={(patch) => carriers(form.carriers.map((x, j) => (i === j ? { ...x, ...patch } : x)))}
          onDefault={() => carriers(form.carriers.map((x, j) => ({ ...x, isDefault: i === j })))}
          onRemove={() => carriers(form.carriers.filter((_, j) => j !== i))}
        />
      ))}
      <button
        type="button"
        className="btn"
        onClick={() =>
          carriers([
            ...form.carriers,
            { cpCode: 'ZTO', templateUrl: '', isDefault: form.carriers.length === 0 },
          ])
        }
      >
        {t('shops.addCarrier')}
      </button>
    </fieldset>
  );
}

/** The shop's name, ids, channel and colour, each with the refusal that names it. */
function ShopIdFields({
  form,
  onChange,
  errorAt,
}: {
  form: ShopForm;
  onChange: (next: ShopForm) => void;
  errorAt: (path: string) => string | null;
}) {
  const { t } = useTranslation('settings');
  return (
    <div className="settings-grid">
      {TEXT_FIELDS.map(({ key, path, numeric }) => (
        <TextField
          key={key}
          id={`shop-${key}`}
          label={t(`shops.field.${key}`)}
          value={form[key]}
          inputMode={numeric ? 'numeric' : undefined}
          onChange={(value) => onChange({ ...form, [key]: value })}
          error={errorAt(path)}
        />
      ))}
      <TextField
        id="shop-colour"
        type="color"
        label={t('shops.field.colour')}
        value={form.colour}
        onChange={(colour) => onChange({ ...form, colour })}
        error={errorAt('shop.colour')}
      />
    </div>
  );
}

/** Adds or edits one shop; main checks it whole, and its refusal names the field (nothing is sent to the gateway). */
export function ShopEditor({ initial, onDone }: { initial: ShopForm; onDone: () => void }) {
  const { t, i18n } = useTranslation('settings');
  const [form, setForm] = useState(initial);
  const save = useSaveShop();
  const refused = save.error ? ipcErrorOf(save.error) : null;
  const errorAt = (path: string) =>
    refused?.field === path ? validationMessage(refused.msg ?? '', t, i18n.language) : null;
  const senderField = refused?.field ? senderFieldOfPath(refused.field.replace(/^shop\./, '')) : null;
  return (
    <form
      className="shop-editor panel"
      aria-label={initial.id ? t('shops.editTitle') : t('shops.addTitle')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draftOfForm(form), { onSuccess: onDone });
      }}
    >
      <h3>{initial.id ? t('shops.editTitle') : t('shops.addTitle')}</h3>
      <ShopIdFields form={form} onChange={setForm} errorAt={errorAt} />
      <h4>{t('shops.sender')}</h4>
      <SenderFields
        idPrefix="shop-sender"
        value={form.sender}
        onChange={(sender) => setForm({ ...form, sender })}
        errors={
          senderField && refused
            ? { [senderField]: validationMessage(refused.msg ?? '', t, i18n.language) }
            : {}
        }
      />
      <CarrierRows form={form} onChange={setForm} />
      {save.error ? <ErrorNotice error={save.error} compact /> : null}
      <div className="shop-editor-actions">
        <button type="button" className="btn" onClick={onDone}>
          {t('shops.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('shops.save')}
        </button>
      </div>
    </form>
  );
}
