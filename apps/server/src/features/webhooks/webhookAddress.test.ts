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

describe('IPv6 forms that carry an IPv4 address (issue 26)', () => {
  // Written as a manager would type them; the URL parser turns the dotted tail into hex (`[::7f00:1]`).
  it.each([
    ['https://[::127.0.0.1]/', false],
    ['https://[::169.254.169.254]/latest', false],
    ['https://[::10.0.0.1]/', false],
    ['https://[::93.184.215.14]/', false],
    ['https://[::ffff:127.0.0.1]/', false],
    ['https://[::ffff:169.254.169.254]/', false],
    ['https://[::ffff:10.0.0.1]/', false],
    ['https://[::ffff:93.184.215.14]/', true],
    ['https://[::ffff:0:127.0.0.1]/', false],
    ['https://[64:ff9b::127.0.0.1]/', false],
    ['https://[64:ff9b::93.184.215.14]/', false],
    ['https://[64:ff9b:1::a00:1]/', false],
    ['https://[2002:7f00:1::1]/', false],
    ['https://[2002:a9fe:a9fe::1]/', false],
    ['https://[2002:5db8:d70e::1]/', false],
    ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', false],
    ['https://[2001:0:a00:1::1]/', false],
    ['https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/', true],
  ])('%s → allowed %s', async (url, allowed) => {
    const verdict = await checkWebhookAddress(url, false, resolvesTo());
    expect(verdict.ok).toBe(allowed);
  });

  it('refuses a host name that resolves to one of them', async () => {
    for (const address of ['::a9fe:a9fe', '64:ff9b::a00:1', '2002:a00:1::1', '2001:0:a00:1::1']) {
      expect(await checkWebhookAddress('https://hooks.example.org/', false, resolvesTo(address))).toEqual({
        ok: false,
        reason: 'private address',
      });
    }
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
