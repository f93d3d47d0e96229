import { posix } from 'node:path';

/*
 * A main route of the house as its file hops: the files on some import path from a start file (a channel's
 * handler) to an end file (where the route ends: the printer's socket, the ledger's intent store, the book store),
 * the folders it crosses in that order, and the places where it steps back into a folder it had left.
 */

/** The main routes `npm run house` measures: a name, the start file and the end file. */
export const MAIN_ROUTES = [
  {
    name: 'scan -> printer socket',
    start: 'electron/features/scan-station/handlers.ts',
    end: 'electron/features/printing/label-printers/raw-socket-connection.ts',
  },
  {
    name: 'label -> print queue',
    start: 'electron/features/printing/label-printing.ts',
    end: 'electron/features/printing/print-queue/print-queue-store.ts',
  },
  {
    name: 'fetch -> ledger intents',
    start: 'electron/features/waybill-fetch/handlers.ts',
    end: 'electron/features/ledger/sqlite/fetch-intents.ts',
  },
  {
    name: 'sync -> book store',
    start: 'electron/features/order-sync/handlers.ts',
    end: 'electron/features/order-book/order-book-store.ts',
  },
];

const reachable = (from, edges) => {
  const seen = new Set([from]);
  const todo = [from];
  while (todo.length > 0) {
    for (const next of edges.get(todo.pop()) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        todo.push(next);
      }
    }
  }
  return seen;
};

const reversed = (edges) => {
  const back = new Map();
  for (const [from, targets] of edges) {
    for (const to of targets) back.set(to, [...(back.get(to) ?? []), from]);
  }
  return back;
};

/** The route's files, each after every route file that imports it (imports have no cycles: the lint sees to it). */
const inRouteOrder = (files, edges, start) => {
  const done = [];
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !files.has(file)) return;
    seen.add(file);
    for (const next of edges.get(file) ?? []) visit(next);
    done.push(file);
  };
  visit(start);
  return done.reverse();
};

/** The folder a file counts in: a backend's folder (`sqlite/`, `postgres/` and below) is its owner's own. */
export const routeFolderOf = (file) => {
  const parts = posix.dirname(file).split('/');
  const backend = parts.findIndex((p) => p === 'sqlite' || p === 'postgres');
  return (backend > 0 ? parts.slice(0, backend) : parts).join('/');
};

/**
 * `edges`: production file -> the files it imports. A return is an import from a route file into a folder the
 * route left on its way to that file (the code steps back to where it came from).
 */
export const routeHops = (edges, start, end) => {
  const between = reachable(end, reversed(edges));
  const files = new Set([...reachable(start, edges)].filter((f) => between.has(f)));
  const order = inRouteOrder(files, edges, start);
  const left = new Map(order.map((f) => [f, new Set()]));
  const returns = [];
  for (const file of order) {
    const here = routeFolderOf(file);
    for (const to of edges.get(file) ?? []) {
      const there = routeFolderOf(to);
      if (there !== here && left.get(file).has(there)) returns.push(`${file} -> ${to}`);
      if (!files.has(to)) continue;
      for (const folder of left.get(file)) left.get(to).add(folder);
      if (there !== here) left.get(to).add(here);
    }
  }
  const folders = [...new Set(order.map(routeFolderOf))];
  return { files: order, folders, returns };
};
