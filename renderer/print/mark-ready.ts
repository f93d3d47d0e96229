/**
 * Tells whoever waits for a print route (Electron's hidden window, the e2e) that it is drawn: fonts loaded and two
 * frames painted. With `autoprint`, the browser's print dialog opens then.
 */
export const markReady = async (state: 'true' | 'error', autoprint: boolean): Promise<void> => {
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  document.body.dataset.ready = state;
  if (state === 'true' && autoprint) window.print();
};
