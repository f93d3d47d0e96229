import { PDFDocument } from 'pdf-lib';

/**
 * One PDF of several, pages in order. Big exports are drawn in parts (a hidden window of at most 1,000 labels at a
 * time, so memory stays bounded); this joins the parts into the one file the seller asked for.
 */
export const mergePdfs = async (parts: readonly Uint8Array[]): Promise<Uint8Array> => {
  if (parts.length === 1 && parts[0]) return parts[0];
  const out = await PDFDocument.create();
  for (const part of parts) {
    const doc = await PDFDocument.load(part, { updateMetadata: false });
    const pages = await out.copyPages(doc, doc.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return out.save({ useObjectStreams: true });
};
