/*
 * What the shared-ledger bench must stop even when it is interrupted (Ctrl-C, SIGTERM): web host processes and the
 * PostgreSQL cluster outlive this process otherwise. A failure inside the bench is handled by its own `finally`
 * blocks; this covers a signal, which skips them. Each step is synchronous (a signal to a child, pg_ctl stop).
 */

const steps = new Set<() => void>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const onSignal = (signal: NodeJS.Signals) => {
  console.log(`\n  ${signal}: stopping the desks and the cluster`);
  for (const step of [...steps].reverse()) {
    try {
      step();
    } catch (error) {
      console.error(`  teardown step failed: ${String(error)}`);
    }
  }
  process.exit(signal === 'SIGINT' ? 130 : 143);
};

/** Runs `step` if a signal ends the bench; call the returned function once the step's owner stopped normally. */
export const onInterrupt = (step: () => void): (() => void) => {
  if (steps.size === 0) for (const signal of SIGNALS) process.on(signal, onSignal);
  steps.add(step);
  return () => {
    steps.delete(step);
    if (steps.size === 0) for (const signal of SIGNALS) process.off(signal, onSignal);
  };
};
