/*
 * Goods pictures reach the renderer through the desk, not from the marketplace's servers directly: the page's CSP
 * allows images from the app itself only (img-src 'self'), so no page of the desk can load — or send data out
 * through — an image of any other host. Both hosts answer GOODS_PICTURE_PATH?u=<the order's picture URL> with
 * this (shared/orders/goods-picture-src.ts names the path): an http(s) URL only, fetched without cookies or referrer, answered only when it is a raster image of at
 * most 2 MB (never SVG, which can carry script), else an empty 404 that the renderer shows as the goods' first
 * character.
 */

const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
const PICTURE_TIMEOUT_MS = 15_000;
const RASTER = /^image\/(?:png|jpeg|gif|webp|avif|bmp)$/i;

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

const notFound = () => new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });

/** The picture a `u` parameter names, as the answer to the renderer's image request. */
export const goodsPicture = async (pictureUrl: string | null, fetchImpl: Fetch): Promise<Response> => {
  if (!pictureUrl || !/^https?:\/\//i.test(pictureUrl) || !URL.canParse(pictureUrl)) return notFound();
  let answer: Response;
  try {
    answer = await fetchImpl(pictureUrl, {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS),
    });
  } catch {
    return notFound();
  }
  const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!answer.ok || !RASTER.test(type)) return notFound();
  const bytes = await answer.arrayBuffer().catch(() => null);
  if (!bytes || bytes.byteLength > MAX_PICTURE_BYTES) return notFound();
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': type,
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=86400',
    },
  });
};
