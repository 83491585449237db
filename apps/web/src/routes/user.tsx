import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { LeaderProfile } from '../features/leaders/LeaderProfile.js';
import { RaidListView } from '../features/raid-list/RaidListView.js';

/** Loaded when its tab first opens (the tabs mount on enter). */
const AttendanceTab = lazy(() => import('../features/attendance/AttendanceTab.js'));

export function Component() {
  const { user = '' } = useParams();
  return (
    <LeaderProfile
      key={user}
      id={user}
      raids={<RaidListView user={user} />}
      attendance={
        <Suspense fallback={null}>
          <AttendanceTab subject={{ user }} />
        </Suspense>
      }
    />
  );
}
