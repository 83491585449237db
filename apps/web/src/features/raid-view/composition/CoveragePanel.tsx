import type { BuffName } from '@raid/domain/catalogue/raidBuffs/types';
import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { coverage, type BuffCoverage, type Coverage, type Provision } from '@raid/domain/rules/coverage';
import type { Language } from '@raid/domain/rules/language';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { useMemo } from 'react';
import { useT } from '../../../i18n/useT.js';
import './coverage.css';

interface CoveragePanelProps {
  expansion: ExpansionKey;
  factionId: number;
  records: readonly RaidRecord[];
  /** The records as they would be if the drag in progress landed where it is now; null without one. */
  preview: readonly RaidRecord[] | null;
  language: Language;
}

const roles = ['tank', 'healer', 'dps'] as const;
const marks = { covered: '✓', partial: '◐', missing: '✕' } as const;

const local = (name: BuffName, language: Language) => (language === 'ru' ? name.ru : name.en);

/**
 * Beside the roster, for the leader: the raid buffs and debuffs the roster brings and who brings them, the
 * missing ones with the abilities that would bring them, party-only buffs per group of 5, and role counts.
 * While a drag is in progress it shows the roster as the drop would leave it and marks what would change.
 */
export function CoveragePanel({ expansion, factionId, records, preview, language }: CoveragePanelProps) {
  const t = useT();
  const current = useMemo(() => coverage(expansion, factionId, records), [expansion, factionId, records]);
  const shown = useMemo(
    () => (preview ? coverage(expansion, factionId, preview) : current),
    [expansion, factionId, preview, current],
  );
  const names = useMemo(() => new Map(records.map((record) => [record.id, record.charName])), [records]);
  const before = new Map(current.buffs.map((entry) => [entry.buff.key, entry.status]));

  const list = (kind: 'buff' | 'debuff') => (
    <section className="coverage-list" aria-labelledby={`coverage-${kind}s`}>
      <h3 id={`coverage-${kind}s`} className="roster-section-title">
        {t(kind === 'buff' ? 'coverage.buffs' : 'coverage.debuffs')}
        <span className="roster-count">
          {t('coverage.coveredCount', {
            covered: shown.buffs.filter((entry) => entry.buff.kind === kind && entry.status === 'covered')
              .length,
            total: shown.buffs.filter((entry) => entry.buff.kind === kind).length,
          })}
        </span>
      </h3>
      <ul>
        {shown.buffs
          .filter((entry) => entry.buff.kind === kind)
          .map((entry) => (
            <CoverageItem
              key={entry.buff.key}
              entry={entry}
              changed={preview !== null && before.get(entry.buff.key) !== entry.status}
              names={names}
              language={language}
            />
          ))}
      </ul>
    </section>
  );

  return (
    <section className={`coverage${preview ? ' coverage-previewing' : ''}`} aria-labelledby="coverage-title">
      <div className="coverage-head">
        <h2 id="coverage-title" className="roster-section-title">
          {t('coverage.title')}
        </h2>
        <span className="coverage-preview" role="status">
          {preview ? t('coverage.preview') : ''}
        </span>
      </div>
      <RoleCounts current={current} shown={shown} />
      {list('buff')}
      {list('debuff')}
    </section>
  );
}

function RoleCounts({ current, shown }: { current: Coverage; shown: Coverage }) {
  const t = useT();
  return (
    <dl className="coverage-roles">
      {roles.map((role) => {
        const delta = shown.roles[role] - current.roles[role];
        return (
          <div key={role} className={delta === 0 ? undefined : 'coverage-changed'}>
            <dt>{t(`roster.roles.${role}`)}</dt>
            <dd data-role={role}>
              {shown.roles[role]}
              {delta !== 0 && (
                <span className="coverage-delta">{delta > 0 ? `+${delta}` : `−${-delta}`}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

interface CoverageItemProps {
  entry: BuffCoverage;
  changed: boolean;
  names: ReadonlyMap<number, string>;
  language: Language;
}

function CoverageItem({ entry, changed, names, language }: CoverageItemProps) {
  const t = useT();
  const who = (provisions: readonly Provision[]) =>
    provisions.map((provision) => (
      <span key={provision.recordId} title={local(provision.provider.ability, language)}>
        {names.get(provision.recordId)}
      </span>
    ));
  const abilities = [...new Set(entry.buff.providers.map((provider) => local(provider.ability, language)))];
  return (
    <li
      className={`coverage-item coverage-${entry.status}${changed ? ' coverage-changed' : ''}`}
      data-buff={entry.buff.key}
      data-status={entry.status}
    >
      <span className="coverage-mark" aria-hidden>
        {marks[entry.status]}
      </span>
      <span className="coverage-body">
        <span className="coverage-name">
          {local(entry.buff.name, language)}
          <span className="visually-hidden">: {t(`coverage.status.${entry.status}`)}</span>
        </span>
        {entry.raidWide.length > 0 ? (
          <span className="coverage-who">{who(entry.raidWide)}</span>
        ) : (
          entry.status === 'missing' && (
            <span className="coverage-hint">{t('coverage.from', { abilities: abilities.join(', ') })}</span>
          )
        )}
        {entry.raidWide.length === 0 && entry.groups.length > 0 && (
          <span className="coverage-groups">
            {entry.groups.map((group) => (
              <span
                key={group.group}
                className={`coverage-group${group.provisions.length > 0 ? ' coverage-group-on' : ''}`}
              >
                {t('coverage.group', { number: group.group })}
                <span className="coverage-group-who">
                  {group.provisions.length > 0 ? who(group.provisions) : t('coverage.status.missing')}
                </span>
              </span>
            ))}
          </span>
        )}
      </span>
    </li>
  );
}
