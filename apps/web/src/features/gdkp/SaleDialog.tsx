import type { Boss } from '@raid/domain/catalogue/types';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useGdkpCall, type GdkpLedger, type GdkpSale } from '../../api/gdkp.js';

import { DialogShell } from '../../ui/DialogShell.js';
import { Dropdown } from '../../ui/dropdown/Dropdown.js';
import type { DropdownOption } from '../../ui/dropdown/dropdownOption.js';
import { parseGold } from '../../ui/gdkp/rulesDraft.js';
import { bossName } from './bossName.js';

const ITEM_NAME_MAX = 100;
const ITEM_ID = /^\d{1,9}$/;

interface SaleFormState {
  itemName: string;
  itemId: string;
  buyerRecord: number | null;
  buyerName: string;
  price: string;
  boss: number | null;
}

function initialState(sale: GdkpSale | null): SaleFormState {
  return {
    itemName: sale?.itemName ?? '',
    itemId: sale?.itemId === null || sale?.itemId === undefined ? '' : String(sale.itemId),
    buyerRecord: sale?.buyerRecord ?? null,
    buyerName: sale && sale.buyerRecord === null ? sale.buyerName : '',
    price: sale ? String(sale.priceGold) : '',
    boss: sale?.boss ?? null,
  };
}

const PLACE_ORDER = ['roster', 'bench', 'signUp', 'buyer', 'outside'] as const;

/** The raid's records a sale can name as its buyer: roster first, then bench, sign-ups and buyers. */
function buyerOptions(
  participants: GdkpLedger['participants'],
  placeLabel: (place: (typeof PLACE_ORDER)[number]) => string,
): DropdownOption<number>[] {
  return participants
    .filter((each) => each.recordId !== null)
    .sort(
      (a, b) => PLACE_ORDER.indexOf(a.place) - PLACE_ORDER.indexOf(b.place) || a.name.localeCompare(b.name),
    )
    .map((each) => ({ value: each.recordId ?? 0, label: each.name, badge: placeLabel(each.place) }));
}

/** Records a sale or edits one (leader and bankers): item, optional item id, buyer, price in whole gold. */
export function SaleDialog({
  raid,
  ledger,
  sale,
  bosses,
  onClose,
}: {
  raid: number;
  ledger: GdkpLedger;
  /** The bosses of the raid's zones in raid order (raidBosses), for the optional boss. */
  bosses: readonly Boss[];
  /** The sale to edit; null records a new one. */
  sale: GdkpSale | null;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const add = useGdkpCall(raid, '/api/gdkpSale');
  const edit = useGdkpCall(raid, '/api/gdkpSaleEdit');
  const saving = sale ? edit : add;
  const [form, setForm] = useState(() => initialState(sale));
  const [tried, setTried] = useState(false);
  const set = <K extends keyof SaleFormState>(key: K, value: SaleFormState[K]) =>
    setForm((old) => ({ ...old, [key]: value }));

  const itemName = form.itemName.trim();
  const buyerName = form.buyerName.trim();
  const price = parseGold(form.price);
  const invalid = {
    itemName: itemName.length === 0 || itemName.length > ITEM_NAME_MAX,
    itemId: form.itemId.trim() !== '' && !ITEM_ID.test(form.itemId.trim()),
    buyer: form.buyerRecord === null && (buyerName.length === 0 || buyerName.length > 40),
    price: price === null,
  };
  const valid = !Object.values(invalid).some(Boolean);
  const options = buyerOptions(ledger.participants, (place) => t(`gdkp.place.${place}`));
  const bossOptions: DropdownOption<number>[] = bosses.map((boss) => ({
    value: boss.id,
    label: bossName(boss, language),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid || price === null || saving.isPending) return;
    const payload = {
      itemName,
      ...(form.itemId.trim() ? { itemId: Number(form.itemId.trim()) } : {}),
      ...(form.buyerRecord !== null ? { buyerRecord: form.buyerRecord } : { buyerName }),
      priceGold: price,
      // Left out, the boss is none: an edit that clears it sends no boss.
      ...(form.boss !== null ? { boss: form.boss } : {}),
    };
    const done = { onSuccess: onClose };
    if (sale) edit.mutate({ id: sale.id, ...payload }, done);
    else add.mutate(payload, done);
  };

  return (
    <DialogShell
      title={t(sale ? 'gdkp.sale.editTitle' : 'gdkp.sale.addTitle')}
      titleId={`${id}-title`}
      className="gdkp-sale-dialog"
      onClose={onClose}
    >
      <Form onSubmit={submit} noValidate>
        <Modal.Body className="gdkp-sale-form">
          <Form.Group controlId={`${id}-item`}>
            <Form.Label>{t('gdkp.sale.item')}</Form.Label>
            <Form.Control
              value={form.itemName}
              maxLength={ITEM_NAME_MAX}
              autoFocus
              isInvalid={tried && invalid.itemName}
              onChange={(event) => set('itemName', event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{t('gdkp.sale.itemRequired')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`${id}-item-id`}>
            <Form.Label>{t('gdkp.sale.itemId')}</Form.Label>
            <Form.Control
              inputMode="numeric"
              value={form.itemId}
              isInvalid={tried && invalid.itemId}
              aria-describedby={`${id}-item-id-hint`}
              onChange={(event) => set('itemId', event.target.value)}
            />
            <Form.Text id={`${id}-item-id-hint`}>{t('gdkp.sale.itemIdHint')}</Form.Text>
          </Form.Group>
          <Dropdown
            id={`${id}-buyer`}
            label={t('gdkp.sale.buyer')}
            options={options}
            value={form.buyerRecord}
            emptyLabel={t('gdkp.sale.outsideBuyer')}
            onChange={(value) => set('buyerRecord', value)}
          />
          {form.buyerRecord === null && (
            <Form.Group controlId={`${id}-buyer-name`}>
              <Form.Label>{t('gdkp.sale.buyerName')}</Form.Label>
              <Form.Control
                value={form.buyerName}
                maxLength={40}
                isInvalid={tried && invalid.buyer}
                onChange={(event) => set('buyerName', event.target.value)}
              />
              <Form.Control.Feedback type="invalid">{t('gdkp.sale.buyerRequired')}</Form.Control.Feedback>
            </Form.Group>
          )}
          {bossOptions.length > 0 && (
            <Dropdown
              id={`${id}-boss`}
              label={t('gdkp.sale.boss')}
              options={bossOptions}
              value={form.boss}
              emptyLabel="—"
              onChange={(value) => set('boss', value)}
            />
          )}
          <Form.Group controlId={`${id}-price`}>
            <Form.Label>{t('gdkp.sale.price')}</Form.Label>
            <div className="input-group has-validation">
              <Form.Control
                inputMode="numeric"
                value={form.price}
                isInvalid={tried && invalid.price}
                onChange={(event) => set('price', event.target.value)}
              />
              <span className="input-group-text">{t('gdkp.goldUnit')}</span>
              <Form.Control.Feedback type="invalid">{t('gdkp.sale.priceInvalid')}</Form.Control.Feedback>
            </div>
          </Form.Group>
          {saving.isError && (
            <Alert variant="danger" className="mb-0">
              {errorText(saving.error, language, t)}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={saving.isPending}>
            {t(sale ? 'gdkp.sale.save' : 'gdkp.sale.add')}
          </Button>
        </Modal.Footer>
      </Form>
    </DialogShell>
  );
}
