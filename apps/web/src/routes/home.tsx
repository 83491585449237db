import { useT } from '../i18n/useT.js';
import { MyCharsCard } from '../features/my-chars/MyCharsCard.js';
import { usePageTitle } from '../app/navigation/usePageTitle.js';
import { RaidListView } from '../features/raid-list/RaidListView.js';

export function Component() {
  const t = useT();
  usePageTitle();
  return (
    <>
      <h1 className="visually-hidden">{t('nav.allRaids')}</h1>
      <div className="home-layout">
        <div className="home-list">
          <RaidListView />
        </div>
        <aside className="home-aside">
          <MyCharsCard />
        </aside>
      </div>
    </>
  );
}
