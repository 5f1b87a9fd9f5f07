import type { MessageTable } from './catalogue.js';

/** Dutch: u; tenant, bedrijf, aanbieder, contract, contractversie, sjabloon, bestand, taal, origin. */
export const nl = {
  // hydra:title of every error
  'An error occurred': 'Er is een fout opgetreden',
  // hydra:description of errors without violations
  'Access Denied': 'Toegang geweigerd',
  'Not Found': 'Niet gevonden',
  'Invalid IRI': 'Ongeldige verwijzing',
  'Method Not Allowed': 'Methode niet toegestaan',
  'Syntax error': 'Syntaxisfout',
  'Invalid query parameter': 'Ongeldige queryparameter',
  'The content-type is not supported.': 'Dit inhoudstype wordt niet ondersteund.',
  'The file type is not supported.': 'Dit bestandstype wordt niet ondersteund.',
  'Request Entity Too Large': 'Het verzoek is te groot',
  'Internal Server Error': 'Interne serverfout',
  'Account deactivated': 'Account gedeactiveerd',
  'Bad Request': 'Ongeldig verzoek',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'Deze waarde mag niet leeg zijn.',
  'This value is already used.': 'Deze waarde wordt al gebruikt.',
  'This field was not expected.': 'Dit veld werd niet verwacht.',
  'This value is not valid.': 'Deze waarde is ongeldig.',
  'This value is too long. It should have {0} characters or less.':
    'Deze waarde is te lang. Ze mag maximaal {0} tekens bevatten.',
  'This value is too short. It should have {0} characters or more.':
    'Deze waarde is te kort. Ze moet minimaal {0} tekens bevatten.',
  'This value should be of type {0}.': 'Deze waarde moet van het type {0} zijn.',
  'This value should be greater than or equal to {0}.': 'Deze waarde moet groter dan of gelijk aan {0} zijn.',
  'This value should be less than or equal to {0}.': 'Deze waarde moet kleiner dan of gelijk aan {0} zijn.',
  'This value is not a valid email address.': 'Deze waarde is geen geldig e-mailadres.',
  'This value is not a valid locale.': 'Deze waarde is geen geldige taal.',
  'This value is not a valid origin (scheme://host[:port]).':
    'Deze waarde is geen geldige origin (schema://host[:poort]).',
  'This value is not a valid date.': 'Deze waarde is geen geldige datum.',
  'This value matches more than one item.': 'Deze waarde komt overeen met meer dan één item.',
  'This item does not exist or cannot be chosen here.': 'Dit item bestaat niet of kan hier niet worden gekozen.',
  'This address belongs to another tenant.': 'Dit adres hoort bij een andere tenant.',
  'This provider belongs to another tenant.': 'Deze aanbieder hoort bij een andere tenant.',
  'This company belongs to another tenant.': 'Dit bedrijf hoort bij een andere tenant.',
  'This tenant already has a JWK URL.': 'Deze tenant heeft al een JWK-URL.',
  'The file content does not match its declared type.':
    'De inhoud van het bestand komt niet overeen met het opgegeven type.',
  'A signed contract version cannot be deleted.': 'Een ondertekende contractversie kan niet worden verwijderd.',
  'A signed contract cannot be deleted; set its realEnd instead.':
    'Een ondertekend contract kan niet worden verwijderd; stel in plaats daarvan het werkelijke einde (realEnd) in.',
  'This contract is already signed.': 'Dit contract is al ondertekend.',
  'This contract version is already signed.': 'Deze contractversie is al ondertekend.',
  'No version of this contract was sent to you.': 'Er is u geen versie van dit contract toegestuurd.',
  'The end should not be before the start.': 'Het einde mag niet vóór het begin liggen.',
  "This version belongs to another template than the contract's.":
    'Deze versie hoort bij een ander sjabloon dan dat van het contract.',
  'This template version is a draft: publish it before sending it.':
    'Deze sjabloonversie is een concept: publiceer haar voordat u haar verzendt.',
  'A signature cannot be withdrawn.': 'Een handtekening kan niet worden ingetrokken.',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'De opslag van deze tenant is vol (maximaal {0} bestanden, {1} in totaal).',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': '{0} moet een positief geheel getal zijn',
  '{0} should be one of 1, 0, true, false': '{0} moet 1, 0, true of false zijn',
  '{0} should be a date formatted YYYY-MM-DD': '{0} moet een datum in de notatie YYYY-MM-DD zijn',
  '{0} should be an id': '{0} moet een ID zijn',
  '{0} should be asc or desc': '{0} moet asc of desc zijn',
  '{0} should be one of {1}': '{0} moet een van deze waarden zijn: {1}',
  '{0} should be an id or a contract template IRI': '{0} moet een ID of de IRI van een contractsjabloon zijn',
  '{0} should be a company IRI or uuid': '{0} moet de IRI of UUID van een bedrijf zijn',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'Deze lijst bevat {0} items; pagination=false levert er maximaal {1}. Gebruik page en itemsPerPage.',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false is alleen beschikbaar voor gebruikers zonder bedrijf (not_null[company]=false); gebruik page en itemsPerPage (maximaal {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': 'Onbekende kolom {0}; de kolommen van deze lijst zijn {1}',
  'Too many {0} values: at most {1}': 'Te veel waarden voor {0}: maximaal {1}',
  '{0} should have at most {1} characters': '{0} mag maximaal {1} tekens bevatten',
} satisfies MessageTable;
