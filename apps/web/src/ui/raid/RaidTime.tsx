import { raidDateText } from '@raid/domain/rules/raidDateText';
import { raidTimeLabel } from '@raid/domain/rules/timeLabels';
import { useLanguage } from '../../i18n/useT.js';
import { FlameIcon } from '../icons.js';

const toneClass = { danger: 'text-danger', warning: 'raid-time-soon', normal: '' } as const;

/** When a raid starts: the spec's relative label, coloured near the start, and the full date beneath. */
export function RaidTime({ date, now }: { date: string; now: Date }) {
  const language = useLanguage();
  const start = new Date(date);
  const label = raidTimeLabel(start, now, language);
  const full = raidDateText(start, language);
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
