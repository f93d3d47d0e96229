import type { BrowserWindow } from 'electron';
import { paperSizesOf } from '../../../shared/printing/paper-sizes';
import type { Printer } from './printing';

const isDefaultPrinter = (printer: Electron.PrinterInfo): boolean => {
  // Older Electron had `isDefault`; CUPS reports it among the options.
  const legacy = (printer as { isDefault?: unknown }).isDefault;
  const options = (printer.options ?? {}) as Record<string, unknown>;
  return legacy === true || options['printer-is-default'] === 'true' || options.isDefault === 'true';
};

/** The printers the system lists to the main window (none without a window). */
export async function listElectronPrinters(mainWindow: BrowserWindow | null): Promise<Printer[]> {
  const contents = mainWindow?.webContents;
  if (!contents) return [];
  const printers = await contents.getPrintersAsync();
  return printers.map((p) => {
    // CUPS lists the media a printer takes among its options (PWG names); other systems may list none.
    const opts = (p.options ?? {}) as Record<string, unknown>;
    const media = ['media-supported', 'media', 'media-default']
      .map((k) => opts[k])
      .filter((v): v is string => typeof v === 'string');
    const paperSizes = paperSizesOf(media);
    return {
      name: p.name,
      displayName: p.displayName || p.name,
      isDefault: isDefaultPrinter(p),
      ...(paperSizes.length > 0 ? { paperSizes } : {}),
    };
  });
}
