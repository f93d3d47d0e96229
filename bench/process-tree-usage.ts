import { readdirSync, readFileSync } from 'node:fs';

/*
 * Peak memory and CPU time of the processes this Node process started (Chromium's browser, GPU, utility and renderer
 * processes), read from Linux /proc. The summed RSS counts shared pages (libraries, shared memory) once per
 * process, so it is an upper bound; the largest single process's VmHWM (its own peak) is the renderer's.
 */

interface ProcessTreeMemory {
  /** Highest sampled sum of VmRSS over the tree, in bytes. */
  peakSumRssBytes: number;
  /** Largest VmHWM (peak RSS) of any one process in the tree, in bytes. */
  peakSingleHwmBytes: number;
  /** Chromium's process type of that process (`renderer`, `gpu-process`…; `browser` for the main one). */
  peakSingleType: string;
  /** Highest sampled RSS of this Node process itself, in bytes. */
  peakNodeRssBytes: number;
  /** Most processes seen at once. */
  maxProcesses: number;
  samples: number;
}

const readText = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process exited between listing and reading
  }
};

/** pid → parent pid, from /proc/<pid>/stat (the field after the `(comm)`, which may hold spaces). */
const parentMap = (): Map<number, number> => {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readText(`/proc/${entry}/stat`);
    if (!stat) continue;
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(entry), ppid);
  }
  return parents;
};

const descendantsOf = (root: number): number[] => {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parentMap()) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const out: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
};

/** CPU time (user + system) the live descendants of `root` have used, in seconds (clock ticks of 1/100 s). */
export const treeCpuSeconds = (root = process.pid): number => {
  let ticks = 0;
  for (const pid of descendantsOf(root)) {
    const stat = readText(`/proc/${pid}/stat`);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
};

const kib = (status: string, key: string): number => {
  const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
  return m ? Number(m[1]) * 1024 : 0;
};

/**
 * Samples the descendants of `root` (default: this process), and this process's own RSS, every `intervalMs` until `stop()`, which takes
 * a last sample and returns the peaks. Call `stop()` before closing the browser: VmHWM dies with the process.
 */
export const watchProcessTree = (root = process.pid, intervalMs = 100): { stop: () => ProcessTreeMemory } => {
  const peak: ProcessTreeMemory = {
    peakSumRssBytes: 0,
    peakSingleHwmBytes: 0,
    peakSingleType: '',
    peakNodeRssBytes: 0,
    maxProcesses: 0,
    samples: 0,
  };
  const sample = () => {
    let sum = 0;
    let seen = 0;
    for (const pid of descendantsOf(root)) {
      const status = readText(`/proc/${pid}/status`);
      if (!status) continue;
      seen += 1;
      sum += kib(status, 'VmRSS');
      const hwm = kib(status, 'VmHWM');
      if (hwm > peak.peakSingleHwmBytes) {
        peak.peakSingleHwmBytes = hwm;
        const cmdline = readText(`/proc/${pid}/cmdline`) ?? '';
        peak.peakSingleType = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser';
      }
    }
    peak.peakSumRssBytes = Math.max(peak.peakSumRssBytes, sum);
    peak.maxProcesses = Math.max(peak.maxProcesses, seen);
    peak.peakNodeRssBytes = Math.max(peak.peakNodeRssBytes, process.memoryUsage.rss());
    peak.samples += 1;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return { ...peak };
    },
  };
};
