import { AUDIT_VERIFY_PATH, auditVerificationSchema, type AuditVerification } from '../../../../contract/index.js';
import type { FastifyInstance } from 'fastify';
import { chainOf } from '../../audit/chain.js';
import { describeBroken, verifyChains } from '../../audit/verify.js';
import { callerOf, isSupervisor, isTenantAdmin } from '../../auth/plugin.js';
import { accessDenied } from '../../hydra/errors.js';
import { iriOf } from '../../hydra/serialize.js';
import { jsonAnswer } from '../../hydra/answers.js';

/**
 * `GET /api/audit_entries/verify`: walks the hash chains and names the first broken link. A
 * supervisor checks every chain, a tenant admin its tenant's; a chain is checked whole, so a
 * company admin, who reads only part of one, may not ask (403).
 */
export async function auditVerifyRoute(app: FastifyInstance): Promise<void> {
  app.get(
    `/${AUDIT_VERIFY_PATH}`,
    {
      schema: {
        tags: ['AuditEntry'],
        summary: 'Check the audit hash chains; the first broken link is named',
        answers: jsonAnswer(200, 'Whether every chain holds, and its first broken link', auditVerificationSchema),
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      if (!isSupervisor(user) && !isTenantAdmin(user)) throw accessDenied();
      const report = await verifyChains(
        app.db.kysely,
        isSupervisor(user) ? undefined : user.tenantId === null ? [] : [chainOf(user.tenantId)],
      );
      const { broken } = report;
      const answer: AuditVerification = {
        valid: broken === null,
        chains: report.chains,
        entries: report.entries,
        broken: broken && {
          ...broken,
          entry: broken.entryId === null ? null : iriOf('audit_entries', broken.entryId),
          message: describeBroken(broken),
        },
      };
      return reply.send(answer);
    },
  );
}
