import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fakeServer.js';
import { renderPage } from '../../testing/renderApp.js';
import { CalendarFeedSection } from './CalendarFeedSection.js';

const FIRST = 'http://localhost:3000/api/calendar/u/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const SECOND = 'http://localhost:3000/api/calendar/u/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';

/** The feed address, replaced by the regeneration call as the real server does. */
function feedServer() {
  let url = FIRST;
  return fakeServer({
    '/api/calendarFeed': () => ({ body: { url } }),
    '/api/regenerateCalendarFeed': () => {
      url = SECOND;
      return { body: { url } };
    },
  });
}

function methodsOf(path: string): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url).includes(path))
    .map(([, init]) => init?.method ?? 'GET');
}

describe('CalendarFeedSection', () => {
  it('shows the address with a subscription link and copies it', async () => {
    feedServer();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<CalendarFeedSection />);
    const field = await screen.findByRole('textbox', { name: 'Calendar feed address' });
    expect(field).toHaveProperty('value', FIRST);
    expect(field).toHaveProperty('readOnly', true);
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      FIRST.replace('http:', 'webcal:'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText('Address copied.')).toBeTruthy();
  });

  it('selects the address for copying by hand when the browser refuses', async () => {
    feedServer();
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<CalendarFeedSection />);
    await screen.findByRole('textbox');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/press Ctrl\+C to copy it/)).toBeTruthy();
  });

  it('regenerates the address only after confirming, by keyboard', async () => {
    feedServer();
    renderPage(<CalendarFeedSection />);
    await screen.findByRole('textbox');
    const regenerate = screen.getByRole('button', { name: 'Regenerate' });
    regenerate.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Calendars subscribed to the old one stop updating/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(methodsOf('/api/regenerateCalendarFeed')).toEqual([]);

    await userEvent.click(regenerate);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveProperty('value', SECOND));
    expect(methodsOf('/api/regenerateCalendarFeed')).toEqual(['POST']);
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      SECOND.replace('http:', 'webcal:'),
    );
  });

  it('speaks Russian', async () => {
    await i18next.changeLanguage('ru');
    feedServer();
    renderPage(<CalendarFeedSection />);
    expect(await screen.findByRole('textbox', { name: 'Адрес календаря' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Подписаться' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сменить адрес' })).toBeTruthy();
  });
});
