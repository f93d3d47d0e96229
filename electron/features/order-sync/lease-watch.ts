/*
 * Another desk holds an owner's sync lease: its notices say when its sync ends, but a notice can be lost (the
 * desk died mid-sync and its lease ran out). The server cannot push that, so main asks it — never the screens:
 * while another desk holds the lease, its holder is read again each second, and once none holds it the screens
 * are told (`ended`). The other desk's end notice, when it comes, stops the watch (told once, not twice).
 */

const LEASE_WATCH_MS = 1000;

interface LeaseWatch {
  /** Watches an owner's lease until no desk holds it (once per owner at a time). */
  start(ownerId: string): void;
  /** The end was told already: the watch stops without telling it again. */
  stop(ownerId: string): void;
}

export const leaseWatch = (
  holder: (ownerId: string) => Promise<string | null>,
  ended: () => void,
  intervalMs = LEASE_WATCH_MS,
): LeaseWatch => {
  const watching = new Map<string, symbol>();
  return {
    start(ownerId) {
      if (watching.has(ownerId)) return;
      const watch = Symbol(ownerId);
      watching.set(ownerId, watch);
      const tick = (): void => {
        if (watching.get(ownerId) !== watch) return;
        holder(ownerId).then(
          (desk) => {
            if (watching.get(ownerId) !== watch) return;
            if (desk !== null) return void setTimeout(tick, intervalMs).unref();
            watching.delete(ownerId);
            ended();
          },
          // The ledger is away (or closed): its catch-up, once back, reads the book again.
          () => watching.delete(ownerId),
        );
      };
      setTimeout(tick, intervalMs).unref();
    },
    stop(ownerId) {
      watching.delete(ownerId);
    },
  };
};
