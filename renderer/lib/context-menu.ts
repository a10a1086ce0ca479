/** One entry of a context menu. */
export type MenuItem =
  /** A registry command: its label, its binding, and disabled while it is not enabled. */
  | { command: string; label?: string }
  /** A plain item. `shortcut` is only shown (it is not bound). */
  | { label: string; onselect: () => unknown; disabled?: boolean; shortcut?: string }
  | { separator: true };

/** Where a menu opens: at a point (the pointer), or under an element (a button, or the focused row). */
export type MenuAnchor = { x: number; y: number } | Element;

/**
 * Where to open the menu for a `contextmenu` event: at the pointer, or, when the menu was asked for from the
 * keyboard (the Menu key, Shift+F10: Chromium reports `button` -1, other browsers no position), under the
 * focused element — under its active row when it is a list with `aria-activedescendant`.
 */
export function menuAnchor(event: MouseEvent): MenuAnchor {
  const fromKeyboard = event.button === -1 || (event.clientX === 0 && event.clientY === 0);
  const target = event.target instanceof Element ? event.target : null;
  if (!fromKeyboard || !target) return { x: event.clientX, y: event.clientY };
  const active = target.getAttribute('aria-activedescendant');
  return (active && target.ownerDocument.getElementById(active)) || target;
}
