import type { Language } from '@raid/domain/rules/language';
import { raidTimeLabel } from '@raid/domain/rules/timeLabels';
import { useLanguage } from '../../i18n/useLanguage.js';
import { FlameIcon } from '../icons.js';

const toneClass = { danger: 'text-danger', warning: 'raid-time-soon', normal: '' } as const;

// Making a formatter costs far more than using one: one per language serves every card.
const formatters = new Map<Language, Intl.DateTimeFormat>();
function fullDateFormat(language: Language): Intl.DateTimeFormat {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      // The relative labels use a 24-hour clock in both languages; the full date matches them.
      hourCycle: 'h23',
    });
    formatters.set(language, format);
  }
  return format;
}

/** When a raid starts: the spec's relative label, coloured near the start, and the full date beneath. */
export function RaidTime({ date, now }: { date: string; now: Date }) {
  const language = useLanguage();
  const start = new Date(date);
  const label = raidTimeLabel(start, now, language);
  const full = fullDateFormat(language).format(start);
  return (
    <time className="raid-time" dateTime={start.toISOString()}>
      <span className={`raid-time-label ${toneClass[label.tone]}`}>
        {label.flame && <FlameIcon size={15} className="raid-time-flame" />}
        {label.text}
      </span>
      <span className="raid-time-full">{full}</span>
    </time>
  );
}
