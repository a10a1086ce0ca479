/**
 * Arrow keys, Home and End inside a radio group (WAI-ARIA radio pattern): move the choice and the focus.
 * The group keeps one tab stop, the checked radio.
 */
export function moveRadioChoice<T>(
  event: KeyboardEvent,
  options: readonly T[],
  current: T,
  select: (option: T) => void,
): void {
  const index = options.indexOf(current);
  const last = options.length - 1;
  const next = {
    ArrowRight: index >= last ? 0 : index + 1,
    ArrowDown: index >= last ? 0 : index + 1,
    ArrowLeft: index <= 0 ? last : index - 1,
    ArrowUp: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined || options.length === 0) return;
  event.preventDefault();
  select(options[next]!);
  const group = (event.currentTarget as HTMLElement).closest('[role="radiogroup"]');
  (group?.querySelectorAll<HTMLElement>('[role="radio"]')[next])?.focus();
}
