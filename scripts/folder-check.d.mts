export declare const importsOf: (
  file: string,
  text: string,
  known: Set<string>,
) => { target: string; waived: boolean }[];
export declare const cyclesOf: (edges: Map<string, string[]>) => string[][];
export declare const checkFolders: (texts: Map<string, string>) => { breaches: string[]; cycles: string[][] };
export declare const readHouse: (root: string) => Map<string, string>;
