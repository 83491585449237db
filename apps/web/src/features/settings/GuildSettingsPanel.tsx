import type { DiscordServer } from '@raid/domain/schemas/gameData';
import { Alert, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { isApiError } from '../../api/apiError.js';
import { errorText } from '../../api/errorText.js';
import { useGuildSettings } from '../../api/settings.js';

import { ApiTokensSection } from './ApiTokensSection.js';
import { GdkpDefaultsSection } from './GdkpDefaultsSection.js';
import { GuildOptions } from './GuildOptions.js';
import { IdListChecks } from './IdListChecks.js';
import { BenchCreditOption } from './BenchCreditOption.js';
import { NudgeOptions } from './NudgeOptions.js';
import { WclGuildOptions } from './WclGuildOptions.js';
import { QuestionsEditor } from './QuestionsEditor.js';
import { WebhooksSection } from './webhooks/WebhooksSection.js';

/** Everything configurable for one Discord server; only its owner and administrators may change it. */
export function GuildSettingsPanel({ server, premium }: { server: DiscordServer; premium: boolean }) {
  const t = useT();
  const language = useLanguage();
  const settings = useGuildSettings(server.id);
  if (settings.isPending) return <Spinner role="status" aria-label={t('app.loading')} />;
  // A member who does not manage the server is told whose settings these are, not that a call was refused.
  if (isApiError(settings.error, 403)) {
    return (
      <Alert variant="secondary" className="mb-0">
        {t('settings.managersOnly')}
      </Alert>
    );
  }
  if (settings.isError) {
    return (
      <Alert variant="secondary" className="mb-0">
        {errorText(settings.error, language, t)}
        <div className="small mt-1 text-body-secondary">{t('settings.managersOnly')}</div>
      </Alert>
    );
  }
  // @everyone has the server's own id; it cannot be a leader role.
  const roles = server.roles.filter((role) => role.id !== server.id && role.name !== '@everyone');
  return (
    <div className="guild-settings">
      <div className="settings-columns">
        <IdListChecks
          kind="leaderRoles"
          server={server.id}
          options={roles}
          legend={t('settings.leaderRoles')}
          hint={t('settings.leaderRolesHint')}
        />
        <IdListChecks
          kind="masterMessages"
          server={server.id}
          options={server.channels}
          legend={t('settings.scheduleChannels')}
          hint={t('settings.scheduleChannelsHint')}
        />
      </div>
      <fieldset className="settings-group">
        <legend>{t('settings.questions')}</legend>
        <p className="settings-hint">{t('settings.questionsHint')}</p>
        <QuestionsEditor server={server.id} />
      </fieldset>
      <NudgeOptions settings={settings.data} roles={roles} />
      <WclGuildOptions server={server.id} />
      <BenchCreditOption settings={settings.data} />
      <GuildOptions settings={settings.data} premium={premium} />
      <GdkpDefaultsSection server={server.id} />
      <ApiTokensSection server={server.id} />
      <WebhooksSection server={server.id} />
    </div>
  );
}
