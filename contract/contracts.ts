/**
 * Wire types of the contract screens: templates and their versions, attachments ("mediate files")
 * and the files behind them, template activation per company, contracts, their versions and the
 * customers associated with them. Items as the platform serialises them and the bodies it accepts
 * (relations as IRIs, dates as ISO strings, per-locale texts as `translations`).
 */
import type { HydraItem, Iri } from './core';
import type { LocaleTexts, TranslatedBody } from './catalogue';
import type { FromSchema } from 'json-schema-to-ts';
import type {
  contractBody,
  contractVersionBatchBody,
  contractVersionBody,
  contractVersionPatchBody,
  customerAssociationBody,
} from './schemas/contracts';
import type {
  companyTemplateBody,
  contractTemplateBody,
  mediateFileBody,
  templateVersionBody,
} from './schemas/templates';

export interface ContractTemplate extends HydraItem {
  id: number;
  tenant: Iri;
  activity: boolean;
  category: Iri | null;
  countryTags: Iri[];
  createdAt: string;
  translations: LocaleTexts[];
}

export type ContractTemplateInput = TranslatedBody<typeof contractTemplateBody>;

export interface ContractTemplateVersion extends HydraItem {
  id: number;
  template: Iri;
  plannedRevision: string;
  activity: boolean;
  createdAt: string;
  /**
   * When the version was published; null while it is a draft. A draft is never current and
   * cannot be sent; publishing it (POST {@link templateVersionPublishPath}) makes it take effect.
   */
  publishedAt: string | null;
  mediateFiles: Iri[];
  translations: LocaleTexts[];
}

export type ContractTemplateVersionInput = TranslatedBody<typeof templateVersionBody>;

/**
 * `POST /api/contract_template_versions/{id}/publish` (no body): a draft version is published
 * (publishedAt and plannedRevision become now) and answered; a published one is answered as it is.
 * Path under /api; `{id}` may be a route parameter such as `:id`.
 */
export const templateVersionPublishPath = (id: string | number): string => `contract_template_versions/${id}/publish`;

/** The 422 message when a draft template version is sent in a contract version. */
export const DRAFT_VERSION_NOT_SENDABLE = 'This template version is a draft: publish it before sending it.';

/** A file attached to a template version ("mediate file"), with a per-locale title. */
export interface MediateFile extends HydraItem {
  id: number;
  templateVersion: Iri;
  file: Iri;
  translations: LocaleTexts[];
}

export type MediateFileInput = TranslatedBody<typeof mediateFileBody>;

/** A per-locale variant of a file, as embedded in the file and served by /api/file_translations. */
export interface FileTranslation extends HydraItem {
  id: number;
  file: Iri;
  locale: string;
  name: string;
  mimeType: string;
  size: number;
}

/** An uploaded file (`/api/files`); named so it does not shadow the browser's `File`. */
export interface StoredFile extends HydraItem {
  id: number;
  name: string;
  mimeType: string;
  size: number;
  tenant: Iri | null;
  createdAt: string;
  updatedAt: string;
  translations: FileTranslation[];
}

/** Template activation: a contract template offered to one company, with activity and approval. */
export interface CompanyTemplate extends HydraItem {
  id: number;
  company: Iri | null;
  contractTemplate: Iri;
  activity: boolean;
  approved: boolean;
}

export type CompanyTemplateInput = FromSchema<typeof companyTemplateBody>;

/** A version as a contract embeds it (spec section 3: versions with senderUser, recipientUser, signedAt). */
export interface EmbeddedContractVersion extends HydraItem {
  id: number;
  templateVersion: Iri | null;
  senderUser: Iri | null;
  recipientUser: Iri | null;
  signedAt: string | null;
  createdAt: string;
}

export interface Contract extends HydraItem {
  id: number;
  tenant: Iri;
  template: Iri | null;
  recipientCompany: Iri | null;
  start: string;
  realEnd: string | null;
  createdAt: string;
  versions: EmbeddedContractVersion[];
  /**
   * The template's titles, so a customer's "My Contracts" can name a contract without the right
   * to read the template catalogue itself.
   */
  templateTranslations: LocaleTexts[];
}

export type ContractInput = FromSchema<typeof contractBody>;

/**
 * A document of a contract version: a file attached to its template version, embedded so the
 * recipient (who may not read the template catalogue) sees and downloads what it is asked to sign.
 */
