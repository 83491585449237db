import { useGameData } from '../api/gameData.js';
import { localName } from '../i18n/localName.js';
import { useLanguage } from '../i18n/useT.js';

/** Names of a preferred server and loot system for the tables, '—' when unset or unknown. */
export function useCatalogueNames() {
  const gameData = useGameData().data;
  const language = useLanguage();
  return {
    server: (id: number | null) => gameData?.servers.find((server) => server.id === id)?.name ?? '—',
    lootSystem: (id: number | null) => {
      const system = gameData?.lootSystems.find((loot) => loot.id === id);
      return system ? localName(system, language) : '—';
    },
  };
}
