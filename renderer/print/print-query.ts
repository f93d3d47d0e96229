import { isLabelSize, type LabelSize } from '../../shared/label/label-sizes';

export interface PrintQuery {
  ids: number[];
  /** Absent: the size in settings (labels.get answers with it). */
  size: LabelSize | undefined;
  /** The browser flavour of printing: open the dialog once the labels are drawn. */
  autoprint: boolean;
  /** The print profile's shift of the label on its stock (mm) and copies of each label. */
  offsetXMm: number;
  offsetYMm: number;
  copies: number;
}

/** A number in [min, max] or the fallback (a hand-edited URL never breaks the page). */
const numberParam = (params: URLSearchParams, key: string, min: number, max: number, fallback: number) => {
  const value = Number(params.get(key) ?? fallback);
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
};

/** Reads `?ids=1,2,3&size=100x150&autoprint=1`; an unusable query is an error to show, not a blank page. */
export const parsePrintQuery = (search: string): PrintQuery | { error: string } => {
  const params = new URLSearchParams(search);
  const rawIds = (params.get('ids') ?? '').split(',').filter((s) => s.trim() !== '');
  const ids = rawIds.map((s) => Number(s.trim()));
  if (ids.length === 0) return { error: 'no labels asked for (?ids= is empty)' };
  const bad = rawIds.find((_, i) => !Number.isInteger(ids[i]) || ids[i]! <= 0);
  if (bad !== undefined) return { error: `?ids= holds "${bad}", not a waybill id` };
  const rawSize = params.get('size');
  if (rawSize !== null && rawSize !== '' && !isLabelSize(rawSize)) {
    return { error: `?size=${rawSize} is not a label size (76x130, 100x150 or 100x180)` };
  }
  return {
    ids,
    size: rawSize && isLabelSize(rawSize) ? rawSize : undefined,
    autoprint: params.get('autoprint') === '1',
    offsetXMm: numberParam(params, 'dx', -20, 20, 0),
    offsetYMm: numberParam(params, 'dy', -20, 20, 0),
    copies: Math.round(numberParam(params, 'copies', 1, 5, 1)),
  };
};
