import { gameData } from '@raid/domain/catalogue/gameData';
import type { AppInstance } from '../../http/appInstance.js';

export function gameDataRoutes(app: AppInstance): void {
  app.get('/api/gameData', async (request, reply) => {
    // The catalogue changes only with a deploy, so browsers may keep it for a while.
    reply.header('cache-control', 'public, max-age=300');
    return gameData(request.expansion);
  });
}
