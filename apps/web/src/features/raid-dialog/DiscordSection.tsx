import type { DiscordServer } from '@raid/domain/schemas/gameData';
import { Alert, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { FormSection, SelectField, type SectionProps } from './formFields.js';

interface DiscordSectionProps extends SectionProps {
  discordServers: DiscordServer[];
  /** The raid's server as saved: still offered when the user no longer leads it. */
  savedServer: string | null | undefined;
  /** Discord events are on (premium): a voice channel is required. */
  useDiscordEvents: boolean;
}

/** Where the raid is announced: the Discord server, its text channel and voice channel. */
export function DiscordSection(props: DiscordSectionProps) {
  const { t } = useTranslation();
  const { form, update, isMissing, isFilled } = props;
  const leaderServers = props.discordServers.filter(
    (server) => server.leader || server.id === props.savedServer,
  );
  const discordServer = props.discordServers.find((server) => server.id === form.discordServer);
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
            update({ discordServer: value || null, discordChannel: null, discordVoiceChannel: null })
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
    </FormSection>
  );
}
