import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscordStandIn, type DiscordStandIn } from './discordStandIn.js';

const JAINA = '210000000000000002'; // member of Frostmourne Raiders
const FROSTMOURNE = '310000000000000001';
const RAID_SCHEDULE = '330000000000000001';

let standIn: DiscordStandIn;

beforeAll(async () => {
  standIn = await startDiscordStandIn();
});
afterAll(async () => {
  await standIn.close();
});

function asBot(method: string, path: string, body: unknown) {
  return fetch(`${standIn.apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', Authorization: `Bot ${standIn.botToken}` },
    body: JSON.stringify(body),
  });
}

describe('the Discord client page', () => {
  it("shows a member's channels with the bot's posts, their components and the slash commands", async () => {
    await asBot('PUT', `/applications/${standIn.clientId}/guilds/${FROSTMOURNE}/commands`, [
      {
        name: 'signup',
        description: 'Sign up for a raid',
        options: [{ type: 3, name: 'raid', description: 'The raid', required: true, autocomplete: true }],
      },
    ]);
    const post = (await (
      await asBot('POST', `/channels/${RAID_SCHEDULE}/messages`, {
        embeds: [
          {
            title: 'Naxxramas <script>alert(1)</script>',
            description: 'Thursday & Friday',
            fields: [{ name: 'Tanks', value: '1/2', inline: true }],
            footer: { text: 'Frostmourne' },
          },
        ],
        components: [
          {
            type: 1,
            components: [
              { type: 2, style: 1, label: 'Sign up', custom_id: 'signup:7' },
              { type: 2, style: 4, label: 'Cancel sign-up', custom_id: 'cancel:7', disabled: true },
              { type: 2, style: 5, label: 'Open in browser', url: 'http://localhost:3000/raids/7' },
            ],
          },
          {
            type: 1,
            components: [
              {
                type: 3,
                custom_id: 'pick:7',
                placeholder: 'Choose a character',
                max_values: 2,
                options: [
                  { label: 'Thrall', value: '11' },
                  { label: 'Rexxar "the" <b>', value: '12' },
                ],
              },
            ],
          },
        ],
      })
    ).json()) as { id: string };

    const answer = await fetch(`${standIn.url}/__client?user=${JAINA}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    const html = await answer.text();
    expect(html).toContain(`<body data-user-id="${JAINA}">`);
    expect(html).toContain(`data-guild-id="${FROSTMOURNE}" data-channel-id="${RAID_SCHEDULE}"`);
    expect(html).toContain(`<article class="msg" data-message-id="${post.id}"`);
    expect(html).toContain('<button type="button" class="btn s1" data-custom-id="signup:7">Sign up</button>');
    expect(html).toContain('data-custom-id="cancel:7" disabled>Cancel sign-up</button>');
    expect(html).toContain(
      'href="http://localhost:3000/raids/7" target="_blank" rel="noopener">Open in browser</a>',
    );
    expect(html).toContain('<select aria-label="Choose a character" multiple size="2" required>');
    expect(html).toContain('<option value="12">Rexxar &#34;the&#34; &#60;b&#62;</option>');
    // User text from embeds is escaped, never markup.
    expect(html).toContain('Naxxramas &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Thursday &#38; Friday');
    expect(html).toContain('<div class="field-name">Tanks</div>');
    expect(html).toContain('<div class="embed-footer">Frostmourne</div>');
    expect(html).toContain('<option value="">Choose a command</option>');
    expect(html).toContain('/signup — Sign up for a raid');
    expect(html).toMatch(/<input type="text" autocomplete="off" id="[^"]+" data-option-name="raid"/);
  });

  it('lists the demo users for an unknown user', async () => {
    const answer = await fetch(`${standIn.url}/__client?user=1`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain(`href="/__client?user=${JAINA}"`);
  });

  it("renders the app's answers and modals as escaped markup", async () => {
    const render = async (kind: string, data: unknown) =>
      (
        await fetch(`${standIn.url}/__client/render`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ kind, data }),
        })
      ).text();
    const message = await render('message', {
      content: 'Logs are below <img src=x>',
      components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Again', custom_id: 'again' }] }],
    });
    expect(message).toContain('data-ephemeral aria-label="Only you can see this"');
    expect(message).toContain('Logs are below &#60;img src=x&#62;');
    expect(message).toContain('data-custom-id="again">Again</button>');
    // Message texts are Discord markdown: content, embed description and field values.
    const formatted = await render('message', {
      content: '**Thrall\\_2**: signed up\nfor <t:0:F> — <https://example.test/raids/7>',
      embeds: [{ description: '*Thursday* <img src=x>', fields: [{ name: '**Tanks**', value: '~~1~~/2' }] }],
    });
    expect(formatted).toContain(
      '<div class="content"><strong>Thrall_2</strong>: signed up\nfor <time class="ts" datetime="1970-01-01T00:00:00.000Z" ' +
        'data-ts-style="F" title="1970-01-01 00:00 UTC">1970-01-01 00:00 UTC</time> — ' +
        '<a href="https://example.test/raids/7" target="_blank" rel="noopener">https://example.test/raids/7</a></div>',
    );
    expect(formatted).toContain('<div class="embed-description"><em>Thursday</em> &#60;img src=x&#62;</div>');
    // Field names stay plain text here (the app writes none with markdown).
    expect(formatted).toContain(
      '<div class="field-name">**Tanks**</div><div class="field-value"><s>1</s>/2</div>',
    );
    const modal = await render('modal', {
      custom_id: 'cancel:7',
      title: 'Cancel sign-up',
      components: [
        {
          type: 1,
          components: [
            { type: 4, custom_id: 'reason', label: 'Reason', style: 2, max_length: 200, required: true },
          ],
        },
      ],
    });
    expect(modal).toContain('<h2 id="modal-title">Cancel sign-up</h2>');
    expect(modal).toContain(
      '<label for="modal-input-0">Reason</label><textarea id="modal-input-0" data-input-id="reason" required maxlength="200"',
    );
  });

  it('is linked from the authorize page beside each demo user', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: standIn.clientId,
      scope: 'identify',
      redirect_uri: 'http://localhost:3000/api/auth/callback',
    });
    const html = await (await fetch(`${standIn.url}/oauth2/authorize?${query}`)).text();
    expect(html).toContain(
      `href="/__client?user=${JAINA}" target="_blank" rel="noopener">Open Discord as Jaina</a>`,
    );
    // The login link stays the first link carrying the user's id.
    expect(html).toMatch(
      new RegExp(`<a data-user-id="${JAINA}" href="http://localhost:3000/api/auth/callback\\?code=`),
    );
  });
});
