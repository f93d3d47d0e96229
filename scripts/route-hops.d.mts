export interface MainRoute {
  name: string;
  start: string;
  end: string;
}
export declare const MAIN_ROUTES: MainRoute[];
export declare const routeFolderOf: (file: string) => string;
export declare const routeHops: (
  edges: Map<string, string[]>,
  start: string,
  end: string,
) => { files: string[]; folders: string[]; returns: string[] };
