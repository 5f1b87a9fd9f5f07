/**
 * One word per concept and language: a screen's menu entry, its heading, its delete confirmation
 * and the fields of other screens that name it all use the glossary's term, so a German admin
 * does not meet "Erlaubte Herkunft" in the menu and "Erlaubte Origins" on the page.
 */
import de from '../../lang/de.json';
import en from '../../lang/en.json';
import fr from '../../lang/fr.json';

type Language = 'en' | 'de' | 'fr';
const CATALOGUES: Record<Language, Record<string, string>> = { en, de, fr };

interface Concept {
  concept: string;
  /** The messages that name it. */
  ids: string[];
  /** Its term in each language (inflected forms allowed). */
  terms: Record<Language, RegExp>;
}

const GLOSSARY: Concept[] = [
  {
    concept: 'tenant',
    ids: ['menu.tenant', 'tenant.title', 'tenant.deleteConfirm', 'company.tenant', 'provider.tenant', 'user.tenant'],
    terms: { en: /tenant/i, de: /mandant/i, fr: /locataire/i },
  },
  {
    concept: 'tenant (in other words)',
    ids: ['allowedOrigin.tenant', 'file.upload.tenant', 'dashboard.tenants', 'jwkUrl.none', 'enum.role.tenantAdmin'],
    terms: { en: /tenant/i, de: /mandant/i, fr: /locataire/i },
  },
  {
    concept: 'company',
    ids: [
      'menu.company',
      'menu.companyList',
      'menu.myCompany',
      'header.myCompany',
      'company.title',
      'company.deleteConfirm',
      'user.company',
      'dashboard.companies',
      'templateActivation.company',
      'customerAssociation.company',
      'contract.recipientCompany',
      'enum.role.companyAdmin',
      'enum.company.customer',
      'enum.company.recipient',
    ],
    terms: { en: /compan/i, de: /unternehmen/i, fr: /entreprise/i },
  },
  {
    concept: 'provider',
    ids: [
      'menu.companyProvider',
      'provider.title',
      'provider.deleteConfirm',
      'company.provider',
      'company.newProvider',
    ],
    terms: { en: /provider/i, de: /anbieter/i, fr: /fournisseur/i },
  },
  {
    concept: 'user',
    ids: ['menu.user', 'user.title', 'user.deleteConfirm', 'dashboard.users', 'enum.role.user'],
    terms: { en: /user/i, de: /benutzer/i, fr: /utilisateur/i },
  },
  {
    concept: 'allowed origin',
    ids: ['menu.configurationAllowedOrigin', 'allowedOrigin.title', 'allowedOrigin.deleteConfirm'],
    terms: { en: /allowed origin/i, de: /erlaubte\w* herk(u|ü)nft/i, fr: /origines? autorisées?/i },
  },
  {
    concept: 'origin',
    ids: ['allowedOrigin.name'],
    terms: { en: /origin/i, de: /herkunft/i, fr: /origine/i },
  },
  {
    concept: 'country tag',
    ids: ['menu.configurationCountryTag', 'countryTag.title', 'countryTag.deleteConfirm', 'template.countryTags'],
    terms: { en: /country tag/i, de: /länder-tag/i, fr: /étiquettes? de pays/i },
  },
  {
    concept: 'fallback locale',
    ids: ['menu.configurationFallbackLocale', 'fallbackLocale.title', 'fallbackLocale.deleteConfirm'],
    terms: { en: /fallback locale/i, de: /ersatzsprache/i, fr: /langues? de repli/i },
  },
  {
    concept: 'notification template',
    ids: ['menu.configurationNotificationTemplate', 'notificationTemplate.title', 'notificationTemplate.deleteConfirm'],
    terms: { en: /notification template/i, de: /benachrichtigungsvorlage/i, fr: /modèles? de notification/i },
  },
  {
    concept: 'JWK URL',
    ids: ['menu.configurationJwkUrl', 'jwkUrl.title', 'jwkUrl.deleteConfirm', 'jwkUrl.none'],
    terms: { en: /jwk url/i, de: /jwk-url/i, fr: /url jwk/i },
  },
  {
    concept: 'category',
    ids: [
      'menu.contractCategory',
      'contractCategory.title',
      'contractCategory.deleteConfirm',
      'contractProduct.category',
      'template.category',
    ],
    terms: { en: /categor/i, de: /kategorie/i, fr: /catégorie/i },
  },
  {
    concept: 'product',
    ids: ['menu.contractProduct', 'contractProduct.title', 'contractProduct.deleteConfirm'],
    terms: { en: /product/i, de: /produkt/i, fr: /produit/i },
  },
  {
    concept: 'term',
    ids: ['menu.contractTerm', 'contractTerm.title', 'contractTerm.deleteConfirm'],
    terms: { en: /term/i, de: /bedingung/i, fr: /condition/i },
  },
  {
    concept: 'template',
    ids: [
      'menu.contractTemplate',
      'template.title',
      'template.deleteConfirm',
      'contract.template',
      'templateActivation.template',
      'menu.contractTemplateCompany',
      'templateActivation.title',
    ],
    terms: { en: /template/i, de: /vorlage/i, fr: /modèle/i },
  },
  {
    concept: 'contract',
    ids: [
      'menu.contract',
      'menu.contractList',
      'menu.contractMyList',
      'contract.title',
      'contract.deleteConfirm',
      'myContract.title',
    ],
    terms: { en: /contract/i, de: /vertr(a|ä)g/i, fr: /contrat/i },
  },
  {
    concept: 'customer association',
    ids: ['menu.contractCustomerAssociation', 'customerAssociation.title', 'customerAssociation.deleteConfirm'],
    terms: { en: /customer association/i, de: /kundenzuordnung/i, fr: /associations? client/i },
  },
  {
    concept: 'file',
    ids: ['menu.file', 'file.title', 'file.deleteConfirm', 'gallery.title'],
    terms: { en: /file/i, de: /datei/i, fr: /fichier/i },
  },
  {
    concept: 'dashboard',
    ids: ['menu.dashboard', 'dashboard.title', 'header.yourDashboard'],
    terms: { en: /dashboard/i, de: /dashboard/i, fr: /tableau de bord/i },
  },
];

describe.each(['en', 'de', 'fr'] as const)('the %s glossary', (language) => {
  it.each(GLOSSARY.map((concept) => [concept.concept, concept] as const))('names "%s" one way', (_, concept) => {
    const catalogue = CATALOGUES[language];
    const off = concept.ids.filter((id) => !concept.terms[language].test(catalogue[id] ?? ''));
    expect(off.map((id) => `${id}: ${catalogue[id]}`)).toEqual([]);
  });
});

it('translates the console title the browser tab ends in', () => {
  expect(de['app.title']).not.toBe(en['app.title']);
  expect(fr['app.title']).not.toBe(en['app.title']);
});
