import type { GdkpLedgerAnswer } from '@raid/domain/schemas/gdkp';
import { describe, expect, it } from 'vitest';
import { expansionCatalogue } from '@raid/domain/catalogue/expansions';
import { createRaid } from '../../testing/factories.js';
import { gdkpPost, gdkpRaidScene, readLedger, type GdkpRaidScene } from '../../testing/gdkpScene.js';
import { useTestApp } from '../../testing/testApp.js';

const t = useTestApp();
const GOLD = 10_000;

const sell = (scene: GdkpRaidScene, cookie: string, fields: Record<string, unknown> = {}) =>
  gdkpPost(t, '/api/gdkpSale', cookie, {
    raid: scene.raid.id,
    itemName: 'Shadowmourne',
    buyerRecord: scene.playerRecord.id,
    priceGold: 1000,
    ...fields,
  });

const ulduarZoneId = () =>
  expansionCatalogue('wotlk').zones.find((zone) => zone.nameEng === 'Ulduar')?.id ?? 0;

const historyOf = (raidId: number) =>
  t.deps.db
    .selectFrom('history')
    .select(['event', 'user_id', 'prev_char_name', 'next_char_name', 'misc', 'misc2', 'text'])
    .where('raid_id', '=', raidId)
    .where('event', 'like', 'gdkp%')
    .orderBy('id')
    .execute();

