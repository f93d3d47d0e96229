import type { Settings } from '../../shared/ipc/channels/settings';

/** The `<option>`s of the seller's saved senders, by their label. */
export function SenderOptions({ senders }: { senders: Settings['senders'] }) {
  return (
    <>
      {senders.map((s) => (
        <option key={s.id} value={s.id}>
          {s.label}
        </option>
      ))}
    </>
  );
}
