import { useParams } from 'react-router';
import { LeaderProfile } from '../features/leaders/LeaderProfile.js';

export function Component() {
  const { user = '' } = useParams();
  return <LeaderProfile key={user} id={user} />;
}