describe('recording sales', () => {
  it('records a sale by the leader, names the buyer by their record, and writes it in the history', async () => {
    const scene = await gdkpRaidScene(t);
    const answer = await sell(scene, scene.leader.cookie, { itemId: 49623, priceGold: 12_345 });
    expect(answer.statusCode).toBe(200);
    const ledger = answer.json<GdkpLedgerAnswer>();
    expect(ledger.sales).toEqual([
      expect.objectContaining({
        itemName: 'Shadowmourne',
        itemId: 49623,
        itemUrl: expect.stringContaining('49623'),
        buyerRecord: scene.playerRecord.id,
        buyerName: scene.player.character.name,
        buyerKey: `r:${scene.playerRecord.id}`,
        priceGold: 12_345,
        createdBy: expect.objectContaining({ id: scene.leader.id }),
      }),
    ]);
    expect(ledger.split.potCopper).toBe(12_345 * GOLD);
    expect(ledger.version).toBe(1);
    expect(ledger.can).toEqual({ record: true, manage: true });
    expect(await historyOf(scene.raid.id)).toEqual([
      expect.objectContaining({
        event: 'gdkpSale',
        user_id: scene.leader.id,
        next_char_name: scene.player.character.name,
        misc: null,
      }),
    ]);
    const [entry] = await historyOf(scene.raid.id);
    expect(JSON.parse(entry?.misc2 ?? '')).toMatchObject({ itemName: 'Shadowmourne', priceGold: 12_345 });
  });

  it('lets a named banker record, and refuses a player of the raid', async () => {
    const scene = await gdkpRaidScene(t);
    expect((await sell(scene, scene.banker.cookie)).statusCode).toBe(200);
    const refused = await sell(scene, scene.player.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'gdkpNotAllowed' });
    const { body } = await readLedger(t, scene.raid.id, scene.banker.cookie);
    expect(body.sales).toHaveLength(1);
    expect(body.can).toEqual({ record: true, manage: false });
  });

  it('keeps a buyer from outside the raid as free text, and refuses a record of another raid', async () => {
    const scene = await gdkpRaidScene(t);
    const other = await gdkpRaidScene(t);
    const outside = await sell(scene, scene.leader.cookie, { buyerRecord: undefined, buyerName: 'Pugbuyer' });
    expect(outside.json<GdkpLedgerAnswer>().sales[0]).toMatchObject({
      buyerRecord: null,
      buyerName: 'Pugbuyer',
      buyerKey: 'n:pugbuyer',
    });
    expect(outside.json<GdkpLedgerAnswer>().participants).toContainEqual(
      expect.objectContaining({ key: 'n:pugbuyer', place: 'outside' }),
    );
    const foreign = await sell(scene, scene.leader.cookie, { buyerRecord: other.playerRecord.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'gdkpBuyerNotInRaid' });
  });

  it('edits and deletes a sale, each in the history with the old and new values', async () => {
    const scene = await gdkpRaidScene(t);
    const added = (await sell(scene, scene.leader.cookie)).json<GdkpLedgerAnswer>();
    const id = added.sales[0]?.id;
    const edited = await gdkpPost(t, '/api/gdkpSaleEdit', scene.banker.cookie, {
      id,
      itemName: 'Shadowmourne',
      buyerRecord: scene.bankerRecord.id,
      priceGold: 1500,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<GdkpLedgerAnswer>().sales[0]).toMatchObject({
      priceGold: 1500,
      buyerRecord: scene.bankerRecord.id,
    });
    const deleted = await gdkpPost(t, '/api/gdkpSaleDelete', scene.leader.cookie, { id });
    expect(deleted.json<GdkpLedgerAnswer>().sales).toEqual([]);
    expect(deleted.json<GdkpLedgerAnswer>().version).toBe(3);
    const again = await gdkpPost(t, '/api/gdkpSaleDelete', scene.leader.cookie, { id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'gdkpSaleNotFound' });

    const history = await historyOf(scene.raid.id);
    expect(history.map((entry) => entry.event)).toEqual(['gdkpSale', 'gdkpSaleEdit', 'gdkpSaleDelete']);
    const edit = history[1];
    expect(edit?.prev_char_name).toBe(scene.player.character.name);
    expect(edit?.next_char_name).toBe(scene.banker.character.name);
    expect(JSON.parse(edit?.misc ?? '')).toMatchObject({ priceGold: 1000 });
    expect(JSON.parse(edit?.misc2 ?? '')).toMatchObject({ priceGold: 1500 });
    expect(JSON.parse(history[2]?.misc ?? '')).toMatchObject({ priceGold: 1500 });
  });

  it('refuses a raid whose loot system is not GDKP', async () => {
    const scene = await gdkpRaidScene(t, { loot_system: 1 });
    const refused = await sell(scene, scene.leader.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'gdkpNotBidding' });
    expect((await readLedger(t, scene.raid.id)).body).toMatchObject({ code: 'gdkpNotBidding' });
  });

  it('keeps both sales of two bankers recording at once, and the pot exact', async () => {
    const scene = await gdkpRaidScene(t);
    await gdkpPost(t, '/api/gdkpBankers', scene.leader.cookie, {
      raid: scene.raid.id,
      users: [scene.banker.id, scene.player.id],
    });
    const prices = [1111, 2222, 3333, 4444, 5555, 6666];
    const answers = await Promise.all(
      prices.map((priceGold, index) =>
        sell(scene, index % 2 === 0 ? scene.banker.cookie : scene.player.cookie, { priceGold }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(prices.map(() => 200));
    const { body } = await readLedger(t, scene.raid.id);
    expect(body.sales.map((sale) => sale.priceGold).sort()).toEqual(prices);
    expect(body.split.potCopper).toBe(prices.reduce((sum, price) => sum + price, 0) * GOLD);
    // One version per change, none lost: the bankers change and the six sales.
    expect(body.version).toBe(1 + prices.length);
    const versions = answers.map((answer) => answer.json<GdkpLedgerAnswer>().version).sort((a, b) => a - b);
    expect(versions).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('refuses a sale past 500 in one raid', async () => {
    const scene = await gdkpRaidScene(t);
    await t.deps.db
      .insertInto('gdkp_sales')
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          raid_id: scene.raid.id,
          item_name: `Item ${index}`,
          buyer_name: 'Someone',
          price_gold: 1,
        })),
      )
      .execute();
    const refused = await sell(scene, scene.leader.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'gdkpTooManySales' });
  });
});

