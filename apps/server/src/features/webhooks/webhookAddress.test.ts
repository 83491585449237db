import { describe, expect, it } from 'vitest';
import { checkWebhookAddress, isPublicAddress } from './webhookAddress.js';
import { postWebhook } from './webhookSender.js';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('isPublicAddress', () => {
  it.each([
    ['93.184.215.14', true],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:93.184.215.14', true],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('checkWebhookAddress', () => {
  it('accepts https to a public host and drops the fragment', async () => {
    expect(
      await checkWebhookAddress('https://hooks.example.org/x?a=1#frag', false, resolvesTo('93.184.215.14')),
    ).toEqual({ ok: true, url: 'https://hooks.example.org/x?a=1' });
  });

  it('refuses in production what resolves, even partly, to a private or loopback address', async () => {
    for (const addresses of [['127.0.0.1'], ['93.184.215.14', '10.0.0.5'], ['::1']]) {
      const verdict = await checkWebhookAddress(
        'https://hooks.example.org/',
        false,
        resolvesTo(...addresses),
      );
      expect(verdict).toEqual({ ok: false, reason: 'private address' });
    }
    expect(await checkWebhookAddress('https://169.254.169.254/latest', false, resolvesTo())).toMatchObject({
      ok: false,
    });
    expect(await checkWebhookAddress('https://[::1]:8443/', false, resolvesTo())).toMatchObject({
      ok: false,
    });
    expect(await checkWebhookAddress('https://nowhere.invalid/', false, resolvesTo())).toEqual({
      ok: false,
      reason: 'host not found',
    });
  });

  it('refuses http in production, and in the demo lets http reach this machine only', async () => {
    expect(
      await checkWebhookAddress('http://127.0.0.1:9000/hook', false, resolvesTo('127.0.0.1')),
    ).toMatchObject({
      ok: false,
    });
    for (const url of [
      'http://127.0.0.1:9000/hook',
      'http://localhost:9000/hook',
      'http://[::1]:9000/hook',
    ]) {
      expect(await checkWebhookAddress(url, true)).toMatchObject({ ok: true });
    }
    expect(await checkWebhookAddress('http://example.org/hook', true)).toEqual({
      ok: false,
      reason: 'not https',
    });
  });

  it('refuses credentials in the URL and what is no URL', async () => {
    expect(
      await checkWebhookAddress('https://a:b@example.org/', false, resolvesTo('93.184.215.14')),
    ).toMatchObject({ ok: false });
    expect(await checkWebhookAddress('example.org/hook', false, resolvesTo('93.184.215.14'))).toMatchObject({
      ok: false,
    });
  });
});

describe('postWebhook outside demo mode', () => {
  it('does not connect to a private address, whether written as such or resolved', async () => {
    expect(await postWebhook('http://127.0.0.1:9/hook', {}, '{}', false)).toMatchObject({
      statusCode: null,
      error: 'private address',
    });
    expect(await postWebhook('https://localhost:9/hook', {}, '{}', false)).toMatchObject({
      statusCode: null,
      error: expect.stringContaining('private address'),
    });
  });
});
