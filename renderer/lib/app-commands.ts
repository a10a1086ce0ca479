import type { MessageKey } from '../i18n/index.svelte';
import { VIEWS, type ViewId } from './app-state.svelte';
import { shortcuts, type ShortcutRegistry } from './shortcuts.svelte';

/** The commands that switch screens (Mod+1…5 in the rail's order; Settings Mod+, as desktop apps have it). */
export const GO_TO: Record<ViewId, string> = {
  cards: 'app.goCards',
  decks: 'app.goDecks',
  playtest: 'app.goPlaytest',
  matches: 'app.goMatches',
  data: 'app.goData',
  settings: 'app.goSettings',
};
export const SHOW_SHORTCUTS = 'app.showShortcuts';
/** File → Open Recent → Clear Recently Opened. */
export const CLEAR_RECENT = 'app.clearRecent';

const GO_LABELS: Record<ViewId, MessageKey> = {
  cards: 'shortcuts.commands.goCards',
  decks: 'shortcuts.commands.goDecks',
  playtest: 'shortcuts.commands.goPlaytest',
  matches: 'shortcuts.commands.goMatches',
  data: 'shortcuts.commands.goData',
  settings: 'shortcuts.commands.goSettings',
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
  // The custom card editor's commands are declared beside it (custom-card.ts); its scope is named here so the help's
  // order does not hang on which module is loaded first.
  registry.defineScope('cardEditor', 'customCard.scope');
  registry.define(
    ...VIEWS.map((view, index) => ({ id: GO_TO[view], label: GO_LABELS[view], keys: [view === 'settings' ? 'Mod+,' : `Mod+${index + 1}`] })),
    { id: CLEAR_RECENT, label: 'shortcuts.commands.clearRecent', hidden: true },
    // `?` types a question mark in a text box (the default rule keeps it there); F1 works everywhere.
    { id: SHOW_SHORTCUTS, label: 'shortcuts.commands.showShortcuts', keys: ['?', 'F1'] },
  );
}

defineAppCommands();
