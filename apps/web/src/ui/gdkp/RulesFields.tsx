import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useT } from '../../i18n/useT.js';
import { PlusIcon, CrossIcon } from '../icons.js';
import './gdkpRules.css';
import { draftErrors, type ExtraCutDraft, type RulesDraft } from './rulesDraft.js';

const MAX_EXTRA_CUTS = 10;

/** A record of the raid a cut or the remainder may go to. */
export interface TargetRecord {
  id: number;
  name: string;
}

function TargetOptions({ records }: { records: readonly TargetRecord[] }) {
  const t = useT();
  if (records.length === 0) return null;
  return (
    <optgroup label={t('gdkp.rules.players')}>
      {records.map((record) => (
        <option key={record.id} value={`record:${record.id}`}>
          {record.name}
        </option>
      ))}
    </optgroup>
  );
}

function PercentField({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <Form.Group controlId={id} className="gdkp-rules-field">
      <Form.Label>{label}</Form.Label>
      <div className="input-group">
        <Form.Control
          inputMode="decimal"
          value={value}
          isInvalid={invalid}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="input-group-text">%</span>
      </div>
      {invalid && <div className="invalid-feedback d-block">{t('gdkp.rules.percentInvalid')}</div>}
    </Form.Group>
  );
}

function ExtraCutRow({
  index,
  cut,
  errors,
  records,
  onChange,
  onRemove,
}: {
  index: number;
  cut: ExtraCutDraft;
  errors: Set<string>;
  records: readonly TargetRecord[];
  onChange: (cut: ExtraCutDraft) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const id = useId();
  const amountInvalid = errors.has(`extraCut.${index}.amount`);
  return (
    <li className="gdkp-cut-row">
      <Form.Group controlId={`${id}-label`}>
        <Form.Label>{t('gdkp.rules.cutLabel')}</Form.Label>
        <Form.Control
          value={cut.label}
          maxLength={40}
          isInvalid={errors.has(`extraCut.${index}.label`)}
          onChange={(event) => onChange({ ...cut, label: event.target.value })}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-kind`}>
        <Form.Label>{t('gdkp.rules.cutKind')}</Form.Label>
        <Form.Select
          value={cut.kind}
          onChange={(event) =>
            onChange({ ...cut, kind: event.target.value === 'fixed' ? 'fixed' : 'percent' })
          }
        >
          <option value="percent">{t('gdkp.rules.kindPercent')}</option>
          <option value="fixed">{t('gdkp.rules.kindFixed')}</option>
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-amount`}>
        <Form.Label>{t(cut.kind === 'percent' ? 'gdkp.rules.cutPercent' : 'gdkp.rules.cutGold')}</Form.Label>
        <Form.Control
          inputMode={cut.kind === 'percent' ? 'decimal' : 'numeric'}
          value={cut.amount}
          isInvalid={amountInvalid}
          onChange={(event) => onChange({ ...cut, amount: event.target.value })}
        />
      </Form.Group>
      <Form.Group controlId={`${id}-to`}>
        <Form.Label>{t('gdkp.rules.cutTo')}</Form.Label>
        <Form.Select value={cut.to} onChange={(event) => onChange({ ...cut, to: event.target.value })}>
          <optgroup label={t('gdkp.rules.roles')}>
            <option value="role:tank">{t('gdkp.rules.toTanks')}</option>
            <option value="role:healer">{t('gdkp.rules.toHealers')}</option>
            <option value="role:banker">{t('gdkp.rules.toBanker')}</option>
          </optgroup>
          <TargetOptions records={records} />
        </Form.Select>
      </Form.Group>
      <button
        type="button"
        className="btn btn-outline-danger gdkp-cut-remove"
        aria-label={t('gdkp.rules.removeCut', { label: cut.label || index + 1 })}
        onClick={onRemove}
      >
        <CrossIcon size={16} />
      </button>
    </li>
  );
}

/**
 * The fields of a split's rules (SPEC, issue 29): used by the raid's rules dialog and by the Discord server's
 * defaults in Settings, where no record of a raid can be named (`records` empty).
 */
