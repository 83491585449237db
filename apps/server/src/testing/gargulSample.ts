/**
 * A pasted Gargul GDKP export in its default custom format ("Item,Player,Gold,Wowheadlink"): two sales to buyers
 * from outside any test raid.
 */
export const GARGUL_SAMPLE = `Item,Player,Gold,Wowheadlink
Shadowmourne,Pugbuyer,12000,https://www.wowhead.com/wotlk/item=49623
Deathbringer's Will,Otherbuyer,800,https://www.wowhead.com/wotlk/item=50363
`;
