/** A pasted Gargul GDKP export of two sales. */
export const GARGUL_SAMPLE = 'Shadowmourne,49623,Pugbuyer,1000\nDeathbringer’s Will,50363,Otherbuyer,800';
