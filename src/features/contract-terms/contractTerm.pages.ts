import { resourcePages } from '../../shared/resource/resourcePages';
import { contractTermResource } from './contractTerm.resource';

export default resourcePages(contractTermResource);
