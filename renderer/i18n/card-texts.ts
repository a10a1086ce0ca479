/**
 * Texts of readable cards (issue 23 point 1): the one-click "Get card texts and images" where a game's public source
 * has them (FaB's fab-cube data), and where a card without text says its texts can come from.
 */
export const cardTextsEn = {
  cardTexts: {
    offerTitle: '{{game}} cards have no rules texts or pictures yet',
    doneTitle: '{{game}} cards can be read now',
    offerLead: 'Deck Dojo ships the card facts only. One click fetches the rules texts from the game’s public card data and lets the card grid and zoom show the official pictures.',
    get: 'Get card texts and images',
    retry: 'Retry',
    later: 'Not now',
    close: 'Close',
    downloadsNote: 'Downloads the card data (a few MB) now, and switches on “Download the images named by the card data” in Settings: each picture is fetched from the publisher’s site the first time its card is shown.',
    downloading: 'Downloading {{file}}: {{received}} KiB',
    downloadingOf: 'Downloading {{file}}: {{received}} of {{total}} KiB',
    reading: 'Importing: reading {{file}}',
    writing: 'Importing: {{done}} of {{total}} cards written',
    starting: 'Starting…',
    done_one: 'Done: {{count}} card has its rules text, and pictures are downloaded as cards are shown.',
    done_other: 'Done: {{count}} cards have their rules text, and pictures are downloaded as cards are shown.',
    failed: 'The download stopped: {{message}}',
    failedImport: 'The downloaded data could not be imported, nothing was changed: {{message}}',
    failedOther: 'Could not get the card texts: {{message}}',
    keptForRetry: 'What arrived is kept: Retry carries on from there.',
    whereFrom: 'Card texts can come from:',
    openCardData: 'Open Card data',
    noTextInZoom: 'No rules text yet: “Get card texts and images” on the Cards screen adds it',
  },
};

export const cardTextsJa: typeof cardTextsEn = {
  cardTexts: {
    offerTitle: '{{game}}のカードにはまだテキストと画像がありません',
    doneTitle: '{{game}}のカードが読めるようになりました',
    offerLead: 'Deck Dojo にはカード情報だけを同梱しています。ワンクリックで公開されているカードデータからテキストを取得し、カード一覧のグリッドと拡大表示で公式の画像を表示できるようにします。',
    get: 'カードのテキストと画像を取得',
    retry: '再試行',
    later: 'あとで',
    close: '閉じる',
    downloadsNote: 'カードデータ(数 MB)を今ダウンロードし、設定の「カードデータにある画像をダウンロード」をオンにします。画像はカードを初めて表示したときに発行元のサイトから取得します。',
    downloading: '{{file}} をダウンロード中:{{received}} KiB',
    downloadingOf: '{{file}} をダウンロード中:{{received}} / {{total}} KiB',
    reading: '取り込み中:{{file}} を読み取っています',
    writing: '取り込み中:{{total}} 枚中 {{done}} 枚を書き込みました',
    starting: '開始しています…',
    done_one: '完了:{{count}} 枚のカードにテキストが入りました。画像はカードを表示するときにダウンロードします。',
    done_other: '完了:{{count}} 枚のカードにテキストが入りました。画像はカードを表示するときにダウンロードします。',
    failed: 'ダウンロードが止まりました：{{message}}',
    failedImport: 'ダウンロードしたデータを取り込めませんでした（何も変更していません）：{{message}}',
    failedOther: 'カードのテキストを取得できませんでした：{{message}}',
    keptForRetry: '届いた分は保存してあります。「再試行」で続きから取得します。',
    whereFrom: 'カードのテキストの入手先:',
    openCardData: 'カードデータを開く',
    noTextInZoom: 'テキストはまだありません:「カード」画面の「カードのテキストと画像を取得」で追加できます',
  },
};
