import { useT } from '../../i18n/useT.js';
import { useUnanswered } from '../../api/nudges.js';

/**
 * For the raid's leader: the members of the Discord server's expected roles who have neither signed up nor
 * marked Absence (issue 16). Nothing when the server expects no roles.
 */
export function UnansweredPanel({ raidId, answers }: { raidId: number; answers: number }) {
  const t = useT();
  const query = useUnanswered(raidId, answers, true);
  const data = query.data;
  if (!data || data.expected === 0) return null;
  return (
    <section className="raid-unanswered" aria-labelledby="unanswered-title">
      <h2 id="unanswered-title" className="raid-unanswered-title">
        {t('nudges.unanswered', { count: data.unanswered.length, expected: data.expected })}
      </h2>
      {data.unanswered.length === 0 ? (
        <p className="raid-unanswered-empty">{t('nudges.everyoneAnswered')}</p>
      ) : (
        <ul className="raid-unanswered-list">
          {data.unanswered.map((member) => (
            <li key={member.userId}>{member.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
