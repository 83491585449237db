/**
 * The client page's HTML for messages (content, embeds, components), ephemeral answers, modals and the slash
 * command box. Rendered on the server only, so every text the app or a user wrote is escaped in one place; the
 * page's script asks POST /__client/render for the markup of the app's answers. Message texts (content, embed
 * description, field values) are read as Discord's markdown (markdown.ts), the rest as plain text.
 */
import { escapeHtml as esc } from './html.js';
import type { Json } from './json.js';
import { discordMarkdownHtml as md } from './markdown.js';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : [];
const attr = (name: string, value: unknown) => (typeof value === 'string' ? ` ${name}="${esc(value)}"` : '');
const safeUrl = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\/\S+$/.test(value) ? value : null;
/** A unicode emoji before a label; decorative, so the accessible name stays the label. */
const emojiOf = (component: Json) => {
  const name = text((component.emoji as Json | undefined)?.name);
  return name ? `<span aria-hidden="true">${esc(name)}</span> ` : '';
};

function embedMarkup(embed: Json): string {
  const color =
    typeof embed.color === 'number'
      ? `#${(embed.color & 0xffffff).toString(16).padStart(6, '0')}`
      : '#1e1f22';
  const url = safeUrl(embed.url);
  const title = text(embed.title);
  const titleHtml = title
    ? `<h4 class="embed-title">${url ? `<a href="${esc(url)}" target="_blank" rel="noopener">${esc(title)}</a>` : esc(title)}</h4>`
    : '';
  const author = text((embed.author as Json | undefined)?.name);
  const fields = list(embed.fields)
    .map(
      (field) =>
        `<div class="field${field.inline === true ? ' inline' : ''}"><div class="field-name">${esc(text(field.name))}</div>` +
        `<div class="field-value">${md(text(field.value))}</div></div>`,
    )
    .join('');
  const footer = text((embed.footer as Json | undefined)?.text);
  return (
    `<div class="embed" style="border-left-color:${color}">` +
    (author ? `<div class="embed-author">${esc(author)}</div>` : '') +
    titleHtml +
    (text(embed.description) ? `<div class="embed-description">${md(text(embed.description))}</div>` : '') +
    (fields ? `<div class="fields">${fields}</div>` : '') +
    (footer ? `<div class="embed-footer">${esc(footer)}</div>` : '') +
    `</div>`
  );
}

function buttonMarkup(button: Json): string {
  const label = text(button.label) || text((button.emoji as Json | undefined)?.name);
  const url = safeUrl(button.url);
  if (button.style === 5) {
    // A link button opens its page; Discord sends the app nothing for it.
    return url && button.disabled !== true
      ? `<a class="btn s5" href="${esc(url)}" target="_blank" rel="noopener">${emojiOf(button)}${esc(label)}</a>`
      : `<button type="button" class="btn s5" disabled>${esc(label)}</button>`;
  }
  const style = typeof button.style === 'number' ? button.style : 2;
  return (
    `<button type="button" class="btn s${style}" data-custom-id="${esc(text(button.custom_id))}"` +
    `${button.disabled === true ? ' disabled' : ''}>${text(button.label) ? emojiOf(button) : ''}${esc(label)}</button>`
  );
}

function selectMarkup(select: Json): string {
  const placeholder = text(select.placeholder) || 'Make a selection';
  const min = typeof select.min_values === 'number' ? select.min_values : 1;
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  const options = list(select.options);
  const multiple = max > 1;
  const anyDefault = options.some((option) => option.default === true);
  const items = options
    .map(
      (option) =>
        `<option value="${esc(text(option.value))}"${attr('title', option.description)}` +
        `${option.default === true ? ' selected' : ''}>${esc(text(option.label))}</option>`,
    )
    .join('');
  // A single select shows its placeholder until something is picked, as Discord's does.
  const prompt =
    multiple || anyDefault ? '' : `<option value="" disabled selected>${esc(placeholder)}</option>`;
  const disabled = select.disabled === true ? ' disabled' : '';
  return (
    `<form class="select" data-select data-custom-id="${esc(text(select.custom_id))}" data-min="${min}" data-max="${max}">` +
    `<select aria-label="${esc(placeholder)}"${multiple ? ` multiple size="${Math.min(options.length, 6)}"` : ''}` +
    `${min > 0 ? ' required' : ''}${disabled}>${prompt}${items}</select>` +
    `<button type="submit" class="btn s1"${disabled}>Send</button></form>`
  );
}

function componentsMarkup(rows: unknown): string {
  return list(rows)
    .map((row) => {
      const children = list(row.components)
        .map((child) =>
          child.type === 2 ? buttonMarkup(child) : child.type === 3 ? selectMarkup(child) : '',
        )
        .join('');
      return `<div class="row">${children}</div>`;
    })
    .join('');
}

/** A message's visible part: content, embeds, components. */
function messageMarkup(message: Json): string {
  const content = text(message.content);
  return (
    (content ? `<div class="content">${md(content)}</div>` : '') +
    list(message.embeds).map(embedMarkup).join('') +
    componentsMarkup(message.components)
  );
}

const author = `<span class="author">Raid Planner</span> <span class="tag">APP</span>`;

