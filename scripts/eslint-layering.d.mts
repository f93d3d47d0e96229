import type { Linter } from 'eslint';
/** The house's layering rules as ESLint flat-config entries (scripts/eslint-layering.mjs). */
export declare const layering: Linter.Config[];
