import StaticPage from './StaticPage.js';
import en from './content/about.en.js';
import ru from './content/about.ru.js';

export default function AboutPage() {
  return <StaticPage en={en} ru={ru} />;
}
