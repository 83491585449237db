/** Text limits of SPEC sections 5 and 9. */
export const REASON_MAX = 300;
export const COMMENT_MAX = 300;
export const ANSWER_MAX = 100;
export const QUESTION_MAX = 45;
export const QUESTIONS_MAX = 5;

/** Characters left before `max`; negative once over, which the dialogs show as an error. */
export function remainingCharacters(text: string, max: number): number {
  return max - [...text].length;
}

/** A confirmation reason is passed on only when it is within the limit (SPEC section 5). */
export function isReasonAcceptable(reason: string, required: boolean): boolean {
  const length = [...reason.trim()].length;
  return length <= REASON_MAX && (!required || length > 0);
}
