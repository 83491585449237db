import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';

interface Choice {
  id: string;
  name: string;
}

/**
 * A filterable list of the server's members with a box each: the team dialog's members and leaders. Typing
 * narrows the list; the chosen stay listed first so a long server keeps them in view.
 */
export function MemberPicker({
  label,
  choices,
  chosen,
  onChange,
}: {
  label: string;
  choices: readonly Choice[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const t = useT();
  const id = useId();
  const [filter, setFilter] = useState('');
  const picked = new Set(chosen);
  const needle = filter.trim().toLocaleLowerCase();
  const shown = choices
    .filter((choice) => needle === '' || choice.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => Number(picked.has(b.id)) - Number(picked.has(a.id)));
  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...chosen, userId] : chosen.filter((other) => other !== userId));
  return (
    <fieldset className="member-picker">
      <legend className="form-label fs-6 mb-1">
        {label}{' '}
        <span className="text-body-secondary small">{t('teams.chosenCount', { count: chosen.length })}</span>
      </legend>
      <Form.Control
        size="sm"
        type="search"
        placeholder={t('teams.findMember')}
        aria-label={t('teams.findMemberIn', { list: label })}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul className="member-picker-list list-unstyled mb-0">
        {shown.map((choice) => (
          <li key={choice.id}>
            <Form.Check
              id={`${id}-${choice.id}`}
              label={choice.name}
              checked={picked.has(choice.id)}
              onChange={(event) => toggle(choice.id, event.target.checked)}
            />
          </li>
        ))}
        {shown.length === 0 && <li className="text-body-secondary small">{t('teams.noMemberFound')}</li>}
      </ul>
    </fieldset>
  );
}
