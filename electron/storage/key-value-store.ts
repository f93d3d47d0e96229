import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The part of electron-store the services use, so the web host can keep the same data in a JSON file. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

interface JsonFileStoreOptions {
  /** File mode; default 0o600 (the data dir is private: settings hold shop ids and sender addresses). */
  mode?: number;
}

/** A JSON object in one file, rewritten atomically (temp file + rename) so a crash never leaves half a file. */
export const createJsonFileStore = (file: string, options: JsonFileStoreOptions = {}): KeyValueStore => {
  const mode = options.mode ?? 0o600;
  let values: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      values = parsed as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      // A damaged file is set aside rather than silently overwritten.
      renameSync(file, `${file}.damaged-${Date.now()}`);
    }
  }
  const persist = () => {
    mkdirSync(dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(values, null, 2), { mode });
    // writeFileSync's mode only applies to new files; make sure a reused temp file has it too.
    chmodSync(temp, mode);
    renameSync(temp, file);
  };
  return {
    get: (key) => values[key],
    set: (key, value) => {
      values = { ...values, [key]: value };
      persist();
    },
    delete: (key) => {
      if (!(key in values)) return;
      const { [key]: _removed, ...rest } = values;
      values = rest;
      persist();
    },
  };
};

/** Keeps everything in memory (tests). */
export const createMemoryStore = (): KeyValueStore => {
  const values = new Map<string, unknown>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    delete: (key) => void values.delete(key),
  };
};
