import { readableOn } from '@raid/domain/rules/contrast';
import type { Language } from '@raid/domain/rules/language';
import type { GameDataAnswer } from '@raid/domain/schemas/gameData';
import type { RaidRecord } from '@raid/domain/schemas/record';

type GameClass = GameDataAnswer['classes'][number];
type Spec = GameClass['specs'][number];

/** Class colours and spec names of the expansion's catalogue, looked up by id. */
export interface Catalogue {
  classes: GameClass[];
  classOf: (id: number) => GameClass | undefined;
  specOf: (id: number) => Spec | undefined;
  language: Language;
}

export function makeCatalogue(gameData: GameDataAnswer | undefined, language: Language): Catalogue {
  const classes = gameData?.classes ?? [];
  const classMap = new Map(classes.map((gameClass) => [gameClass.id, gameClass]));
  const specMap = new Map(
    classes.flatMap((gameClass) => gameClass.specs.map((spec) => [spec.id, spec] as const)),
  );
  return { classes, classOf: (id) => classMap.get(id), specOf: (id) => specMap.get(id), language };
}

export function className(catalogue: Catalogue, gameClass: GameClass): string {
  return catalogue.language === 'ru' ? gameClass.name : gameClass.nameEng;
}

export function specName(catalogue: Catalogue, record: Pick<RaidRecord, 'specID' | 'specEng'>): string {
  const spec = catalogue.specOf(record.specID);
  if (!spec) return record.specEng;
  return catalogue.language === 'ru' ? spec.name : spec.nameEng;
}

export function classColor(catalogue: Catalogue, classId: number): string | undefined {
  return catalogue.classOf(classId)?.color;
}

/** The class colour for a name written in it: lightened where the game's colour is too dark to read on ours. */
export function classTextColor(catalogue: Catalogue, classId: number): string | undefined {
  const color = classColor(catalogue, classId);
  return color && readableOn(color);
}
