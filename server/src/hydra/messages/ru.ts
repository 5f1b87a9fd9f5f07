import type { MessageTable } from './catalogue.js';

/** Russian: Вы; арендатор, компания, поставщик, договор, версия договора, шаблон, файл, язык, источник. */
export const ru = {
  // hydra:title of every error
  'An error occurred': 'Произошла ошибка',
  // hydra:description of errors without violations
  'Access Denied': 'Доступ запрещён',
  'Not Found': 'Не найдено',
  'Invalid IRI': 'Недопустимая ссылка',
  'Method Not Allowed': 'Метод не разрешён',
  'Syntax error': 'Синтаксическая ошибка',
  'Invalid query parameter': 'Недопустимый параметр запроса',
  'The content-type is not supported.': 'Этот тип содержимого не поддерживается.',
  'The file type is not supported.': 'Этот тип файлов не поддерживается.',
  'Request Entity Too Large': 'Запрос слишком большой',
  'Internal Server Error': 'Внутренняя ошибка сервера',
  'Account deactivated': 'Учётная запись деактивирована',
  'Bad Request': 'Некорректный запрос',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'Это значение не должно быть пустым.',
  'This value is already used.': 'Это значение уже используется.',
  'This field was not expected.': 'Это поле не ожидалось.',
  'This value is not valid.': 'Это значение недопустимо.',
  'This value is too long. It should have {0} characters or less.':
    'Значение слишком длинное. Максимальное количество символов: {0}.',
  'This value is too short. It should have {0} characters or more.':
    'Значение слишком короткое. Минимальное количество символов: {0}.',
  'This value should be of type {0}.': 'Значение должно иметь тип {0}.',
  'This value should be greater than or equal to {0}.': 'Значение должно быть больше или равно {0}.',
  'This value should be less than or equal to {0}.': 'Значение должно быть меньше или равно {0}.',
  'This value is not a valid email address.': 'Значение не является допустимым адресом электронной почты.',
  'This value is not a valid locale.': 'Значение не является допустимым языком.',
  'This value is not a valid origin (scheme://host[:port]).':
    'Значение не является допустимым источником (схема://хост[:порт]).',
  'This value is not a valid date.': 'Значение не является допустимой датой.',
  'This value matches more than one item.': 'Значение соответствует нескольким элементам.',
  'This item does not exist or cannot be chosen here.': 'Этот элемент не существует или не может быть выбран здесь.',
  'This address belongs to another tenant.': 'Этот адрес принадлежит другому арендатору.',
  'This provider belongs to another tenant.': 'Этот поставщик принадлежит другому арендатору.',
  'This company belongs to another tenant.': 'Эта компания принадлежит другому арендатору.',
  'This tenant already has a JWK URL.': 'У этого арендатора уже есть URL JWK.',
  'The file content does not match its declared type.': 'Содержимое файла не соответствует указанному типу.',
  'A signed contract version cannot be deleted.': 'Подписанную версию договора нельзя удалить.',
  'A signed contract cannot be deleted; set its realEnd instead.':
    'Подписанный договор нельзя удалить; вместо этого укажите его фактическое окончание (realEnd).',
  'This contract is already signed.': 'Этот договор уже подписан.',
  'This contract version is already signed.': 'Эта версия договора уже подписана.',
  'No version of this contract was sent to you.': 'Вам не была отправлена ни одна версия этого договора.',
  'The end should not be before the start.': 'Окончание не может быть раньше начала.',
  "This version belongs to another template than the contract's.":
    'Эта версия относится к другому шаблону, чем договор.',
  'This template version is a draft: publish it before sending it.':
    'Эта версия шаблона — черновик: опубликуйте её перед отправкой.',
  'A signature cannot be withdrawn.': 'Подпись нельзя отозвать.',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'Хранилище этого арендатора заполнено (не более {0} файлов, всего {1}).',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': 'Параметр {0} должен быть целым положительным числом',
  '{0} should be one of 1, 0, true, false': 'Параметр {0} должен иметь значение 1, 0, true или false',
  '{0} should be a date formatted YYYY-MM-DD': 'Параметр {0} должен быть датой в формате YYYY-MM-DD',
  '{0} should be an id': 'Параметр {0} должен быть идентификатором',
  '{0} should be asc or desc': 'Параметр {0} должен иметь значение asc или desc',
  '{0} should be one of {1}': 'Параметр {0} должен иметь одно из значений: {1}',
  '{0} should be an id or a contract template IRI': 'Параметр {0} должен быть идентификатором или IRI шаблона договора',
  '{0} should be a company IRI or uuid': 'Параметр {0} должен быть IRI или UUID компании',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'Количество элементов в этом списке: {0}; pagination=false возвращает не более {1}. Используйте page и itemsPerPage.',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false доступен только пользователям без компании (not_null[company]=false); используйте page и itemsPerPage (не более {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': 'Неизвестный столбец {0}; столбцы этого списка: {1}',
  'Too many {0} values: at most {1}': 'Слишком много значений параметра {0}: не более {1}',
  '{0} should have at most {1} characters': 'Параметр {0} должен содержать не более {1} символов',
} satisfies MessageTable;
