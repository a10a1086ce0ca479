import { shortcuts, type ShortcutRegistry } from './shortcuts.svelte';

/**
 * The playtest table's commands, in the `playtest` scope of the one registry (the shortcut help lists them under
 * "Playtest table"). Declaring them here gives keys, labels and help; the table attaches what they do while it is
 * mounted, and makes the scope active:
 *
 *   useScope('playtest', { element: () => tableElement });
 *   useCommand(TABLE.draw, () => act({ type: 'draw', seat, count: 1 }), () => !over);
 *   useCommand(TABLE.redraw, …, () => game has a redraw)   // a command without a handler does nothing
 *
 * Menus and tooltips read the same ids (`shortcuts.bindingText(TABLE.undo)`), so a key shown is the key that works.
 */
export const TABLE = {
  draw: 'table.draw',
  untapAll: 'table.untapAll',
  nextStep: 'table.nextStep',
  shuffle: 'table.shuffle',
  redraw: 'table.redraw',
  undo: 'table.undo',
  redo: 'table.redo',
  zoom: 'table.zoom',
  rollDie: 'table.rollDie',
  flipCoin: 'table.flipCoin',
} as const;

export function defineTableCommands(registry: ShortcutRegistry = shortcuts): void {
  registry.define(
    { id: TABLE.draw, label: 'shortcuts.commands.drawCard', keys: ['D'], scope: 'playtest' },
    { id: TABLE.untapAll, label: 'shortcuts.commands.untapAll', keys: ['U'], scope: 'playtest' },
    // Space on a focused button still presses the button (the registry leaves bare Space to controls).
    { id: TABLE.nextStep, label: 'shortcuts.commands.nextStep', keys: ['N', 'Space'], scope: 'playtest' },
    { id: TABLE.shuffle, label: 'shortcuts.commands.shuffleDeck', keys: ['S'], scope: 'playtest' },
    { id: TABLE.redraw, label: 'shortcuts.commands.redraw', keys: ['M'], scope: 'playtest' },
    { id: TABLE.undo, label: 'shortcuts.commands.undo', keys: ['Mod+Z'], scope: 'playtest' },
    { id: TABLE.redo, label: 'shortcuts.commands.redo', keys: ['Mod+Shift+Z', 'Mod+Y'], scope: 'playtest' },
    { id: TABLE.zoom, label: 'shortcuts.commands.zoomCard', keys: ['Z'], scope: 'playtest' },
    { id: TABLE.rollDie, label: 'shortcuts.commands.rollDie', keys: ['R'], scope: 'playtest' },
    { id: TABLE.flipCoin, label: 'shortcuts.commands.flipCoin', keys: ['C'], scope: 'playtest' },
  );
}

defineTableCommands();
