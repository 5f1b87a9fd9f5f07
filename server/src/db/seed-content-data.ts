/**
 * The demo contract content as plain tables (api-contract.md "Demo data"), read by
 * seed-content.ts. Texts exist in every CONTENT_LOCALES locale so translation fallbacks can be
 * seen working; Globex has a deliberately small set so tenant-isolation checks have something
 * that must stay invisible to Acme.
 */
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

export interface DemoFile {
  key: string;
  name: string;
  mimeType: string;
  size: number;
  translations: Partial<Record<ContentLocale, { name: string; size: number }>>;
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

const t = (en: string, de: string, fr: string): Texts => ({ en, de, fr });

const NOTIFICATIONS: TenantContent['notifications'] = [
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

const pdf = (key: string, name: string, size: number, de: string, fr: string): DemoFile => ({
  key,
  name,
  mimeType: 'application/pdf',
  size,
  translations: { de: { name: de, size: size + 311 }, fr: { name: fr, size: size + 517 } },
});

const ACME: TenantContent = {
  tenant: 'Acme',
  categories: [
    { key: 'energy', externalId: 'ACME-CAT-ENERGY', title: t('Energy', 'Energie', 'Énergie') },
    {
      key: 'telecom',
      externalId: 'ACME-CAT-TELECOM',
      title: t('Telecommunications', 'Telekommunikation', 'Télécommunications'),
    },
    { key: 'insurance', externalId: 'ACME-CAT-INSURANCE', title: t('Insurance', 'Versicherung', 'Assurance') },
    { key: 'mobility', externalId: 'ACME-CAT-MOBILITY', title: t('Mobility', 'Mobilität', 'Mobilité') },
  ],
  products: [
    {
      externalId: 'ACME-P-GREEN-POWER',
      category: 'energy',
      title: t('Green Power', 'Ökostrom', 'Électricité verte'),
      description: t(
        'Electricity from certified renewable sources.',
        'Strom aus zertifizierten erneuerbaren Quellen.',
        'Électricité issue de sources renouvelables certifiées.',
      ),
    },
    {
      externalId: 'ACME-P-GAS-BASIC',
      category: 'energy',
      title: t('Natural Gas Basic', 'Erdgas Basis', 'Gaz naturel de base'),
      description: t(
        'Gas supply at a fixed price for 12 months.',
        'Gasversorgung zum Festpreis für 12 Monate.',
        'Fourniture de gaz à prix fixe pendant 12 mois.',
      ),
    },
    {
      externalId: 'ACME-P-MOBILE-M',
      category: 'telecom',
      title: t('Mobile M', 'Mobil M', 'Mobile M'),
      description: t(
        '20 GB data, unlimited calls in Europe.',
        '20 GB Daten, unbegrenzt telefonieren in Europa.',
        '20 Go de données, appels illimités en Europe.',
      ),
    },
    {
      externalId: 'ACME-P-FIBRE-1000',
      category: 'telecom',
      title: t('Fibre 1000', 'Glasfaser 1000', 'Fibre 1000'),
      description: t(
        'Home internet up to 1 Gbit/s.',
        'Internet zu Hause bis 1 Gbit/s.',
        "Internet à domicile jusqu'à 1 Gbit/s.",
      ),
    },
    {
      externalId: 'ACME-P-HOME-INSURANCE',
      category: 'insurance',
      title: t('Home Contents Insurance', 'Hausratversicherung', 'Assurance ménage'),
      description: t(
        'Covers furniture and belongings against fire, water and theft.',
        'Deckt Möbel und Hausrat gegen Feuer, Wasser und Diebstahl.',
        "Couvre le mobilier et les effets contre l'incendie, l'eau et le vol.",
      ),
    },
    {
      externalId: 'ACME-P-CAR-SHARING',
      category: 'mobility',
      title: t('Car Sharing Flex', 'Carsharing Flex', 'Autopartage Flex'),
      description: t(
        'Cars by the hour in 40 cities.',
        'Autos stundenweise in 40 Städten.',
        'Voitures à l’heure dans 40 villes.',
      ),
    },
  ],
  terms: [
    {
      externalId: 'ACME-T-GTC',
      title: t('General Terms and Conditions', 'Allgemeine Geschäftsbedingungen', 'Conditions générales'),
      content: t(
        'These terms govern every contract concluded with Acme.',
        'Diese Bedingungen gelten für jeden mit Acme geschlossenen Vertrag.',
        'Ces conditions régissent tout contrat conclu avec Acme.',
      ),
    },
    {
      externalId: 'ACME-T-PRIVACY',
      title: t('Privacy Policy', 'Datenschutzerklärung', 'Politique de confidentialité'),
      content: t(
        'We process personal data only to perform the contract.',
        'Wir verarbeiten Personendaten nur zur Vertragserfüllung.',
        'Nous ne traitons les données personnelles que pour exécuter le contrat.',
      ),
    },
    {
      externalId: 'ACME-T-CANCELLATION',
      title: t('Cancellation Policy', 'Kündigungsbedingungen', 'Conditions de résiliation'),
      content: t(
        'Either party may cancel with three months notice.',
        'Beide Parteien können mit drei Monaten Frist kündigen.',
        'Chaque partie peut résilier avec un préavis de trois mois.',
      ),
    },
    {
      externalId: 'ACME-T-DPA',
      title: t('Data Processing Agreement', 'Auftragsverarbeitungsvertrag', 'Accord de traitement des données'),
      content: t(
        'Acme processes data on behalf of the customer as instructed.',
        'Acme verarbeitet Daten im Auftrag und nach Weisung des Kunden.',
        'Acme traite les données pour le compte du client selon ses instructions.',
      ),
    },
  ],
  countryTags: [
    { name: 'DACH', codes: ['DE', 'AT', 'CH'] },
    { name: 'Benelux', codes: ['BE', 'NL', 'LU'] },
    { name: 'Nordics', codes: ['DK', 'FI', 'IS', 'NO', 'SE'] },
  ],
  files: [
    pdf('tariff', 'Electricity tariff sheet.pdf', 48213, 'Stromtarifblatt.pdf', 'Fiche tarifaire électricité.pdf'),
    pdf('price-list', 'Mobile price list.pdf', 35120, 'Preisliste Mobil.pdf', 'Liste de prix mobile.pdf'),
    pdf(
      'insurance-info',
      'Insurance product information.pdf',
      91877,
      'Produktinformationsblatt.pdf',
      "Fiche d'information produit.pdf",
    ),
    pdf('privacy', 'Privacy notice.pdf', 22410, 'Datenschutzhinweis.pdf', 'Avis de confidentialité.pdf'),
    { key: 'logo', name: 'Acme logo.png', mimeType: 'image/png', size: 8734, translations: {} },
    {
      key: 'summary',
      name: 'Terms summary.txt',
      mimeType: 'text/plain',
      size: 1290,
      translations: { de: { name: 'AGB Zusammenfassung.txt', size: 1388 } },
    },
  ],
  templates: [
    {
      key: 'electricity',
      title: t('Electricity Supply Agreement', 'Stromliefervertrag', "Contrat de fourniture d'électricité"),
      category: 'energy',
      active: true,
      countryTags: ['DACH'],
      createdAt: '2024-11-04T09:00:00.000Z',
      versions: [
        {
          plannedRevision: '2025-01-01T00:00:00.000Z',
          files: [{ file: 'tariff', title: t('Tariff sheet', 'Tarifblatt', 'Fiche tarifaire') }],
        },
        {
          plannedRevision: '2025-07-01T00:00:00.000Z',
          files: [
            { file: 'tariff', title: t('Tariff sheet', 'Tarifblatt', 'Fiche tarifaire') },
            { file: 'privacy', title: t('Privacy notice', 'Datenschutzhinweis', 'Avis de confidentialité') },
          ],
        },
        { plannedRevision: '2027-01-01T00:00:00.000Z', files: [] },
      ],
    },
    {
      key: 'mobile',
      title: t('Mobile Subscription', 'Mobilfunkabonnement', 'Abonnement mobile'),
      category: 'telecom',
      active: true,
      countryTags: ['DACH', 'Benelux'],
      createdAt: '2024-12-02T09:00:00.000Z',
      versions: [
        {
          plannedRevision: '2025-02-01T00:00:00.000Z',
          files: [{ file: 'price-list', title: t('Price list', 'Preisliste', 'Liste de prix') }],
        },
        {
          plannedRevision: '2025-08-15T00:00:00.000Z',
          files: [{ file: 'price-list', title: t('Price list', 'Preisliste', 'Liste de prix') }],
        },
      ],
    },
    {
      key: 'insurance',
      title: t('Household Insurance', 'Hausratversicherung', 'Assurance ménage'),
      category: 'insurance',
      active: true,
      countryTags: ['Nordics'],
      createdAt: '2023-10-10T09:00:00.000Z',
      versions: [
        {
          plannedRevision: '2023-11-01T00:00:00.000Z',
          files: [
            { file: 'insurance-info', title: t('Product information', 'Produktinformation', 'Information produit') },
          ],
        },
        { plannedRevision: '2025-01-01T00:00:00.000Z', active: false, files: [] },
      ],
    },
    {
      key: 'car-sharing',
      title: t('Car Sharing Membership', 'Carsharing-Mitgliedschaft', "Adhésion à l'autopartage"),
      category: 'mobility',
      active: false,
      countryTags: [],
      createdAt: '2025-03-03T09:00:00.000Z',
      versions: [{ plannedRevision: '2025-04-01T00:00:00.000Z', files: [] }],
    },
    {
      key: 'legacy-gas',
      title: t('Gas Supply (legacy)', 'Gasliefervertrag (alt)', 'Fourniture de gaz (ancien)'),
      category: 'energy',
      active: false,
      countryTags: ['DACH'],
      createdAt: '2022-01-10T09:00:00.000Z',
      versions: [
        {
          plannedRevision: '2022-02-01T00:00:00.000Z',
          files: [{ file: 'summary', title: t('Summary', 'Zusammenfassung', 'Résumé') }],
        },
        { plannedRevision: '2023-02-01T00:00:00.000Z', files: [] },
      ],
    },
  ],
  companyTemplates: [
    { company: 'Acme Retail GmbH', template: 'electricity', active: true, approved: true },
    { company: 'Acme Retail GmbH', template: 'mobile', active: true, approved: false },
    { company: 'Zürich Customer AG', template: 'electricity', active: true, approved: true },
    { company: 'Zürich Customer AG', template: 'insurance', active: false, approved: true },
    { company: 'Lyon Customer SA', template: 'mobile', active: true, approved: true },
    { company: 'Acme Reseller AG', template: 'car-sharing', active: false, approved: false },
  ],
  contracts: [
    {
      // Signed once; a new version now waits for the customer's signature.
      template: 'electricity',
      recipientCompany: 'Zürich Customer AG',
      start: '2025-03-01T00:00:00.000Z',
      realEnd: null,
      versions: [
        { version: 0, sender: 'tenant.admin', recipient: 'customer', signedAt: '2025-02-20T10:15:00.000Z' },
        { version: 1, sender: 'tenant.admin', recipient: 'customer', signedAt: null },
      ],
    },
    {
      template: 'mobile',
      recipientCompany: 'Zürich Customer AG',
      start: '2025-09-01T00:00:00.000Z',
      realEnd: null,
      versions: [{ version: 1, sender: 'tenant.admin', recipient: 'customer', signedAt: null }],
    },
    {
      template: 'insurance',
      recipientCompany: 'Zürich Customer AG',
      start: '2024-01-01T00:00:00.000Z',
      realEnd: '2025-12-31T00:00:00.000Z',
      versions: [{ version: 0, sender: 'tenant.admin', recipient: 'user', signedAt: '2023-12-12T08:30:00.000Z' }],
    },
    {
      template: 'electricity',
      recipientCompany: 'Acme Retail GmbH',
      start: '2025-05-01T00:00:00.000Z',
      realEnd: null,
      versions: [
        { version: 1, sender: 'tenant.admin', recipient: 'company.admin', signedAt: '2025-04-28T14:00:00.000Z' },
      ],
    },
    {
      template: 'mobile',
      recipientCompany: 'Lyon Customer SA',
      start: '2025-10-01T00:00:00.000Z',
      realEnd: null,
      versions: [{ version: 1, sender: 'editor', recipient: null, signedAt: null }],
    },
    {
      template: 'legacy-gas',
      recipientCompany: 'Acme Retail GmbH',
      start: '2022-03-01T00:00:00.000Z',
      realEnd: '2023-02-28T00:00:00.000Z',
      versions: [
        { version: 0, sender: 'tenant.admin', recipient: 'company.admin', signedAt: '2022-02-25T09:00:00.000Z' },
      ],
    },
  ],
  notifications: NOTIFICATIONS,
  fallbackLocales: ['en', 'de', 'fr'],
  allowedOrigins: ['https://portal.acme.example', 'https://admin.acme.example', 'http://localhost:8080'],
  jwkUrl: 'https://sso.acme.example/realms/acme/protocol/openid-connect/certs',
};

const GLOBEX: TenantContent = {
  tenant: 'Globex',
  categories: [
    { key: 'services', externalId: 'GLOBEX-CAT-SERVICES', title: t('Services', 'Dienstleistungen', 'Services') },
  ],
  products: [
    {
      externalId: 'GLOBEX-P-CONSULTING',
      category: 'services',
      title: t('Consulting Day', 'Beratungstag', 'Journée de conseil'),
      description: t('One day of on-site consulting.', 'Ein Tag Beratung vor Ort.', 'Une journée de conseil sur site.'),
    },
  ],
  terms: [
    {
      externalId: 'GLOBEX-T-MSA',
      title: t('Master Services Agreement', 'Rahmenvertrag', 'Contrat-cadre de services'),
      content: t(
        'Globex provides services under this agreement.',
        'Globex erbringt Leistungen nach diesem Vertrag.',
        'Globex fournit des services selon ce contrat.',
      ),
    },
  ],
  countryTags: [{ name: 'North America', codes: ['US', 'CA', 'MX'] }],
  files: [pdf('globex-brochure', 'Globex services brochure.pdf', 61200, 'Globex Broschüre.pdf', 'Brochure Globex.pdf')],
  templates: [
    {
      key: 'globex-services',
      title: t('Globex Service Agreement', 'Globex Dienstleistungsvertrag', 'Contrat de services Globex'),
      category: 'services',
      active: true,
      countryTags: ['North America'],
      createdAt: '2025-01-15T09:00:00.000Z',
      versions: [
        {
          plannedRevision: '2025-02-01T00:00:00.000Z',
          files: [{ file: 'globex-brochure', title: t('Brochure', 'Broschüre', 'Brochure') }],
        },
      ],
    },
  ],
  companyTemplates: [{ company: 'Globex Customer Ltd', template: 'globex-services', active: true, approved: true }],
  contracts: [
    {
      template: 'globex-services',
      recipientCompany: 'Globex Customer Ltd',
      start: '2025-03-01T00:00:00.000Z',
      realEnd: null,
      versions: [
        { version: 0, sender: 'globex.admin', recipient: { anyUserOf: 'Globex Customer Ltd' }, signedAt: null },
      ],
    },
  ],
  notifications: [NOTIFICATIONS[0]!],
  fallbackLocales: ['en'],
  allowedOrigins: ['https://portal.globex.example'],
  jwkUrl: null,
};

export const DEMO_CONTENT: readonly TenantContent[] = [ACME, GLOBEX];

/** Version title and body derived from the template title, so each version reads differently per locale. */
export const versionTexts = (title: Texts, number: number): { title: Texts; content: Texts } => ({
  title: t(`${title.en} – version ${number}`, `${title.de} – Version ${number}`, `${title.fr} – version ${number}`),
  content: t(
    `${title.en}\n\n§1 Subject. This is version ${number} of the agreement.\n§2 Term. The agreement runs until cancelled.\n§3 Signature. The recipient signs electronically.`,
    `${title.de}\n\n§1 Gegenstand. Dies ist Version ${number} des Vertrags.\n§2 Dauer. Der Vertrag läuft bis zur Kündigung.\n§3 Unterschrift. Der Empfänger unterzeichnet elektronisch.`,
    `${title.fr}\n\n§1 Objet. Ceci est la version ${number} du contrat.\n§2 Durée. Le contrat court jusqu'à sa résiliation.\n§3 Signature. Le destinataire signe électroniquement.`,
  ),
});
