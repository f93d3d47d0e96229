import type { Channel, In, Out } from '../../shared/ipc/contract';
import type { IpcError, IpcResult } from '../../shared/ipc/errors';
import type { EventName, EventPayload, SellerToolsBridge } from '../../shared/ipc/events';
import { createHttpBridge } from './http-bridge';

declare global {
  interface Window {
    /** Exposed by Electron's preload; absent in a browser, where the web host's HTTP bridge serves. */
    sellerTools?: SellerToolsBridge;
  }
}

/** A failed call, carrying the router's typed error (kind, field, authUrl…). */
export class IpcCallError extends Error {
  constructor(readonly error: IpcError) {
    super(error.msg);
    this.name = 'IpcCallError';
  }
}

let bridge: SellerToolsBridge | null = null;
const getBridge = (): SellerToolsBridge => (bridge ??= window.sellerTools ?? createHttpBridge());

/** One call function over both transports; react-query hooks wrap it. */
export const call = async <C extends Channel>(channel: C, input: In<C>): Promise<Out<C>> => {
  let result: IpcResult<Out<C>>;
  try {
    result = (await getBridge().call(channel, input)) as IpcResult<Out<C>>;
  } catch (e) {
    throw new IpcCallError({ kind: 'transport', msg: e instanceof Error ? e.message : String(e) });
  }
  if (!result.ok) throw new IpcCallError(result.error);
  return result.value;
};

export const on = <E extends EventName>(
  event: E,
  listener: (payload: EventPayload<E>) => void,
): (() => void) => getBridge().on(event, listener as (payload: unknown) => void);

export const isHttpTransport = (): boolean => !window.sellerTools;
