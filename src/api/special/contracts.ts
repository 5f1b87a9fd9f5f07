/**
 * Contract calls that are not CRUD (spec section 7 and docs/decisions.md): the all-or-nothing batch
 * PATCH of contract versions, a customer signing its association, and the signing evidence: the
 * recipient's first opening, the certificate of completion, Verify. (The template version in force
 * is asked through api/special/templates.ts.)
 */
import {
  CALLS,
  callPath,
  CONTRACT_VERSION_VERIFY_PATH,
  contractVersionCertificatePath,
  contractVersionViewedPath,
  MERGE_PATCH,
  type VerificationResult,
  type ContractVersion,
  type ContractVersionBatchItem,
  type CustomerAssociation,
  type HydraCollection,
} from '../../../contract';
import { api } from '../api';
import { idFromIri, parseCollection, type ListResult } from '../hydra';
import { invalidatesItem, invalidatesList } from '../tags';

export interface VersionBatchArg {
  /** The contract the versions belong to: its item embeds them. */
  contractId: string | number;
  /** Each by its integer id, as the version pages hold them. */
  items: Array<ContractVersionBatchItem & { id: number }>;
}

/** What Verify is asked about: a document or certificate, or a certificate's verification code. */
export type VerifyArg = { file: Blob; fileName: string } | { code: string };

export const contractCallsApi = api.injectEndpoints({
  endpoints: (build) => ({
    patchContractVersions: build.mutation<ListResult<ContractVersion>, VersionBatchArg>({
      query: ({ items }) => ({
        url: callPath('contractVersionsBatch'),
        method: CALLS.contractVersionsBatch.method,
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
      query: (association) => ({
        url: callPath('customerAssociationSign', { id: association.id }),
        method: CALLS.customerAssociationSign.method,
      }),
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
    markContractVersionViewed: build.mutation<ContractVersion, ContractVersion>({
      query: (version) => ({ url: contractVersionViewedPath(version.id), method: 'POST' }),
      // Its sender sees the opening; the answer is the version with it.
      invalidatesTags: (_result, error, version) =>
        error ? [] : invalidatesItem('ContractVersion', String(version.id)),
    }),
    downloadCertificate: build.mutation<Blob, { id: number }>({
      query: ({ id }) => ({
        url: contractVersionCertificatePath(id),
        method: 'POST',
        responseHandler: (response: Response) => response.blob(),
      }),
    }),
    verifyContractDocument: build.mutation<VerificationResult, VerifyArg>({
      query: (arg) => {
        const form = new FormData();
        if ('code' in arg) form.append('code', arg.code);
        else form.append('file', arg.file, arg.fileName);
        return { url: CONTRACT_VERSION_VERIFY_PATH, method: 'POST', body: form };
      },
    }),
  }),
});

export const {
  useDownloadCertificateMutation,
  useMarkContractVersionViewedMutation,
  usePatchContractVersionsMutation,
  useSignCustomerAssociationMutation,
  useVerifyContractDocumentMutation,
} = contractCallsApi;
