import 'i18next';
import type en from './en.json';
import type enFeatures from './en.features.json';

// Keys are checked against the English texts (the first page's and the lazy parts'): a missing or misspelt key
// is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enFeatures };
  }
}
