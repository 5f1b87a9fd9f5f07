/**
 * Contract calls that are not CRUD (spec section 7 and docs/decisions.md): the template version in
 * force, the all-or-nothing batch PATCH of contract versions, and a customer signing its association.
 */
import {
  MERGE_PATCH,
  type ContractTemplateVersion,
  type ContractVersion,
  type ContractVersionInput,
  type CustomerAssociation,
  type HydraCollection,
  type Iri,
} from '../../../contract';
import { api } from '../api';
import { idFromIri, parseCollection, type ListResult } from '../hydra';
import { invalidatesItem, invalidatesList, providesList } from '../tags';

export interface VersionBatchArg {
  /** The contract the versions belong to: its item embeds them. */
  contractId: string | number;
  items: Array<Partial<ContractVersionInput> & { id: number }>;
}

export const contractCallsApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentTemplateVersion: build.query<ContractTemplateVersion, Iri>({
      query: (template) =>
        `contract_template_versions/current_template_version?template=${encodeURIComponent(template)}`,
      // Publishing or withdrawing any version may change which one is in force: the list tag covers it.
      providesTags: (version) => providesList('ContractTemplateVersion', version ? [String(version.id)] : undefined),
    }),
    patchContractVersions: build.mutation<ListResult<ContractVersion>, VersionBatchArg>({
      query: ({ items }) => ({
        url: 'contract_versions/batch',
        method: 'PATCH',
        body: { items },
        headers: { 'Content-Type': MERGE_PATCH },
      }),
      transformResponse: (body: HydraCollection<ContractVersion>) => parseCollection(body),
      invalidatesTags: (_result, error, { contractId, items }) =>
        error
          ? []
          : [
              ...items.flatMap((item) => invalidatesItem('ContractVersion', String(item.id))),
              ...invalidatesItem('Contract', String(contractId)),
              ...invalidatesList('CustomerAssociation'),
            ],
    }),
    signCustomerAssociation: build.mutation<CustomerAssociation, CustomerAssociation>({
      query: (association) => ({ url: `customer_associations/${association.id}/sign`, method: 'POST' }),
      // Signing the association signs the latest version sent to that customer too.
      invalidatesTags: (_result, error, association) =>
        error
          ? []
          : [
              ...invalidatesItem('CustomerAssociation', String(association.id)),
              ...invalidatesList('ContractVersion'),
              ...invalidatesItem('Contract', idFromIri(association.contract)),
            ],
    }),
  }),
});

export const { useCurrentTemplateVersionQuery, usePatchContractVersionsMutation, useSignCustomerAssociationMutation } =
  contractCallsApi;
