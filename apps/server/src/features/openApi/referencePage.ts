import { createHash } from 'node:crypto';
import type { MediaTypes, OpenApiDocument, Operation, Parameter, Response } from './openApiDocument.js';
import type { JsonSchema } from './schemaConverter.js';
import { notesOf, schemaFields, typeLabel } from './schemaFields.js';

const STYLE = `
:root { color-scheme: light dark; --line: #8884; --soft: #8881; --accent: #2563eb; }
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; }
h1 { margin-bottom: 0; } h2 { border-bottom: 1px solid var(--line); padding-bottom: .25rem; margin-top: 3rem; }
h3 { margin: 0; font-size: 1.1rem; } h4 { margin: 1rem 0 .25rem; font-size: .95rem; }
a { color: var(--accent); } code, pre { font: 13px/1.4 ui-monospace, monospace; }
pre { background: var(--soft); padding: .75rem; overflow: auto; max-height: 30rem; }
nav ol { columns: 2 22rem; } nav li { break-inside: avoid; } nav ul { padding-left: 1rem; list-style: none; }
article { border: 1px solid var(--line); border-radius: 6px; padding: 1rem; margin: 1rem 0; scroll-margin-top: 1rem; }
article:target { outline: 2px solid var(--accent); }
table { border-collapse: collapse; width: 100%; margin: .25rem 0; }
th, td { border: 1px solid var(--line); padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: var(--soft); } td:first-child { white-space: nowrap; }
.method { display: inline-block; min-width: 3.5rem; font: bold 12px/1.8 ui-monospace, monospace; text-align: center;
  border-radius: 4px; color: #fff; background: #16a34a; margin-right: .5rem; }
.method.post { background: #2563eb; } .anchor { text-decoration: none; margin-left: .5rem; opacity: .5; }
.login { font-size: .85rem; opacity: .8; } summary { cursor: pointer; }
`;

/** The page runs no script and loads nothing: its one style element is allowed by hash (REFERENCE_PAGE_POLICY). */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The API's strict policy (securityHeaders.ts), with this page's own style element allowed. */
export const REFERENCE_PAGE_POLICY = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The few marks the descriptions use: `code` and **bold**. */
const inline = (line: string) =>
  escapeHtml(line)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

/** Descriptions: paragraphs, and "- " list lines (indented lines continue them). */
function prose(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const items = block.split(/\n(?=- )/);
      if (!items.every((item) => item.startsWith('- '))) return `<p>${inline(block)}</p>`;
      return `<ul>${items.map((item) => `<li>${inline(item.slice(2).replace(/\n\s+/g, ' '))}</li>`).join('')}</ul>`;
    })
    .join('\n');
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function resolve<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value;
  const [, , group, name] = value.$ref.split('/');
  const components = document.components as unknown as Record<string, Record<string, T>>;
  return components[group as string]?.[name as string] as T;
}

function fieldsTable(schema: JsonSchema): string {
  const rows = schemaFields(schema)
    .map(
      (field) =>
        `<tr><td><code>${escapeHtml(field.path)}</code></td><td><code>${escapeHtml(field.type)}</code></td>` +
        `<td>${field.required ? 'yes' : ''}</td><td>${escapeHtml(field.notes)}</td></tr>`,
    )
    .join('');
  return `<table><tr><th>field</th><th>type</th><th>required</th><th>notes</th></tr>${rows}</table>`;
}

/** A schema as field tables (one per shape of a union of objects) and its JSON Schema, folded. */
function schemaBlock(document: OpenApiDocument, schema: JsonSchema): string {
  const target = resolve<JsonSchema>(document, schema as JsonSchema | { $ref: string });
  const shapes = (target.anyOf ?? target.oneOf) as JsonSchema[] | undefined;
  const objectShapes = shapes?.every((shape) => shape.type === 'object') ? shapes : null;
  const tables = objectShapes
    ? objectShapes.map(
        (shape, index) => `<p>Shape ${index + 1} of ${objectShapes.length}:</p>${fieldsTable(shape)}`,
      )
    : [fieldsTable(target)];
  const raw = `<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(target, null, 2))}</pre></details>`;
  return tables.join('') + raw;
}

function mediaBlock(document: OpenApiDocument, content: MediaTypes | undefined): string {
  return Object.entries(content ?? {})
    .map(
      ([type, media]) =>
        `<p><code>${escapeHtml(type)}</code></p>${media.schema ? schemaBlock(document, media.schema) : ''}`,
    )
    .join('');
}

