import { describe, expect, it } from 'vitest';
import { itemUrl } from './itemLinks.js';

describe('itemUrl', () => {
  it.each([
    ['classic', 'https://www.wowhead.com/classic/item=19019'],
    ['sod', 'https://www.wowhead.com/classic/item=19019'],
    ['wotlk', 'https://www.wowhead.com/wotlk/item=19019'],
    ['cata', 'https://www.wowhead.com/cata/item=19019'],
    ['mop', 'https://www.wowhead.com/mop-classic/item=19019'],
  ] as const)('links a %s item to its Wowhead database', (expansion, url) => {
    expect(itemUrl(expansion, 19019)).toBe(url);
  });
});
