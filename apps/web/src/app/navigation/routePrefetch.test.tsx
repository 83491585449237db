import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { Link, MemoryRouter, useRoutes, type Params, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, raidFixture, userFixture } from '../../testing/fixtures.js';
import { lazyPage } from '../pageLoading.js';
import { createQueryClient } from '../queryClient.js';
import { AppRoutes } from '../router.js';
import { useRoutePrefetch, type PrefetchHandle } from './routePrefetch.js';

/** A route table like the app's, whose pages note when their code is asked for. */
function makeRoutes() {
  const loaded: string[] = [];
  const prefetched: Params[] = [];
  const page = (name: string) =>
    lazyPage(() => {
      loaded.push(name);
      return Promise.resolve({ Component: () => <h1>{name} page</h1> });
    });
  const Home = page('home');
  const Raid = page('raid');
  const About = page('about');
  const raidHandle: PrefetchHandle = { page: Raid, prefetchData: (params) => prefetched.push(params) };
  const routes: RouteObject[] = [
    {
      children: [
        { index: true, element: <Home />, handle: { page: Home } },
        { path: 'raids/:id', element: <Raid />, handle: raidHandle },
        { path: 'about', element: <About />, handle: { page: About } },
      ],
    },
  ];
  return { routes, loaded, prefetched, Raid };
}

function Frame({ routes }: { routes: RouteObject[] }) {
  useRoutePrefetch(routes);
  return (
    <>
      <nav>
        <Link to="/">All raids</Link>
        <Link to="/raids/7">A raid</Link>
        <Link to="/about">About</Link>
        <a href="https://discord.com/" target="_blank" rel="noreferrer">
          Discord
        </a>
      </nav>
      <Suspense fallback={<p>loading</p>}>{useRoutes(routes)}</Suspense>
    </>
  );
}

function mountAt(path: string, routes: RouteObject[]) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Frame routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function renderAt(path: string, routes: RouteObject[]) {
  mountAt(path, routes);
  await screen.findByRole('heading');
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('route prefetch', () => {
  it("starts a link's page and its data when the pointer enters the link, before any click", async () => {
    // Data saving leaves out the idle prefetch, which would otherwise race the hover for the same pages.
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { routes, loaded, prefetched } = makeRoutes();
    window.history.replaceState(null, '', '/');
    await renderAt('/', routes);
    expect(loaded).toEqual(['home']);

    fireEvent.pointerOver(screen.getByText('A raid'));
    expect(loaded).toEqual(['home', 'raid']);
    expect(prefetched).toEqual([{ id: '7' }]);

    fireEvent.focusIn(screen.getByRole('link', { name: 'About' }));
    expect(loaded).toEqual(['home', 'raid', 'about']);

    // The page on screen and a link out of the app fetch nothing.
    fireEvent.touchStart(screen.getByRole('link', { name: 'All raids' }));
    fireEvent.pointerOver(screen.getByText('Discord'));
    expect(loaded).toEqual(['home', 'raid', 'about']);
  });

  it("fetches every page's code once the page is idle", async () => {
    const { routes, loaded } = makeRoutes();
    await renderAt('/', routes);
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['about', 'home', 'raid']));
  });

  it('shows a prefetched page in the same render, without its loading fallback', async () => {
    const { routes, Raid } = makeRoutes();
    await Raid.preload();
    mountAt('/raids/7', routes);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'raid page' })).toBeTruthy();
  });
});

describe("a profile link's prefetch", () => {
  it('asks for the profile once on hover, and the profile page then draws from it', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const raid = raidFixture();
    const leader = userFixture({ id: raid.userID, global_name: 'Arthas', raids: 1 });
    const server = fakeServer({
      '/api/init': { body: initFixture() },
      '/api/gameData': { body: gameDataFixture() },
      '/api/raids': { body: { data: [raid], page: 1, perPage: 500, total: 1 } },
      '/api/users': { body: [leader] },
    });
    // The app's own client: a prefetched answer stays fresh for the page that reads it next.
    const queryClient = createQueryClient();
    window.history.replaceState(null, '', '/');
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('article', {}, { timeout: 5000 });
    const profileLink = within(card).getByRole('link', { name: new RegExp(raid.userRepresentation) });
    expect(server.callsTo('/api/users')).toHaveLength(0);
    const raidListsBefore = server.callsTo('/api/raids').length;

    fireEvent.pointerOver(profileLink);
    await vi.waitFor(() => expect(server.callsTo('/api/users')).toHaveLength(1));
    expect(server.callsTo('/api/users')[0]?.searchParams.get('id')).toBe(raid.userID);
    // The profile's own list of raids, unfiltered, as the page asks for it.
    expect(server.callsTo('/api/raids').map((url) => url.searchParams.get('user'))).toContain(raid.userID);
    const raidListsPrefetched = server.callsTo('/api/raids').length;
    expect(raidListsPrefetched).toBe(raidListsBefore + 1);

    fireEvent.click(profileLink);
    expect(await screen.findByRole('heading', { name: 'Arthas' }, { timeout: 5000 })).toBeTruthy();
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(server.callsTo('/api/users')).toHaveLength(1);
    expect(server.callsTo('/api/raids')).toHaveLength(raidListsPrefetched);
  });
});