/** One of the bot's posts; `data-version` changes with each edit so the page's poll knows what to redraw. */
export function postMarkup(message: Json): string {
  const version = text(message.edited_timestamp) || text(message.timestamp);
  return (
    `<article class="msg" data-message-id="${esc(text(message.id))}" data-version="${esc(version)}">` +
    `<header>${author} <time datetime="${esc(text(message.timestamp))}">${esc(text(message.timestamp).slice(11, 16))}</time></header>` +
    `<div data-post-body>${messageMarkup(message)}</div><div class="answers" data-answers></div></article>`
  );
}

/** An answer only the clicking user sees (flags 64 or not: the stand-in shows every answer that way). */
export function ephemeralMarkup(message: Json): string {
  return (
    `<section class="msg ephemeral" data-ephemeral aria-label="Only you can see this"><header>${author}</header>` +
    `<div data-ephemeral-body>${messageMarkup(message)}</div>` +
    `<footer><span aria-hidden="true">👁</span> Only you can see this · ` +
    `<button type="button" class="linkish" data-dismiss>Dismiss message</button></footer></section>`
  );
}

/** A modal (interaction response type 9): rows of one text input each. */
export function modalMarkup(data: Json): string {
  const inputs = list(data.components)
    .flatMap((row) => list(row.components))
    .filter((input) => input.type === 4)
    .map((input, i) => {
      const id = `modal-input-${i}`;
      const common =
        ` id="${id}" data-input-id="${esc(text(input.custom_id))}"` +
        `${input.required === false ? '' : ' required'}` +
        (typeof input.min_length === 'number' ? ` minlength="${input.min_length}"` : '') +
        (typeof input.max_length === 'number' ? ` maxlength="${input.max_length}"` : '') +
        attr('placeholder', input.placeholder);
      const field =
        input.style === 2
          ? `<textarea${common} rows="4">${esc(text(input.value))}</textarea>`
          : `<input type="text"${common}${attr('value', input.value)}>`;
      return `<label for="${id}">${esc(text(input.label))}</label>${field}`;
    })
    .join('');
  return (
    `<dialog class="modal" data-modal aria-labelledby="modal-title">` +
    `<form data-modal-form data-custom-id="${esc(text(data.custom_id))}">` +
    `<h2 id="modal-title">${esc(text(data.title))}</h2>${inputs}` +
    `<div class="actions"><button type="button" class="btn s2" data-modal-cancel>Cancel</button>` +
    `<button type="submit" class="btn s1">Submit</button></div></form></dialog>`
  );
}

function optionField(id: string, option: Json): string {
  const name = text(option.name);
  const required = option.required === true ? ' required' : '';
  const common = ` id="${esc(id)}" data-option-name="${esc(name)}" data-option-type="${Number(option.type)}"${required}`;
  const hint = text(option.description) ? `<small>${esc(text(option.description))}</small>` : '';
  let field: string;
  if (option.type === 5) {
    field = `<select${common}><option value=""></option><option value="true">True</option><option value="false">False</option></select>`;
  } else if (Array.isArray(option.choices)) {
    const choices = list(option.choices)
      .map(
        (choice) =>
          `<option value="${esc(JSON.stringify(choice.value))}" data-json>${esc(text(choice.name))}</option>`,
      )
      .join('');
    field = `<select${common}><option value=""></option>${choices}</select>`;
  } else if (option.autocomplete === true) {
    field =
      `<input type="text" autocomplete="off"${common} data-autocomplete aria-describedby="${esc(id)}-choices">` +
      `<div class="choices" id="${esc(id)}-choices" aria-live="polite" data-choices></div>`;
  } else {
    const numeric = option.type === 4 || option.type === 10;
    field = `<input type="${numeric ? 'number' : 'text'}"${option.type === 10 ? ' step="any"' : ''}${common}>`;
  }
  return `<div class="option"><label for="${esc(id)}">${esc(name)}</label>${field}${hint}</div>`;
}

/** The channel's message box for slash commands: pick a command, fill its options, send. */
export function commandBoxMarkup(channelId: string, commands: Json[]): string {
  if (commands.length === 0) return '';
  const selectId = `command-${esc(channelId)}`;
  const choices = commands
    .map(
      (command) =>
        `<option value="${esc(text(command.id))}">/${esc(text(command.name))} — ${esc(text(command.description))}</option>`,
    )
    .join('');
  const fieldsets = commands
    .map((command) => {
      const fields = list(command.options)
        .map((option) => optionField(`option-${channelId}-${text(command.id)}-${text(option.name)}`, option))
        .join('');
      return (
        `<fieldset data-command-id="${esc(text(command.id))}" data-command-name="${esc(text(command.name))}" hidden disabled>` +
        `<legend>/${esc(text(command.name))}</legend>${fields}</fieldset>`
      );
    })
    .join('');
  return (
    `<div class="command-box" data-command-box><form data-command-form>` +
    `<label for="${selectId}">Command</label><select id="${selectId}" data-command-select required>` +
    `<option value="">Choose a command</option>${choices}</select>${fieldsets}` +
    `<button type="submit" class="btn s1">Run command</button></form><div class="answers" data-answers></div></div>`
  );
}
