import { useParams } from 'react-router';
import { CommunityProfile } from '../features/communities/CommunityProfile.js';

export function Component() {
  const { guild = '' } = useParams();
  return <CommunityProfile key={guild} id={guild} />;
}
