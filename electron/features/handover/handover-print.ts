import type { HandoverPrintOutcome } from '../../../shared/ipc/channels/handover';
import type { Language } from '../../../shared/ipc/channels/settings';
import { handoverRoutePath, handoverPages } from '../../../shared/documents/handover-list';
import { DeskError } from '../../kernel/desk-error';
import type { Printing } from '../printing';
import type { SettingsService } from '../settings';
import type { HandoverService } from './handover-service';

/** The handover list (交接单) of a closed batch on A4: the print route, through the system's print dialog. */
export type HandoverPrint = (batchId: number, language?: Language) => Promise<HandoverPrintOutcome>;

export const createHandoverPrint =
  (deps: { service: HandoverService; printing: Printing; settings: SettingsService }): HandoverPrint =>
  async (batchId, language) => {
    const batch = await deps.service.batch(batchId);
    if (batch.closedAt === null)
      throw new DeskError('invalid-request', 'Close the batch before printing its handover list.', {
        field: 'batchId',
      });
    const path = handoverRoutePath(batchId, language ?? deps.settings.get().language);
    const pages = handoverPages(batch.scans.length);
    const outcome = await deps.printing.printDocument(path);
    return outcome.mode === 'browser'
      ? { mode: 'browser', printUrl: outcome.printUrl, pages }
      : { mode: 'dialog', printed: outcome.printed, pages };
  };