export function RulesFields({
  draft,
  records,
  onChange,
}: {
  draft: RulesDraft;
  records: readonly TargetRecord[];
  onChange: (draft: RulesDraft) => void;
}) {
  const t = useT();
  const id = useId();
  const errors = draftErrors(draft);
  const set = <K extends keyof RulesDraft>(key: K, value: RulesDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const setCut = (index: number, cut: ExtraCutDraft) =>
    set(
      'extraCuts',
      draft.extraCuts.map((each, at) => (at === index ? cut : each)),
    );
  return (
    <div className="gdkp-rules">
      <div className="gdkp-rules-grid">
        <PercentField
          label={t('gdkp.rules.organizerCut')}
          value={draft.organizerCut}
          invalid={errors.has('organizerCut')}
          onChange={(value) => set('organizerCut', value)}
        />
        <Form.Group controlId={`${id}-minimum`} className="gdkp-rules-field">
          <Form.Label>{t('gdkp.rules.minimumSpend')}</Form.Label>
          <div className="input-group">
            <Form.Control
              inputMode="numeric"
              value={draft.minimumSpend}
              isInvalid={errors.has('minimumSpend')}
              aria-describedby={`${id}-minimum-hint`}
              onChange={(event) => set('minimumSpend', event.target.value)}
            />
            <span className="input-group-text">{t('gdkp.goldUnit')}</span>
          </div>
          <Form.Text id={`${id}-minimum-hint`}>{t('gdkp.rules.minimumHint')}</Form.Text>
        </Form.Group>
        <Form.Group controlId={`${id}-shortfall`} className="gdkp-rules-field">
          <Form.Label>{t('gdkp.rules.shortfall')}</Form.Label>
          <Form.Select
            value={draft.shortfall}
            onChange={(event) => set('shortfall', event.target.value === 'owed' ? 'owed' : 'pot')}
          >
            <option value="pot">{t('gdkp.rules.shortfallPot')}</option>
            <option value="owed">{t('gdkp.rules.shortfallOwed')}</option>
          </Form.Select>
        </Form.Group>
        <PercentField
          label={t('gdkp.rules.lateForfeit')}
          value={draft.lateForfeit}
          invalid={errors.has('lateForfeit')}
          onChange={(value) => set('lateForfeit', value)}
        />
        <PercentField
          label={t('gdkp.rules.leftEarlyForfeit')}
          value={draft.leftEarlyForfeit}
          invalid={errors.has('leftEarlyForfeit')}
          onChange={(value) => set('leftEarlyForfeit', value)}
        />
        <Form.Group controlId={`${id}-bench`} className="gdkp-rules-field">
          <Form.Label>{t('gdkp.rules.bench')}</Form.Label>
          <Form.Select
            value={draft.bench}
            onChange={(event) => set('bench', shareValue(event.target.value) ?? 'none')}
          >
            <option value="full">{t('gdkp.share.full')}</option>
            <option value="half">{t('gdkp.share.half')}</option>
            <option value="none">{t('gdkp.share.none')}</option>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-rounding`} className="gdkp-rules-field">
          <Form.Label>{t('gdkp.rules.rounding')}</Form.Label>
          <Form.Select
            value={draft.rounding}
            onChange={(event) => set('rounding', roundingValue(event.target.value))}
          >
            <option value={10_000}>{t('gdkp.rules.roundGold')}</option>
            <option value={100}>{t('gdkp.rules.roundSilver')}</option>
            <option value={1}>{t('gdkp.rules.roundCopper')}</option>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-remainder`} className="gdkp-rules-field">
          <Form.Label>{t('gdkp.rules.remainderTo')}</Form.Label>
          <Form.Select value={draft.remainderTo} onChange={(event) => set('remainderTo', event.target.value)}>
            <option value="role:organizer">{t('gdkp.rules.toOrganizer')}</option>
            <option value="role:banker">{t('gdkp.rules.toBanker')}</option>
            <TargetOptions records={records} />
          </Form.Select>
        </Form.Group>
      </div>
      <Form.Check
        id={`${id}-hidden`}
        className="mt-3"
        type="switch"
        label={t('gdkp.rules.hidden')}
        checked={draft.hiddenFromVisitors}
        onChange={(event) => set('hiddenFromVisitors', event.target.checked)}
      />
      <fieldset className="gdkp-cuts">
        <legend className="h6">{t('gdkp.rules.extraCuts')}</legend>
        {draft.extraCuts.length === 0 ? (
          <p className="text-body-secondary small mb-2">{t('gdkp.rules.noExtraCuts')}</p>
        ) : (
          <ol className="gdkp-cut-list">
            {draft.extraCuts.map((cut, index) => (
              <ExtraCutRow
                // The rows have no identity of their own; they are added at the end and removed in place.
                key={index}
                index={index}
                cut={cut}
                errors={errors}
                records={records}
                onChange={(next) => setCut(index, next)}
                onRemove={() =>
                  set(
                    'extraCuts',
                    draft.extraCuts.filter((_, at) => at !== index),
                  )
                }
              />
            ))}
          </ol>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={draft.extraCuts.length >= MAX_EXTRA_CUTS}
          onClick={() =>
            set('extraCuts', [
              ...draft.extraCuts,
              { label: '', kind: 'percent', amount: '0', to: 'role:tank' },
            ])
          }
        >
          <PlusIcon size={14} />
          <span>{t('gdkp.rules.addCut')}</span>
        </button>
      </fieldset>
    </div>
  );
}

export function shareValue(value: string): 'full' | 'half' | 'none' | null {
  return value === 'full' || value === 'half' || value === 'none' ? value : null;
}

function roundingValue(value: string): 1 | 100 | 10_000 {
  if (value === '1') return 1;
  if (value === '100') return 100;
  return 10_000;
}
