import { useSettingChoice } from '../../hooks/settings';

/** The goods check's switch: the packer's choice shows at once, while the settings save. */
export const usePackSwitch = () => {
  const { value, choose, loaded } = useSettingChoice('packCheck');
  return { packCheck: value ?? false, setPackCheck: choose, loaded };
};
