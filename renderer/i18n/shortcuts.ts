/**
 * Texts of the shortcut registry, the shortcut help and context menus. Included in en.ts and ja.ts under
 * `shortcuts`, so their keys are `shortcuts.…` message keys.
 */
export const shortcutsEn = {
  help: {
    title: 'Keyboard shortcuts',
    open: 'Keyboard shortcuts',
    intro: 'When two shortcuts share the same keys, the one for the part of the window you are working in wins.',
    textInputs:
      'While you type in a text box, keys type text as usual and {{undo}} undoes your typing, not the deck. Shortcuts with {{mod}} or a function key still work, except the ones text boxes use for editing.',
    columnCommand: 'Command',
    columnKeys: 'Keys',
    or: 'or',
    activeNow: 'In use now',
  },
  scopes: {
    global: 'Everywhere',
    editor: 'Deck editor',
    browser: 'Card browser',
    library: 'Deck library',
    playtest: 'Playtest table',
  },
  commands: {
    goCards: 'Go to Cards',
    goDecks: 'Go to Decks',
    goPlaytest: 'Go to Playtest',
    goMatches: 'Go to Matches',
    showShortcuts: 'Show keyboard shortcuts',
    focusSearch: 'Go to the search box',
    undo: 'Undo',
    redo: 'Redo',
    save: 'Save',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    delete: 'Delete',
    rename: 'Rename',
    duplicate: 'Duplicate',
    importDeck: 'Import a decklist',
    exportDeck: 'Export the deck',
    playtest: 'Open the playtest table',
  },
  menu: {
    label: 'Menu',
  },
};

export const shortcutsJa: typeof shortcutsEn = {
  help: {
    title: 'キーボードショートカット',
    open: 'キーボードショートカット',
    intro: '同じキーを使うショートカットが複数あるときは、いま操作している部分のものが優先されます。',
    textInputs:
      'テキスト欄に入力している間は、キーは通常どおり文字を入力し、{{undo}} はデッキではなく入力した文字を元に戻します。{{mod}} やファンクションキーを使うショートカットは、文字の編集に使うもの以外はそのまま使えます。',
    columnCommand: '操作',
    columnKeys: 'キー',
    or: 'または',
    activeNow: '使用中',
  },
  scopes: {
    global: 'アプリ全体',
    editor: 'デッキ編集',
    browser: 'カード検索',
    library: 'デッキ一覧',
    playtest: 'プレイテスト',
  },
  commands: {
    goCards: 'カード画面へ移動',
    goDecks: 'デッキ画面へ移動',
    goPlaytest: 'プレイテスト画面へ移動',
    goMatches: 'マッチ画面へ移動',
    showShortcuts: 'キーボードショートカットを表示',
    focusSearch: '検索欄へ移動',
    undo: '元に戻す',
    redo: 'やり直す',
    save: '保存',
    cut: '切り取り',
    copy: 'コピー',
    paste: '貼り付け',
    delete: '削除',
    rename: '名前を変更',
    duplicate: '複製',
    importDeck: 'デッキリストを読み込む',
    exportDeck: 'デッキを書き出す',
    playtest: 'プレイテストの卓を開く',
  },
  menu: {
    label: 'メニュー',
  },
};
