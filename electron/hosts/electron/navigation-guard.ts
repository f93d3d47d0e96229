import type { WebContents } from 'electron';

/*
 * Keeps every window of the desk on the app's own pages. A link the seller clicks to the web (the authorization
 * page, help) opens in the browser; a server redirect or a frame heading elsewhere is stopped and opens nothing,
 * for no seller asked for it. Electron reports each by its own event: will-navigate (the main frame's
 * navigations a page starts), will-redirect (a server redirect in flight), will-frame-navigate (any frame's).
 */
export const guardNavigation = (
  contents: WebContents,
  appOrigin: string,
  openExternally: (url: string) => void,
): void => {
  const inApp = (url: string) => url.startsWith(`${appOrigin}/`);
  contents.on('will-navigate', (event, url) => {
    if (inApp(url)) return;
    event.preventDefault();
    openExternally(url);
  });
  contents.on('will-redirect', (event, url) => {
    if (!inApp(url)) event.preventDefault();
  });
  contents.on('will-frame-navigate', (event) => {
    if (!inApp(event.url)) event.preventDefault();
  });
};
