import { useNavigation } from '../../store/navigation';
import { LabelsWorkbench } from './labels-workbench';
import { RecentPicker } from './recent-picker';
import './labels.css';

/** The labels of any ledger selection (handed over by Orders or Waybills), or a pick among recent ones. */
export function LabelsScreen() {
  const ids = useNavigation((s) => s.labelWaybillIds);
  return ids.length > 0 ? <LabelsWorkbench key={ids.join(',')} ids={ids} /> : <RecentPicker />;
}
