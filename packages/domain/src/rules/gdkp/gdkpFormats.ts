/** The GDKP ledger's outputs, under the one name the issue 29 contract gives them. */
export { formatCopper } from './formatCopper.js';
export { gdkpPayoutsCsv, gdkpSalesCsv, type GdkpSaleCsvRow } from './gdkpCsv.js';
export { DISCORD_MESSAGE_MAX, gdkpPayoutsMarkdown, type GdkpPayoutTexts } from './gdkpPayoutsMarkdown.js';
