// Lint fixture (scripts/lint-rules.test.ts): shared code reaching up into the app and a feature.
import { MENU } from '../../app/manifest';
import type { ManifestEntry } from '../../app/manifestEntry';
import tenants from '../../features/tenants/tenant.resource';

export const wrongWay = (entry: ManifestEntry) => [MENU, tenants, entry];
