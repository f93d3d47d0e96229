import type { Handlers } from '../../kernel/router';
import type { HandoverLabelPrint } from './handover-label-print';
import type { HandoverPrint } from './handover-print';
import type { HandoverService } from './handover-service';

/** The handover screen's channels over the room's service and its print. */
export const handoverHandlers = ({
  service,
  print,
  labelPrint,
}: {
  service: HandoverService;
  print: HandoverPrint;
  labelPrint: HandoverLabelPrint;
}): Pick<
  Handlers,
  | 'handover.open'
  | 'handover.batches'
  | 'handover.batch'
  | 'handover.scan'
  | 'handover.remove'
  | 'handover.close'
  | 'handover.reopen'
  | 'handover.print'
  | 'handover.labelPrinters'
  | 'handover.printList'
  | 'handover.notGone'
  | 'handover.of'
> => ({
  'handover.open': ({ cpCode }) => service.open(cpCode),
  'handover.batches': async () => ({ batches: await service.batches() }),
  'handover.batch': ({ batchId }) => service.batch(batchId),
  'handover.scan': ({ batchId, code, confirm }) => service.scan(batchId, code, confirm),
  'handover.remove': async ({ batchId, waybillId }) => {
    await service.remove(batchId, waybillId);
    return {};
  },
  'handover.close': ({ batchId }) => service.close(batchId),
  'handover.reopen': ({ batchId, word, reason }) => service.reopen(batchId, word, reason),
  'handover.print': ({ batchId, language }) => print(batchId, language),
  'handover.labelPrinters': () => Promise.resolve(labelPrint.printers()),
  'handover.printList': ({ batchId, size, language, carrierName }) =>
    labelPrint.print(batchId, size, language, carrierName),
  'handover.notGone': async ({ since }) => ({ waybills: await service.notGone(since) }),
  'handover.of': async ({ waybillIds }) => ({ handovers: await service.handoversOf(waybillIds) }),
});