describe('rules, overrides and marks', () => {
  it('lets the leader alone set the rules, and the split follows them', async () => {
    const scene = await gdkpRaidScene(t);
    await sell(scene, scene.leader.cookie, { priceGold: 10_000 });
    const { body: before } = await readLedger(t, scene.raid.id);
    const rules = { ...before.rules, organizerCutBp: 2_000 };
    const refused = await gdkpPost(t, '/api/gdkpRules', scene.banker.cookie, { raid: scene.raid.id, rules });
    expect(refused.statusCode).toBe(403);
    const set = await gdkpPost(t, '/api/gdkpRules', scene.leader.cookie, { raid: scene.raid.id, rules });
    expect(set.statusCode).toBe(200);
    const ledger = set.json<GdkpLedgerAnswer>();
    expect(ledger.rules.organizerCutBp).toBe(2_000);
    expect(ledger.split.organizerCutCopper).toBe(2_000 * GOLD);
    const [entry] = (await historyOf(scene.raid.id)).filter((row) => row.event === 'gdkpRules');
    expect(JSON.parse(entry?.misc ?? '').organizerCutBp).toBe(before.rules.organizerCutBp);
    expect(JSON.parse(entry?.misc2 ?? '').organizerCutBp).toBe(2_000);
  });

  it('takes a half share override and a paid mark, each in the history', async () => {
    const scene = await gdkpRaidScene(t);
    await sell(scene, scene.leader.cookie, { priceGold: 9_000 });
    const half = await gdkpPost(t, '/api/gdkpParticipant', scene.banker.cookie, {
      raid: scene.raid.id,
      record: scene.playerRecord.id,
      share: 'half',
      forfeit: null,
    });
    expect(half.statusCode).toBe(200);
    const ledger = half.json<GdkpLedgerAnswer>();
    const weight = (key: string) => ledger.split.players.find((player) => player.key === key)?.weightBp;
    expect(weight(`r:${scene.playerRecord.id}`)).toBe(5_000);
    expect(weight(`r:${scene.bankerRecord.id}`)).toBe(10_000);

    const key = `r:${scene.bankerRecord.id}`;
    const paid = await gdkpPost(t, '/api/gdkpPaid', scene.banker.cookie, {
      raid: scene.raid.id,
      key,
      paid: true,
    });
    expect(paid.json<GdkpLedgerAnswer>().paid).toEqual([
      expect.objectContaining({ key, by: scene.banker.id }),
    ]);
    const unpaid = await gdkpPost(t, '/api/gdkpPaid', scene.banker.cookie, {
      raid: scene.raid.id,
      key,
      paid: false,
    });
    expect(unpaid.json<GdkpLedgerAnswer>().paid).toEqual([]);
    expect((await historyOf(scene.raid.id)).map((row) => [row.event, row.misc2])).toEqual([
      ['gdkpSale', expect.any(String)],
      ['gdkpParticipant', JSON.stringify({ share: 'half', forfeit: null })],
      ['gdkpPaid', 'paid'],
      ['gdkpPaid', 'unpaid'],
    ]);
  });

  it('starts a new ledger with its Discord server defaults', async () => {
    const scene = await gdkpRaidScene(t);
    const { body } = await readLedger(t, scene.raid.id);
    await t.deps.db
      .insertInto('gdkp_defaults')
      .values({
        guild_id: scene.raid.discord_server,
        rules: JSON.stringify({ ...body.rules, minimumSpendGold: 5_000 }),
      })
      .execute();
    const fresh = await createRaid(
      t.deps.db,
      { userId: scene.leader.id, charId: scene.leader.character.id },
      {
        loot_system: 2,
        discord_server: scene.raid.discord_server,
        date: new Date(Date.now() + 5 * 86_400_000),
      },
    );
    expect((await readLedger(t, fresh.id)).body.rules.minimumSpendGold).toBe(5_000);
    const sale = await gdkpPost(t, '/api/gdkpSale', scene.leader.cookie, {
      raid: fresh.id,
      itemName: 'Deathbringer’s Will',
      buyerName: 'Someone',
      priceGold: 100,
    });
    expect(sale.json<GdkpLedgerAnswer>().rules.minimumSpendGold).toBe(5_000);
  });
});

