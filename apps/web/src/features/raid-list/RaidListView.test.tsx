import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../testing/dropdown.js';
import { fakeServer } from '../../testing/fakeServer.js';
import { gameDataFixture, initFixture, raidFixture, userFixture } from '../../testing/fixtures.js';
import { renderPage, renderRoutes } from '../../testing/renderApp.js';
import { filtersStorageKey } from './raidFilters.js';
import { RaidListView } from './RaidListView.js';

const raids = [raidFixture({ id: 1 }), raidFixture({ id: 2, zoneEng: 'Throne of Thunder', factionID: 1 })];

function serve(options: { user?: ReturnType<typeof userFixture>; total?: number; empty?: boolean } = {}) {
  return fakeServer({
    '/api/init': { body: initFixture(options.user ?? null) },
    '/api/gameData': { body: gameDataFixture() },
    '/api/raids': (url) => {
      const archive = url.searchParams.get('archive') === '1';
      const data = options.empty || url.searchParams.has('lootSystem') ? [] : raids;
      return {
        body: {
          data,
          page: Number(url.searchParams.get('page') ?? 1),
          perPage: archive ? 100 : 500,
          total: options.total ?? data.length,
        },
      };
    },
  });
}

describe('RaidListView', () => {
  it('shows 8 skeleton rows, then the raids with the Create button on the main list', async () => {
    serve();
    renderPage(<RaidListView />);
    expect(document.querySelectorAll('.raid-card-skeleton')).toHaveLength(8);
    expect(await screen.findByRole('link', { name: /^Throne of Thunder, / })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'All raids' })).toBeNull();
  });

  it("opens the create dialog through the address, so any page's dialog owner can show it", async () => {
    serve();
    const { router } = renderPage(<RaidListView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(router.state.location.search).toBe('?dialog=createRaid');
  });

  it("shows 'All raids' instead of Create on a community and on someone else's list; Escape goes home", async () => {
    serve({ user: userFixture({ id: '210000000000000009' }) });
    const { router } = renderRoutes(
      [
        { path: '/', element: null },
        { path: '/guilds/:guild', element: <RaidListView guild="310000000000000001" /> },
      ],
      '/guilds/310000000000000001',
    );
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(router.state.location.pathname).toBe('/');
  });

  it("keeps Create on the viewer's own list", async () => {
    const me = userFixture({ raids: 3 });
    const server = serve({ user: me });
    renderPage(<RaidListView user={me.id} />);
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(server.callsTo('/api/raids').at(-1)?.searchParams.get('user')).toBe(me.id);
  });

  it('filters, marks the Filter button, remembers the choice per expansion and resets from the empty state', async () => {
    const server = serve();
    renderPage(<RaidListView />);
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByLabelText('Loot system');
    await chooseOption('Loot system', 'GDKP');

    expect(await screen.findByText('There are no active raids for current filters')).toBeTruthy();
    expect(server.callsTo('/api/raids').at(-1)?.searchParams.get('lootSystem')).toBe('2');
    expect(screen.getByRole('button', { name: /Filter.*filters are set/ })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(filtersStorageKey('mop')) ?? '{}')).toMatchObject({
      lootSystem: 2,
    });

    const empty = screen.getByText('There are no active raids for current filters')
      .parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Reset filter' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(localStorage.getItem(filtersStorageKey('mop'))).toBeNull();
  });

  it('restores the remembered filters of the expansion on load, but not on user lists', async () => {
    localStorage.setItem(filtersStorageKey('mop'), JSON.stringify({ server: 4440 }));
    const server = serve();
    renderPage(<RaidListView />);
    await screen.findAllByRole('article');
    expect(server.callsTo('/api/raids').at(-1)?.searchParams.get('server')).toBe('4440');
  });

  it('does not restore remembered filters on a user list', async () => {
    localStorage.setItem(filtersStorageKey('mop'), JSON.stringify({ server: 4440 }));
    const server = serve();
    renderPage(<RaidListView user="210000000000000001" />);
    await screen.findAllByRole('article');
    expect(server.callsTo('/api/raids').at(-1)?.searchParams.has('server')).toBe(false);
  });

  it('says there are no archived raids', async () => {
    serve({ empty: true });
    renderPage(<RaidListView />, { at: '/?archive=1' });
    expect(await screen.findByText('There are no archived raids')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset filter' })).toBeNull();
  });

  it('pages through the archive: 100 a page, buttons disabled at the ends, Enter loads the typed page', async () => {
    const server = serve({ total: 250 });
    const { router } = renderPage(<RaidListView />);
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('radio', { name: 'Archived' }));
    await waitFor(() => expect(server.callsTo('/api/raids').at(-1)?.searchParams.get('archive')).toBe('1'));
    expect(server.callsTo('/api/raids').at(-1)?.searchParams.get('perPage')).toBe('100');

    const pages = await screen.findByRole('navigation', { name: 'Archive pages' });
    expect(within(pages).getByText('out of 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'First page' })).toHaveProperty('disabled', true);
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);

    await userEvent.click(within(pages).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?archive=1&page=3'));
    expect(within(pages).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);

    const input = within(pages).getByRole('textbox', { name: /Page number/ });
    await userEvent.clear(input);
    await userEvent.type(input, '2{Enter}');
    await waitFor(() => expect(server.callsTo('/api/raids').at(-1)?.searchParams.get('page')).toBe('2'));
  });

  describe('the active list, in pages of 30', () => {
    const many = Array.from({ length: 35 }, (_, index) =>
      raidFixture({ id: index + 1, date: new Date(Date.UTC(2030, 0, 1, index)).toISOString() }),
    );
    function servePages() {
      return fakeServer({
        '/api/init': { body: initFixture() },
        '/api/gameData': { body: gameDataFixture() },
        '/api/raids': (url) => {
          const page = Number(url.searchParams.get('page'));
          const perPage = Number(url.searchParams.get('perPage'));
          const data = many.slice((page - 1) * perPage, page * perPage);
          return { body: { data, page, perPage, total: many.length } };
        },
      });
    }

    it('shows the first page and loads the next by the keyboard-reachable Load more button', async () => {
      const server = servePages();
      renderPage(<RaidListView />);
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
      expect(server.callsTo('/api/raids')[0]?.searchParams.get('perPage')).toBe('30');
      expect(screen.getByText('35 raids')).toBeTruthy();

      const more = screen.getByRole('button', { name: 'Load more raids' });
      more.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(35));
      expect(server.callsTo('/api/raids').at(-1)?.searchParams.get('page')).toBe('2');
      expect(screen.queryByRole('button', { name: 'Load more raids' })).toBeNull();
    });

    it('loads the next page by itself when the end of the list comes near the window', async () => {
      type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
      // Like the browser's: only an observer still observing is called (the list re-arms it while it loads).
      const watching = new Set<Callback>();
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(private readonly callback: Callback) {}
          observe() {
            watching.add(this.callback);
          }
          disconnect() {
            watching.delete(this.callback);
          }
        },
      );
      const server = servePages();
      renderPage(<RaidListView />);
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
      await waitFor(() => expect(watching.size).toBe(1));
      for (const callback of watching) callback([{ isIntersecting: true }]);
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(35));
      expect(server.callsTo('/api/raids')).toHaveLength(2);
    });

    it('Back from a raid shows the loaded pages at once and puts the opened card where it was', async () => {
      servePages();
      const scrollBy = vi.fn();
      vi.stubGlobal('scrollBy', scrollBy);
      const { router } = renderRoutes([
        { path: '/', element: <RaidListView /> },
        { path: '/raids/:id', element: <p>raid</p> },
      ]);
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
      await userEvent.click(screen.getByRole('button', { name: 'Load more raids' }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(35));

      const card = document.querySelector('[data-raid-id="33"]') as HTMLElement;
      vi.spyOn(card, 'getBoundingClientRect').mockReturnValue({ top: 250 } as DOMRect);
      await userEvent.click(within(card).getByRole('link', { name: /^Siege of Orgrimmar, / }));
      await screen.findByText('raid');

      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 400 } as DOMRect);
      await router.navigate(-1);
      expect(await screen.findAllByRole('article')).toHaveLength(35);
      expect(document.querySelector('.raid-card-last-opened')?.getAttribute('data-raid-id')).toBe('33');
      await waitFor(() => expect(scrollBy).toHaveBeenCalledWith(0, 150));
    });
  });
});