export interface ContractDocument {
  /** The attachment ("mediate file") IRI. */
  '@id': Iri;
  /** The attachment's type, as on every embedded JSON-LD item. */
  '@type': string;
  file: Iri;
  /** The file's name (what a download is saved as). */
  name: string;
  mimeType: string;
  size: number;
  /** The attachment's per-locale titles. */
  translations: LocaleTexts[];
  /**
   * The file's per-locale contents (file translations), so the recipient downloads the document
   * in its own language where one was uploaded, and the original otherwise.
   */
  fileTranslations: ContractDocumentVariant[];
}

/** One locale's content of a contract document (a file translation), downloadable by the recipient. */
export interface ContractDocumentVariant {
  /** The file translation IRI (for `file-translation/download`). */
  '@id': Iri;
  locale: string;
  /** What a download of this variant is saved as. */
  name: string;
}

export interface ContractVersion extends HydraItem {
  id: number;
  contract: Iri;
  templateVersion: Iri | null;
  senderUser: Iri | null;
  recipientUser: Iri | null;
  signedAt: string | null;
  content: string;
  createdAt: string;
  documents: ContractDocument[];
  evidence: ContractVersionEvidence;
}

/**
 * What the platform recorded of a version's signing: when it was sent, first opened by its
 * recipient and signed, who signed from where, and the SHA-256 of every document content as it
 * was sent (which is what was signed: a signature is refused once they changed).
 */
export interface ContractVersionEvidence {
  sentAt: string;
  viewedAt: string | null;
  signedAt: string | null;
  /** Null while unsigned, and for a version signed before evidence was recorded. */
  signer: EvidenceSigner | null;
  /** Empty for a version sent before evidence was recorded (its hashes are fixed when it is signed). */
  documents: EvidenceDocument[];
}

export interface EvidenceSigner {
  user: Iri | null;
  /** The signer's name when it signed. */
  name: string;
  /** The client's address and user agent as the platform saw them. */
  address: string | null;
  userAgent: string | null;
}

/** One content of a version's documents: the file, or its translation into `locale`. */
export interface EvidenceDocument {
  name: string;
  locale: string | null;
  /** SHA-256 of the bytes, lower-case hex. */
  sha256: string;
}

/**
 * `POST /api/contract_versions/{id}/viewed` (no body), made by the console when the recipient
 * opens the version: the first opening is recorded, later ones change nothing. Answers the version.
 */
export const contractVersionViewedPath = (id: string | number): string => `contract_versions/${id}/viewed`;

/**
 * `POST /api/contract_versions/{id}/certificate` (no body): the certificate of completion of a
 * signed version, `application/pdf` (422 while unsigned).
 */
export const contractVersionCertificatePath = (id: string | number): string => `contract_versions/${id}/certificate`;

/**
 * `POST /api/contract_versions/verify`, multipart: `file` (a document or a certificate) or `code`
 * (a certificate's verification code). Answers {@link VerificationResult}.
 */
export const CONTRACT_VERSION_VERIFY_PATH = 'contract_versions/verify';

export interface VerificationResult {
  /** The file is a document of a signed version, or a certificate the platform issued (or the code is one). */
  match: boolean;
  /** The version matched, only when the caller may see it; null otherwise, even on a match. */
  version: Iri | null;
}

/** The 422 message when a version's documents changed after it was sent and it is signed. */
export const DOCUMENTS_CHANGED_SINCE_SENT =
  'The documents of this version changed after it was sent: it must be sent again before it is signed.';

/** What a downloaded certificate is saved as. */
export const certificateFileName = (versionId: string | number): string =>
  `certificate-contract-version-${versionId}.pdf`;

/** What a version accepts across POST and PATCH (signedAt only on PATCH). */
export type ContractVersionInput = FromSchema<typeof contractVersionBody> & FromSchema<typeof contractVersionPatchBody>;

/** One item of `PATCH /api/contract_versions/batch`: the version (`id` or `@id`) and its merge patch. */
export type ContractVersionBatchItem = FromSchema<typeof contractVersionBatchBody>['items'][number];

/** A customer (user) associated with a contract, and whether they signed it. */
export interface CustomerAssociation extends HydraItem {
  id: number;
  contract: Iri;
  customer: Iri;
  company: Iri | null;
  createdAt: string;
  signedAt: string | null;
}

export type CustomerAssociationInput = FromSchema<typeof customerAssociationBody>;

/** A contract's state, from its latest version (the versions come in the order they were sent). */
export const CONTRACT_STATES = ['NOT_SENT', 'WAITING', 'SIGNED'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

export function contractStateOf(versions: readonly Pick<EmbeddedContractVersion, 'signedAt'>[]): ContractState {
  const latest = versions[versions.length - 1];
  if (!latest) return 'NOT_SENT';
  return latest.signedAt ? 'SIGNED' : 'WAITING';
}
