import type { MessageTable } from './catalogue.js';

/** Japanese: です/ます; テナント、会社、プロバイダー、契約、契約のバージョン、テンプレート、ファイル、言語、オリジン. */
export const ja = {
  // hydra:title of every error
  'An error occurred': 'エラーが発生しました',
  // hydra:description of errors without violations
  'Access Denied': 'アクセスが拒否されました',
  'Not Found': '見つかりません',
  'Invalid IRI': '無効な参照です',
  'Method Not Allowed': 'このメソッドは許可されていません',
  'Syntax error': '構文エラーです',
  'Invalid query parameter': '無効なクエリパラメーターです',
  'The content-type is not supported.': 'このコンテンツタイプはサポートされていません。',
  'The file type is not supported.': 'この種類のファイルはサポートされていません。',
  'Request Entity Too Large': 'リクエストが大きすぎます',
  'Internal Server Error': 'サーバー内部エラーが発生しました',
  'Account deactivated': 'アカウントは無効化されています',
  'Bad Request': '不正なリクエストです',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'この値は空にできません。',
  'This value is already used.': 'この値は既に使用されています。',
  'This field was not expected.': 'この項目は想定されていません。',
  'This value is not valid.': 'この値は無効です。',
  'This value is too long. It should have {0} characters or less.':
    'この値は長すぎます。{0} 文字以内で入力してください。',
  'This value is too short. It should have {0} characters or more.':
    'この値は短すぎます。{0} 文字以上で入力してください。',
  'This value should be of type {0}.': 'この値は {0} 型である必要があります。',
  'This value should be greater than or equal to {0}.': 'この値は {0} 以上である必要があります。',
  'This value should be less than or equal to {0}.': 'この値は {0} 以下である必要があります。',
  'This value is not a valid email address.': 'この値は有効なメールアドレスではありません。',
  'This value is not a valid locale.': 'この値は有効な言語ではありません。',
  'This value is not a valid origin (scheme://host[:port]).':
    'この値は有効なオリジン (scheme://host[:port]) ではありません。',
  'This value is not a valid date.': 'この値は有効な日付ではありません。',
  'This value matches more than one item.': 'この値は複数の項目に一致します。',
  'This item does not exist or cannot be chosen here.': 'この項目は存在しないか、ここでは選択できません。',
  'This address belongs to another tenant.': 'この住所は別のテナントに属しています。',
  'This provider belongs to another tenant.': 'このプロバイダーは別のテナントに属しています。',
  'This company belongs to another tenant.': 'この会社は別のテナントに属しています。',
  'This tenant already has a JWK URL.': 'このテナントには既に JWK URL があります。',
  'The file content does not match its declared type.': 'ファイルの内容が、指定された種類と一致しません。',
  'A signed contract version cannot be deleted.': '署名済みの契約のバージョンは削除できません。',
  'A signed contract cannot be deleted; set its realEnd instead.':
    '署名済みの契約は削除できません。代わりに実際の終了日 (realEnd) を設定してください。',
  'This contract is already signed.': 'この契約は既に署名されています。',
  'This contract version is already signed.': 'この契約のバージョンは既に署名されています。',
  'No version of this contract was sent to you.': 'あなた宛てに送信されたこの契約のバージョンはありません。',
  'The end should not be before the start.': '終了日を開始日より前にすることはできません。',
  "This version belongs to another template than the contract's.":
    'このバージョンは、契約とは別のテンプレートに属しています。',
  'This template version is a draft: publish it before sending it.':
    'このテンプレートのバージョンは下書きです。送信する前に公開してください。',
  'A signature cannot be withdrawn.': '署名は取り消せません。',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'このテナントのストレージがいっぱいです（最大 {0} ファイル、合計 {1}）。',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': '{0} は正の整数である必要があります',
  '{0} should be one of 1, 0, true, false': '{0} は 1、0、true、false のいずれかである必要があります',
  '{0} should be a date formatted YYYY-MM-DD': '{0} は YYYY-MM-DD 形式の日付である必要があります',
  '{0} should be an id': '{0} は ID である必要があります',
  '{0} should be asc or desc': '{0} は asc または desc である必要があります',
  '{0} should be one of {1}': '{0} は次のいずれかである必要があります: {1}',
  '{0} should be an id or a contract template IRI': '{0} は ID または契約テンプレートの IRI である必要があります',
  '{0} should be a company IRI or uuid': '{0} は会社の IRI または UUID である必要があります',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'このリストには {0} 件の項目があります。pagination=false で返されるのは最大 {1} 件です。page と itemsPerPage を使用してください。',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false は会社に所属していないユーザーのみ利用できます (not_null[company]=false)。page と itemsPerPage を使用してください (最大 {0} 件)。',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': '不明な列 {0} です。この一覧の列: {1}',
  'Too many {0} values: at most {1}': '{0} の値が多すぎます（最大 {1} 個）',
  '{0} should have at most {1} characters': '{0} は {1} 文字以内である必要があります',
} satisfies MessageTable;
