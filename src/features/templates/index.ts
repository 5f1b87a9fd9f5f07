/**
 * What other features use of the template screens: a company's template links (My Company); the
 * drafts, their addresses and Publish (the dashboard).
 */
export { CompanyTemplateLinks } from './CompanyTemplateLinks';
export { LazyPublishVersion } from './LazyPublishVersion';
export { TEMPLATE_ROUTE, versionPath } from './paths';
export { DRAFTS } from './versionStatus';