function parametersTable(document: OpenApiDocument, operation: Operation): string {
  const rows = operation.parameters
    .map((parameter) => resolve<Parameter>(document, parameter))
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td>` +
        `<td><code>${escapeHtml(typeLabel(parameter.schema))}</code></td><td>${parameter.required ? 'yes' : ''}</td>` +
        `<td>${inline([parameter.description, notesOf(parameter.schema).join('; ')].filter(Boolean).join(' '))}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>type</th><th>required</th><th>notes</th></tr>${rows}</table>`;
}

/** The answers, in full; the shared error answers as one table (their shape is under Errors). */
function responsesBlock(document: OpenApiDocument, operation: Operation): string {
  const answers: string[] = [];
  const errors: string[] = [];
  for (const [status, response] of Object.entries(operation.responses)) {
    const { description, content } = resolve<Response>(document, response);
    if ('$ref' in response)
      errors.push(`<tr><td>${escapeHtml(status)}</td><td>${inline(description)}</td></tr>`);
    else
      answers.push(
        `<h4>Answer ${escapeHtml(status)}</h4>${prose(description)}${mediaBlock(document, content)}`,
      );
  }
  const errorTable = `<h4>Refusals (<a href="#errors">error answer</a>)</h4><table><tr><th>status</th><th>when</th></tr>${errors.join('')}</table>`;
  return answers.join('') + (errors.length > 0 ? errorTable : '');
}

function accessOf(operation: Operation): string {
  const schemes = operation.security;
  const scope = schemes.find((scheme) => scheme.apiToken)?.apiToken?.join(', ');
  const login = schemes.some((scheme) => scheme.session)
    ? 'Login required (the <code>sid</code> session cookie).'
    : 'No login needed.';
  return scope ? `${login} An API token with scope <code>${escapeHtml(scope)}</code> may call it.` : login;
}

function operationBlock(
  document: OpenApiDocument,
  method: string,
  path: string,
  operation: Operation,
): string {
  const id = escapeHtml(operation.operationId);
  const login = accessOf(operation);
  return `<article id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span><code>${escapeHtml(path)}</code><a class="anchor" href="#${id}" aria-label="Link to this call">#</a></h3>
<p><strong>${escapeHtml(operation.summary)}</strong></p>${operation.description ? prose(operation.description) : ''}
<p class="login">${login}</p>
${parametersTable(document, operation)}
${operation.requestBody ? `<h4>Request body</h4>${mediaBlock(document, operation.requestBody.content)}` : ''}
${responsesBlock(document, operation)}
</article>`;
}

type Entry = { method: string; path: string; operation: Operation };

function entriesByTag(document: OpenApiDocument): Map<string, Entry[]> {
  const byTag = new Map<string, Entry[]>(document.tags.map(({ name }) => [name, []]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      for (const tag of operation.tags) byTag.get(tag)?.push({ method, path, operation });
    }
  }
  return byTag;
}

function contents(document: OpenApiDocument, byTag: Map<string, Entry[]>): string {
  const tags = document.tags.map(({ name }) => {
    const calls = (byTag.get(name) ?? [])
      .map(
        ({ method, path, operation }) =>
          `<li><a href="#${escapeHtml(operation.operationId)}">${method.toUpperCase()} <code>${escapeHtml(path)}</code></a> ${escapeHtml(operation.summary)}</li>`,
      )
      .join('');
    return `<li><a href="#tag-${slug(name)}">${escapeHtml(name)}</a><ul>${calls}</ul></li>`;
  });
  return `<nav aria-label="Contents"><h2>Contents</h2><ol><li><a href="#authentication">Authentication</a></li><li><a href="#errors">Errors</a></li>${tags.join('')}</ol></nav>`;
}

function authentication(document: OpenApiDocument): string {
  const rows = Object.entries(document.components.securitySchemes)
    .map(([name, scheme]) => {
      const how =
        scheme.type === 'apiKey'
          ? `${String(scheme.in)} <code>${escapeHtml(String(scheme.name))}</code>`
          : '<code>Authorization: Bearer …</code>';
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>${how}</td><td>${prose(String(scheme.description ?? ''))}</td></tr>`;
    })
    .join('');
  return `<section id="authentication"><h2>Authentication</h2><table><tr><th>scheme</th><th>sent as</th><th>notes</th></tr>${rows}</table></section>`;
}

/**
 * The API reference as one self-contained page rendered from the OpenAPI document: a table of contents, every
 * operation by tag with an anchor, its parameters, body and answers as field tables, and the JSON Schemas.
 */
export function renderReferencePage(document: OpenApiDocument): string {
  const byTag = entriesByTag(document);
  const sections = document.tags.map(
    ({ name, description }) =>
      `<section id="tag-${slug(name)}"><h2>${escapeHtml(name)}</h2>${description ? prose(description) : ''}` +
      (byTag.get(name) ?? [])
        .map(({ method, path, operation }) => operationBlock(document, method, path, operation))
        .join('') +
      '</section>',
  );
  const { title, version, description } = document.info;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(title)}</h1><p>Version ${escapeHtml(version)} · OpenAPI ${document.openapi} · <a href="/api/openapi.json">the OpenAPI document</a></p></header>
${prose(description)}
${contents(document, byTag)}
<main>${authentication(document)}
<section id="errors"><h2>Errors</h2><p>Every refusal answers this shape; <code>issues</code> only for a refused payload.</p>${schemaBlock(document, document.components.schemas.Error as JsonSchema)}</section>
${sections.join('\n')}</main></body></html>
`;
}
