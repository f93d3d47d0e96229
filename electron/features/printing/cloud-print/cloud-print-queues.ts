/** Chains work per printer so that only one task is ever in flight on it. */
export function createPrinterQueues() {
  const printerQueues = new Map<string, Promise<unknown>>();
  return <T>(printer: string, work: () => Promise<T>): Promise<T> => {
    const previous = printerQueues.get(printer) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    printerQueues.set(printer, tail);
    void tail.then(() => {
      if (printerQueues.get(printer) === tail) printerQueues.delete(printer);
    });
    return next;
  };
}
