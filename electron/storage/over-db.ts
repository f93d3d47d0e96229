/** A store's methods written as functions of its database first, with that database given once. */
type OverDb<Db, M> = {
  [K in keyof M]: M[K] extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
};

export const overDb = <Db, M extends Record<string, (db: Db, ...args: never[]) => unknown>>(
  db: Db,
  methods: M,
): OverDb<Db, M> =>
  Object.fromEntries(
    Object.entries(methods).map(([name, method]) => [name, (...args: never[]) => method(db, ...args)]),
  ) as OverDb<Db, M>;
