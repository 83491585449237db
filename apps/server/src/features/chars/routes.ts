import { charactersAnswer, refreshCharAnswer, refreshCharPayload } from '@raid/domain/schemas/character';
import type { AppDeps } from '../../appDeps.js';
import type { AppInstance } from '../../http/appInstance.js';
import { loginRequired } from '../../http/loginRequired.js';
import { requireUser } from '../../http/requestContext.js';
import { addCharacter, editCharacter, listCharacters } from './service.js';

export function charsRoutes(app: AppInstance, deps: AppDeps): void {
  app.get(
    '/api/chars',
    { onRequest: loginRequired, schema: { response: { 200: charactersAnswer } } },
    async (request) => {
      return listCharacters(deps, requireUser(request), request.expansion);
    },
  );

  app.post(
    '/api/refreshChar',
    { onRequest: loginRequired, schema: { body: refreshCharPayload, response: { 200: refreshCharAnswer } } },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      return 'id' in body
        ? editCharacter(deps, user, request.expansion, body)
        : addCharacter(deps, user, request.expansion, body);
    },
  );
}
