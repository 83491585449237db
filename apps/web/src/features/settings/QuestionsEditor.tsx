import { QUESTION_MAX, QUESTIONS_MAX, remainingCharacters } from '@raid/domain/rules/textLimits';
import { useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { useLanguage, useT } from '../../i18n/useT.js';
import { errorText } from '../../api/errorText.js';
import { useQuestions, useSetQuestions } from '../../api/settings.js';

import { PlusIcon, RemoveIcon } from '../../ui/icons.js';
import { CharCounter } from '../../ui/confirm/CharCounter.js';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

function QuestionsForm({ server, saved }: { server: string; saved: string[] }) {
  const t = useT();
  const language = useLanguage();
  const save = useSetQuestions(server);
  const [questions, setQuestions] = useState(saved);
  const [baseline, setBaseline] = useState(saved);
  const trimmed = questions.map((question) => question.trim());
  // The save button shows only after a change (SPEC section 4 "Settings").
  const changed = !sameList(trimmed, baseline);
  const valid = trimmed.every(
    (question) => question !== '' && remainingCharacters(question, QUESTION_MAX) >= 0,
  );

  const edit = (next: string[]) => {
    setQuestions(next);
    save.reset();
  };

  return (
    <div className="questions-editor">
      {questions.length === 0 && (
        <p className="text-body-secondary small mb-2">{t('settings.noQuestions')}</p>
      )}
      <ol className="questions-list">
        {questions.map((question, index) => (
          <li key={index} className="question-row">
            <div className="question-field">
              <Form.Control
                value={question}
                aria-label={t('settings.questionLabel', { number: index + 1 })}
                aria-describedby={`question-${server}-${index}-left`}
                isInvalid={remainingCharacters(question, QUESTION_MAX) < 0}
                placeholder={t('settings.questionPlaceholder')}
                onChange={(event) =>
                  edit(questions.map((item, i) => (i === index ? event.target.value : item)))
                }
              />
              <CharCounter id={`question-${server}-${index}-left`} text={question} max={QUESTION_MAX} />
            </div>
            <Button
              variant="outline-secondary"
              className="question-remove"
              aria-label={t('settings.removeQuestion', { number: index + 1 })}
              onClick={() => edit(questions.filter((_, i) => i !== index))}
            >
              <RemoveIcon size={16} />
            </Button>
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          variant="outline-secondary"
          size="sm"
          className="d-inline-flex align-items-center gap-1"
          disabled={questions.length >= QUESTIONS_MAX}
          onClick={() => edit([...questions, ''])}
        >
          <PlusIcon size={14} />
          {t('settings.addQuestion')}
        </Button>
        <span className="small text-body-secondary">
          {t('settings.questionsLimit', { number: QUESTIONS_MAX, max: QUESTION_MAX })}
        </span>
        {changed && (
          <Button
            size="sm"
            className="ms-auto"
            disabled={!valid || save.isPending}
            onClick={() =>
              save.mutate(trimmed, {
                onSuccess: (answer) => {
                  const stored = answer.map((item) => item.question);
                  setQuestions(stored);
                  setBaseline(stored);
                },
              })
            }
          >
            {save.isPending && <Spinner size="sm" className="me-1" aria-hidden />}
            {t('settings.saveQuestions')}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="small mt-1">
        {save.isSuccess && !changed && <span className="text-success">{t('settings.saved')}</span>}
      </div>
      {save.isError && (
        <Alert variant="danger" className="mt-2 mb-0">
          {errorText(save.error, language, t)}
        </Alert>
      )}
    </div>
  );
}

/** The Discord server's sign-up questions: at most 5, each at most 45 characters. */
export function QuestionsEditor({ server }: { server: string }) {
  const t = useT();
  const language = useLanguage();
  const questions = useQuestions(server);
  if (questions.isPending) return <Spinner size="sm" role="status" aria-label={t('app.loading')} />;
  if (questions.isError) return <Alert variant="warning">{errorText(questions.error, language, t)}</Alert>;
  return <QuestionsForm server={server} saved={questions.data.map((item) => item.question)} />;
}
