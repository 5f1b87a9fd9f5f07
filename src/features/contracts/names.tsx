/**
 * Names the contract screens show for IRIs (companies, users, template versions, contracts) and
 * the selects they offer. Only the contract screens use them so far; they move to
 * shared/relations once another feature needs one.
 */
import {
  RESOURCES,
  type Contract,
  type ContractTemplate,
  type ContractTemplateVersion,
  type Iri,
  type User,
} from '../../../contract';
import { api } from '../../api/api';
import { idFromIri, type ListFilters } from '../../api/hydra';
import { invalidatesItem, invalidatesList } from '../../api/tags';
import { useAppDispatch } from '../../store/hooks';
import { resourceApi } from '../../api/resources';
import { formatDate, translate } from '../../i18n';
import { useResourceOptions } from '../../shared/resource/resourceOptions';
import { useContentLanguage } from '../../shared/ui/TranslatedText';

export const contracts = resourceApi(RESOURCES.contracts);
export const contractVersions = resourceApi(RESOURCES.contractVersions);
export const customerAssociations = resourceApi(RESOURCES.customerAssociations);
const companies = resourceApi(RESOURCES.companies);
const users = resourceApi(RESOURCES.users);
const templates = resourceApi(RESOURCES.contractTemplates);
const templateVersions = resourceApi(RESOURCES.contractTemplateVersions);

/** 'Anna Muster (customer)', or the user name alone. */
export function userLabel(user: User): string {
  const name = [user.givenName, user.familyName].filter(Boolean).join(' ');
  return name ? `${name} (${user.userName})` : user.userName;
}

/** A template version as people tell them apart: its title and when it comes into force. */
export function templateVersionLabel(version: ContractTemplateVersion, language: string): string {
  return `${translate(version.translations, language)} (${formatDate(version.plannedRevision)})`;
}

/** A contract in a select: its template title, its start. */
export function contractLabel(contract: Contract, language: string): string {
  return `${translate(contract.templateTranslations, language)} · ${formatDate(contract.start)}`;
}

export function CompanyName({ iri }: { iri: Iri | null }) {
  const { data, isError } = companies.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri || isError) return <>-</>;
  return <>{data?.name ?? '…'}</>;
}

export function UserName({ iri }: { iri: Iri | null }) {
  const { data, isError } = users.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri || isError) return <>-</>;
  return <>{data ? userLabel(data) : '…'}</>;
}

export function TemplateVersionName({ iri }: { iri: Iri | null }) {
  const language = useContentLanguage();
  const { data, isError } = templateVersions.useGetQuery(iri ? idFromIri(iri) : '', { skip: !iri });
  if (!iri || isError) return <>-</>;
  return <>{data ? templateVersionLabel(data, language) : '…'}</>;
}

export function ContractTitle({ iri }: { iri: Iri }) {
  const language = useContentLanguage();
  const { data, isError } = contracts.useGetQuery(idFromIri(iri));
  if (isError) return <>-</>;
  return <>{data ? contractLabel(data, language) : '…'}</>;
}

const TEMPLATE_OPTIONS = {
  label: (template: ContractTemplate, language: string) => translate(template.translations, language),
  filters: { activity: true },
  searchParam: 'translations.title',
};

/** The tenant's active templates, by title in the interface language. */
export function useActiveTemplateOptions(search: string, value?: unknown) {
  return useResourceOptions(templates, TEMPLATE_OPTIONS, search, value);
}

const CONTRACT_OPTIONS = { label: contractLabel };

export function useContractOptions(search: string, value?: unknown) {
  return useResourceOptions(contracts, CONTRACT_OPTIONS, search, value);
}

/** Users as select options; with a company, only that company's users (the platform filters by company.id). */
export function userOptionsOf(company: Iri | null | undefined) {
  const filters: ListFilters | undefined = company ? { 'company.id': company } : undefined;
  const config = { label: userLabel, filters, searchParam: 'orSearch_name' };
  return function useUserOptions(search: string, value?: unknown) {
    return useResourceOptions(users, config, search, value);
  };
}

/**
 * What a version select for sending asks the platform: the published versions of one template
 * (a draft is still being prepared and the platform refuses to send it).
 */
export function sendableVersionFilters(template: Iri | null): ListFilters {
  return { template: template ?? 'none', 'not_null[publishedAt]': true };
}

/** Published versions of one template, newest first by the platform's order. */
export function templateVersionOptionsOf(template: Iri | null) {
  const config = { label: templateVersionLabel, filters: sendableVersionFilters(template) };
  return function useTemplateVersionOptions(search: string, value?: unknown) {
    return useResourceOptions(templateVersions, config, search, value);
  };
}

/**
 * After a version changed through its own endpoint: the contract embedding it (its state) and the
 * associations (signing one signs the other) are stale too.
 */
export function useRefreshContract() {
  const dispatch = useAppDispatch();
  return (contract: Iri | number) =>
    dispatch(
      api.util.invalidateTags([
        ...invalidatesItem('Contract', idFromIri(contract)),
        ...invalidatesList('CustomerAssociation'),
      ]),
    );
}

/** A contract's versions as the caller may see them, oldest first (a contract has few). */
export function useVersionsOf(contract: Contract) {
  return contractVersions.useListQuery({
    page: 1,
    itemsPerPage: 100,
    filters: { contract: contract['@id'] },
    order: { createdAt: 'asc' },
  });
}
