import type { MessageTable } from './catalogue.js';

/** German: Sie; Mandant, Anbieter, Vertrag, Vertragsversion, Vorlage, Datei (the texts the platform always had). */
export const de = {
  // hydra:title of every error
  'An error occurred': 'Ein Fehler ist aufgetreten',
  // hydra:description of errors without violations
  'Access Denied': 'Zugriff verweigert',
  'Not Found': 'Nicht gefunden',
  'Invalid IRI': 'Ungültiger Verweis',
  'Method Not Allowed': 'Methode nicht erlaubt',
  'Syntax error': 'Syntaxfehler',
  'Invalid query parameter': 'Ungültiger Abfrageparameter',
  'The content-type is not supported.': 'Dieser Inhaltstyp wird nicht unterstützt.',
  'The file type is not supported.': 'Dieser Dateityp wird nicht unterstützt.',
  'Request Entity Too Large': 'Die Anfrage ist zu groß',
  'Internal Server Error': 'Interner Serverfehler',
  'Account deactivated': 'Konto deaktiviert',
  'Bad Request': 'Ungültige Anfrage',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'Dieser Wert sollte nicht leer sein.',
  'This value is already used.': 'Dieser Wert wird bereits verwendet.',
  'This field was not expected.': 'Dieses Feld wurde nicht erwartet.',
  'This value is not valid.': 'Dieser Wert ist ungültig.',
  'This value is too long. It should have {0} characters or less.':
    'Dieser Wert ist zu lang. Er darf höchstens {0} Zeichen haben.',
  'This value is too short. It should have {0} characters or more.':
    'Dieser Wert ist zu kurz. Er muss mindestens {0} Zeichen haben.',
  'This value should be of type {0}.': 'Dieser Wert sollte vom Typ {0} sein.',
  'This value should be greater than or equal to {0}.': 'Dieser Wert sollte größer oder gleich {0} sein.',
  'This value should be less than or equal to {0}.': 'Dieser Wert sollte kleiner oder gleich {0} sein.',
  'This value is not a valid email address.': 'Dieser Wert ist keine gültige E-Mail-Adresse.',
  'This value is not a valid locale.': 'Dieser Wert ist kein gültiges Gebietsschema.',
  'This value is not a valid origin (scheme://host[:port]).':
    'Dieser Wert ist keine gültige Herkunft (Schema://Host[:Port]).',
  'This value is not a valid date.': 'Dieser Wert ist kein gültiges Datum.',
  'This value matches more than one item.': 'Dieser Wert passt auf mehr als ein Element.',
  'This item does not exist or cannot be chosen here.':
    'Dieses Element existiert nicht oder kann hier nicht gewählt werden.',
  'This address belongs to another tenant.': 'Diese Adresse gehört zu einem anderen Mandanten.',
  'This provider belongs to another tenant.': 'Dieser Anbieter gehört zu einem anderen Mandanten.',
  'This company belongs to another tenant.': 'Dieses Unternehmen gehört zu einem anderen Mandanten.',
  'This tenant already has a JWK URL.': 'Dieser Mandant hat bereits eine JWK-URL.',
  'The file content does not match its declared type.': 'Der Dateiinhalt passt nicht zum angegebenen Typ.',
  'A signed contract version cannot be deleted.': 'Eine unterschriebene Vertragsversion kann nicht gelöscht werden.',
  'A signed contract cannot be deleted; set its realEnd instead.':
    'Ein unterschriebener Vertrag kann nicht gelöscht werden; setzen Sie stattdessen sein Ende (realEnd).',
  'This contract is already signed.': 'Dieser Vertrag ist bereits unterschrieben.',
  'This contract version is already signed.': 'Diese Vertragsversion ist bereits unterschrieben.',
  'No version of this contract was sent to you.': 'Ihnen wurde keine Version dieses Vertrags gesendet.',
  'The end should not be before the start.': 'Das Ende darf nicht vor dem Beginn liegen.',
  "This version belongs to another template than the contract's.":
    'Diese Version gehört zu einer anderen Vorlage als der des Vertrags.',
  'This template version is a draft: publish it before sending it.':
    'Diese Vorlagenversion ist ein Entwurf: Veröffentlichen Sie sie, bevor Sie sie senden.',
  'A signature cannot be withdrawn.': 'Eine Unterschrift kann nicht zurückgezogen werden.',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'Der Speicher dieses Mandanten ist voll (höchstens {0} Dateien, insgesamt {1}).',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': '{0} muss eine positive ganze Zahl sein',
  '{0} should be one of 1, 0, true, false': '{0} muss 1, 0, true oder false sein',
  '{0} should be a date formatted YYYY-MM-DD': '{0} muss ein Datum im Format YYYY-MM-DD sein',
  '{0} should be an id': '{0} muss eine Kennung sein',
  '{0} should be asc or desc': '{0} muss asc oder desc sein',
  '{0} should be one of {1}': '{0} muss einer dieser Werte sein: {1}',
  '{0} should be an id or a contract template IRI': '{0} muss eine Kennung oder die IRI einer Vertragsvorlage sein',
  '{0} should be a company IRI or uuid': '{0} muss die IRI oder UUID eines Unternehmens sein',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'Diese Liste hat {0} Einträge; pagination=false liefert höchstens {1}. Verwenden Sie page und itemsPerPage.',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false gibt es nur für Benutzer ohne Unternehmen (not_null[company]=false); verwenden Sie page und itemsPerPage (höchstens {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': 'Unbekannte Spalte {0}; die Spalten dieser Liste sind {1}',
  'Too many {0} values: at most {1}': 'Zu viele Werte für {0}: höchstens {1}',
  '{0} should have at most {1} characters': '{0} darf höchstens {1} Zeichen haben',
} satisfies MessageTable;
