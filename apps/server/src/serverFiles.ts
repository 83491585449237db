import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found from this module's address. It sits at the top of `dist/`, as does the
 * bundle `npm start` runs (apps/server/build/bundleServer.ts), so the address means the same in both, and in
 * the sources the tests run.
 */
const SERVER_PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));

/** The web app's build (`npm run build`), served by the server. */
export const WEB_BUILD_DIR = `${SERVER_PACKAGE_DIR}../web/dist/`;

/** The server's package.json, whose version the API description carries. */
export const SERVER_PACKAGE_JSON = `${SERVER_PACKAGE_DIR}package.json`;
