export declare const FEATURES: string[];
export declare const FLOORS: string[];
export declare const roomOf: (file: string) => string | null;
export declare const isProduction: (file: string) => boolean;
export declare const floorOf: (room: string) => number;
export declare const breach: (fromFile: string, toFile: string) => string | null;
