/**
 * Texts of the desktop app's menu bar: the menus' names and the host's own items (the renderer's commands keep
 * their `shortcuts.commands` labels). Included in en.ts and ja.ts under `nativeMenu`. The Japanese follows the
 * wording of macOS and Windows menus.
 */
export const nativeMenuEn = {
  menus: { file: 'File', edit: 'Edit', view: 'View', deck: 'Deck', help: 'Help' },
  /** The Settings command's menu item (Edit, or the macOS app menu), worded as those menus word it. */
  settings: 'Settings…',
  items: {
    selectAll: 'Select All',
    reload: 'Reload',
    toggleDevTools: 'Toggle Developer Tools',
    resetZoom: 'Actual Size',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    togglefullscreen: 'Toggle Full Screen',
    about: 'About {{app}}',
    services: 'Services',
    hide: 'Hide {{app}}',
    hideOthers: 'Hide Others',
    unhide: 'Show All',
    quit: 'Quit {{app}}',
    window: 'Window',
    minimize: 'Minimize',
    zoom: 'Zoom',
    front: 'Bring All to Front',
    close: 'Close Window',
  },
};

export const nativeMenuJa: typeof nativeMenuEn = {
  menus: { file: 'ファイル', edit: '編集', view: '表示', deck: 'デッキ', help: 'ヘルプ' },
  settings: '設定…',
  items: {
    selectAll: 'すべてを選択',
    reload: '再読み込み',
    toggleDevTools: '開発者ツールの表示/非表示',
    resetZoom: '実際のサイズ',
    zoomIn: '拡大',
    zoomOut: '縮小',
    togglefullscreen: 'フルスクリーンの切り替え',
    about: '{{app}}について',
    services: 'サービス',
    hide: '{{app}}を隠す',
    hideOthers: 'ほかを隠す',
    unhide: 'すべてを表示',
    quit: '{{app}}を終了',
    window: 'ウインドウ',
    minimize: 'しまう',
    zoom: '拡大/縮小',
    front: 'すべてを手前に移動',
    close: 'ウインドウを閉じる',
  },
};