describe('closing the ledger', () => {
  it('refuses every write once closed, takes paid marks, and reopens with a reason in the history', async () => {
    const scene = await gdkpRaidScene(t);
    const sold = (await sell(scene, scene.leader.cookie)).json<GdkpLedgerAnswer>();
    const saleId = sold.sales[0]?.id;
    const bankerClose = await gdkpPost(t, '/api/gdkpClose', scene.banker.cookie, { raid: scene.raid.id });
    expect(bankerClose.statusCode).toBe(403);
    const closed = await gdkpPost(t, '/api/gdkpClose', scene.leader.cookie, { raid: scene.raid.id });
    expect(closed.json<GdkpLedgerAnswer>().closed).toEqual({ at: expect.any(String), by: scene.leader.id });

    const refusals = await Promise.all([
      sell(scene, scene.banker.cookie),
      gdkpPost(t, '/api/gdkpSaleEdit', scene.banker.cookie, {
        id: saleId,
        itemName: 'X',
        buyerName: 'Y',
        priceGold: 1,
      }),
      gdkpPost(t, '/api/gdkpSaleDelete', scene.leader.cookie, { id: saleId }),
      gdkpPost(t, '/api/gdkpRules', scene.leader.cookie, { raid: scene.raid.id, rules: sold.rules }),
      gdkpPost(t, '/api/gdkpBankers', scene.leader.cookie, { raid: scene.raid.id, users: [] }),
      gdkpPost(t, '/api/gdkpClose', scene.leader.cookie, { raid: scene.raid.id }),
    ]);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(refusal.json()).toMatchObject({ code: 'gdkpClosed' });
    }
    const mark = await gdkpPost(t, '/api/gdkpPaid', scene.banker.cookie, {
      raid: scene.raid.id,
      key: `r:${scene.playerRecord.id}`,
      paid: true,
    });
    expect(mark.statusCode).toBe(200);
    expect((await readLedger(t, scene.raid.id)).body.sales).toHaveLength(1);

    const reopened = await gdkpPost(t, '/api/gdkpReopen', scene.leader.cookie, {
      raid: scene.raid.id,
      reason: 'Forgot the last boss',
    });
    expect(reopened.json<GdkpLedgerAnswer>().closed).toBeNull();
    expect((await sell(scene, scene.banker.cookie)).statusCode).toBe(200);
    expect(await historyOf(scene.raid.id)).toContainEqual(
      expect.objectContaining({
        event: 'gdkpReopen',
        text: 'Forgot the last boss',
        user_id: scene.leader.id,
      }),
    );
  });

  it('keeps the sales of a canceled raid', async () => {
    const scene = await gdkpRaidScene(t);
    await sell(scene, scene.leader.cookie, { priceGold: 777 });
    const canceled = await gdkpPost(t, '/api/refreshRaid', scene.leader.cookie, {
      id: scene.raid.id,
      canceled: 1,
      reason: 'Server down',
    });
    expect(canceled.statusCode).toBe(200);
    const { body } = await readLedger(t, scene.raid.id);
    expect(body.sales.map((sale) => sale.priceGold)).toEqual([777]);
    expect(body.split.potCopper).toBe(777 * GOLD);
  });
});

