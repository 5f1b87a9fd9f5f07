import { resourcePages } from '../../shared/resource/resourcePages';
import { contractCategoryResource } from './contractCategory.resource';

export default resourcePages(contractCategoryResource);
