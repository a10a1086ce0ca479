import type { Messages } from './en';

/** 日本語の画面テキスト。キーは en.ts と同じ形でなければならない(型で検査)。 */
export const ja: Messages = {
  app: {
    name: 'Deck Dojo',
    tagline: 'デッキ構築とプレイテスト',
  },
  nav: {
    label: '画面',
    cards: 'カード',
    decks: 'デッキ',
    playtest: 'プレイテスト',
    matches: 'マッチ',
  },
  game: {
    picker: 'ゲーム',
    sectionCount_one: 'デッキ区分 {{count}}',
    sectionCount_other: 'デッキ区分 {{count}}',
  },
  language: {
    label: '言語',
  },
  views: {
    cards: { title: 'カード', lead: 'Deck Dojo が扱うゲームと、それぞれのデッキ区分です。' },
    decks: { title: 'デッキ', lead: '{{game}}のデッキは次の区分で構成されます。' },
    playtest: { title: 'プレイテスト', lead: '{{game}}のデッキは次の区分で卓に持ち込まれます。' },
    matches: { title: 'マッチ', lead: '{{game}}のマッチは、次の区分からなるデッキで戦います。' },
  },
  games: {
    heading: 'ゲーム',
    columnGame: 'ゲーム',
    columnSections: 'デッキ区分',
    select: '選ぶ',
    selectGame: '{{game}}を選ぶ',
    current: '選択中のゲーム',
  },
  sections: {
    heading: 'デッキ区分',
    columnSection: '区分',
    columnOtherLanguage: '英語',
    columnId: 'ID',
    columnRule: 'ルール',
  },
  status: {
    database: 'データベース',
    schema: 'スキーマ v{{version}}',
    version: 'v{{version}}',
    host_electron: 'デスクトップ',
    host_web: 'ブラウザ',
    host_cli: 'コマンドライン',
  },
  errors: {
    unreachable: 'バックエンドに接続できません: {{message}}',
    saveFailed: '選択を保存できませんでした: {{message}}',
    retry: '再試行',
    dismiss: '閉じる',
  },
  loading: '読み込み中…',
};
