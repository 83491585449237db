import { CacheProvider } from '@emotion/react';
import { useMemo, useRef } from 'react';
import { useT } from '../../i18n/useT.js';
import Select, {
  createFilter,
  type AriaLiveMessages,
  type GroupBase,
  type SelectInstance,
} from 'react-select';
import { AlertIcon, CheckIcon, StarIcon } from '../icons.js';
import { noStyleTagsCache } from './emotionCache.js';
import { favouritesFirst, type DropdownItem, type DropdownOption } from './dropdownOption.js';
import { useFavourites } from './favourites.js';
import { DropdownIndicator, MenuList, OptionLabel } from './dropdownParts.js';
import './dropdown.css';

type Item = DropdownItem<string | number>;

/** Menu sizes of SPEC section 9: at most 300 px, flipped above when less than 140 px fit below, 5 per page key. */
const MAX_MENU_HEIGHT = 300;
const MIN_MENU_HEIGHT = 140;
const PAGE_SIZE = 5;

const parts = { DropdownIndicator, MenuList, IndicatorSeparator: null };
const search = createFilter<Item>({ stringify: (option) => `${option.label} ${option.data.keywords ?? ''}` });

export interface DropdownProps<V extends string | number> {
  /** The combobox input's id; the floating label points at it. */
  id: string;
  label: string;
  options: readonly DropdownOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  /** The entry that chooses nothing, shown first; without it a choice cannot be taken back. */
  emptyLabel?: string;
  disabled?: boolean;
  invalid?: boolean;
  valid?: boolean;
  /**
   * A one-line field for a row that already names what it is for (a character's spec in the sign-up list): the
   * label is kept for screen readers only.
   */
  compact?: boolean;
  /**
   * The name of the user's list of favourites for this choice ('zone', 'server'…): a star on the field marks
   * the chosen option as one, kept first and starred in the menu, remembered per expansion (favourites.ts).
   */
  favourites?: string;
}

/**
 * The searchable dropdown of SPEC section 2: type to narrow, arrows / Page keys / Enter / Escape to choose,
 * an ARIA combobox with a listbox (react-select). Catalogue images and badges come with the options; the
 * favourite star from the options (a preference) or from the user's starred list (`favourites`).
 */
export function Dropdown<V extends string | number>(props: DropdownProps<V>) {
  const t = useT();
  const starred = useFavourites(props.favourites);
  const items = useMemo<Item[]>(() => {
    const sorted: Item[] = favouritesFirst(
      props.options.map((option) =>
        starred.values.has(String(option.value)) ? { ...option, favourite: true } : option,
      ),
    );
    return props.emptyLabel === undefined ? sorted : [{ value: null, label: props.emptyLabel }, ...sorted];
  }, [props.options, props.emptyLabel, starred.values]);
  const selected = items.find((item) => item.value === props.value) ?? null;
  const favouriteText = t('dropdown.favourite');
  // An Escape that closes the menu belongs to the menu: a popover closing on Escape's keyup must stay open.
  const menuOpen = useRef(false);
  const escapeClosedMenu = useRef(false);
  const select = useRef<SelectInstance<Item, false> | null>(null);
  const chosen = selected?.value ?? null;
  const isStarred = chosen !== null && starred.values.has(String(chosen));

  const messages: AriaLiveMessages<Item, false, GroupBase<Item>> = {
    guidance: ({ context }) => (context === 'value' ? '' : t('dropdown.guidance')),
    onChange: ({ label }) => t('dropdown.chosen', { label }),
    onFilter: ({ resultsMessage }) => resultsMessage,
    onFocus: ({ context, focused, options }) =>
      context === 'menu'
        ? t('dropdown.focused', {
            label: focused.label,
            index: options.indexOf(focused) + 1,
            count: options.length,
          })
        : '',
  };

  const classes = ['dd'];
  if (selected) classes.push('is-filled');
  if (props.compact) classes.push('dd-compact');
  if (props.disabled) classes.push('is-disabled');
  if (props.invalid) classes.push('is-invalid');
  else if (props.valid) classes.push('is-valid');

  return (
    <div
      className={classes.join(' ')}
      onKeyUp={(event) => {
        if (event.key === 'Escape' && escapeClosedMenu.current) event.stopPropagation();
        escapeClosedMenu.current = false;
      }}
    >
      <CacheProvider value={noStyleTagsCache}>
        <Select<Item, false>
          ref={select}
          inputId={props.id}
          instanceId={props.id}
          unstyled
          classNamePrefix="dd"
          classNames={{ menu: (state) => (state.placement === 'top' ? 'dd__menu--top' : 'dd__menu--bottom') }}
          components={parts}
          options={items}
          value={selected}
          onChange={(item) => props.onChange((item?.value ?? null) as V | null)}
          isDisabled={props.disabled}
          isOptionDisabled={(item) => Boolean(item.disabled)}
          getOptionValue={(item) => String(item.value ?? '')}
          filterOption={search}
          formatOptionLabel={(item) => <OptionLabel item={item} favouriteText={favouriteText} />}
          placeholder=""
          aria-invalid={props.invalid}
          ariaLiveMessages={messages}
          screenReaderStatus={({ count }) => t('dropdown.results', { count })}
          noOptionsMessage={() => t('dropdown.noOptions')}
          maxMenuHeight={MAX_MENU_HEIGHT}
          minMenuHeight={MIN_MENU_HEIGHT}
          pageSize={PAGE_SIZE}
          menuPlacement="auto"
          onMenuOpen={() => (menuOpen.current = true)}
          onMenuClose={() => (menuOpen.current = false)}
          onKeyDown={(event) => {
            escapeClosedMenu.current = event.key === 'Escape' && menuOpen.current;
            // react-select opens on ArrowDown and Space; Enter on a closed field opens it too (and never
            // submits the form around it).
            if (event.key === 'Enter' && !menuOpen.current) {
              event.preventDefault();
              select.current?.openMenu('first');
            }
          }}
        />
      </CacheProvider>
      <label htmlFor={props.id} className={props.compact ? 'visually-hidden' : 'dd-label'}>
        {props.label}
      </label>
      {props.favourites && chosen !== null && !props.disabled && (
        <button
          type="button"
          className={isStarred ? 'dd-star is-starred' : 'dd-star'}
          aria-pressed={isStarred}
          aria-label={t('dropdown.favouriteToggle', { label: selected?.label ?? '' })}
          title={t('dropdown.favouriteToggle', { label: selected?.label ?? '' })}
          onClick={() => starred.toggle(chosen)}
        >
          <StarIcon size={14} />
        </button>
      )}
      {props.invalid ? (
        <AlertIcon size={16} className="dd-mark dd-mark-invalid" />
      ) : (
        props.valid && <CheckIcon size={16} className="dd-mark dd-mark-valid" />
      )}
    </div>
  );
}
