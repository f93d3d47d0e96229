/*
 * A label laid out in millimetres from its top-left corner: lines of text, filled rules and Code128 barcodes. The
 * printing room draws them at the printer's dots the way it draws a waybill label (text as a bitmap in the desk's
 * own font, so Chinese prints on a printer without a Chinese font; barcodes on whole dots).
 */
export type LabelMark =
  /** One line of text, its line box's top at `y`, `sizeMm` tall. */
  | { kind: 'text'; x: number; y: number; text: string; sizeMm: number }
  | { kind: 'bar'; x: number; y: number; w: number; h: number }
  /** A Code128 of `value`, centred in the box `w` wide from `x`, its top at `y`, `h` tall. */
  | { kind: 'code128'; x: number; y: number; w: number; h: number; value: string };
