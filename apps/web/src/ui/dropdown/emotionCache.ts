import createCache from '@emotion/cache';

/**
 * react-select writes its layout rules through emotion, which adds <style> tags that our Content-Security-Policy
 * (style-src 'self') refuses. dropdown.css styles every part through classNamePrefix instead, so this cache
 * drops emotion's rules rather than writing them anywhere.
 */
export const noStyleTagsCache = createCache({ key: 'dd' });
noStyleTagsCache.insert = () => undefined;
