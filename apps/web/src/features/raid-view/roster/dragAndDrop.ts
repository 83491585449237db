import {
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { DRAG_START_PX, KEYBOARD_DRAG_STEP_PX } from '@raid/domain/rules/interfaceConstants';

const steps: Record<string, { x: number; y: number }> = {
  ArrowRight: { x: KEYBOARD_DRAG_STEP_PX, y: 0 },
  ArrowLeft: { x: -KEYBOARD_DRAG_STEP_PX, y: 0 },
  ArrowDown: { x: 0, y: KEYBOARD_DRAG_STEP_PX },
  ArrowUp: { x: 0, y: -KEYBOARD_DRAG_STEP_PX },
};

/** Keyboard dragging moves 25 px a step (SPEC section 9). */
const keyboardStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = steps[event.code];
  if (!step) return undefined;
  event.preventDefault();
  return { x: currentCoordinates.x + step.x, y: currentCoordinates.y + step.y };
};

/** The slot under the pointer; for the keyboard (no pointer) the one the dragged card overlaps most. */
export const rosterCollision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * A drag starts after 5 px of movement, so a shorter press is a click (the character popover). Space picks a
 * card up with the keyboard (Enter stays a click), arrows move it, Space or Enter drops, Escape cancels.
 */
export function useRosterSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_START_PX } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboardStep,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}

export const slotDropId = (slot: number) => `slot-${slot}`;
export const recordDragId = (id: number) => `record-${id}`;
