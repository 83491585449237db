/** Enough for every bot and spreadsheet of a community; the cap keeps a leaked manager session from minting many. */
export const MAX_API_TOKENS_PER_GUILD = 25;

/** A name says where the token is used ("Sheets export"), short enough for one row of the list. */
export const API_TOKEN_NAME_MAX = 50;
