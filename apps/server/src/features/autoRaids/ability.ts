/** A change through the on/off and day-and-time controls of the Settings list. */
interface TemplateToggle {
  switchesOn: boolean;
  moves: boolean;
}

/**
 * Weekly templates are Premium (SPEC section 6). Without it a user still sees, switches off and deletes their
 * templates, so a lapsed Premium never traps them with raids they cannot stop; adding, editing, switching on
 * or moving one needs Premium.
 */
export function mayChangeTemplate(premium: boolean, change: 'save' | TemplateToggle): boolean {
  return premium || (change !== 'save' && !change.switchesOn && !change.moves);
}
