/** Addresses of the template screens (unprefixed; links pass them through useLocalisedPath). */
import type { ItemId } from '../../api/resources';

export const TEMPLATE_ROUTE = 'contract/template';

export const templatePath = (templateId: ItemId) => `/${TEMPLATE_ROUTE}/${templateId}`;
export const newVersionPath = (templateId: ItemId) => `${templatePath(templateId)}/version/create`;
export const versionPath = (templateId: ItemId, versionId: ItemId) =>
  `${templatePath(templateId)}/version/${versionId}`;
