import StaticPage from './StaticPage.js';
import en from './content/privacy.en.js';
import ru from './content/privacy.ru.js';

export default function PrivacyPage() {
  return <StaticPage en={en} ru={ru} />;
}
