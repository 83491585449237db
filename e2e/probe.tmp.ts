import { startApp } from './support/startApp.js';
const app = await startApp();
try {
  const html = await (await fetch(`${app.baseUrl}/`)).text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  console.log(main.slice(0, 1500));
  const state = html.slice(html.indexOf('id="server-state"'), html.indexOf('id="server-state"') + 100000);
  console.log(JSON.stringify(JSON.parse(state.slice(state.indexOf('>') + 1, state.indexOf('</script>'))).queries.queries.map((q: any) => [q.queryKey, q.state.status])));
} finally { await app.stop(); }
