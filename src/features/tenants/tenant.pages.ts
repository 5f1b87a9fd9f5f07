import { resourcePages } from '../../shared/resource/resourcePages';
import { tenantResource } from './tenant.resource';

export default resourcePages(tenantResource);
