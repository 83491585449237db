import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

interface MenuProps {
  /** Classes of the toggle button besides `dropdown-toggle` (Bootstrap's button classes). */
  toggleClassName: string;
  toggleLabel?: string | undefined;
  toggleContent: ReactNode;
  disabled?: boolean;
  /** Right edges aligned, for a menu at the end of a bar. */
  alignEnd?: boolean;
  menuClassName?: string;
  /** The entries: links and buttons with the `dropdown-item` class; following one closes the menu. */
  children: ReactNode;
}

const ITEMS = '.dropdown-item:not(:disabled)';
/** The gap a menu keeps from the window's edges. */
const EDGE_PX = 8;

/**
 * Keeps an open menu inside the window (issue 28): moved sideways when it would open past an edge (a menu
 * aligned to the end of a button near the left edge of a phone cut its labels), opened upwards when there is
 * no room below and room above, and scrolled into view when there is room on neither side.
 */
function keepInWindow(menu: HTMLElement): void {
  menu.style.transform = '';
  menu.style.top = '';
  menu.style.bottom = '';
  menu.style.marginBottom = '';
  const box = menu.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  let shift = 0;
  if (box.right > width - EDGE_PX) shift = width - EDGE_PX - box.right;
  if (box.left + shift < EDGE_PX) shift = EDGE_PX - box.left;
  if (shift !== 0) menu.style.transform = `translateX(${Math.round(shift)}px)`;
  if (box.bottom <= height - EDGE_PX) return;
  const toggle = menu.parentElement?.getBoundingClientRect();
  if (toggle && toggle.top - box.height - EDGE_PX >= 0) {
    menu.style.top = 'auto';
    menu.style.bottom = '100%';
    menu.style.marginBottom = 'var(--bs-dropdown-spacer)';
  } else {
    menu.scrollIntoView({ block: 'nearest' });
  }
}

/**
 * A button that opens a list of links or buttons, drawn with Bootstrap's dropdown classes. It does what the
 * header menus need and nothing more: Escape, a click outside or following an entry closes it, arrows move
 * between entries, and focus returns to the button. (react-bootstrap's Dropdown brings Popper and about 15 KB
 * to every page for this.)
 */
export function Menu({
  toggleClassName,
  toggleLabel,
  toggleContent,
  disabled,
  alignEnd,
  menuClassName,
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (open && menu.current) keepInWindow(menu.current);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const focusItem = (step: number | 'first' | 'last') => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    let next: number;
    if (step === 'first') next = 0;
    else if (step === 'last') next = all.length - 1;
    else next = current === -1 ? (step > 0 ? 0 : all.length - 1) : (current + step + all.length) % all.length;
    all[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    const moves: Record<string, number | 'first' | 'last'> = {
      ArrowDown: 1,
      ArrowUp: -1,
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    if (!open) setOpen(true);
    // The entries exist once the menu has rendered open.
    requestAnimationFrame(() => focusItem(move));
  };

  return (
    <div
      className="dropdown"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={`dropdown-toggle ${toggleClassName}`}
        aria-label={toggleLabel}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((shown) => !shown)}
      >
        {toggleContent}
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          className={`dropdown-menu show${alignEnd ? ' dropdown-menu-end' : ''} ${menuClassName ?? ''}`}
          data-bs-popper="static"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('.dropdown-item')) setOpen(false);
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
