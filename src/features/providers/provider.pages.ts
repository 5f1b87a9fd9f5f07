import { resourcePages } from '../../shared/resource/resourcePages';
import { providerResource } from './provider.resource';

export default resourcePages(providerResource);
