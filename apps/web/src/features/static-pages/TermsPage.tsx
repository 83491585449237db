import StaticPage from './StaticPage.js';
import en from './content/terms.en.js';
import ru from './content/terms.ru.js';

export default function TermsPage() {
  return <StaticPage en={en} ru={ru} />;
}
