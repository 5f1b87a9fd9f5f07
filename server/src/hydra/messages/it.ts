import type { MessageTable } from './catalogue.js';

/** Italian: Lei; tenant, azienda, fornitore, contratto, versione del contratto, modello, file, lingua. */
export const it = {
  // hydra:title of every error
  'An error occurred': 'Si è verificato un errore',
  // hydra:description of errors without violations
  'Access Denied': 'Accesso negato',
  'Not Found': 'Non trovato',
  'Invalid IRI': 'Riferimento non valido',
  'Method Not Allowed': 'Metodo non consentito',
  'Syntax error': 'Errore di sintassi',
  'Invalid query parameter': 'Parametro della richiesta non valido',
  'The content-type is not supported.': 'Questo tipo di contenuto non è supportato.',
  'The file type is not supported.': 'Questo tipo di file non è supportato.',
  'Request Entity Too Large': 'La richiesta è troppo grande',
  'Internal Server Error': 'Errore interno del server',
  'Account deactivated': 'Account disattivato',
  'Bad Request': 'Richiesta non valida',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'Questo valore non dovrebbe essere vuoto.',
  'This value is already used.': 'Questo valore è già utilizzato.',
  'This field was not expected.': 'Questo campo non era previsto.',
  'This value is not valid.': 'Questo valore non è valido.',
  'This value is too long. It should have {0} characters or less.':
    'Questo valore è troppo lungo. Deve avere al massimo {0} caratteri.',
  'This value is too short. It should have {0} characters or more.':
    'Questo valore è troppo corto. Deve avere almeno {0} caratteri.',
  'This value should be of type {0}.': 'Questo valore dovrebbe essere di tipo {0}.',
  'This value should be greater than or equal to {0}.': 'Questo valore dovrebbe essere maggiore o uguale a {0}.',
  'This value should be less than or equal to {0}.': 'Questo valore dovrebbe essere minore o uguale a {0}.',
  'This value is not a valid email address.': 'Questo valore non è un indirizzo e-mail valido.',
  'This value is not a valid locale.': 'Questo valore non è una lingua valida.',
  'This value is not a valid origin (scheme://host[:port]).':
    "Questo valore non è un'origine valida (schema://host[:porta]).",
  'This value is not a valid date.': 'Questo valore non è una data valida.',
  'This value matches more than one item.': 'Questo valore corrisponde a più di un elemento.',
  'This item does not exist or cannot be chosen here.': 'Questo elemento non esiste o non può essere scelto qui.',
  'This address belongs to another tenant.': 'Questo indirizzo appartiene a un altro tenant.',
  'This provider belongs to another tenant.': 'Questo fornitore appartiene a un altro tenant.',
  'This company belongs to another tenant.': 'Questa azienda appartiene a un altro tenant.',
  'This tenant already has a JWK URL.': 'Questo tenant ha già un URL JWK.',
  'The file content does not match its declared type.': 'Il contenuto del file non corrisponde al tipo dichiarato.',
  'A signed contract version cannot be deleted.': 'Una versione del contratto firmata non può essere eliminata.',
  'A signed contract cannot be deleted; set its realEnd instead.':
    'Un contratto firmato non può essere eliminato; imposti invece la sua fine effettiva (realEnd).',
  'This contract is already signed.': 'Questo contratto è già firmato.',
  'This contract version is already signed.': 'Questa versione del contratto è già firmata.',
  'No version of this contract was sent to you.': 'Non Le è stata inviata alcuna versione di questo contratto.',
  'The end should not be before the start.': "La fine non può precedere l'inizio.",
  "This version belongs to another template than the contract's.":
    'Questa versione appartiene a un modello diverso da quello del contratto.',
  'This template version is a draft: publish it before sending it.':
    'Questa versione del modello è una bozza: pubblicala prima di inviarla.',
  'A signature cannot be withdrawn.': 'Una firma non può essere revocata.',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'Lo spazio di archiviazione di questo tenant è pieno (al massimo {0} file, {1} in totale).',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': '{0} deve essere un numero intero positivo',
  '{0} should be one of 1, 0, true, false': '{0} deve essere 1, 0, true o false',
  '{0} should be a date formatted YYYY-MM-DD': '{0} deve essere una data nel formato YYYY-MM-DD',
  '{0} should be an id': '{0} deve essere un identificativo',
  '{0} should be asc or desc': '{0} deve essere asc o desc',
  '{0} should be one of {1}': '{0} deve essere uno di questi valori: {1}',
  '{0} should be an id or a contract template IRI':
    "{0} deve essere un identificativo o l'IRI di un modello di contratto",
  '{0} should be a company IRI or uuid': "{0} deve essere l'IRI o l'UUID di un'azienda",
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'Questo elenco contiene {0} elementi; pagination=false ne restituisce al massimo {1}. Utilizzi page e itemsPerPage.',
  '{0} should have at most {1} characters': '{0} deve avere al massimo {1} caratteri',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false è disponibile solo per gli utenti senza azienda (not_null[company]=false); utilizzi page e itemsPerPage (al massimo {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}':
    'Colonna sconosciuta {0}; le colonne di questo elenco sono {1}',
  'Too many {0} values: at most {1}': 'Troppi valori per {0}: al massimo {1}',
} satisfies MessageTable;
