import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * This desk's own id on a shared ledger, kept in its data dir: the same across restarts of this desk, different
 * for any other desk (another data dir). It lets a desk that restarts take its name back at once, while another
 * desk that picked the same name is refused (pg-desk-name.ts).
 */

const INSTANCE_ID_FILE = 'desk-instance-id';

const ID_PATTERN = /^[0-9a-f-]{36}$/;

/** The id in the data dir, made (and kept) at the first call. */
export function deskInstanceId(dataDir: string): string {
  const file = join(dataDir, INSTANCE_ID_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (ID_PATTERN.test(stored)) return stored;
  } catch {
    // None yet: made below.
  }
  const id = randomUUID();
  writeFileSync(file, `${id}\n`, { mode: 0o600 });
  return id;
}
