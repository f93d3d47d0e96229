import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { SellerToolsBridge } from '../../../shared/ipc/events';
import { CALL_CHANNEL, EVENT_CHANNEL } from './ipc-channel-names';

/*
 * The renderer's only door into main: `window.sellerTools = { call, on }` and nothing else (no ipcRenderer,
 * no Node). Bundled as one CJS file: a sandboxed preload cannot load chunks.
 */

const bridge: SellerToolsBridge = {
  call: (channel, input) => ipcRenderer.invoke(CALL_CHANNEL, String(channel), input),
  on(event, listener) {
    const name = String(event);
    const forward = (_e: IpcRendererEvent, eventName: unknown, payload: unknown) => {
      if (eventName === name) listener(payload);
    };
    ipcRenderer.on(EVENT_CHANNEL, forward);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, forward);
    };
  },
};

contextBridge.exposeInMainWorld('sellerTools', bridge);
