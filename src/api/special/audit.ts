/** GET /api/audit_entries/verify: whether the audit chains the caller may check hold. */
import { AUDIT_VERIFY_PATH, type AuditVerification } from '../../../contract';
import { api } from '../api';

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A check on demand: each click asks again rather than showing a cached answer.
    verifyAuditChain: build.mutation<AuditVerification, void>({
      query: () => AUDIT_VERIFY_PATH,
    }),
  }),
});

export const { useVerifyAuditChainMutation } = auditApi;
