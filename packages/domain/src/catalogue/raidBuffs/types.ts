/**
 * The shape of a raid-buff table (issue 17): the raid-wide buffs and debuffs that matter in an expansion and
 * which class and spec brings each. Plain data, no zod, so the web can import it without the schemas.
 */

/** A label in both of the product's languages. */
export interface BuffName {
  en: string;
  ru: string;
}

/** One way to bring a buff: an ability of a class, limited to some specs when it comes from a talent. */
export interface BuffProvider {
  ability: BuffName;
  classId: number;
  /** The catalogue's spec ids that bring it; absent when every spec of the class does. */
  specIds?: readonly number[];
  /** Reaches only the provider's own group of 5 (totems, auras and shouts before they became raid-wide). */
  group?: true;
  /** The only faction that has the class in this expansion (Classic: paladins Alliance, shamans Horde). */
  factionId?: number;
}

/** One effect a raid wants once: several providers give the same, non-stacking, effect. */
export interface RaidBuff {
  /** Stable key, unique within a table. */
  key: string;
  kind: 'buff' | 'debuff';
  name: BuffName;
  providers: readonly BuffProvider[];
}

export interface RaidBuffTable {
  /** Where the table was checked: the pages relied on. */
  sources: readonly string[];
  buffs: readonly RaidBuff[];
}
