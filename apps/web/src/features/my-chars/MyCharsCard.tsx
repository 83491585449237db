import type { Character } from '@raid/domain/schemas/character';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import { isMobileWidth, SKELETON_ROWS } from '@raid/domain/rules/interfaceConstants';
import { readableOn } from '@raid/domain/rules/contrast';
import { logsFigure } from '@raid/domain/rules/requirements';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLanguage, useT } from '../../i18n/useT.js';
import { useChars } from '../../api/chars.js';
import { errorText } from '../../api/errorText.js';
import { useGameData } from '../../api/gameData.js';
import { useInit } from '../../api/session.js';
import { withAllStrings } from '../../i18n/i18n.js';
import { localName } from '../../i18n/localName.js';

import { ClassIcon } from '../../ui/gameIcons/ClassIcon.js';
import { FactionIcon } from '../../ui/gameIcons/FactionIcon.js';
import { ChevronRightIcon, PlusIcon } from '../../ui/icons.js';
import { findClass, gearSuffixKey } from '../../ui/dropdown/catalogueOptions.js';
import { CharacterRaids } from './CharacterRaids.js';
import { CharacterSaves } from './CharacterSaves.js';
import './myChars.css';

// The dialogs (and react-bootstrap's Modal) load when one first opens, not with the list page.
const AddCharacterDialog = lazy(
  withAllStrings(() =>
    import('../../ui/character-dialogs/AddCharacterDialog.js').then((module) => ({
      default: module.AddCharacterDialog,
    })),
  ),
);
const EditCharacterDialog = lazy(
  withAllStrings(() =>
    import('../../ui/character-dialogs/EditCharacterDialog.js').then((module) => ({
      default: module.EditCharacterDialog,
    })),
  ),
);

function CharacterRow({
  character,
  gameData,
  onOpen,
}: {
  character: Character;
  gameData: GameDataAnswer | undefined;
  onOpen: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const cls = gameData ? findClass(gameData, character.class) : null;
  const specs = [character.spec, character.spec2]
    .map((id) => cls?.specs.find((spec) => spec.id === id))
    .filter((spec) => spec !== undefined)
    .map((spec) => localName(spec, language));
  const faction = gameData?.factions.find((entry) => entry.id === character.faction);
  const colour = readableOn(cls?.color ?? '#9aa0aa');
  const details = [
    specs.join(' / ') || (cls ? localName(cls, language) : character.classEng),
    character.logs !== null ? t('myChars.logs', { value: logsFigure(character.logs) }) : null,
    character.ilvl !== null ? `${character.ilvl} ${t(gearSuffixKey(gameData?.gearScore ?? false))}` : null,
  ].filter(Boolean);
  return (
    <li className="my-chars-item">
      <button type="button" className="my-char-button" onClick={onOpen} aria-haspopup="dialog">
        {/* Decorative: the name, faction and class are in the text beside it. */}
        <span className="my-char-avatar">
          <ClassIcon entry={cls ?? undefined} decorative size={36} />
          <FactionIcon factionId={character.faction} decorative size={16} className="my-char-faction" />
        </span>
        <span className="my-char-text">
          <span className="my-char-name" style={{ color: colour }}>
            {character.name}
            <span className="visually-hidden">
              , {faction ? localName(faction, language) : character.factionEng}, {character.serverName}
            </span>
          </span>
          <span className="my-char-details">
            {details.join(' · ')} · {character.serverName}
          </span>
        </span>
      </button>
      <CharacterRaids character={character} />
      {gameData && <CharacterSaves character={character} gameData={gameData} />}
    </li>
  );
}

function CardSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="placeholder-glow py-2">
      <span className="visually-hidden">{t('app.loading')}</span>
      {Array.from({ length: SKELETON_ROWS.characterCard }, (_, index) => (
        <div key={index} className="my-chars-skeleton" aria-hidden>
          <span className="placeholder placeholder-avatar" />
          <span className="flex-grow-1 d-flex flex-column gap-1">
            <span className="placeholder col-6" />
            <span className="placeholder placeholder-xs col-9" />
          </span>
        </div>
      ))}
    </div>
  );
}

/** SPEC section 2 "My chars card": the user's characters, their upcoming raids, add and edit. */
export function MyCharsCard() {
  const t = useT();
  const language = useLanguage();
  const init = useInit();
  const viewer = init.data?.user ?? null;
  const gameData = useGameData().data;
  const chars = useChars(Boolean(viewer));
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  // On a phone the card starts folded, so the raid list below it stays in view. Null until the page knows its
  // width (a page the server drew): the style sheet folds it by the width meanwhile (data-fold="auto").
  const [expanded, setExpanded] = useState<boolean | null>(null);
  useEffect(() => setExpanded((shown) => shown ?? !isMobileWidth(window.innerWidth)), []);
  const editing = chars.data?.find((character) => character.id === editingId) ?? null;
  // Once opened, a dialog stays mounted, so closing it plays its fade-out.
  const [opened, setOpened] = useState({ add: false, edit: false });
  if ((adding && !opened.add) || (editing && !opened.edit))
    setOpened({ add: opened.add || adding, edit: opened.edit || Boolean(editing) });

  let body;
  if (init.isPending || (viewer && chars.isPending)) {
    body = <CardSkeleton />;
  } else if (!viewer) {
    body = <p className="my-chars-empty mb-0">{t('myChars.loginToSee')}</p>;
  } else if (chars.isError) {
    body = (
      <div className="alert alert-warning m-3" role="alert">
        {errorText(chars.error, language, t)}
      </div>
    );
  } else if (!chars.data || chars.data.length === 0) {
    body = <p className="my-chars-empty mb-0">{t('myChars.empty')}</p>;
  } else {
    body = (
      <ul className="my-chars-list">
        {chars.data.map((character) => (
          <CharacterRow
            key={character.id}
            character={character}
            gameData={gameData}
            onOpen={() => setEditingId(character.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      className="my-chars-card"
      aria-label={t('myChars.title')}
      data-fold={expanded === null ? 'auto' : undefined}
    >
      <div className="my-chars-header">
        <h2 id="my-chars-title" className="my-chars-heading">
          <button
            type="button"
            className="my-chars-fold"
            aria-expanded={expanded ?? true}
            aria-controls="my-chars-body"
            onClick={() => setExpanded((shown) => !(shown ?? !isMobileWidth(window.innerWidth)))}
          >
            <ChevronRightIcon size={16} className="my-chars-chevron" />
            {t('myChars.title')}
            {chars.data && chars.data.length > 0 && (
              <span className="my-chars-count">{chars.data.length}</span>
            )}
          </button>
        </h2>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm my-chars-add"
          onClick={() => setAdding(true)}
        >
          <PlusIcon size={15} />
          {t('myChars.add')}
        </button>
      </div>
      <div id="my-chars-body" hidden={expanded === false}>
        {body}
      </div>
      <Suspense fallback={null}>
        {opened.add && <AddCharacterDialog show={adding} onHide={() => setAdding(false)} />}
        {opened.edit && <EditCharacterDialog character={editing} onHide={() => setEditingId(null)} />}
      </Suspense>
    </section>
  );
}
