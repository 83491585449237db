import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/apiError.js';

/** Answers the server gave on purpose (4xx) do not change on a retry; lost connections and 5xx may. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
