/** The two Electron IPC channels between preload and main: every desk call goes through one, events the other. */
export const CALL_CHANNEL = 'seller-tools:call';
export const EVENT_CHANNEL = 'seller-tools:event';
