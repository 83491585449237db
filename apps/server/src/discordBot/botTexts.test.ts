import { describe, expect, it } from 'vitest';
import { botTexts } from './botTexts.js';

const date = new Date('2030-03-01T19:30:00Z');
const url = 'http://localhost:3000/raids/7';

describe('bot texts', () => {
  it.each(['en', 'ru'] as const)(
    'escape the names and reasons people typed, and keep the timestamp and link of our own (%s)',
    (language) => {
      const text = botTexts[language].changeAnswered(
        '__Thrall__',
        false,
        'Naxxramas 25',
        date,
        '[read this](https://evil.example) @everyone',
        url,
      );
      expect(text).toContain('\\_\\_Thrall\\_\\_');
      expect(text).toContain('\\[read this\\]\\(https://evil.example\\) @\u200beveryone');
      expect(text).toContain(`<t:${date.getTime() / 1000}:F>`);
      expect(text.endsWith(`\n${url}`)).toBe(true);
    },
  );

  it('escape the reason of a cancel and of a move', () => {
    expect(botTexts.en.canceled('Naxxramas 25', date, '# No tanks', url)).toContain('Reason: \\# No tanks');
    expect(botTexts.ru.rescheduled('Naxxramas 25', date, date, '> later', url)).toContain(
      'Причина: \\> later',
    );
  });
});
