import type { BarcodeFit } from '../../shared/label/barcode-geometry';
import { code128BarsPath } from '../../shared/label/code128';

export interface Code128Props {
  /** Size and place from fitBarcode: whole printer dots per module, never stretched to the container. */
  fit: BarcodeFit;
  className?: string;
}

/** Enough decimals that a position stays on its dot (0.125 mm at 203 dpi) through CSS. */
const mm = (n: number) => `${n.toFixed(4)}mm`;

/** A Code128 barcode as SVG of exactly its model's size, quiet zones included. */
export function Code128({ fit, className }: Code128Props) {
  if (!fit.ok) {
    return (
      <div className={`sl-barcode-missing ${className ?? ''}`} style={{ height: mm(fit.heightMm) }}>
        {fit.reason === 'too-long'
          ? `条码过长，此处印不出可扫描的条码 / code too long to print scannably here: ${fit.value}`
          : `无法生成条码 / no barcode for “${fit.value}”`}
      </div>
    );
  }
  const g = fit.geometry;
  const total = g.modules.length + g.quietModules * 2;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${total} 100`}
      preserveAspectRatio="none"
      width={mm(g.widthMm)}
      height={mm(g.heightMm)}
      style={{ display: 'block', marginLeft: mm(g.leftMm) }}
      shapeRendering="crispEdges"
      role="img"
      aria-label={`Code128 ${g.value}`}
      data-barcode={g.value}
      data-module-dots={g.moduleDots}
    >
      <rect width={total} height={100} fill="#fff" />
      <path d={code128BarsPath(g.modules, g.quietModules)} fill="#000" />
    </svg>
  );
}
