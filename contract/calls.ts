/**
 * The platform's calls beyond a resource's five operations: method and path under /api, a path
 * parameter written `{id}`. The server registers each route from here (`routeOf`) and the console
 * asks for each from here (`callPath`), so a path is written once; `server/test/calls.test.ts`
 * checks that every call is a route with its method. (The template version and evidence paths of
 * contracts.ts and audit.ts predate this table and keep their helpers.)
 */

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

export const CALLS = {
  companyChainCreate: { method: 'POST', path: 'companies/chain' },
  companyChainUpdate: { method: 'PATCH', path: 'companies/{id}/chain' },
  providerChainCreate: { method: 'POST', path: 'providers/chain' },
  providerChainUpdate: { method: 'PATCH', path: 'providers/{id}/chain' },
  fileUpload: { method: 'POST', path: 'file/create_file_upload' },
  fileRename: { method: 'PATCH', path: 'update/file/{id}' },
  fileDownload: { method: 'POST', path: 'file/download' },
  fileTranslationDownload: { method: 'POST', path: 'file-translation/download' },
  companyTemplateDisable: { method: 'PATCH', path: 'company_mediate_contract_templates/{id}/disable' },
  companyTemplatesReplace: { method: 'PUT', path: 'companies/{id}/mediate_contract_templates' },
  currentTemplateVersion: { method: 'GET', path: 'contract_template_versions/current_template_version' },
  customerAssociationSign: { method: 'POST', path: 'customer_associations/{id}/sign' },
  contractVersionsBatch: { method: 'PATCH', path: 'contract_versions/batch' },
  dashboard: { method: 'GET', path: 'dashboard' },
  dashboardActivity: { method: 'GET', path: 'dashboard/activity' },
  events: { method: 'GET', path: 'events' },
} as const satisfies Record<string, { method: CallMethod; path: string }>;

export type CallName = keyof typeof CALLS;

/** A call's path under /api with its parameters filled in (the console's side). */
export function callPath(name: CallName, params: Readonly<Record<string, string | number>> = {}): string {
  return CALLS[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs its ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** A call's route under the API's prefix, its parameters in Fastify's `:id` form (the server's side). */
export function routeOf(name: CallName): string {
  return `/${CALLS[name].path.replace(/\{(\w+)\}/g, ':$1')}`;
}
