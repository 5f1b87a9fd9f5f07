import { resourcePages } from '../../shared/resource/resourcePages';
import { allowedOriginResource } from './allowedOrigin.resource';

export default resourcePages(allowedOriginResource);
