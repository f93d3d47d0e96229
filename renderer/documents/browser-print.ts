import { hostSecretParam } from '../ipc/http-bridge';

/** The web host's print route, carrying this tab's host secret, opening the print dialog once drawn. */
export const browserPrintUrl = (printUrl: string, base: string = window.location.href): string => {
  const url = new URL(printUrl, base);
  const secret = new URLSearchParams(hostSecretParam());
  for (const [k, v] of secret) url.searchParams.set(k, v);
  url.searchParams.set('autoprint', '1');
  return url.toString();
};

/**
 * Opens the print route in a new window; when the browser blocks pop-ups, in a hidden frame of this page
 * (the route calls print() itself, which prints the frame only).
 */
export const openBrowserPrint = (
  printUrl: string,
  options: { frameOnly?: boolean } = {},
): 'window' | 'frame' => {
  const url = browserPrintUrl(printUrl);
  // The scan station prints in a frame: a new window would take the focus, and the scanner's next keystrokes.
  const opened = options.frameOnly ? null : window.open(url, '_blank');
  if (opened) return 'window';
  const frame = document.createElement('iframe');
  frame.title = 'print';
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  frame.src = url;
  document.body.appendChild(frame);
  // Removed well after the dialog closed; print() blocks the frame's script until then.
  frame.addEventListener('load', () => setTimeout(() => frame.remove(), 60_000));
  return 'frame';
};
