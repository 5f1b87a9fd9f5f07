/**
 * The platform's error and violation messages in the caller's language (Accept-Language: en, de,
 * fr; English otherwise). Handlers keep throwing the English texts they always did (the message
 * constants of errors.ts and their own); the hydra error handler translates the answer on its
 * way out. A text with values ({0}, {1}) is matched as a pattern, so "…should have 255 characters…"
 * finds its entry. A text the catalogue lacks goes out in English.
 */

export const MESSAGE_LOCALES = ['en', 'de', 'fr'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

type Translations = Record<Exclude<MessageLocale, 'en'>, string>;

/** English text (as thrown) → German and French. Values in braces are carried over. */
export const CATALOGUE: Readonly<Record<string, Translations>> = {
  // hydra:title of every error
  'An error occurred': { de: 'Ein Fehler ist aufgetreten', fr: 'Une erreur est survenue' },
  // hydra:description of errors without violations
  'Access Denied': { de: 'Zugriff verweigert', fr: 'Accès refusé' },
  'Not Found': { de: 'Nicht gefunden', fr: 'Introuvable' },
  'Invalid IRI': { de: 'Ungültiger Verweis', fr: 'Référence non valide' },
  'Method Not Allowed': { de: 'Methode nicht erlaubt', fr: 'Méthode non autorisée' },
  'Syntax error': { de: 'Syntaxfehler', fr: 'Erreur de syntaxe' },
  'Invalid query parameter': { de: 'Ungültiger Abfrageparameter', fr: 'Paramètre de requête non valide' },
  'The content-type is not supported.': {
    de: 'Dieser Inhaltstyp wird nicht unterstützt.',
    fr: 'Ce type de contenu n’est pas pris en charge.',
  },
  'The file type is not supported.': {
    de: 'Dieser Dateityp wird nicht unterstützt.',
    fr: 'Ce type de fichier n’est pas pris en charge.',
  },
  'Request Entity Too Large': { de: 'Die Anfrage ist zu groß', fr: 'La requête est trop volumineuse' },
  'Internal Server Error': { de: 'Interner Serverfehler', fr: 'Erreur interne du serveur' },
  'Account deactivated': { de: 'Konto deaktiviert', fr: 'Compte désactivé' },
  // violations (Symfony validator wording in English)
  'This value should not be blank.': {
    de: 'Dieser Wert sollte nicht leer sein.',
    fr: 'Cette valeur ne doit pas être vide.',
  },
  'This value is already used.': { de: 'Dieser Wert wird bereits verwendet.', fr: 'Cette valeur est déjà utilisée.' },
  'This field was not expected.': { de: 'Dieses Feld wurde nicht erwartet.', fr: 'Ce champ n’était pas attendu.' },
  'This value is not valid.': { de: 'Dieser Wert ist ungültig.', fr: 'Cette valeur n’est pas valide.' },
  'This value is too long. It should have {0} characters or less.': {
    de: 'Dieser Wert ist zu lang. Er darf höchstens {0} Zeichen haben.',
    fr: 'Cette valeur est trop longue. Elle doit avoir au maximum {0} caractères.',
  },
  'This value is too short. It should have {0} characters or more.': {
    de: 'Dieser Wert ist zu kurz. Er muss mindestens {0} Zeichen haben.',
    fr: 'Cette valeur est trop courte. Elle doit avoir au minimum {0} caractères.',
  },
  'This value should be of type {0}.': {
    de: 'Dieser Wert sollte vom Typ {0} sein.',
    fr: 'Cette valeur doit être de type {0}.',
  },
  'This value should be greater than or equal to {0}.': {
    de: 'Dieser Wert sollte größer oder gleich {0} sein.',
    fr: 'Cette valeur doit être supérieure ou égale à {0}.',
  },
  'This value should be less than or equal to {0}.': {
    de: 'Dieser Wert sollte kleiner oder gleich {0} sein.',
    fr: 'Cette valeur doit être inférieure ou égale à {0}.',
  },
  'This value is not a valid email address.': {
    de: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
    fr: 'Cette valeur n’est pas une adresse e-mail valide.',
  },
  'This value is not a valid locale.': {
    de: 'Dieser Wert ist kein gültiges Gebietsschema.',
    fr: 'Cette valeur n’est pas une langue valide.',
  },
  'This value is not a valid origin (scheme://host[:port]).': {
    de: 'Dieser Wert ist keine gültige Herkunft (Schema://Host[:Port]).',
    fr: 'Cette valeur n’est pas une origine valide (schéma://hôte[:port]).',
  },
  'This value is not a valid date.': {
    de: 'Dieser Wert ist kein gültiges Datum.',
    fr: 'Cette valeur n’est pas une date valide.',
  },
  'This value matches more than one item.': {
    de: 'Dieser Wert passt auf mehr als ein Element.',
    fr: 'Cette valeur correspond à plusieurs éléments.',
  },
  'This item does not exist or cannot be chosen here.': {
    de: 'Dieses Element existiert nicht oder kann hier nicht gewählt werden.',
    fr: 'Cet élément n’existe pas ou ne peut pas être choisi ici.',
  },
  'This address belongs to another tenant.': {
    de: 'Diese Adresse gehört zu einem anderen Mandanten.',
    fr: 'Cette adresse appartient à un autre locataire.',
  },
  'This provider belongs to another tenant.': {
    de: 'Dieser Anbieter gehört zu einem anderen Mandanten.',
    fr: 'Ce fournisseur appartient à un autre locataire.',
  },
  'This company belongs to another tenant.': {
    de: 'Diese Firma gehört zu einem anderen Mandanten.',
    fr: 'Cette entreprise appartient à un autre locataire.',
  },
  'This tenant already has a JWK URL.': {
    de: 'Dieser Mandant hat bereits eine JWK-URL.',
    fr: 'Ce locataire a déjà une URL JWK.',
  },
  'The file content does not match its declared type.': {
    de: 'Der Dateiinhalt passt nicht zum angegebenen Typ.',
    fr: 'Le contenu du fichier ne correspond pas au type indiqué.',
  },
  'A signed contract version cannot be deleted.': {
    de: 'Eine unterschriebene Vertragsversion kann nicht gelöscht werden.',
    fr: 'Une version de contrat signée ne peut pas être supprimée.',
  },
  'A signed contract cannot be deleted; set its realEnd instead.': {
    de: 'Ein unterschriebener Vertrag kann nicht gelöscht werden; setzen Sie stattdessen sein Ende (realEnd).',
    fr: 'Un contrat signé ne peut pas être supprimé ; fixez plutôt sa fin (realEnd).',
  },
  'This contract is already signed.': {
    de: 'Dieser Vertrag ist bereits unterschrieben.',
    fr: 'Ce contrat est déjà signé.',
  },
  'This contract version is already signed.': {
    de: 'Diese Vertragsversion ist bereits unterschrieben.',
    fr: 'Cette version du contrat est déjà signée.',
  },
  'No version of this contract was sent to you.': {
    de: 'Ihnen wurde keine Version dieses Vertrags gesendet.',
    fr: 'Aucune version de ce contrat ne vous a été envoyée.',
  },
  'The end should not be before the start.': {
    de: 'Das Ende darf nicht vor dem Beginn liegen.',
    fr: 'La fin ne doit pas précéder le début.',
  },
  "This version belongs to another template than the contract's.": {
    de: 'Diese Version gehört zu einer anderen Vorlage als der des Vertrags.',
    fr: 'Cette version appartient à un autre modèle que celui du contrat.',
  },
  'A signature cannot be withdrawn.': {
    de: 'Eine Unterschrift kann nicht zurückgezogen werden.',
    fr: 'Une signature ne peut pas être retirée.',
  },
  // 400s on query parameters name the parameter ({0}) and keep it
  '{0} should be a positive integer': {
    de: '{0} muss eine positive ganze Zahl sein',
    fr: '{0} doit être un entier positif',
  },
  '{0} should be one of 1, 0, true, false': {
    de: '{0} muss 1, 0, true oder false sein',
    fr: '{0} doit valoir 1, 0, true ou false',
  },
  '{0} should be a date formatted YYYY-MM-DD': {
    de: '{0} muss ein Datum im Format YYYY-MM-DD sein',
    fr: '{0} doit être une date au format YYYY-MM-DD',
  },
  '{0} should be an id': { de: '{0} muss eine Kennung sein', fr: '{0} doit être un identifiant' },
  '{0} should be asc or desc': { de: '{0} muss asc oder desc sein', fr: '{0} doit valoir asc ou desc' },
  '{0} should be one of {1}': {
    de: '{0} muss einer dieser Werte sein: {1}',
    fr: '{0} doit être l’une de ces valeurs : {1}',
  },
  'This list has {0} items; pagination=false answers at most {1}. Use page and itemsPerPage.': {
    de: 'Diese Liste hat {0} Einträge; pagination=false liefert höchstens {1}. Verwenden Sie page und itemsPerPage.',
    fr: 'Cette liste compte {0} éléments ; pagination=false en renvoie au plus {1}. Utilisez page et itemsPerPage.',
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Entries with values, as patterns: the English text with each {n} as a capture. */
const PATTERNS = Object.keys(CATALOGUE)
  .filter((english) => /\{\d\}/.test(english))
  .map((english) => ({
    english,
    order: [...english.matchAll(/\{(\d)\}/g)].map((match) => Number(match[1])),
    pattern: new RegExp(`^${escapeRegExp(english).replace(/\\\{\d\\\}/g, '(.+?)')}$`),
  }));

/**
 * The caller's language from Accept-Language: the first of en, de, fr the header ranks highest
 * (`de-CH` counts as `de`; `*` and anything else as English).
 */
export function negotiateLocale(header: string | string[] | undefined): MessageLocale {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = text
    .split(',')
    .map((part, index) => {
      const [range, ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: range.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const known = ranked.find((entry) => (MESSAGE_LOCALES as readonly string[]).includes(entry.language));
  return (known?.language as MessageLocale | undefined) ?? 'en';
}

/** One message in the caller's language; unknown texts and English callers get it as thrown. */
export function localizeMessage(message: string, locale: MessageLocale): string {
  if (locale === 'en') return message;
  const exact = CATALOGUE[message];
  if (exact) return exact[locale];
  for (const { english, order, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = new Map(order.map((slot, i) => [slot, match[i + 1]]));
    return CATALOGUE[english][locale].replace(/\{(\d)\}/g, (_, slot: string) => values.get(Number(slot)) ?? '');
  }
  return message;
}
