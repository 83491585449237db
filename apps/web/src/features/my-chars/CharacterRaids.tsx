import { raidDateText } from '@raid/domain/rules/raidDateText';
import type { Character } from '@raid/domain/schemas/character';
import { useLanguage, useT } from '../../i18n/useT.js';
import { Link } from 'react-router';

import { AlertIcon, CheckIcon } from '../../ui/icons.js';
import { Menu } from '../../ui/Menu.js';

type CharacterRaid = Character['raids'][number];

function useRaidDate() {
  const language = useLanguage();
  return (date: string) => raidDateText(new Date(date), language);
}

/** A place in the roster (slot above 0) is success; the sign-up list or a reserve is a warning. */
const inRoster = (raid: CharacterRaid) => raid.slot > 0;

/**
 * Under a character (SPEC section 2 "My chars card"): 'No raids', the one upcoming raid as a link with its
 * date, or a count whose tooltip lists them.
 */
export function CharacterRaids({ character }: { character: Character }) {
  const t = useT();
  const formatDate = useRaidDate();
  const { raids } = character;
  const [first] = raids;
  if (!first) return <div className="my-char-raids text-body-secondary">{t('myChars.noRaids')}</div>;
  if (raids.length === 1) {
    const ok = inRoster(first);
    return (
      <div className="my-char-raids">
        <Link
          to={`/raids/${first.raid}`}
          className={`my-char-raid-link ${ok ? 'text-success' : 'text-warning'}`}
          aria-label={t(ok ? 'myChars.raidInRoster' : 'myChars.raidSignedUp', {
            date: formatDate(first.date),
          })}
        >
          {ok ? <CheckIcon size={14} /> : <AlertIcon size={14} />}
          {formatDate(first.date)}
        </Link>
      </div>
    );
  }
  return (
    <div className="my-char-raids">
      <Menu
        toggleClassName="btn btn-link btn-sm my-chars-raid-count"
        toggleContent={t('myChars.raids', { count: raids.length })}
        menuClassName="my-chars-raid-menu"
      >
        {raids.map((raid) => (
          <Link
            key={raid.raid}
            to={`/raids/${raid.raid}`}
            className={`dropdown-item ${inRoster(raid) ? 'text-success' : 'text-warning'}`}
            aria-label={t(inRoster(raid) ? 'myChars.raidInRoster' : 'myChars.raidSignedUp', {
              date: formatDate(raid.date),
            })}
          >
            {inRoster(raid) ? <CheckIcon size={14} /> : <AlertIcon size={14} />} {formatDate(raid.date)}
          </Link>
        ))}
      </Menu>
    </div>
  );
}
