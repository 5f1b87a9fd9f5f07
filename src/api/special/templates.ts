/**
 * Template calls of spec section 7 that are not CRUD: the version in force now for a template,
 * publishing a draft version, the one-transaction replacement of a company's template links and
 * the disable action of a link.
 */
import {
  CALLS,
  callPath,
  JSONLD,
  RESOURCES,
  type CompanyTemplate,
  type ContractTemplateVersion,
  type HydraCollection,
  type Iri,
  templateVersionPublishPath,
} from '../../../contract';
import { api } from '../api';
import { parseCollection, type ListResult } from '../hydra';
import { invalidatesItem, invalidatesList, providesList } from '../tags';

const VERSION = RESOURCES.contractTemplateVersions.type;
const LINK = RESOURCES.companyMediateContractTemplates.type;

export interface CompanyTemplatesArg {
  /** The company's uuid (its IRI's last segment). */
  company: string;
  contractTemplates: Iri[];
}

export const templateCallsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null when the template has no version in force (the platform answers 404). */
    getCurrentTemplateVersion: build.query<ContractTemplateVersion | null, Iri>({
      queryFn: async (template, _api, _extra, baseQuery) => {
        const query = new URLSearchParams({ template });
        const result = await baseQuery(`${callPath('currentTemplateVersion')}?${query}`);
        if (result.error?.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as ContractTemplateVersion };
      },
      // Any version written may change which one is in force: the version lists' tag covers it.
      providesTags: () => providesList(VERSION, undefined),
    }),
    /** A draft version becomes published and, being the latest, the one in force. */
    publishTemplateVersion: build.mutation<ContractTemplateVersion, number>({
      query: (id) => ({ url: templateVersionPublishPath(id), method: 'POST' }),
      // The item, every version list and "current" (it provides the list tag) are stale.
      invalidatesTags: (_result, error, id) => (error ? [] : invalidatesItem(VERSION, String(id))),
    }),
    replaceCompanyTemplates: build.mutation<ListResult<CompanyTemplate>, CompanyTemplatesArg>({
      query: ({ company, contractTemplates }) => ({
        url: callPath('companyTemplatesReplace', { id: company }),
        method: CALLS.companyTemplatesReplace.method,
        body: { contractTemplates },
        headers: { 'Content-Type': JSONLD },
      }),
      transformResponse: (body: HydraCollection<CompanyTemplate>) => parseCollection(body),
      invalidatesTags: (_result, error) => (error ? [] : invalidatesList(LINK)),
    }),
    disableCompanyTemplate: build.mutation<CompanyTemplate, string | number>({
      query: (id) => ({ url: callPath('companyTemplateDisable', { id }), method: CALLS.companyTemplateDisable.method }),
      invalidatesTags: (_result, error, id) => (error ? [] : invalidatesItem(LINK, String(id))),
    }),
  }),
});

export const {
  useGetCurrentTemplateVersionQuery,
  usePublishTemplateVersionMutation,
  useReplaceCompanyTemplatesMutation,
  useDisableCompanyTemplateMutation,
} = templateCallsApi;
