import type { ReactNode } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useLanguage, useT } from '../i18n/useT.js';
import { errorText } from '../api/errorText.js';

import { ProfileHeader } from './ProfileHeader.js';

/**
 * A public profile (a community, a raid leader; SPEC section 2): the load error or not-found notice, else the
 * head (picture, name, premium badge, raids) and the tabs of raids and attendance.
 */
export function ProfilePage({
  query,
  notFound,
  name,
  image,
  raidsText,
  actions,
  communitiesTab = false,
  raids,
  attendance,
  gdkp,
  teams,
}: {
  /** The profile's query: `data` is undefined while it loads and null when there is no such profile. */
  query: { isError: boolean; error: unknown; data: { premium: number } | null | undefined };
  notFound: string;
  name: string | undefined;
  image: string | null;
  raidsText: string | undefined;
  actions?: ReactNode;
  /** The Communities tab SPEC section 2 shows disabled (not available yet). */
  communitiesTab?: boolean;
  raids: ReactNode;
  attendance: ReactNode;
  /** The GDKP history tab, where the viewer may see it (issue 29). */
  gdkp?: ReactNode;
  /** A community's Teams tab (issue 30), after its raids. */
  teams?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();

  if (query.isError) return <p className="alert alert-danger">{errorText(query.error, language, t)}</p>;
  if (query.data === null) return <p className="alert alert-secondary">{notFound}</p>;
  return (
    <>
      <ProfileHeader
        name={name}
        image={image}
        details={
          query.data && (
            <>
              {query.data.premium === 1 && <span className="badge badge-premium">{t('tables.premium')}</span>}
              <span>{raidsText}</span>
            </>
          )
        }
        actions={actions}
      />
      <Tabs defaultActiveKey="raids" className="profile-tabs" mountOnEnter>
        <Tab eventKey="raids" title={t('profile.raidsTab')}>
          {raids}
        </Tab>
        {teams !== undefined && (
          <Tab eventKey="teams" title={t('teams.tab')}>
            {teams}
          </Tab>
        )}
        {communitiesTab && <Tab eventKey="communities" title={t('profile.communitiesTab')} disabled />}
        {/* SPEC section 2's disabled second tab of a community is attendance since issue 16 (docs/decisions.md). */}
        <Tab eventKey="attendance" title={t('attendance.tab')}>
          {attendance}
        </Tab>
        {gdkp && (
          <Tab eventKey="gdkp" title={t('gdkp.history.tab')}>
            {gdkp}
          </Tab>
        )}
      </Tabs>
    </>
  );
}
