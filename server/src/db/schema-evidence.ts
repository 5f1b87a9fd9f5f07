import type { Generated } from 'kysely';

/**
 * Signing evidence of contract versions (resources/contracts/contract-evidence.ts). A version's
 * sending time is its created_at; these tables keep what happened after: the documents' hashes
 * fixed when it was sent, its first opening by the recipient, the signature, and the certificates
 * issued for it.
 */
export interface ContractVersionEvidenceTable {
  version_id: number;
  /** The recipient's first opening; never moved by a later one. */
  viewed_at: string | null;
  viewer_user_id: number | null;
  /** Who signed and from where (the time is contract_versions.signed_at). */
  signer_user_id: number | null;
  signer_name: string | null;
  signer_address: string | null;
  signer_user_agent: string | null;
  /** The verification code printed on the certificate (a hash of the evidence). */
  code: string | null;
}

/** One content of a version's documents (a file, or one locale's translation of it) as it was sent. */
export interface ContractVersionDocumentTable {
  id: Generated<number>;
  version_id: number;
  position: number;
  name: string;
  /** The translation's locale; null for the file's original content. */
  locale: string | null;
  /** SHA-256 of the bytes, lower-case hex. */
  sha256: string;
}

/** A certificate of completion the platform issued, known by the SHA-256 of its bytes. */
export interface ContractVersionCertificateTable {
  sha256: string;
  version_id: number;
  issued_at: string;
}

export interface EvidenceTables {
  contract_version_evidence: ContractVersionEvidenceTable;
  contract_version_documents: ContractVersionDocumentTable;
  contract_version_certificates: ContractVersionCertificateTable;
}
