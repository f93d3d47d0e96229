import type { BuildOptions } from 'esbuild';

export declare const electronMainBundle: (root: string, outfile: string) => BuildOptions;
export declare const preloadBundle: (root: string, outfile: string) => BuildOptions;
export declare const webHostBundle: (root: string, outfile: string) => BuildOptions;
