import type { MessageTable } from './catalogue.js';

/** Turkish: siz; kiracı, şirket, sağlayıcı, sözleşme, sözleşme sürümü, şablon, dosya, dil, kaynak. */
export const tr = {
  // hydra:title of every error
  'An error occurred': 'Bir hata oluştu',
  // hydra:description of errors without violations
  'Access Denied': 'Erişim reddedildi',
  'Not Found': 'Bulunamadı',
  'Invalid IRI': 'Geçersiz başvuru',
  'Method Not Allowed': 'Yönteme izin verilmiyor',
  'Syntax error': 'Söz dizimi hatası',
  'Invalid query parameter': 'Geçersiz sorgu parametresi',
  'The content-type is not supported.': 'Bu içerik türü desteklenmiyor.',
  'The file type is not supported.': 'Bu dosya türü desteklenmiyor.',
  'Request Entity Too Large': 'İstek çok büyük',
  'Internal Server Error': 'İç sunucu hatası',
  'Account deactivated': 'Hesap devre dışı bırakıldı',
  'Bad Request': 'Geçersiz istek',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'Bu değer boş olmamalıdır.',
  'This value is already used.': 'Bu değer zaten kullanılıyor.',
  'This field was not expected.': 'Bu alan beklenmiyordu.',
  'This value is not valid.': 'Bu değer geçerli değil.',
  'This value is too long. It should have {0} characters or less.':
    'Bu değer çok uzun. En fazla {0} karakter olmalıdır.',
  'This value is too short. It should have {0} characters or more.': 'Bu değer çok kısa. En az {0} karakter olmalıdır.',
  'This value should be of type {0}.': 'Bu değer {0} türünde olmalıdır.',
  'This value should be greater than or equal to {0}.': 'Bu değer {0} veya daha büyük olmalıdır.',
  'This value should be less than or equal to {0}.': 'Bu değer {0} veya daha küçük olmalıdır.',
  'This value is not a valid email address.': 'Bu değer geçerli bir e-posta adresi değil.',
  'This value is not a valid locale.': 'Bu değer geçerli bir dil değil.',
  'This value is not a valid origin (scheme://host[:port]).': 'Bu değer geçerli bir kaynak değil (şema://host[:port]).',
  'This value is not a valid date.': 'Bu değer geçerli bir tarih değil.',
  'This value matches more than one item.': 'Bu değer birden fazla kayıtla eşleşiyor.',
  'This item does not exist or cannot be chosen here.': 'Bu kayıt mevcut değil veya burada seçilemez.',
  'This address belongs to another tenant.': 'Bu adres başka bir kiracıya ait.',
  'This provider belongs to another tenant.': 'Bu sağlayıcı başka bir kiracıya ait.',
  'This company belongs to another tenant.': 'Bu şirket başka bir kiracıya ait.',
  'This tenant already has a JWK URL.': "Bu kiracının zaten bir JWK URL'si var.",
  'The file content does not match its declared type.': 'Dosyanın içeriği belirtilen türle eşleşmiyor.',
  'A signed contract version cannot be deleted.': 'İmzalanmış bir sözleşme sürümü silinemez.',
  'A signed contract cannot be deleted; set its realEnd instead.':
    'İmzalanmış bir sözleşme silinemez; bunun yerine gerçek bitişini (realEnd) ayarlayın.',
  'This contract is already signed.': 'Bu sözleşme zaten imzalanmış.',
  'This contract version is already signed.': 'Bu sözleşme sürümü zaten imzalanmış.',
  'No version of this contract was sent to you.': 'Bu sözleşmenin hiçbir sürümü size gönderilmedi.',
  'The end should not be before the start.': 'Bitiş, başlangıçtan önce olamaz.',
  "This version belongs to another template than the contract's.":
    'Bu sürüm, sözleşmeninkinden farklı bir şablona ait.',
  'This template version is a draft: publish it before sending it.':
    'Bu şablon sürümü bir taslaktır: göndermeden önce yayımlayın.',
  'A signature cannot be withdrawn.': 'İmza geri alınamaz.',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'Bu kiracının depolama alanı dolu (en fazla {0} dosya, toplam {1}).',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': '{0} pozitif bir tam sayı olmalıdır',
  '{0} should be one of 1, 0, true, false': '{0} değeri 1, 0, true veya false olmalıdır',
  '{0} should be a date formatted YYYY-MM-DD': '{0}, YYYY-MM-DD biçiminde bir tarih olmalıdır',
  '{0} should be an id': '{0} bir kimlik olmalıdır',
  '{0} should be asc or desc': '{0} değeri asc veya desc olmalıdır',
  '{0} should be one of {1}': '{0} şu değerlerden biri olmalıdır: {1}',
  '{0} should be an id or a contract template IRI': "{0} bir kimlik veya bir sözleşme şablonunun IRI'si olmalıdır",
  '{0} should be a company IRI or uuid': "{0} bir şirketin IRI'si veya UUID'si olmalıdır",
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'Bu listede {0} kayıt var; pagination=false en fazla {1} kayıt döndürür. page ve itemsPerPage kullanın.',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false yalnızca bir şirkete bağlı olmayan kullanıcılar için sunulur (not_null[company]=false); page ve itemsPerPage kullanın (en fazla {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': 'Bilinmeyen sütun {0}; bu listenin sütunları: {1}',
  'Too many {0} values: at most {1}': '{0} için çok fazla değer: en fazla {1}',
  '{0} should have at most {1} characters': '{0} en fazla {1} karakter olmalıdır',
} satisfies MessageTable;
