import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { CommunityProfile } from '../features/communities/CommunityProfile.js';
import { RaidListView } from '../features/raid-list/RaidListView.js';

/** Loaded when its tab first opens (the tabs mount on enter). */
const AttendanceTab = lazy(() => import('../features/attendance/AttendanceTab.js'));
const GdkpHistoryTab = lazy(() => import('../features/gdkp/GdkpHistoryTab.js'));
const TeamsTab = lazy(() => import('../features/teams/TeamsTab.js'));

export function Component() {
  const { guild = '' } = useParams();
  return (
    <CommunityProfile
      key={guild}
      id={guild}
      raids={<RaidListView guild={guild} />}
      teams={
        <Suspense fallback={null}>
          <TeamsTab guild={guild} />
        </Suspense>
      }
      attendance={
        <Suspense fallback={null}>
          <AttendanceTab subject={{ guild }} />
        </Suspense>
      }
      gdkp={
        <Suspense fallback={null}>
          <GdkpHistoryTab subject={{ guild }} />
        </Suspense>
      }
    />
  );
}
