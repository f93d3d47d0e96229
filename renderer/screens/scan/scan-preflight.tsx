import type { ScanProfile } from '../../../shared/scan/scan-profile';
import { PreflightWarnings } from '../../components/preflight-warnings';
import { usePrintPreflight } from '../../hooks/labels';

/** The profile's printer is checked before any scan spends a point: missing, or no paper of the label's size. */
export function ScanPreflight({ profile }: { profile: ScanProfile | null | undefined }) {
  const preflight = usePrintPreflight(profile?.labelSize ?? '100x150', profile?.printer ?? undefined);
  return (
    <PreflightWarnings
      warnings={preflight.data?.warnings}
      size={preflight.data?.size ?? '100x150'}
      testId="scan-preflight"
    />
  );
}
