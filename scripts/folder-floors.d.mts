export declare const FOLDER_FLOORS: Record<string, string[]>;
export declare const isProduction: (file: string) => boolean;
export declare const folderOf: (file: string) => [string, string] | null;
export declare const upward: (fromFile: string, toFile: string) => string | null;
