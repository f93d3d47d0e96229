import { z } from 'zod';
import { operationNames, type OperationName } from '../../shared/api/endpoints';

/**
 * Injected faults for reliability tests. A "before" fault (`code`) replaces the operation: nothing is
 * done or charged. The "after" faults act once the operation has run and committed: `delayMs` holds
 * the answer back, `drop` destroys the socket instead of answering (a charged call whose answer never
 * arrives), `nonJson` answers an HTML error page instead of the envelope.
 */
export const FaultRuleSchema = z
  .strictObject({
    endpoint: z.union([z.enum(operationNames as [OperationName, ...OperationName[]]), z.literal('*')]),
    code: z.union([z.literal(101), z.literal(200), z.literal(202), z.literal(203)]).optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    drop: z.literal(true).optional(),
    nonJson: z.literal(true).optional(),
    /** HTTP status of the non-JSON answer (default 502, as a failing proxy would send). */
    status: z.number().int().min(200).max(599).optional(),
    /** How many calls the rule applies to; omitted = every call until cleared. */
    times: z.number().int().min(1).optional(),
  })
  .refine(
    (r) => [r.code !== undefined, r.delayMs !== undefined, r.drop, r.nonJson].filter(Boolean).length === 1,
    { message: 'give exactly one of code, delayMs, drop, nonJson', path: ['code'] },
  );
type FaultRule = z.infer<typeof FaultRuleSchema>;

interface AfterFaults {
  delayMs: number;
  drop: boolean;
  nonJson: { status: number } | null;
}

const CODE_MESSAGES: Readonly<Record<number, string>> = {
  101: 'Request timed out, retry',
  200: 'System error, contact support',
  202: 'System error, retry later',
  203: 'Interface currently not supported',
};

export class FaultPlan {
  private rules: { rule: FaultRule; left: number }[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ rule, left: rule.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map(({ rule }) => rule);
  }

  /** The code to answer instead of running the operation, if a rule says so (consumes one use). */
  takeCode(op: OperationName): { code: number; msg: string } | null {
    const hit = this.take(op, (r) => r.code !== undefined);
    if (!hit?.code) return null;
    return { code: hit.code, msg: `${CODE_MESSAGES[hit.code] ?? 'fault'} (injected fault)` };
  }

  /** What to do to the answer of a call that reached its operation (each matching rule used once). */
  takeAfter(op: OperationName): AfterFaults | null {
    if (this.rules.length === 0) return null;
    const delay = this.take(op, (r) => r.delayMs !== undefined);
    const drop = this.take(op, (r) => r.drop === true);
    const nonJson = drop ? undefined : this.take(op, (r) => r.nonJson === true);
    if (!delay && !drop && !nonJson) return null;
    return {
      delayMs: delay?.delayMs ?? 0,
      drop: Boolean(drop),
      nonJson: nonJson ? { status: nonJson.status ?? 502 } : null,
    };
  }

  private take(op: OperationName, kind: (r: FaultRule) => boolean): FaultRule | undefined {
    const entry = this.rules.find(
      ({ rule, left }) => left > 0 && (rule.endpoint === op || rule.endpoint === '*') && kind(rule),
    );
    if (!entry) return undefined;
    entry.left -= 1;
    this.rules = this.rules.filter((e) => e.left > 0);
    return entry.rule;
  }
}
