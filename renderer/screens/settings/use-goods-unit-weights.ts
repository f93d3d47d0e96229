import { useCallback, useMemo } from 'react';
import { useSettings } from '../../hooks/settings';
import { useUnitWeights } from '../../hooks/pack-check';
import { goodsKey, type GoodsRef } from '../../../shared/scan/pack-check';
import { DEFAULT_WEIGHING } from '../../../shared/scale/weighing-settings';
import type { UnitWeightFacts } from './unit-weight-cell';

/** The listed goods' unit weights (each goods once, however many barcodes it has), looked up per row. */
export function useGoodsUnitWeights(rows: readonly GoodsRef[]): (goods: GoodsRef) => UnitWeightFacts | undefined {
  const learnCount = useSettings().data?.weighing.learnCount ?? DEFAULT_WEIGHING.learnCount;
  const goods = useMemo(() => {
    const seen = new Map<string, GoodsRef>();
    for (const r of rows) seen.set(goodsKey(r), { name: r.name, spec: r.spec });
    return [...seen.values()];
  }, [rows]);
  const weights = useUnitWeights(goods, learnCount).data?.weights;
  const byGoods = useMemo(() => new Map((weights ?? []).map((w) => [goodsKey(w), w])), [weights]);
  return useCallback((g) => byGoods.get(goodsKey(g)), [byGoods]);
}
