/** Tenant Globex's smaller demo content: enough for isolation checks to have something not to see. */
import { NOTIFICATIONS, pdf, png, t, type TenantContent } from './seed-content-data.js';

export const GLOBEX: TenantContent = {
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
  files: [
    pdf('globex-brochure', 'Globex services brochure.pdf', 'Globex Broschüre.pdf', 'Brochure Globex.pdf'),
    png('globex-logo', 'Globex logo.png', 'globe'),
  ],
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
