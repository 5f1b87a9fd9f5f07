import { resourcePages } from '../../shared/resource/resourcePages';
import { companyResource } from './company.resource';

export default resourcePages(companyResource);
