import { closeSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { freeBytes } from '../storage/data-dir';
import { startTestDesk, type TestDesk, type TestDeskOptions } from './desk-test-harness';
import { releaseAfterEachTest } from './release-after-test';
import { mountSmallDisk, type SmallDisk } from './tmpfs';

/* Shared by the tests of a full disk: a real small tmpfs and a desk per test, both gone after it. */

/** Fills the disk until about `leave` bytes are left for this user. */
export const fillDisk = (dir: string, leave: number) => {
  const fd = openSync(join(dir, 'filler'), 'w');
  const chunk = Buffer.alloc(4096, 1);
  try {
    for (let left = freeBytes(dir) - leave; left > 0; left -= chunk.length) writeSync(fd, chunk);
  } finally {
    closeSync(fd);
  }
};

/** A small disk and a desk for each test of the calling file; the desk closed and the disk removed after it. */
export function smallDiskDeskPerTest() {
  const releaseAfter = releaseAfterEachTest();
  return {
    /** Mounts a disk of `kib`; null, the reason printed and the test skipped, where none can be mounted here. */
    mount(kib: number, skip: () => void): SmallDisk | null {
      const mounted = mountSmallDisk(kib);
      if ('reason' in mounted) {
        console.log(`skipped: ${mounted.reason}`);
        skip();
        return null;
      }
      releaseAfter(() => mounted.remove());
      return mounted;
    },
    async start(options: TestDeskOptions): Promise<TestDesk> {
      const desk = await startTestDesk(options);
      releaseAfter(() => desk.close());
      return desk;
    },
  };
}
