import type { EventName, EventPayload } from '../../shared/ipc/events';

export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void;
type EventListener = (event: EventName, payload: unknown) => void;

/** Main → renderer notifications; each adapter forwards them (webContents.send, or the SSE stream). */
export interface DeskEvents {
  emit: Emit;
  subscribe(listener: EventListener): () => void;
}

export const createDeskEvents = (): DeskEvents => {
  const listeners = new Set<EventListener>();
  return {
    emit: (event, payload) => {
      for (const listener of listeners) {
        try {
          listener(event, payload);
        } catch (error) {
          // One broken window must not stop the others, nor the work that emitted.
          console.error(`desk: an ${event} listener failed`, error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
