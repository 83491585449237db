import { RaidPage } from '../features/raid-view/RaidPage.js';

export function Component() {
  return <RaidPage />;
}
