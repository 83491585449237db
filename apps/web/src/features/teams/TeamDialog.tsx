import type { Team, TeamNight, TeamsAnswer } from '@raid/domain/schemas/teams';
import { TEAM_NAME_MAX, TEAM_NIGHTS_MAX } from '@raid/domain/rules/teams';
import { localFromStored, storedFromLocal } from '@raid/domain/rules/weeklySchedule';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { useTeamChanges } from '../../api/teams.js';
import { localName } from '../../i18n/localName.js';

import { benchCreditChoices } from '../../ui/benchCreditChoices.js';
import { DialogShell } from '../../ui/DialogShell.js';
import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import { PlusIcon } from '../../ui/icons.js';
import { MemberPicker } from './MemberPicker.js';

/**
 * Adds or edits a team: its name, members picked by hand and/or everyone holding a Discord role, its leaders,
 * the channel its raids are announced in, its raid nights, entered in the viewer's local time and kept in UTC
 * like a weekly template's, and its own bench credit or the community's (issue 30).
 */
export function TeamDialog({
  guild,
  team,
  choices,
  onClose,
}: {
  guild: string;
  team: Team | null;
  choices: Pick<TeamsAnswer, 'roles' | 'channels' | 'members'>;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const days = useGameData().data?.daysOfWeek ?? [];
  const { save } = useTeamChanges(guild);
  const [name, setName] = useState(team?.name ?? '');
  const [roleId, setRoleId] = useState<string | null>(team?.roleId ?? null);
  const [channelId, setChannelId] = useState<string | null>(team?.channelId ?? null);
  const [members, setMembers] = useState<string[]>(
    team?.members.filter((member) => !member.byRole).map((member) => member.userId) ?? [],
  );
  const [leaders, setLeaders] = useState<string[]>(team?.leaders.map((leader) => leader.userId) ?? []);
  const [nights, setNights] = useState<TeamNight[]>(
    () => team?.schedule.map((night) => localFromStored(night, new Date())) ?? [],
  );
  const [benchCredit, setBenchCredit] = useState<number | null>(team?.benchCredit ?? null);
  const titleId = 'team-dialog-title';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...(team ? { id: team.id } : {}),
        name: name.trim(),
        roleId,
        channelId,
        members,
        leaders,
        schedule: nights.map((night) => storedFromLocal(night, new Date())),
        benchCredit,
      },
      { onSuccess: onClose },
    );
  };
  const setNight = (index: number, change: Partial<TeamNight>) =>
    setNights(nights.map((night, at) => (at === index ? { ...night, ...change } : night)));

  return (
    <DialogShell
      title={team ? t('teams.editTitle', { name: team.name }) : t('teams.addTitle')}
      titleId={titleId}
      className="team-dialog"
      size="lg"
      onClose={onClose}
    >
      <Form onSubmit={submit}>
        <Modal.Body className="team-dialog-body">
          <Form.Group controlId="team-name" className="mb-3">
            <Form.Label>{t('teams.name')}</Form.Label>
            <Form.Control
              required
              maxLength={TEAM_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </Form.Group>
          <div className="team-dialog-row mb-3">
            <Dropdown
              id="team-role"
              label={t('teams.role')}
              emptyLabel={t('teams.noRole')}
              options={choices.roles.map((role) => ({ value: role.id, label: role.name }))}
              value={roleId}
              onChange={setRoleId}
            />
            <Dropdown
              id="team-channel"
              label={t('teams.channel')}
              emptyLabel={t('teams.noChannel')}
              options={choices.channels.map((channel) => ({ value: channel.id, label: `#${channel.name}` }))}
              value={channelId}
              onChange={setChannelId}
            />
          </div>
          <p className="small text-body-secondary">{t('teams.roleHint')}</p>
          <div className="team-dialog-row mb-3">
            <MemberPicker
              label={t('teams.members')}
              choices={choices.members}
              chosen={members}
              onChange={setMembers}
            />
            <MemberPicker
              label={t('teams.leaders')}
              choices={choices.members}
              chosen={leaders}
              onChange={setLeaders}
            />
          </div>
          <fieldset>
            <legend className="form-label fs-6 mb-1">{t('teams.schedule')}</legend>
            <ul className="list-unstyled team-nights mb-2">
              {nights.map((night, index) => (
                <li key={index} className="team-night">
                  <div className="team-night-day">
                    <Dropdown
                      compact
                      id={`team-night-${index}`}
                      label={t('teams.nightDay', { number: index + 1 })}
                      options={days.map((day) => ({ value: day.id, label: localName(day, language) }))}
                      value={night.dayOfWeek}
                      onChange={(dayOfWeek) => {
                        if (dayOfWeek !== null) setNight(index, { dayOfWeek });
                      }}
                    />
                  </div>
                  <Form.Control
                    size="sm"
                    type="time"
                    required
                    aria-label={t('teams.nightTime', { number: index + 1 })}
                    value={night.time}
                    onChange={(event) => {
                      if (/^\d{2}:\d{2}$/.test(event.target.value))
                        setNight(index, { time: event.target.value });
                    }}
                  />
                  <button
                    type="button"
                    className="btn-close"
                    aria-label={t('teams.removeNight', { number: index + 1 })}
                    onClick={() => setNights(nights.filter((_, at) => at !== index))}
                  />
                </li>
              ))}
            </ul>
            {nights.length < TEAM_NIGHTS_MAX && (
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => setNights([...nights, { dayOfWeek: 3, time: '19:30' }])}
              >
                <PlusIcon size={14} className="me-1" />
                {t('teams.addNight')}
              </Button>
            )}
          </fieldset>
          <Form.Group controlId="team-bench-credit" className="mt-3">
            <Form.Label>{t('teams.benchCredit')}</Form.Label>
            <Form.Select
              value={benchCredit ?? ''}
              onChange={(event) =>
                setBenchCredit(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{t('teams.communityBenchCredit')}</option>
              {benchCreditChoices(benchCredit).map((choice) => (
                <option key={choice} value={choice}>
                  {t('benches.creditValue', { credit: choice })}
                </option>
              ))}
            </Form.Select>
            <Form.Text>{t('teams.benchCreditHint')}</Form.Text>
          </Form.Group>
          {save.isError && (
            <Alert variant="danger" className="mt-3 mb-0">
              {errorText(save.error, language, t)}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t('teams.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={save.isPending || name.trim() === ''}>
            {t('teams.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </DialogShell>
  );
}
