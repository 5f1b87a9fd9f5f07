import type { Kysely } from 'kysely';
import { idColumn } from '../portable.js';

// Frozen: a shipped migration never changes; add a new dated file instead.
// Signing evidence (issue 26 part 3). A version's sending time is its created_at; these tables keep
// the hashes of its documents fixed when it was sent, the recipient's first opening, who signed from
// where, and the certificates issued (by the SHA-256 of their bytes, so an issued certificate is
// recognised byte for byte). Versions sent before this migration have no rows: their evidence is
// what contract_versions itself holds (sent, signed). Each row goes with its version.
export async function up(db: Kysely<any>): Promise<void> {
  const version = 'contract_versions.id';
  await db.schema
    .createTable('contract_version_evidence')
    .addColumn('version_id', 'integer', (c) => c.primaryKey().references(version).onDelete('cascade'))
    .addColumn('viewed_at', 'text')
    .addColumn('viewer_user_id', 'integer')
    .addColumn('signer_user_id', 'integer')
    .addColumn('signer_name', 'text')
    .addColumn('signer_address', 'text')
    .addColumn('signer_user_agent', 'text')
    .addColumn('code', 'text')
    .execute();
  // The Verify call looks a certificate's code up.
  await db.schema
    .createIndex('contract_version_evidence_code_uq')
    .unique()
    .on('contract_version_evidence')
    .column('code')
    .execute();

  await idColumn(db, db.schema.createTable('contract_version_documents'))
    .addColumn('version_id', 'integer', (c) => c.notNull().references(version).onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('locale', 'text')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contract_version_documents_version_idx')
    .on('contract_version_documents')
    .columns(['version_id', 'position'])
    .execute();
  // The Verify call looks an uploaded document's hash up.
  await db.schema
    .createIndex('contract_version_documents_sha256_idx')
    .on('contract_version_documents')
    .columns(['sha256', 'version_id'])
    .execute();

  await db.schema
    .createTable('contract_version_certificates')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('version_id', 'integer', (c) => c.notNull().references(version).onDelete('cascade'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contract_version_certificates_version_idx')
    .on('contract_version_certificates')
    .column('version_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contract_version_certificates').execute();
  await db.schema.dropTable('contract_version_documents').execute();
  await db.schema.dropTable('contract_version_evidence').execute();
}
