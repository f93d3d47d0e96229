import type pg from 'pg';
import type { Row } from '../../../storage/postgres/pg-db';

/*
 * Desk names are unique among the live desks of one shared ledger: every record names the desk that wrote it, and
 * a desk's open fetches are "being fetched" while a desk of that name beats. A desk claims its name at open with
 * its instance id (kept in its data dir): the claim succeeds when the name is free, held by this same instance (a
 * restart), released by a desk that closed, or held by a desk whose heartbeat ran out on the database's clock.
 * Otherwise another live desk uses the name and the open is refused: nothing falls back to a local ledger.
 */

/** Another live desk, from another instance, uses this name on the shared ledger. */
export class DeskNameTaken extends Error {
  constructor(readonly desk: string) {
    super(`another live desk is named "${desk}" on the shared ledger`);
    this.name = 'DeskNameTaken';
  }
}

/**
 * One statement, so two desks claiming one name at once cannot both win: the row lock of the conflicting name
 * orders them, and the second sees the first's fresh claim. '' = released (a desk that closed) or written by an
 * app from before instance ids.
 */
const CLAIM = `
  INSERT INTO desks AS d (name, instance_id) VALUES ($1, $2)
  ON CONFLICT (name) DO UPDATE SET instance_id = EXCLUDED.instance_id, heartbeat_at = now(),
    started_at = CASE WHEN d.instance_id = EXCLUDED.instance_id THEN d.started_at ELSE now() END
  WHERE d.instance_id = EXCLUDED.instance_id OR d.instance_id = ''
    OR d.heartbeat_at <= now() - make_interval(secs => $3::float8 / 1000)
  RETURNING name`;

export interface DeskIdentity {
  desk: string;
  /** This desk's own id: the same across its restarts (its data dir), different for every other desk. */
  instanceId: string;
  leaseMs: number;
}

/** Claims the name (or renews this instance's claim: the heartbeat); false when another live desk holds it. */
export async function claimDeskName(
  pool: pg.Pool | pg.PoolClient,
  { desk, instanceId, leaseMs }: DeskIdentity,
): Promise<boolean> {
  const { rowCount } = await pool.query<Row>(CLAIM, [desk, instanceId, leaseMs]);
  return (rowCount ?? 0) > 0;
}

/** At a clean close: the name is free at once for the next desk that takes it (a restart with a new data dir). */
export async function releaseDeskName(pool: pg.Pool, { desk, instanceId }: DeskIdentity): Promise<void> {
  await pool.query<Row>(`UPDATE desks SET instance_id = '' WHERE name = $1 AND instance_id = $2`, [
    desk,
    instanceId,
  ]);
}

/**
 * The refusal in the seller's language: which name, and where to change it. The desk never opens a local ledger
 * instead (two desks each with its own ledger would fetch, and pay for, the same orders).
 */
export function deskNameTakenMessage(language: 'zh-CN' | 'en', desk: string, server: string): string {
  return language === 'en'
    ? `Another desk named "${desk}" is working on the shared ledger at ${server} right now. Each desk on one ` +
        `shared ledger needs a name of its own: give this desk another name (--desk-name, ` +
        `SELLER_TOOLS_DESK_NAME, or Settings → Shared ledger → This desk's name) and start it again. ` +
        `No local ledger was used instead.`
    : `共享账本 ${server} 上已有另一台名为“${desk}”的打包台正在工作。同一共享账本上的每台打包台都需要自己的名称：` +
        `请给本台换一个名称（--desk-name、SELLER_TOOLS_DESK_NAME，或 设置 → 共享账本 → 本台名称）后重新启动。` +
        `未改用本地账本。`;
}
