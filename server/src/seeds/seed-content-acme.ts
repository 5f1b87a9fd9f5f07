/** Tenant Acme's demo content: the full catalogue in en/de/fr, templates with versions and files, contracts. */
import { NOTIFICATIONS, pdf, png, t, type TenantContent } from './seed-content-data.js';

export const ACME: TenantContent = {
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
    pdf('tariff', 'Electricity tariff sheet.pdf', 'Stromtarifblatt.pdf', 'Fiche tarifaire électricité.pdf'),
    pdf('price-list', 'Mobile price list.pdf', 'Preisliste Mobil.pdf', 'Liste de prix mobile.pdf'),
    pdf(
      'insurance-info',
      'Insurance product information.pdf',
      'Produktinformationsblatt.pdf',
      "Fiche d'information produit.pdf",
    ),
    pdf('privacy', 'Privacy notice.pdf', 'Datenschutzhinweis.pdf', 'Avis de confidentialité.pdf'),
    png('logo', 'Acme logo.png', 'mark'),
    png('office', 'Acme head office.png', 'office'),
    {
      key: 'summary',
      name: 'Terms summary.txt',
      mimeType: 'text/plain',
      translations: { de: { name: 'AGB Zusammenfassung.txt' } },
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
