/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Invite link of the product's own Discord community (sidebar); the link is hidden when unset. */
  readonly VITE_COMMUNITY_URL?: string;
  /** Premium or donation page (sidebar); the link is hidden when unset. */
  readonly VITE_PREMIUM_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Parts of a strings file (build/splitStrings.ts): its first screen's top-level keys, or the others. */
declare module '*.json?first' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module '*.json?more' {
  const strings: Record<string, unknown>;
  export default strings;
}
