/**
 * The demo contract content as plain tables (api-contract.md "Demo data"), read by
 * seed-content.ts. Texts exist in every CONTENT_LOCALES locale so translation fallbacks can be
 * seen working; Globex has a deliberately small set so tenant-isolation checks have something
 * that must stay invisible to Acme.
 */
import type { PictureName } from './seed-file-bytes.js';

export const CONTENT_LOCALES = ['en', 'de', 'fr'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export type Texts = Record<ContentLocale, string>;

export interface DemoTemplate {
  key: string;
  title: Texts;
  category: string | null;
  active: boolean;
  countryTags: string[];
  createdAt: string;
  /** Planned revisions; a future one shows that "current version" is not simply the newest. */
  versions: { plannedRevision: string; active?: boolean; files: { file: string; title: Texts }[] }[];
}

/**
 * A demo file and its per-locale variants. Their bytes are made at seed time (seed-file-bytes.ts):
 * PDFs and texts show their name, pictures the named drawing; sizes are those of the bytes.
 */
export interface DemoFile {
  key: string;
  name: string;
  mimeType: 'application/pdf' | 'image/png' | 'text/plain';
  picture?: PictureName;
  translations: Partial<Record<ContentLocale, { name: string }>>;
}

export type RecipientRef = string | { anyUserOf: string } | null;

export interface DemoContract {
  template: string;
  recipientCompany: string;
  start: string;
  realEnd: string | null;
  /**
   * version: index into the template's versions. Users by user name; a recipient may also be
   * "any user of" a company (whoever the core seed put there) or null (sent to the company).
   */
  versions: { version: number; sender: string; recipient: RecipientRef; signedAt: string | null }[];
}

export interface TenantContent {
  tenant: string;
  categories: { key: string; externalId: string; title: Texts }[];
  products: { externalId: string; category: string; title: Texts; description: Texts }[];
  terms: { externalId: string; title: Texts; content: Texts }[];
  countryTags: { name: string; codes: string[] }[];
  files: DemoFile[];
  templates: DemoTemplate[];
  companyTemplates: { company: string; template: string; active: boolean; approved: boolean }[];
  contracts: DemoContract[];
  notifications: {
    type: string;
    locale: ContentLocale;
    texts: Record<ContentLocale, { subject: string; body: string }>;
  }[];
  fallbackLocales: string[];
  allowedOrigins: string[];
  jwkUrl: string | null;
}

/** Cities of the core demo addresses, so addresses and companies get a country. */
export const CITY_COUNTRIES: Record<string, string> = {
  Zürich: 'CH',
  Bern: 'CH',
  Berlin: 'DE',
  Hamburg: 'DE',
  Lyon: 'FR',
  London: 'GB',
  Springfield: 'US',
};

export const t = (en: string, de: string, fr: string): Texts => ({ en, de, fr });

export const NOTIFICATIONS: TenantContent['notifications'] = [
  {
    type: 'CONTRACT_SENT',
    locale: 'en',
    texts: {
      en: {
        subject: 'A contract is waiting for you',
        body: 'Hello {{recipientName}}, please review and sign "{{contractTitle}}": {{link}}',
      },
      de: {
        subject: 'Ein Vertrag wartet auf Sie',
        body: 'Hallo {{recipientName}}, bitte prüfen und unterzeichnen Sie «{{contractTitle}}»: {{link}}',
      },
      fr: {
        subject: 'Un contrat vous attend',
        body: 'Bonjour {{recipientName}}, veuillez vérifier et signer « {{contractTitle}} » : {{link}}',
      },
    },
  },
  {
    type: 'CONTRACT_SIGNED',
    locale: 'en',
    texts: {
      en: { subject: 'Contract signed', body: '{{recipientName}} signed "{{contractTitle}}" on {{signedAt}}.' },
      de: {
        subject: 'Vertrag unterzeichnet',
        body: '{{recipientName}} hat «{{contractTitle}}» am {{signedAt}} unterzeichnet.',
      },
      fr: { subject: 'Contrat signé', body: '{{recipientName}} a signé « {{contractTitle}} » le {{signedAt}}.' },
    },
  },
  {
    type: 'USER_INVITED',
    locale: 'en',
    texts: {
      en: {
        subject: 'Your access to the contract portal',
        body: 'Hello {{givenName}}, you have been invited. Sign in here: {{link}}',
      },
      de: {
        subject: 'Ihr Zugang zum Vertragsportal',
        body: 'Hallo {{givenName}}, Sie wurden eingeladen. Hier anmelden: {{link}}',
      },
      fr: {
        subject: 'Votre accès au portail des contrats',
        body: 'Bonjour {{givenName}}, vous avez été invité. Connectez-vous ici : {{link}}',
      },
    },
  },
];

export const pdf = (key: string, name: string, de: string, fr: string): DemoFile => ({
  key,
  name,
  mimeType: 'application/pdf',
  translations: { de: { name: de }, fr: { name: fr } },
});

export const png = (key: string, name: string, picture: PictureName): DemoFile => ({
  key,
  name,
  mimeType: 'image/png',
  picture,
  translations: {},
});

/** Version title and body derived from the template title, so each version reads differently per locale. */
export const versionTexts = (title: Texts, number: number): { title: Texts; content: Texts } => ({
  title: t(`${title.en} – version ${number}`, `${title.de} – Version ${number}`, `${title.fr} – version ${number}`),
  content: t(
    `${title.en}\n\n§1 Subject. This is version ${number} of the agreement.\n§2 Term. The agreement runs until cancelled.\n§3 Signature. The recipient signs electronically.`,
    `${title.de}\n\n§1 Gegenstand. Dies ist Version ${number} des Vertrags.\n§2 Dauer. Der Vertrag läuft bis zur Kündigung.\n§3 Unterschrift. Der Empfänger unterzeichnet elektronisch.`,
    `${title.fr}\n\n§1 Objet. Ceci est la version ${number} du contrat.\n§2 Durée. Le contrat court jusqu'à sa résiliation.\n§3 Signature. Le destinataire signe électroniquement.`,
  ),
});
