import { afterEach } from 'vitest';

/**
 * Registers, in the calling file, an after-each hook that releases what a test took, newest first (a desk before
 * the disk it ran on), also when the test failed. Answers the function a test hands each release to.
 */
export function releaseAfterEachTest(): (release: () => unknown) => void {
  let pending: (() => unknown)[] = [];
  afterEach(async () => {
    const taken = pending.reverse();
    pending = [];
    for (const release of taken) await release();
  });
  return (release) => {
    pending.push(release);
  };
}
