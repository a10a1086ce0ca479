/**
 * Arrow keys inside a toolbar of buttons (WAI-ARIA toolbar pattern), which keeps one tab stop: the toolbar's items
 * carry `tabindex` 0 for the one the focus last had and -1 for the others, so Tab passes the whole toolbar at once.
 * Left and Right move to the previous and next item (round the ends), Home and End to the first and last, and where
 * the items stand in groups (`role="group"`, such as the card browser's cost and colour chips), Up and Down to the
 * first item of the previous and next group. Space and Enter stay the buttons' own.
 */
function toolbarTarget(key: string, current: number, groupOf: readonly number[]): number | null {
  const last = groupOf.length - 1;
  if (last < 0) return null;
  const firstOfGroup = (group: number) => groupOf.indexOf(group);
  const group = groupOf[current] ?? 0;
  const lastGroup = groupOf[last]!;
  switch (key) {
    case 'ArrowRight':
      return current >= last ? 0 : current + 1;
    case 'ArrowLeft':
      return current <= 0 ? last : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'ArrowDown':
      return firstOfGroup(group >= lastGroup ? 0 : group + 1);
    case 'ArrowUp':
      return firstOfGroup(group <= 0 ? lastGroup : group - 1);
    default:
      return null;
  }
}

/** The toolbar's keydown: moves the focus to the item `toolbarTarget` names. Items are the toolbar's buttons. */
export function moveToolbarFocus(event: KeyboardEvent): void {
  const toolbar = event.currentTarget as HTMLElement;
  const items = [...toolbar.querySelectorAll<HTMLElement>('button')];
  const current = items.indexOf(document.activeElement as HTMLElement);
  if (current < 0) return;
  const groups = [...toolbar.querySelectorAll<HTMLElement>('[role="group"]')];
  const groupOf = items.map((item) => Math.max(0, groups.findIndex((group) => group.contains(item))));
  const target = toolbarTarget(event.key, current, groupOf);
  if (target === null) return;
  event.preventDefault();
  items[target]?.focus();
}
