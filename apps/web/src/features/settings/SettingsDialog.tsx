import { useState } from 'react';
import { Alert, Modal, Spinner, Tab, Tabs } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useDiscordServers } from '../../api/settings.js';
import { useInit, useLogIn } from '../../api/session.js';

import { DialogShell } from '../../ui/DialogShell.js';
import { DiscordIcon } from '../../ui/icons.js';
import { useDialogParam } from '../../app/navigation/dialogParam.js';
import { AutoRaidsSection } from './AutoRaidsSection.js';
import { CalendarFeedSection } from './CalendarFeedSection.js';
import { GuildSettingsPanel } from './GuildSettingsPanel.js';
import { SessionsSection } from './SessionsSection.js';
import { UserFlags } from './UserFlags.js';
import { useSettingsTab } from './useSettingsTab.js';
import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import './settings.css';

function DiscordServersTab({ premium }: { premium: boolean }) {
  const t = useT();
  const language = useLanguage();
  const servers = useDiscordServers(true);
  const [chosen, setChosen] = useState<string | null>(null);
  if (servers.isPending) return <Spinner role="status" aria-label={t('app.loading')} />;
  if (servers.isError) return <Alert variant="warning">{errorText(servers.error, language, t)}</Alert>;
  if (servers.data.length === 0) return <p className="text-body-secondary">{t('settings.noServers')}</p>;
  const server = servers.data.find((entry) => entry.id === chosen) ?? servers.data[0];
  if (!server) return null;
  return (
    <>
      <div className="settings-server-pick">
        <Dropdown
          id="settings-server"
          label={t('settings.discordServer')}
          options={servers.data.map((entry) => ({ value: entry.id, label: entry.name }))}
          value={server.id}
          favourites="discordServer"
          onChange={setChosen}
        />
      </div>
      <GuildSettingsPanel key={server.id} server={server} premium={premium} />
    </>
  );
}

/** SPEC section 2, dialog 5: per Discord server, the user's flags, weekly raid templates and sessions. */
export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const init = useInit();
  const logIn = useLogIn();
  const user = init.data?.user ?? null;
  // Templates open in the raid dialog, named in the address like every dialog (app/dialogs/DialogHost).
  const { open } = useDialogParam();
  const premium = user?.premium === 1;
  const [tab, selectTab] = useSettingsTab();

  let body;
  if (init.isPending) {
    body = <Spinner role="status" aria-label={t('app.loading')} />;
  } else if (init.isError) {
    body = <Alert variant="danger">{errorText(init.error, language, t)}</Alert>;
  } else if (!user) {
    body = (
      <div className="text-center py-3">
        <p>{t('settings.loginRequired')}</p>
        <button type="button" className="btn btn-discord" onClick={() => void logIn()}>
          <DiscordIcon className="me-2" />
          {t('header.login')}
        </button>
      </div>
    );
  } else {
    body = (
      <Tabs
        activeKey={tab}
        onSelect={selectTab}
        id="settings-tabs"
        className="settings-tabs mb-3"
        mountOnEnter
      >
        <Tab eventKey="servers" title={t('settings.serversTab')}>
          <DiscordServersTab premium={premium} />
        </Tab>
        <Tab eventKey="user" title={t('settings.userTab')}>
          <UserFlags user={user} />
        </Tab>
        <Tab eventKey="autoRaids" title={t('settings.autoRaidsTab')}>
          <AutoRaidsSection
            premium={premium}
            onAdd={() => open('createAutoRaid')}
            onEdit={(id) => open('editAutoRaid', id)}
          />
        </Tab>
        <Tab eventKey="calendar" title={t('calendar.settingsTab')}>
          <CalendarFeedSection />
        </Tab>
        <Tab eventKey="sessions" title={t('settings.sessionsTab')}>
          <SessionsSection />
        </Tab>
      </Tabs>
    );
  }

  return (
    <DialogShell
      title={t('settings.title')}
      titleId="settings-title"
      className="settings-dialog"
      size="lg"
      onClose={onClose}
    >
      <Modal.Body>{body}</Modal.Body>
    </DialogShell>
  );
}
