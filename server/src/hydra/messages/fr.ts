import type { MessageTable } from './catalogue.js';

/** French: vous; locataire, entreprise, fournisseur, contrat, version du contrat, modèle, fichier. */
export const fr = {
  // hydra:title of every error
  'An error occurred': 'Une erreur est survenue',
  // hydra:description of errors without violations
  'Access Denied': 'Accès refusé',
  'Not Found': 'Introuvable',
  'Invalid IRI': 'Référence non valide',
  'Method Not Allowed': 'Méthode non autorisée',
  'Syntax error': 'Erreur de syntaxe',
  'Invalid query parameter': 'Paramètre de requête non valide',
  'The content-type is not supported.': 'Ce type de contenu n’est pas pris en charge.',
  'The file type is not supported.': 'Ce type de fichier n’est pas pris en charge.',
  'Request Entity Too Large': 'La requête est trop volumineuse',
  'Internal Server Error': 'Erreur interne du serveur',
  'Account deactivated': 'Compte désactivé',
  'Bad Request': 'Requête incorrecte',
  // violations (Symfony validator wording in English)
  'This value should not be blank.': 'Cette valeur ne doit pas être vide.',
  'This value is already used.': 'Cette valeur est déjà utilisée.',
  'This field was not expected.': 'Ce champ n’était pas attendu.',
  'This value is not valid.': 'Cette valeur n’est pas valide.',
  'This value is too long. It should have {0} characters or less.':
    'Cette valeur est trop longue. Elle doit avoir au maximum {0} caractères.',
  'This value is too short. It should have {0} characters or more.':
    'Cette valeur est trop courte. Elle doit avoir au minimum {0} caractères.',
  'This value should be of type {0}.': 'Cette valeur doit être de type {0}.',
  'This value should be greater than or equal to {0}.': 'Cette valeur doit être supérieure ou égale à {0}.',
  'This value should be less than or equal to {0}.': 'Cette valeur doit être inférieure ou égale à {0}.',
  'This value is not a valid email address.': 'Cette valeur n’est pas une adresse e-mail valide.',
  'This value is not a valid locale.': 'Cette valeur n’est pas une langue valide.',
  'This value is not a valid origin (scheme://host[:port]).':
    'Cette valeur n’est pas une origine valide (schéma://hôte[:port]).',
  'This value is not a valid date.': 'Cette valeur n’est pas une date valide.',
  'This value matches more than one item.': 'Cette valeur correspond à plusieurs éléments.',
  'This item does not exist or cannot be chosen here.': 'Cet élément n’existe pas ou ne peut pas être choisi ici.',
  'This address belongs to another tenant.': 'Cette adresse appartient à un autre locataire.',
  'This provider belongs to another tenant.': 'Ce fournisseur appartient à un autre locataire.',
  'This company belongs to another tenant.': 'Cette entreprise appartient à un autre locataire.',
  'This tenant already has a JWK URL.': 'Ce locataire a déjà une URL JWK.',
  'The file content does not match its declared type.': 'Le contenu du fichier ne correspond pas au type indiqué.',
  'A signed contract version cannot be deleted.': 'Une version de contrat signée ne peut pas être supprimée.',
  'A signed contract cannot be deleted; set its realEnd instead.':
    'Un contrat signé ne peut pas être supprimé ; fixez plutôt sa fin (realEnd).',
  'This contract is already signed.': 'Ce contrat est déjà signé.',
  'This contract version is already signed.': 'Cette version du contrat est déjà signée.',
  'No version of this contract was sent to you.': 'Aucune version de ce contrat ne vous a été envoyée.',
  'The end should not be before the start.': 'La fin ne doit pas précéder le début.',
  "This version belongs to another template than the contract's.":
    'Cette version appartient à un autre modèle que celui du contrat.',
  'This template version is a draft: publish it before sending it.':
    'Cette version du modèle est un brouillon : publiez-la avant de l’envoyer.',
  'A signature cannot be withdrawn.': 'Une signature ne peut pas être retirée.',
  "This tenant's storage is full (at most {0} files, {1} in all).":
    'L’espace de stockage de ce locataire est plein (au maximum {0} fichiers, {1} au total).',
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': '{0} doit être un entier positif',
  '{0} should be one of 1, 0, true, false': '{0} doit valoir 1, 0, true ou false',
  '{0} should be a date formatted YYYY-MM-DD': '{0} doit être une date au format YYYY-MM-DD',
  '{0} should be an id': '{0} doit être un identifiant',
  '{0} should be asc or desc': '{0} doit valoir asc ou desc',
  '{0} should be one of {1}': '{0} doit être l’une de ces valeurs : {1}',
  '{0} should be an id or a contract template IRI': '{0} doit être un identifiant ou l’IRI d’un modèle de contrat',
  '{0} should be a company IRI or uuid': '{0} doit être l’IRI ou l’UUID d’une entreprise',
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.':
    'Cette liste compte {0} éléments ; pagination=false en renvoie au plus {1}. Utilisez page et itemsPerPage.',
  'pagination=false is offered only for users without a company (not_null[company]=false); use page and itemsPerPage (at most {0})':
    'pagination=false n’est proposé qu’aux utilisateurs sans entreprise (not_null[company]=false) ; utilisez page et itemsPerPage (au plus {0})',
  // the CSV export's column and label parameters
  'Unknown column {0}; the columns of this list are {1}': 'Colonne inconnue {0} ; les colonnes de cette liste sont {1}',
  'Too many {0} values: at most {1}': 'Trop de valeurs pour {0} : au maximum {1}',
  '{0} should have at most {1} characters': '{0} doit avoir au maximum {1} caractères',
} satisfies MessageTable;
