import type { ExpansionKey } from '@raid/domain/catalogue/types';
import { gameData } from '@raid/domain/catalogue/gameData';
import type { AppInstance } from '../../http/appInstance.js';

export function gameDataRoutes(app: AppInstance): void {
  // The catalogue changes only with a deploy: each expansion's answer is written once per process.
  const answers = new Map<ExpansionKey, string>();
  const answerFor = (expansion: ExpansionKey) => {
    let answer = answers.get(expansion);
    if (answer === undefined) {
      answer = JSON.stringify(gameData(expansion));
      answers.set(expansion, answer);
    }
    return answer;
  };

  app.get('/api/gameData', async (request, reply) => {
    // Browsers may keep it for a while, then revalidate it with the ETag.
    reply.header('cache-control', 'public, max-age=300');
    return reply.type('application/json; charset=utf-8').send(answerFor(request.expansion));
  });
}
