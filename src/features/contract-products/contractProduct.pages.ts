import { resourcePages } from '../../shared/resource/resourcePages';
import { contractProductResource } from './contractProduct.resource';

export default resourcePages(contractProductResource);
