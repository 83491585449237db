import { gameDataAnswer } from '@raid/domain/schemas/gameData';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../http/appInstance.js';
import { useTestApp } from '../../testing/testApp.js';

describe('GET /api/gameData', () => {
  let app: AppInstance;
  const test = useTestApp();

  beforeAll(async () => {
    app = test.app;
  });

  it('answers the current expansion on the bare host', async () => {
    const response = await app.inject({ url: '/api/gameData', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    const body = gameDataAnswer.parse(response.json());
    expect(body.expansion).toBe('mop');
    expect(body.classes.map((c) => c.nameEng)).toContain('Monk');
  });

  it('answers wotlk for ?subdomain=wotlk, with gear score and Death Knights but no Monks', async () => {
    const response = await app.inject({ url: '/api/gameData?subdomain=wotlk' });
    const body = gameDataAnswer.parse(response.json());
    expect(body.expansion).toBe('wotlk');
    expect(body.gearScore).toBe(true);
    const classNames = body.classes.map((c) => c.nameEng);
    expect(classNames).toContain('Death Knight');
    expect(classNames).not.toContain('Monk');
  });

  it('reads the expansion from the Host subdomain', async () => {
    const response = await app.inject({ url: '/api/gameData', headers: { host: 'sod.raids.example.org' } });
    expect(gameDataAnswer.parse(response.json()).expansion).toBe('sod');
  });

  it('falls back to the current expansion for an unknown subdomain', async () => {
    const response = await app.inject({ url: '/api/gameData?subdomain=retail' });
    expect(gameDataAnswer.parse(response.json()).expansion).toBe('mop');
  });

  it('lists the Russian realm 10024 whose names are Cyrillic-only', async () => {
    const body = gameDataAnswer.parse((await app.inject({ url: '/api/gameData?subdomain=cata' })).json());
    expect(body.servers.find((s) => s.id === 10024)?.name).toMatch(/^[\p{Script=Cyrillic} -]+$/u);
  });
});
