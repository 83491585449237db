/**
 * The client page's script, inlined as is (no build step). It plays the user's side of Discord: a click sends
 * POST /__interactions, the app's answer is drawn under the post (markup from POST /__client/render, so all
 * escaping stays on the server), deferred answers are polled for, and the posts are redrawn when the bot
 * edits them. Timestamps in message texts are written in the viewer's locale and time zone, as Discord does.
 * Plain ES2020 for any current browser.
 */
export const clientScript = String.raw`
'use strict';
const userId = document.body.dataset.userId;
const POLL_POSTS_MS = 3000;
const POLL_ANSWER_MS = 500;
const POLL_ANSWER_LIMIT_MS = 15000;

const post = (url, body) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function markup(kind, data) {
  const answer = await post('/__client/render', { kind, data });
  if (!answer.ok) throw new Error('render failed');
  return answer.text();
}

/** Where an interaction comes from: its channel, its post (unless on an ephemeral answer), its answer slot. */
function contextOf(element) {
  const channel = element.closest('section[data-channel-id]');
  const host = element.closest('[data-message-id], [data-command-box]');
  const onPost = host && host.matches('[data-message-id]') && !element.closest('[data-ephemeral]');
  return {
    guildId: channel.dataset.guildId,
    channelId: channel.dataset.channelId,
    messageId: onPost ? host.dataset.messageId : undefined,
    slot: host.querySelector(':scope > [data-answers]'),
  };
}

function show(slot, html) {
  slot.innerHTML = html;
  formatTimestamps(slot);
}

/** The text of a timestamp <t:UNIX:STYLE> (the server wrote the moment in UTC); R is relative to now. */
const TIMESTAMP_FORMATS = {
  t: { hour: 'numeric', minute: '2-digit' },
  T: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  d: { year: 'numeric', month: '2-digit', day: '2-digit' },
  D: { year: 'numeric', month: 'long', day: 'numeric' },
  f: { dateStyle: 'long', timeStyle: 'short' },
  F: { dateStyle: 'full', timeStyle: 'short' },
};
const RELATIVE_UNITS = [
  ['year', 365 * 86400],
  ['month', 30 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

function relativeText(date) {
  const seconds = (date.getTime() - Date.now()) / 1000;
  const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size * 0.9) || RELATIVE_UNITS[5];
  return new Intl.RelativeTimeFormat(undefined, { numeric: 'always' }).format(Math.round(seconds / size), unit);
}

function formatTimestamps(root) {
  for (const time of root.querySelectorAll('time[data-ts-style]')) {
    const date = new Date(time.dateTime);
    if (Number.isNaN(date.getTime())) continue;
    const style = time.dataset.tsStyle;
    time.textContent =
      style === 'R' ? relativeText(date) : new Intl.DateTimeFormat(undefined, TIMESTAMP_FORMATS[style] || TIMESTAMP_FORMATS.f).format(date);
    time.title = new Intl.DateTimeFormat(undefined, TIMESTAMP_FORMATS.F).format(date);
  }
}

function failed(context) {
  show(context.slot, '<p class="failed" role="alert" data-failed>This interaction failed</p>');
}

/** Sends one interaction as the user; answers the app's response, or null when Discord would say it failed. */
async function interact(context, fields) {
  try {
    const answer = await post('/__interactions', {
      userId,
      guildId: context.guildId,
      channelId: context.channelId,
      ...(context.messageId ? { messageId: context.messageId } : {}),
      ...fields,
    });
    if (!answer.ok) return null;
    const result = await answer.json();
    if (result.status >= 400 || typeof result.response !== 'object' || result.response === null) return null;
    return result;
  } catch {
    return null;
  }
}

async function send(context, fields) {
  const result = await interact(context, fields);
  if (!result) return failed(context);
  const { response, interaction } = result;
  const data = response.data || {};
  try {
    switch (response.type) {
      case 4:
        return show(context.slot, await markup('message', data));
      case 7:
        // An update edits the message the component was on: the post (redrawn from the server) or the answer.
        if (context.messageId) return refreshPosts();
        return show(context.slot, await markup('message', data));
      case 5:
      case 6:
        return awaitOriginal(context, interaction.token, response.type === 6 && Boolean(context.messageId));
      case 9:
        return openModal(context, data);
      default:
        return failed(context);
    }
  } catch {
    return failed(context);
  }
}

/** After a deferral: "thinking" until the app edits the original answer (or the post), for up to 15 s. */
async function awaitOriginal(context, token, editsPost) {
  show(context.slot, '<p class="thinking" role="status" data-thinking>Raid Planner is thinking…</p>');
  const until = Date.now() + POLL_ANSWER_LIMIT_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_ANSWER_MS));
    const answer = await fetch('/__interactions/' + encodeURIComponent(token) + '/messages');
    if (!answer.ok) break;
    const { original, followUps } = await answer.json();
    if (!original) continue;
    if (editsPost) {
      show(context.slot, '');
      return refreshPosts();
    }
    const parts = await Promise.all([original, ...followUps].map((message) => markup('message', message)));
    return show(context.slot, parts.join(''));
  }
  failed(context);
}

async function openModal(context, data) {
  document.querySelector('dialog[data-modal]')?.remove();
  const holder = document.createElement('div');
  holder.innerHTML = await markup('modal', data);
  const dialog = holder.firstElementChild;
  document.body.append(dialog);
  const form = dialog.querySelector('form');
  const close = () => {
    dialog.close();
    dialog.remove();
  };
  dialog.querySelector('[data-modal-cancel]').addEventListener('click', close);
  dialog.addEventListener('cancel', () => dialog.remove());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const components = [...form.querySelectorAll('[data-input-id]')].map((input) => ({
      type: 1,
      components: [{ type: 4, custom_id: input.dataset.inputId, value: input.value }],
    }));
    close();
    send(context, { type: 5, data: { custom_id: form.dataset.customId, components } });
  });
  dialog.showModal();
}

// Buttons on posts and answers; the dismiss link of an answer.
document.addEventListener('click', (event) => {
  const dismiss = event.target.closest('[data-dismiss]');
  if (dismiss) return dismiss.closest('[data-ephemeral]').remove();
  const button = event.target.closest('button[data-custom-id]');
  if (button) send(contextOf(button), { customId: button.dataset.customId });
});

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (form.matches('[data-select]')) {
    event.preventDefault();
    const values = [...form.querySelector('select').selectedOptions].map((option) => option.value).filter(Boolean);
    if (values.length < Number(form.dataset.min) || values.length > Number(form.dataset.max)) return;
    send(contextOf(form), { customId: form.dataset.customId, values });
  } else if (form.matches('[data-command-form]')) {
    event.preventDefault();
    const fieldset = form.querySelector('fieldset:not([disabled])');
    if (!fieldset) return;
    send(contextOf(form), { type: 2, data: commandData(fieldset) });
  }
});

// The command box shows the chosen command's options only (the others are disabled, so not required).
document.addEventListener('change', (event) => {
  const select = event.target.closest('[data-command-select]');
  if (!select) return;
  for (const fieldset of select.form.querySelectorAll('fieldset[data-command-id]')) {
    const chosen = fieldset.dataset.commandId === select.value;
    fieldset.hidden = !chosen;
    fieldset.disabled = !chosen;
  }
});

function optionValue(field) {
  const type = Number(field.dataset.optionType);
  if (field.dataset.value !== undefined) return JSON.parse(field.dataset.value);
  if (field.selectedOptions && field.selectedOptions[0] && 'json' in field.selectedOptions[0].dataset) {
    return JSON.parse(field.value);
  }
  if (type === 5) return field.value === 'true';
  if (type === 4) return parseInt(field.value, 10);
  if (type === 10) return Number(field.value);
  return field.value;
}

/** The command as Discord sends it; with a focused option for an autocomplete request. */
function commandData(fieldset, focused) {
  const options = [];
  for (const field of fieldset.querySelectorAll('[data-option-name]')) {
    const isFocused = field === focused;
    if (field.value === '' && !isFocused) continue;
    const value = isFocused ? field.value : optionValue(field);
    options.push({ name: field.dataset.optionName, type: Number(field.dataset.optionType), value, ...(isFocused ? { focused: true } : {}) });
  }
  return { id: fieldset.dataset.commandId, name: fieldset.dataset.commandName, type: 1, options };
}

// Autocomplete: each pause in typing asks the app for choices (type 4), shown as buttons to pick from.
let typingTimer;
document.addEventListener('input', (event) => {
  const field = event.target.closest('[data-autocomplete]');
  if (!field) return;
  delete field.dataset.value;
  clearTimeout(typingTimer);
  typingTimer = setTimeout(() => suggest(field), 250);
});

async function suggest(field) {
  const fieldset = field.closest('fieldset');
  const box = document.getElementById(field.getAttribute('aria-describedby'));
  const result = await interact(contextOf(field), { type: 4, data: commandData(fieldset, field) });
  box.replaceChildren();
  const choices = result && result.response.type === 8 ? result.response.data.choices || [] : [];
  for (const choice of choices) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'choice';
    button.textContent = choice.name;
    button.addEventListener('click', () => {
      field.value = choice.name;
      field.dataset.value = JSON.stringify(choice.value);
      box.replaceChildren();
      field.focus();
    });
    box.append(button);
  }
}

/** Redraws the posts the bot created or edited since the page was drawn, leaving the answers under them. */
async function refreshPosts() {
  const answer = await fetch(location.pathname + location.search);
  if (!answer.ok) return;
  const fresh = new DOMParser().parseFromString(await answer.text(), 'text/html');
  for (const list of fresh.querySelectorAll('section[data-channel-id] [data-posts]')) {
    const channelId = list.closest('section[data-channel-id]').dataset.channelId;
    const mine = document.querySelector('section[data-channel-id="' + channelId + '"] [data-posts]');
    if (!mine) continue;
    for (const article of list.querySelectorAll('[data-message-id]')) {
      const current = mine.querySelector('[data-message-id="' + article.dataset.messageId + '"]');
      if (!current) {
        mine.querySelector('[data-empty]')?.remove();
        mine.append(document.importNode(article, true));
      } else if (current.dataset.version !== article.dataset.version) {
        current.dataset.version = article.dataset.version;
        current.querySelector('[data-post-body]').replaceWith(document.importNode(article.querySelector('[data-post-body]'), true));
      }
    }
  }
  formatTimestamps(document);
}

formatTimestamps(document);
setInterval(() => refreshPosts().catch(() => {}), POLL_POSTS_MS);
`;
