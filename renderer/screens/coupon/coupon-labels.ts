/** i18n key of a coupon's scene (coupon_src_scene), or null when the spec names no label for it. */
export const sceneKey = (scene: number | null): string | null =>
  scene === 1 ? 'scene.public' : scene === 4 ? 'scene.channel' : null;

/** i18n key of a coupon's type (coupon_type). */
export const typeKey = (type: number | null): string | null =>
  type === 0 ? 'type.shop' : type === 1 ? 'type.item' : null;

/** Decimal text as yuan with two decimals; the text itself when it is not a number. */
export const yuan = (text: string): string => {
  const n = Number(text);
  return Number.isFinite(n) && text.trim() !== '' ? `¥${n.toFixed(2)}` : text;
};
