import { createContext } from 'react';
import type { LiveConnection } from './liveConnection.js';

/** The tab's live connection; null outside LiveProvider (component tests), where the hooks do nothing. */
export const LiveContext = createContext<LiveConnection | null>(null);
