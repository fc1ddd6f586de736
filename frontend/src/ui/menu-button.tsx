import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  /** The toggle's id; the menu is labelled by it. */
  id: string;
  className?: string;
  toggleClassName: string;
  /** The button's name when its content does not say it (an icon, a code); omitted, the content names it. */
  toggleLabel?: string;
  toggleContent: ReactNode;
  disabled?: boolean;
  testId?: string;
  /** `.dropdown-item` links or buttons; choosing one closes the menu. */
  children: ReactNode;
}

const ITEMS = '.dropdown-item:not(:disabled)';

/**
 * A button that opens a short list of links or actions (the disclosure pattern), drawn with
 * Bootstrap's dropdown classes. A few lines instead of react-bootstrap's Dropdown, which brings
 * Popper and its overlay machinery into every page's first load for two menus in the top bar.
 * Escape closes and returns focus to the button, arrow keys move between the items, a click
 * elsewhere or focus leaving the menu closes it.
 */
export function MenuButton({ id, className = '', toggleClassName, toggleLabel, toggleContent, disabled, testId, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      root.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!open) {
      focusFirst.current = true;
      setOpen(true);
      return;
    }
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % list.length : (at - 1 + list.length) % list.length;
    list[next]?.focus();
  };

  return (
    <div
      ref={root}
      className={`dropdown ${className}${open ? ' show' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        id={id}
        className={`dropdown-toggle ${toggleClassName}${open ? ' show' : ''}`}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={toggleLabel}
        disabled={disabled}
        data-testid={testId}
        onClick={() => setOpen((value) => !value)}
      >
        {toggleContent}
      </button>
      <div
        id={`${id}-menu`}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        aria-labelledby={id}
        // A chosen item (link or action) closes the menu; the item's own handler runs first.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('.dropdown-item')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
