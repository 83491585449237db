import { useParams } from 'react-router';
import { CommunityProfile } from '../features/communities/CommunityProfile.js';
import { RaidListView } from '../features/raid-list/RaidListView.js';

export function Component() {
  const { guild = '' } = useParams();
  return <CommunityProfile key={guild} id={guild} raids={<RaidListView guild={guild} />} />;
}
