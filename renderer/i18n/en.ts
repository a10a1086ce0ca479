/** English interface texts. The shape of this object is the list of keys; ja.ts must match it. */
export const en = {
  app: {
    name: 'Deck Dojo',
    tagline: 'Deck builder and playtest table',
  },
  nav: {
    label: 'Screens',
    cards: 'Cards',
    decks: 'Decks',
    playtest: 'Playtest',
    matches: 'Matches',
  },
  game: {
    picker: 'Game',
    sectionCount_one: '{{count}} deck section',
    sectionCount_other: '{{count}} deck sections',
  },
  language: {
    label: 'Language',
  },
  views: {
    cards: { title: 'Cards', lead: 'The games Deck Dojo knows and the deck sections each one uses.' },
    decks: { title: 'Decks', lead: 'A {{game}} deck is made of these sections.' },
    playtest: { title: 'Playtest', lead: 'A {{game}} deck comes to the table with these sections.' },
    matches: { title: 'Matches', lead: 'A {{game}} match is played with decks made of these sections.' },
  },
  games: {
    heading: 'Games',
    columnGame: 'Game',
    columnSections: 'Deck sections',
    select: 'Select',
    selectGame: 'Work on {{game}}',
    current: 'Current game',
  },
  sections: {
    heading: 'Deck sections',
    columnSection: 'Section',
    columnOtherLanguage: 'In Japanese',
    columnId: 'ID',
    columnRule: 'Rule',
  },
  status: {
    database: 'Database',
    schema: 'schema v{{version}}',
    version: 'v{{version}}',
    host_electron: 'Desktop',
    host_web: 'Browser',
    host_cli: 'Command line',
  },
  errors: {
    unreachable: 'Deck Dojo could not reach its backend: {{message}}',
    saveFailed: 'Your choice was not saved: {{message}}',
    retry: 'Retry',
    dismiss: 'Dismiss',
  },
  loading: 'Loading…',
};

export type Messages = typeof en;
