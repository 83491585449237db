import type { Language } from '@raid/domain/rules/language';
import { discordRoster } from '@raid/domain/rules/rosterExports/discordRoster';
import { gargulGroups } from '@raid/domain/rules/rosterExports/gargulGroups';
import { inviteMacros, type InviteList } from '@raid/domain/rules/rosterExports/inviteMacros';
import { rosterCsv } from '@raid/domain/rules/rosterExports/rosterCsv';
import type { Raid } from '@raid/domain/schemas/raid';
import type { RaidRecord } from '@raid/domain/schemas/record';
import type { TFunction } from 'i18next';
import { raidSetup, zoneNames } from '../../../ui/raid/raidTexts.js';
import { className, specName, type Catalogue } from '../roster/catalogue.js';
import { roleOf } from '../roster/rosterLayout.js';

/**
 * The export texts of one raid. This module and the domain's export rules load when the Export menu first
 * opens, not with the raid view.
 */
export interface RosterExportInput {
  raid: Raid;
  records: readonly RaidRecord[];
  catalogue: Catalogue;
  language: Language;
  t: TFunction;
}

/** The roster as the site's CSV file, byte order mark included (domain rules/csv.ts). */
export function csvFile({ raid, records }: RosterExportInput): { name: string; text: string } {
  return { name: `raid-${raid.id}-roster.csv`, text: rosterCsv(records) };
}

export function gargulText({ records }: RosterExportInput): string {
  return gargulGroups(records);
}

export function inviteMacroTexts({ records }: RosterExportInput, list: InviteList): string[] {
  return inviteMacros(records, list);
}

export function discordText({ raid, records, catalogue, language, t }: RosterExportInput): string {
  return discordRoster(raid, records, {
    title: `${zoneNames(raid, language)} · ${raidSetup(raid, language)}`,
    group: (number) => t('exports.discordGroup', { number }),
    signUps: (people) => t('exports.discordSignUps', { people }),
    describe: (record) => {
      const gameClass = catalogue.classOf(record.class);
      return [
        t(`roster.role.${roleOf(record)}`),
        gameClass ? className(catalogue, gameClass) : record.classEng,
        specName(catalogue, record),
      ].join(' · ');
    },
    status: (status) => t(`roster.status.${status}`),
    buyer: t('roster.status.buyer'),
  });
}
