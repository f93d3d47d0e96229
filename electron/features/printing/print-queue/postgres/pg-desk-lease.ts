/*
 * Whether a print job's desk is gone: its heartbeat (the `desks` table, the same lease that holds its fetch
 * intents) is older than the lease, by the database's clock. Another desk may settle a gone desk's jobs; a desk
 * still beating settles its own.
 */

/** SQL true when the row's `desk` beats no more; `leaseParam` is the placeholder of the lease in ms. */
export const DESK_GONE = (leaseParam: string, deskColumn = 'desk'): string =>
  `NOT EXISTS (SELECT 1 FROM desks d WHERE d.name = ${deskColumn}
     AND d.heartbeat_at > now() - make_interval(secs => ${leaseParam}::float8 / 1000))`;
