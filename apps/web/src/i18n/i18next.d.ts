import 'i18next';
import type en from './en.json';

// Keys are checked against en.json: a missing or misspelt key is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
