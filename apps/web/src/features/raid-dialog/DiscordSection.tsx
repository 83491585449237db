import type { DiscordServer } from '@raid/domain/schemas/gameData';
import { Alert, Row } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { useInit } from '../../api/session.js';
import { useTeams } from '../../api/teams.js';
import { FormSection, SelectField, type SectionProps } from './formFields.js';

interface DiscordSectionProps extends SectionProps {
  discordServers: DiscordServer[];
  /** The raid's server as saved: still offered when the user no longer leads it. */
  savedServer: string | null | undefined;
  /** Discord events are on (premium): a voice channel is required. */
  useDiscordEvents: boolean;
}

/**
 * Where the raid is announced: the Discord server, its text channel and voice channel; and, when the server's
 * community has teams, the team it is for (issue 30). A team's leader is offered the server of their team
 * and that team even without leading the server; choosing a team with a default channel picks that channel.
 */
export function DiscordSection(props: DiscordSectionProps) {
  const t = useT();
  const { form, update, isMissing, isFilled } = props;
  const me = useInit().data?.user?.id ?? null;
  const ownTeams = useTeams(null).data?.teams ?? [];
  const led = ownTeams.filter((team) => me !== null && team.leaders.some((leader) => leader.userId === me));
  const leaderServers = props.discordServers.filter(
    (server) =>
      server.leader || server.id === props.savedServer || led.some((team) => team.guildId === server.id),
  );
  const discordServer = props.discordServers.find((server) => server.id === form.discordServer);
  const serverTeams = useTeams(form.discordServer, form.discordServer !== null).data?.teams ?? [];
  // Who does not lead the server may only choose the teams they lead (the server refuses the others).
  const teams = discordServer?.leader
    ? serverTeams
    : serverTeams.filter((team) => team.id === form.team || led.some((mine) => mine.id === team.id));
  return (
    <FormSection title={t('raidDialog.sectionDiscord')}>
      {leaderServers.length === 0 && <Alert variant="info">{t('raidDialog.noDiscordServers')}</Alert>}
      <Row className="g-2">
        <SelectField
          sm={4}
          id="raid-discord-server"
          label={t('raidDialog.discordServer')}
          value={form.discordServer}
          options={leaderServers.map((server) => ({ value: server.id, label: server.name }))}
          invalid={isMissing('discordServer')}
          valid={isFilled('discordServer')}
          favourites="discordServer"
          onChange={(value) =>
            update({
              discordServer: value || null,
              discordChannel: null,
              discordVoiceChannel: null,
              team: null,
            })
          }
        />
        <SelectField
          sm={4}
          id="raid-channel"
          label={t('raidDialog.channel')}
          value={form.discordChannel}
          options={(discordServer?.channels ?? []).map((channel) => ({
            value: channel.id,
            label: `# ${channel.name}`,
            disabled: channel.disabled,
          }))}
          disabled={!discordServer}
          invalid={isMissing('discordChannel')}
          valid={isFilled('discordChannel')}
          favourites="discordChannel"
          onChange={(value) => update({ discordChannel: value || null })}
        />
        <SelectField
          sm={4}
          id="raid-voice"
          label={props.useDiscordEvents ? t('raidDialog.voiceChannelRequired') : t('raidDialog.voiceChannel')}
          value={form.discordVoiceChannel}
          options={(discordServer?.voiceChannels ?? []).map((channel) => ({
            value: channel.id,
            label: channel.name,
            disabled: channel.disabled,
          }))}
          disabled={!discordServer}
          invalid={isMissing('discordVoiceChannel')}
          valid={isFilled('discordVoiceChannel')}
          favourites="discordVoiceChannel"
          onChange={(value) => update({ discordVoiceChannel: value || null })}
        />
      </Row>
      {teams.length > 0 && (
        <Row className="g-2 mt-1">
          <SelectField
            sm={4}
            id="raid-team"
            label={t('teams.team')}
            value={form.team}
            placeholder={t('teams.wholeCommunity')}
            options={teams.map((team) => ({ value: team.id, label: team.name }))}
            onChange={(value) => {
              const team = teams.find((candidate) => String(candidate.id) === value);
              const channel = discordServer?.channels.find((candidate) => candidate.id === team?.channelId);
              update({
                team: team?.id ?? null,
                ...(channel && !channel.disabled ? { discordChannel: channel.id } : {}),
              });
            }}
          />
        </Row>
      )}
    </FormSection>
  );
}
