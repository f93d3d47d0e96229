import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

type PointsNoteProps =
  /** Before an action: what it charges, per unit, and for how many. */
  | { when: 'before'; per: number; unit: 'waybill' | 'call' | 'item'; count?: number }
  /** After: what it cost. */
  | { when: 'after'; cost: number };

/** Money is visible: every action that charges says so before it runs and shows its cost after. */
export function PointsNote(props: PointsNoteProps) {
  const { t } = useTranslation('common');
  if (props.when === 'after') {
    return (
      <span className="points-note points-note-after" role="status">
        <Icon name="coin" size={16} />
        {t('points.cost', { count: props.cost })}
      </span>
    );
  }
  const { per, unit, count } = props;
  return (
    <span className="points-note">
      <Icon name="coin" size={16} />
      {t(`points.per.${unit}`, { count: per })}
      {count !== undefined && count > 0 && <> · {t('points.estimate', { count: per * count })}</>}
    </span>
  );
}
