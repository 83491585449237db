import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import AboutPage from './AboutPage.js';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('AboutPage', () => {
  it('credits the icon authors and the CC BY 3.0 licence in both languages', async () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Images' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /game-icons\.net/ }).getAttribute('href')).toBe(
      'https://game-icons.net',
    );
    expect(screen.getByRole('link', { name: /CC BY 3\.0/ }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/3.0/',
    );
    await act(() => i18next.changeLanguage('ru'));
    expect(screen.getByRole('heading', { name: 'Изображения' })).toBeTruthy();
    expect(screen.getByText(/Lorc, Delapouite/)).toBeTruthy();
  });
});
