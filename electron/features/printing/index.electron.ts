// The printing room's face for the Electron host only: silent printing needs the `electron` module, which the
// web host and the tests cannot load. Chosen by file (as Actual chooses platform adapters), never at run time.
export { createElectronPrinting } from './electron-printing';
