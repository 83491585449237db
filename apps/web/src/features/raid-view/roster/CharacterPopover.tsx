import { encounterTableScrolls, ENCOUNTER_TABLE } from '@raid/domain/rules/interfaceConstants';
import { rarityStyle } from '@raid/domain/rules/rarity';
import { logsFigure } from '@raid/domain/rules/requirements';
import type { RaidRecord } from '@raid/domain/schemas/record';
import { useEffect, useRef } from 'react';
import { Alert, Button, Form, Overlay, Popover, Spinner } from 'react-bootstrap';
import { useT } from '../../../i18n/useT.js';
import { errorText } from '../../../api/errorText.js';
import { useCharInfo, useRequestChange } from '../../../api/changeRequests.js';
import { useSetSpec } from '../../../api/records.js';
import { Dropdown } from '../../../ui/dropdown/Dropdown.js';
import { namedOptions } from '../../../ui/dropdown/catalogueOptions.js';
import { useToast } from '../../../app/toasts/toastContext.js';
import { specName, type Catalogue } from './catalogue.js';
import { SavedUntil } from '../../../ui/lockouts/SavedUntil.js';

interface CharacterPopoverProps {
  raidId: number;
  record: RaidRecord;
  target: HTMLElement;
  catalogue: Catalogue;
  gearScore: boolean;
  /** The spec may change while the raid is neither archived nor canceled. */
  canChangeSpec: boolean;
  onHide: () => void;
}

/** Keep the popover inside the window, not merely inside the scrollable page. */
const popperConfig = {
  modifiers: [
    { name: 'preventOverflow', options: { rootBoundary: 'viewport' as const, altAxis: true, padding: 8 } },
    { name: 'flip', options: { rootBoundary: 'viewport' as const, padding: 8 } },
  ],
};

function LogValue({ value }: { value: number | null }) {
  const figure = logsFigure(value);
  if (figure === null) return <span className="text-body-secondary">–</span>;
  const style = rarityStyle(figure);
  return (
    <span className="log-value" style={{ background: style.background, color: style.color }}>
      {figure}
    </span>
  );
}

