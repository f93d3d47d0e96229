/*
 * Where the renderer asks for a goods picture: from the desk itself (both hosts answer this path by fetching the
 * picture the order names), so the page's CSP can allow images from the app alone.
 */

export const GOODS_PICTURE_PATH = '/goods-picture';

/** The image address for an order's goods picture URL; empty when the order has none. */
export const goodsPictureSrc = (pictureUrl: string): string =>
  pictureUrl ? `${GOODS_PICTURE_PATH}?u=${encodeURIComponent(pictureUrl)}` : '';
