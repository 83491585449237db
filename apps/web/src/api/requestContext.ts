import type { Language } from '@raid/domain/rules/language';

/**
 * What every call carries besides its own parameters: the expansion the page is for (null lets the server
 * read it from the Host) and the interface language, so error messages come back in it.
 */
const context: { subdomain: string | null; language: Language } = { subdomain: null, language: 'en' };

export function setRequestSubdomain(subdomain: string | null): void {
  context.subdomain = subdomain;
}

export function setRequestLanguage(language: Language): void {
  context.language = language;
}

export function requestContext(): Readonly<typeof context> {
  return context;
}
