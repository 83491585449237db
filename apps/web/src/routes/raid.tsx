import { LOOT_BIDDING_SYSTEM_ID } from '@raid/domain/catalogue/common';
import { lazy, Suspense } from 'react';
import { RaidPage, type RaidLedgerSlot } from '../features/raid-view/RaidPage.js';

// The Gold section loads with a loot-bidding raid only.
const GdkpSection = lazy(() =>
  import('../features/gdkp/GdkpSection.js').then((module) => ({ default: module.GdkpSection })),
);

const ledger: RaidLedgerSlot = (raid, records) =>
  raid.lootSystemID === LOOT_BIDDING_SYSTEM_ID && (
    <Suspense fallback={null}>
      <GdkpSection raid={raid} records={records} />
    </Suspense>
  );

export function Component() {
  return <RaidPage ledger={ledger} />;
}
