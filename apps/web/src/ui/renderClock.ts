/**
 * The time a server-rendered page was drawn at. The render that hydrates it must draw the same relative times
 * ("in 2 h"), so it starts from the server's clock and moves to the browser's right after.
 */
let serverRenderedAt: number | null = null;

export function setServerRenderedAt(at: number | null): void {
  serverRenderedAt = at;
}

/** The time a first render draws. */
export function firstRenderTime(): Date {
  return new Date(serverRenderedAt ?? Date.now());
}

/** Whether the page was server-rendered and its clock not yet left; it is left from now on. */
export function leaveServerClock(): boolean {
  const was = serverRenderedAt !== null;
  serverRenderedAt = null;
  return was;
}

/** Whether this render draws a server page (on the server, or hydrating it): it draws all of it at once. */
export function drawsServerPage(): boolean {
  return serverRenderedAt !== null;
}
