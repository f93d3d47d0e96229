import { useMemo } from 'react';
import { code128BarsPath, code128Modules } from '../../shared/label/code128';

export interface Code128Props {
  value: string;
  heightMm: number;
  /** Blank modules each side; scanners want about 10. */
  quietModules?: number;
  className?: string;
}

/** A Code128 barcode as SVG that stretches to its container's width (bars keep their ratios). */
export function Code128({ value, heightMm, quietModules = 10, className }: Code128Props) {
  const modules = useMemo(() => code128Modules(value), [value]);
  if (modules === null) {
    return (
      <div className={`sl-barcode-missing ${className ?? ''}`} style={{ height: `${heightMm}mm` }}>
        无法生成条码 / no barcode for “{value}”
      </div>
    );
  }
  const total = modules.length + quietModules * 2;
  return (
    <svg
      className={className}
      viewBox={`0 0 ${total} 100`}
      preserveAspectRatio="none"
      width="100%"
      style={{ display: 'block', height: `${heightMm}mm` }}
      shapeRendering="crispEdges"
      role="img"
      aria-label={`Code128 ${value}`}
      data-barcode={value}
    >
      <rect width={total} height={100} fill="#fff" />
      <path d={code128BarsPath(modules, quietModules)} fill="#000" />
    </svg>
  );
}