describe('import and export', () => {
  it('imports a Gargul export, matching buyers who name a character of the raid', async () => {
    const scene = await gdkpRaidScene(t);
    const text = [
      'Item,Player,Gold,Wowheadlink',
      `Shadowmourne,${scene.player.character.name},12000,https://www.wowhead.com/wotlk/item=49623`,
      // Gargul's realm-qualified winner is matched by the name alone, whatever its case.
      `Deathbringer's Will,${scene.banker.character.name.toUpperCase()}-Everlook,800,https://www.wowhead.com/wotlk/item=50363`,
      'Invincible,Pugbuyer,30000,https://www.wowhead.com/wotlk/item=50818',
    ].join('\n');
    const imported = await gdkpPost(t, '/api/gdkpImport', scene.banker.cookie, { raid: scene.raid.id, text });
    expect(imported.statusCode).toBe(200);
    const answer = imported.json<{
      ledger: GdkpLedgerAnswer;
      imported: number;
      matched: number;
      unmatched: string[];
    }>();
    expect(answer).toMatchObject({ imported: 3, matched: 2, unmatched: ['Pugbuyer'] });
    expect(
      answer.ledger.sales.map((sale) => [sale.itemId, sale.buyerRecord, sale.buyerName, sale.priceGold]),
    ).toEqual([
      [49623, scene.playerRecord.id, scene.player.character.name, 12_000],
      [50363, scene.bankerRecord.id, scene.banker.character.name, 800],
      [50818, null, 'Pugbuyer', 30_000],
    ]);
    expect(answer.ledger.split.potCopper).toBe(42_800 * GOLD);
    expect((await historyOf(scene.raid.id)).map((entry) => entry.event)).toEqual([
      'gdkpSale',
      'gdkpSale',
      'gdkpSale',
    ]);

    const unreadable = await gdkpPost(t, '/api/gdkpImport', scene.banker.cookie, {
      raid: scene.raid.id,
      text: 'Item,Player,Gold\nShadowmourne,Arthas,lots',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ code: 'gdkpImportUnreadable', line: 2 });
    expect((await readLedger(t, scene.raid.id)).body.sales).toHaveLength(3);
  });

  it("records a boss of the raid's zones, refuses one of another zone, and names it in the CSV", async () => {
    const scene = await gdkpRaidScene(t);
    const lichKing = 856; // Icecrown Citadel, the scene's zone
    const flameLeviathan = 744; // Ulduar
    const recorded = await sell(scene, scene.leader.cookie, { boss: lichKing });
    expect(recorded.statusCode).toBe(200);
    const [sale] = recorded.json<GdkpLedgerAnswer>().sales;
    expect(sale?.boss).toBe(lichKing);
    const [entry] = await historyOf(scene.raid.id);
    expect(JSON.parse(entry?.misc2 ?? '')).toMatchObject({ boss: lichKing });

    const refused = await sell(scene, scene.leader.cookie, { boss: flameLeviathan });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'gdkpBossNotInRaid',
      issues: [{ path: 'boss' }],
      error: expect.stringContaining('boss'),
    });
    const edit = (boss: number) =>
      gdkpPost(t, '/api/gdkpSaleEdit', scene.leader.cookie, {
        id: sale?.id,
        itemName: 'Shadowmourne',
        buyerRecord: scene.playerRecord.id,
        priceGold: 1000,
        boss,
      });
    expect((await edit(flameLeviathan)).json()).toMatchObject({ code: 'gdkpBossNotInRaid' });

    // A second zone widens the list.
    await t.deps.db
      .updateTable('raids')
      .set({ zone2: ulduarZoneId() })
      .where('id', '=', scene.raid.id)
      .execute();
    const edited = await edit(flameLeviathan);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<GdkpLedgerAnswer>().sales[0]?.boss).toBe(flameLeviathan);

    const csv = await t.app.inject({ url: `/api/gdkpSalesCsv?subdomain=wotlk&raid=${scene.raid.id}` });
    expect(csv.body.split('\r\n')[1]).toMatch(/,1000,Flame Leviathan,/);
  });

  it('exports the sales and the payouts as CSV a spreadsheet reads back', async () => {
    const scene = await gdkpRaidScene(t);
    await sell(scene, scene.leader.cookie, {
      itemName: 'Thunderfury, Blessed Blade',
      itemId: 19019,
      priceGold: 4_000,
    });
    await sell(scene, scene.leader.cookie, {
      itemName: '=HYPERLINK("x")',
      buyerRecord: undefined,
      buyerName: 'Pugbuyer',
      priceGold: 2_000,
    });
    const csv = async (path: string) => {
      const answer = await t.app.inject({ url: `${path}?subdomain=wotlk&raid=${scene.raid.id}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="gdkp-\w+-\d+\.csv"$/);
      expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return answer.body.slice(1).split('\r\n');
    };
    const sales = await csv('/api/gdkpSalesCsv');
    expect(sales[0]).toBe('item,item_id,buyer,price_gold,boss,recorded_by,recorded_at');
    expect(sales[1]).toMatch(
      new RegExp(`^"Thunderfury, Blessed Blade",19019,${scene.player.character.name},4000,,`),
    );
    // A cell a spreadsheet would run as a formula is kept as text.
    expect(sales[2]).toMatch(/^"'=HYPERLINK\(""x""\)",,Pugbuyer,2000,,/);
    expect(sales).toHaveLength(4);

    const payouts = await csv('/api/gdkpPayoutsCsv');
    expect(payouts[0]).toBe('player,share_percent,share_gold,cuts_gold,spent_gold,shortfall_gold,net_gold');
    const { body } = await readLedger(t, scene.raid.id);
    const player = body.split.players.find((row) => row.key === `r:${scene.playerRecord.id}`);
    expect(payouts).toContain(
      [
        scene.player.character.name,
        100,
        (player?.shareCopper ?? 0) / GOLD,
        0,
        4_000,
        0,
        (player?.netCopper ?? 0) / GOLD,
      ].join(','),
    );
  });
});

describe('reading', () => {
  it('shows the ledger to a visitor unless the rules hide it from them', async () => {
    const scene = await gdkpRaidScene(t);
    await sell(scene, scene.leader.cookie);
    const visitor = await readLedger(t, scene.raid.id);
    expect(visitor.status).toBe(200);
    expect(visitor.body.can).toEqual({ record: false, manage: false });
    await gdkpPost(t, '/api/gdkpRules', scene.leader.cookie, {
      raid: scene.raid.id,
      rules: { ...visitor.body.rules, hiddenFromVisitors: true },
    });
    const hidden = await readLedger(t, scene.raid.id);
    expect(hidden.status).toBe(404);
    // Nor does the raid tell its pot.
    const raid = await t.app.inject({ url: `/api/raids?subdomain=wotlk&id=${scene.raid.id}` });
    expect(raid.json<{ data: Array<{ potCopper: number | null }> }>().data[0]?.potCopper).toBeNull();
    expect((await readLedger(t, scene.raid.id, scene.outsider.cookie)).status).toBe(200);
    const csv = await t.app.inject({ url: `/api/gdkpSalesCsv?raid=${scene.raid.id}&subdomain=wotlk` });
    expect(csv.statusCode).toBe(404);
  });

  it('shows the pot on the raid cards and the raid, null for other loot systems', async () => {
    const scene = await gdkpRaidScene(t);
    const plain = await gdkpRaidScene(t, { loot_system: 1 });
    await sell(scene, scene.leader.cookie, { priceGold: 2_500 });
    const cards = (await t.app.inject({ url: `/api/raids?subdomain=wotlk&user=${scene.leader.id}` })).json<{
      data: Array<{ id: number; potCopper: number | null }>;
    }>();
    expect(cards.data.find((card) => card.id === scene.raid.id)?.potCopper).toBe(2_500 * GOLD);
    const plainCards = (
      await t.app.inject({ url: `/api/raids?subdomain=wotlk&user=${plain.leader.id}` })
    ).json<{ data: Array<{ id: number; potCopper: number | null }> }>();
    expect(plainCards.data.find((card) => card.id === plain.raid.id)?.potCopper).toBeNull();
    const raid = (await t.app.inject({ url: `/api/raids?subdomain=wotlk&id=${scene.raid.id}` })).json<{
      data: Array<{ potCopper: number | null }>;
    }>();
    expect(raid.data[0]?.potCopper).toBe(2_500 * GOLD);
  });

  it('answers a player their GDKP history, and refuses someone else’s', async () => {
    const scene = await gdkpRaidScene(t);
    await sell(scene, scene.leader.cookie, { priceGold: 3_000 });
    const own = await t.app.inject({
      url: `/api/gdkpHistory?subdomain=wotlk&user=${scene.player.id}`,
      headers: { cookie: scene.player.cookie },
    });
    expect(own.statusCode).toBe(200);
    const rows = own.json<{ rows: Array<{ raid: number; spentCopper: number; receivedCopper: number }> }>()
      .rows;
    expect(rows).toEqual([expect.objectContaining({ raid: scene.raid.id, spentCopper: 3_000 * GOLD })]);
    // The default rules: 10 % to the organizer, the rest in three full shares, rounded down to gold.
    expect(rows[0]?.receivedCopper).toBe(900 * GOLD);
    // Another expansion's page lists its own raids only: this raid's page lives on the Wrath address.
    const elsewhere = await t.app.inject({
      url: `/api/gdkpHistory?subdomain=cata&user=${scene.player.id}`,
      headers: { cookie: scene.player.cookie },
    });
    expect(elsewhere.json<{ rows: unknown[] }>().rows).toEqual([]);
    const others = await t.app.inject({
      url: `/api/gdkpHistory?subdomain=wotlk&user=${scene.player.id}`,
      headers: { cookie: scene.outsider.cookie },
    });
    expect(others.statusCode).toBe(403);
  });
});
