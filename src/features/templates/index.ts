/** What other features use of the template screens: a company's template links (My Company). */
export { CompanyTemplateLinks } from './CompanyTemplateLinks';
