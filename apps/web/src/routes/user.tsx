import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useInit } from '../api/session.js';
import { LeaderProfile } from '../features/leaders/LeaderProfile.js';
import { RaidListView } from '../features/raid-list/RaidListView.js';

/** Loaded when its tab first opens (the tabs mount on enter). */
const AttendanceTab = lazy(() => import('../features/attendance/AttendanceTab.js'));
const GdkpHistoryTab = lazy(() => import('../features/gdkp/GdkpHistoryTab.js'));

export function Component() {
  const { user = '' } = useParams();
  // A player's GDKP history is theirs alone to see.
  const own = useInit().data?.user?.id === user;
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
      gdkp={
        own && (
          <Suspense fallback={null}>
            <GdkpHistoryTab subject={{ user }} />
          </Suspense>
        )
      }
    />
  );
}
