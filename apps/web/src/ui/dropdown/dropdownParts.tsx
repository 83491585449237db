import { components, type DropdownIndicatorProps, type GroupBase, type MenuListProps } from 'react-select';
import { ChevronDownIcon, LockIcon, StarIcon } from '../icons.js';
import type { DropdownItem } from './dropdownOption.js';

type Item = DropdownItem<string | number>;

/** A disabled dropdown shows a lock where the arrow was (SPEC section 2). */
export function DropdownIndicator(props: DropdownIndicatorProps<Item, false, GroupBase<Item>>) {
  return (
    <components.DropdownIndicator {...props}>
      {props.isDisabled ? <LockIcon size={16} /> : <ChevronDownIcon size={16} />}
    </components.DropdownIndicator>
  );
}

/**
 * react-select sizes the list to the room on screen (at most maxMenuHeight) through emotion, whose rules the
 * CSP drops; a style property set from script is allowed, so the computed height is applied here.
 */
export function MenuList(props: MenuListProps<Item, false, GroupBase<Item>>) {
  return (
    <components.MenuList
      {...props}
      innerProps={{ ...props.innerProps, style: { maxHeight: props.maxHeight } }}
    />
  );
}

/** An option's face in the menu and in the field: image, name, badge, favourite star. */
export function OptionLabel({ item, favouriteText }: { item: Item; favouriteText: string }) {
  return (
    <span className="dd-option">
      {item.icon && <span className="dd-option-icon">{item.icon}</span>}
      <span className="dd-option-label">{item.label}</span>
      {item.badge && ' '}
      {item.badge && <span className="badge text-bg-secondary dd-option-badge">{item.badge}</span>}
      {item.favourite && (
        <span className="dd-option-star">
          <StarIcon size={14} />
          <span className="visually-hidden">, {favouriteText}</span>
        </span>
      )}
    </span>
  );
}
