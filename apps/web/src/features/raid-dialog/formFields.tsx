import type { Language } from '@raid/domain/rules/language';
import type { RaidField } from '@raid/domain/rules/raidForm';
import type { ReactNode } from 'react';
import { Col } from 'react-bootstrap';
import { localName } from '../../i18n/localName.js';
import { Dropdown, type DropdownProps } from '../../ui/dropdown/Dropdown.js';
import type { RaidDialogForm } from './raidFormState.js';

/** What every section of the raid form is given: the form, a way to change it, the required fields to mark. */
export interface SectionProps {
  form: RaidDialogForm;
  update: (changes: Partial<RaidDialogForm>) => void;
  /** A required field left empty, once the user has tried to save: it is marked invalid. */
  isMissing: (field: RaidField) => boolean;
  /** A required field that is filled, once the user has tried to save: it is marked valid. */
  isFilled: (field: RaidField) => boolean;
}

/** One titled part of the form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="raid-dialog-section">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/**
 * A choice in the searchable dropdown, in a grid column of `sm` twelfths; its first entry (`placeholder`, '—'
 * by default) chooses nothing. `children` are shown under the field.
 */
export function SelectField(props: {
  sm: number;
  id: string;
  label: string;
  value: string | number | null;
  options: readonly SelectOption[];
  disabled?: boolean;
  invalid?: boolean;
  valid?: boolean;
  placeholder?: string;
  /** The user's list of favourites for this choice (see Dropdown). */
  favourites?: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <Col sm={props.sm}>
      <Dropdown<string | number>
        id={props.id}
        label={props.label}
        options={props.options}
        value={props.value}
        emptyLabel={props.placeholder ?? '—'}
        disabled={props.disabled}
        invalid={props.invalid}
        valid={props.valid}
        favourites={props.favourites}
        onChange={(value) => props.onChange(value === null ? '' : String(value))}
      />
      {props.children}
    </Col>
  );
}

/** The searchable dropdown in a grid column of `sm` twelfths. */
export function DropdownField<V extends string | number>({
  sm,
  ...props
}: DropdownProps<V> & { sm: number }) {
  return (
    <Col sm={sm}>
      <Dropdown {...props} />
    </Col>
  );
}

/** Catalogue entries (difficulties, days, record modes) as select options in the page's language. */
export function namedSelectOptions(
  items: ReadonlyArray<{ id: number; name: string; nameEng: string }>,
  language: Language,
): SelectOption[] {
  return items.map((item) => ({ value: item.id, label: localName(item, language) }));
}

export const numberOrNull = (value: string) => (value ? Number(value) : null);
