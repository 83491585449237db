export { freePort } from '../../apps/server/src/freePort.js';
