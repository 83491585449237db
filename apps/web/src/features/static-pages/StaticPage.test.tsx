// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import TermsPage from './TermsPage.js';

async function makeI18n(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: 'en', resources: {} });
  return i18n;
}

afterEach(cleanup);

describe('TermsPage', () => {
  it('shows the date and German law in English', async () => {
    const i18n = await makeI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <TermsPage />
      </I18nextProvider>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('September 9, 2025').getAttribute('dateTime')).toBe('2025-09-09');
    expect(screen.getByText(/governed by German law/)).toBeTruthy();
  });

  it('switches to Russian when the language is ru', async () => {
    const i18n = await makeI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <TermsPage />
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('ru'));

    expect(screen.getByRole('heading', { level: 1, name: 'Условия использования' })).toBeTruthy();
    expect(screen.getByText('9 сентября 2025 г.')).toBeTruthy();
    expect(screen.getByText(/регулируются правом Германии/)).toBeTruthy();
    expect(screen.getByRole('article').getAttribute('lang')).toBe('ru');
    expect(screen.queryByText('September 9, 2025')).toBeNull();
  });

  it('treats regional Russian (ru-RU) as Russian and anything else as English', async () => {
    const i18n = await makeI18n('ru-RU');
    render(
      <I18nextProvider i18n={i18n}>
        <TermsPage />
      </I18nextProvider>,
    );
    expect(screen.getByText('9 сентября 2025 г.')).toBeTruthy();

    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('September 9, 2025')).toBeTruthy();
  });
});
