import type { Team, TeamsAnswer } from '@raid/domain/schemas/teams';
import { webcalUrl } from '@raid/domain/rules/calendarLinks';
import { localFromStored } from '@raid/domain/rules/weeklySchedule';
import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { teamFeedAddress, useTeamChanges, useTeams } from '../../api/teams.js';
import { localName } from '../../i18n/localName.js';

import { useConfirm } from '../../ui/confirm/useConfirm.js';
import { CalendarIcon, PlusIcon, UsersIcon } from '../../ui/icons.js';
import { TeamDialog } from './TeamDialog.js';
import './teams.css';

function TeamCard({
  team,
  channels,
  mayManage,
  onEdit,
  onDelete,
}: {
  team: Team;
  channels: TeamsAnswer['channels'];
  mayManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const days = useGameData().data?.daysOfWeek ?? [];
  const channel = channels.find((candidate) => candidate.id === team.channelId);
  const nights = team.schedule.map((night) => {
    const local = localFromStored(night, new Date());
    const day = days.find((candidate) => candidate.id === local.dayOfWeek);
    return `${day ? localName(day, language) : ''} ${local.time}`;
  });
  const headingId = `team-${team.id}`;
  return (
    <article className="team-card card" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="team-card-head">
          <h3 id={headingId} className="h5 mb-0">
            {team.name}
          </h3>
          <span className="badge text-bg-secondary">
            <UsersIcon size={12} className="me-1" />
            {t('teams.memberCount', { count: team.members.length })}
          </span>
        </div>
        <dl className="team-facts">
          {team.roleName && (
            <>
              <dt>{t('teams.role')}</dt>
              <dd>{t('teams.everyoneWithRole', { role: team.roleName })}</dd>
            </>
          )}
          <dt>{t('teams.leaders')}</dt>
          <dd>{team.leaders.map((leader) => leader.name).join(', ') || t('teams.none')}</dd>
          {(channel || team.channelId) && (
            <>
              <dt>{t('teams.channel')}</dt>
              <dd>#{channel?.name ?? team.channelId}</dd>
            </>
          )}
          <dt>{t('teams.schedule')}</dt>
          <dd>{nights.join(', ') || t('teams.none')}</dd>
          {team.benchCredit !== null && (
            <>
              <dt>{t('teams.benchCredit')}</dt>
              <dd title={t('benches.creditHint', { credit: team.benchCredit })}>
                {t('benches.creditValue', { credit: team.benchCredit })}
              </dd>
            </>
          )}
        </dl>
        <ul className="team-members list-unstyled" aria-label={t('teams.members')}>
          {team.members.map((member) => (
            <li key={member.userId} className={member.byRole ? 'team-member by-role' : 'team-member'}>
              {member.name}
            </li>
          ))}
        </ul>
        <div className="team-card-actions">
          <a
            className="btn btn-sm btn-outline-secondary"
            href={webcalUrl(teamFeedAddress(team.id, language))}
          >
            <CalendarIcon size={14} className="me-1" />
            {t('teams.subscribe')}
          </a>
          {mayManage && (
            <>
              <Button size="sm" variant="outline-secondary" onClick={onEdit}>
                {t('teams.edit')}
              </Button>
              <Button size="sm" variant="outline-danger" onClick={onDelete}>
                {t('teams.delete')}
              </Button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * The community page's Teams tab (issue 30): its teams with their members, leaders, channel and raid nights,
 * each with its calendar feed; the server's leaders add, edit and delete them.
 */
export default function TeamsTab({ guild }: { guild: string }) {
  const t = useT();
  const language = useLanguage();
  const teams = useTeams(guild);
  const { remove } = useTeamChanges(guild);
  const { confirm, dialogs } = useConfirm();
  const [editing, setEditing] = useState<Team | 'new' | null>(null);

  if (teams.isError) return <Alert variant="danger">{errorText(teams.error, language, t)}</Alert>;
  if (!teams.data) {
    return (
      <Spinner animation="border" role="status" size="sm">
        <span className="visually-hidden">{t('app.loading')}</span>
      </Spinner>
    );
  }
  const answer = teams.data;
  const askDelete = async (team: Team) => {
    const ok = await confirm({
      title: t('teams.deleteTitle', { name: team.name }),
      body: t('teams.deleteBody'),
      confirmText: t('teams.delete'),
      danger: true,
    });
    if (ok) remove.mutate(team.id);
  };

  return (
    <section className="teams-tab" aria-label={t('teams.tab')}>
      {answer.mayManage && (
        <Button className="mb-3" onClick={() => setEditing('new')}>
          <PlusIcon size={16} className="me-1" />
          {t('teams.add')}
        </Button>
      )}
      {answer.teams.length === 0 && <p className="text-body-secondary">{t('teams.empty')}</p>}
      <div className="team-cards">
        {answer.teams.map((team) => (
          <TeamCard
            key={team.id}
            team={team}
            channels={answer.channels}
            mayManage={answer.mayManage}
            onEdit={() => setEditing(team)}
            onDelete={() => void askDelete(team)}
          />
        ))}
      </div>
      {remove.isError && <Alert variant="danger">{errorText(remove.error, language, t)}</Alert>}
      {editing !== null && (
        <TeamDialog
          guild={guild}
          team={editing === 'new' ? null : editing}
          choices={answer}
          onClose={() => setEditing(null)}
        />
      )}
      {dialogs}
    </section>
  );
}