/** The leader's look at one sign-up (SPEC section 2 "Character popover"): logs, encounters, spec, answers. */
export function CharacterPopover(props: CharacterPopoverProps) {
  const { record, catalogue } = props;
  const t = useT();
  const info = useCharInfo({ raid: props.raidId, char: record.charID, spec: record.specID }, true);
  const setSpec = useSetSpec(props.raidId);
  const requestChange = useRequestChange(props.raidId);
  const toast = useToast();
  // The leader's own record names the raid's character; it changes with the raid's parameters instead.
  const canRequest = props.canChangeSpec && !record.leader;
  const request = (newChar: number) =>
    requestChange.mutate(
      { char: record.charID, newChar },
      { onSuccess: () => toast({ variant: 'success', text: t('roster.requestSent') }) },
    );
  const specs = catalogue.classOf(record.class)?.specs ?? [];
  const ru = catalogue.language === 'ru';
  const popoverId = `char-popover-${record.id}`;
  const { target, onHide } = props;

  // Keyboard users land in the popover (its spec choice and scrolling table), and return to the card after.
  useEffect(() => {
    const timer = setTimeout(() => document.getElementById(popoverId)?.focus({ preventScroll: true }), 0);
    return () => clearTimeout(timer);
  }, [popoverId]);
  // Popper measures the popover when it opens; once the answer fills it, it is placed again to stay in view.
  const reposition = useRef<(() => void) | undefined>(undefined);
  useEffect(() => reposition.current?.(), [info.status, info.dataUpdatedAt]);
  const hide = () => {
    onHide();
    target.focus({ preventScroll: true });
  };

  let body;
  if (info.isPending) {
    body = (
      <div className="char-popover-loading">
        <Spinner size="sm" animation="border" role="status">
          <span className="visually-hidden">{t('app.loading')}</span>
        </Spinner>
      </div>
    );
  } else if (info.isError) {
    body = <Alert variant="danger">{errorText(info.error, catalogue.language, t)}</Alert>;
  } else {
    const data = info.data;
    const zones = new Set(data.encounterLogs.map((entry) => entry.zone));
    const scrolls = encounterTableScrolls(data.encounterLogs.length, zones.size > 1);
    // Warcraft Logs ranks a healer by healing, everyone else by damage (the sign-up check's metric).
    const metric = record.role === 2 ? 'HPS' : 'DPS';
    const otherChars = data.chars.filter((char) => char.id !== record.charID);
    body = (
      <>
        <dl className="char-popover-summary">
          <div>
            <dt>{t('roster.logsHeadline', { metric })}</dt>
            <dd>
              <LogValue value={data.log} />
            </dd>
          </div>
          <div>
            <dt>{t(props.gearScore ? 'roster.gearScore' : 'roster.ilvl')}</dt>
            <dd>{data.ilvl ?? '–'}</dd>
          </div>
        </dl>
        <p className="small text-body-secondary mb-2">{t('roster.figuresNote', { metric })}</p>
        {record.savedUntil && (
          <p className="mb-2">
            <SavedUntil until={record.savedUntil} />
          </p>
        )}
        {data.encounterLogs.length > 0 ? (
          <div
            className="encounter-table-wrap"
            style={scrolls ? { maxHeight: ENCOUNTER_TABLE.maxHeightPx, overflowY: 'auto' } : undefined}
            tabIndex={scrolls ? 0 : undefined}
            role={scrolls ? 'region' : undefined}
            aria-label={scrolls ? t('roster.encounters') : undefined}
          >
            <table className="table table-sm encounter-table">
              <caption className="visually-hidden">{t('roster.encounters')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('roster.encounter')}</th>
                  <th scope="col" className="text-end">
                    {t('roster.encounterLogs')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('roster.kills')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.encounterLogs.map((entry) => (
                  <tr key={`${entry.zone}-${entry.encounter}`}>
                    <td>{ru ? entry.encounterName : entry.encounterNameEng}</td>
                    <td className="text-end">
                      <LogValue value={entry.log} />
                    </td>
                    <td className="text-end">{entry.kills}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-body-secondary small mb-2">{t('roster.noEncounters')}</p>
        )}
        {otherChars.length > 0 && (
          <div className="char-popover-section">
            <h3>{t('roster.otherChars')}</h3>
            <ul>
              {otherChars.map((char) => (
                <li key={char.id}>
                  {char.name}{' '}
                  <span className="text-body-secondary">
                    {char.slot && char.slot > 0
                      ? t('roster.inSlot', { slot: char.slot })
                      : char.recorded
                        ? t('roster.inList')
                        : t('roster.notSignedUp')}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {canRequest && (
          <div className="char-popover-section">
            <h3>{t('roster.requestChange')}</h3>
            <div className="d-flex flex-wrap gap-1">
              {otherChars.map((char) => (
                <Button
                  key={char.id}
                  size="sm"
                  variant="outline-secondary"
                  disabled={requestChange.isPending}
                  onClick={() => request(char.id)}
                >
                  {t('roster.requestSwitch', { name: char.name })}
                </Button>
              ))}
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={requestChange.isPending}
                onClick={() => request(0)}
              >
                {t('roster.requestAdd')}
              </Button>
            </div>
            {requestChange.isError && (
              <Form.Text className="text-danger">
                {errorText(requestChange.error, catalogue.language, t)}
              </Form.Text>
            )}
          </div>
        )}
        {data.questions.length > 0 && (
          <div className="char-popover-section">
            <h3>{t('roster.answers')}</h3>
            <dl className="char-popover-answers">
              {data.questions.map((entry) => (
                <div key={entry.question}>
                  <dt>{entry.question}</dt>
                  <dd>{entry.answer || '–'}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </>
    );
  }

  return (
    <Overlay target={target} show placement="auto" rootClose onHide={hide} flip popperConfig={popperConfig}>
      {(injected) => {
        reposition.current = injected.popper.scheduleUpdate;
        return (
          <Popover
            {...injected}
            className="char-popover"
            id={popoverId}
            // Bootstrap draws a popover as a tooltip; this one holds a choice and buttons, so it is a dialog
            // (non-modal: focus moves in, Escape or a click outside closes it and focus returns to the card).
            role="dialog"
            tabIndex={-1}
            aria-labelledby={`${popoverId}-title`}
          >
            <Popover.Header as="h2" id={`${popoverId}-title`}>
              {record.charName} <span className="char-popover-spec">{specName(catalogue, record)}</span>
            </Popover.Header>
            <Popover.Body>
              {props.canChangeSpec && specs.length > 1 && (
                <div className="char-popover-spec-choice">
                  <Dropdown
                    id={`spec-${record.id}`}
                    label={t('roster.spec')}
                    options={namedOptions(specs, catalogue.language)}
                    // The choice shows at once; the record carries it once the roster has reloaded.
                    value={setSpec.isPending ? setSpec.variables.spec : record.specID}
                    disabled={setSpec.isPending}
                    onChange={(spec) => {
                      if (spec !== null) setSpec.mutate({ record: record.id, spec });
                    }}
                  />
                  {setSpec.isError && (
                    <Form.Text className="text-danger">
                      {errorText(setSpec.error, catalogue.language, t)}
                    </Form.Text>
                  )}
                </div>
              )}
              {body}
            </Popover.Body>
          </Popover>
        );
      }}
    </Overlay>
  );
}
