import type { MessageTable } from './catalogue.js';

/** Polish: impersonal; dzierżawa, firma, dostawca, umowa, wersja umowy, szablon, plik, język, źródło. */
export const pl = {
  // hydra:title of every error
  'An error occurred': 'Wystąpił błąd',
  // hydra:description of errors without violations
  'Access Denied': 'Odmowa dostępu',
  'Not Found': 'Nie znaleziono',
  'Invalid IRI': 'Nieprawidłowe odwołanie',
  'Method Not Allowed': 'Niedozwolona metoda',
  'Syntax error': 'Błąd składni',
  'Invalid query parameter': 'Nieprawidłowy parametr zapytania',
  'The content-type is not supported.': 'Ten typ zawartości nie jest obsługiwany.',
  'The file type is not supported.': 'Ten typ pliku nie jest obsługiwany.',
  'Request Entity Too Large': 'Żądanie jest za duże',
  'Internal Server Error': 'Wewnętrzny błąd serwera',
  'Account deactivated': 'Konto zostało dezaktywowane',
  'Bad Request': 'Nieprawidłowe żądanie',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'Ta wartość nie powinna być pusta.',
  'This value is already used.': 'Ta wartość jest już używana.',
  'This field was not expected.': 'To pole nie było oczekiwane.',
  'This value is not valid.': 'Ta wartość jest nieprawidłowa.',
  'This value is too long. It should have {0} characters or less.':
    'Ta wartość jest za długa. Maksymalna liczba znaków: {0}.',
  'This value is too short. It should have {0} characters or more.':
    'Ta wartość jest za krótka. Minimalna liczba znaków: {0}.',
  'This value should be of type {0}.': 'Ta wartość powinna być typu {0}.',
  'This value should be greater than or equal to {0}.': 'Ta wartość powinna być większa lub równa {0}.',
  'This value should be less than or equal to {0}.': 'Ta wartość powinna być mniejsza lub równa {0}.',
  'This value is not a valid email address.': 'Ta wartość nie jest prawidłowym adresem e-mail.',
  'This value is not a valid locale.': 'Ta wartość nie jest prawidłowym językiem.',
  'This value is not a valid origin (scheme://host[:port]).':
    'Ta wartość nie jest prawidłowym źródłem (schemat://host[:port]).',
  'This value is not a valid date.': 'Ta wartość nie jest prawidłową datą.',
  'This value matches more than one item.': 'Ta wartość pasuje do więcej niż jednego elementu.',
  'This item does not exist or cannot be chosen here.': 'Ten element nie istnieje lub nie można go tutaj wybrać.',
  'This address belongs to another tenant.': 'Ten adres należy do innej dzierżawy.',
  'This provider belongs to another tenant.': 'Ten dostawca należy do innej dzierżawy.',
  'This company belongs to another tenant.': 'Ta firma należy do innej dzierżawy.',
  'This tenant already has a JWK URL.': 'Ta dzierżawa ma już adres URL JWK.',
  'The file content does not match its declared type.': 'Zawartość pliku nie odpowiada zadeklarowanemu typowi.',
  'A signed contract version cannot be deleted.': 'Nie można usunąć podpisanej wersji umowy.',
  'A signed contract cannot be deleted; set its realEnd instead.':
    'Nie można usunąć podpisanej umowy; zamiast tego należy ustawić jej faktyczny koniec (realEnd).',
  'This contract is already signed.': 'Ta umowa jest już podpisana.',
  'This contract version is already signed.': 'Ta wersja umowy jest już podpisana.',
  'No version of this contract was sent to you.': 'Do tego konta nie wysłano żadnej wersji tej umowy.',
  'The end should not be before the start.': 'Koniec nie może przypadać przed początkiem.',
  "This version belongs to another template than the contract's.":
    'Ta wersja należy do innego szablonu niż szablon umowy.',
  'This template version is a draft: publish it before sending it.':
    'Ta wersja szablonu jest wersją roboczą: opublikuj ją przed wysłaniem.',
  'A signature cannot be withdrawn.': 'Podpisu nie można wycofać.',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'Miejsce na pliki tej dzierżawy jest pełne (najwyżej {0} plików, łącznie {1}).',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': '{0} musi być dodatnią liczbą całkowitą',
  '{0} should be one of 1, 0, true, false': '{0} musi mieć wartość 1, 0, true lub false',
  '{0} should be a date formatted YYYY-MM-DD': '{0} musi być datą w formacie YYYY-MM-DD',
  '{0} should be an id': '{0} musi być identyfikatorem',
  '{0} should be asc or desc': '{0} musi mieć wartość asc lub desc',
  '{0} should be one of {1}': '{0} musi mieć jedną z wartości: {1}',
  '{0} should be an id or a contract template IRI': '{0} musi być identyfikatorem lub adresem IRI szablonu umowy',
  '{0} should be a company IRI or uuid': '{0} musi być adresem IRI lub identyfikatorem UUID firmy',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'Liczba elementów na tej liście: {0}; pagination=false zwraca maksymalnie {1}. Należy użyć parametrów page i itemsPerPage.',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false jest dostępne tylko dla użytkowników bez firmy (not_null[company]=false); należy użyć parametrów page i itemsPerPage (maksymalnie {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': 'Nieznana kolumna {0}; kolumny tej listy to {1}',
  'Too many {0} values: at most {1}': 'Za dużo wartości {0}: najwyżej {1}',
  '{0} should have at most {1} characters': '{0} może mieć najwyżej {1} znaków',
} satisfies MessageTable;
