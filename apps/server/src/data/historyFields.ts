import { findSpec } from '@raid/domain/catalogue/classes';
import type { ExpansionKey } from '@raid/domain/catalogue/types';

interface CharacterSnapshot {
  name: string;
  specId: number;
  role: number;
}

/** The prev... or next... columns of a history entry describing one character in one spec. */
export function characterColumns(
  expansion: ExpansionKey,
  side: 'prev' | 'next',
  character: CharacterSnapshot,
) {
  const spec = findSpec(expansion, character.specId);
  const values = {
    char_name: character.name,
    role: character.role,
    class: spec?.classEng ?? null,
    spec: spec?.nameEng ?? null,
    image: spec?.image ?? null,
    image2: spec?.image2 ?? null,
  };
  return side === 'prev'
    ? {
        prev_char_name: values.char_name,
        prev_role: values.role,
        prev_class: values.class,
        prev_spec: values.spec,
        prev_image: values.image,
        prev_image2: values.image2,
      }
    : {
        next_char_name: values.char_name,
        next_role: values.role,
        next_class: values.class,
        next_spec: values.spec,
        next_image: values.image,
        next_image2: values.image2,
      };
}
