import { roleImages } from '@raid/domain/catalogue/common';
import type { Role } from '@raid/domain/catalogue/types';
import { useT } from '../../i18n/useT.js';
import { GameImage, type GameImageProps } from './GameImage.js';

interface RoleIconProps extends Omit<GameImageProps, 'image' | 'label'> {
  role: Role;
  decorative?: boolean;
}

/** Tank, healer or damage dealer, named 'Tank' / 'Танк' unless the role is written beside it. */
export function RoleIcon({ role, decorative = false, ...rest }: RoleIconProps) {
  const t = useT();
  return <GameImage image={roleImages[role]} label={decorative ? '' : t(`roster.role.${role}`)} {...rest} />;
}
