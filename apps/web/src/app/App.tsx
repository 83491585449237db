import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { gameDataQuery } from '../api/gameData.js';
import { initQuery } from '../api/session.js';
import { createQueryClient } from './queryClient.js';
import { createRouter } from './router.js';

/** Every page needs the session and the catalogue: ask for both while the page's code loads. */
function startQueryClient() {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(initQuery());
  void queryClient.prefetchQuery(gameDataQuery());
  return queryClient;
}

export function App() {
  const [queryClient] = useState(startQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
