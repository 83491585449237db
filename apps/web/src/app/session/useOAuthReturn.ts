import { useEffect, useRef } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../api/errorText.js';
import { useCompleteLogin } from '../../api/session.js';

import { useToast } from '../toasts/toastContext.js';

/** Login codes are single-use: one completion per code, even when React runs an effect twice. */
const completedCodes = new Set<string>();

/**
 * Discord sends the browser back to `/?code=...&state=...` (or `/?error=...` when the user declined). The
 * code completes the login (SPEC section 2), then the address goes back to the root.
 */
export function useOAuthReturn(): { pending: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const showToast = useToast();
  const t = useT();
  const language = useLanguage();
  const mutate = useRef(completeLogin.mutate);
  mutate.current = completeLogin.mutate;

  useEffect(() => {
    if (location.pathname !== '/') return;
    const params = new URLSearchParams(location.search);
    const code = params.get('code');
    const state = params.get('state');
    if (location.search.startsWith('?code=') && code && state) {
      if (completedCodes.has(code)) return;
      completedCodes.add(code);
      mutate.current(
        { code, state },
        {
          onSettled: () => navigate('/', { replace: true }),
          onError: (error) => showToast({ variant: 'danger', text: errorText(error, language, t) }),
        },
      );
    } else if (params.has('error') && params.has('state')) {
      navigate('/', { replace: true });
    }
  }, [location.pathname, location.search, navigate, showToast, language, t]);

  return { pending: completeLogin.isPending };
}
