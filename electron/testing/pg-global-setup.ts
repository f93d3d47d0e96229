import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgresCluster } from '../../scripts/pg-cluster.mjs';

/*
 * vitest globalSetup: ONE private PostgreSQL cluster for the whole unit run (initdb in a temp dir, a free port),
 * stopped and removed after. Tests get its URL with inject('pgUrl') and make a fresh database each. Without the
 * server binaries (or with SELLER_TOOLS_TEST_PG=0) the PostgreSQL cases are skipped, and the reason is printed.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The private cluster's superuser URL ('' when PostgreSQL cases are skipped). */
    pgUrl: string;
    /** Why PostgreSQL cases are skipped ('' when they run). */
    pgSkipReason: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const skip = (reason: string) => {
    console.warn(`PostgreSQL ledger cases skipped: ${reason}`);
    project.provide('pgUrl', '');
    project.provide('pgSkipReason', reason);
    return () => undefined;
  };
  if (process.env.SELLER_TOOLS_TEST_PG === '0') return skip('SELLER_TOOLS_TEST_PG=0');
  if (!findPostgresBin()) {
    return skip('no PostgreSQL server binaries (Debian: apt-get install postgresql; .ci/run installs them)');
  }
  const cluster = await startPostgresCluster();
  project.provide('pgUrl', cluster.url);
  project.provide('pgSkipReason', '');
  return () => cluster.stop();
}
