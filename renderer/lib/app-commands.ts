import type { MessageKey } from '../i18n/index.svelte';
import { VIEWS, type ViewId } from './app-state.svelte';
import { shortcuts, type ShortcutRegistry } from './shortcuts.svelte';

/** The commands that switch screens (Mod+1…5, in the rail's order). */
export const GO_TO: Record<ViewId, string> = {
  cards: 'app.goCards',
  decks: 'app.goDecks',
  playtest: 'app.goPlaytest',
  matches: 'app.goMatches',
  data: 'app.goData',
};
export const SHOW_SHORTCUTS = 'app.showShortcuts';

const GO_LABELS: Record<ViewId, MessageKey> = {
  cards: 'shortcuts.commands.goCards',
  decks: 'shortcuts.commands.goDecks',
  playtest: 'shortcuts.commands.goPlaytest',
  matches: 'shortcuts.commands.goMatches',
  data: 'shortcuts.commands.goData',
};

/**
 * The shell's own commands and the scopes the help lists, in its order. Features declare their commands
 * next to their code, the same way: `shortcuts.define({ id: 'editor.undo', scope: 'editor', … })`.
 */
export function defineAppCommands(registry: ShortcutRegistry = shortcuts): void {
  registry.defineScope('global', 'shortcuts.scopes.global');
  registry.defineScope('editor', 'shortcuts.scopes.editor');
  registry.defineScope('browser', 'shortcuts.scopes.browser');
  registry.defineScope('library', 'shortcuts.scopes.library');
  registry.defineScope('playtest', 'shortcuts.scopes.playtest');
  registry.define(
    ...VIEWS.map((view, index) => ({ id: GO_TO[view], label: GO_LABELS[view], keys: [`Mod+${index + 1}`] })),
    // `?` types a question mark in a text box (the default rule keeps it there); F1 works everywhere.
    { id: SHOW_SHORTCUTS, label: 'shortcuts.commands.showShortcuts', keys: ['?', 'F1'] },
  );
}

defineAppCommands();
