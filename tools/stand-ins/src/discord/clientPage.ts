/**
 * A small Discord client for the demo and the browser journeys: GET /__client?user=ID shows the guilds that
 * demo user is in, the bot's posts in each text channel with their buttons and selects, and a box for the
 * registered slash commands. Using them sends real interactions (POST /__interactions) to the app.
 */
import type { FastifyInstance } from 'fastify';
import { demoGuilds, demoUsers } from '../demoWorld.js';
import { commandBoxMarkup, ephemeralMarkup, modalMarkup, postMarkup } from './clientMarkup.js';
import { clientScript } from './clientScript.js';
import { commandsIn } from './commandRoutes.js';
import { displayName, escapeHtml as esc } from './html.js';
import { bodyOf, type Json } from './json.js';
import { messageObject } from './presenters.js';
import type { DiscordState } from './state.js';

const style = `
*{box-sizing:border-box}[hidden]{display:none!important}body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#313338;color:#dbdee1}
header.top{padding:.8rem 1.2rem;background:#1e1f22}h1{font-size:1.1rem;margin:0}h2{font-size:1rem;margin:0 0 .5rem;color:#fff}
h3{font-size:.95rem;color:#949ba4;margin:.8rem 0 .4rem}main{max-width:52rem;margin:0 auto;padding:1rem}
.guild{background:#2b2d31;border-radius:8px;padding:1rem;margin-bottom:1rem}
.msg{padding:.5rem .6rem;border-radius:4px;margin:.4rem 0}.msg:hover{background:#2e3035}
.author{font-weight:600;color:#fff}.tag{background:#5865f2;color:#fff;font-size:.65rem;padding:0 .3rem;border-radius:3px}
time,small{color:#949ba4;font-size:.75rem}.content{white-space:pre-wrap}
.embed{background:#2b2d31;border-left:4px solid;border-radius:4px;padding:.5rem .8rem;margin:.3rem 0;max-width:32rem}
.embed-title{margin:.2rem 0;color:#fff}.embed-title a{color:#00a8fc}.embed-description,.field-value{white-space:pre-wrap}
.fields{display:flex;flex-wrap:wrap;gap:.4rem 1rem}.field{flex:1 1 100%}.field.inline{flex:1 1 8rem}
.field-name{font-weight:600;color:#fff}.embed-footer,.embed-author{font-size:.75rem;color:#b5bac1;margin-top:.3rem}
.row{display:flex;flex-wrap:wrap;gap:.4rem;margin:.3rem 0}
.btn{font:inherit;border:0;border-radius:3px;padding:.3rem .9rem;color:#fff;cursor:pointer;text-decoration:none}
.btn:disabled{opacity:.5;cursor:not-allowed}.s1{background:#5865f2}.s2,.s5{background:#4e5058}.s3{background:#248046}.s4{background:#da373c}
.btn:focus-visible,select:focus-visible,input:focus-visible,textarea:focus-visible,.choice:focus-visible{outline:2px solid #00a8fc}
select,input,textarea{font:inherit;background:#1e1f22;color:#dbdee1;border:1px solid #4e5058;border-radius:3px;padding:.3rem}
form.select{display:flex;gap:.4rem;align-items:flex-start}form.select select{min-width:14rem}
.ephemeral{background:#2e3035;border-left:2px solid #5865f2}.ephemeral footer{font-size:.75rem;color:#949ba4}
.linkish{background:none;border:0;color:#00a8fc;cursor:pointer;font:inherit;padding:0}
.failed{color:#f23f43}.thinking{color:#949ba4;font-style:italic}
.command-box{margin-top:.6rem;padding:.6rem;background:#383a40;border-radius:8px}
.command-box form{display:flex;flex-wrap:wrap;gap:.4rem;align-items:flex-end}.command-box fieldset{border:0;padding:0;margin:0;display:flex;gap:.6rem}
.option{display:flex;flex-direction:column}.choices{display:flex;flex-direction:column}
.choice{font:inherit;text-align:left;background:#2b2d31;color:#dbdee1;border:0;padding:.2rem .4rem;cursor:pointer}
dialog{background:#313338;color:#dbdee1;border:0;border-radius:8px;min-width:24rem}dialog::backdrop{background:#000a}
dialog form{display:flex;flex-direction:column;gap:.4rem}.actions{display:flex;justify-content:flex-end;gap:.4rem;margin-top:.6rem}
.content a,.embed-description a,.field-value a{color:#00a8fc}.content strong,.embed-description strong,.field-value strong{color:#f2f3f5}
code{font:.85em ui-monospace,monospace;background:#1e1f22;border-radius:3px;padding:.1em .25em}
time.ts{color:inherit;font-size:inherit;background:#ffffff14;border-radius:3px;padding:0 .15em}
`;

const page = (title: string, userId: string, body: string, script: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><style>${style}</style></head>` +
  `<body data-user-id="${esc(userId)}">${body}${script ? `<script>${script}</script>` : ''}</body></html>\n`;

function channelMarkup(state: DiscordState, guildId: string, channel: { id: string; name: string }): string {
  const posts = [...state.messages.values()]
    .filter((message) => message.channel_id === channel.id)
    .map((message) => postMarkup(messageObject(message, state.botUser)))
    .join('');
  return (
    `<section class="channel" data-guild-id="${esc(guildId)}" data-channel-id="${esc(channel.id)}" aria-label="#${esc(channel.name)}">` +
    `<h3>#${esc(channel.name)}</h3><div class="posts" data-posts>${posts || '<p data-empty><small>No posts yet.</small></p>'}</div>` +
    `${commandBoxMarkup(channel.id, commandsIn(state, guildId))}</section>`
  );
}

export function registerClientPage(app: FastifyInstance, state: DiscordState): void {
  app.get('/__client', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const userId = (request.query as Record<string, string | undefined>).user;
    const user = demoUsers.find((candidate) => candidate.id === userId);
    if (!user) {
      const links = demoUsers
        .map((demo) => `<li><a href="/__client?user=${esc(demo.id)}">${esc(displayName(demo))}</a></li>`)
        .join('');
      const body = `<main><h1>Discord stand-in — who are you?</h1><ul>${links}</ul></main>`;
      return reply.code(userId ? 404 : 200).send(page('Discord stand-in', '', body, ''));
    }
    const guilds = demoGuilds
      .filter((guild) => guild.members.some((member) => member.userId === user.id))
      .map(
        (guild) =>
          `<section class="guild" data-guild-id="${esc(guild.id)}" aria-label="${esc(guild.name)}"><h2>${esc(guild.name)}</h2>` +
          guild.channels
            .filter((channel) => channel.type === 0)
            .map((channel) => channelMarkup(state, guild.id, channel))
            .join('') +
          `</section>`,
      )
      .join('');
    const body =
      `<header class="top"><h1>Discord — ${esc(displayName(user))}</h1></header>` +
      `<main>${guilds || '<p>Not a member of any server.</p>'}</main>`;
    return page(`Discord — ${displayName(user)}`, user.id, body, clientScript);
  });

  // The markup of an app's answer, so the page's script never builds HTML from the app's text itself.
  app.post('/__client/render', async (request, reply) => {
    const { kind, data } = bodyOf(request);
    const message = typeof data === 'object' && data !== null ? (data as Json) : {};
    if (kind !== 'message' && kind !== 'modal')
      return reply.code(400).send({ message: 'kind: message or modal' });
    return reply
      .type('text/html; charset=utf-8')
      .send(kind === 'modal' ? modalMarkup(message) : ephemeralMarkup(message));
  });
}
