import { errorMessage } from '@raid/domain/errors/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { expansionScope } from '../../api/queryScope.js';
import { useInit } from '../../api/session.js';

import { useToast } from '../toasts/toastContext.js';
import { loadAlertSound, playAlertSound } from './alertSound.js';
import { highlights } from './highlights.js';
import { LiveContext } from './liveContext.js';
import type { LiveConnection } from './liveConnection.js';
import { attachLiveEffects } from './liveEffects.js';
import { sharedLiveConnection } from './deferredSocket.js';
import { recordProgress } from './recordProgress.js';
import './live.css';

interface LiveProviderProps {
  children: ReactNode;
  /** A connection made elsewhere (tests); by default the tab's one socket. */
  connection?: LiveConnection;
}

/**
 * Live updates for the whole page (SPEC sections 4 and 7): connects the tab's socket, tells it who is logged
 * in, shows 'Connection lost' / 'Connection restored' and applies every server event to the query cache.
 * Must sit inside the query client, the router and the toasts.
 */
export function LiveProvider({ children, connection: given }: LiveProviderProps) {
  const [connection] = useState(() => given ?? sharedLiveConnection());
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useT();
  const language = useLanguage();
  const init = useInit();
  const texts = useRef(() => ({ raidCreated: '', openRaid: '', slotFilled: '' }));
  texts.current = () => ({
    raidCreated: t('live.raidCreated'),
    openRaid: t('live.openRaid'),
    slotFilled: errorMessage('slotFilled', language),
  });
  const connectionTexts = useRef({ lost: '', restored: '' });
  connectionTexts.current = { lost: t('live.connectionLost'), restored: t('live.connectionRestored') };

  useEffect(() => {
    loadAlertSound();
    connection.start();
  }, [connection]);

  const user = init.data?.user;
  const loaded = init.isSuccess;
  useEffect(() => {
    if (loaded) connection.setIdentity({ id: user?.id ?? null, username: user?.username ?? null });
  }, [connection, loaded, user?.id, user?.username]);

  // 'Connection lost' stays while the connection is down (issue 28: a toast that hid after 5 seconds was gone
  // long before a stopped server came back, so nobody saw it); 'Connection restored' replaces it.
  useEffect(() => {
    let hideLost: (() => void) | null = null;
    const stop = connection.onChange((change) => {
      hideLost?.();
      hideLost = null;
      if (change === 'lost') {
        hideLost = toast({ variant: 'danger', text: connectionTexts.current.lost, sticky: true });
      } else {
        toast({ variant: 'success', text: connectionTexts.current.restored });
      }
    });
    return () => {
      stop();
      hideLost?.();
    };
  }, [connection, toast]);

  useEffect(
    () =>
      attachLiveEffects(connection, {
        queryClient,
        scope: expansionScope(),
        toast,
        texts: () => texts.current(),
        highlights,
        progress: recordProgress,
        playAlert: playAlertSound,
      }),
    [connection, queryClient, toast],
  );

  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}
