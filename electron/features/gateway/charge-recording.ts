import { chargeOf, type OperationName, type OperationResult } from '../../../shared/api/endpoints';
import type { Emit } from '../../kernel/desk-events';
import type { Ledger } from '../ledger';

export type FailureLog = (message: string, error: unknown) => void;

/**
 * Every successful call's charge is recorded here, from the endpoint table (chargeOf), with the shop the call
 * named (session points split by shop), so no workflow can forget one. Recording a charge never hides the answer it came with: a failure is logged, the result still returned.
 */
export const recordCharge = async <O extends OperationName>(
  { ledger, emit, log }: { ledger: Ledger; emit: Emit; log: FailureLog },
  op: O,
  result: OperationResult<O>,
  shop: string | undefined,
): Promise<void> => {
  const points = chargeOf(op, result);
  if (points === 0) return;
  try {
    await ledger.recordCharge(op, points, shop ?? '');
    emit('changed', { topic: 'charges' });
  } catch (error) {
    log(`the charge of a ${op} call could not be recorded`, error);
  }
};
