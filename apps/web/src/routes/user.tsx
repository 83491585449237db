import { useParams } from 'react-router';
import { LeaderProfile } from '../features/leaders/LeaderProfile.js';
import { RaidListView } from '../features/raid-list/RaidListView.js';

export function Component() {
  const { user = '' } = useParams();
  return <LeaderProfile key={user} id={user} raids={<RaidListView user={user} />} />;
}
