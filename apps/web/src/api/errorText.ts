import { errorCatalogue, errorMessage, type ErrorCode } from '@raid/domain/errors/catalogue';
import type { Language } from '@raid/domain/rules/language';
import type { TFunction } from 'i18next';
import { ApiError } from './apiError.js';

function isCatalogued(code: string | null): code is ErrorCode {
  return code !== null && Object.hasOwn(errorCatalogue, code);
}

/**
 * The message to show for a failed call: the catalogue's text for its code in the interface language (the
 * same text the server sends), else the server's own message, else a general one.
 */
export function errorText(error: unknown, language: Language, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.kind === 'network') return t('errors.network');
  if (error.kind === 'invalidAnswer') return t('errors.invalidAnswer');
  if (isCatalogued(error.code)) return errorMessage(error.code, language);
  return error.serverMessage ?? t('errors.generic');
}
