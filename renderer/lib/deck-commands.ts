import { shortcuts } from './shortcuts.svelte';

/** The deck editor's commands (the views attach what they do); the shortcut help lists them under Editor. */
export const EDITOR = {
  undo: 'editor.undo',
  redo: 'editor.redo',
  save: 'editor.save',
  focusSearch: 'editor.focusSearch',
  import: 'editor.import',
  export: 'editor.export',
  playtest: 'editor.playtest',
} as const;

/** Commands on the deck row that holds the focus (the editor attaches them; they do nothing elsewhere). */
export const DECK_ROW = {
  addOne: 'deckRow.addOne',
  removeOne: 'deckRow.removeOne',
  remove: 'deckRow.remove',
  moveNext: 'deckRow.moveNext',
  movePrevious: 'deckRow.movePrevious',
} as const;

/** Adds the card selected in the editor's browser (its list handles Enter itself; this names it for help and menus). */
export const ADD_SELECTED_CARD = 'editor.addSelectedCard';

/** The deck library's commands; the row ones act on the deck whose row holds the focus. */
export const LIBRARY = {
  newDeck: 'library.newDeck',
  import: 'library.import',
  focusSearch: 'library.focusSearch',
  open: 'library.open',
  rename: 'library.rename',
  duplicate: 'library.duplicate',
  delete: 'library.delete',
} as const;

/** The card browser's (Cards screen) commands. */
export const BROWSER = { focusSearch: 'browser.focusSearch' } as const;

shortcuts.define(
  { id: EDITOR.undo, label: 'shortcuts.commands.undo', keys: ['Mod+Z'], scope: 'editor' },
  { id: EDITOR.redo, label: 'shortcuts.commands.redo', keys: ['Mod+Shift+Z', 'Mod+Y'], scope: 'editor' },
  // Saving works from the name box and the notes too.
  { id: EDITOR.save, label: 'shortcuts.commands.save', keys: ['Mod+S'], scope: 'editor', inTextInputs: true },
  { id: EDITOR.focusSearch, label: 'shortcuts.commands.focusSearch', keys: ['/'], scope: 'editor' },
  { id: EDITOR.import, label: 'shortcuts.commands.importDeck', keys: ['Mod+I'], scope: 'editor' },
  { id: EDITOR.export, label: 'shortcuts.commands.exportDeck', keys: ['Mod+E'], scope: 'editor' },
  { id: EDITOR.playtest, label: 'shortcuts.commands.playtest', keys: ['Mod+Enter'], scope: 'editor' },
  { id: ADD_SELECTED_CARD, label: 'shortcuts.commands.addCard', keys: ['Enter'], scope: 'editor' },
  { id: DECK_ROW.addOne, label: 'shortcuts.commands.addCopy', keys: ['+', '='], scope: 'editor' },
  { id: DECK_ROW.removeOne, label: 'shortcuts.commands.removeCopy', keys: ['-'], scope: 'editor' },
  { id: DECK_ROW.remove, label: 'shortcuts.commands.removeCard', keys: ['Delete', 'Backspace'], scope: 'editor' },
  { id: DECK_ROW.moveNext, label: 'shortcuts.commands.moveNextSection', keys: [']'], scope: 'editor' },
  { id: DECK_ROW.movePrevious, label: 'shortcuts.commands.movePreviousSection', keys: ['['], scope: 'editor' },
  { id: LIBRARY.newDeck, label: 'shortcuts.commands.newDeck', keys: ['Mod+N'], scope: 'library' },
  { id: LIBRARY.import, label: 'shortcuts.commands.importDeck', keys: ['Mod+I'], scope: 'library' },
  { id: LIBRARY.focusSearch, label: 'shortcuts.commands.focusSearch', keys: ['/'], scope: 'library' },
  { id: LIBRARY.open, label: 'shortcuts.commands.openDeck', keys: ['Enter'], scope: 'library' },
  { id: LIBRARY.rename, label: 'shortcuts.commands.rename', keys: ['F2'], scope: 'library' },
  { id: LIBRARY.duplicate, label: 'shortcuts.commands.duplicate', keys: ['Mod+D'], scope: 'library' },
  { id: LIBRARY.delete, label: 'shortcuts.commands.delete', keys: ['Delete'], scope: 'library' },
  { id: BROWSER.focusSearch, label: 'shortcuts.commands.focusSearch', keys: ['/'], scope: 'browser' },
);
