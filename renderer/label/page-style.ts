import type { CSSProperties } from 'react';
import { LABEL_RULES, type LabelLayout } from '../../shared/label/label-layout';

/** The page box, the rules and the type scale as CSS custom properties, read by shipping-label.css. */
export const pageStyle = (layout: LabelLayout): CSSProperties =>
  ({
    width: `${layout.widthMm}mm`,
    height: `${layout.heightMm}mm`,
    '--sl-inset': `${layout.insetMm}mm`,
    '--sl-border': `${LABEL_RULES.borderMm}mm`,
    '--sl-rule': `${LABEL_RULES.ruleMm}mm`,
    '--sl-pad-x': `${LABEL_RULES.padXMm}mm`,
    '--sl-pad-y': `${LABEL_RULES.padYMm}mm`,
    '--sl-lh': LABEL_RULES.lineHeight,
    '--sl-mark': `${LABEL_RULES.markMm}mm`,
    '--sl-mark-gap': `${LABEL_RULES.markGapMm}mm`,
    '--sl-fs-base': `${layout.font.base}mm`,
    '--sl-fs-small': `${layout.font.small}mm`,
    '--sl-fs-name': `${layout.font.name}mm`,
    '--sl-fs-code': `${layout.font.code}mm`,
    '--sl-fs-pkg': `${layout.font.pkg}mm`,
  }) as CSSProperties;
