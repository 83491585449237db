/** The id of index.html's JSON script listing each route page's files (build/routeFiles.ts). */
export const ROUTE_FILES_ELEMENT = 'route-files';

/** Each route page's files, as indexes into `files` (addresses such as `/assets/raid-1a2b.js`). */
export interface RouteFilesList {
  files: string[];
  routes: Record<string, { page: number[]; parts: number[] }>;
}
