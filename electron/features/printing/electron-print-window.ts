import { BrowserWindow, type WebContents } from 'electron';
import type { LabelSize } from '../../../shared/label/label-sizes';
import { printRoutePath, type Placement } from './printing';

export interface PrintWindowOptions {
  /** `print.html?…` → the app:// URL the window loads. */
  routeUrl(path: string): string;
  preload: string;
  /** Lets the router accept calls from the hidden window (only app windows may call). */
  trackContents(contents: WebContents): void;
}

const READY_TIMEOUT_MS = 30_000;

/** The route sets `document.body.dataset.ready` to 'true' once drawn (fonts included), or 'error'. */
const waitUntilDrawn = async (contents: WebContents): Promise<void> => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const ready = (await contents.executeJavaScript(
      'document.body ? document.body.dataset.ready || "" : ""',
    )) as string;
    if (ready === 'true') return;
    if (ready === 'error') {
      const why = (await contents.executeJavaScript(
        'document.querySelector("[data-error]")?.getAttribute("data-error") || ""',
      )) as string;
      throw new Error(`the labels could not be drawn: ${why || 'unknown reason'}`);
    }
    if (Date.now() > deadline) throw new Error('the labels were not drawn within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

export type WithDrawnLabels = <T>(
  ids: number[],
  size: LabelSize,
  work: (contents: WebContents) => Promise<T>,
  placement?: Placement,
) => Promise<T>;

/** Print routes drawn in a hidden, sandboxed window (same preload, so it calls labels.get like any app window). */
export function createPrintWindows(options: PrintWindowOptions) {
  /** A hidden, sandboxed window showing one print route until it is drawn; `work` prints or saves it. */
  const withDrawnPage = async <T>(path: string, work: (contents: WebContents) => Promise<T>) => {
    const win = new BrowserWindow({
      show: false,
      webPreferences: {
        preload: options.preload,
        sandbox: true,
        contextIsolation: true,
        nodeIntegration: false,
      },
    });
    try {
      options.trackContents(win.webContents);
      await win.loadURL(options.routeUrl(path));
      await waitUntilDrawn(win.webContents);
      return await work(win.webContents);
    } finally {
      win.destroy();
    }
  };
  const withDrawnLabels: WithDrawnLabels = (ids, size, work, placement) =>
    withDrawnPage(printRoutePath(ids, size, false, placement), work);
  return { withDrawnPage, withDrawnLabels };
}
